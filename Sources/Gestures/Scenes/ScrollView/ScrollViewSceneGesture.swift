/// The scroll-view scene's `gesture` records: the scroll view's pan, or the tap
/// on its content.
public typealias ScrollViewSceneGesture = SceneGesture<ScrollViewSceneGestureRecognizer>

/// Which of the scroll-view scene's recognizers sent an action message.
public enum ScrollViewSceneGestureRecognizer: String, SceneGestureRecognizer, CaseIterable {
  /// The scroll view's `panGestureRecognizer`.
  case pan
  /// A `UITapGestureRecognizer` on the content (one tap, one finger).
  case tap
}
