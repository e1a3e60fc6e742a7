/// The law that carries a fling past an edge and back (docs/scroll-view.md, "UIKit
/// profiles"; docs/sources.md, "Edges and bounce").
public enum BounceLaw: Hashable, Sendable {
  /// UIKit's own per-millisecond law outside the range, with the crossing inside its
  /// frame and UIKit's end rule (``EdgeBounce``): the default, under both profiles.
  case uikit
  /// The configured bounce spring (by default critically damped, ω = 10.9 s⁻¹, the
  /// fit to iOS 14 device recordings) from the edge with the crossing velocity
  /// (``BounceSimulation``), ending within half a device pixel of the edge.
  case spring
}
