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
    public static func uikitDefault(for kind: RecognizerKind) -> Policy {
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
  public struct Record: Hashable, Sendable {
    /// When the view receives it, in seconds (a held touch: when it was released).
    public var time: Double
    public var method: Method
    /// The touch's identifier (`Touch.id`).
    public var touch: Int
    /// Where the touch was, in screen points.
    public var location: Point

    public init(time: Double, method: Method, touch: Int, location: Point) {
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
  var standing: [GestureRecognizerID: Standing] = [:]
  /// Touches down (identifiers).
  var down: [Int] = []
  /// Touches whose `touchesBegan` the view received and whose end it did not, with
  /// their latest locations given to it, in the order they began.
  var open: [Record] = []
  /// Held calls (`touchesBegan`/`Moved` while a delaying recognizer decides, and
  /// lifts while a recognizer delaying ends decides), in order.
  var held: [Record] = []
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
  }

  /// Applies recognizer transitions (in time order) and appends what the view receives
  /// because of them (released or cancelled touches).
  public mutating func apply(_ outputs: [GestureOutput], into records: inout [Record]) {
    apply(outputs, into: &records, event: false)
  }

  /// `apply(_:into:)` for the outputs of the event that `deliver(_:into:)` delivers
  /// next when `event` is true (not deadline outputs): their failures also hold in a
  /// gesture a touch of that event begins.
  package mutating func apply(_ outputs: [GestureOutput], into records: inout [Record], event: Bool) {
    defer { closeIfDone() }
    if event {
      failedInEvent.removeAll(keepingCapacity: true)
      for output in outputs where output.state == .failed && policies[output.recognizer] != nil {
        failedInEvent.append(output.recognizer)
      }
    }
    for output in outputs {
      if !active { start() }
      guard policies[output.recognizer] != nil else { continue }
      switch output.state {
      case .began, .ended:
        if standing[output.recognizer] == .succeeded { continue }
        standing[output.recognizer] = .succeeded
      case .failed, .cancelled:
        if standing[output.recognizer] == .succeeded && output.state == .cancelled { continue }
        standing[output.recognizer] = .failed
      case .changed, .possible:
        continue
      }
      settle(at: output.time, into: &records)
    }
  }

  /// Delivers `event`'s samples to the view, after the outputs of the same event went
  /// through `apply(_:into:)`; appends the calls the view receives now.
  public mutating func deliver(_ event: TouchEvent, into records: inout [Record]) {
    defer {
      failedInEvent.removeAll(keepingCapacity: true)
      closeIfDone()
    }
    let time = event.time
    for touch in event.touches where touch.phase == .began {
      if !active {
        start()
        for id in failedInEvent { standing[id] = .failed }
      }
      touched = true
      down.append(touch.id)
      offer(Record(time: time, method: .touchesBegan, touch: touch.id, location: touch.location), into: &records)
    }
    for touch in event.touches where touch.phase == .moved && !touch.isCoalesced {
      guard down.contains(touch.id) else { continue }
      offer(Record(time: time, method: .touchesMoved, touch: touch.id, location: touch.location), into: &records)
    }
    for touch in event.touches where touch.phase == .ended || touch.phase == .cancelled {
      guard down.contains(touch.id) else { continue }
      let method: Method = touch.phase == .ended ? .touchesEnded : .touchesCancelled
      offer(Record(time: time, method: method, touch: touch.id, location: touch.location), into: &records)
      down.removeAll { $0 == touch.id }
    }
  }

  /// Starts a gesture: every recognizer undecided.
  mutating func start() {
    standing = policies.mapValues { _ in .undecided }
    cancelled = false
    active = true
    touched = false
  }

  /// Ends the gesture once no finger is down, nothing is held and every recognizer decided.
  mutating func closeIfDone() {
    if active && touched && down.isEmpty && held.isEmpty && !isUndecidedAfterLift { active = false }
  }

  /// Whether some recognizer is still undecided after the last finger lifted.
  var isUndecidedAfterLift: Bool {
    standing.values.contains { if case .undecided = $0 { return true } else { return false } }
  }

  /// Whether an undecided recognizer has `property`.
  func undecided(_ property: KeyPath<Policy, Bool>) -> Bool {
    standing.contains { id, standing in
      if case .undecided = standing { return policies[id]?[keyPath: property] ?? false }
      return false
    }
  }

  /// Hands `record` to the view now, holds it, or drops it.
  mutating func offer(_ record: Record, into records: inout [Record]) {
    if cancelled { return }
    if !held.isEmpty || undecided(\.delaysTouchesBegan) {
      held.append(record)
      return
    }
    if record.method == .touchesEnded && undecided(\.delaysTouchesEnded) {
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
    let cancelling = standing.contains { id, standing in
      if case .succeeded = standing { return policies[id]?.cancelsTouchesInView ?? false }
      return false
    }
    if cancelling && !cancelled {
      cancelled = true
      // The view learns of the end of every touch it had begun and not ended.
      for record in open {
        records.append(Record(time: time, method: .touchesCancelled, touch: record.touch, location: record.location))
      }
      open.removeAll()
      held.removeAll()
      return
    }
    guard !cancelled else { return }
    var released: [Record] = []
    swap(&released, &held)
    for record in released {
      var now = record
      now.time = time
      offer(now, into: &records)
    }
  }
}
