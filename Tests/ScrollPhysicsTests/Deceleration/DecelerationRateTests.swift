import ScrollPhysics
import Testing

@Suite struct DecelerationRateTests {
  @Test func namedRatesHaveUIKitValues() {
    // PHYSICS.md §1.1: .normal = 0.998, .fast = 0.99 per millisecond.
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
  }

  @Test func decayConstantsMatchTheTable() {
    // PHYSICS.md §1.2 table: λ = −1000·ln d = 2.0020027 (.normal), 10.0503359 (.fast).
    // By hand: ln 0.998 = −0.002 − 0.002²/2 − 0.002³/3 − … = −0.0020020027; ×(−1000) = 2.0020027.
    #expect(abs(DecelerationRate.normal.decayConstant - 2.0020027) < 1e-7)
    #expect(abs(DecelerationRate.fast.decayConstant - 10.0503359) < 1e-7)
  }

  @Test func acceptsAnyValueStrictlyBetweenZeroAndOne() {
    #expect(DecelerationRate(rawValue: 0.995)?.rawValue == 0.995)
    #expect(DecelerationRate(rawValue: 0.998) == .normal)
    #expect(DecelerationRate(rawValue: 1) == nil)
    #expect(DecelerationRate(rawValue: 0) == nil)
    #expect(DecelerationRate(rawValue: -0.5) == nil)
    #expect(DecelerationRate(rawValue: 1.5) == nil)
    #expect(DecelerationRate(rawValue: .nan) == nil)
  }

  @Test func descriptionNamesTheRate() {
    #expect(DecelerationRate.normal.description == "normal")
    #expect(DecelerationRate.fast.description == "fast")
    #expect(DecelerationRate(rawValue: 0.995)?.description == "0.995")
  }
}
