import ScrollPhysics

/// The card stack of the pan-driven card-flip tutorial (docs/sources.md, "The tutorials"), driven
/// by touches, button presses and display frames: a deck of photo cards that a
/// vertical pan flips one by one about their bottom edges (issue 5; docs/cards.md).
///
/// **The pan.** One pan recognizer covers the whole view (the viewport; hysteresis
/// `panHysteresis`, UIKit's translation with the hysteresis removed, velocity from
/// the least-squares estimator). When it begins, the y sign of its velocity picks
/// the direction: down (> 0) turns the head card (`topCard`) down; up (< 0) brings
/// the card flipped last (`topCard − 1`) back up. When the estimator has no
/// estimate or reports exactly 0, the sign of the translation decides, and a
/// translation of 0 counts as up (the seed's `else`). With no card that way (down
/// on the last card, up on the first) the pan is ignored: it turns nothing and
/// its end is reported as an `ignored` flip.
///
/// While it changes, `percent = translation.y / flipDistance`, clamped to 0…1
/// (down) or −1…0 (up), and the card's angle is `−π · percent` (down) or
/// `−π · (percent + 1)` (up). Past the perpendicular (|angle| > π/2) the card's
/// content is hidden and its border width is 0, so its back shows.
///
/// When it ends: down with percent ≥ `completionThreshold` completes (the rest of
/// the turn to −π over `completionDuration`), otherwise it falls back to 0 over
/// `cancelDuration`; up with percent ≤ −threshold completes (back to 0), otherwise
/// it falls back to −π. A cancelled touch cancels. Both animations follow
/// `flipCurve`. When a completing animation ends, the top card changes by one and
/// the stack moves to its new depths over `stackMoveDuration` (`CardFlipEnd`).
///
/// **The button.** `pressFlipButton(at:into:)` (and the presses of
/// `configuration.buttonFlipTimes`) turn the head card down with the keyframe animation of
/// `CardFlipKeyframes`. A press while a pan is in progress is ignored; on the last
/// card it is ignored.
///
/// **Interruptions.** A pan that begins, or a press, while a flip animation runs
/// follows `configuration.interruption` (`CardInterruptionRule`).
///
/// Inputs must come in non-decreasing time order. An event with no touches only
/// lets time pass to its time (scheduled presses due by then happen).
package struct CardStackScene: Scene {
  /// The pan's velocity estimator: UIKit's `velocity(in:)`, `0.2·s_n + 0.8·s_(n−1)`
  /// (``PanVelocityEstimator``; docs/sources.md, "Velocity estimation"). Only the sign of its y component at `began`
  /// matters to the scene.
  package typealias PanEstimator = PanVelocityEstimator

  /// The configuration the scene was created with.
  package let configuration: Configuration
  /// The index of the head card, counted from 0.
  package private(set) var topCard: Int
  /// Flips decided to complete so far (pan or button).
  package private(set) var completedFlips: Int
  /// Flips that fell back so far (released short of the threshold, or cancelled).
  package private(set) var cancelledFlips: Int
  /// Interactions ignored so far (pans and button presses).
  package private(set) var ignoredGestures: Int
  /// Every interaction's outcome, in order.
  package private(set) var flips: [CardFlip]
  /// The time of the latest input, in seconds: the state below is the state then.
  package private(set) var time: Double
  /// The recognizer and its hit region.
  package private(set) var arena: GestureArena<PanEstimator>

  let panID: GestureRecognizerID
  let viewRegion: RegionID
  /// Fingers down now on the view (identifiers).
  var fingersDown: [Int]
  /// The pan, from its `began` to its end.
  var pan: PanDrive?
  /// The running flip animation.
  var flip: RunningFlip?
  /// The running stack move.
  var move: StackMove?
  /// Button presses the configuration schedules, sorted, and the next one due.
  var scheduledPresses: [Double]
  var nextPress: Int
  /// Reused buffer.
  var gestureOutputs: [GestureOutput]
  /// Whether the scene makes its gesture, flip, flipEnd and frame records
  /// (`RecordOmittingScene`): its warnings, state and summary are the same either way.
  var makesRecords = true

  /// Creates the scene at `launchTime` (seconds) with the stack at rest and the
  /// head card `configuration.initialTopCard`.
  ///
  /// The flip button is pressed at `configuration.buttonFlipTimes`.
  ///
  /// - Precondition: `configuration.validate()` throws nothing: the runner
  ///   launches the scene from `SceneRunner.Options`, which checked it once
  ///   (`launched`); a package caller checks it first. The initializer does not
  ///   check again.
  package init(configuration: Configuration = Configuration(), launchTime: Double) {
    self.configuration = configuration
    self.topCard = configuration.initialTopCard
    self.completedFlips = 0
    self.cancelledFlips = 0
    self.ignoredGestures = 0
    self.flips = []
    self.time = launchTime
    var arena = GestureArena<PanEstimator>()
    let geometry = configuration.geometry
    viewRegion = arena.addRegion(frame: Rect(origin: .zero, size: geometry.viewport))
    panID = arena.add(
      PanRecognizer(
        estimator: PanVelocityEstimator(), hysteresis: configuration.panHysteresis,
        velocityReporting: .terminalOnly),
      to: viewRegion)
    self.arena = arena
    self.fingersDown = []
    self.pan = nil
    self.flip = nil
    self.move = nil
    self.scheduledPresses = configuration.buttonFlipTimes.sorted()
    self.nextPress = 0
    self.gestureOutputs = []
  }

  // MARK: - The interaction's formulas

  /// The direction a pan picks when it begins: down when the velocity's y is
  /// positive, up when negative; when there is no velocity or its y is 0, down
  /// when `translationY` (points) is positive, otherwise up.
  package static func direction(velocityY: Double?, translationY: Double) -> CardFlip.Direction {
    if let v = velocityY, v != 0, !v.isNaN { return v > 0 ? .down : .up }
    return translationY > 0 ? .down : .up
  }

  /// `translationY / flipDistance` clamped to 0…1 (down) or −1…0 (up); dimensionless.
  package static func percent(translationY: Double, flipDistance: Double, direction: CardFlip.Direction) -> Double {
    let raw = translationY / flipDistance
    switch direction {
    case .down: return min(1, max(0, raw)) + 0
    case .up: return min(0, max(-1, raw)) + 0
    }
  }

  /// The angle of the card a pan turns, in radians: `−π · percent` (down) or
  /// `−π · (percent + 1)` (up), with −0 written as 0.
  package static func angle(percent: Double, direction: CardFlip.Direction) -> Double {
    switch direction {
    case .down: return -Double.pi * percent + 0
    case .up: return -Double.pi * (percent + 1) + 0
    }
  }

  /// Whether a pan released at `percent` completes: down when percent ≥
  /// `threshold`, up when percent ≤ −threshold.
  package static func completes(percent: Double, direction: CardFlip.Direction, threshold: Double) -> Bool {
    switch direction {
    case .down: return percent >= threshold
    case .up: return percent <= -threshold
    }
  }

  // MARK: - State

  /// Whether a pan has begun and not ended.
  package var isPanning: Bool { pan != nil }
  /// The direction of the pan in progress; `nil` without one.
  package var panDirection: CardFlip.Direction? { pan?.direction }
  /// The percent of the pan in progress; `nil` without one.
  package var panPercent: Double? { pan?.percent }
  /// The card the pan in progress turns; `nil` without one or when it is ignored.
  package var panCard: Int? { pan?.card }
  /// Whether a flip animation (completion, fall-back or button flip) is running.
  package var isFlipping: Bool { flip != nil }
  /// Whether the stack is moving to new depths.
  package var isStackMoving: Bool { move != nil }
  /// Button presses the configuration schedules that have not happened yet.
  package var pendingButtonPresses: Int { scheduledPresses.count - nextPress }

  /// Frames are needed while a flip or a stack move animates; otherwise from the
  /// earlier of the next scheduled button press and the recognizers' next
  /// deadline, or not at all (`nil`). A pan changes only with touches.
  package var framesNeededFrom: Double? {
    if flip != nil || move != nil { return -Double.infinity }
    let press = nextPress < scheduledPresses.count ? scheduledPresses[nextPress] : nil
    switch (press, arena.nextDeadline) {
    case (let p?, let d?): return min(p, d)
    case (let p?, nil): return p
    case (nil, let d?): return d
    case (nil, nil): return nil
    }
  }

  /// Whether nothing changes without new input: no finger down, no pan, no
  /// animation, no scheduled press left.
  package var isAtRest: Bool {
    fingersDown.isEmpty && pan == nil && flip == nil && move == nil && nextPress == scheduledPresses.count
      && arena.nextDeadline == nil
  }

  /// The angle of card `index` at `time` (the latest input), in radians: the pan's
  /// or the animation's angle for the card turning, −π for cards flipped off the
  /// stack, 0 for the others.
  package func angle(ofCard index: Int) -> Double {
    if let pan, pan.card == index { return pan.angle }
    if let flip, flip.card == index { return flip.angle(at: time) + 0 }
    return index < topCard ? -Double.pi : 0
  }

  /// The layout card `index` shows at `time`: its depth's layout, or the stack
  /// move's interpolation while the stack moves.
  package func layout(ofCard index: Int) -> CardLayout {
    layout(ofCard: index, at: time)
  }

  func layout(ofCard index: Int, at t: Double) -> CardLayout {
    let target = configuration.geometry.layout(atDepth: index - topCard)
    if let move, index >= move.lower, index < move.upper, t < move.end {
      return move.from[index - move.lower].interpolated(to: target, progress: move.progress(at: t))
    }
    return target
  }

  /// The state of card `index` at `time` (whether or not it is on screen).
  package func cardState(_ index: Int) -> CardsFrame.Card {
    let geometry = configuration.geometry
    let layout = layout(ofCard: index, at: time)
    let angle = angle(ofCard: index)
    var alpha: Double
    var border: Double
    if let flip, flip.card == index, case .keyframes(let keyframes) = flip.motion {
      let elapsed = time - flip.start
      alpha = keyframes.contentAlpha(at: elapsed)
      border = keyframes.borderRemoved(at: elapsed) ? 0 : layout.borderWidth
    } else {
      let back = abs(angle) > Double.pi / 2
      alpha = back ? 0 : 1
      border = back ? 0 : layout.borderWidth
    }
    return CardsFrame.Card(
      index: index, depth: index - topCard, angle: angle, contentHidden: alpha == 0, contentAlpha: alpha,
      borderWidth: border, dimming: layout.dimming, frame: layout.frame,
      quad: geometry.quad(frame: layout.frame, angle: angle))
  }

  /// The indices of the cards on screen at `time`, front to back: the card
  /// flipped last while it turns (depth −1), then `topCard` up to `visibleCount`
  /// cards, plus any card sliding in or out at the back while the stack moves.
  package var visibleCards: [Int] {
    let geometry = configuration.geometry
    var upper = min(geometry.cardCount, topCard + geometry.visibleCount)
    if let move, time < move.end { upper = max(upper, move.upper) }
    var indices: [Int] = []
    indices.reserveCapacity(upper - topCard + 1)
    let previous = topCard - 1
    if previous >= 0 && (pan?.card == previous || flip?.card == previous) { indices.append(previous) }
    for i in topCard..<upper { indices.append(i) }
    return indices
  }

  /// The frame record for `time` (the latest input).
  package var currentFrame: CardsFrame {
    CardsFrame(time: time, topCard: topCard, cards: visibleCards.map { cardState($0) })
  }

  // MARK: - Inputs

  /// Handles one touch event: time passes to `event.time` (scheduled presses,
  /// animations ending), then the pan sees the touches.
  package mutating func handle(_ event: TouchEvent, into records: inout [CardsRecord]) {
    let t = max(event.time, time)
    catchUp(to: t, into: &records)
    guard !event.touches.isEmpty else { return }
    for touch in event.touches where touch.phase == .began && !fingersDown.contains(touch.id) {
      guard arena.regions.hitTest(touch.location) != nil else {
        records.append(.warning(SceneWarning(time: t, .touchOutside(touch: touch.id, location: touch.location, area: .viewport))))
        continue
      }
      fingersDown.append(touch.id)
    }
    gestureOutputs.removeAllElements()
    arena.handle(event, into: &gestureOutputs)
    route(gestureOutputs, into: &records)
    for touch in event.touches where touch.phase.isEnd {
      if let i = fingersDown.firstIndex(of: touch.id) { fingersDown.remove(at: i) }
    }
  }

  /// Advances to the display frame at `time` (seconds) and appends its record
  /// after anything the passing time caused (a press, an animation's end).
  package mutating func frame(at time: Double, into records: inout [CardsRecord]) {
    let t = max(time, self.time)
    catchUp(to: t, into: &records)
    gestureOutputs.removeAllElements()
    arena.advance(to: t, into: &gestureOutputs)
    route(gestureOutputs, into: &records)
    if makesRecords { records.append(.frame(currentFrame)) }
  }

  /// Presses the flip button at `time` (seconds; a time before the latest input
  /// counts as that input's time): the head card turns down with the keyframe
  /// flip, unless a pan is in progress or it is the last card (then the press is
  /// reported as ignored). A running flip animation follows the interruption rule.
  package mutating func pressFlipButton(at time: Double, into records: inout [CardsRecord]) {
    let t = max(time, self.time)
    catchUp(to: t, into: &records)
    press(at: t, into: &records)
  }

  // MARK: - Internals

  /// Lets time pass to `t`: scheduled presses due by then happen at their times,
  /// and animations that end by then finish at their ends.
  mutating func catchUp(to t: Double, into records: inout [CardsRecord]) {
    while nextPress < scheduledPresses.count && scheduledPresses[nextPress] <= t {
      let at = max(scheduledPresses[nextPress], time)
      nextPress += 1
      advanceAnimations(to: at, into: &records)
      press(at: at, into: &records)
    }
    advanceAnimations(to: t, into: &records)
  }

  /// Ends every animation that ends by `t`, earliest first (a stack move ending
  /// at the same time as a flip ends first), then sets `time = t`.
  mutating func advanceAnimations(to t: Double, into records: inout [CardsRecord]) {
    while true {
      let flipEnd = flip?.end ?? .infinity
      let moveEnd = move?.end ?? .infinity
      if moveEnd <= t && moveEnd <= flipEnd {
        move = nil
      } else if flipEnd <= t {
        finishFlip(at: flipEnd, interrupted: false, into: &records)
      } else {
        break
      }
    }
    time = max(time, t)
  }

  /// Finishes the running flip at `t`: the card takes its final angle, a completed
  /// flip moves the top card by one and starts the stack move.
  mutating func finishFlip(at t: Double, interrupted: Bool, into records: inout [CardsRecord]) {
    guard let running = flip else { return }
    flip = nil
    if running.outcome == .completed {
      switch running.direction {
      case .down: startMove(at: t, to: topCard + 1)
      case .up: startMove(at: t, to: topCard - 1)
      }
    }
    if makesRecords {
      records.append(.flipEnd(CardFlipEnd(
        time: t, card: running.card, direction: running.direction, outcome: running.outcome, topCard: topCard,
        interrupted: interrupted)))
    }
  }

  /// Sets the top card to `newTop` and moves the stack from what it shows at `t`
  /// to the new depths (from its current, possibly moving, layouts: a move that
  /// is still running is taken over).
  mutating func startMove(at t: Double, to newTop: Int) {
    let geometry = configuration.geometry
    let duration = configuration.stackMoveDuration
    guard duration > 0 else {
      topCard = newTop
      move = nil
      return
    }
    var lower = min(newTop, topCard)
    var upper = min(geometry.cardCount, max(topCard, newTop) + geometry.visibleCount)
    if let move, t < move.end {
      lower = min(lower, move.lower)
      upper = max(upper, move.upper)
    }
    var from: [CardLayout] = []
    from.reserveCapacity(upper - lower)
    for i in lower..<upper { from.append(layout(ofCard: i, at: t)) }
    topCard = newTop
    move = StackMove(start: t, duration: duration, curve: configuration.stackMoveCurve.timingCurve, lower: lower, from: from)
  }

  /// Applies the pan's action messages.
  mutating func route(_ outputs: [GestureOutput], into records: inout [CardsRecord]) {
    for output in outputs where output.recognizer == panID && output.sendsActionMessage {
      switch output.state {
      case .began: beginPan(output, into: &records)
      case .changed:
        guard var drive = pan else { continue }
        drive.percent = CardStackScene.percent(
          translationY: output.translation.dy, flipDistance: configuration.flipDistance, direction: drive.direction)
        pan = drive
        if makesRecords { records.append(.gesture(gesture(output, drive: drive, velocity: nil))) }
      case .ended, .cancelled: endPan(output, into: &records)
      case .possible, .failed: break
      }
    }
  }

  func gesture(_ output: GestureOutput, drive: PanDrive, velocity: Vector?) -> CardsGesture {
    CardsGesture(
      time: output.time, state: output.state, location: output.location, translation: output.translation,
      velocity: velocity, direction: drive.direction, percent: drive.percent, card: drive.card)
  }

  mutating func beginPan(_ output: GestureOutput, into records: inout [CardsRecord]) {
    let t = output.time
    var ignored: CardFlip.IgnoredReason?
    if flip != nil {
      switch configuration.interruption {
      case .finishRunningFlip: finishFlip(at: t, interrupted: true, into: &records)
      case .ignoreWhileFlipping: ignored = .animationRunning
      }
    }
    let velocity = output.velocity ?? arena.pan(panID).velocity(at: t)
    let direction = CardStackScene.direction(velocityY: velocity?.dy, translationY: output.translation.dy)
    var card: Int?
    if ignored == nil {
      switch direction {
      case .down: if topCard + 1 < configuration.geometry.cardCount { card = topCard } else { ignored = .noCard }
      case .up: if topCard > 0 { card = topCard - 1 } else { ignored = .noCard }
      }
    }
    let drive = PanDrive(
      direction: direction, card: card, ignoredReason: ignored,
      percent: CardStackScene.percent(
        translationY: output.translation.dy, flipDistance: configuration.flipDistance, direction: direction))
    pan = drive
    if makesRecords { records.append(.gesture(gesture(output, drive: drive, velocity: velocity))) }
  }

  mutating func endPan(_ output: GestureOutput, into records: inout [CardsRecord]) {
    guard var drive = pan else { return }
    pan = nil
    let t = output.time
    drive.percent = CardStackScene.percent(
      translationY: output.translation.dy, flipDistance: configuration.flipDistance, direction: drive.direction)
    if makesRecords { records.append(.gesture(gesture(output, drive: drive, velocity: output.velocity))) }
    let touchCancelled = output.state == .cancelled
    guard let card = drive.card else {
      ignoredGestures += 1
      record(
        CardFlip(
          time: t, direction: drive.direction, trigger: .pan, outcome: .ignored, card: nil,
          percentAtRelease: drive.percent, touchCancelled: touchCancelled, ignoredReason: drive.ignoredReason),
        into: &records)
      return
    }
    let completes =
      !touchCancelled
      && CardStackScene.completes(
        percent: drive.percent, direction: drive.direction, threshold: configuration.completionThreshold)
    let target: Double
    let duration: Double
    switch (drive.direction, completes) {
    case (.down, true): (target, duration) = (-Double.pi, configuration.completionDuration)
    case (.down, false): (target, duration) = (0, configuration.cancelDuration)
    case (.up, true): (target, duration) = (0, configuration.completionDuration)
    case (.up, false): (target, duration) = (-Double.pi, configuration.cancelDuration)
    }
    if completes { completedFlips += 1 } else { cancelledFlips += 1 }
    let outcome: CardFlip.Outcome = completes ? .completed : .cancelled
    flip = RunningFlip(
      card: card, direction: drive.direction, outcome: outcome, start: t,
      motion: .curve(CurveAnimation(from: drive.angle, to: target, duration: duration, curve: configuration.flipCurve.timingCurve)))
    record(
      CardFlip(
        time: t, direction: drive.direction, trigger: .pan, outcome: outcome, card: card,
        percentAtRelease: drive.percent, touchCancelled: touchCancelled),
      into: &records)
    advanceAnimations(to: t, into: &records)
  }

  /// A press of the flip button at `t` (time has already passed to `t`).
  mutating func press(at t: Double, into records: inout [CardsRecord]) {
    var ignored: CardFlip.IgnoredReason?
    if pan != nil {
      ignored = .panInProgress
    } else if flip != nil {
      switch configuration.interruption {
      case .finishRunningFlip: finishFlip(at: t, interrupted: true, into: &records)
      case .ignoreWhileFlipping: ignored = .animationRunning
      }
    }
    if ignored == nil && topCard + 1 >= configuration.geometry.cardCount { ignored = .noCard }
    if let ignored {
      ignoredGestures += 1
      record(
        CardFlip(
          time: t, direction: .down, trigger: .button, outcome: .ignored, card: nil, percentAtRelease: nil,
          ignoredReason: ignored),
        into: &records)
      return
    }
    completedFlips += 1
    flip = RunningFlip(
      card: topCard, direction: .down, outcome: .completed, start: t, motion: .keyframes(configuration.buttonFlip))
    record(
      CardFlip(time: t, direction: .down, trigger: .button, outcome: .completed, card: topCard, percentAtRelease: nil),
      into: &records)
    advanceAnimations(to: t, into: &records)
  }

  mutating func record(_ flip: CardFlip, into records: inout [CardsRecord]) {
    flips.append(flip)
    if makesRecords { records.append(.flip(flip)) }
  }
}

extension CardStackScene: RecordOmittingScene {
  package mutating func omitRecords() { makesRecords = false }
}
