// TEMPORARY: stand-ins for the physics branch's SpringSimulation,
// BounceSimulation, TimingCurve and CurveAnimation, so the scroll view compiles
// before they are merged. Deleted when the physics branch provides them.

public struct TimingCurve: Hashable, Sendable {
  init() {}
  public static let easeInEaseOut = TimingCurve()
  func progress(at x: Double) -> Double { x * x * (3 - 2 * x) }
}

struct CurveAnimation: Sendable {
  let from: Double
  let to: Double
  let duration: Double
  let curve: TimingCurve
  var finalPosition: Double { to }
  func position(at t: Double) -> Double {
    if t >= duration { return to }
    if t <= 0 { return from }
    return from + (to - from) * curve.progress(at: t / duration)
  }
  func isDone(at t: Double) -> Bool { t >= duration }
}
