/// Which outputs of a pan carry a velocity estimate.
///
/// Estimating a velocity can cost more than the rest of the pan's work (a
/// least-squares fit over 20 samples, say), so a consumer that only needs the release
/// velocity can skip the estimate for every `began` and `changed`.
@usableFromInline package enum PanVelocityReporting: Hashable, Sendable {
  /// Every `began`, `changed`, `ended` and `cancelled` output carries the estimate at
  /// its time. The default, like `UIPanGestureRecognizer.velocity(in:)`, which may be
  /// asked at any time.
  case everyOutput
  /// Only `ended` and `cancelled` outputs carry it; `began` and `changed` carry `nil`.
  /// `PanRecognizer.velocity(at:)` still answers at any time.
  case terminalOnly
}
