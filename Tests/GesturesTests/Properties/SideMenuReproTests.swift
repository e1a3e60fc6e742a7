import Gestures
import ScrollPhysics
import Testing

/// `gesture-sim repro paging-snap` and `gesture-sim repro double-tap` as tests, on the traces in
/// traces/ (issue 4, "The two bugs, reproduced").
@Suite struct SideMenuReproTests {
  @Test func pagingSnap() throws {
    let report = try SideMenuRepro.pagingSnap.run { input in try loadTrace(input.fileName).events }
    #expect(report.passed, "\(report.table)")
    // 2 profiles × 2 traces × 5 variants, in table order: ios7 first.
    #expect(report.rows.count == 20)
    #expect(report.rows.prefix(10).allSatisfy { $0.profile == .ios7 })
    #expect(report.rows.suffix(10).allSatisfy { $0.profile == .ios26 })
    // The tutorial (ios7): only step 1 (paging) pops the menu back out, after both inputs.
    // iOS 26 keeps the clamped last page: every variant stays hidden.
    for row in report.rows {
      #expect(
        row.menuHidden == (row.variant != .paging || row.profile == .ios26),
        "\(row.profile) \(row.variant) \(row.input.label)")
    }
    #expect(report.table.contains("paging-snap under ios7: the paging step snaps the hidden menu back open"))
    #expect(report.table.contains("paging-snap under ios26: no variant snaps at the clamped last page"))
  }

  @Test(arguments: UIKitProfile.allCases)
  func doubleTap(_ profile: UIKitProfile) throws {
    let report = try SideMenuRepro.doubleTap.run(profiles: [profile]) { input in try loadTrace(input.fileName).events }
    #expect(report.passed, "\(report.table)")
    let taps = report.rows.map { "\($0.variant.rawValue) \($0.input.label): \($0.tapsToClose.map { "\($0)" } ?? "-")" }
    // The tutorial: hamburger always needs 2; fixed always 1; end-decelerating 1 after the flick
    // (it decelerates) but 2 after the slow drag that rests at the edge.
    #expect(taps == [
      "hamburger flick: 2", "end-decelerating flick: 1", "fixed flick: 1",
      "hamburger slow drag, rest: 2", "end-decelerating slow drag, rest: 2", "fixed slow drag, rest: 1",
    ])
  }

  @Test func aWrongOutcomeFailsTheRepro() throws {
    // The double-tap flick trace run as if it were the slow drag: end-decelerating then closes in
    // one tap where two are expected, so that row, and the report, fail.
    let flick = try loadTrace("double-tap-flick.csv").events
    let dragInput = SideMenuRepro.doubleTap.inputs[1]
    let row = SideMenuRepro.doubleTap.evaluate(variant: .endDecelerating, input: dragInput, events: flick)
    #expect(row.tapsToClose == 1 && !row.passed)
    let report = SideMenuReproReport(repro: .doubleTap, rows: [row])
    #expect(!report.passed)
    #expect(report.table.contains("FAIL"))
    #expect(report.table.hasSuffix("double-tap: 1 of 1 rows differ from the expectation\n"))
  }

  @Test func tableLayout() throws {
    let report = try SideMenuRepro.doubleTap.run { input in try loadTrace(input.fileName).events }
    let lines = report.table.split(separator: "\n")
    // Header, 6 rows, the profile's summary, verdict.
    #expect(lines.count == 9)
    #expect(
      lines[0].hasPrefix(
        "uikit  variant           swipe            taps to close  final offset  showingMenu  expected  result"))
    #expect(
      lines[1].hasPrefix(
        "ios26  hamburger         flick            2              80.0          false        2 taps    ok"))
    #expect(lines[7] == "double-tap under ios26: the swiped-open menu needs two hamburger taps until the tutorial's fix")
    #expect(lines[8] == "double-tap: every variant behaves as expected")
  }

  @Test func missingTraceIsRethrown() {
    struct Missing: Error {}
    #expect(throws: Missing.self) {
      _ = try SideMenuRepro.pagingSnap.run { (_: SideMenuRepro.Input) throws(Missing) -> [TouchEvent] in throw Missing() }
    }
  }
}
