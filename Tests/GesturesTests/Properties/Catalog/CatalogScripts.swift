import Gestures
import Testing

/// The scene properties of issue 8 (`Sources/Gestures/Properties/Catalog/`) run in
/// `PropertyCatalogTests` with the CI seed. The generators' tests (`DropdownPropertiesTests`,
/// `TablePropertiesTests`, `TransitionsPropertiesTests`) check that the generators reach what
/// the properties are about, with that seed and 100 cases, as CI.
enum CatalogScripts {
  static let seed: UInt64 = 20_260_101
  static let cases = 100

  /// The touches of the CI run's `cases` cases of `generator`.
  static func scripts(_ generator: Gestures.TraceGenerator) -> [[TouchEvent]] {
    (0..<cases).map { generator.generate(seed: PropertyRunner.caseSeed(runSeed: seed, index: $0)).render() }
  }
}
