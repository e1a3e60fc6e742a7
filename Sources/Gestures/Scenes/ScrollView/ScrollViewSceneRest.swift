/// Why a scroll-view scene's scroll view is where it is at the end of a run:
/// the last thing that brought it to rest, or why it is not at rest.
public enum ScrollViewSceneRest: String, Hashable, Sendable, CaseIterable {
  /// Nothing moved the content since launch.
  case neverMoved = "never-moved"
  /// The finger lifted with no velocity: `scrollViewDidEndDragging(willDecelerate: false)`.
  case releasedWithoutVelocity = "released-without-velocity"
  /// A deceleration, bounce or paging settle ended: `scrollViewDidEndDecelerating`.
  case decelerationEnded = "deceleration-ended"
  /// An animated `setContentOffset` ended: `scrollViewDidEndScrollingAnimation`.
  case scrollingAnimationEnded = "scrolling-animation-ended"
  /// A touch caught the moving content, and lifted without a drag.
  case caught
  /// A finger is still on the scroll view.
  case fingerDown = "finger-down"
  /// The content still moved when the run stopped (the settle limit passed).
  case stillMoving = "still-moving"
}
