import Gestures
import ScrollPhysics
import Testing

/// Runs every catalogued property the way CI does: a fixed seed and a modest number
/// of cases, so `swift test` is deterministic and fast. `gesture-sim check` runs the
/// same properties at any depth.
@Suite struct PropertyCatalogTests {
  /// Cases per property in `swift test`, and the fixed CI seed.
  static let cases = 100
  static let seed: UInt64 = 20_260_101

  @Test(arguments: PropertyCatalog.all.map(\.name))
  func propertyHolds(_ name: String) throws {
    let property = try #require(PropertyCatalog.properties(named: name).first)
    let result = PropertyRunner().check(property: property, cases: Self.cases, seed: Self.seed)
    #expect(result.holds, "\(result.report())")
    #expect(result.casesPassed == Self.cases)
  }

  @Test func namesAreUniqueAndWellFormed() {
    let names = PropertyCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
    }
    #expect(PropertyCatalog.properties(named: "tap-pan-exclusive").map(\.name) == ["tap-pan-exclusive"])
    #expect(PropertyCatalog.properties(named: "no-such-property").isEmpty)
  }
}
