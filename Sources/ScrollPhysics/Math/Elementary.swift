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
/// docs/architecture.md. All functions are the IEEE double-precision libm ones.
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
