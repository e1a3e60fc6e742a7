import ScrollPhysics

/// What the view under the touches receives (`touchesBegan`, `touchesMoved`,
/// `touchesEnded`, `touchesCancelled`) while recognizers attached to it (or to its
/// superviews) look at the same touches, by UIKit's three delivery properties
/// (`UIGestureRecognizer` documentation; docs/recognizers.md, "What the view receives"):
/// - `cancelsTouchesInView` (default true): once such a recognizer succeeds (a
///   continuous one begins, a discrete one is recognized), the view gets
///   `touchesCancelled` for the touches it had, and nothing more of this gesture;
/// - `delaysTouchesBegan` (default false; true for a screen-edge pan): while such a
///   recognizer has not decided, the view gets nothing; when it fails, the view gets
///   what was held, at the failure's time; when it succeeds, never;
/// - `delaysTouchesEnded` (default true): a lift while such a recognizer has not
///   decided (a tap waiting for its double tap) reaches the view only when it fails
///   (then `touchesEnded`, at that time) or succeeds (then `touchesCancelled`).
///
/// Feed it, for every input, first the recognizers' outputs (they see the touches
/// before the view does), then the event itself; deadline outputs between events
/// with `apply(_:into:)` alone. A gesture lasts from the first finger down until every
/// finger lifted and every recognizer decided.
public struct TouchDelivery: Sendable {
  /// A recognizer's delivery properties.
  public struct Policy: Hashable, Sendable {
    /// `cancelsTouchesInView`. Default true.
    public var cancelsTouchesInView: Bool
    /// `delaysTouchesBegan`. Default false.
    public var delaysTouchesBegan: Bool
    /// `delaysTouchesEnded`. Default true.
    public var delaysTouchesEnded: Bool

    /// Creates a policy (UIKit's defaults).
    public init(cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false, delaysTouchesEnded: Bool = true) {
      self.cancelsTouchesInView = cancelsTouchesInView
      self.delaysTouchesBegan = delaysTouchesBegan
      self.delaysTouchesEnded = delaysTouchesEnded
    }

    /// The policy of a kind at UIKit's defaults: a screen-edge pan delays touches
    /// began; every other kind keeps the defaults.
    package static func uikitDefault(for kind: RecognizerKind) -> Policy {
      switch kind {
      case .screenEdgePan: return Policy(delaysTouchesBegan: true)
      case .tap, .pan, .longPress, .swipe, .pinch, .rotation: return Policy()
      }
    }
  }

  /// Which `UIResponder` method the view receives.
  public enum Method: String, Hashable, Sendable {
    case touchesBegan
    case touchesMoved
    case touchesEnded
    case touchesCancelled
  }

  /// One call the view receives, for one touch.
  package struct Record: Hashable, Sendable {
    /// When the view receives it, in seconds (a held touch: when it was released).
    package var time: Double
    package var method: Method
    /// The touch's identifier (`Touch.id`).
    package var touch: Int
    /// Where the touch was, in screen points.
    package var location: Point

    package init(time: Double, method: Method, touch: Int, location: Point) {
      self.time = time
      self.method = method
      self.touch = touch
      self.location = location
    }
  }

  /// A recognizer's standing in the current gesture.
  enum Standing: Sendable {
    case undecided
    case succeeded
    case failed
  }

  /// The policies, by recognizer.
  public let policies: [GestureRecognizerID: Policy]
  /// The recognizers of `policies` with their policies, in identifier order (the same in every process), and each
  /// one's standing in the current gesture (all `failed` before the first: no
  /// recognizer undecided or succeeded). Arrays, not dictionaries: read per sample.
  let members: [GestureRecognizerID]
  let memberPolicies: [Policy]
  var standings: [Standing]
  /// How many of `policies` delay touches began, and delay touches ended.
  let beganDelayers: Int
  let endedDelayers: Int
  /// Of the standings now: how many are undecided, undecided and delaying touches
  /// began, undecided and delaying touches ended, and succeeded and cancelling
  /// touches in view.
  var undecidedCount = 0
  var undecidedBeganDelayers = 0
  var undecidedEndedDelayers = 0
  var succeededCancellers = 0
  /// Touches down (identifiers).
  var down: [Int] = []
  /// Touches whose `touchesBegan` the view received and whose end it did not, with
  /// their latest locations given to it, in the order they began.
  var open: [Record] = []
  /// Held calls (`touchesBegan`/`Moved` while a delaying recognizer decides, and
  /// lifts while a recognizer delaying ends decides), in order.
  var held: [Record] = []
  /// An empty buffer `settle` releases the held calls from (reused).
  var releasing: [Record] = []
  /// Whether a cancelling recognizer succeeded in this gesture.
  var cancelled = false
  /// Whether a gesture is in progress (from the first touch-down, or the first output,
  /// until no finger is down, nothing is held and every recognizer decided).
  var active = false
  /// Whether a finger came down in the current gesture (one started by outputs that
  /// come before its first touch-down is not over before that touch-down).
  var touched = false
  /// The recognizers that failed in the outputs of the event being handled (given to
  /// `apply(_:into:event:)`), until that event is delivered: a touch that begins in
  /// the event took part in their failure (the arena gave it to them first), so a
  /// gesture it begins starts with them failed. (A double tap whose second touch lands
  /// too far fails for that touch's whole life; without this the view would hold the
  /// touch's lift for it forever.)
  var failedInEvent: [GestureRecognizerID] = []

  /// Creates the view's delivery for recognizers with `policies`.
  public init(policies: [GestureRecognizerID: Policy]) {
    self.policies = policies
    members = policies.keys.sorted()
    memberPolicies = members.map { policies[$0]! }
    standings = Array(repeating: .failed, count: members.count)
    beganDelayers = memberPolicies.count(where: { $0.delaysTouchesBegan })
    endedDelayers = memberPolicies.count(where: { $0.delaysTouchesEnded })
  }

  /// Applies recognizer transitions (in time order) and appends what the view receives
  /// because of them (released or cancelled touches).
  package mutating func apply(_ outputs: [GestureOutput], into records: inout [Record]) {
    apply(outputs, into: &records, event: false)
  }

  /// `apply(_:into:)` for the outputs of the event that `deliver(_:into:)` delivers
  /// next when `event` is true (not deadline outputs): their failures also hold in a
  /// gesture a touch of that event begins.
  package mutating func apply(_ outputs: [GestureOutput], into records: inout [Record], event: Bool) {
    defer { closeIfDone() }
    if event {
      failedInEvent.removeAll(keepingCapacity: true)
      var f = 0
      while f < outputs.count {
        let output = outputs[f]
        f += 1
        if output.state == .failed && members.contains(output.recognizer) { failedInEvent.append(output.recognizer) }
      }
    }
    var o = 0
    while o < outputs.count {
      let output = outputs[o]
      o += 1
      if !active { start() }
      guard let i = members.firstIndex(of: output.recognizer) else { continue }
      switch output.state {
      case .began, .ended:
        if standings[i] == .succeeded { continue }
        decide(i, .succeeded)
      case .failed, .cancelled:
        if standings[i] == .succeeded && output.state == .cancelled { continue }
        decide(i, .failed)
      case .changed, .possible:
        continue
      }
      settle(at: output.time, into: &records)
    }
  }

  /// Delivers `event`'s samples to the view, after the outputs of the same event went
  /// through `apply(_:into:)`; appends the calls the view receives now.
  package mutating func deliver(_ event: TouchEvent, into records: inout [Record]) {
    defer {
      failedInEvent.removeAll(keepingCapacity: true)
      closeIfDone()
    }
    let time = event.time
    var s = 0
    while s < event.touches.count {
      let touch = event.touches[s]
      s += 1
      guard touch.phase == .began else { continue }
      if !active {
        start()
        for id in failedInEvent {
          if let i = members.firstIndex(of: id) { decide(i, .failed) }
        }
      }
      touched = true
      down.append(touch.id)
      offer(Record(time: time, method: .touchesBegan, touch: touch.id, location: touch.location), into: &records)
    }
    s = 0
    while s < event.touches.count {
      let touch = event.touches[s]
      s += 1
      guard touch.phase == .moved && !touch.isCoalesced && down.contains(touch.id) else { continue }
      offer(Record(time: time, method: .touchesMoved, touch: touch.id, location: touch.location), into: &records)
    }
    s = 0
    while s < event.touches.count {
      let touch = event.touches[s]
      s += 1
      guard touch.phase == .ended || touch.phase == .cancelled, down.contains(touch.id) else { continue }
      let method: Method = touch.phase == .ended ? .touchesEnded : .touchesCancelled
      offer(Record(time: time, method: method, touch: touch.id, location: touch.location), into: &records)
      down.removeAll { $0 == touch.id }
    }
  }

  /// Starts a gesture: every recognizer undecided.
  mutating func start() {
    for i in standings.indices { standings[i] = .undecided }
    undecidedCount = standings.count
    undecidedBeganDelayers = beganDelayers
    undecidedEndedDelayers = endedDelayers
    succeededCancellers = 0
    cancelled = false
    active = true
    touched = false
  }

  /// Gives recognizer `i` the standing `standing` (succeeded or failed), keeping the counts.
  mutating func decide(_ i: Int, _ standing: Standing) {
    let policy = memberPolicies[i]
    switch standings[i] {
    case .undecided:
      undecidedCount -= 1
      if policy.delaysTouchesBegan { undecidedBeganDelayers -= 1 }
      if policy.delaysTouchesEnded { undecidedEndedDelayers -= 1 }
    case .succeeded:
      if policy.cancelsTouchesInView { succeededCancellers -= 1 }
    case .failed:
      break
    }
    switch standing {
    case .undecided:
      undecidedCount += 1
      if policy.delaysTouchesBegan { undecidedBeganDelayers += 1 }
      if policy.delaysTouchesEnded { undecidedEndedDelayers += 1 }
    case .succeeded:
      if policy.cancelsTouchesInView { succeededCancellers += 1 }
    case .failed:
      break
    }
    standings[i] = standing
  }

  /// Ends the gesture once no finger is down, nothing is held and every recognizer decided.
  mutating func closeIfDone() {
    if active && touched && down.isEmpty && held.isEmpty && !isUndecidedAfterLift { active = false }
  }

  /// Whether some recognizer is still undecided after the last finger lifted.
  var isUndecidedAfterLift: Bool { undecidedCount > 0 }

  /// Hands `record` to the view now, holds it, or drops it.
  mutating func offer(_ record: Record, into records: inout [Record]) {
    if cancelled { return }
    if !held.isEmpty || undecidedBeganDelayers > 0 {
      held.append(record)
      return
    }
    if record.method == .touchesEnded && undecidedEndedDelayers > 0 {
      held.append(record)
      return
    }
    emit(record, into: &records)
  }

  mutating func emit(_ record: Record, into records: inout [Record]) {
    switch record.method {
    case .touchesBegan:
      open.append(record)
    case .touchesMoved:
      if let i = open.firstIndex(where: { $0.touch == record.touch }) { open[i].location = record.location }
    case .touchesEnded, .touchesCancelled:
      open.removeAll { $0.touch == record.touch }
    }
    records.append(record)
  }

  /// After a recognizer decided at `time`: cancels the view's touches if a cancelling
  /// recognizer succeeded, or releases what may now be delivered.
  mutating func settle(at time: Double, into records: inout [Record]) {
    if succeededCancellers > 0 && !cancelled {
      cancelled = true
      // The view learns of the end of every touch it had begun and not ended.
      for record in open {
        records.append(Record(time: time, method: .touchesCancelled, touch: record.touch, location: record.location))
      }
      open.removeAll()
      held.removeAll()
      return
    }
    guard !cancelled, !held.isEmpty else { return }
    swap(&releasing, &held)
    var r = 0
    while r < releasing.count {
      var now = releasing[r]
      r += 1
      now.time = time
      offer(now, into: &records)
    }
    releasing.removeAllElements()
  }
}
