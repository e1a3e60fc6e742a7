import Gestures
import ScrollPhysics

/// One finger's sample as a touch event at `time` (seconds).
func touchEvent(_ phase: TouchPhase, _ point: Point, at time: Double, id: Int = 0) -> TouchEvent {
  TouchEvent(time: time, touches: [Touch(id: id, phase: phase, location: point)])
}

/// Feeds a tap (down at `down`, up in place at `up`, seconds) straight to a scene.
func tap<S: Scene>(_ scene: inout S, at point: Point, down: Double, up: Double, into records: inout [S.Record]) {
  scene.handle(touchEvent(.began, point, at: down), into: &records)
  scene.handle(touchEvent(.ended, point, at: up), into: &records)
}

/// The presentation-value tolerance for spring and Bézier values checked against an
/// independent Python evaluation (bisection for the spring's ω and for the curve's
/// parameter): both are double precision, so 1e-9 points is far above their
/// differences and far below anything visible.
let valueTolerance = 1e-9

extension TouchScript {
  /// A vertical drag from `start` by `dy` points (negative: the finger moves up, the
  /// content scrolls down the list) at a constant `speed` (points per second), sampled
  /// at `sampleRate`; then the finger rests `rest` seconds and lifts where it stopped,
  /// or with `rest` 0 lifts one sample later, still moving.
  mutating func verticalDrag(from start: Point, dy: Double, speed: Double, rest: Double = 0) {
    add(.began, start)
    let dt = 1 / sampleRate
    let steps = max(1, Int((abs(dy) / speed * sampleRate).rounded(.up)))
    var point = start
    for k in 1...steps {
      time += dt
      point = Point(x: start.x, y: start.y + dy * Double(k) / Double(steps))
      add(.moved, point)
    }
    if rest > 0 {
      time += rest
      add(.ended, point)
    } else {
      time += dt
      add(.ended, Point(x: point.x, y: point.y + (dy < 0 ? -1 : 1) * speed * dt))
    }
  }
}
