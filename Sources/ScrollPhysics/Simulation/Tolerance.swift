/// How close to rest a simulation must be to count as done (after Flutter's
/// `Tolerance`, docs/sources.md, "Reference libraries and their published test vectors").
///
/// A simulation that uses a tolerance is done from the first time after which
/// its distance to the final position stays within `distance` **and** its speed
/// stays within `velocity`.
public struct Tolerance: Hashable, Sendable {
  /// The largest distance from the final position that counts as arrived, in
  /// points, ≥ 0.
  public var distance: Double
  /// The largest speed that counts as stopped, in points per second, ≥ 0.
  public var velocity: Double

  /// Creates a tolerance.
  ///
  /// - Parameters:
  ///   - distance: In points, ≥ 0. Defaults to 0.001 (Flutter's default).
  ///   - velocity: In points per second, ≥ 0. Defaults to 0.001 (Flutter's default).
  public init(distance: Double = 1e-3, velocity: Double = 1e-3) {
    precondition(distance >= 0 && velocity >= 0, "Tolerance: values must be >= 0")
    self.distance = distance
    self.velocity = velocity
  }

  /// Flutter's default: 0.001 pt and 0.001 pt/s.
  public static let `default` = Tolerance()

  /// The tolerance for a scroll view's spring motions on a display of `scale`
  /// pixels per point: within **half a device pixel**, `0.5/scale` pt (docs/sources.md,
  /// "Edges and bounce"; ScrollMechanics uses 0.5/scale), at a speed below one device
  /// pixel per 50 ms, `1/(0.050·scale)` pt/s (Flutter
  /// `ScrollPhysics.toleranceFor`, docs/sources.md, "Reference libraries and their published test vectors"). At scale 3: 0.1667 pt and
  /// 6.667 pt/s.
  ///
  /// - Parameter scale: Device pixels per point, > 0.
  public static func scrollView(scale: Double) -> Tolerance {
    precondition(scale > 0, "Tolerance: scale must be > 0")
    return Tolerance(distance: 0.5 / scale, velocity: 1 / (0.050 * scale))
  }
}

extension Tolerance: CustomStringConvertible {
  /// `Tolerance(distance: …, velocity: …)`.
  public var description: String { "Tolerance(distance: \(distance), velocity: \(velocity))" }
}
