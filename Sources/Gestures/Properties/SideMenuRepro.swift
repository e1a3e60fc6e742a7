import ScrollPhysics

/// The two bugs of the side-menu tutorial, reproduced from traces
/// (`gesture-sim repro paging-snap` and `gesture-sim repro double-tap`;
/// "The two bugs, reproduced"; docs/side-menu.md).
///
/// Each repro runs its traces (files in `traces/`, read by the caller) through
/// the variants it concerns, under one or more UIKit profiles, and compares each
/// outcome with what the tutorial describes for that era. The caller prints
/// `SideMenuReproReport.table` and exits 0 when `passed`, 1 otherwise.
///
/// The snap of `paging-snap` is an iOS 7/8 behaviour: under `ios26` a scroll view
/// at its clamped last page keeps it, so there the menu stays hidden in every
/// variant. The repro shows both (`defaultProfiles`).
package enum SideMenuRepro: String, Hashable, Sendable, CaseIterable {
  /// The menu that pops back out: on a paging scroll view, a release or a tap at
  /// the off-page offset 80 snaps to page 0.
  case pagingSnap = "paging-snap"
  /// The double-tap hamburger: after a swipe opens the menu, `showingMenu` is
  /// still false and the first hamburger tap only "shows" the open menu.
  case doubleTap = "double-tap"

  /// The refresh rate the repros run at unless told otherwise, hertz: 120, the
  /// rate of their traces.
  package static let defaultRefreshRate: Double = 120

  /// One input of a repro: a trace file and what it does.
  package struct Input: Hashable, Sendable {
    /// The file name in `traces/`.
    package var fileName: String
    /// A short label for the table's `swipe` column.
    package var label: String
  }

  /// The traces this repro runs, in table order.
  package var inputs: [Input] {
    switch self {
    case .pagingSnap:
      return [
        Input(fileName: "paging-snap-slow-swipe.csv", label: "slow swipe, rest"),
        Input(fileName: "paging-snap-tap.csv", label: "tap on detail"),
      ]
    case .doubleTap:
      return [
        Input(fileName: "double-tap-flick.csv", label: "flick"),
        Input(fileName: "double-tap-drag.csv", label: "slow drag, rest"),
      ]
    }
  }

  /// The variants this repro runs: all five for `paging-snap`; the three with a
  /// hamburger for `double-tap`.
  package var variants: [SideMenuVariant] {
    switch self {
    case .pagingSnap: return SideMenuVariant.allCases
    case .doubleTap: return [.hamburger, .endDecelerating, .fixed]
    }
  }

  /// What the tutorial says happens.
  package enum Expectation: Hashable, Sendable {
    /// The menu ends hidden (`true`) or popped back out (`false`).
    case menuHidden(Bool)
    /// This many hamburger taps close the swiped-open menu.
    case tapsToClose(Int)
  }

  /// The profiles the repro runs under when none is named: both for
  /// `paging-snap` (the bug under `ios7`, its absence under `ios26`); `ios26` for
  /// `double-tap`, which reproduces under either.
  package var defaultProfiles: [UIKitProfile] {
    switch self {
    case .pagingSnap: return [.ios7, .ios26]
    case .doubleTap: return [.ios26]
    }
  }

  /// The outcome for `variant` on the trace `input` of this repro under `profile`.
  ///
  /// - `paging-snap`: under `ios7` (the tutorial's era), `paging` pops the menu
  ///   back out (page 0) and from `paging-toggle` on it stays hidden; under
  ///   `ios26` it stays hidden in every variant (the clamped last page is kept).
  /// - `double-tap`: `fixed` closes with one tap; `hamburger` needs two;
  ///   `end-decelerating` needs one after the flick (its paging settle ends with
  ///   `scrollViewDidEndDecelerating`) and two after the slow drag that rests at
  ///   the edge (no deceleration, so no `scrollViewDidEndDecelerating`).
  package func expectation(for variant: SideMenuVariant, input: Input, profile: UIKitProfile = .ios26)
    -> Expectation
  {
    switch self {
    case .pagingSnap:
      switch variant {
      case .paging: return .menuHidden(!profile.snapsAtClampedLastPage)
      case .pagingToggle, .hamburger, .endDecelerating, .fixed: return .menuHidden(true)
      }
    case .doubleTap:
      let flick = input.fileName == "double-tap-flick.csv"
      switch variant {
      case .fixed: return .tapsToClose(1)
      case .endDecelerating: return .tapsToClose(flick ? 1 : 2)
      case .hamburger, .paging, .pagingToggle: return .tapsToClose(2)
      }
    }
  }

  /// Runs every input through every variant under each of `profiles` (default
  /// ``defaultProfiles``). `events(input)` supplies a trace's events (the caller
  /// reads the file; a thrown error stops the repro and is rethrown). Frames run
  /// at `refreshRate` hertz (default 120, the traces' rate).
  ///
  /// - Precondition: `refreshRate` is 1…1000 Hz (`Display.validate(refreshRate:)`).
  package func run<Failure: Error>(
    refreshRate: Double = SideMenuRepro.defaultRefreshRate, profiles: [UIKitProfile]? = nil, events: (Input) throws(Failure) -> [TouchEvent]
  ) throws(Failure) -> SideMenuReproReport {
    var rows: [SideMenuReproRow] = []
    var traces: [[TouchEvent]] = []
    for input in inputs { traces.append(try events(input)) }
    for profile in profiles ?? defaultProfiles {
      for (input, trace) in zip(inputs, traces) {
        for variant in variants {
          rows.append(
            evaluate(variant: variant, input: input, events: trace, refreshRate: refreshRate, profile: profile))
        }
      }
    }
    return SideMenuReproReport(repro: self, rows: rows)
  }

  /// Runs one trace through one variant and measures the outcome.
  ///
  /// Taps to close: the hamburger taps are counted in order; after tap k, the menu
  /// counts as closed when the last frame before the next touch-down (or the final
  /// state) is at rest at the hidden offset. The menu must be open (offset 0) in
  /// the last frame before the first hamburger tap's touch-down, or no tap counts.
  ///
  /// - Precondition: `refreshRate` is 1…1000 Hz (`Display.validate(refreshRate:)`).
  package func evaluate(
    variant: SideMenuVariant, input: Input, events: [TouchEvent], refreshRate: Double = SideMenuRepro.defaultRefreshRate,
    profile: UIKitProfile = .ios26
  ) -> SideMenuReproRow {
    var scene = SideMenuScene.Configuration(variant: variant)
    scene.scrollView.profile = profile
    // Every variant's and profile's configuration is one the scene takes; the caller
    // gives a refresh rate of 1…1000 Hz (`gesture-sim repro`: 60 or 120).
    let options = try! SceneRunner<SideMenuScene>.Options(scene: scene, refreshRate: refreshRate)
    let (run, records) = SceneRunner<SideMenuScene>.run(events, options: options)
    let hidden = options.scene.geometry.hiddenOffsetX
    let expected = expectation(for: variant, input: input, profile: profile)

    var frames: [SideMenuFrame] = []
    for record in records {
      if case .frame(let frame) = record { frames.append(frame) }
    }
    /// The last frame strictly before `time`, or the final state.
    func frame(before time: Double?) -> SideMenuFrame {
      guard let time else { return run.final }
      return frames.last { $0.time < time } ?? run.final
    }
    let downTimes = events.filter { event in event.touches.contains { $0.phase == .began } }.map(\.time)
    /// The touch-down time of the tap recognized at `time` (the last down at or before it).
    func downTime(ofTapAt time: Double) -> Double? { downTimes.last { $0 <= time } }
    /// The first touch-down after `time`.
    func nextDown(after time: Double) -> Double? { downTimes.first { $0 > time } }

    var tapsToClose: Int?
    let hamburgerTaps = run.taps.filter { $0.target == .hamburger }
    if let first = hamburgerTaps.first, frame(before: downTime(ofTapAt: first.time)).contentOffsetX == 0 {
      for (k, tap) in hamburgerTaps.enumerated() {
        let after = frame(before: nextDown(after: tap.time))
        if after.contentOffsetX == hidden && !after.isDecelerating {
          tapsToClose = k + 1
          break
        }
      }
    }
    let menuHidden = run.final.contentOffsetX == hidden
    let passed: Bool
    switch expected {
    case .menuHidden(let expectedHidden): passed = run.cameToRest && menuHidden == expectedHidden
    case .tapsToClose(let expectedTaps): passed = run.cameToRest && tapsToClose == expectedTaps
    }
    return SideMenuReproRow(
      profile: profile, variant: variant, input: input, expectation: expected, tapsToClose: tapsToClose,
      finalOffsetX: run.final.contentOffsetX, showingMenu: run.final.showingMenu, menuHidden: menuHidden,
      passed: passed)
  }
}

/// One row of a repro's table: one trace through one variant.
package struct SideMenuReproRow: Hashable, Sendable {
  /// The UIKit profile the row ran under.
  package var profile: UIKitProfile
  /// The tutorial step.
  package var variant: SideMenuVariant
  /// The trace.
  package var input: SideMenuRepro.Input
  /// What the tutorial says happens.
  package var expectation: SideMenuRepro.Expectation
  /// How many hamburger taps closed the swiped-open menu; `nil` when none did (or
  /// the swipe did not open it, or the variant has no hamburger).
  package var tapsToClose: Int?
  /// The resting content offset, in points.
  package var finalOffsetX: Double
  /// The resting `showingMenu`.
  package var showingMenu: Bool
  /// Whether the menu ended hidden (offset = menu width).
  package var menuHidden: Bool
  /// Whether the outcome matches the expectation (and the scene came to rest).
  package var passed: Bool
}

/// The outcome of a repro: its rows and the verdict.
package struct SideMenuReproReport: Hashable, Sendable {
  /// Which repro.
  package var repro: SideMenuRepro
  /// One row per trace and variant, in table order.
  package var rows: [SideMenuReproRow]

  /// Creates a report from its rows.
  package init(repro: SideMenuRepro, rows: [SideMenuReproRow]) {
    self.repro = repro
    self.rows = rows
  }

  /// Whether every variant behaved as the tutorial describes (exit status 0).
  package var passed: Bool { rows.allSatisfy(\.passed) }

  /// The table `gesture-sim repro` prints: a header, one line per row, then a
  /// verdict line. Columns: uikit (the profile), variant, swipe, taps to close,
  /// final offset, showingMenu, expected, result.
  package var table: String {
    var lines: [[String]] = [
      ["uikit", "variant", "swipe", "taps to close", "final offset", "showingMenu", "expected", "result"]
    ]
    for row in rows {
      let expected: String
      switch row.expectation {
      case .menuHidden(let hidden): expected = hidden ? "stays hidden" : "pops back out"
      case .tapsToClose(let taps): expected = taps == 1 ? "1 tap" : "\(taps) taps"
      }
      lines.append([
        row.profile.rawValue, row.variant.rawValue, row.input.label, row.tapsToClose.map { "\($0)" } ?? "-",
        "\(row.finalOffsetX)", "\(row.showingMenu)", expected, row.passed ? "ok" : "FAIL",
      ])
    }
    var widths = [Int](repeating: 0, count: lines[0].count)
    for line in lines {
      for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    var text = ""
    for line in lines {
      var cells: [String] = []
      for (i, cell) in line.enumerated() {
        cells.append(i == line.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count))
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    let failures = rows.filter { !$0.passed }.count
    let profiles = rows.reduce(into: [UIKitProfile]()) { if !$0.contains($1.profile) { $0.append($1.profile) } }
    for profile in profiles {
      text += "\(repro.rawValue) under \(profile): " + summary(of: profile) + "\n"
    }
    text += passed
      ? "\(repro.rawValue): every variant behaves as expected\n"
      : "\(repro.rawValue): \(failures) of \(rows.count) rows differ from the expectation\n"
    return text
  }

  /// What the rows under `profile` show, in words.
  func summary(of profile: UIKitProfile) -> String {
    switch repro {
    case .pagingSnap:
      return profile.snapsAtClampedLastPage
        ? "the paging step snaps the hidden menu back open (the tutorial's bug)"
        : "no variant snaps at the clamped last page (80 stays hidden)"
    case .doubleTap:
      return "the swiped-open menu needs two hamburger taps until the tutorial's fix"
    }
  }
}
