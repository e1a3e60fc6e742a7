/// The scroll-view behaviours UIKit does not document, each with a default and
/// its source (docs/sources.md; docs/scroll-view.md lists them all).
///
/// Change a value to explore an alternative the sources disagree on; the
/// defaults are the documented choices of this project.
public struct ScrollViewConfiguration: Hashable, Sendable {
  /// How a paging scroll view chooses its target page when the finger lifts.
  public enum PagingRule: Hashable, Sendable {
    /// Flutter's rule (`PageScrollPhysics._getTargetPixels`, docs/sources.md, "Paging"):
    /// `p = offset/pageSize`; `p += 0.5` if the content velocity exceeds
    /// `velocityThreshold` (points per second), `p −= 0.5` if it is below
    /// `−velocityThreshold`; the target is `round(p)·pageSize`. Any fling
    /// faster than the threshold advances exactly one page.
    case halfPage(velocityThreshold: Double)
    /// The nearest page by position only; the velocity is ignored
    /// (BigZaphod/Chameleon `_pageSnapAnimation`, docs/sources.md, "Paging").
    case nearestPage
  }

  /// How the content moves to a paging target.
  public enum SettleAnimation: Hashable, Sendable {
    /// A spring from the current offset to the target, starting with the
    /// release velocity (points per second).
    case spring(SpringParameters)
    /// A timing curve of the given duration (seconds), starting at rest; the
    /// release velocity is ignored.
    case curve(duration: Double, curve: TimingCurve)
  }

  /// The speed below which a deceleration stops, in points per second
  /// (default 10, docs/sources.md, "Deceleration", reverse-engineered from recorded
  /// `targetContentOffset` values).
  public var stopSpeed: Double

  /// The smallest release speed that starts a deceleration, in points per
  /// second (default 10, the stop speed: a release slower than the stop speed
  /// does not move, docs/sources.md, "Deceleration"). docs/sources.md, "Gesture recognizers" reports a possible higher
  /// threshold (≈ 83, flutter/flutter#103762) as folklore.
  public var minimumDecelerationSpeed: Double

  /// How a paging release picks its page (default `.halfPage(velocityThreshold: 10)`:
  /// Flutter's ±0.5 rule, docs/sources.md, "Paging", with the stop speed as the velocity
  /// tolerance; "Apple uses 300 pt/s" is folklore).
  public var pagingRule: PagingRule

  /// How a paging scroll view moves to its target page (default: Flutter's
  /// page spring, mass 0.5, stiffness 100, damping ratio 1.1, from the current
  /// offset with the release velocity: `ScrollPhysics.spring` as used by
  /// `PageScrollPhysics`, docs/sources.md, "Paging"). Chameleon's alternative is a 0.22 s
  /// quadratic ease-out.
  public var pagingAnimation: SettleAnimation

  /// The spring that carries a fling past an edge and back, and springs back
  /// a release with velocity while overscrolled (default: critically damped,
  /// ω = 10.9 s⁻¹, fitted to device recordings by LNCustomScrollView,
  /// docs/sources.md, "Edges and bounce").
  public var bounceSpring: SpringParameters

  /// How content released (or left by a caught bounce) overscrolled at less
  /// than the stop speed returns to the edge (default `.bounceSpring`, option A
  /// of docs/sources.md, "Edges and bounce"; the sources disagree).
  public var snapBack: BounceSimulation.SnapBack

  /// The duration of an animated `setContentOffset`, in seconds (default 0.3:
  /// undocumented; "about 0.3 s" is folklore, Chameleon uses 0.33 s,
  /// docs/sources.md, "setContentOffset(_:animated:)").
  public var contentOffsetAnimationDuration: Double

  /// The timing curve of an animated `setContentOffset` (default
  /// `.easeInEaseOut`: facebookarchive/AsyncDisplayKit#345 reports that the
  /// animation "starts with 0 velocity", against the documentation's "constant
  /// velocity"; docs/sources.md, "setContentOffset(_:animated:)").
  public var contentOffsetAnimationCurve: TimingCurve

  /// Whether a touch that ends without a pan snaps a paging scroll view whose
  /// offset is off a page boundary to the nearest page, clamped to the range
  /// (default true). docs/sources.md, "Paging" labels it folklore (screwtape.co.uk,
  /// "Paging Enabled peculiarity in UIScrollView", 2010; Stack Overflow
  /// 4480512, which the side-menu tutorial cites); the side-menu scene needs
  /// it. A clamped last page that is not a multiple of the page size counts as
  /// off a page boundary.
  public var touchUpSettlesOffPageOffset: Bool

  /// Whether catching a deceleration (a touch down while it runs) sends
  /// `scrollViewDidEndDecelerating` (default true; undocumented, docs/sources.md, "Delegate callbacks").
  public var notifiesDidEndDeceleratingOnCatch: Bool

  /// Whether catching an animated `setContentOffset` sends
  /// `scrollViewDidEndScrollingAnimation` (default false: the header says it is
  /// sent when the animation "finishes"; undocumented for an interruption).
  public var notifiesDidEndScrollingAnimationOnCatch: Bool

  /// Whether a deceleration that stops at an edge with `bounces` off sends
  /// `scrollViewDidEndDecelerating` (default true; undocumented, see docs/sources.md,
  /// "Edges and bounce").
  public var notifiesDidEndDeceleratingAtWall: Bool

  /// The directional-lock rule: a drag locks to an axis when its first
  /// movement along that axis is more than this many times the movement along
  /// the other (default 2, i.e. within about 26.6° of the axis; UIKit's rule is
  /// undocumented). Must be ≥ 1.
  public var directionalLockRatio: Double

  /// The defaults listed on each property.
  public init() {
    stopSpeed = 10
    minimumDecelerationSpeed = 10
    pagingRule = .halfPage(velocityThreshold: 10)
    pagingAnimation = .spring(Self.flutterPageSpring)
    bounceSpring = .criticallyDamped(angularFrequency: BounceSimulation.uiKitBounceFrequency)
    snapBack = .bounceSpring
    contentOffsetAnimationDuration = 0.3
    contentOffsetAnimationCurve = .easeInEaseOut
    touchUpSettlesOffPageOffset = true
    notifiesDidEndDeceleratingOnCatch = true
    notifiesDidEndScrollingAnimationOnCatch = false
    notifiesDidEndDeceleratingAtWall = true
    directionalLockRatio = 2
  }

  /// Flutter's default scroll spring, which `PageScrollPhysics` settles pages
  /// with: mass 0.5, stiffness 100, damping ratio 1.1 (damping
  /// 1.1·2·√(0.5·100) ≈ 15.556).
  public static let flutterPageSpring = SpringParameters(
    mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())
}
