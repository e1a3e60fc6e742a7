import ScrollPhysics
import Testing

@Suite struct ElementaryTests {
  @Test func matchesKnownValues() {
    // ln(0.998) = −0.0020020027…, so −1000·ln(0.998) = 2.0020027 s⁻¹ (PHYSICS.md §1.2 table).
    #expect(abs(-1000 * Elementary.log(0.998) - 2.0020027) < 1e-7)
    // 0.998^1000 = 0.1350645 (PHYSICS.md §1.2 table, "Flutter drag d^1000").
    #expect(abs(Elementary.pow(0.998, 1000) - 0.1350645) < 1e-7)
    #expect(abs(Elementary.exp(1) - 2.718281828459045) < 1e-15)
    #expect(abs(Elementary.sin(Double.pi / 6) - 0.5) < 1e-15)
    #expect(abs(Elementary.atan2(1, 1) - Double.pi / 4) < 1e-15)
  }
}
