/// The velocity and acceleration statistics UINavigationController's
/// interactive pop keeps while the finger drags (docs/containers.md, "The back
/// swipe"; docs/sources.md, "Containers").
///
/// Every quantity is a fraction of the width W captured at the begin:
/// displacement `p = max(translation.x / W, 0)` (dimensionless), velocity
/// `v = velocity.x / W` (per second), acceleration in per second².
///
/// **Sampling.** The begin takes the first sample and resets everything
/// (average velocity = v, average acceleration 0). Each later call (a change or
/// the end) is a sample only if the time since the **previous call**, sampled or
/// not, is at least 0.01 s, or more than 0.001 s with a changed displacement.
/// A sample's acceleration is `(v − v_prev) / (t − t_prevSample)`, its change
/// from the previous sample's acceleration limited to ±5 per second². The
/// averages are running means over the first three samples, then moving
/// averages of the last three.
package struct InteractivePopStatistics: Hashable, Sendable {
  /// How many samples were taken (the begin's included).
  package private(set) var sampleCount = 0
  /// The mean velocity of the last three samples (all of them while fewer), per second.
  package private(set) var averageVelocity = 0.0
  /// The mean acceleration of the last three samples (all of them while
  /// fewer), per second².
  package private(set) var averageAcceleration = 0.0
  /// The velocity of the latest sample, per second.
  package private(set) var previousVelocity = 0.0
  /// The acceleration of the latest sample, per second².
  private var previousAcceleration = 0.0
  /// The displacement of the latest sample (dimensionless).
  private var previousDisplacement = 0.0
  /// The time of the latest sample, in seconds.
  private var previousTime = 0.0
  /// The time of the latest call, sampled or not, in seconds.
  private var skipTime = 0.0
  /// The last three samples' velocities (per second) and accelerations (per
  /// second²), indexed by sample count modulo 3.
  private var velocities = [0.0, 0.0, 0.0]
  private var accelerations = [0.0, 0.0, 0.0]

  /// Empty statistics (no sample).
  package init() {}

  /// The begin's sample at `time` (seconds): resets everything.
  ///
  /// - Parameters:
  ///   - displacement: translation.x / W (dimensionless; negative counts as 0).
  ///   - velocity: velocity.x / W, per second.
  package mutating func begin(at time: Double, displacement: Double, velocity: Double) {
    self = InteractivePopStatistics()
    previousTime = time
    skipTime = time
    previousDisplacement = Swift.max(displacement, 0)
    previousVelocity = velocity
    averageVelocity = velocity
    velocities[0] = velocity
    sampleCount = 1
  }

  /// A change or the end at `time` (seconds); a sample only under the sampling
  /// rule (see the type). Arguments as ``begin(at:displacement:velocity:)``.
  package mutating func update(at time: Double, displacement rawDisplacement: Double, velocity: Double) {
    let displacement = Swift.max(rawDisplacement, 0)
    let sinceCall = time - skipTime
    skipTime = time
    guard sinceCall >= 0.01 || (sinceCall > 0.001 && previousDisplacement != displacement) else { return }
    let dt = time - previousTime
    let slot = sampleCount % 3
    let n = Double(sampleCount)
    if sampleCount > 2 {
      averageVelocity = (velocity + averageVelocity * 3 - velocities[slot]) / 3
    } else {
      averageVelocity = (velocity + averageVelocity * n) / (n + 1)
    }
    velocities[slot] = velocity
    var acceleration = (velocity - previousVelocity) / dt
    if (acceleration - previousAcceleration).magnitude > 5 {
      acceleration = previousAcceleration + (acceleration > previousAcceleration ? 5 : -5)
    }
    if sampleCount > 2 {
      averageAcceleration = (acceleration + averageAcceleration * 3 - accelerations[slot]) / 3
    } else {
      averageAcceleration = (acceleration + averageAcceleration * n) / (n + 1)
    }
    accelerations[slot] = acceleration
    previousAcceleration = acceleration
    previousVelocity = velocity
    previousDisplacement = displacement
    previousTime = time
    sampleCount += 1
  }
}
