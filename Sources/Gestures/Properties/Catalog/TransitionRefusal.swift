import ScrollPhysics

/// The rule the transition scenes share for fingers and transitions (docs/sources.md, "Interactive transitions"):
/// a finger that lands strictly inside a transition — after the event that started
/// it, before its `completeTransition` — is refused and reaches no recognizer; no
/// other finger is refused. Fingers that went down before a transition keep their
/// recognizers (UIKit binds a touch to its views when it lands), so a tap may still
/// be recognized during a transition, but never one of a refused finger.
enum TransitionRefusal {
  /// A transition's span: from its start (the `began` time) to its completion
  /// (`completed` time, or infinity if it never completed), in seconds.
  struct Span {
    var start: Double
    var end: Double
  }

  /// A recognized tap: when, and where its finger went down.
  struct Tap {
    var time: Double
    var location: Point
  }

  /// The first breach of the rule, or nil.
  static func violation(events: [TouchEvent], spans: [Span], refused: [RefusedTouch], taps: [Tap]) -> PropertyFailure? {
    var expected: [RefusedTouch] = []
    var lifts: [Int: Double] = [:]  // index into `expected` → lift time
    var open: [Int: Int] = [:]  // finger id → index into `expected`
    for event in events {
      for touch in event.touches {
        switch touch.phase {
        case .began:
          let t = event.time
          if spans.contains(where: { $0.start < t && t < $0.end }) {
            open[touch.id] = expected.count
            expected.append(RefusedTouch(time: t, touchID: touch.id, location: touch.location))
          } else {
            open[touch.id] = nil
          }
        case .ended, .cancelled:
          if let index = open.removeValue(forKey: touch.id) { lifts[index] = event.time }
        case .moved, .stationary:
          break
        }
      }
    }
    for touch in expected where !refused.contains(touch) {
      return PropertyFailure(
        expected: "finger \(touch.touchID), landing at t=\(touch.time) during a transition, is refused",
        actual: "it was not", time: touch.time)
    }
    for touch in refused where !expected.contains(touch) {
      return PropertyFailure(
        expected: "fingers are refused only when they land during a transition",
        actual: "finger \(touch.touchID) was refused at t=\(touch.time)", time: touch.time)
    }
    for (index, lift) in lifts {
      let touch = expected[index]
      if taps.contains(where: { $0.time == lift && $0.location == touch.location }) {
        return PropertyFailure(
          expected: "a refused finger reaches no recognizer",
          actual: "finger \(touch.touchID), refused at t=\(touch.time), was recognized as a tap at its lift, t=\(lift)",
          time: lift)
      }
    }
    return nil
  }

  /// The first breach, in the run and records of a scene whose transitions
  /// animate, of "every transition completes exactly once": transitions never
  /// overlap; each completion belongs to the transition in progress (`belongs`),
  /// takes effect, and comes `duration` after its start; user interaction is off
  /// exactly while a transition runs, and every frame shows the one running;
  /// fingers follow the refusal rule (`violation(events:spans:refused:taps:)`);
  /// every transition completes; and the run ends at rest with none running.
  static func completeOnceViolation<Configuration, Frame: TransitionFrame, Target, Transition>(
    events: [TouchEvent], run: AnimatedTransitionSceneSummary<Configuration, Frame, SceneTap<Target>, Transition>,
    records: [AnimatedTransitionSceneRecord<Frame, SceneTap<Target>, Transition>],
    belongs: (_ began: Transition, _ completed: Transition) -> Bool,
    duration: (Transition) -> Double, expectedCompletion: (_ began: Transition, _ due: Double) -> String
  ) -> PropertyFailure? where Frame.Kind == Transition.Kind {
    var open: Transition?
    var spans: [Span] = []
    var refused: [RefusedTouch] = []
    var taps: [Tap] = []
    for record in records {
      switch record {
      case .transition(let transition):
        let kind = transition.kind.rawValue
        switch transition.moment {
        case .began:
          spans.append(Span(start: transition.time, end: .infinity))
          if let open {
            return PropertyFailure(
              expected: "one transition at a time",
              actual: "a \(kind) began at t=\(transition.time) while the \(open.kind.rawValue) of t=\(open.time) runs",
              time: transition.time)
          }
          open = transition
        case .completed:
          guard let began = open, began.kind.rawValue == kind, belongs(began, transition) else {
            return PropertyFailure(
              expected: "each completion belongs to the transition in progress",
              actual: "a \(kind) completed at t=\(transition.time) with \(open.map { "a \($0.kind.rawValue)" } ?? "none") in progress",
              time: transition.time)
          }
          if !transition.tookEffect {
            return PropertyFailure(
              expected: "the completion's completeTransition takes effect (its first call)",
              actual: "the \(kind) of t=\(began.time) called it again at t=\(transition.time)", time: transition.time)
          }
          let due = began.time + duration(began)
          if abs(transition.time - due) > 1e-9 {
            return PropertyFailure(
              expected: expectedCompletion(began, due), actual: "it completed at t=\(transition.time)", time: transition.time)
          }
          open = nil
          spans[spans.count - 1].end = transition.time
        }
      case .tap(let tap):
        taps.append(Tap(time: tap.time, location: tap.location))
      case .frame(let frame):
        if frame.isUserInteractionEnabled == (open != nil) || frame.runningTransition != open?.kind {
          return PropertyFailure(
            expected: "user interaction is off exactly while a transition runs, and the frame names it",
            actual: "at t=\(frame.time) interaction is \(frame.isUserInteractionEnabled ? "on" : "off"), the frame shows \(frame.runningTransition.map { "\($0.rawValue)" } ?? "none") and \(open.map { $0.kind.rawValue } ?? "none") runs",
            time: frame.time)
        }
      case .refusedTouch(let touch):
        refused.append(touch)
      case .warning:
        break
      }
    }
    if let failure = violation(events: events, spans: spans, refused: refused, taps: taps) {
      return failure
    }
    if let open {
      return PropertyFailure(
        expected: "every transition completes", actual: "the \(open.kind.rawValue) of t=\(open.time) never completed",
        time: open.time)
    }
    if !run.cameToRest || run.final.runningTransition != nil || !run.final.isUserInteractionEnabled {
      return PropertyFailure(
        expected: "the run ends at rest with no transition running",
        actual: "it ended \(run.cameToRest ? "at rest" : "moving") with \(run.final.runningTransition.map { "\($0.rawValue)" } ?? "none") running",
        time: run.final.time)
    }
    return nil
  }
}
