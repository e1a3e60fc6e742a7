import ScrollPhysics

/// Properties of the card-stack scene ("Invariants, as property tests over
/// random traces"), checked on `gesture-sim run --scene cards`'s default run: the
/// default configuration at 60 Hz, no button presses. Each property runs the trace
/// through `SceneRunner<CardStackScene>.run` and inspects the records.
///
/// The checks are also package-visible (`check(_:run:records:options:)`), so that tests can
/// apply them to runs with other configurations and button presses. They recompute
/// the issue's formulas themselves rather than calling the scene's helpers.
package enum CardsProperties {
  /// One invariant of the issue, named as `gesture-sim check --property` takes it.
  package enum Invariant: String, CaseIterable, Hashable, Sendable {
    /// `cards-no-card-lost`: every frame shows each card at most once, in ascending
    /// index order, all of the top card's visible slots, and nothing else but the
    /// card flipped last (depth −1) or, while the stack moves, cards sliding at the
    /// back; at rest exactly the visible slots.
    case noCardLost = "cards-no-card-lost"
    /// `cards-one-outcome`: every pan that begins gets exactly one outcome (a `flip`
    /// record right after its end), every button press exactly one, and the counts
    /// agree with the outcomes and with the animations that ended.
    case oneOutcome = "cards-one-outcome"
    /// `cards-top-card-steps`: the top card changes only when a flip animation ends:
    /// by +1 after a completed down flip, −1 after a completed up flip, not at all
    /// after a cancelled one.
    case topCardSteps = "cards-top-card-steps"
    /// `cards-angle-continuous`: while a pan turns a card, the card's angle is
    /// −π·percent (down) or −π·(percent + 1) (up) of the pan's latest event, changes
    /// by at most π·|Δtranslation.y|/flipDistance between events, and starts from the
    /// card's resting angle displaced by the translation at `began` only.
    case angleContinuous = "cards-angle-continuous"
    /// `cards-release-threshold`: a released pan flip completes if and only if its
    /// percent (translation.y / flipDistance, clamped) was at or past the threshold in
    /// its direction.
    case releaseThreshold = "cards-release-threshold"
    /// `cards-finite`: nothing is NaN or infinite; angles lie in −π…0; without
    /// button flips the content is hidden exactly past the perpendicular; every quad
    /// is the perspective projection of its card's frame turned by its angle.
    case finite = "cards-finite"

    /// One line for `check --list`.
    package var summary: String {
      switch self {
      case .noCardLost: return "cards: no card is lost or duplicated on screen"
      case .oneOutcome: return "cards: each interaction produces exactly one outcome"
      case .topCardSteps: return "cards: the top card changes by exactly one on a completed flip, not at all otherwise"
      case .angleContinuous: return "cards: the angle follows the finger continuously while it is down"
      case .releaseThreshold: return "cards: a released flip completes iff its percent is at or past 0.5 in its direction"
      case .finite: return "cards: nothing is NaN; quads are the projections of the cards"
      }
    }
  }

  /// The cards properties, in `Invariant` order.
  package static let all: [TraceProperty] = Invariant.allCases.map(property)

  /// The catalog entry of `invariant`: scene `cards`, the cards generator.
  package static func property(_ invariant: Invariant) -> TraceProperty {
    TraceProperty(
      name: invariant.rawValue, scene: "cards", summary: invariant.summary, generator: generator,
      check: { events in check(invariant, events: events) })
  }

  /// The generator of the cards properties: the defaults with strokes favoured over
  /// taps, up to 6 gestures and pauses of at most 0.6 s, so that new touches often
  /// land while a flip or the stack is still moving.
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    generator.gestureCount = 1...6
    generator.pause = 0...0.6
    generator.mix = TraceGenerator.GestureMix(
      tap: 1, doubleTap: 0.5, drag: 2, flick: 2, restingSwipe: 1.5, twoFingerPan: 0.5, cancelledTouch: 1)
    return generator
  }

  /// `gesture-sim run --scene cards`'s options: the default configuration at 60 Hz,
  /// which the scene takes (`try!` states it; `CardsSummaryTests` checks it).
  package static let defaultOptions = try! SceneRunner<CardStackScene>.Options()

  /// Runs `events` with `options` (default: `gesture-sim run --scene cards`'s
  /// defaults at 60 Hz) and checks `invariant`.
  package static func check(_ invariant: Invariant, events: [TouchEvent], options: SceneRunner<CardStackScene>.Options = defaultOptions) -> PropertyFailure? {
    let (run, records) = SceneRunner<CardStackScene>.run(events, options: options)
    return check(invariant, run: run, records: records, options: options)
  }

  /// Checks `invariant` on a finished run made with `options`; `nil` when it holds.
  package static func check(
    _ invariant: Invariant, run: CardsSummary, records: [CardsRecord], options: SceneRunner<CardStackScene>.Options
  ) -> PropertyFailure? {
    if !run.cameToRest {
      return PropertyFailure(expected: "the card stack comes to rest after the last touch", actual: "it was still moving")
    }
    switch invariant {
    case .noCardLost: return checkNoCardLost(run, records, options)
    case .oneOutcome: return checkOneOutcome(run, records, options)
    case .topCardSteps: return checkTopCardSteps(run, records, options)
    case .angleContinuous: return checkAngleContinuous(records, options)
    case .releaseThreshold: return checkReleaseThreshold(records, options)
    case .finite: return checkFinite(records, options)
    }
  }

  // MARK: - The checks

  static func checkNoCardLost(_ run: CardsSummary, _ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    let geometry = options.scene.geometry
    let n = geometry.cardCount
    let visible = geometry.visibleCount
    var lastMoveStart = -Double.infinity
    for record in records {
      switch record {
      case .flipEnd(let end):
        if end.outcome == .completed { lastMoveStart = end.time }
      case .frame(let frame):
        let indices = frame.cards.map(\.index)
        var previous = -1
        for index in indices {
          if index <= previous || index >= n {
            return PropertyFailure(
              expected: "each card on screen once, in ascending index order, within 0...\(n - 1)",
              actual: "frame shows \(indices)", time: frame.time)
          }
          previous = index
        }
        let top = frame.topCard
        for index in top..<min(n, top + visible) where !indices.contains(index) {
          return PropertyFailure(
            expected: "cards \(top)...\(min(n, top + visible) - 1) on screen with card \(top) on top",
            actual: "card \(index) is missing: \(indices)", time: frame.time)
        }
        // A move lasts stackMoveDuration from the latest completed flip's end.
        let moving = frame.time - lastMoveStart < options.scene.stackMoveDuration + 1e-9
        for card in frame.cards where card.depth < 0 || card.depth >= visible {
          if card.depth < -1 || (card.depth >= visible && !moving) {
            return PropertyFailure(
              expected: "besides the visible slots only the card flipped last, or a card sliding at the back during a move",
              actual: "card \(card.index) at depth \(card.depth)\(moving ? "" : " outside a move")", time: frame.time)
          }
        }
      case .gesture, .flip, .warning: break
      }
    }
    let top = run.final.topCard
    let expected = Array(top..<min(n, top + visible))
    if run.finalFrame.cards.map(\.index) != expected {
      return PropertyFailure(
        expected: "at rest exactly cards \(expected)", actual: "\(run.finalFrame.cards.map(\.index))",
        time: run.finalFrame.time)
    }
    return nil
  }

  static func checkOneOutcome(_ run: CardsSummary, _ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    var open = false
    var lastState: GestureState?
    var began = 0
    var panFlips = 0
    var buttonFlips = 0
    var completed = 0
    var cancelled = 0
    var ignored = 0
    var ends = 0
    for record in records {
      switch record {
      case .gesture(let g):
        if g.state == .began {
          if open {
            return PropertyFailure(
              expected: "each pan's outcome before the next pan begins", actual: "a pan began again at t=\(g.time)",
              time: g.time)
          }
          open = true
          began += 1
        }
        lastState = g.state
      case .flip(let flip):
        switch flip.trigger {
        case .pan:
          if !open || !(lastState == .ended || lastState == .cancelled) {
            return PropertyFailure(
              expected: "a pan's outcome right after its end", actual: "a pan outcome at t=\(flip.time) after \(String(describing: lastState))",
              time: flip.time)
          }
          open = false
          panFlips += 1
        case .button: buttonFlips += 1
        }
        switch flip.outcome {
        case .completed: completed += 1
        case .cancelled: cancelled += 1
        case .ignored: ignored += 1
        }
        if (flip.outcome == .ignored) != (flip.card == nil) || (flip.outcome == .ignored) != (flip.ignoredReason != nil) {
          return PropertyFailure(
            expected: "an ignored outcome has a reason and no card, any other a card and no reason",
            actual: "\(flip.outcome) with card \(String(describing: flip.card)) and reason \(String(describing: flip.ignoredReason))",
            time: flip.time)
        }
      case .flipEnd: ends += 1
      case .frame, .warning: break
      }
    }
    if open { return PropertyFailure(expected: "every pan gets an outcome", actual: "the last pan got none") }
    if panFlips != began || buttonFlips != options.scene.buttonFlipTimes.count {
      return PropertyFailure(
        expected: "\(began) pan outcomes and \(options.scene.buttonFlipTimes.count) button outcomes",
        actual: "\(panFlips) and \(buttonFlips)")
    }
    let final = run.final
    if final.completedFlips != completed || final.cancelledFlips != cancelled || final.ignoredGestures != ignored
      || run.flips.count != panFlips + buttonFlips
    {
      return PropertyFailure(
        expected: "final counts \(completed) completed, \(cancelled) cancelled, \(ignored) ignored",
        actual: "\(final.completedFlips), \(final.cancelledFlips), \(final.ignoredGestures)")
    }
    if ends != completed + cancelled {
      return PropertyFailure(
        expected: "at rest one finished animation per completed or cancelled flip (\(completed + cancelled))",
        actual: "\(ends)")
    }
    return nil
  }

  static func checkTopCardSteps(_ run: CardsSummary, _ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    var top = options.scene.initialTopCard
    for record in records {
      switch record {
      case .flipEnd(let end):
        let expected: Int
        switch (end.outcome, end.direction) {
        case (.completed, .down): expected = top + 1
        case (.completed, .up): expected = top - 1
        case (.cancelled, _), (.ignored, _): expected = top
        }
        if end.outcome == .ignored || end.topCard != expected {
          return PropertyFailure(
            expected: "top card \(expected) after a \(end.outcome) \(end.direction) flip from \(top)",
            actual: "top card \(end.topCard)", time: end.time)
        }
        top = end.topCard
      case .frame(let frame):
        if frame.topCard != top {
          return PropertyFailure(
            expected: "top card \(top) until a flip animation ends", actual: "a frame shows top card \(frame.topCard)",
            time: frame.time)
        }
      case .gesture, .flip, .warning: break
      }
    }
    if run.final.topCard != top || top < 0 || top >= options.scene.geometry.cardCount {
      return PropertyFailure(expected: "final top card \(top) in the deck", actual: "\(run.final.topCard)")
    }
    return nil
  }

  static func checkAngleContinuous(_ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    let distance = options.scene.flipDistance
    var driving: (card: Int, angle: Double, ty: Double)?
    for record in records {
      switch record {
      case .gesture(let g):
        // Issue 5: −π·percent (down), −π·(percent + 1) (up).
        let angle = (g.direction == .down ? -Double.pi * g.percent : -Double.pi * (g.percent + 1)) + 0
        let bound: Double
        let change: Double
        if g.state == .began {
          bound = Double.pi * abs(g.translation.dy) / distance
          change = abs(angle - (g.direction == .down ? 0 : -Double.pi))
        } else if let d = driving {
          bound = Double.pi * abs(g.translation.dy - d.ty) / distance
          change = abs(angle - d.angle)
        } else {
          bound = .infinity
          change = 0
        }
        if !(change <= bound + 1e-12) {
          return PropertyFailure(
            expected: "the angle moves at most π·|Δy|/\(distance) = \(bound) between pan events",
            actual: "it moved by \(change) at the pan's \(g.state)", time: g.time)
        }
        driving = g.card.map { ($0, angle, g.translation.dy) }
        if g.state == .ended || g.state == .cancelled { driving = nil }
      case .frame(let frame):
        if let d = driving, frame.card(d.card)?.angle != d.angle {
          return PropertyFailure(
            expected: "card \(d.card) at the pan's angle \(d.angle) between its events",
            actual: "the frame shows \(String(describing: frame.card(d.card)?.angle))", time: frame.time)
        }
      case .flip, .flipEnd, .warning: break
      }
    }
    return nil
  }

  static func checkReleaseThreshold(_ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    let threshold = options.scene.completionThreshold
    var last: CardsGesture?
    for record in records {
      if case .gesture(let g) = record { last = g }
      guard case .flip(let flip) = record, flip.trigger == .pan, let end = last else { continue }
      // Issue 5: translation.y / flipDistance, clamped to 0…1 (down) or −1…0 (up).
      let raw = end.translation.dy / options.scene.flipDistance
      let percent = flip.direction == .down ? min(1, max(0, raw)) : min(0, max(-1, raw))
      if flip.percentAtRelease != percent + 0 {
        return PropertyFailure(
          expected: "percent at release \(percent) (translation \(end.translation.dy))",
          actual: "\(String(describing: flip.percentAtRelease))", time: flip.time)
      }
      guard flip.outcome != .ignored, !flip.touchCancelled else { continue }
      let past = flip.direction == .down ? percent >= threshold : percent <= -threshold
      if (flip.outcome == .completed) != past {
        return PropertyFailure(
          expected: "a \(flip.direction) flip released at \(percent) \(past ? "completes" : "falls back")",
          actual: "it \(flip.outcome == .completed ? "completed" : "fell back")", time: flip.time)
      }
    }
    return nil
  }

  static func checkFinite(_ records: [CardsRecord], _ options: SceneRunner<CardStackScene>.Options) -> PropertyFailure? {
    let eye = options.scene.geometry.perspectiveDistance
    let withButton = !options.scene.buttonFlipTimes.isEmpty
    for record in records {
      guard case .frame(let frame) = record else { continue }
      for card in frame.cards {
        let f = card.frame
        var finite = card.angle.isFinite && card.contentAlpha.isFinite && card.borderWidth.isFinite
          && card.dimming.isFinite && f.minX.isFinite && f.minY.isFinite && f.size.width.isFinite && f.size.height.isFinite
        for corner in [card.quad.topLeft, card.quad.topRight, card.quad.bottomRight, card.quad.bottomLeft] {
          finite = finite && corner.x.isFinite && corner.y.isFinite
        }
        if !finite || !(card.angle <= 0 && card.angle >= -Double.pi) || !(card.dimming >= 0 && card.dimming < 1) {
          return PropertyFailure(
            expected: "finite values, the angle in −π...0, the dimming in 0..<1", actual: "card \(card.index): \(card)",
            time: frame.time)
        }
        if !withButton && card.contentHidden != (abs(card.angle) > Double.pi / 2) {
          return PropertyFailure(
            expected: "card \(card.index)'s content hidden exactly past the perpendicular",
            actual: "angle \(card.angle), contentHidden \(card.contentHidden)", time: frame.time)
        }
        // The projection (docs/sources.md, "3-D transforms"): a corner (x, y) from the bottom-centre anchor
        // goes to (x, y·cos a, y·sin a), then W = 1 − z/D.
        let c = Elementary.cos(card.angle)
        let s = Elementary.sin(card.angle)
        let top = -f.size.height
        let w = 1 - top * s / eye
        let centre = f.minX + f.size.width / 2
        let expected = Point(x: centre - f.size.width / 2 / w, y: f.maxY + top * c / w)
        let tl = card.quad.topLeft
        let br = card.quad.bottomRight
        if !(abs(tl.x - expected.x) < 1e-7 && abs(tl.y - expected.y) < 1e-7 && abs(br.x - f.maxX) < 1e-7
          && abs(br.y - f.maxY) < 1e-7)
        {
          return PropertyFailure(
            expected: "card \(card.index)'s top-left corner at \(expected), bottom-right at (\(f.maxX), \(f.maxY))",
            actual: "quad \(card.quad)", time: frame.time)
        }
      }
    }
    return nil
  }
}
