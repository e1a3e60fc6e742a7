import Gestures
@testable import gesture_sim
import ScrollPhysics
import Testing

@Suite struct TableReportTests {
  /// Two taps on row 5 (y 400 over 80-point rows) at 0.1 s and 1.1 s, lifted 0.08 s later.
  static let twoTaps: [TouchEvent] = [0.1, 1.1].flatMap { start in
    [
      TouchEvent(time: start, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 400))]),
      TouchEvent(time: start + 0.08, touches: [Touch(id: 0, phase: .ended, location: Point(x: 200, y: 400))]),
    ]
  }

  func run(keeping limit: Int) throws -> TableSummary {
    var configuration = TableScene.Configuration()
    configuration.maximumStoredTaps = limit
    return SceneRunner<TableScene>.run(Self.twoTaps, options: try SceneRunner<TableScene>.Options(scene: configuration, refreshRate: 120)).summary
  }

  @Test func theTableSaysHowManyTapsWereNotListed() throws {
    #expect(TableReport.finalTable(try run(keeping: 1)).hasSuffix("\ntaps: row 5 at 0.1800 s, … (2 taps in all; the first 1 are listed)\n"))
    #expect(TableReport.finalTable(try run(keeping: 0)).hasSuffix("\ntaps: … (2 taps in all; the first 0 are listed)\n"))
    #expect(TableReport.finalTable(try run(keeping: 2)).hasSuffix("\ntaps: row 5 at 0.1800 s, row 5 at 1.1800 s\n"))
  }

  @Test func jsonCountsTheTapsOnlyWhenTheListWasCut() throws {
    // A run under the limit prints as it always did (no `tapCount`); a cut list says how many there were.
    #expect(!TableReport.json(try run(keeping: 2)).text.contains("tapCount"))
    let cut = TableReport.json(try run(keeping: 1)).text
    #expect(cut.contains("\"tapCount\":2,\"cameToRest\""))
    #expect(cut.contains("\"taps\":[{\"t\":0.18,\"row\":5}]"))
  }
}
