import ScrollPhysics

/// Properties of the tip-in table scene (docs/table.md), run with the default
/// configuration at 60 Hz. The generator favours drags, flicks and resting swipes, so
/// that rows come on screen while dragging and while decelerating, in both directions.
package enum TableProperties {
  /// `table-row-animates-once` (variant `tip-in`): a row animates at most once — at
  /// its first display, and at no later one.
  package static let rowAnimatesOnce = TraceProperty(
    name: "table-row-animates-once", scene: "table", variant: TableVariant.tipIn.rawValue,
    summary: "table: a row animates at most once, at its first display",
    generator: generator, check: checkRowAnimatesOnce)

  /// `table-animation-values` (variant `always`, the one whose animations replace
  /// each other): no value is NaN or infinite; the frame lists exactly the rows the
  /// offset shows; progress stays in 0…1 and opacity in 0.8…1; a row whose animation
  /// has ended shows exactly the identity and opacity 1, and so does every row at rest.
  package static let animationValues = TraceProperty(
    name: "table-animation-values", scene: "table", variant: TableVariant.always.rawValue,
    summary: "table: no value is NaN; row animations end exactly at identity and opacity 1",
    generator: generator, check: checkAnimationValues)

  /// The properties, in catalog order.
  package static let all = [rowAnimatesOnce, animationValues]

  /// The generator: mostly scrolling gestures anywhere on the screen.
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    generator.mix = TraceGenerator.GestureMix(tap: 1, doubleTap: 0.5, drag: 3, flick: 3, restingSwipe: 2)
    return generator
  }

  static func run(_ events: [TouchEvent], variant: TableVariant) -> (summary: TableSummary, records: [TableRecord]) {
    // Every variant's default configuration at 60 Hz is one the scene takes (`try!` states it).
    SceneRunner<TableScene>.run(events, options: try! SceneRunner<TableScene>.Options(scene: TableScene.Configuration(variant: variant), refreshRate: 60))
  }

  @Sendable static func checkRowAnimatesOnce(_ events: [TouchEvent]) -> PropertyFailure? {
    checkRowAnimatesOnce(events, variant: .tipIn)
  }

  /// The check of `table-row-animates-once` on `variant` at 60 Hz (the catalogued
  /// property runs `tip-in`; `fade` and `always` fail it as soon as a row comes back).
  package static func checkRowAnimatesOnce(_ events: [TouchEvent], variant: TableVariant) -> PropertyFailure? {
    let (run, records) = run(events, variant: variant)
    var displayed = Set<Int>()
    for record in records {
      guard case .display(let display) = record else { continue }
      let first = displayed.insert(display.row).inserted
      if display.animated != first {
        return PropertyFailure(
          expected: "row \(display.row) animates at its first display and at no later one",
          actual: "its \(first ? "first" : "repeated") display at t=\(display.time) \(display.animated ? "animated" : "did not animate")",
          time: display.time)
      }
    }
    var animated = Set<Int>()
    for animation in run.animations where !animated.insert(animation.row).inserted {
      return PropertyFailure(
        expected: "each row animates at most once", actual: "row \(animation.row) animated again at t=\(animation.startTime)",
        time: animation.startTime)
    }
    return nil
  }

  @Sendable static func checkAnimationValues(_ events: [TouchEvent]) -> PropertyFailure? {
    let variant = TableVariant.always
    let (run, records) = run(events, variant: variant)
    let geometry = TableGeometry()
    var lastStart = [Double](repeating: -.infinity, count: geometry.rowCount)
    for record in records {
      switch record {
      case .display(let display):
        if display.animated { lastStart[display.row] = display.time }
      case .frame(let frame):
        guard frame.contentOffsetY.isFinite else {
          return PropertyFailure(expected: "a finite offset", actual: "\(frame.contentOffsetY) at t=\(frame.time)", time: frame.time)
        }
        let visible = geometry.visibleRows(contentOffsetY: frame.contentOffsetY)
        if frame.rows.map(\.row) != Array(visible) {
          return PropertyFailure(
            expected: "the frame lists the rows visible at offset \(frame.contentOffsetY): \(Array(visible))",
            actual: "it lists \(frame.rows.map(\.row)) at t=\(frame.time)", time: frame.time)
        }
        for row in frame.rows {
          let values = [row.minY, row.progress, row.opacity, row.rotation, row.translationX, row.translationY]
          if !values.allSatisfy(\.isFinite) {
            return PropertyFailure(expected: "finite row values", actual: "row \(row.row) at t=\(frame.time): \(row)", time: frame.time)
          }
          if !(row.progress >= 0 && row.progress <= 1 && row.opacity >= variant.startOpacity && row.opacity <= 1) {
            return PropertyFailure(
              expected: "progress in 0…1 and opacity in \(variant.startOpacity)…1 (ease in-out does not overshoot)",
              actual: "row \(row.row) at t=\(frame.time): progress \(row.progress), opacity \(row.opacity)", time: frame.time)
          }
          let ended = frame.time >= lastStart[row.row] + variant.duration
          if (ended || row.progress == 1) && !(row.progress == 1 && row.isAtIdentity) {
            return PropertyFailure(
              expected: "row \(row.row), whose last animation began at t=\(lastStart[row.row]), shows progress 1, exactly the identity and opacity 1 from t=\(lastStart[row.row] + variant.duration) on",
              actual: "at t=\(frame.time): \(row)", time: frame.time)
          }
        }
      case .gesture, .warning:
        break
      }
    }
    if !run.cameToRest || !run.final.rows.allSatisfy(\.isAtIdentity) {
      return PropertyFailure(
        expected: "the run ends at rest with every row at identity and opacity 1",
        actual: "it ended \(run.cameToRest ? "at rest" : "moving") with \(run.final.rows.filter { !$0.isAtIdentity }.map(\.row)) off identity",
        time: run.final.time)
    }
    return nil
  }
}
