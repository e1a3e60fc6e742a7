import Gestures
import ScrollPhysics
import Testing

/// The tip-in table driven by touches. Expected values come from seed 003's numbers
/// and hand arithmetic in the comments; curve values from an independent Python
/// bisection of the ease-in-ease-out Bézier (0.42, 0), (0.58, 1): B(0.25) =
/// 0.1291619310473198, B(0.5) = 0.5.
@Suite struct TableSceneTests {
  /// −15° in radians.
  static let startAngle = -15 * Double.pi / 180
  /// The start transform's translation, T(−20, −20)·R(−15°): (−20, −20) rotated by
  /// −15°: (−20(cos 15° + sin 15°), −20(cos 15° − sin 15°)) = (−20·√6/2, −20·√2/2).
  static let startTranslation = (x: -24.49489742783178, y: -14.142135623730951)

  func frames(_ records: [TableRecord]) -> [TableFrame] {
    records.compactMap { if case .frame(let f) = $0 { return f } else { return nil } }
  }

  func displays(_ records: [TableRecord]) -> [TableDisplay] {
    records.compactMap { if case .display(let d) = $0 { return d } else { return nil } }
  }

  func run(_ events: [TouchEvent], variant: TableVariant = .tipIn, refresh: Double = 120) throws -> (summary: TableSummary, records: [TableRecord]) {
    SceneRunner<TableScene>.run(events, options: try SceneRunner<TableScene>.Options(scene: TableScene.Configuration(variant: variant), refreshRate: refresh))
  }

  @Test func geometryFindsTheVisibleRows() throws {
    let geometry = TableGeometry()
    #expect(geometry.contentSize == Size(width: 390, height: 4000))
    // 844/80 = 10.55: rows 0…10 at offset 0.
    #expect(geometry.visibleRows(contentOffsetY: 0) == 0..<11)
    // Offset 44: bottom 888, 888/80 = 11.1: rows 0…11 (12 rows).
    #expect(geometry.visibleRows(contentOffsetY: 44) == 0..<12)
    // Offset 80: row 0's bottom touches the top edge and is not visible; bottom 924 → row 11.
    #expect(geometry.visibleRows(contentOffsetY: 80) == 1..<12)
    // The largest offset, 4000 − 844 = 3156: top 39.45 rows in, so rows 39…49.
    #expect(geometry.visibleRows(contentOffsetY: 3156) == 39..<50)
    // Bouncing past the top by 50: bottom 794 → rows 0…9.
    #expect(geometry.visibleRows(contentOffsetY: -50) == 0..<10)
    #expect(geometry.visibleRows(contentOffsetY: -900).isEmpty)
    #expect(geometry.visibleRows(contentOffsetY: 4000).isEmpty)
    #expect(TableGeometry(rowCount: 0).visibleRows(contentOffsetY: 0).isEmpty)
    #expect(geometry.row(atScreenPoint: Point(x: 10, y: 10), contentOffsetY: 190) == 2)  // 200/80 = 2.5
    #expect(geometry.row(atScreenPoint: Point(x: 10, y: 10), contentOffsetY: 3995) == nil)
    #expect(problem { try Display.validate(viewport: Size(width: 0, height: 844), scale: 3) } != nil)
  }

  @Test func theStartTransformIsTheSeeds() throws {
    let t = TableScene.tipInStartTransform
    #expect(abs(t.m41 - Self.startTranslation.x) < 1e-12 && abs(t.m42 - Self.startTranslation.y) < 1e-12)
    #expect(abs(Elementary.atan2(t.m12, t.m11) - Self.startAngle) < 1e-15)
  }

  @Test func launchTipsInTheFirstScreenOfRows() throws {
    var scene = TableScene(launchTime: 0)
    var records: [TableRecord] = []
    scene.frame(at: 0, into: &records)
    // The first layout displays rows 0…10, each animated, at the launch time.
    let shown = displays(records)
    #expect(shown.map(\.row) == Array(0...10))
    #expect(shown.allSatisfy { $0.time == 0 && $0.animated })
    let start = frames(records)[0].rows
    #expect(start.map(\.row) == Array(0...10))
    for row in start {
      // Progress 0 shows the start values exactly.
      #expect(row.progress == 0 && row.opacity == 0.8)
      #expect(abs(row.rotation - Self.startAngle) < 1e-12)
      #expect(abs(row.translationX - Self.startTranslation.x) < 1e-9 && abs(row.translationY - Self.startTranslation.y) < 1e-9)
      #expect(row.minY == Double(row.row) * 80)
    }
    // 0.1 s in: B(0.25) = 0.1291619310473198; opacity 0.8 + 0.2·B; the rotation and
    // translation shrink linearly with B (decomposition, docs/animations.md §4).
    records.removeAll()
    scene.frame(at: 0.1, into: &records)
    let b = 0.1291619310473198
    for row in frames(records)[0].rows {
      #expect(abs(row.progress - b) < valueTolerance)
      #expect(abs(row.opacity - (0.8 + 0.2 * b)) < valueTolerance)
      #expect(abs(row.rotation - Self.startAngle * (1 - b)) < valueTolerance)
      #expect(abs(row.translationX - Self.startTranslation.x * (1 - b)) < valueTolerance)
      #expect(abs(row.translationY - Self.startTranslation.y * (1 - b)) < valueTolerance)
    }
    // Halfway (0.2 s): opacity 0.9, −7.5°, translation (−12.247449, −7.071068).
    records.removeAll()
    scene.frame(at: 0.2, into: &records)
    let half = frames(records)[0].rows[3]
    #expect(abs(half.opacity - 0.9) < valueTolerance && abs(half.rotation - -0.1308996938995747) < valueTolerance)
    #expect(abs(half.translationX - -12.24744871391589) < valueTolerance)
    #expect(abs(half.translationY - -7.0710678118654755) < valueTolerance)
    #expect(!scene.isAtRest)
    // At 0.4 s the animation ends: exactly the identity and opacity 1.
    records.removeAll()
    scene.frame(at: 0.4, into: &records)
    #expect(frames(records)[0].rows.allSatisfy { $0.isAtIdentity && $0.progress == 1 })
    #expect(scene.isAtRest)
  }

  /// A slow drag up by 200 points that rests before lifting, then the same drag down.
  func upThenDown() -> [TouchEvent] {
    var script = TouchScript(start: 0.5)
    script.verticalDrag(from: Point(x: 200, y: 600), dy: -200, speed: 200, rest: 0.3)
    script.wait(0.5)
    script.verticalDrag(from: Point(x: 200, y: 400), dy: 200, speed: 200, rest: 0.3)
    return script.events
  }

  @Test(arguments: [TableVariant.tipIn, .always])
  func rowsSeenBeforeAnimateAgainOnlyInAlways(_ variant: TableVariant) throws {
    let events = upThenDown()
    let (run, records) = try run(events, variant: variant)
    #expect(run.cameToRest)
    // The pan begins once the finger moved 10 points and reports its translation with
    // the hysteresis removed (docs/recognizers.md), so the drag ends at −(200 − 10); the
    // translation at `began` (0 … one 1.67-point sample) is the scroll view's zero
    // reference, so the content moves 190 − |that| points.
    let gestures = records.compactMap { if case .gesture(let g) = $0 { return g } else { return nil } }
    let began = gestures.filter { $0.state == .began }
    let ended = gestures.filter { $0.state == .ended }
    #expect(began.count == 2 && ended.count == 2)
    #expect(abs(ended[0].translation.dy - -190) < 1e-9)
    let slack = abs(began[0].translation.dy)
    #expect(slack < 200.0 / 120 + 1e-9)
    let top = frames(records).map(\.contentOffsetY).max() ?? 0
    #expect(abs(top - (190 - slack)) <= 1.0 / 3, "top offset \(top)")
    #expect(run.final.contentOffsetY == 0)
    // Going down: rows 11 (once the offset passes 880 − 844 = 36) and 12 (past 116) appear,
    // both at touch-event times, animated in either variant.
    let shown = displays(records).filter { $0.time > 0.5 }
    let eventTimes = Set(events.map(\.time))
    #expect(shown.prefix(2).map(\.row) == [11, 12])
    #expect(shown.prefix(2).allSatisfy { $0.animated && eventTimes.contains($0.time) })
    // Coming back: rows 1 (offset below 160) and 0 (below 80) appear again, in that order.
    #expect(shown.dropFirst(2).map(\.row) == [1, 0])
    #expect(shown.dropFirst(2).allSatisfy { $0.animated == (variant == .always) })
    #expect(run.rowsAnimated == Array(0...12))
    #expect(run.animations.count == (variant == .always ? 15 : 13))
    #expect(run.displays == 15)
    // At rest every visible row is exactly at rest.
    #expect(run.final.rows.map(\.row) == Array(0...10))
    #expect(run.final.rows.allSatisfy { $0.isAtIdentity && $0.progress == 1 })
  }

  @Test func aFlickDisplaysRowsAtDisplayFramesWhileDecelerating() throws {
    var script = TouchScript(start: 0.5)
    script.verticalDrag(from: Point(x: 200, y: 700), dy: -300, speed: 2000)
    let events = script.events
    let (run, records) = try run(events)
    #expect(run.cameToRest)
    // The release decelerates well past the finger's 300 points.
    #expect(run.final.contentOffsetY > 600)
    let eventTimes = Set(events.map(\.time))
    let lastEvent = events.last!.time
    let late = displays(records).filter { $0.time > lastEvent }
    #expect(!late.isEmpty)
    for display in late {
      // Frame times are 0.5 + k/120; the row's animation starts there, from the start values.
      #expect(!eventTimes.contains(display.time))
      let k = ((display.time - 0.5) * 120).rounded()
      #expect(abs(display.time - (0.5 + k / 120)) < 1e-9)
      let frame = frames(records).first { $0.time == display.time }
      let row = frame?.rows.first { $0.row == display.row }
      #expect(row?.progress == 0 && row?.opacity == 0.8)
      #expect(abs((row?.rotation ?? 0) - Self.startAngle) < 1e-12)
    }
    // Each row animated once, in increasing order as they came up from the bottom.
    let rows = run.animations.map(\.row)
    #expect(rows == Array(0..<rows.count))
    #expect(run.final.rows.allSatisfy { $0.isAtIdentity })
  }

  @Test func fadeVariantOnlyChangesTheOpacity() throws {
    var scene = TableScene(configuration: TableScene.Configuration(variant: .fade), launchTime: 0)
    var records: [TableRecord] = []
    scene.frame(at: 0.35, into: &records)
    // 0.35/1.4 = 0.25 of the way: B = 0.1291619310473198, opacity 0.1 + 0.9·B.
    for row in frames(records)[0].rows {
      #expect(abs(row.opacity - 0.21624573794258783) < valueTolerance)
      #expect(row.rotation == 0 && row.translationX == 0 && row.translationY == 0)
    }
    records.removeAll()
    scene.frame(at: 1.4, into: &records)
    #expect(frames(records)[0].rows.allSatisfy { $0.isAtIdentity && $0.progress == 1 })
    #expect(scene.isAtRest)
  }

  @Test func bouncingAtTheTopShowsNoNewRow() throws {
    var script = TouchScript(start: 0.5)
    script.verticalDrag(from: Point(x: 200, y: 300), dy: 150, speed: 300, rest: 0.2)
    let (run, records) = try run(script.events)
    #expect(run.cameToRest && run.final.contentOffsetY == 0)
    // The rubber band pulls the offset below 0 while dragging: once it is below −4, row 10
    // (top at 800) leaves the bottom edge, and it comes back as the content settles. It is
    // displayed again then, without animating (tip-in's once rule); no other row appears.
    #expect(frames(records).contains { $0.contentOffsetY < -20 })
    let later = displays(records).filter { $0.time > 0.5 }
    #expect(later.map(\.row) == [10] && later.first?.animated == false)
    #expect(run.displays == 12 && run.animations.count == 11)
  }

  @Test func aTapReportsItsRowAndMovesNothing() throws {
    var script = TouchScript(start: 0.5)
    script.tap(Point(x: 100, y: 250))  // 250/80 = 3.1: row 3
    let (run, _) = try run(script.events)
    #expect(run.taps.map(\.row) == [3])
    #expect(run.final.contentOffsetY == 0 && run.displays == 11)
  }

  @Test func aRunWithoutRecordsHasTheSameSummaryAndWarnings() throws {
    // `SceneRunner.makesRecords` false (what `run --format json` asks, which prints the
    // summary alone): the scene makes no display, gesture or frame record, and its
    // summary (the final frame, the displays, the animations, the taps) equals the one
    // of the run that made them. The trace flicks up (rows come on screen while the
    // table decelerates), taps a row once it rests (from 1500 pt/s at UIKit's 0.998 per
    // millisecond, below 0.5 pt/s after ln(3000)/0.002 ≈ 4 s), and lands a finger
    // outside the 390-point viewport (a warning, which stays).
    var script = TouchScript(start: 0.5)
    script.verticalDrag(from: Point(x: 200, y: 600), dy: -300, speed: 1500)
    script.wait(6)
    script.tap(Point(x: 100, y: 250))
    script.wait(0.5)
    script.tap(Point(x: 500, y: 250))
    let options = try SceneRunner<TableScene>.Options(scene: TableScene.Configuration(variant: .tipIn), refreshRate: 120)
    let (expected, records) = expectSameSummaryAndWarningsWithoutRecords(script.events, options: options)
    // Not vacuous: rows beyond the first screen (0…10) came on screen, the tap was seen,
    // and the warning happened.
    #expect(expected.displays > 11 && expected.tapCount == 1)
    #expect(records.filter { $0.type == "warning" }.count == 1)
    #expect(records.count > 100, "\(records.count) records with them")
  }

  @Test func tapsBeyondTheStoredLimitAreCountedNotKept() throws {
    // Three taps on rows 3, 5 and 7 (y 250, 410, 570 over 80-point rows), 1 s apart;
    // with room for two, the run keeps the first two and counts three, and the
    // gesture records still report all three.
    var script = TouchScript(start: 0.5)
    var lifts: [Double] = []
    for y in [250.0, 410, 570] {
      script.tap(Point(x: 100, y: y))
      lifts.append(script.time)
      script.wait(1)
    }
    var configuration = TableScene.Configuration()
    configuration.maximumStoredTaps = 2
    let (limited, records) = SceneRunner<TableScene>.run(
      script.events, options: try SceneRunner<TableScene>.Options(scene: configuration, refreshRate: 120))
    #expect(limited.tapCount == 3)
    #expect(limited.taps.map(\.row) == [3, 5])
    #expect(limited.taps.map(\.time) == Array(lifts.prefix(2)))
    let tapRecords = records.compactMap { record -> TableGesture? in
      if case .gesture(let gesture) = record, gesture.recognizer == .tap { return gesture } else { return nil }
    }
    #expect(tapRecords.map(\.row) == [3, 5, 7])
    // The default keeps them all.
    let (all, _) = try run(script.events)
    #expect(all.tapCount == 3 && all.taps.map(\.row) == [3, 5, 7])
  }
}
