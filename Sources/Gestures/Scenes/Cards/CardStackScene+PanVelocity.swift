import ScrollPhysics

extension CardStackScene {
  /// The pan recognizer's velocity at the scene's time (the latest input), in
  /// points per second (y down): what `velocity(in:)` would return now, from the
  /// scene's estimator (`PanEstimator`). `nil` when no pan is in progress
  /// (`isPanning` is false) or the estimator has no estimate yet.
  ///
  /// The scene itself reads the velocity only when the pan begins (its y sign
  /// picks the direction); this is for tools that show the pan's velocity over
  /// time (`gesture-sim plot --scene cards`).
  package var panVelocity: Vector? {
    guard isPanning else { return nil }
    return arena.pan(panID).velocity(at: time)
  }
}
