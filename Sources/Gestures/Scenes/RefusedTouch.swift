import ScrollPhysics

/// A finger that landed while the scene refused touches: during a view-controller
/// transition, from its start until the first `completeTransition(_:)`, UIKit
/// turns user interaction off for the views taking part (docs/sources.md, "Interactive transitions"), so the
/// touch reaches no view and no gesture recognizer, for its whole life.
///
/// Recorded so that a trace shows where its taps went; the scene does nothing else
/// with the touch.
package struct RefusedTouch: Hashable, Sendable {
  /// When the finger landed, in seconds (trace time).
  package var time: Double
  /// The finger's identifier in the trace.
  package var touchID: Int
  /// Where it landed, in screen points.
  package var location: Point
}
