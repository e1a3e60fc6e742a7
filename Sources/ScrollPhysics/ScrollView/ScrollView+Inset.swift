extension ScrollView {
  /// Adds `delta` points to the top content inset (negative: removes) without moving
  /// the content, as UIKit's refresh-control host does (it restores `contentOffset`):
  /// a drag in progress carries on from where the content is, its finger-following
  /// offset re-based on the new range, so the next move does not jump.
  ///
  /// While the content decelerates or bounces along y alone, the motion goes on from
  /// where the content is, at its speed, against the new top edge: UIKit's
  /// deceleration and bounce read the edges at every frame, so an `endRefreshing()`
  /// during the spring back to the refreshing inset ends at the top edge.
  package mutating func changeTopInsetKeepingOffset(by delta: Double) {
    contentInset.top += delta
    if case .moving(.deceleration) = phase, motion.x.isStill, delta != 0 {
      let velocity = motionVelocity.dy
      let y = exactOffset.y
      motion = Motion(
        start: now, x: .still,
        y: fling(
          from: y, velocity: velocity, planeSpeed: velocity.magnitude, range: range(.vertical), bounces: bouncesVertically,
          rate: decelerationRate))
      return
    }
    guard case .dragging(var drag) = phase else { return }
    drag.startRaw.y = rawOffset(for: exactOffset).y
    drag.reference.dy = drag.lastTranslation.dy
    phase = .dragging(drag)
  }
}
