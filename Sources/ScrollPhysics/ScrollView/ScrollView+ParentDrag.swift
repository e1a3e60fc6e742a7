// The hooks of a scroll view that drags its paging parent past its edge.

extension ScrollView {
  /// The offset the running drag would reach for the pan's `translation` (points,
  /// following the finger) before any rubber band or clamp: `startRaw −
  /// (translation − reference)`, per axis; nil unless dragging. What goes past the
  /// range is the overshoot UIKit hands to a paging parent
  /// (`_attemptToDragParent:forNewBounds:oldBounds:`, docs/screens.md, "Zooming").
  package func rawDragOffset(for translation: Vector) -> Point? {
    guard case .dragging(let drag) = phase else { return nil }
    return Point(x: drag.startRaw.x - (translation.dx - drag.reference.dx), y: drag.startRaw.y - (translation.dy - drag.reference.dy))
  }

  /// Shows `offset` (points) during a drag without moving the drag's origin, so that
  /// the next pan change follows the finger from where the drag began: the content
  /// held at its edge while the overshoot moves the parent. Reports
  /// `scrollViewDidScroll` when the published offset changes. Does nothing unless
  /// dragging.
  package mutating func holdDragOffset(_ offset: Point, at time: Double, into callbacks: inout [ScrollViewCallback]) {
    guard case .dragging = phase, offset.x.isFinite, offset.y.isFinite else { return }
    now = time
    exactOffset = offset
    var delegate = NoScrollViewDelegate()
    publish(&delegate, &callbacks)
  }
}
