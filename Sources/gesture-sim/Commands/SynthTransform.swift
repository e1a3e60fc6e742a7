import Gestures
import ScrollPhysics

/// A two-finger pinch or rotation for `gesture-sim synth pinch` and `synth rotate`:
/// two fingers symmetric about `centre`, rendered by the rules of the other synthetic
/// kinds (``TraceScript/render(into:)``): times in whole microseconds, coordinates on
/// 0.01 point clamped to the viewport, a motion of T seconds sampled n = ⌈T·rate⌉
/// times at T·k/n, interior samples jittered by up to ±`jitter` of the spacing from
/// SplitMix64 seeded with `seed`, a still finger `stationary`, and the lift at the
/// last sample (no rest) or `rest` seconds after it.
struct SynthTransform {
  /// The fingers' midpoint, in screen points.
  var centre: Point
  /// The distance between the fingers at the start and at the end, in points.
  var startDistance: Double
  var endDistance: Double
  /// The angle of the line from finger 0 to finger 1 at the start and at the end,
  /// in radians, clockwise on screen (y down) from screen-right.
  var startAngle: Double
  var endAngle: Double
  /// Seconds of motion, and of rest before the lift.
  var duration: Double
  var rest: Double
  var viewport: Size
  var rate: Double
  var jitter: Double
  var seed: UInt64

  /// The touch events, in time order, from t = 0.
  func render() -> [TouchEvent] {
    let duration = Self.microseconds(duration)
    let rest = Self.microseconds(rest)
    let samples = max(1, Int((Double(duration) / 1e6 * rate - 1e-9).rounded(.up)))
    let spacing = Double(duration) / Double(samples)
    var noise = SplitMix64(seed: SplitMix64.mix64(seed))
    var events: [TouchEvent] = []
    var (p0, p1) = fingers(at: 0)
    events.append(TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: p0), Touch(id: 1, phase: .began, location: p1)]))
    var last: Int64 = 0
    for k in 1...samples {
      let isLast = k == samples
      var time = duration * Int64(k) / Int64(samples)
      if !isLast, jitter > 0 {
        time += Int64(((noise.nextUnit() * 2 - 1) * jitter * spacing).rounded())
        time = min(time, duration - Int64(samples - k))
      }
      time = max(time, last + 1)
      let (n0, n1) = fingers(at: Double(time) / Double(duration))
      let lifts = isLast && rest == 0
      if !lifts && n0 == p0 && n1 == p1 { continue }
      let phase0: TouchPhase = lifts ? .ended : (n0 != p0 ? .moved : .stationary)
      let phase1: TouchPhase = lifts ? .ended : (n1 != p1 ? .moved : .stationary)
      events.append(TouchEvent(time: Double(time) / 1e6, touches: [Touch(id: 0, phase: phase0, location: n0), Touch(id: 1, phase: phase1, location: n1)]))
      (p0, p1) = (n0, n1)
      last = time
      if lifts { return events }
    }
    let end = max(duration + rest, last + 1)
    events.append(TouchEvent(time: Double(end) / 1e6, touches: [Touch(id: 0, phase: .ended, location: p0), Touch(id: 1, phase: .ended, location: p1)]))
    return events
  }

  /// The two fingers at `fraction` (0…1) of the motion, placed on the 0.01 pt grid.
  func fingers(at fraction: Double) -> (Point, Point) {
    let distance = startDistance + (endDistance - startDistance) * fraction
    let angle = startAngle + (endAngle - startAngle) * fraction
    let half = Vector(dx: Elementary.cos(angle) * distance / 2, dy: Elementary.sin(angle) * distance / 2)
    return (place(centre - half), place(centre + half))
  }

  func place(_ point: Point) -> Point {
    Point(x: Self.coordinate(point.x, limit: viewport.width), y: Self.coordinate(point.y, limit: viewport.height))
  }

  static func coordinate(_ value: Double, limit: Double) -> Double {
    let clamped = min(max(value, 0), limit)
    return (clamped * 100).rounded() / 100
  }

  static func microseconds(_ seconds: Double) -> Int64 {
    Int64((max(seconds, 0) * 1e6).rounded())
  }
}
