import ScrollPhysics

/// Properties of the custom-transitions scene (docs/transitions.md), run with
/// the default configuration at 60 Hz. The generator favours taps and aims half of the
/// start points at the list's rows, the navigation bar's buttons, the tab bar and the
/// overlay, so that examples open, transition and get tapped during transitions.
package enum TransitionsProperties {
  /// The properties, in catalog order, on the `transitions` scene with `generator`.
  package static let all = TraceProperty.family(scene: "transitions", generator: generator, [
    // `transitions-complete-once`: every transition completes exactly once (one
    // `completeTransition` that takes effect, at the end of its animation: D = 0.5 s
    // after it began for each default transition); transitions never overlap; user
    // interaction is off exactly while one runs and the frame names it; every finger
    // that lands during a transition is refused and reaches no recognizer, and no
    // other finger is refused; the run ends at rest with none running.
    ("transitions-complete-once", "transitions: every transition completes exactly once; fingers landing during one are refused", checkCompleteOnce),
    // `transitions-animation-values`: no frame value is NaN or infinite; each value
    // is on screen only with its view (the flip only during a push or pop, the
    // dissolve only during a tab change, the modal translation while an example is
    // presented, the overlay's values while it is); curve values stay in range; and at
    // rest on a screen every value is exactly its final one (modal 0, overlay alpha 1
    // and scale 1).
    ("transitions-animation-values", "transitions: no value is NaN; animations end exactly at their final values", checkAnimationValues),
  ])

  /// The generator: mostly taps, half of them on the controls (`TransitionsGeometry()`).
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    let geometry = TransitionsGeometry()
    let rows = Rect(x: 0, y: geometry.navigationBarMaxY, width: geometry.viewport.width, height: 3 * geometry.listRowHeight)
    // Listed several times to weight them: inside an example almost any other tap closes it.
    generator.hotspots = [
      rows, rows, geometry.pushButtonFrame, geometry.pushButtonFrame, geometry.pushButtonFrame, geometry.backButtonFrame,
      geometry.backButtonFrame, geometry.tabBarFrame, geometry.tabBarFrame, geometry.overlayFrame,
    ]
    generator.gestureCount = 3...12
    generator.hotspotProbability = 0.9
    generator.pause = 0.1...1.2
    generator.mix = TraceGenerator.GestureMix(tap: 24, doubleTap: 2)
    return generator
  }

  @Sendable static func checkCompleteOnce(_ events: [TouchEvent]) -> PropertyFailure? {
    checkCompleteOnce(events, configuration: TransitionsScene.Configuration())
  }

  /// The check of `transitions-complete-once` for a scene of `configuration` at 60 Hz
  /// (the catalogued property uses the default configuration; with
  /// `callsCompleteTransition` false it fails as soon as a custom transition runs).
  package static func checkCompleteOnce(_ events: [TouchEvent], configuration: TransitionsScene.Configuration) -> PropertyFailure? {
    let options: SceneRunner<TransitionsScene>.Options
    do {
      options = try SceneRunner<TransitionsScene>.Options(scene: configuration, refreshRate: 60)
    } catch {
      return PropertyFailure(expected: "a configuration the scene takes", actual: "\(error)")
    }
    let (run, records) = SceneRunner<TransitionsScene>.run(events, options: options)
    func duration(_ kind: TransitionsSceneTransition.Kind) -> Double {
      switch kind {
      case .presentExample, .dismissExample: return configuration.systemTransitionDuration
      case .push, .pop: return configuration.flipDuration
      case .changeTab: return configuration.dissolveDuration
      case .presentOverlay, .dismissOverlay: return configuration.overlayDuration  // the spring's D; the fade's D/4 + 3D/4
      }
    }
    return TransitionRefusal.completeOnceViolation(
      events: events, run: run, records: records, belongs: { $0.to == $1.to }, duration: { duration($0.kind) },
      expectedCompletion: { began, due in "the \(began.kind.rawValue) completes at the end of its animation, t=\(due)" })
  }

  @Sendable static func checkAnimationValues(_ events: [TouchEvent]) -> PropertyFailure? {
    // The default configuration at 60 Hz is one the scene takes (`try!` states it).
    let (_, records) = SceneRunner<TransitionsScene>.run(events, options: try! SceneRunner<TransitionsScene>.Options(refreshRate: 60))
    let height = TransitionsGeometry().viewport.height
    for record in records {
      guard case .frame(let frame) = record else { continue }
      func fail(_ expected: String) -> PropertyFailure {
        PropertyFailure(expected: expected, actual: "at t=\(frame.time): \(frame)", time: frame.time)
      }
      let values = [frame.modalTranslationY, frame.flipAngle, frame.dissolveProgress, frame.overlayAlpha, frame.overlayScale]
      if !values.allSatisfy({ $0?.isFinite ?? true }) { return fail("finite values") }
      let kind = frame.transition
      let flipping = kind == .push || kind == .pop
      if (frame.flipAngle != nil) != flipping { return fail("a flip angle exactly during a push or pop") }
      if (frame.dissolveProgress != nil) != (kind == .changeTab) { return fail("a dissolve exactly during a tab change") }
      if let angle = frame.flipAngle, !(abs(angle) <= Double.pi) || (angle > 0) != (kind == .pop && angle != 0) {
        return fail("a push turns 0 → −π and a pop 0 → +π along ease in-out, without overshoot")
      }
      if let dissolve = frame.dissolveProgress, !(dissolve >= 0 && dissolve <= 1) { return fail("a dissolve within 0…1") }
      if let modal = frame.modalTranslationY, !(modal >= 0 && modal <= height) { return fail("a modal translation within 0…\(height)") }
      if let alpha = frame.overlayAlpha, !(alpha >= 0 && alpha <= 1) { return fail("an overlay alpha within 0…1") }
      if let scale = frame.overlayScale, !(scale > 0) { return fail("a positive overlay scale") }
      let presentedExample = frame.viewController.navigationDepth != nil || frame.viewController.selectedTab != nil
      let modalMoving = kind == .presentExample || kind == .dismissExample
      if (frame.modalTranslationY != nil) != (presentedExample || modalMoving) {
        return fail("a modal translation exactly while an example is presented")
      }
      let overlayMoving = kind == .presentOverlay || kind == .dismissOverlay
      if (frame.overlayAlpha != nil) != (frame.viewController == .overlay || overlayMoving) || (frame.overlayAlpha != nil) != (frame.overlayScale != nil) {
        return fail("overlay values exactly while the overlay is on screen")
      }
      if kind == nil {
        // At rest on a screen, every animation has ended exactly at its final value.
        if presentedExample && frame.modalTranslationY != 0 { return fail("the presented example exactly at translation 0") }
        if frame.viewController == .overlay && (frame.overlayAlpha != 1 || frame.overlayScale != 1) {
          return fail("the presented overlay exactly at alpha 1 and scale 1")
        }
      }
    }
    return nil
  }
}
