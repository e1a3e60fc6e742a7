import Gestures
import Testing

@Suite struct SplitMix64Tests {
  @Test func seed1234567MatchesThePublishedSequence() {
    // Rosetta Code, "Pseudo-random numbers/Splitmix64": "the first five integers
    // generated using the seed 1234567" with the algorithm of Vigna's splitmix64.c.
    var random = Gestures.SplitMix64(seed: 1_234_567)
    let expected: [UInt64] = [
      6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
    ]
    #expect((0..<5).map { _ in random.next() } == expected)
  }

  @Test func seed0MatchesJavaSplittableRandom() {
    // `new java.util.SplittableRandom(0).nextLong()` three times, printed with
    // Long.toUnsignedString on OpenJDK 17.0.15 (an independent implementation of the
    // same generator); the first is the well-known 0xe220a8397b1dcdaf.
    var random = Gestures.SplitMix64(seed: 0)
    #expect(random.next() == 0xe220_a839_7b1d_cdaf)
    #expect(random.next() == 7_960_286_522_194_355_700)
    #expect(random.next() == 487_617_019_471_545_679)
  }

  @Test func splitMatchesJavaSplittableRandom() {
    // OpenJDK 17.0.15: p = new SplittableRandom(1234567); c = p.split();
    // c.nextLong() ×3; p.nextLong() ×2; g = c.split(); g.nextLong() ×3.
    var parent = Gestures.SplitMix64(seed: 1_234_567)
    var child = parent.split()
    #expect(child.next() == 871_413_907_629_865_662)
    #expect(child.next() == 5_225_178_045_395_358_119)
    #expect(child.next() == 12_955_471_488_454_743_268)
    // The split consumed two Weyl steps of the parent: its next outputs are the 3rd
    // and 4th of the published seed-1234567 sequence.
    #expect(parent.next() == 9_817_491_932_198_370_423)
    #expect(parent.next() == 4_593_380_528_125_082_431)
    var grandchild = child.split()
    #expect(grandchild.next() == 9_459_917_597_299_099_118)
    #expect(grandchild.next() == 15_355_323_113_587_095_476)
    #expect(grandchild.next() == 9_203_965_990_072_716_037)
  }

  @Test func mix64IsTheFinaliser() {
    // splitmix64.c's first output for seed 0 is mix64(0 + γ).
    #expect(Gestures.SplitMix64.mix64(Gestures.SplitMix64.goldenGamma) == 0xe220_a839_7b1d_cdaf)
    #expect(Gestures.SplitMix64.mix64(0) == 0)  // 0 ^ 0 = 0, 0 × c = 0 at every stage
  }

  @Test func unitDrawsUseTheTop53Bits() {
    // nextUnit = (next >> 11) / 2^53. For seed 0 the first output is 0xe220a8397b1dcdaf;
    // shifted right by 11 it is 0x1c4415072f63b9 = 7956156453446585; over
    // 2^53 = 9007199254740992 that is 0.88331…
    var random = Gestures.SplitMix64(seed: 0)
    #expect(random.nextUnit() == Double(7_956_156_453_446_585) / 9_007_199_254_740_992)
  }

  @Test func drawsStayInTheirRanges() {
    var random = Gestures.SplitMix64(seed: 99)
    var seen = Set<Int>()
    for _ in 0..<10_000 {
      let unit = random.nextUnit()
      #expect(unit >= 0 && unit < 1)
      let value = random.nextDouble(in: -3...5)
      #expect(value >= -3 && value <= 5)
      let integer = random.nextInt(in: -2...2)
      #expect((-2...2).contains(integer))
      seen.insert(integer)
    }
    // 10,000 draws over 5 values: each value is missed with probability (4/5)^10000.
    #expect(seen == [-2, -1, 0, 1, 2])
    #expect(random.nextBool(probability: 0) == false)
    #expect(random.nextBool(probability: 1) == true)
  }

  @Test func sameSeedSameStream() {
    var a = Gestures.SplitMix64(seed: 42)
    var b = Gestures.SplitMix64(seed: 42)
    for _ in 0..<100 { #expect(a.next() == b.next()) }
  }
}
