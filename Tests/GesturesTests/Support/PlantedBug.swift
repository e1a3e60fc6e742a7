import Gestures
import ScrollPhysics

/// A deliberately buggy "system under test" for the harness's own tests: it swallows
/// a tap inside `target` when the last one-finger stroke before it was released faster
/// than `threshold`. The property "no tap inside the target is swallowed" is false, and
/// the harness must find that and shrink it.
///
/// The stroke's speed is its mean speed, |lift − touch-down| / (lift time − down
/// time), so a constant-velocity stroke measures its scripted speed up to the 0.01 pt
/// rounding of positions: at most 0.0141 pt / 0.01 s ≈ 1.4 pt/s for the shortest
/// stroke. The threshold, 3005 pt/s, lies halfway between two points of the
/// shrinker's 10 pt/s speed grid, so rounding can never decide the outcome: 3000 pt/s
/// passes and 3010 pt/s fails.
enum PlantedBug {
  static let target = Rect(x: 200, y: 600, width: 100, height: 100)
  static let threshold = 3005.0
  /// A lift within this distance of its touch-down (points) is a tap.
  static let tapSlop = 10.0

  static let property = TraceProperty(
    name: "planted-swallowed-tap",
    summary: "no tap inside the target is swallowed (false on purpose: a fast flick arms the bug)",
    generator: {
      var generator = Gestures.TraceGenerator()
      generator.hotspots = [target]
      return generator
    }(),
    check: check)

  @Sendable static func check(_ events: [TouchEvent]) -> PropertyFailure? {
    var downs: [Int: (time: Double, location: Point)] = [:]
    var fingersInGesture = 0
    var armedBy: Double?
    for event in events {
      for touch in event.touches {
        switch touch.phase {
        case .began:
          downs[touch.id] = (event.time, touch.location)
          fingersInGesture += 1
        case .moved, .stationary:
          break
        case .ended, .cancelled:
          guard let down = downs.removeValue(forKey: touch.id) else { continue }
          let single = fingersInGesture == 1
          if downs.isEmpty { fingersInGesture = 0 }
          guard touch.phase == .ended, single else { continue }
          let d = touch.location - down.location
          let distance = (d.dx * d.dx + d.dy * d.dy).squareRoot()
          if distance <= tapSlop {
            if let speed = armedBy, target.contains(down.location) {
              return PropertyFailure(
                expected: "the tap at \(down.location) inside \(target) is delivered",
                actual: "it was swallowed because the previous stroke was released at \(speed) pt/s (> \(threshold))",
                time: event.time)
            }
          } else if distance / (event.time - down.time) > threshold {
            armedBy = distance / (event.time - down.time)
          }
        }
      }
    }
    return nil
  }
}
