import ScrollPhysics

/// A recognizer of a two-finger transform (`PinchRecognizer`, `RotationRecognizer`):
/// the event loop both share, written once. It follows its fingers as `TrackedTouch`es
/// (keeping their previous locations), applies an event's samples in UIKit's order
/// (every `began`, then every `moved`/`stationary`, then every `ended`, then every
/// `cancelled`), and leaves to the recognizer what the pair of fingers means:
/// `pairFormed(at:)` when a finger lands to make two, `pairMoved(at:into:)` when one of
/// two moves, and `liftFinishes(cancelled:)` after a lift. A sample that does not change
/// a finger's location is not a move.
@usableFromInline
protocol TransformRecognizer: TransformReadout, ArenaMember {
  /// The tracked fingers, in the order they landed.
  var touches: [TrackedTouch] { get set }
  /// The centroid of `touches` (or where the last fingers were before they lifted),
  /// in screen points.
  var centroid: Point { get set }
  /// The pair formed (UIKit's `touchesBegan` with two active touches) at `time`
  /// (seconds): the transform continues from here.
  mutating func pairFormed(at time: Double)
  /// Two fingers moved (UIKit's `touchesMoved` with two active touches) at `time`
  /// (seconds); appends a `began` if the gesture begins.
  mutating func pairMoved(at time: Double, into outputs: inout [GestureOutput])
  /// The tracked finger `id` moved to `location` (screen points).
  mutating func trackedTouchMoved(_ id: Int, to location: Point)
  /// Whether the fingers left after a lift (a cancellation if `cancelled`) finish the
  /// gesture.
  func liftFinishes(cancelled: Bool) -> Bool
  /// The latest raw rate of the transform's value and the one before, per second.
  var rates: TransformVelocity { get set }
  /// The transform analyzer, fed every move of two fingers.
  var analyzer: TransformAnalyzer { get set }
  /// The transform's value and velocity, as an output reports them.
  var transform: GestureTransform { get }
  /// Forgets what only this kind of transform keeps, at UIKit's `reset`.
  mutating func forgetTransform()
}

/// What a pinch and a rotation report, and how they reset, written once.
extension TransformRecognizer {
  @inlinable
  package var velocity: Double { rates.reported }

  @inlinable
  package var location: Point { centroid }

  @inlinable
  package var numberOfTouches: Int { touches.count }

  @inlinable
  package var dominantComponent: TransformComponent? { analyzer.dominant }

  /// An output with the current location, touch count and, unless it is a failure,
  /// the transform and its velocity.
  @inlinable @inline(__always)
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    GestureOutput(
      recognizer: id, state: state, time: time, location: centroid, numberOfTouches: touches.count,
      transform: state == .failed ? nil : transform)
  }

  /// Goes back to `possible`, forgetting the gesture (UIKit's `reset`: velocities 0,
  /// the analyzer's memory cleared, and `forgetTransform()`), if it is over and no
  /// tracked finger remains.
  @inlinable
  mutating func _resetIfFinished() {
    if _state.isTerminal && touches.isEmpty {
      _state = .possible
      rates = TransformVelocity()
      analyzer.reset()
      forgetTransform()
    }
  }
}

extension TransformRecognizer {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A transform that tracks no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// Applies `event`, accepting a beginning touch only when `accepts` returns true for
  /// its index in `event.touches`; does not reset a finished gesture (the caller does,
  /// at the end of the event).
  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    let time = event.time
    let count = event.touches.count
    let wasActive = _state == .began || _state == .changed

    // The common event of a one-finger gesture: one sample moving the one tracked finger.
    // Only that finger's location changes (and an active gesture reports `changed`), as
    // in the general path below, without its passes over the samples.
    if count == 1 && touches.count == 1 {
      let sample = event.touches[0]
      if sample.phase == .moved && sample.id == touches[0].id {
        touches[0].previousLocation = touches[0].location
        guard touches[0].location != sample.location else { return }
        touches[0].location = sample.location
        trackedTouchMoved(sample.id, to: sample.location)
        centroid = touches.centroid ?? centroid
        if wasActive {
          _state = .changed
          outputs.append(output(.changed, at: time))
        }
        return
      }
    }

    // A new event: each finger's previous location is where it was until now.
    touches.startEvent()

    // touchesBegan
    if touches.appendBeginning(event, accepting: accepts) {
      centroid = touches.centroid ?? centroid
      if !_state.isTerminal && touches.count == 2 { pairFormed(at: time) }
    }

    // touchesMoved
    var moved = false
    var index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == .moved || sample.phase == .stationary else { continue }
      if touches.move(sample) {
        moved = true
        trackedTouchMoved(sample.id, to: sample.location)
      }
    }
    if moved {
      centroid = touches.centroid ?? centroid
      if !_state.isTerminal && touches.count == 2 { pairMoved(at: time, into: &outputs) }
    }

    // touchesEnded, then touchesCancelled: the finger counts where it last moved.
    if removeLifted(.ended, in: event) && liftFinishes(cancelled: false) {
      finish(cancelled: false, at: time, into: &outputs)
    }
    if removeLifted(.cancelled, in: event) && liftFinishes(cancelled: true) {
      finish(cancelled: true, at: time, into: &outputs)
    }

    if moved && wasActive && (_state == .began || _state == .changed) {
      _state = .changed
      outputs.append(output(.changed, at: time))
    }
  }

  /// Removes the tracked fingers whose sample in `event` has `phase`; returns whether
  /// any was removed. After the last lift, `centroid` stays where the fingers were.
  @inlinable
  mutating func removeLifted(_ phase: TouchPhase, in event: TouchEvent) -> Bool {
    var removed = false
    var index = 0
    while index < event.touches.count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == phase, let j = touches.index(ofTouch: sample.id) else { continue }
      touches.remove(at: j)
      removed = true
    }
    if removed { centroid = touches.centroid ?? centroid }
    return removed
  }

  /// The gesture finishes: ends, cancels or fails.
  @inlinable
  mutating func finish(cancelled: Bool, at time: Double, into outputs: inout [GestureOutput]) {
    switch _state {
    case .possible:
      fail(at: time, cancelled ? .touchCancelled : .liftedEarly, into: &outputs)
    case .began, .changed:
      _state = cancelled ? .cancelled : .ended
      outputs.append(output(_state, at: time))
    case .ended, .cancelled, .failed:
      break
    }
  }
}
