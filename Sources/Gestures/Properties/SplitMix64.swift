/// SplitMix64: a small, fast, seeded and splittable pseudo-random generator.
///
/// The generator of Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators" (OOPSLA 2014), as in Sebastiano Vigna's reference `splitmix64.c`
/// (prng.di.unimi.it) and Java's `java.util.SplittableRandom`. The state is a 64-bit
/// Weyl sequence advanced by an odd `gamma` on every draw; each output is the new
/// state passed through Stafford's "variant 13" finaliser (`mix64`):
///
/// ```
/// state += gamma
/// z = (state ^ (state >> 30)) * 0xbf58476d1ce4e5b9
/// z = (z ^ (z >> 27)) * 0x94d049bb133111eb
/// return z ^ (z >> 31)
/// ```
///
/// With the default gamma (the golden ratio, `0x9e3779b97f4a7c15`) the outputs are
/// exactly those of `splitmix64.c` and of `new SplittableRandom(seed).nextLong()`:
/// seed 1234567 gives 6457827717110365317, 3203168211198807973, …
///
/// `split()` derives an independent generator as `SplittableRandom.split()` does, so
/// a generated value can hand sub-generators to its parts without consuming their
/// draws. Everything is a pure function of the seed: no clock, no global state.
/// Not for cryptography.
package struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The golden-ratio increment `0x9e3779b97f4a7c15`, the default gamma.
  package static let goldenGamma: UInt64 = 0x9e37_79b9_7f4a_7c15

  /// The Weyl-sequence state; the next output is `mix64(state &+ gamma)`. Saving and
  /// restoring it (with `gamma`) resumes the stream.
  package var state: UInt64
  /// The odd increment of the Weyl sequence.
  package let gamma: UInt64

  /// Creates the generator of `splitmix64.c` seeded with `seed` (gamma is the golden
  /// ratio).
  @inlinable
  package init(seed: UInt64) {
    self.state = seed
    self.gamma = SplitMix64.goldenGamma
  }

  /// Creates a generator with an explicit state and gamma, as `split()` does.
  /// - Precondition: `gamma` is odd (an even increment would shorten the period).
  @inlinable
  package init(state: UInt64, gamma: UInt64) {
    precondition(gamma & 1 == 1, "SplitMix64: gamma must be odd")
    self.state = state
    self.gamma = gamma
  }

  /// The next 64 random bits.
  @inlinable
  package mutating func next() -> UInt64 {
    state &+= gamma
    return SplitMix64.mix64(state)
  }

  /// A new generator statistically independent of this one, as Java's
  /// `SplittableRandom.split()`: its state is this generator's next output and its
  /// gamma is `mixGamma` of the following Weyl state. Advances this generator by two
  /// steps.
  @inlinable
  package mutating func split() -> SplitMix64 {
    let childState = next()
    state &+= gamma
    return SplitMix64(state: childState, gamma: SplitMix64.mixGamma(state))
  }

  /// Stafford's variant-13 64-bit finaliser, the output function of SplitMix64. A
  /// bijection on `UInt64`.
  @inlinable
  package static func mix64(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// Java's `SplittableRandom.mixGamma`: MurmurHash3's finaliser, forced odd, and
  /// xor-ed with `0xaaaa…` when it has fewer than 24 bit transitions.
  @inlinable
  package static func mixGamma(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
    z = (z ^ (z >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    z = (z ^ (z >> 33)) | 1
    let transitions = (z ^ (z >> 1)).nonzeroBitCount
    return transitions < 24 ? z ^ 0xaaaa_aaaa_aaaa_aaaa : z
  }
}
