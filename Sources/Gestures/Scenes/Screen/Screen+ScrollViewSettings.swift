import ScrollPhysics

extension Screen {
  /// What makes a view a `UIScrollView`: exactly the keys of a trace's `# scroll-view:`
  /// line and the scroll-view scene's flags, held in a `ScrollViewSceneSetup`, plus
  /// the touch-delivery properties of a scroll view in a hierarchy.
  public struct ScrollViewSettings: Hashable, Sendable {
    /// The scroll view's properties by their `# scroll-view:` keys: `content`,
    /// `paging`, `pageSpacing`, `bounces`, `alwaysBounce`, `rate`, `inset`,
    /// `startOffset`, `directionalLock`, `snap`. Its `viewport` and `scale` are not
    /// read: the scroll view's bounds are its view's frame size and the scale the
    /// screen's (see `setup(frame:screen:)`); `statusBar` and `jumpBar` are the
    /// scroll-view scene's own chrome and are not read either.
    public var setup: ScrollViewSceneSetup
    /// `isScrollEnabled`: false leaves the pan out of the arena (UIKit disables it).
    /// Default true.
    public var scrollEnabled: Bool
    /// `delaysContentTouches`: whether a touch that begins on the content reaches the
    /// content's view only after `contentTouchDelay` without the pan beginning. Default true.
    public var delaysContentTouches: Bool
    /// How long `delaysContentTouches` holds a touch, in seconds. Default 0.15 (UIKit's
    /// `UIScrollView` delay timer).
    public var contentTouchDelay: Double
    /// `canCancelContentTouches`: whether the pan may begin once the content's view
    /// received `touchesBegan`, cancelling its touches. Default true.
    public var canCancelContentTouches: Bool
    /// `transfersHorizontalScrollingToParent` (iOS 17.4): whether, abutted at its left
    /// or right edge and pushed past it, the scroll view leaves the horizontal movement
    /// to its parent scroll view (docs/screens.md, "Nested scroll views"). Default true.
    public var transfersHorizontalScrollingToParent = true
    /// `transfersVerticalScrollingToParent` (iOS 17.4): the same at the top and
    /// bottom edges. Default true.
    public var transfersVerticalScrollingToParent = true
    /// `scrollsToTop`: whether a tap on the status bar may scroll it to the top (it
    /// does when it is the only shown scroll view with `scrollsToTop`). Default true.
    public var scrollsToTop = true
    /// Whether no content size was given: the content is then the frame's size (the
    /// zoom view's, for a scroll view that zooms).
    package var contentIsFrameSize: Bool
    /// Its zooming, or nil: it does not zoom (UIKit's default limits, 1 and 1).
    public var zoom: Screen.Zoom?
    /// Whether a `UIRefreshControl` is set (`refreshControl`), which also sets
    /// `alwaysBounceVertical` as UIKit's setter does (docs/containers.md, "Pull to
    /// refresh on a screen"). Default false.
    public var refreshControl: Bool
    /// When the app calls the control's `endRefreshing()`, in seconds of trace time,
    /// or nil for never. Default nil.
    public var endRefreshingAt: Double?
    /// `panGestureRecognizer.require(toFail:)`: the ids of the recognizers that must fail
    /// before its own pan (`"<id>.pan"`) may begin. Default none.
    public var panRequireToFail: [String] = []
    /// The recognizers its own pan may recognize with at once (the delegate's
    /// `shouldRecognizeSimultaneouslyWith` answering true; the relation is symmetric).
    /// Default none.
    public var panSimultaneousWith: [String] = []
    /// A `UIScrollView` subclass's `gestureRecognizerShouldBegin(_:)` for its own pan, as
    /// data: when the pan would begin and the condition does not hold, it fails instead.
    /// Nil: it always may (UIKit's own rules still apply).
    public var panShouldBegin: Screen.BeginCondition? = nil

    /// A scroll view with `content` (points; default: its frame's size) and UIKit's
    /// defaults for everything else; change the `setup` you need.
    public init(
      content: Size? = nil, paging: Bool = false, scrollEnabled: Bool = true, delaysContentTouches: Bool = true,
      canCancelContentTouches: Bool = true
    ) {
      setup = ScrollViewSceneSetup(viewport: Size(width: 1, height: 1), content: content ?? .zero, paging: paging)
      contentIsFrameSize = content == nil
      self.scrollEnabled = scrollEnabled
      self.delaysContentTouches = delaysContentTouches
      contentTouchDelay = 0.15
      self.canCancelContentTouches = canCancelContentTouches
      refreshControl = false
      endRefreshingAt = nil
    }

    /// The setup of the scroll view of a view with `frame` on `screen`: `setup`
    /// with the frame's size as the viewport (the bounds), the screen's scale and
    /// UIKit release, the content the frame's size when none was given, and
    /// `alwaysBounceVertical` when a refresh control is set.
    public func setup(frame: Rect, screen: Screen) -> ScrollViewSceneSetup {
      var result = setup
      result.viewport = frame.size
      result.scale = screen.scale
      result.uikit = screen.uikit
      result.statusBar = false
      result.jumpBar = false
      if contentIsFrameSize { result.content = frame.size }
      if refreshControl { result.alwaysBounce.y = true }
      return result
    }
  }
}
