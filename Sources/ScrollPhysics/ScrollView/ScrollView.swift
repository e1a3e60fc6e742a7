/// A model of `UIScrollView`: a value-type state machine driven by touch, pan and
/// display-link inputs, reporting `UIScrollViewDelegate` callbacks in UIKit's
/// order.
///
/// Feed it ``ScrollViewInput`` values with ``handle(_:at:delegate:into:)``; it
/// calls the delegate synchronously and records every callback as a
/// ``ScrollViewCallback``. Nothing reads a clock: time is the `at:` argument, in
/// seconds, non-decreasing.
///
/// ## States
///
/// ```
///            touchDown               panBegan                    panEnded / panCancelled
///   idle ───────────────▶ touching ─────────────▶ dragging ─────────────────────────────┐
///    ▲  ◀── touchUp (on a page, in range) ──┘                                         │
///    │                     touchUp (off a page or overscrolled) ─┐                    │
///    │                                                           ▼                    ▼
///    └──── frame (motion done) ──────────────────────────── moving ◀── willDecelerate ─┘
///                                  setContentOffset(animated) ──▲   touchDown: caught → touching
/// ```
///
/// `isTracking` is true from `touchDown` (or `panBegan`) until the finger lifts;
/// `isDragging` from `panBegan` until just after `scrollViewDidEndDragging`;
/// `isDecelerating` from just before `scrollViewWillBeginDecelerating` until just
/// before `scrollViewDidEndDecelerating` (or the catch).
///
/// ## Geometry
///
/// Along x the scrollable range is `min = −contentInset.left`,
/// `max = max(min, contentSize.width + contentInset.right − boundsSize.width)`,
/// and likewise along y with top and bottom (docs/sources.md, "Edges and bounce"). An axis scrolls
/// if `max > min`, or if `bounces` and that axis's `alwaysBounce…` are both
/// true. Every published ``contentOffset`` is rounded to device pixels (a
/// multiple of `1/scale`); the unrounded value is kept as the state
/// (docs/sources.md, "Deceleration").
///
/// ## Property changes
///
/// All properties may change at any time, also from inside a delegate
/// callback. A change never moves the content by itself. A running motion
/// (deceleration, bounce, paging settle, animation) keeps the parameters it
/// started with (its target page, bounces, rate, range). A drag reads the
/// range, `bounces` and `isScrollEnabled` afresh at every `panChanged`. A
/// release reads `isPagingEnabled`, `bounces`, `decelerationRate`, the range
/// and the bounds when the pan ends, before `scrollViewWillEndDragging`; a
/// change made during or after that call applies to the next release or touch.
/// A `touchUp` reads `isPagingEnabled` when it arrives.
public struct ScrollView: Sendable {
  // MARK: Properties (UIScrollView's)

  /// The size of the visible area, in points (`bounds.size`). Also the page
  /// size of a paging scroll view and the dimension of the rubber band.
  public var boundsSize: Size
  /// The size of the content, in points.
  public var contentSize: Size
  /// Extra scrollable space around the content, in points (default zero). Its
  /// role is `adjustedContentInset`'s: it widens the scrollable range.
  public var contentInset: EdgeInsets
  /// Whether a release settles on a multiple of the bounds size (default false).
  public var isPagingEnabled = false
  /// Whether the content may go past the left and right edges: rubber band
  /// while dragging, a bounce after a fling (default true). False: the x offset
  /// is clamped to the range and a deceleration stops at the edge, whatever the
  /// other axis does (UIKit's `bouncesHorizontally`, iOS 17.4; docs/sources.md,
  /// "Edges and bounce").
  public var bouncesHorizontally = true
  /// Whether the content may go past the top and bottom edges; as
  /// ``bouncesHorizontally``, for y (UIKit's `bouncesVertically`, iOS 17.4).
  public var bouncesVertically = true
  /// Whether the content may go past an edge (default true). Setting it sets
  /// ``bouncesHorizontally`` and ``bouncesVertically`` both, as UIKit documents;
  /// reading it gives true when either axis bounces (UIKit does not document
  /// the getter when the two differ; docs/scroll-view.md, "Bounces per axis").
  public var bounces: Bool {
    get { bouncesHorizontally || bouncesVertically }
    set {
      bouncesHorizontally = newValue
      bouncesVertically = newValue
    }
  }
  /// Whether a horizontal drag bounces even when the content is not wider than
  /// the bounds; requires ``bouncesHorizontally`` (default false).
  public var alwaysBounceHorizontal = false
  /// Whether a vertical drag bounces even when the content is not taller than
  /// the bounds; requires ``bouncesVertically`` (default false).
  public var alwaysBounceVertical = false
  /// How quickly a fling slows down, per millisecond (default `.normal`, 0.998).
  /// Like UIKit's, it keeps to two values: a rate set below 0.994 becomes
  /// `.fast` (0.99) and any other becomes `.normal` (read from the public
  /// decompilation of UIKitCore for iOS 26.1).
  public var decelerationRate = DecelerationRate.normal {
    didSet { decelerationRate = decelerationRate.rawValue < 0.994 ? .fast : .normal }
  }
  /// Whether the user can scroll (default true). False: touch and pan inputs
  /// are ignored entirely; frames and `setContentOffset` still work.
  public var isScrollEnabled = true
  /// Whether a drag that starts mostly along one axis is locked to that axis
  /// (default false). The rule is
  /// ``ScrollViewConfiguration/directionalLockAngles``.
  public var isDirectionalLockEnabled = false
  /// Device pixels per point, > 0 (default 3): published offsets are multiples
  /// of `1/scale`.
  public var scale: Double
  /// The display's frames per second (hertz, > 0; default 60), as
  /// `UIScreen.maximumFramesPerSecond`: the frame length of the per-frame
  /// deceleration and paging laws, whose first frame is applied at the release.
  /// Send `frame` inputs at this rate.
  public var maximumFramesPerSecond: Double {
    didSet { if !(maximumFramesPerSecond > 0) || !maximumFramesPerSecond.isFinite { maximumFramesPerSecond = 60 } }
  }
  /// The behaviours UIKit does not document, with their defaults and sources,
  /// and the UIKit profile.
  public var configuration: ScrollViewConfiguration

  // MARK: Read-only state

  /// The published content offset, in points: a multiple of `1/scale` on each
  /// axis. Change it with the `.setContentOffset` input, or with
  /// ``setContentOffset(_:animated:)`` from a delegate callback.
  public internal(set) var contentOffset: Point
  /// Whether a finger is on the scroll view (touched down, not yet lifted).
  public internal(set) var isTracking = false {
    didSet { isAtRest = Self.isAtRest(phase: phase, isTracking: isTracking) }
  }
  /// Whether the user is dragging the content (from the pan's start until just
  /// after `scrollViewDidEndDragging`).
  public internal(set) var isDragging = false
  /// Whether the content moves on its own after a touch ended: a deceleration,
  /// bounce, snap back or paging settle announced by
  /// `scrollViewWillBeginDecelerating`. False during `setContentOffset`
  /// animations.
  public internal(set) var isDecelerating = false

  // MARK: Internal state

  /// The unrounded content offset, in points.
  var exactOffset: Point
  /// What the scroll view is doing.
  var phase = Phase.idle {
    didSet {
      isAtRest = Self.isAtRest(phase: phase, isTracking: isTracking)
      isMoving = Self.isMoving(phase: phase)
    }
  }
  /// The running motion while `phase` is `.moving`.
  var motion = Motion.none {
    didSet { sampledVelocityTime = .nan }
  }
  /// The running motion's velocity at ``sampledVelocityTime``, in points per
  /// second: what ``motionVelocity`` answers then, kept by the frame that
  /// computed it with the position.
  @usableFromInline var sampledVelocity = Vector(dx: 0, dy: 0)
  /// The input time of ``sampledVelocity``, in seconds; NaN when no frame of the
  /// current motion has sampled it.
  @usableFromInline var sampledVelocityTime = Double.nan
  /// The time of the input being handled, in seconds.
  @usableFromInline var now = 0.0
  /// Whether ``handle(_:at:delegate:into:)`` is running (delegate calls happen
  /// only then).
  var isHandlingInput = false
  /// A `setContentOffset` a delegate asked for during a callback, carried out
  /// when the current input has been handled.
  var pendingContentOffsetRequest: ContentOffsetRequest?
  /// The repeated-flick count and what it needs.
  var flicks = FlickHistory()
  /// The target of the paging settle a touch caught, and whether it was moving
  /// forward (toward larger offsets) on each axis; cleared at the next release or
  /// touch-up.
  var caughtPagingSettle: CaughtPagingSettle?
  /// The directional lock of the current touch, decided by its raw moves
  /// (``ScrollViewInput/touchMoved(movement:)``) and kept by a touch that
  /// catches a motion.
  var touchLock: DirectionalLock = .free
  /// When the fingers on the scroll view last touched down or moved, in seconds.
  var lastTouchSample = 0.0

  /// Creates a scroll view at rest.
  ///
  /// - Parameters:
  ///   - boundsSize: The visible size, in points.
  ///   - contentSize: The content size, in points.
  ///   - contentOffset: The initial offset, in points (rounded to pixels when
  ///     published). Default zero.
  ///   - contentInset: Default zero.
  ///   - scale: Device pixels per point, must be > 0. Default 3.
  ///   - maximumFramesPerSecond: The display's refresh rate, hertz, > 0. Default 60.
  ///   - configuration: The undocumented behaviours; default
  ///     ``ScrollViewConfiguration/init()``.
  /// The other properties take UIKit's defaults: paging off, bounces on,
  /// alwaysBounce off, `.normal` rate, scrolling enabled, directional lock off.
  public init(
    boundsSize: Size, contentSize: Size, contentOffset: Point = .zero,
    contentInset: EdgeInsets = .zero, scale: Double = 3, maximumFramesPerSecond: Double = 60,
    configuration: ScrollViewConfiguration = ScrollViewConfiguration()
  ) {
    precondition(scale > 0, "ScrollView: scale must be > 0")
    precondition(
      maximumFramesPerSecond > 0 && maximumFramesPerSecond.isFinite, "ScrollView: maximumFramesPerSecond must be > 0")
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.scale = scale
    self.maximumFramesPerSecond = maximumFramesPerSecond
    self.configuration = configuration
    self.exactOffset = contentOffset
    self.contentOffset = Point(
      x: roundedToPixel(contentOffset.x, scale: scale), y: roundedToPixel(contentOffset.y, scale: scale))
  }

  /// Whether nothing moves and no finger is down: no drag, no deceleration,
  /// no animation. A scene at rest stays as it is until the next input.
  ///
  /// Stored (kept up to date with the state) so that reading it every frame
  /// is a plain load.
  public private(set) var isAtRest = true

  /// Whether the content moves on its own: a deceleration, bounce, snap back,
  /// paging settle or animated `setContentOffset` is running. Exactly then does a
  /// `frame` input have something to advance: while this is false a `frame`
  /// changes nothing and reports nothing, so a caller may skip it.
  ///
  /// Stored, like ``isAtRest``, so that reading it every frame is a plain load.
  public private(set) var isMoving = false

  private static func isMoving(phase: Phase) -> Bool {
    switch phase {
    case .moving: return true
    case .idle, .touching, .dragging: return false
    }
  }

  private static func isAtRest(phase: Phase, isTracking: Bool) -> Bool {
    if isTracking { return false }
    switch phase {
    case .idle: return true
    case .touching, .dragging, .moving: return false
    }
  }

  /// The smallest content offset along each axis, in points:
  /// `(−contentInset.left, −contentInset.top)`.
  public var minimumContentOffset: Point {
    Point(x: -contentInset.left, y: -contentInset.top)
  }

  /// The largest content offset along each axis, in points: `max(minimum,
  /// contentSize + inset − boundsSize)` (docs/sources.md, "Edges and bounce").
  public var maximumContentOffset: Point {
    let minimum = minimumContentOffset
    return Point(
      x: Swift.max(minimum.x, contentSize.width + contentInset.right - boundsSize.width),
      y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - boundsSize.height))
  }
}
