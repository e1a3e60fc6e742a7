import ScrollPhysics

/// The scroll view's invariants ("Property tests"), checked on random touch
/// traces through a bare scroll view (`ScrollViewScene`: the pan, the status
/// bar's scroll-to-top and a jump bar that calls `setContentOffset`), each on several
/// set-ups in the 390 × 844 viewport at scale 3:
///
/// - **side menu**: content 470 × 844 (the side menu's), paging on, bounces off,
///   starting at x = 80;
/// - **pager**: content 1170 × 2532 (3 × 3 pages), starting on the middle page
///   (390, 844);
/// - **list**: content 390 × 5000, starting at y = 2000.
///
/// | Property | Set-ups | Invariant |
/// |---|---|---|
/// | `scroll-view-in-range` | bounces off: side menu; pager with and without paging; list (`.fast`) (your scroll view: each axis that does not bounce) | the offset never leaves the content range: after every input and in every `scrollViewDidScroll` |
/// | `scroll-view-paging-rest` | paging on: side menu; pager with bounces on and off; touches only (no bars: code may set any offset, and setContentOffset stops a paging settle where it is) | whenever the scroll view is at rest, each axis is on a page boundary (a pixel-rounded multiple of the bounds size) or at an end of the range (the clamped last page); it comes to rest |
/// | `scroll-view-monotonic-deceleration` | paging off: pager (bounces on, `.normal`; off, `.fast`), list (on, `.fast`; off, `.normal`) | from the release to the end of a deceleration that starts in range, each axis moves one way only, except a bounce, which turns once beyond the edge and comes back; an uninterrupted one rests near the `targetContentOffset` it announced (UIKit's per-frame law does not snap to it): short of it by at most 1 % of the distance and a pixel, past it (a slow axis of a diagonal flick, which stops with the speed in the plane; an axis under 0.01 pt/ms, whose target is where it started, moves the way of its velocity) by at most 0.01/(−ln d) points and a pixel |
/// | `scroll-view-frame-rate` | side menu; pager with paging (bounces on) and without; list (bounces off, `.fast`) | the resting state depends on the frame rate only through UIKit's per-frame law: at 60 and 120 Hz the offsets at every touch-down that finds both at rest, and at the end, are equal or within 1 pt (from the first that differs, the comparison ends) |
/// | `scroll-view-deterministic` | pager with paging | the same trace twice gives the same callbacks, in order, and the same final state |
///
/// Each trace runs at its display refresh rate (60 or 120 Hz, drawn per trace), except
/// the frame-rate property, which runs both. The monotonic and frame-rate properties
/// generate longer pauses (0.5…4 s) so that
/// most motions end before the next touch; a touch that catches a motion in flight
/// legitimately depends on the frames, so from there on nothing is compared.
package enum ScrollViewProperties {
  /// The scene's name, as `gesture-sim check --scene` takes it.
  package static let scene = "scroll-view"
  /// The viewport, 390 × 844 points.
  package static let viewport = Display.defaultViewport
  /// How long frames run after the last touch while the scroll view still moves, in
  /// seconds (10, as `gesture-sim run`).
  package static let settleLimit = 10.0

  /// Every scroll-view property, in the order of the scroll view's specification.
  package static let all: [TraceProperty] = catalog(profile: .ios26)

  /// The scroll-view properties under `profile` (the scroll views of every setup get it).
  package static func catalog(profile: UIKitProfile) -> [TraceProperty] {
    ScrollViewInvariant.allCases.map { invariant in
      property(invariant, viewport: viewport) {
        ScrollViewInvariantCheck.check(invariant, events: $0, refreshRate: $1, profile: profile)
      }
    }
  }

  /// The property that checks `invariant` with `check` on traces in `viewport`.
  ///
  /// Its generator: the defaults with a 60 or 120 Hz display, and one start point in
  /// five on the status bar or the jump bar; for the monotonic-deceleration and
  /// frame-rate properties pauses of 0.5…4 s, so that most motions end before the
  /// next touch.
  static func property(
    _ invariant: ScrollViewInvariant, viewport: Size,
    check: @escaping @Sendable ([TouchEvent], Double) -> PropertyFailure?
  ) -> TraceProperty {
    var generator = TraceGenerator(viewport: viewport)
    generator.refreshRates = [60, 120]
    generator.hotspots = [
      Rect(x: 0, y: 0, width: viewport.width, height: ScrollViewScene<GridSnapDelegate>.statusBarHeight),
      Rect(
        x: 0, y: viewport.height - ScrollViewScene<GridSnapDelegate>.jumpBarHeight, width: viewport.width,
        height: ScrollViewScene<GridSnapDelegate>.jumpBarHeight),
    ]
    generator.hotspotProbability = 0.2
    switch invariant {
    case .monotonicDeceleration, .frameRate: generator.pause = 0.5...4
    case .inRange, .pagingRest, .deterministic: break
    }
    return TraceProperty(
      name: invariant.rawValue, scene: scene, summary: invariant.summary, generator: generator,
      checkAtRefreshRate: check)
  }

  /// The scroll-view properties on one scroll view of your own (`gesture-sim check
  /// --scene scroll-view` with the scroll-view flags), with the status bar and the
  /// jump bar in front of it: every property that applies to it. The in-range
  /// property needs bounces off, the paging-rest property paging (and neither bar,
  /// so that only touches move it), the monotonic-deceleration property paging off
  /// and no snap (a snapping delegate changes the target on purpose).
  public static func properties(for scrollViewSetup: ScrollViewSceneSetup) -> [TraceProperty] {
    let checked = CheckedScrollView(name: "your scroll view", scrollViewSetup: scrollViewSetup, jumpBar: true)
    var touchesOnly = checked
    touchesOnly.statusBar = false
    touchesOnly.jumpBar = false
    var invariants: [ScrollViewInvariant] = []
    // Along an axis that does not bounce the offset stays in range (both with bounces off).
    if !scrollViewSetup.bounces.x || !scrollViewSetup.bounces.y { invariants.append(.inRange) }
    if scrollViewSetup.paging { invariants.append(.pagingRest) }
    if !scrollViewSetup.paging && scrollViewSetup.snap == .zero { invariants.append(.monotonicDeceleration) }
    invariants += [.frameRate, .deterministic]
    return invariants.map { invariant in
      let setups = invariant == .pagingRest ? [touchesOnly] : [checked]
      return property(invariant, viewport: scrollViewSetup.viewport) {
        ScrollViewInvariantCheck.check(invariant, events: $0, refreshRate: $1, setups: setups)
      }
    }
  }
}
