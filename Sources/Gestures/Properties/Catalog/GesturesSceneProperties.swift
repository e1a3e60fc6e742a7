import ScrollPhysics

/// Properties of the recognizer kinds the gestures scene runs (`GestureSummary`: each
/// kind alone on the 390 × 844 display, at UIKit's defaults), and of all of them
/// competing on one view (`GestureArena`). The generator holds taps up to 1 s (so long
/// presses begin) and aims half of the start points at the left and right edge zones
/// (so edge pans begin).
package enum GesturesSceneProperties {
  /// The display, in points.
  package static let display = Rect(origin: .zero, size: Display.defaultViewport)

  /// The properties, in catalog order, all searched with `generator` (none needs a scene:
  /// each check runs the recognizers itself).
  package static let all = TraceProperty.family(generator: generator, [
    // `recognizer-kinds-state-graph`: every kind follows UIKit's state graph, alone and
    // competing on one view: a discrete recognizer (tap, swipe) goes from possible to
    // recognized or failed only; a continuous one (pan, long press, edge pan, pinch,
    // rotation) goes began → changed* → ended | cancelled, or fails from possible;
    // outputs never go back in time.
    ("recognizer-kinds-state-graph", "recognizers: every kind (alone, and all on one view) follows UIKit's discrete or continuous state graph", checkStateGraph),
    // `long-press-movement`: a default long press begins exactly 0.5 s after its finger
    // landed, and never after that finger moved more than 10 pt from where it landed.
    ("long-press-movement", "long press: begins exactly at touch-down + 0.5 s, never after moving more than 10 pt", checkLongPress),
    // `swipe-direction`: a recognized swipe's direction agrees with its finger's
    // displacement at that event: the sign along the direction's axis, and at least the
    // primary minimum after its full decay (50 · (1 − 0.5 · 0.94) = 26.5 pt).
    ("swipe-direction", "swipe: the recognized direction matches the finger's displacement", checkSwipe),
    // `edge-pan-zone`: an edge pan begins only for a finger that landed inside the
    // zone of the edge it reports (13 pt; 11 at the bottom), and the translation at its
    // `began` is zero.
    ("edge-pan-zone", "screen-edge pan: begins only from a touch that landed in its edge's zone, with translation 0", checkEdgePan),
    // `pinch-scale-continuity`: a default pinch's scale never jumps, even when a finger is
    // replaced. While it is active, an event that only lands or lifts fingers (each lift
    // where its finger was) leaves the scale as it was; an event that moves exactly the
    // two fingers down multiplies it by d / d_previous (their distance after and before
    // the event, a replacing finger counted from where it landed) when the pinch
    // dominates, and leaves it otherwise.
    ("pinch-scale-continuity", "pinch: the scale is continuous when a finger lifts, lands or is replaced (scale = d/d_begin per tracked pair)", checkPinchContinuity),
    // `gestures-deterministic`: the gestures scene gives the same records from the same
    // trace (no clock, no randomness, no state shared between runs).
    ("gestures-deterministic", "gestures scene: the same trace gives the same records", checkDeterministic),
  ])

  /// The generator: the defaults, taps held up to 1 s, half of the start points in the
  /// left and right edge zones.
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    generator.tapHold = 0.02...1.0
    generator.hotspots = [Rect(x: 0, y: 0, width: 12, height: 844), Rect(x: 378, y: 0, width: 12, height: 844)]
    return generator
  }

  /// Runs `events` through the gestures scene.
  static func summary(_ events: [TouchEvent]) -> GestureSummary {
    var summary = GestureSummary(bounds: display)
    for event in events { summary.handle(event) }
    summary.finish()
    return summary
  }

  /// Checks that the `outputs` of one recognizer of `kind` follow its state graph.
  static func checkGraph(_ outputs: [GestureOutput], kind: RecognizerKind, label: String) -> PropertyFailure? {
    var before = GestureState.possible
    var previousTime = -Double.infinity
    for output in outputs {
      if output.time < previousTime {
        return PropertyFailure(
          expected: "\(label)'s outputs in time order", actual: "\(output.state) at t=\(output.time) after t=\(previousTime)", time: output.time)
      }
      previousTime = output.time
      if !RecognizerStateGraph.allows(output.state, after: before, discrete: kind.isDiscrete) {
        return PropertyFailure(
          expected: "\(label), \(kind.isDiscrete ? "discrete" : "continuous"), never goes from \(before) to \(output.state)",
          actual: "\(output.state) at t=\(output.time) after \(before)", time: output.time)
      }
      before = output.state
    }
    if before == .began || before == .changed {
      return PropertyFailure(expected: "\(label) ends every gesture it began", actual: "its last gesture never ended")
    }
    return nil
  }

  @Sendable static func checkStateGraph(_ events: [TouchEvent]) -> PropertyFailure? {
    let alone = summary(events)
    for kind in alone.kinds {
      let outputs = alone.records.filter { $0.kind == kind }.map(\.output)
      if let failure = checkGraph(outputs, kind: kind, label: "the \(kind.rawValue) alone") { return failure }
    }
    // All kinds competing on one view, added in report order.
    var arena = GestureArena<PanVelocityEstimator>()
    let view = arena.addRegion(frame: display)
    var kinds: [GestureRecognizerID: RecognizerKind] = [:]
    for kind in RecognizerKind.allCases {
      let id: GestureRecognizerID
      switch kind {
      case .tap: id = arena.add(TapRecognizer(), to: view)
      case .pan: id = arena.add(PanRecognizer(estimator: PanVelocityEstimator()), to: view)
      case .longPress: id = arena.add(LongPressRecognizer(), to: view)
      case .swipe: id = arena.add(SwipeRecognizer(direction: .all), to: view)
      case .screenEdgePan: id = arena.add(ScreenEdgePanRecognizer(edges: .all, bounds: display), to: view)
      case .pinch: id = arena.add(PinchRecognizer(), to: view)
      case .rotation: id = arena.add(RotationRecognizer(), to: view)
      }
      kinds[id] = kind
    }
    var outputs: [GestureOutput] = []
    for event in events { arena.handle(event, into: &outputs) }
    arena.advance(to: (events.last?.time ?? 0) + 10, into: &outputs)
    for (id, kind) in kinds.sorted(by: { $0.key < $1.key }) {
      let mine = outputs.filter { $0.recognizer == id }
      if let failure = checkGraph(mine, kind: kind, label: "the \(kind.rawValue) on a shared view") { return failure }
    }
    return nil
  }

  /// A finger's landing, for the checks: where and when.
  struct Landing {
    var id: Int
    var location: Point
    var time: Double
  }

  @Sendable static func checkLongPress(_ events: [TouchEvent]) -> PropertyFailure? {
    let records = summary(events).records.filter { $0.kind == .longPress && $0.output.state == .began }
    for record in records {
      let began = record.output.time
      // The finger down at the begin that landed latest before it.
      var landing: Landing?
      var down: [Landing] = []
      var farthest = 0.0
      for event in events where event.time < began {
        for touch in event.touches {
          switch touch.phase {
          case .began:
            down.append(Landing(id: touch.id, location: touch.location, time: event.time))
            if down.count == 1 { landing = down[0]; farthest = 0 }
          case .moved, .stationary:
            if let start = landing, start.id == touch.id {
              farthest = max(farthest, (touch.location - start.location).length)
            }
          case .ended, .cancelled:
            down.removeAll { $0.id == touch.id }
          }
        }
      }
      guard let start = landing else {
        return PropertyFailure(expected: "a long press begins only with a finger down", actual: "it began at t=\(began) with none", time: began)
      }
      if began != start.time + 0.5 {
        return PropertyFailure(
          expected: "the long press begins at touch-down + 0.5 s = \(start.time + 0.5)", actual: "it began at t=\(began)", time: began)
      }
      if farthest > 10 {
        return PropertyFailure(
          expected: "no long press after moving more than 10 pt before the begin",
          actual: "it began at t=\(began) after the finger moved \(farthest) pt", time: began)
      }
    }
    return nil
  }

  @Sendable static func checkSwipe(_ events: [TouchEvent]) -> PropertyFailure? {
    let records = summary(events).records.filter { $0.kind == .swipe && $0.output.state == .recognized }
    for record in records {
      let output = record.output
      guard let event = events.first(where: { $0.time == output.time }), let touch = event.touches.first(where: { $0.phase == .moved }) else {
        return PropertyFailure(expected: "a swipe is recognized at a move", actual: "no move at t=\(output.time)", time: output.time)
      }
      let d = touch.location - output.location
      let primary: Double
      switch output.direction {
      case .some(.right): primary = d.dx
      case .some(.left): primary = -d.dx
      case .some(.down): primary = d.dy
      case .some(.up): primary = -d.dy
      case .some, .none:
        return PropertyFailure(expected: "a recognized swipe reports one direction", actual: "\(String(describing: output.direction))", time: output.time)
      }
      if !(primary >= 26.5 - 1e-9) {
        return PropertyFailure(
          expected: "the swipe's \(output.direction.map(\.description) ?? "") direction matches the displacement (≥ 26.5 pt that way)",
          actual: "the finger moved (\(d.dx), \(d.dy)) from the start", time: output.time)
      }
    }
    return nil
  }

  @Sendable static func checkEdgePan(_ events: [TouchEvent]) -> PropertyFailure? {
    let records = summary(events).records.filter { $0.kind == .screenEdgePan && $0.output.state == .began }
    for record in records {
      let output = record.output
      // The landing of the single finger down at the begin.
      var landing: Point?
      for event in events where event.time <= output.time {
        for touch in event.touches where touch.phase == .began { landing = touch.location }
      }
      guard let start = landing, let edge = output.edge else {
        return PropertyFailure(expected: "an edge pan begins from a landing, with its edge", actual: "none at t=\(output.time)", time: output.time)
      }
      let distance: Double
      let zone: Double
      if edge == .left { distance = start.x; zone = 13 }
      else if edge == .right { distance = display.maxX - start.x; zone = 13 }
      else if edge == .top { distance = start.y; zone = 13 }
      else { distance = display.maxY - start.y; zone = 11 }
      if !(distance < zone) {
        return PropertyFailure(
          expected: "an edge pan begins only from a touch that landed within \(zone) pt of its \(edge) edge",
          actual: "it began at t=\(output.time) from a touch that landed \(distance) pt from it", time: output.time)
      }
      if output.translation != .zero {
        return PropertyFailure(expected: "translation 0 at began", actual: "\(output.translation)", time: output.time)
      }
    }
    return nil
  }

  @Sendable static func checkPinchContinuity(_ events: [TouchEvent]) -> PropertyFailure? {
    var pinch = PinchRecognizer()
    var down: [(id: Int, location: Point)] = []
    for event in events {
      let before = pinch.scale
      let wasActive = pinch.state == .began || pinch.state == .changed
      let pairBefore = down.count == 2 ? (down[1].location - down[0].location).length : 0
      let idsBefore = down.map(\.id)
      // Whether the event only lands fingers or lifts them where they were.
      var onlyLandsOrLifts = true
      var moves = 0
      for touch in event.touches {
        let last = down.first { $0.id == touch.id }?.location
        switch touch.phase {
        case .began: break
        case .moved, .stationary:
          if last != touch.location { onlyLandsOrLifts = false; moves += 1 }
        case .ended, .cancelled:
          if last != touch.location { onlyLandsOrLifts = false }
        }
      }
      // Fingers after the event: landings, new positions, lifts.
      for touch in event.touches where touch.phase == .began { down.append((touch.id, touch.location)) }
      for touch in event.touches {
        switch touch.phase {
        case .moved, .stationary:
          if let i = down.firstIndex(where: { $0.id == touch.id }) { down[i].location = touch.location }
        case .began, .ended, .cancelled: break
        }
      }
      for touch in event.touches where touch.phase == .ended || touch.phase == .cancelled {
        down.removeAll { $0.id == touch.id }
      }
      _ = pinch.handle(event)
      let isActive = pinch.state == .began || pinch.state == .changed
      guard wasActive && isActive else { continue }
      if onlyLandsOrLifts && pinch.scale != before {
        return PropertyFailure(
          expected: "a landing or a lift in place leaves the pinch's scale at \(before)",
          actual: "\(pinch.scale) after t=\(event.time)", time: event.time)
      }
      guard moves > 0, down.count == 2, down.map(\.id) == idsBefore, pairBefore > 0 else { continue }
      let pairAfter = (down[1].location - down[0].location).length
      let expected = pinch.dominantComponent == .pinch ? before * pairAfter / pairBefore : before
      if !((pinch.scale - expected).magnitude <= 1e-9 * expected.magnitude) {
        return PropertyFailure(
          expected: "the pinch's scale \(before) × \(pairAfter) / \(pairBefore) = \(expected) (or kept, while another motion dominates)",
          actual: "\(pinch.scale) at t=\(event.time)", time: event.time)
      }
    }
    return nil
  }

  @Sendable static func checkDeterministic(_ events: [TouchEvent]) -> PropertyFailure? {
    let first = summary(events).records
    let second = summary(events).records
    guard first != second else { return nil }
    let index = zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(first.count, second.count)
    return PropertyFailure(
      expected: "the same records from the same trace",
      actual: "the runs differ from record \(index) on (\(first.count) and \(second.count) records)")
  }
}
