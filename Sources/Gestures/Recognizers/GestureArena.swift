import ScrollPhysics

/// Owns several recognizers on hit regions, routes touches to them by hit test, and
/// applies failure requirements and competition, as UIKit's gesture environment does.
///
/// **Routing.** When a touch begins, the arena hit-tests its location in `regions`
/// (see `RegionTree`). The touch goes, for its whole life, to the recognizers attached
/// to the hit region and to its ancestors (UIKit: the recognizers of the hit view and
/// of its superviews). A touch that hits nothing goes to no recognizer.
///
/// **Competition.** Two recognizers *share* a gesture when a touch went to both during
/// their current gestures. When a recognizer succeeds (a pan begins, a tap is
/// recognized), every other recognizer sharing a touch with it that is still
/// `possible` (or waiting, see below) fails, unless the pair was declared
/// simultaneous with `recognizeSimultaneously(_:_:)`
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, which defaults to false).
/// A recognizer that tries to succeed while a sharing recognizer has already
/// succeeded in its gesture fails instead. Within one event, recognizers run in the
/// order they were added, so on a tie the first added wins. So a pan and a tap on one
/// view never both succeed: when the pan begins, the tap fails; when the tap is
/// recognized (at the lift, so the pan can no longer begin), the pan fails.
///
/// **Failure requirements.** After `require(a, toFail: b)`, when `a` would succeed the
/// arena looks at `b`:
/// - `b` already succeeded in this gesture (began, changed, or recognized/ended or
///   cancelled in this instant): `a` fails;
/// - `b` is in a gesture and has not decided (`possible` with touches or taps counted,
///   or itself waiting): `a` *waits*. Its state stays `possible` and its output is
///   withheld. A waiting tap ignores new touches. A waiting pan keeps tracking its
///   touches, and fails if they all lift before it may begin;
/// - `b` failed, or takes no part in any gesture: `a` succeeds now.
/// When `b` later fails, a waiting `a` is checked again and, if nothing else holds it,
/// succeeds at that moment: its output carries the time of `b`'s failure. A pan that
/// begins this way starts with a zero translation, as UIKit's
/// `_willBeginAfterSatisfyingFailureRequirements`. When `b` succeeds, `a` fails (if
/// waiting or in a gesture). This is how a single tap waits for a double tap: the
/// double tap fails when its interval runs out (lift + 0.35 s), and the single tap is
/// reported then.
///
/// **Time and order.** `handle(_:into:)` first runs every deadline up to the event's
/// time (`advance(to:into:)`), earliest first, each as its own step at its own time;
/// then it gives the event to every recognizer in the order they were added. Each
/// recognizer's outputs are routed at once, and their consequences (failures of
/// competitors, released or failed dependents) follow immediately, so outputs come in
/// causal order: a cause, then its effects. At the end of each step, recognizers whose
/// gesture is over and whose touches have all lifted go back to `possible`.
///
/// All pans share one estimator type, `PanEstimator`.
@usableFromInline package struct GestureArena<PanEstimator: VelocityEstimator>: GestureEventHandler {
  /// The hit regions recognizers are attached to.
  @inlinable
  package var regions: RegionTree { _regions }
  @usableFromInline var _regions = RegionTree()

  /// The recognizers, in the order they were added (index = identifier), and the
  /// arena's bookkeeping for each.
  @usableFromInline var recognizers = ArenaRecognizers<PanEstimator>()
  @usableFromInline var members: [Member] = []
  /// Per member: the members it requires to fail; the members it may succeed together
  /// with; the serial numbers of the touches delivered to it in its current gesture.
  @usableFromInline var requirements: [[Int]] = []
  @usableFromInline var simultaneous: [[Int]] = []
  /// Per member: the members its success does not fail (`disallowPrevention(of:by:)`).
  @usableFromInline var unpreventable: [[Int]] = []
  @usableFromInline var serials: [[Int]] = []
  /// Per member: its delegate's `gestureRecognizerShouldBegin` as a condition
  /// (`setShouldBegin(_:for:)`), and whether its begin is refused for now
  /// (`setBeginRefused(_:for:)`); `hasBeginRule` is true when either may refuse.
  @usableFromInline var beginConditions: [Screen.BeginCondition?] = []
  @usableFromInline var beginRefusals: [GestureFailureReason?] = []
  /// Touches down, with the serial number the arena gave each when it began (touch
  /// identifiers may be reused; serials are not).
  @usableFromInline var activeTouches: [ActiveTouch] = []
  @usableFromInline var nextSerial = 0
  /// `nextDeadline`, recomputed at the end of every step that can change a deadline.
  @usableFromInline var earliestDeadline: Double?
  /// Reused buffers: outputs being routed; per sample of the current event,
  /// the hit region (or -1) and the serial of a beginning touch (or -1).
  @usableFromInline var scratch: [GestureOutput] = []
  @usableFromInline var hitRegions: [Int] = []
  @usableFromInline var beganSerials: [Int] = []
  /// Reused buffer: per sample of the current event, whether the recognizer
  /// being run accepts it.
  @usableFromInline var acceptedScratch: [Bool] = []

  /// Creates an arena with no regions and no recognizers.
  @usableFromInline package init() {}

  // MARK: - Regions

  /// Adds a hit region with `frame` (screen points) inside `parent`, or as a root.
  /// See `RegionTree.addRegion(frame:parent:)`.
  @usableFromInline package mutating func addRegion(frame: Rect, parent: RegionID? = nil) -> RegionID {
    _regions.addRegion(frame: frame, parent: parent)
  }

  /// Replaces the frame (screen points) of `region`. Touches that begin afterwards are
  /// hit-tested against it; touches already down keep their recognizers.
  @inlinable
  package mutating func setFrame(_ frame: Rect, of region: RegionID) {
    _regions.setFrame(frame, of: region)
  }

  // MARK: - Recognizers

  /// Adds `pan`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ pan: PanRecognizer<PanEstimator>, to region: RegionID) -> GestureRecognizerID {
    add(pan, to: region) { $0.append($1) }
  }

  /// Adds `tap`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ tap: TapRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(tap, to: region, tapsRequired: tap.numberOfTapsRequired) { $0.append($1) }
  }

  /// Adds `longPress`, attached to `region`, and returns its identifier (the next
  /// number), which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ longPress: LongPressRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(longPress, to: region, tapsRequired: longPress.numberOfTapsRequired) { $0.append($1) }
  }

  /// Adds `swipe`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ swipe: SwipeRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(swipe, to: region) { $0.append($1) }
  }

  /// Adds `edgePan`, attached to `region`, and returns its identifier (the next
  /// number), which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ edgePan: ScreenEdgePanRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(edgePan, to: region) { $0.append($1) }
  }

  /// Adds `pinch`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ pinch: PinchRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(pinch, to: region) { $0.append($1) }
  }

  /// Adds `rotation`, attached to `region`, and returns its identifier (the next
  /// number), which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  @usableFromInline package mutating func add(_ rotation: RotationRecognizer, to region: RegionID) -> GestureRecognizerID {
    add(rotation, to: region) { $0.append($1) }
  }

  /// Gives `recognizer` the next identifier, stores it with `store` and gives it empty
  /// bookkeeping in `region` (`appendMember`); returns its identifier.
  private mutating func add<Recognizer: GestureRecognizer>(
    _ recognizer: Recognizer, to region: RegionID, tapsRequired: Int = 0,
    store: (inout ArenaRecognizers<PanEstimator>, Recognizer) -> ArenaSlot
  ) -> GestureRecognizerID {
    var recognizer = recognizer
    recognizer.id = nextID(in: region)
    return appendMember(store(&recognizers, recognizer), in: region, tapsRequired: tapsRequired)
  }

  /// The identifier the next recognizer added to `region` gets.
  func nextID(in region: RegionID) -> GestureRecognizerID {
    precondition(region.rawValue >= 0 && region.rawValue < _regions.count, "GestureArena: unknown region \(region.rawValue)")
    return GestureRecognizerID(rawValue: members.count)
  }

  /// Gives the recognizer just stored in `recognizers` at `slot` empty bookkeeping in
  /// `region`; returns its identifier.
  /// `tapsRequired` is its number of taps, for the prevention rules (0 for kinds
  /// without taps).
  mutating func appendMember(_ slot: ArenaSlot, in region: RegionID, tapsRequired: Int = 0) -> GestureRecognizerID {
    let id = GestureRecognizerID(rawValue: members.count)
    members.append(Member(slot: slot, region: region.rawValue, tapsRequired: tapsRequired))
    requirements.append([])
    unpreventable.append([])
    simultaneous.append([])
    serials.append([])
    beginConditions.append(nil)
    beginRefusals.append(nil)
    return id
  }

  /// Makes `recognizer` succeed only after `other` fails (`require(toFail:)`; see the
  /// type's documentation).
  /// - Precondition: both belong to this arena, differ, and the requirement creates no
  ///   cycle.
  @usableFromInline package mutating func require(_ recognizer: GestureRecognizerID, toFail other: GestureRecognizerID) {
    checkMember(recognizer)
    checkMember(other)
    precondition(recognizer != other, "GestureArena: a recognizer cannot require itself to fail")
    precondition(!requires(other.rawValue, transitively: recognizer.rawValue), "GestureArena: require(toFail:) would create a cycle")
    if !requirements[recognizer.rawValue].contains(other.rawValue) {
      requirements[recognizer.rawValue].append(other.rawValue)
    }
  }

  /// Gives `recognizer` its delegate's `gestureRecognizerShouldBegin(_:)` as data:
  /// when it would succeed (a continuous recognizer begins, a discrete one is
  /// recognized) and `condition` does not hold for its translation and velocity then,
  /// it fails instead, with the reason `.shouldBeginRefused`. Nil: it always may.
  /// - Precondition: `recognizer` belongs to this arena.
  @usableFromInline package mutating func setShouldBegin(_ condition: Screen.BeginCondition?, for recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    beginConditions[recognizer.rawValue] = condition
  }

  /// Makes `recognizer` fail with `reason` whenever it would succeed, until called
  /// again with nil (a scroll view's pan while its content has touches it may not
  /// cancel: `canCancelContentTouches` false).
  /// - Precondition: `recognizer` belongs to this arena.
  package mutating func setBeginRefused(_ reason: GestureFailureReason?, for recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    beginRefusals[recognizer.rawValue] = reason
  }

  /// Lets `a` and `b` both succeed with shared touches
  /// (`shouldRecognizeSimultaneouslyWith` returning true for the pair; the default is
  /// false for every pair).
  /// - Precondition: both belong to this arena.
  @usableFromInline package mutating func recognizeSimultaneously(_ a: GestureRecognizerID, _ b: GestureRecognizerID) {
    checkMember(a)
    checkMember(b)
    if !simultaneous[a.rawValue].contains(b.rawValue) { simultaneous[a.rawValue].append(b.rawValue) }
    if !simultaneous[b.rawValue].contains(a.rawValue) { simultaneous[b.rawValue].append(a.rawValue) }
  }

  /// Makes `recognizer`'s success never fail `other` through competition: UIKit's
  /// `canPrevent(_:)` answering false for `other` (or `other`'s `canBePrevented(by:)`
  /// answering false). `other` may then succeed while `recognizer` is recognized or
  /// in progress. Failure requirements are not affected.
  /// - Precondition: both belong to this arena.
  @usableFromInline package mutating func disallowPrevention(of other: GestureRecognizerID, by recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    checkMember(other)
    if !unpreventable[recognizer.rawValue].contains(other.rawValue) {
      unpreventable[recognizer.rawValue].append(other.rawValue)
    }
  }

  /// Whether `recognizer`'s success fails `other` when they share touches and may not
  /// recognize simultaneously (UIKit's `canPrevent` and `canBePrevented`). True except
  /// for pairs given to `disallowPrevention(of:by:)` and UIKit's built-in exception: a
  /// long press cannot prevent a tap that requires more taps than it does (so a
  /// default long press, with 0 taps, leaves a single tap alone).
  @usableFromInline package func canPrevent(_ recognizer: GestureRecognizerID, _ other: GestureRecognizerID) -> Bool {
    checkMember(recognizer)
    checkMember(other)
    return canPrevent(recognizer.rawValue, other.rawValue)
  }

  /// The state of `recognizer` as UIKit would show it: `possible` while it waits for a
  /// failure requirement, otherwise the recognizer's own state.
  @inlinable
  package func state(of recognizer: GestureRecognizerID) -> GestureState {
    checkMember(recognizer)
    return members[recognizer.rawValue].isPending ? .possible : recognizers.state(members[recognizer.rawValue].slot)
  }

  /// Whether `recognizer` would have succeeded but waits for a recognizer it requires
  /// to fail.
  @usableFromInline package func isWaitingForFailure(_ recognizer: GestureRecognizerID) -> Bool {
    checkMember(recognizer)
    return members[recognizer.rawValue].isPending
  }

  /// The region `recognizer` is attached to.
  @usableFromInline package func region(of recognizer: GestureRecognizerID) -> RegionID {
    checkMember(recognizer)
    return RegionID(rawValue: members[recognizer.rawValue].region)
  }

  /// The pan recognizer `recognizer`, to read its translation, last movement or
  /// velocity.
  /// - Precondition: `recognizer` is a pan of this arena.
  @inlinable
  package func pan(_ recognizer: GestureRecognizerID) -> PanRecognizer<PanEstimator> {
    checkMember(recognizer)
    guard let pan = recognizers.pan(members[recognizer.rawValue].slot) else {
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
    return pan
  }

  /// `pan(recognizer).velocity(at: time)`, in points per second, without copying
  /// the recognizer out of the arena (a frame of a scroll-view scene reads it).
  /// - Precondition: `recognizer` is a pan of this arena.
  @inlinable
  func panVelocity(_ recognizer: GestureRecognizerID, at time: Double) -> Vector? {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan: return recognizers.panVelocity(slot, at: time)
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation: preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }

  /// Sets pan `recognizer`'s ``PanRecognizer/tracksImmediately``: whether its next
  /// gesture begins at its first touch-down (a scroll view catching its own motion).
  /// - Precondition: `recognizer` is a pan of this arena.
  @usableFromInline package mutating func setTracksImmediately(_ value: Bool, forPan recognizer: GestureRecognizerID) {
    modifyPan(recognizer) { $0.tracksImmediately = value }
  }

  /// Member `recognizer`, read with `lookup` (an `ArenaRecognizers` per-kind reader,
  /// `nil` for a member of another kind).
  /// - Precondition: `recognizer` is a member of this arena of the kind `lookup`
  ///   reads; otherwise stops, saying it is not `kind` (with its article: "a tap").
  @inlinable
  func member<Recognizer>(
    _ recognizer: GestureRecognizerID, _ kind: String, _ lookup: (ArenaSlot) -> Recognizer?
  ) -> Recognizer {
    checkMember(recognizer)
    guard let value = lookup(members[recognizer.rawValue].slot) else {
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not \(kind)")
    }
    return value
  }

  /// The tap recognizer `recognizer`.
  /// - Precondition: `recognizer` is a tap of this arena.
  @inlinable
  package func tap(_ recognizer: GestureRecognizerID) -> TapRecognizer {
    member(recognizer, "a tap") { recognizers.tap($0) }
  }

  /// The long-press recognizer `recognizer`.
  /// - Precondition: `recognizer` is a long press of this arena.
  @usableFromInline package func longPress(_ recognizer: GestureRecognizerID) -> LongPressRecognizer {
    member(recognizer, "a long press") { recognizers.longPress($0) }
  }

  /// The swipe recognizer `recognizer`.
  /// - Precondition: `recognizer` is a swipe of this arena.
  @usableFromInline package func swipe(_ recognizer: GestureRecognizerID) -> SwipeRecognizer {
    member(recognizer, "a swipe") { recognizers.swipe($0) }
  }

  /// The screen-edge pan recognizer `recognizer`.
  /// - Precondition: `recognizer` is a screen-edge pan of this arena.
  @usableFromInline package func screenEdgePan(_ recognizer: GestureRecognizerID) -> ScreenEdgePanRecognizer {
    member(recognizer, "a screen-edge pan") { recognizers.screenEdgePan($0) }
  }

  /// The pinch recognizer `recognizer`, to read its scale and velocity.
  /// - Precondition: `recognizer` is a pinch of this arena.
  @usableFromInline package func pinch(_ recognizer: GestureRecognizerID) -> PinchRecognizer {
    member(recognizer, "a pinch") { recognizers.pinch($0) }
  }

  /// The rotation recognizer `recognizer`, to read its rotation and velocity.
  /// - Precondition: `recognizer` is a rotation recognizer of this arena.
  @usableFromInline package func rotation(_ recognizer: GestureRecognizerID) -> RotationRecognizer {
    member(recognizer, "a rotation recognizer") { recognizers.rotation($0) }
  }

  /// The earliest time, in seconds, at which time passing alone changes a recognizer
  /// (for example a double tap's interval running out), or `nil`.
  @inlinable
  package var nextDeadline: Double? { earliestDeadline }

  // MARK: - Input

  /// Whether every sample of `event` is a coalesced `moved` or `stationary` one.
  @inlinable
  static func isOnlyCoalescedMovement(_ event: TouchEvent) -> Bool {
    if event.touches.isEmpty { return false }
    // An index loop: iterating `event.touches` would retain its buffer.
    var i = 0
    while i < event.touches.count {
      let touch = event.touches[i]
      i += 1
      guard touch.isCoalesced else { return false }
      switch touch.phase {
      case .moved, .stationary: continue
      case .began, .ended, .cancelled: return false
      }
    }
    return true
  }

  /// Runs the deadlines up to `event.time`, then routes `event` to the recognizers and
  /// appends every transition to `outputs`, in time and causal order.
  @inlinable
  package mutating func handle(_ event: TouchEvent, into outputs: inout [GestureOutput]) {
    if let deadline = earliestDeadline, deadline <= event.time {
      advance(to: event.time, into: &outputs)
    }
    // UIKit's recognizers see an event's main touches only: samples delivered through
    // `coalescedTouches(for:)` that do not change a finger's phase never reach them.
    if Self.isOnlyCoalescedMovement(event) { return }
    let firstOutput = outputs.count

    // Hit-test the touches that begin and give them serial numbers.
    var anyBegan = false
    var anyEnded = false
    var s = 0
    while s < event.touches.count {
      let phase = event.touches[s].phase
      s += 1
      switch phase {
      case .began: anyBegan = true
      case .ended, .cancelled: anyEnded = true
      case .moved, .stationary: break
      }
    }
    if anyBegan {
      let samples = event.touches
      hitRegions.removeAllElements()
      beganSerials.removeAllElements()
      for sample in samples {
        if sample.phase == .began && activeTouches.index(ofTouch: sample.id) == nil {
          hitRegions.append(_regions.hitTest(sample.location)?.rawValue ?? -1)
          beganSerials.append(nextSerial)
          activeTouches.append(ActiveTouch(id: sample.id, serial: nextSerial))
          nextSerial += 1
        } else {
          hitRegions.append(-1)
          beganSerials.append(-1)
        }
      }
      for m in members.indices where !isFrozen(m) {
        for i in samples.indices where hitRegions[i] >= 0 && _regions.isSelfOrAncestor(members[m].region, of: hitRegions[i]) {
          serials[m].append(beganSerials[i])
          members[m].hasSerials = true
        }
      }
    }

    // Deliver the event, recognizer by recognizer, routing outputs as they come.
    if anyBegan {
      // Which samples each recognizer accepts, decided before it runs and read
      // through a buffer pointer (a closure capturing the hit regions and the
      // tree would retain each of their buffers per recognizer).
      var accepted: [Bool] = []
      swap(&accepted, &acceptedScratch)
      let count = event.touches.count
      for m in members.indices where !isFrozen(m) {
        let region = members[m].region
        accepted.removeAllElements()
        for i in 0 ..< count {
          accepted.append(hitRegions[i] >= 0 && _regions.isSelfOrAncestor(region, of: hitRegions[i]))
        }
        let start = outputs.count
        accepted.withUnsafeBufferPointer { mask in
          recognizers.handle(members[m].slot, event, accepting: { mask[$0] }, into: &outputs)
        }
        routeDelivered(m, from: start, in: &outputs)
      }
      acceptedScratch = accepted
    } else {
      for m in members.indices where !isFrozen(m) {
        // A member that this event cannot change (see `_ignoresEventWithoutBegan`) is
        // not called.
        if recognizers.ignoresEventWithoutBegan(members[m].slot) { continue }
        let start = outputs.count
        recognizers.handle(members[m].slot, event, accepting: { _ in false }, into: &outputs)
        routeDelivered(m, from: start, in: &outputs)
      }
    }

    if anyEnded {
      var s = 0
      while s < event.touches.count {
        let sample = event.touches[s]
        s += 1
        guard sample.phase.isEnd else { continue }
        if let i = activeTouches.index(ofTouch: sample.id) { activeTouches.remove(at: i) }
      }
    }
    // Only touches beginning or ending, or transitions other than `changed`, can end a
    // gesture, change a deadline or settle a success; otherwise there is nothing to
    // clean up.
    var structural = anyBegan || anyEnded
    var i = firstOutput
    while !structural && i < outputs.count {
      structural = outputs[i].state != .changed
      i += 1
    }
    if structural { endStep() }
  }

  /// Lets time run to `time` (seconds): every deadline at or before it fires, earliest
  /// first, each at its own time, with its consequences; appends the transitions to
  /// `outputs`.
  @inlinable
  package mutating func advance(to time: Double, into outputs: inout [GestureOutput]) {
    while let deadline = earliestDeadline, deadline <= time {
      for m in members.indices where !isFrozen(m) {
        guard let own = recognizers.deadline(members[m].slot), own <= deadline else { continue }
        let start = outputs.count
        recognizers.advance(members[m].slot, to: deadline, into: &outputs)
        if outputs.count > start { routeNewOutputs(of: m, from: start, in: &outputs) }
      }
      endStep()
    }
  }
}
