import ScrollPhysics

/// One scroll view of a `ScreenEngine`: the `ScrollView` itself with its delegate (a
/// `GridSnapDelegate` on a `ScreenScene`, the scene's own in the scroll-view scene),
/// the fingers on it, its pan, and what its summary reports.
struct ScreenScrollView<Delegate: ScrollViewSceneDelegate>: Sendable {
  /// Its view's index in the scene's views, and its id.
  let view: Int
  let id: String
  /// Its delivery settings (`delaysContentTouches`, `canCancelContentTouches`, …).
  let settings: Screen.ScrollViewSettings
  var scrollView: ScrollView
  var delegate: Delegate
  /// The fingers down on it and its touch sequence.
  var fingers = ScrollViewFingers()
  /// Its pan in the arena (nil when scrolling is disabled).
  let panID: GestureRecognizerID?
  /// Why its content is where it is.
  var rest = ScrollViewSceneRest.neverMoved
  /// How many times its pan began, and how many callbacks it made.
  var drags = 0
  var callbackCount = 0
  /// Every release, as `scrollViewWillEndDragging` saw it.
  var releases: [ScrollViewSceneRelease] = []
  /// The content offset hit regions were laid out with, points.
  var laidOutOffset: Point
  /// Its state after the latest frame record.
  var lastFrame: ScrollViewSceneFrame
  /// Its refresh control (`ScreenContainers.refreshes`), or -1.
  var refresh = -1

  /// Sends `input` at `time` (seconds) to the scroll view with its delegate; appends the callbacks.
  mutating func handle(_ input: ScrollViewInput, at time: Double, into callbacks: inout [ScrollViewCallback]) {
    scrollView.handle(input, at: time, delegate: &delegate, into: &callbacks)
  }

  /// Runs the scroll view's display frame at `time` (seconds) with its delegate; appends the callbacks.
  mutating func frame(at time: Double, into callbacks: inout [ScrollViewCallback]) {
    scrollView.frame(at: time, delegate: &delegate, into: &callbacks)
  }

  /// The state at the end of the frame at `time` (seconds), now the latest frame's, and
  /// whether the offset moved since the previous frame. The velocity: `dragVelocity`
  /// while the user drags (points per second), else the content's own motion's.
  mutating func endFrame(at time: Double, dragVelocity: Vector?) -> (ScrollViewSceneFrame, moved: Bool) {
    let moved = time > lastFrame.time && scrollView.contentOffset != lastFrame.contentOffset
    // `knownMotionVelocity` first: the `motionVelocity` getter copies the scroll view.
    let velocity = dragVelocity ?? scrollView.knownMotionVelocity ?? scrollView.motionVelocity
    let state = state(at: time, velocity: velocity)
    lastFrame = state
    return (state, moved)
  }

  /// The page shown when paging, per axis (`ScrollViewScene.page`'s rule).
  var page: ScrollViewScenePage? {
    ScrollViewScenePage(shownBy: scrollView)
  }

  /// Its state at `time` with `velocity` (points per second).
  func state(at time: Double, velocity: Vector) -> ScrollViewSceneFrame {
    ScrollViewSceneFrame(
      time: time, contentOffset: scrollView.contentOffset, velocity: velocity, isTracking: scrollView.isTracking,
      isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating, page: page)
  }

  /// Whether its state differs from the latest frame record's.
  var changedSinceLastFrame: Bool {
    scrollView.isMoving || lastFrame.contentOffset != scrollView.contentOffset || lastFrame.isDragging != scrollView.isDragging
      || lastFrame.isTracking != scrollView.isTracking || lastFrame.isDecelerating != scrollView.isDecelerating
  }

  /// Why its content is where it is at the end of a run: `fingerDown` while it
  /// tracks or `fingerDown` says a finger is still down, else `stillMoving` when the
  /// run did not come to rest (`cameToRest`) or it still moves, else its own reason.
  func finalRest(fingerDown: Bool, cameToRest: Bool) -> ScrollViewSceneRest {
    if scrollView.isTracking || fingerDown { return .fingerDown }
    if !cameToRest || scrollView.isMoving { return .stillMoving }
    return rest
  }
}
