// TEMPORARY: stand-ins for the physics branch's SpringSimulation,
// BounceSimulation, TimingCurve and CurveAnimation, so the scroll view compiles
// before they are merged. Deleted when the physics branch provides them.

struct SpringSimulation: Sendable {
  let x0: Double
  let v0: Double
  let target: Double
  let beta: Double
  let omega: Double
  init(parameters: SpringParameters, from: Double, to: Double, velocity: Double) {
    x0 = from - to
    v0 = velocity
    target = to
    beta = parameters.damping / (2 * parameters.mass)
    omega = (parameters.stiffness / parameters.mass).squareRoot()
  }
  func position(at t: Double) -> Double {
    let t = Swift.max(0, t)
    if beta >= omega {
      // critical or over: use critical approximation with beta
      let b = v0 + beta * x0
      return target + Elementary.exp(-beta * t) * (x0 + b * t)
    }
    let wd = (omega * omega - beta * beta).squareRoot()
    let b = (v0 + beta * x0) / wd
    return target + Elementary.exp(-beta * t) * (x0 * Elementary.cos(wd * t) + b * Elementary.sin(wd * t))
  }
  func isDone(at t: Double) -> Bool {
    (position(at: t) - target).magnitude < 0.01 && (position(at: t + 0.001) - position(at: t)).magnitude < 0.0001
  }
}

struct BounceSimulation: Sendable {
  let deceleration: DecelerationSimulation?
  let edge: Double
  let edgeTime: Double
  let spring: SpringSimulation
  init(deceleration: DecelerationSimulation, edge: Double) {
    self.deceleration = deceleration
    self.edge = edge
    edgeTime = deceleration.time(toReach: edge) ?? 0
    let ve = deceleration.velocity(at: edgeTime)
    spring = SpringSimulation(
      parameters: .criticallyDamped(angularFrequency: 10.9), from: edge, to: edge, velocity: ve)
  }
  init(snapBackFrom x0: Double, to edge: Double, velocity: Double) {
    deceleration = nil
    self.edge = edge
    edgeTime = 0
    spring = SpringSimulation(
      parameters: .criticallyDamped(angularFrequency: 10.9), from: x0, to: edge, velocity: velocity)
  }
  var finalPosition: Double { edge }
  func position(at t: Double) -> Double {
    if let deceleration, t < edgeTime { return deceleration.position(at: t) }
    return spring.position(at: t - edgeTime)
  }
  func isDone(at t: Double) -> Bool { t >= edgeTime && spring.isDone(at: t - edgeTime) }
}

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
