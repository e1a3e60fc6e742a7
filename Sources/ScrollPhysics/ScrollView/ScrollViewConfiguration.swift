/// The scroll-view behaviours UIKit does not document, each with a default and
/// its source (docs/sources.md; docs/scroll-view.md lists them all).
///
/// Change a value to explore an alternative the sources disagree on; the
/// defaults are the documented choices of this project. The rules that changed
/// between UIKit releases are not here but in ``profile``.
public struct ScrollViewConfiguration: Hashable, Sendable {
  /// How a paging scroll view chooses its target page when the finger lifts.
  public enum PagingRule: Hashable, Sendable {
    /// UIKit's rule (public decompilation of UIKitCore for iOS 26.1, docs/sources.md, "Paging"; the
    /// "300 pt/s" folklore agrees). With `p = offset/pageSize` and the content
    /// velocity `v` (points per second) before the release blend: `v >
    /// velocityThreshold` takes the page after, `ceil(p)`, however short the
    /// drag (the page after the previous target during a settle that moved
    /// forward); `v < −velocityThreshold` the page before, `floor(p)`;
    /// otherwise the nearest page, `floor(p + 0.5)`. An offset on a page stays.
    /// The profile's ``UIKitProfile/pagingKeepsClampedLastPage`` adds the rule
    /// at the maximum offset.
    case uikit(velocityThreshold: Double)
    /// Flutter's rule (`PageScrollPhysics._getTargetPixels`): `p += 0.5` if the
    /// content velocity exceeds `velocityThreshold` (points per second), `p −=
    /// 0.5` below `−velocityThreshold`; the target is `round(p)·pageSize`.
    case halfPage(velocityThreshold: Double)
    /// The nearest page by position only; the velocity is ignored
    /// (BigZaphod/Chameleon `_pageSnapAnimation`).
    case nearestPage
  }

  /// How the content moves to a paging target.
  public enum SettleAnimation: Hashable, Sendable {
    /// UIKit's per-millisecond spring with width-dependent pull and friction
    /// (``PagingSettle``): the default.
    case uikit
    /// A spring from the current offset to the target, starting with the
    /// release velocity (points per second); Flutter's page spring is
    /// ``ScrollViewConfiguration/flutterPageSpring``.
    case spring(SpringParameters)
    /// A timing curve of the given duration (seconds), starting at rest; the
    /// release velocity is ignored (Chameleon: 0.22 s quadratic ease-out).
    case curve(duration: Double, curve: TimingCurve)
  }

  /// The curve of an animated `setContentOffset`.
  public enum ContentOffsetCurve: Hashable, Sendable {
    /// UIKit's `sin²(π·f/2)` with the distance rounded to pixels
    /// (``SineSquaredAnimation``): the default.
    case sineSquared
    /// A cubic Bézier timing curve; the project's earlier model used
    /// `.easeInEaseOut`.
    case timingCurve(TimingCurve)
  }

  /// The UIKit release whose era-dependent rules apply (default `.ios26`).
  public var profile: UIKitProfile

  /// The speed below which a deceleration stops, in points per second (default
  /// 10: UIKit stops when `vx² + vy² < 1e-4` (pt/ms)², that is 0.01 pt/ms; read
  /// from the decompilation). Also the `0.01·sign v` term of the proposed
  /// target, `x0 + (v − 0.01·sign v)/(−ln d)`, which matches 12 measured targets.
  public var stopSpeed: Double

  /// The smallest release speed (in the plane) that starts a deceleration inside
  /// the content range, in points per second (default 250: UIKit compares
  /// `vx² + vy² < 0.0625` (pt/ms)²; measured: a release below about 260 pt/s
  /// never decelerates, one above about 350 pt/s always does). A slower release
  /// zeroes the velocity and reports `willDecelerate` false.
  public var minimumDecelerationSpeed: Double

  /// How a paging release picks its page (default `.uikit(velocityThreshold: 300)`,
  /// 0.3 pt/ms).
  public var pagingRule: PagingRule

  /// How a paging scroll view moves to its target page (default `.uikit`, the
  /// per-millisecond spring of ``PagingSettle``).
  public var pagingAnimation: SettleAnimation

  /// Whether repeated fast flicks in one direction go further (default true,
  /// UIKit's rule read from the decompilation): a release of at least 0.6 pt/ms
  /// is a fast scroll; from the third consecutive one (same direction, each
  /// within 1 s of the end of the previous motion) the release velocity is
  /// multiplied by `min(1 + ((count − 3)·0.5 + 1)·min(distance/240, 0.9), 16)`,
  /// with `distance` the length of the drag's translation in points. The count
  /// resets on a change of direction, on a slower release, or when the finger's
  /// speed falls below 0.13 pt/ms during a drag.
  public var boostsRepeatedFlicks: Bool

  /// The law that carries a fling past an edge and back, and returns a release
  /// with velocity while overscrolled (default ``BounceLaw/uikit``: UIKit's own
  /// per-millisecond law, read from the decompilation, under both profiles; see
  /// docs/scroll-view.md, "UIKit profiles"). ``BounceLaw/spring`` runs
  /// ``bounceSpring`` instead.
  public var bounceLaw: BounceLaw

  /// The spring of ``BounceLaw/spring`` and of a held overscroll's option A
  /// (default: critically damped, ω = 10.9 s⁻¹, fitted to iOS 14 device
  /// recordings by LNCustomScrollView).
  public var bounceSpring: SpringParameters

  /// How content released (or left by a caught bounce) overscrolled at less
  /// than the stop speed returns to the edge (default `.bounceSpring`; two
  /// device recordings disagree, see docs/scroll-view.md).
  public var snapBack: BounceSimulation.SnapBack

  /// The duration of an animated `setContentOffset`, in seconds (default 0.3,
  /// read from the decompilation; Chameleon's 0.33 s and the folklore agree).
  public var contentOffsetAnimationDuration: Double

  /// The curve of an animated `setContentOffset` (default `.sineSquared`, read
  /// from the decompilation and checked by an independent Core Animation test).
  public var contentOffsetAnimationCurve: ContentOffsetCurve

  /// Whether a touch that ends without a pan runs the paging rule (with zero
  /// velocity) on a paging scroll view whose offset is off a page boundary
  /// (default true: UIKit does, read from the decompilation; the side-menu
  /// tutorial cites Stack Overflow 4480512 for the snap it causes).
  public var touchUpSettlesOffPageOffset: Bool

  /// Whether catching a deceleration (a touch down while it runs) sends
  /// `scrollViewDidEndDecelerating` (default true; undocumented).
  public var notifiesDidEndDeceleratingOnCatch: Bool

  /// Whether a deceleration that stops at an edge with `bounces` off sends
  /// `scrollViewDidEndDecelerating` (default true; undocumented, see docs/sources.md,
  /// "Edges and bounce"). Judged per axis, at the end of the whole motion: when
  /// one axis stops at its wall while the other still decelerates or bounces,
  /// the motion ends with the other axis, not at a wall, and is notified.
  public var notifiesDidEndDeceleratingAtWall: Bool

  /// The directional lock's angles, in degrees from the x axis (default 20 and
  /// 70, read from the decompilation): a raw finger move that makes an angle of
  /// at most the first with the x axis locks to x, one of at least the second
  /// locks to y, any other leaves the lock as it is (both axes free when there
  /// is none). `0 ≤ first ≤ second ≤ 90`.
  public var directionalLockAngles: (horizontal: Double, vertical: Double) {
    get { (directionalLockHorizontalAngle, directionalLockVerticalAngle) }
    set {
      directionalLockHorizontalAngle = newValue.horizontal
      directionalLockVerticalAngle = newValue.vertical
    }
  }
  var directionalLockHorizontalAngle: Double
  var directionalLockVerticalAngle: Double

  /// The pause that reopens the directional-lock decision once the pan has
  /// begun, in seconds (default 0.6, read from the decompilation): a raw move
  /// at least this long after the previous touch sample decides the lock again
  /// (``ScrollViewInput/touchMoved(movement:)``).
  public var directionalLockInterval: Double

  /// The defaults listed on each property.
  public init() {
    profile = .ios26
    stopSpeed = 10
    minimumDecelerationSpeed = 250
    pagingRule = .uikit(velocityThreshold: 300)
    pagingAnimation = .uikit
    boostsRepeatedFlicks = true
    bounceLaw = .uikit
    bounceSpring = .criticallyDamped(angularFrequency: BounceSimulation.uiKitBounceFrequency)
    snapBack = .bounceSpring
    contentOffsetAnimationDuration = 0.3
    contentOffsetAnimationCurve = .sineSquared
    touchUpSettlesOffPageOffset = true
    notifiesDidEndDeceleratingOnCatch = true
    notifiesDidEndDeceleratingAtWall = true
    directionalLockHorizontalAngle = 20
    directionalLockVerticalAngle = 70
    directionalLockInterval = 0.6
  }

  /// The defaults with `profile`.
  public init(profile: UIKitProfile) {
    self.init()
    self.profile = profile
  }

  /// Flutter's default scroll spring, which `PageScrollPhysics` settles pages
  /// with: mass 0.5, stiffness 100, damping ratio 1.1 (damping
  /// 1.1·2·√(0.5·100) ≈ 15.556).
  public static let flutterPageSpring = SpringParameters(
    mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())
}
