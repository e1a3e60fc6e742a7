import Gestures
import ScrollPhysics
import Testing

// UIKIT-RECOGNIZERS §3a (UIKitCore decompilation for iOS 26.1: the edge pan's settings
// and features): zone 13 pt (11 at the bottom), hysteresis 15 pt along the inward
// normal, drift ≤ max(45.107·(1 − Δt/0.5), 20) pt, direction within 77.5° of the
// normal, translation 0 at `.began`. Screen 390 × 844.

@Suite struct ScreenEdgePanRecognizerTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Feeds a one-finger trace from `start` moving `step` per 1/120 s; returns the
  /// outputs with their move index (0 = the landing).
  static func run(
    _ pan: inout ScreenEdgePanRecognizer, from start: Point, step: Vector, moves: Int
  ) -> [(Int, GestureOutput)] {
    var result: [(Int, GestureOutput)] = []
    for output in pan.handle(at(0, began(0, start.x, start.y))) { result.append((0, output)) }
    for k in 1...moves {
      let p = start + step * Double(k)
      for output in pan.handle(at(Double(k) / 120, moved(0, p.x, p.y))) { result.append((k, output)) }
    }
    return result
  }

  /// `edge-pan-begin`: (5,400), +2 pt per event. dx = 2k; the first dx > 15 is 16, at
  /// move 8 (t = 8/120 = 0.0667) → began there, translation (0,0), edge left, at
  /// (21,400). Move 9: changed with translation (2,0).
  @Test func anEdgeSwipeBeginsPastTheHysteresisWithZeroTranslation() {
    var pan = ScreenEdgePanRecognizer(bounds: Self.screen)
    let outputs = Self.run(&pan, from: Point(x: 5, y: 400), step: Vector(dx: 2, dy: 0), moves: 9)
    #expect(outputs.map(\.0) == [8, 9])
    #expect(outputs.map(\.1.state) == [.began, .changed])
    #expect(outputs.first?.1.time == 8.0 / 120)
    #expect(outputs.first?.1.translation == .zero)
    #expect(outputs.first?.1.location == Point(x: 21, y: 400))
    #expect(outputs.first?.1.edge == .left)
    #expect(outputs.last?.1.translation == Vector(dx: 2, dy: 0))
  }

  /// Variant: a landing at (20,400), 20 pt from the left edge, outside 13 → failed at
  /// the landing.
  @Test func aTouchOutsideTheZoneFails() {
    var pan = ScreenEdgePanRecognizer(bounds: Self.screen)
    let outputs = Self.run(&pan, from: Point(x: 20, y: 400), step: Vector(dx: 2, dy: 0), moves: 10)
    #expect(outputs.map(\.0) == [0])
    #expect(outputs.first?.1.state == .failed)
    #expect(outputs.first?.1.reason == .outsideEdgeZone(distance: 20, zone: 13))
  }

  /// Variant: drift. At t = 0.01 (Δt = 0.01 s) the tolerance is
  /// 10/tan(π/2 − 2.70526034/2)·(1 − 0.01/0.5) = 45.1071·0.98 = 44.2049 pt. From (5,400)
  /// to (17,446): along the normal 12 ≤ 15, drift 46 > 44.2049, at 75.4° (inside the
  /// window) → failed. To (17,444): 44 ≤ 44.2049, still possible.
  @Test func driftingAlongTheEdgeBeforeTheHysteresisFails() {
    let tolerance = 45.107084973519214 * 0.98
    var pan = ScreenEdgePanRecognizer(bounds: Self.screen)
    #expect(abs(pan.orthogonalTolerance(after: 0.01) - tolerance) < 1e-9)
    #expect(pan.orthogonalTolerance(after: 0.5) == 20)
    _ = pan.handle(at(0, began(0, 5, 400)))
    let outputs = pan.handle(at(0.01, moved(0, 17, 446)))
    #expect(outputs.map(\.state) == [.failed])
    guard case .driftedAlongEdge(let drift, let allowed) = outputs.first?.reason else {
      Issue.record("expected a drift failure, got \(String(describing: outputs.first?.reason))")
      return
    }
    #expect(drift == 46)
    #expect(abs(allowed - tolerance) < 1e-9)
    var within = ScreenEdgePanRecognizer(bounds: Self.screen)
    _ = within.handle(at(0, began(0, 5, 400)))
    #expect(within.handle(at(0.01, moved(0, 17, 444))).isEmpty)
    #expect(within.state == .possible)
  }

  /// Variant: a 45° drag (+2,+2 per event) stays inside 77.5°; dx first exceeds 15 at
  /// move 8 → began. An 80° drag (+1, +5.671 per event: atan(5.671) = 80.0°) fails at its
  /// first move.
  @Test func theDirectionWindowIs77Point5Degrees() {
    var diagonal = ScreenEdgePanRecognizer(bounds: Self.screen)
    let began = Self.run(&diagonal, from: Point(x: 5, y: 400), step: Vector(dx: 2, dy: 2), moves: 8)
    #expect(began.map(\.0) == [8])
    #expect(began.first?.1.state == .began)
    var steep = ScreenEdgePanRecognizer(bounds: Self.screen)
    let failed = Self.run(&steep, from: Point(x: 5, y: 400), step: Vector(dx: 1, dy: 5.671), moves: 3)
    #expect(failed.map(\.0) == [1])
    #expect(failed.first?.1.state == .failed)
    guard case .outsideDirectionWindow(let angle, let allowed) = failed.first?.1.reason else {
      Issue.record("expected a direction failure")
      return
    }
    #expect(abs(angle - 79.9995130826556) < 1e-9)
    #expect(abs(allowed - 2.70526034 / 2 * 180 / Double.pi) < 1e-9)
  }

  /// Every edge: the bottom zone is 11 pt. Watching all four, a landing at y = 834
  /// (10 pt from the bottom) moving up begins from the bottom; one at y = 832 (12 pt)
  /// fails. A landing at x = 380 (10 pt from the right) moving left begins from the right.
  @Test func theGesturesSceneWatchesAllFourEdges() {
    var bottom = ScreenEdgePanRecognizer(edges: .all, bounds: Self.screen)
    let up = Self.run(&bottom, from: Point(x: 200, y: 834), step: Vector(dx: 0, dy: -2), moves: 8)
    #expect(up.map(\.0) == [8])
    #expect(up.first?.1.edge == .bottom)
    var high = ScreenEdgePanRecognizer(edges: .all, bounds: Self.screen)
    let outside = Self.run(&high, from: Point(x: 200, y: 832), step: Vector(dx: 0, dy: -2), moves: 8)
    #expect(outside.map(\.1.state) == [.failed])
    #expect(outside.first?.1.reason == .outsideEdgeZone(distance: 12, zone: 11))
    var right = ScreenEdgePanRecognizer(edges: .all, bounds: Self.screen)
    let left = Self.run(&right, from: Point(x: 380, y: 400), step: Vector(dx: -2, dy: 0), moves: 8)
    #expect(left.first?.1.edge == .right)
    #expect(left.first?.1.state == .began)
  }

  /// A second finger before the begin fails it (one touch at most); the lift ends a
  /// begun pan with its translation.
  @Test func oneFingerOnly() {
    var pan = ScreenEdgePanRecognizer(bounds: Self.screen)
    _ = pan.handle(at(0, began(0, 5, 400)))
    let outputs = pan.handle(at(0.01, began(1, 200, 400)))
    #expect(outputs.map(\.state) == [.failed])
    #expect(outputs.first?.reason == .tooManyTouches(count: 2, allowed: 1))
    var ends = ScreenEdgePanRecognizer(bounds: Self.screen)
    _ = Self.run(&ends, from: Point(x: 5, y: 400), step: Vector(dx: 2, dy: 0), moves: 10)
    let lift = ends.handle(at(0.2, ended(0, 25, 400)))
    #expect(lift.map(\.state) == [.ended])
    #expect(lift.first?.translation == Vector(dx: 4, dy: 0))
  }
}
