#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The elementary functions the physics needs, from the platform's C math library.
///
/// The Swift standard library has no `exp`, `log` or trigonometry. Rather than
/// importing Foundation, the libraries call the C math library (libm), which the
/// standard library itself links against, through this one namespace; see
/// docs/architecture.md. All functions are the IEEE double-precision libm ones,
/// except `fastExp` and `fastCos`, Swift kernels within one unit in the last
/// place of them for the hot path of the under-damped spring.
public enum Elementary {
  /// e raised to `x`.
  @inlinable public static func exp(_ x: Double) -> Double { _exp(x) }
  /// The natural logarithm of `x` (NaN for negative `x`, −∞ for 0).
  @inlinable public static func log(_ x: Double) -> Double { _log(x) }
  /// `exp(x) − 1`, accurate for small `x`.
  @inlinable public static func expm1(_ x: Double) -> Double { _expm1(x) }
  /// `log(1 + x)`, accurate for small `x`.
  @inlinable public static func log1p(_ x: Double) -> Double { _log1p(x) }
  /// `x` raised to `y`.
  @inlinable public static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
  /// The sine of `x` (radians).
  @inlinable public static func sin(_ x: Double) -> Double { _sin(x) }
  /// The cosine of `x` (radians).
  @inlinable public static func cos(_ x: Double) -> Double { _cos(x) }
  /// The tangent of `x` (radians).
  @inlinable public static func tan(_ x: Double) -> Double { _tan(x) }
  /// The angle of the point (x, y), in radians in −π…π.
  @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
  /// The arc cosine of `x`, in radians.
  @inlinable public static func acos(_ x: Double) -> Double { _acos(x) }
  /// The cube root of `x`.
  @inlinable public static func cbrt(_ x: Double) -> Double { _cbrt(x) }
}

// Indirections so the public names above do not shadow the C functions they call.
// Inlinable, like the public functions, so that a client (a simulation evaluated in
// another module) calls libm directly rather than through two Swift wrappers: a
// call to `exp` or `cos` is a few dozen instructions, and a wrapper's call and the
// register spills around it were a fifth of an under-damped spring's evaluation.
@inlinable func _exp(_ x: Double) -> Double { exp(x) }
@inlinable func _log(_ x: Double) -> Double { log(x) }
@inlinable func _expm1(_ x: Double) -> Double { expm1(x) }
@inlinable func _log1p(_ x: Double) -> Double { log1p(x) }
@inlinable func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable func _sin(_ x: Double) -> Double { sin(x) }
@inlinable func _cos(_ x: Double) -> Double { cos(x) }
@inlinable func _tan(_ x: Double) -> Double { tan(x) }
@inlinable func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func _acos(_ x: Double) -> Double { acos(x) }
@inlinable func _cbrt(_ x: Double) -> Double { cbrt(x) }

// MARK: - Inline kernels

extension Elementary {
  /// e raised to `x`, computed inline in Swift for |x| < 708 and by libm's `exp`
  /// otherwise (NaN and ±∞ included).
  ///
  /// Within one unit in the last place of the exact value (fdlibm's bound for this
  /// method). A libm call (with glibc's wrapper) costs about 50 instructions and
  /// cannot be inlined; this is about 35, inlined. It differs from `exp(_:)` by one
  /// unit in the last place for about one argument in ten, never more
  /// (`ElementaryKernelTests` compares both over millions of arguments).
  ///
  /// Method (Cody–Waite reduction, then a rational form of e^r, as fdlibm's
  /// `e_exp.c`, whose minimax coefficients these are): `x = k·ln 2 + r` with k the
  /// integer nearest to x/ln 2 and |r| ≤ ln 2/2, r taken as `hi − lo` with ln 2
  /// split into a 32-bit head (so that `k·ln2Hi` and `x − k·ln2Hi` are exact) and
  /// a tail; `e^r = 1 + 2r/(2 − R(r))` with `R(r) = r − r²·P(r²)`, P of degree 4;
  /// then the exponent field of e^r is raised by k, exact because |x| < 708 keeps
  /// e^x a normal number.
  @inlinable @inline(__always)
  package static func fastExp(_ x: Double) -> Double {
    guard x.magnitude < 708 else { return _exp(x) }
    // k = x/ln 2 rounded to the nearest integer: adding and removing 1.5·2^52
    // rounds away the fraction (no `rounded()`, which is a libm call on x86-64).
    let shifter = 0x1.8p52
    let shifted = x * 0x1.71547652b82fep0 + shifter
    let k = shifted - shifter
    let hi = x - k * 0x1.62e42feep-1  // ln 2's 32-bit head: exact product and difference
    let lo = k * 0x1.a39ef35793c76p-33  // ln 2 − head
    let r = hi - lo
    let r2 = r * r
    let r4 = r2 * r2
    // P(r²) in Estrin's form: shorter dependency chains than Horner's.
    let p =
      (0x1.555555555553ep-3 + r2 * -0x1.6c16c16bebd93p-9)
      + r4 * ((0x1.1566aaf25de2cp-14 + r2 * -0x1.bbd41c5d26bf1p-20) + r4 * 0x1.6376972bea4d0p-25)
    let c = r - r2 * p
    let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
    // y·2^k: |k| ≤ 1022 and y in [0.7, 1.42], so adding k to the exponent field
    // neither overflows nor leaves the normal range. The low bits of `shifted`
    // hold k in two's complement (no checked conversion from Double).
    let kBits = shifted.bitPattern &- shifter.bitPattern
    return Double(bitPattern: y.bitPattern &+ (kBits &<< 52))
  }

  /// The cosine of `x` (radians), computed inline in Swift for |x| < 2^20 and by
  /// libm's `cos` otherwise (NaN and ±∞ included) and near the zeros of the cosine
  /// where the fast reduction would lose digits.
  ///
  /// Within one unit in the last place of the exact value (fdlibm's bound for its
  /// kernels); it differs from `cos(_:)` by one unit in the last place for about
  /// 3 % of arguments in −20…20, never more (`ElementaryKernelTests` compares both
  /// over millions of arguments). A libm call costs about 100 instructions; this
  /// is about 55, inlined.
  ///
  /// Method (Cody–Waite reduction and fdlibm's kernels `k_cos.c`, `k_sin.c`, whose
  /// minimax coefficients these are): `x = n·π/2 + y` with n the integer nearest
  /// to x/(π/2), y carried as a head and a tail: π/2 is split into a 33-bit head
  /// (so that `n·head` and `x − n·head` are exact for |n| < 2^20) and a 53-bit
  /// tail, good to about 85 bits. When the head of y is more than 2^16 times
  /// smaller than x, those 85 bits may not give y to full precision, and libm
  /// takes over (a few arguments in a hundred thousand). Then, by n mod 4,
  /// cos x is cos y, −sin y, −cos y or sin y, each a polynomial in y² on
  /// |y| ≤ π/4 with a correction for the tail.
  @inlinable @inline(__always)
  package static func fastCos(_ x: Double) -> Double {
    let magnitude = x.magnitude
    guard magnitude < 0x1p20 else { return _cos(x) }
    let shifter = 0x1.8p52
    let shifted = x * 0x1.45f306dc9c883p-1 + shifter
    let n = shifted - shifter  // x/(π/2), nearest integer
    let high = x - n * 0x1.921fb544p0  // π/2's 33-bit head: exact
    let tailProduct = n * 0x1.0b4611a626331p-34  // n·(π/2 − head)
    let head = high - tailProduct
    guard head.magnitude >= magnitude * 0x1p-16 else { return _cos(x) }
    let tail = (high - head) - tailProduct
    // The low bits of `shifted` hold n in two's complement. By n mod 4, cos x is
    // cos y, −sin y, −cos y, sin y: the sine for odd n, negated for n mod 4 in
    // {1, 2}, that is when bit 1 of n + 1 is set.
    let quadrant = shifted.bitPattern
    let value = quadrant & 1 == 0 ? cosineKernel(head, tail) : sineKernel(head, tail)
    return (quadrant &+ 1) & 2 == 0 ? value : -value
  }

  /// cos(x + y) for |x| ≤ π/4 and |y| ≤ ulp(x)/2 (the tail of a reduced argument),
  /// within one unit in the last place: `1 − x²/2` is split so that its rounding
  /// error is recovered, then the degree-14 polynomial and the tail's first-order
  /// term `−x·y` are added.
  @inlinable @inline(__always)
  static func cosineKernel(_ x: Double, _ y: Double) -> Double {
    let z = x * x
    let z2 = z * z
    let r =
      z * ((0x1.555555555554cp-5 + z * -0x1.6c16c16c15177p-10) + z2 * 0x1.a01a019cb1590p-16)
      + (z2 * z2) * ((-0x1.27e4f809c52adp-22 + z * 0x1.1ee9ebdb4b1c4p-29) + z2 * -0x1.8fae9be8838d4p-37)
    let halfZ = 0.5 * z
    let w = 1 - halfZ
    return w + (((1 - w) - halfZ) + (z * r - x * y))
  }

  /// sin(x + y) for |x| ≤ π/4 and |y| ≤ ulp(x)/2, within one unit in the last
  /// place: `x + x³·S(x²)` with S of degree 5, and the tail's first-order term
  /// `y·(1 − x²/2)`.
  @inlinable @inline(__always)
  static func sineKernel(_ x: Double, _ y: Double) -> Double {
    let z = x * x
    let z2 = z * z
    let r =
      (0x1.111111110f8a6p-7 + z * -0x1.a01a019c161d5p-13)
      + z2 * (0x1.71de357b1fe7dp-19 + z * (-0x1.ae5e68a2b9cebp-26 + z * 0x1.5d93a5acfd57cp-33))
    let v = z * x
    return x - ((z * (0.5 * y - v * r) - y) - v * -0x1.5555555555549p-3)
  }
}
