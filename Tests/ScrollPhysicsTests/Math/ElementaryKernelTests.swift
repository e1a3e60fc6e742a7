import ScrollPhysics
import Testing

/// `Elementary.fastExp` and `fastCos`, the Swift kernels inlined into the
/// under-damped spring, against the C library's `exp` and `cos` (`Elementary.exp`,
/// `Elementary.cos`): at most one unit in the last place apart over millions of
/// seeded-random arguments in and around the ranges the simulations use, and
/// exactly libm's value where the kernels hand over to it.
@Suite struct ElementaryKernelTests {
  /// How many doubles lie between `a` and `b` (0 when equal; NaN = NaN).
  func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    if a.isNaN || b.isNaN { return .max }
    // Map the bit patterns onto a monotone integer line (negatives mirrored).
    func ordered(_ x: Double) -> Int64 {
      let bits = Int64(bitPattern: x.bitPattern)
      return bits < 0 ? Int64.min &- bits : bits
    }
    return (ordered(a) &- ordered(b)).magnitude
  }

  /// The largest distance in ulps between `kernel` and `reference` over `count`
  /// arguments drawn by `argument`, and where it occurred.
  func worst(
    count: Int, seed: UInt64, _ argument: (inout SplitMix64) -> Double, _ kernel: (Double) -> Double,
    _ reference: (Double) -> Double
  ) -> (ulps: UInt64, at: Double) {
    var random = SplitMix64(seed: seed)
    var result: (ulps: UInt64, at: Double) = (0, 0)
    for _ in 0..<count {
      let x = argument(&random)
      let distance = ulps(kernel(x), reference(x))
      if distance > result.ulps { result = (distance, x) }
    }
    return result
  }

  /// A random magnitude 2^−e·u, u uniform in [−1, 1], e uniform in 0…60: tiny
  /// arguments at every scale.
  static func tiny(_ random: inout SplitMix64) -> Double {
    let exponent = -Int.random(in: 0...60, using: &random)
    return Double.random(in: -1...1, using: &random) * Double(sign: .plus, exponent: exponent, significand: 1)
  }

  @Test func expIsWithinOneUlpOfLibm() {
    let ranges: [(ClosedRange<Double>, UInt64)] = [
      (-708...708, 1),  // the whole fast range
      (-40...0, 2),  // e^(−βt) of a spring over its motion
      (-1...1, 3),
    ]
    for (range, seed) in ranges {
      let found = worst(
        count: 1_000_000, seed: seed, { Double.random(in: range, using: &$0) }, Elementary.fastExp, Elementary.exp)
      #expect(found.ulps <= 1, "fastExp on \(range): \(found.ulps) ulps at \(found.at)")
    }
    let small = worst(count: 500_000, seed: 4, Self.tiny, Elementary.fastExp, Elementary.exp)
    #expect(small.ulps <= 1, "fastExp near 0: \(small.ulps) ulps at \(small.at)")
  }

  @Test func cosIsWithinOneUlpOfLibm() {
    let ranges: [(ClosedRange<Double>, UInt64)] = [
      (-20...20, 5),  // ω_d·t + φ of a spring over its motion
      (-100_000...100_000, 6),
      (-0x1p20...0x1p20, 7),  // the whole fast range
    ]
    for (range, seed) in ranges {
      let found = worst(
        count: 1_000_000, seed: seed, { Double.random(in: range, using: &$0) }, Elementary.fastCos, Elementary.cos)
      #expect(found.ulps <= 1, "fastCos on \(range): \(found.ulps) ulps at \(found.at)")
    }
    let small = worst(count: 500_000, seed: 8, Self.tiny, Elementary.fastCos, Elementary.cos)
    #expect(small.ulps <= 1, "fastCos near 0: \(small.ulps) ulps at \(small.at)")
    // Near the zeros of the cosine (multiples of π/2 and their neighbours), where
    // the reduction cancels: the kernel hands these over to libm or keeps 1 ulp.
    let nearZeros = worst(
      count: 500_000, seed: 9,
      { random in
        let k = Double(Int.random(in: -200_000...200_000, using: &random))
        let x = k * (Double.pi / 2)
        return x + Double(Int.random(in: -64...64, using: &random)) * x.ulp
      }, Elementary.fastCos, Elementary.cos)
    #expect(nearZeros.ulps <= 1, "fastCos near kπ/2: \(nearZeros.ulps) ulps at \(nearZeros.at)")
  }

  @Test func edgeCasesMatchLibm() {
    // Outside the fast ranges (and for NaN and ±∞) the kernels return libm's value itself.
    let expArguments: [Double] = [
      0, -0.0, 1, -1, 708.0.nextDown, -708.0.nextDown, 708, -708, 709.7, 709.79, 710, -745, -745.2, -746, 1e300,
      -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .ulpOfOne,
    ]
    for x in expArguments {
      #expect(ulps(Elementary.fastExp(x), Elementary.exp(x)) <= 1, "fastExp(\(x))")
      if x.magnitude >= 708 || x.isNaN {
        #expect(ulps(Elementary.fastExp(x), Elementary.exp(x)) == 0, "fastExp(\(x)) is libm's")
      }
    }
    #expect(Elementary.fastExp(0) == 1)
    #expect(Elementary.fastExp(-.infinity) == 0)
    #expect(Elementary.fastExp(.infinity) == .infinity)
    #expect(Elementary.fastExp(.nan).isNaN)
    let cosArguments: [Double] = [
      0, -0.0, Double.pi / 4, Double.pi / 2, Double.pi, 3 * Double.pi / 2, 2 * Double.pi, 0x1p20.nextDown,
      -0x1p20.nextDown, 0x1p20, 1e6, 1e22, 1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude,
    ]
    for x in cosArguments {
      #expect(ulps(Elementary.fastCos(x), Elementary.cos(x)) <= 1, "fastCos(\(x))")
      if x.magnitude >= 0x1p20 || x.isNaN {
        #expect(ulps(Elementary.fastCos(x), Elementary.cos(x)) == 0, "fastCos(\(x)) is libm's")
      }
    }
    #expect(Elementary.fastCos(0) == 1)
    #expect(Elementary.fastCos(.infinity).isNaN)
    #expect(Elementary.fastCos(.nan).isNaN)
  }

  @Test func knownValues() {
    // e = 2.718281828459045 (to double precision), e^−1 = 0.36787944117144233,
    // e^(10·ln 2) = 1024.
    #expect(ulps(Elementary.fastExp(1), 2.718281828459045) <= 1)
    #expect(ulps(Elementary.fastExp(-1), 0.36787944117144233) <= 1)
    #expect(ulps(Elementary.fastExp(10 * 0.6931471805599453), 1024) <= 2)
    // cos(π/3) = 1/2, cos(π) = −1, cos(2π/3) = −1/2; π/3 and 2π/3 rounded to
    // doubles are off by up to 1.1e−16 and 2.2e−16, and the cosine's slope there is
    // ∓√3/2, so the values move by up to about 2e−16.
    #expect(abs(Elementary.fastCos(Double.pi / 3) - 0.5) < 3e-16)
    #expect(Elementary.fastCos(Double.pi) == -1)
    #expect(abs(Elementary.fastCos(2 * Double.pi / 3) + 0.5) < 3e-16)
    // cos of the double nearest π/2 is π/2 − that double = 6.123233995736766e−17.
    #expect(ulps(Elementary.fastCos(Double.pi / 2), 6.123233995736766e-17) <= 1)
  }
}
