import ScrollPhysics

/// The scroll view's state after a display frame (or at the end of a run).
public struct ScrollViewSceneFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  public var time: Double
  /// The published content offset, in points (a multiple of 1/scale).
  public var contentOffset: Point
  /// The content's velocity, in points per second with `contentOffset`'s sign: the
  /// model's own (`ScrollViewScene.contentVelocity(at:)`): while the user drags, the
  /// pan's velocity negated (the content follows the finger); while the content
  /// moves on its own, its motion's derivative (`ScrollView.motionVelocity`); zero
  /// at rest. Not a difference of pixel-rounded offsets, so it neither ripples with
  /// the rounding nor shows a speed after `scrollViewDidEndDecelerating`.
  public var velocity: Vector
  /// `isTracking`: a finger is on the scroll view.
  public var isTracking: Bool
  /// `isDragging`.
  public var isDragging: Bool
  /// `isDecelerating`.
  public var isDecelerating: Bool
  /// The page shown, per axis, when paging: `round(offset / page size)`, counted from 0; nil otherwise.
  public var page: ScrollViewScenePage?

  /// The state at `time` (seconds): the published `contentOffset` (points), the content's
  /// `velocity` (points per second), the flags, and the page shown when paging.
  public init(
    time: Double, contentOffset: Point, velocity: Vector, isTracking: Bool, isDragging: Bool, isDecelerating: Bool,
    page: ScrollViewScenePage? = nil
  ) {
    self.time = time
    self.contentOffset = contentOffset
    self.velocity = velocity
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.page = page
  }
}

/// A paging scroll view's page, per axis, counted from 0.
public struct ScrollViewScenePage: Hashable, Sendable {
  /// The column (along x).
  public var x: Int
  /// The row (along y).
  public var y: Int

  /// Creates a page index.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

extension ScrollViewScenePage {
  /// The page `scrollView` shows, per axis: `round(offset / page size)` with the page
  /// size the scroll view's bounds (0 for an empty bounds); nil when paging is off.
  @inline(__always)
  package init?(shownBy scrollView: ScrollView) {
    guard scrollView.isPagingEnabled else { return nil }
    let bounds = scrollView.boundsSize
    let offset = scrollView.contentOffset
    func index(_ value: Double, _ size: Double) -> Int {
      guard size > 0 else { return 0 }
      let page = (value / size).rounded()
      return page.isFinite && abs(page) < 1e15 ? Int(page) : 0
    }
    self.init(x: index(offset.x, bounds.width), y: index(offset.y, bounds.height))
  }
}
