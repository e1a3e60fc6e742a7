import ScrollPhysics

/// Properties of the drop-down menu scene (docs/dropdown.md), run with the
/// default configuration at 60 Hz. The generator favours taps and aims half of the
/// start points at the menu button, the menu's rows and the snapshot's strip, so that
/// menus open, close and get tapped during their transitions.
package enum DropdownProperties {
  /// The properties, in catalog order, on the `dropdown` scene with `generator`.
  package static let all = TraceProperty.family(scene: "dropdown", generator: generator, [
    // `dropdown-transition-once`: every transition completes exactly once (one
    // `completeTransition` that takes effect, `duration` after it began); transitions
    // never overlap; user interaction is off exactly while one runs and the frame's
    // phase shows it (presenting, dismissing); every finger that lands during a
    // transition is refused and reaches no recognizer, and no other finger is
    // refused; the run ends at rest with the menu closed or open
    // (`TransitionRefusal.completeOnceViolation`, the transitions scene's rule too).
    ("dropdown-transition-once", "dropdown: every transition completes exactly once; fingers landing during one are refused", checkTransitionOnce),
    // `dropdown-animation-values`: no frame value is NaN or infinite; the snapshot
    // and the menu are on screen exactly while the menu is not closed; every
    // transition ends exactly at its final values (snapshot 694 and menu 0 presented,
    // 0 and −50 dismissed) and the open menu shows exactly those.
    ("dropdown-animation-values", "dropdown: no value is NaN; transitions end exactly at their final values", checkAnimationValues),
  ])

  /// `dropdown-transition-once` (the first of `all`).
  package static var transitionOnce: TraceProperty { all[0] }

  /// The generator: mostly taps, half of them on the controls (the default configuration's).
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    let configuration = DropdownScene.Configuration()
    let geometry = configuration.geometry
    generator.hotspots = [
      geometry.menuButtonFrame,
      Rect(x: 0, y: geometry.menuTopY, width: geometry.viewport.width, height: 5 * geometry.menuRowHeight),
      Rect(
        x: 0, y: configuration.snapshotShownTranslationY, width: geometry.viewport.width,
        height: configuration.snapshotVisibleHeight),
    ]
    generator.gestureCount = 2...10
    generator.hotspotProbability = 0.8
    generator.pause = 0.1...1.2
    generator.mix = TraceGenerator.GestureMix(tap: 8, doubleTap: 1)
    return generator
  }

  /// The default configuration at 60 Hz, which the scene takes (`try!` states it).
  static let options = try! SceneRunner<DropdownScene>.Options(refreshRate: 60)

  static func run(_ events: [TouchEvent]) -> (summary: DropdownSummary, records: [DropdownRecord]) {
    SceneRunner<DropdownScene>.run(events, options: options)
  }

  @Sendable static func checkTransitionOnce(_ events: [TouchEvent]) -> PropertyFailure? {
    let (run, records) = run(events)
    let duration = DropdownScene.Configuration().transitionDuration
    return TransitionRefusal.completeOnceViolation(
      events: events, run: run, records: records, belongs: { _, _ in true }, duration: { _ in duration },
      expectedCompletion: { began, due in "the \(began.kind.rawValue) completes \(duration) s after it began, at t=\(due)" })
  }

  @Sendable static func checkAnimationValues(_ events: [TouchEvent]) -> PropertyFailure? {
    let (_, records) = run(events)
    let configuration = DropdownScene.Configuration()
    let shown = configuration.snapshotShownTranslationY
    let hidden = configuration.menuHiddenTranslationY
    for record in records {
      switch record {
      case .frame(let frame):
        let values = [frame.snapshotTranslationY, frame.menuTranslationY]
        if frame.phase == .closed ? values.contains(where: { $0 != nil }) : values.contains(where: { $0 == nil }) {
          return PropertyFailure(
            expected: "the snapshot and the menu are on screen exactly while the menu is not closed",
            actual: "at t=\(frame.time), \(frame.phase), snapshot \(String(describing: frame.snapshotTranslationY)), menu \(String(describing: frame.menuTranslationY))",
            time: frame.time)
        }
        if let bad = values.compactMap({ $0 }).first(where: { !$0.isFinite }) {
          return PropertyFailure(expected: "finite translations", actual: "\(bad) at t=\(frame.time)", time: frame.time)
        }
        if frame.phase == .open && (frame.snapshotTranslationY != shown || frame.menuTranslationY != 0) {
          return PropertyFailure(
            expected: "the open menu shows exactly snapshot \(shown) and menu 0",
            actual: "at t=\(frame.time): snapshot \(frame.snapshotTranslationY ?? .nan), menu \(frame.menuTranslationY ?? .nan)",
            time: frame.time)
        }
      case .transition(let transition):
        guard transition.moment == .completed else { continue }
        let target = transition.kind == .present ? (shown, 0.0) : (0.0, hidden)
        if transition.snapshotTranslationY != target.0 || transition.menuTranslationY != target.1 {
          return PropertyFailure(
            expected: "the \(transition.kind) ends exactly at snapshot \(target.0), menu \(target.1)",
            actual: "snapshot \(transition.snapshotTranslationY), menu \(transition.menuTranslationY) at t=\(transition.time)",
            time: transition.time)
        }
      case .tap, .refusedTouch, .warning:
        break
      }
    }
    return nil
  }
}
