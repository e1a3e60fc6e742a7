// The scroll-view pan's reset after a zoom.

import ScrollPhysics

extension PanRecognizer {
  /// UIKit's scroll-view pan when a zoom ends (`_scrollViewDidEndZooming` in
  /// UIScrollViewPanGestureRecognizer, public decompilation of UIKitCore for
  /// iOS 26.1): the translation restarts from zero where the fingers are, and
  /// the velocity samples are dropped, the current position at `time` (seconds)
  /// being the first of the new estimate. The directional lock is the scroll
  /// view's (``ScrollView/resetDragAfterZoom()``). Send it when
  /// `ScrollViewZoom` reports `panReset`; it does not change the state.
  package mutating func resetAfterZoom(at time: Double) {
    translationOrigin = centroid - rebase
    estimator.reset()
    estimator.addSample(time: time, position: centroid - rebase)
    _lastMovementTime = time
    _lastMovementLocation = centroid
  }
}
