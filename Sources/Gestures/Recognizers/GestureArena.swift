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
public struct GestureArena<PanEstimator: VelocityEstimator>: Sendable {
  /// The hit regions recognizers are attached to.
  public private(set) var regions = RegionTree()

  var pans: [PanRecognizer<PanEstimator>] = []
  var taps: [TapRecognizer] = []
  var members: [Member] = []
  /// Touches down, with the serial number the arena gave each when it began (touch
  /// identifiers may be reused; serials are not).
  var activeTouches: [ActiveTouch] = []
  var nextSerial = 0
  /// The latest time seen, in seconds.
  var time = -Double.infinity
  /// Reused buffers: one recognizer's raw outputs; per sample of the current event,
  /// the hit region (or -1) and the serial of a beginning touch (or -1).
  var scratch: [GestureOutput] = []
  var hitRegions: [Int] = []
  var beganSerials: [Int] = []

  /// Creates an arena with no regions and no recognizers.
  public init() {}

  // MARK: - Regions

  /// Adds a hit region with `frame` (screen points) inside `parent`, or as a root.
  /// See `RegionTree.addRegion(frame:parent:)`.
  public mutating func addRegion(frame: Rect, parent: RegionID? = nil) -> RegionID {
    regions.addRegion(frame: frame, parent: parent)
  }

  /// Replaces the frame (screen points) of `region`. Touches that begin afterwards are
  /// hit-tested against it; touches already down keep their recognizers.
  public mutating func setFrame(_ frame: Rect, of region: RegionID) {
    regions.setFrame(frame, of: region)
  }

  // MARK: - Recognizers

  /// Adds `pan`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  public mutating func add(_ pan: PanRecognizer<PanEstimator>, to region: RegionID) -> GestureRecognizerID {
    precondition(region.rawValue >= 0 && region.rawValue < regions.count, "GestureArena: unknown region \(region.rawValue)")
    var pan = pan
    let id = GestureRecognizerID(rawValue: members.count)
    pan.id = id
    members.append(Member(kind: .pan, index: pans.count, region: region.rawValue))
    pans.append(pan)
    return id
  }

  /// Adds `tap`, attached to `region`, and returns its identifier (the next number),
  /// which the arena also stores in the recognizer's `id`.
  /// - Precondition: `region` is a region of this arena.
  public mutating func add(_ tap: TapRecognizer, to region: RegionID) -> GestureRecognizerID {
    precondition(region.rawValue >= 0 && region.rawValue < regions.count, "GestureArena: unknown region \(region.rawValue)")
    var tap = tap
    let id = GestureRecognizerID(rawValue: members.count)
    tap.id = id
    members.append(Member(kind: .tap, index: taps.count, region: region.rawValue))
    taps.append(tap)
    return id
  }

  /// Makes `recognizer` succeed only after `other` fails (`require(toFail:)`; see the
  /// type's documentation).
  /// - Precondition: both belong to this arena, differ, and the requirement creates no
  ///   cycle.
  public mutating func require(_ recognizer: GestureRecognizerID, toFail other: GestureRecognizerID) {
    checkMember(recognizer)
    checkMember(other)
    precondition(recognizer != other, "GestureArena: a recognizer cannot require itself to fail")
    precondition(!requires(other.rawValue, transitively: recognizer.rawValue), "GestureArena: require(toFail:) would create a cycle")
    if !members[recognizer.rawValue].requirements.contains(other.rawValue) {
      members[recognizer.rawValue].requirements.append(other.rawValue)
    }
  }

  /// Lets `a` and `b` both succeed with shared touches
  /// (`shouldRecognizeSimultaneouslyWith` returning true for the pair; the default is
  /// false for every pair).
  /// - Precondition: both belong to this arena.
  public mutating func recognizeSimultaneously(_ a: GestureRecognizerID, _ b: GestureRecognizerID) {
    checkMember(a)
    checkMember(b)
    if !members[a.rawValue].simultaneous.contains(b.rawValue) { members[a.rawValue].simultaneous.append(b.rawValue) }
    if !members[b.rawValue].simultaneous.contains(a.rawValue) { members[b.rawValue].simultaneous.append(a.rawValue) }
  }

  /// The state of `recognizer` as UIKit would show it: `possible` while it waits for a
  /// failure requirement, otherwise the recognizer's own state.
  public func state(of recognizer: GestureRecognizerID) -> GestureState {
    checkMember(recognizer)
    return members[recognizer.rawValue].pending != nil ? .possible : recognizerState(recognizer.rawValue)
  }

  /// Whether `recognizer` would have succeeded but waits for a recognizer it requires
  /// to fail.
  public func isWaitingForFailure(_ recognizer: GestureRecognizerID) -> Bool {
    checkMember(recognizer)
    return members[recognizer.rawValue].pending != nil
  }

  /// The region `recognizer` is attached to.
  public func region(of recognizer: GestureRecognizerID) -> RegionID {
    checkMember(recognizer)
    return RegionID(rawValue: members[recognizer.rawValue].region)
  }

  /// The pan recognizer `recognizer`, to read its translation, last movement or
  /// velocity.
  /// - Precondition: `recognizer` is a pan of this arena.
  public func pan(_ recognizer: GestureRecognizerID) -> PanRecognizer<PanEstimator> {
    checkMember(recognizer)
    let member = members[recognizer.rawValue]
    precondition(member.kind == .pan, "GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    return pans[member.index]
  }

  /// The tap recognizer `recognizer`.
  /// - Precondition: `recognizer` is a tap of this arena.
  public func tap(_ recognizer: GestureRecognizerID) -> TapRecognizer {
    checkMember(recognizer)
    let member = members[recognizer.rawValue]
    precondition(member.kind == .tap, "GestureArena: recognizer \(recognizer.rawValue) is not a tap")
    return taps[member.index]
  }

  /// The earliest time, in seconds, at which time passing alone changes a recognizer
  /// (for example a double tap's interval running out), or `nil`.
  public var nextDeadline: Double? {
    var earliest: Double?
    for m in members.indices where !isFrozen(m) {
      if let deadline = recognizerDeadline(m), earliest.map({ deadline < $0 }) ?? true {
        earliest = deadline
      }
    }
    return earliest
  }

  // MARK: - Input

  /// Runs the deadlines up to `event.time`, then routes `event` to the recognizers and
  /// appends every transition to `outputs`, in time and causal order.
  public mutating func handle(_ event: TouchEvent, into outputs: inout [GestureOutput]) {
    advance(to: event.time, into: &outputs)
    if event.time > time { time = event.time }
    let samples = event.touches

    // Hit-test the touches that begin and give them serial numbers.
    var anyBegan = false
    hitRegions.removeAll(keepingCapacity: true)
    beganSerials.removeAll(keepingCapacity: true)
    for sample in samples {
      if sample.phase == .began && activeTouches.index(ofTouch: sample.id) == nil {
        anyBegan = true
        hitRegions.append(regions.hitTest(sample.location)?.rawValue ?? -1)
        beganSerials.append(nextSerial)
        activeTouches.append(ActiveTouch(id: sample.id, serial: nextSerial))
        nextSerial += 1
      } else {
        hitRegions.append(-1)
        beganSerials.append(-1)
      }
    }
    if anyBegan {
      for m in members.indices where !isFrozen(m) {
        for i in samples.indices where hitRegions[i] >= 0 && regions.isSelfOrAncestor(members[m].region, of: hitRegions[i]) {
          members[m].serials.append(beganSerials[i])
        }
      }
    }

    // Deliver the event, recognizer by recognizer, routing outputs as they come.
    var raw = takeScratch()
    for m in members.indices where !isFrozen(m) {
      raw.removeAll(keepingCapacity: true)
      if anyBegan {
        let region = members[m].region
        let hits = hitRegions
        let tree = regions
        recognizerHandle(m, event, accepting: { i in hits[i] >= 0 && tree.isSelfOrAncestor(region, of: hits[i]) }, into: &raw)
      } else {
        recognizerHandle(m, event, accepting: { _ in false }, into: &raw)
      }
      for output in raw {
        route(output, from: m, into: &outputs)
      }
    }
    putScratch(raw)

    for sample in samples where sample.phase.isEnd {
      if let i = activeTouches.index(ofTouch: sample.id) { activeTouches.remove(at: i) }
    }
    endStep()
  }

  /// Lets time run to `time` (seconds): every deadline at or before it fires, earliest
  /// first, each at its own time, with its consequences; appends the transitions to
  /// `outputs`.
  public mutating func advance(to time: Double, into outputs: inout [GestureOutput]) {
    while let deadline = nextDeadline, deadline <= time {
      if deadline > self.time { self.time = deadline }
      var raw = takeScratch()
      for m in members.indices where !isFrozen(m) {
        guard let own = recognizerDeadline(m), own <= deadline else { continue }
        raw.removeAll(keepingCapacity: true)
        recognizerAdvance(m, to: deadline, into: &raw)
        for output in raw {
          route(output, from: m, into: &outputs)
        }
      }
      putScratch(raw)
      endStep()
    }
    if time > self.time { self.time = time }
  }

  /// Runs the deadlines up to `event.time`, routes `event`, and returns the
  /// transitions in order.
  public mutating func handle(_ event: TouchEvent) -> [GestureOutput] {
    var outputs: [GestureOutput] = []
    handle(event, into: &outputs)
    return outputs
  }

  /// Lets time run to `time` (seconds) and returns the transitions in order.
  public mutating func advance(to time: Double) -> [GestureOutput] {
    var outputs: [GestureOutput] = []
    advance(to: time, into: &outputs)
    return outputs
  }
}
