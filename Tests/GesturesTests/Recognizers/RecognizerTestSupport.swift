@testable import Gestures
import ScrollPhysics
import Testing

// Test support for the recognizer suites: a checkable velocity estimator, event and
// output builders, and TCA-style stores that assert every output and state after
// every input.

/// A test-only estimator: the finite difference of the last two samples,
/// `(p_n − p_{n−1}) / (t_n − t_{n−1})` in points per second; `nil` with fewer than two
/// samples or a zero time step. It ignores the time of the question, so tests can
/// check by hand exactly which samples the pan fed it.
struct LastPairEstimator: VelocityEstimator {
  var previous: (time: Double, position: Point)?
  var last: (time: Double, position: Point)?

  mutating func reset() {
    previous = nil
    last = nil
  }

  mutating func addSample(time: Double, position: Point) {
    previous = last
    last = (time, position)
  }

  func velocity(at time: Double) -> Vector? {
    guard let previous, let last, last.time > previous.time else { return nil }
    return (last.position - previous.position) / (last.time - previous.time)
  }
}

func began(_ id: Int, _ x: Double, _ y: Double) -> Touch {
  Touch(id: id, phase: .began, location: Point(x: x, y: y))
}

func moved(_ id: Int, _ x: Double, _ y: Double) -> Touch {
  Touch(id: id, phase: .moved, location: Point(x: x, y: y))
}

func stationary(_ id: Int, _ x: Double, _ y: Double) -> Touch {
  Touch(id: id, phase: .stationary, location: Point(x: x, y: y))
}

func ended(_ id: Int, _ x: Double, _ y: Double) -> Touch {
  Touch(id: id, phase: .ended, location: Point(x: x, y: y))
}

func cancelled(_ id: Int, _ x: Double, _ y: Double) -> Touch {
  Touch(id: id, phase: .cancelled, location: Point(x: x, y: y))
}

/// A touch event at `time` seconds.
func at(_ time: Double, _ touches: Touch...) -> TouchEvent {
  TouchEvent(time: time, touches: touches)
}

/// An expected output.
func output(
  _ recognizer: GestureRecognizerID, _ state: GestureState, t time: Double, at location: (Double, Double),
  translation: (Double, Double) = (0, 0), velocity: (Double, Double)? = nil, touches: Int,
  reason: GestureFailureReason? = nil
) -> GestureOutput {
  GestureOutput(
    recognizer: recognizer, state: state, time: time, location: Point(x: location.0, y: location.1),
    translation: Vector(dx: translation.0, dy: translation.1),
    velocity: velocity.map { Vector(dx: $0.0, dy: $0.1) }, numberOfTouches: touches, reason: reason)
}

/// Drives one recognizer and asserts, after every input, the exact outputs and state.
struct RecognizerStore<R: GestureRecognizer> {
  var recognizer: R

  init(_ recognizer: R) {
    self.recognizer = recognizer
  }

  mutating func send(
    _ event: TouchEvent, _ expected: [GestureOutput] = [], state: GestureState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outputs = recognizer.handle(event)
    #expect(outputs == expected, sourceLocation: sourceLocation)
    #expect(recognizer.state == state, sourceLocation: sourceLocation)
  }

  mutating func advance(
    to time: Double, _ expected: [GestureOutput] = [], state: GestureState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outputs = recognizer.advance(to: time)
    #expect(outputs == expected, sourceLocation: sourceLocation)
    #expect(recognizer.state == state, sourceLocation: sourceLocation)
  }
}

/// Drives an arena and asserts, after every input, the exact outputs and the state of
/// every recognizer (in the order they were added).
struct ArenaStore {
  var arena = GestureArena<LastPairEstimator>()

  mutating func send(
    _ event: TouchEvent, _ expected: [GestureOutput] = [], states: [GestureState],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outputs = arena.handle(event)
    #expect(outputs == expected, sourceLocation: sourceLocation)
    #expect(currentStates == states, "the state of every recognizer", sourceLocation: sourceLocation)
  }

  mutating func advance(
    to time: Double, _ expected: [GestureOutput] = [], states: [GestureState],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outputs = arena.advance(to: time)
    #expect(outputs == expected, sourceLocation: sourceLocation)
    #expect(currentStates == states, "the state of every recognizer", sourceLocation: sourceLocation)
  }

  /// The state of every recognizer of the arena, in the order they were added.
  var currentStates: [GestureState] {
    (0..<arena.members.count).map { arena.state(of: GestureRecognizerID(rawValue: $0)) }
  }
}
