import ScrollPhysics

/// How a `ScrollViewScene`'s scroll view is set up: the display, the content and
/// every `UIScrollView` property the command line's `--scene scroll-view` flags
/// and a trace's `# scroll-view: key=value …` line set (docs/scroll-view-scene.md).
///
/// Each property is named after its key (`ScrollViewSceneSetup.Key`); the
/// defaults are UIKit's for a new `UIScrollView` on a 390 × 844 pt, 3× display.
public struct ScrollViewSceneSetup: Hashable, Sendable {
  /// Two booleans, one per axis.
  public struct Axes: Hashable, Sendable {
    /// The horizontal axis.
    public var x: Bool
    /// The vertical axis.
    public var y: Bool

    /// The axes given.
    public init(x: Bool, y: Bool) {
      self.x = x
      self.y = y
    }

    /// Both axes.
    public static let both = Axes(x: true, y: true)
    /// Neither axis.
    public static let neither = Axes(x: false, y: false)
  }

  /// The screen (and the scroll view's frame, which fills it), in points.
  public var viewport: Size
  /// Device pixels per point: published offsets are multiples of `1/scale`.
  public var scale: Double
  /// `contentSize`, in points.
  public var content: Size
  /// `isPagingEnabled`.
  public var paging: Bool
  /// Space between pages, in points (≥ 0): the scroll view's bounds are the
  /// viewport plus this much on the right and at the bottom, so a page is
  /// `viewport + pageSpacing` (the usual photo-browser trick: a scroll view
  /// wider than the display, not clipping its content). Default 0.
  public var pageSpacing: Double
  /// Which axes may go past an edge: `bouncesHorizontally` (x) and
  /// `bouncesVertically` (y), iOS 17.4's split of `bounces`. An axis that does
  /// not bounce is clamped at its edges while dragging and stops at the edge
  /// when decelerating; the other rubber-bands and bounces. Default both.
  public var bounces: Axes
  /// `alwaysBounceHorizontal` (x) and `alwaysBounceVertical` (y). Default neither.
  public var alwaysBounce: Axes
  /// `decelerationRate`. Default `.normal` (0.998 per millisecond). The scroll view
  /// keeps UIKit's two values (`ScrollView.decelerationRate`): a rate below 0.994 runs
  /// as `.fast` (0.99), any other as `.normal`; the `rate` key and `--rate` store the
  /// value in use.
  public var rate: DecelerationRate
  /// `contentInset`, in points, each side ≥ 0. Default zero.
  public var inset: EdgeInsets
  /// The content offset at launch, in points. Default (0, 0).
  public var startOffset: Point
  /// `isDirectionalLockEnabled`. Default false.
  public var directionalLock: Bool
  /// The grid of a `GridSnapDelegate`, in points per axis (`.zero`: none).
  /// Used by the command line, whose delegate is a `GridSnapDelegate`.
  public var snap: Size
  /// The behaviours UIKit does not document (`ScrollViewConfiguration`).
  public var scrollView: ScrollViewConfiguration
  /// Whether a status bar (the top 47 points) sits in front of the scroll view and
  /// scrolls it to the top when tapped (`scrollsToTop`). Default false.
  public var statusBar: Bool
  /// Whether a jump bar (the bottom 44 points) sits in front of the scroll view and
  /// calls `setContentOffset(_:animated: true)` when tapped. Default false.
  public var jumpBar: Bool

  /// UIKit's defaults on a 390 × 844 pt, 3× display, with content the size of the
  /// viewport; change what you need.
  public init(
    viewport: Size = Display.defaultViewport, scale: Double = Display.defaultScale, content: Size? = nil, paging: Bool = false
  ) {
    self.viewport = viewport
    self.scale = scale
    self.content = content ?? viewport
    self.paging = paging
    pageSpacing = 0
    bounces = .both
    alwaysBounce = .neither
    rate = .normal
    inset = .zero
    startOffset = .zero
    directionalLock = false
    snap = .zero
    scrollView = ScrollViewConfiguration()
    statusBar = false
    jumpBar = false
  }

  /// The scroll view's bounds size: the viewport plus `pageSpacing` on each axis.
  package var boundsSize: Size {
    Size(width: viewport.width + pageSpacing, height: viewport.height + pageSpacing)
  }

  /// The UIKit release whose behaviour the scroll view follows
  /// (`scrollView.profile`; default `.ios26`).
  public var uikit: UIKitProfile {
    get { scrollView.profile }
    set { scrollView.profile = newValue }
  }

  /// The scroll view these options describe, at rest at `startOffset`, on a
  /// display refreshing at `refreshRate` hertz (default 60).
  package func makeScrollView(refreshRate: Double = Display.defaultRefreshRate) -> ScrollView {
    var scrollView = ScrollView(
      boundsSize: boundsSize, contentSize: content, contentOffset: startOffset, contentInset: inset, scale: scale,
      maximumFramesPerSecond: refreshRate, configuration: self.scrollView)
    scrollView.isPagingEnabled = paging
    scrollView.bouncesHorizontally = bounces.x
    scrollView.bouncesVertically = bounces.y
    scrollView.alwaysBounceHorizontal = alwaysBounce.x
    scrollView.alwaysBounceVertical = alwaysBounce.y
    scrollView.decelerationRate = rate
    scrollView.isDirectionalLockEnabled = directionalLock
    return scrollView
  }

  /// Checks the options once: throws the first problem, its key the
  /// `# scroll-view:` key (and flag) at fault (`problemKey(_:)` reads it back).
  package func validate() throws(SetupProblem) {
    try Display.validate(viewport: viewport, scale: scale)
    guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0,
      content.width <= 10_000_000, content.height <= 10_000_000
    else {
      throw SetupProblem(.setting(Key.content.rawValue), "the content size must be between 0x0 and 10000000x10000000 points, got \(Self.text(content))")
    }
    guard pageSpacing.isFinite, pageSpacing >= 0, pageSpacing <= 100_000 else {
      throw SetupProblem(.setting(Key.pageSpacing.rawValue), "the page spacing must be between 0 and 100000 points, got \(pageSpacing)")
    }
    for side in [inset.top, inset.left, inset.bottom, inset.right] where !(side.isFinite && side >= 0 && side <= 10_000_000) {
      throw SetupProblem(.setting(Key.inset.rawValue), "each inset must be a non-negative number of points, got \(inset)")
    }
    guard startOffset.x.isFinite, startOffset.y.isFinite else {
      throw SetupProblem(.setting(Key.startOffset.rawValue), "the start offset must be finite, got \(startOffset)")
    }
    if paging {
      if content.width < viewport.width || content.height < viewport.height {
        throw SetupProblem(.setting(Key.content.rawValue), "a paging scroll view needs content at least the size of its viewport (\(Self.text(viewport))), got \(Self.text(content))")
      }
    }
    if snap.width < 0 || snap.height < 0 || !snap.width.isFinite || !snap.height.isFinite {
      throw SetupProblem(.setting(Key.snap.rawValue), "the snap interval must be a non-negative number of points, got \(snap)")
    }
  }

  /// The key of `problem`, when it names one of these options' settings (`viewport`
  /// and `scale` included).
  package static func problemKey(_ problem: SetupProblem) -> Key? {
    switch problem.key {
    case .viewport: return .viewport
    case .scale: return .scale
    case .refresh: return .refresh
    case .setting(let name): return Key(rawValue: name)
    }
  }
}
