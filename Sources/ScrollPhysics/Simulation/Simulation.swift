/// A motion along one axis described in closed form.
///
/// A simulation is a stateless value: it can be queried at any time, in any
/// order, and always gives the same answer. Time is measured in seconds from the
/// simulation's start; position is in points and velocity in points per second
/// unless a conforming type documents otherwise.
public protocol Simulation: Sendable {
  /// The position at `time`, in points. `time` is in seconds since the start.
  func position(at time: Double) -> Double
  /// The velocity at `time`, in points per second. `time` is in seconds since the start.
  func velocity(at time: Double) -> Double
  /// Whether the motion has come to rest at `time` (seconds since the start).
  func isDone(at time: Double) -> Bool
}
