import Gestures
import ScrollPhysics
import Testing

// Test support for the pinch and rotation suites: expected outputs compared with
// tolerances (times to the microsecond, locations and values to 1e-9), and a store that
// asserts every output and state after every event.

/// An expected output of a pinch or rotation recognizer.
struct ExpectedTransformOutput {
  var state: GestureState
  var time: Double
  var location: Point
  var touches: Int
  var transform: GestureTransform?
}

/// An expected pinch output: `scale` (unitless) and `velocity` (scale per second).
func pinchOutput(
  _ state: GestureState, t time: Double, at location: (Double, Double), scale: Double, velocity: Double, touches: Int
) -> ExpectedTransformOutput {
  ExpectedTransformOutput(
    state: state, time: time, location: Point(x: location.0, y: location.1), touches: touches,
    transform: .pinch(scale: scale, velocity: velocity))
}

/// An expected rotation output: `radians` and `velocity` (radians per second).
func rotationOutput(
  _ state: GestureState, t time: Double, at location: (Double, Double), radians: Double, velocity: Double,
  touches: Int
) -> ExpectedTransformOutput {
  ExpectedTransformOutput(
    state: state, time: time, location: Point(x: location.0, y: location.1), touches: touches,
    transform: .rotation(radians: radians, velocity: velocity))
}

/// An expected failure (no transform).
func failureOutput(t time: Double, at location: (Double, Double), touches: Int) -> ExpectedTransformOutput {
  ExpectedTransformOutput(
    state: .failed, time: time, location: Point(x: location.0, y: location.1), touches: touches, transform: nil)
}

/// Whether `a` and `b` differ by at most `tolerance`.
func approximatelyEqual(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether `actual` matches `expected` within the tolerances.
func matches(_ actual: GestureOutput, _ expected: ExpectedTransformOutput) -> Bool {
  guard actual.state == expected.state, approximatelyEqual(actual.time, expected.time, 1e-6),
    approximatelyEqual(actual.location.x, expected.location.x), approximatelyEqual(actual.location.y, expected.location.y),
    actual.numberOfTouches == expected.touches, actual.translation == .zero, actual.velocity == nil
  else { return false }
  switch (actual.transform, expected.transform) {
  case (nil, nil):
    return true
  case (.pinch(let s, let v)?, .pinch(let es, let ev)?):
    return approximatelyEqual(s, es) && approximatelyEqual(v, ev)
  case (.rotation(let r, let v)?, .rotation(let er, let ev)?):
    return approximatelyEqual(r, er) && approximatelyEqual(v, ev)
  case (.pinch?, _), (.rotation?, _), (nil, _):
    return false
  }
}

/// Drives one pinch or rotation recognizer and asserts, after every event, the outputs
/// (within the tolerances) and the state.
struct TransformStore<R: GestureRecognizer> {
  var recognizer: R

  init(_ recognizer: R) {
    self.recognizer = recognizer
  }

  mutating func send(
    _ event: TouchEvent, _ expected: [ExpectedTransformOutput] = [], state: GestureState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outputs = recognizer.handle(event)
    let ok = outputs.count == expected.count && zip(outputs, expected).allSatisfy { matches($0, $1) }
    #expect(ok, "outputs \(outputs)", sourceLocation: sourceLocation)
    #expect(recognizer.state == state, sourceLocation: sourceLocation)
  }
}

/// Degrees to radians (exact π/180, not UIKit's threshold factor).
func radians(_ degrees: Double) -> Double {
  degrees * Double.pi / 180
}

/// UIKit's rotation threshold for `degrees`: degrees × 0.017453, rounded to single
/// precision (the driver holds it in a `float`).
func uikitThreshold(degrees: Double) -> Double {
  Double(Float(Double(Float(degrees)) * 0.017453))
}

/// Two fingers `radius` points from `center` on opposite sides, the line from finger
/// `first` to finger `second` at `degrees` clockwise on screen (y down) from the +x axis.
func fingerPair(
  _ phase: TouchPhase, first: Int = 0, second: Int = 1, center: (Double, Double), radius: Double, degrees: Double
) -> [Touch] {
  let c = Elementary.cos(radians(degrees)) * radius
  let s = Elementary.sin(radians(degrees)) * radius
  return [
    Touch(id: first, phase: phase, location: Point(x: center.0 - c, y: center.1 - s)),
    Touch(id: second, phase: phase, location: Point(x: center.0 + c, y: center.1 + s)),
  ]
}
