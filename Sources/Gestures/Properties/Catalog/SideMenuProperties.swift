import ScrollPhysics

/// The side-menu scene's invariants ("Invariants, as property tests over
/// random traces", as the tutorial's code makes them hold), one property per invariant
/// and tutorial step, on the default scene (390 × 844 points, scale 3, menu 80
/// points wide).
///
/// Every property replays the trace through `SideMenuScene` exactly as `gesture-sim
/// run` does (launch at the first event, frames at the trace's display refresh rate,
/// then frames until the scene is at rest, at most `settleLimit` seconds). The
/// generator draws the refresh rate, 60 or 120 Hz, per trace (`TraceScript.refreshRate`;
/// shrinking prefers 60), and a counterexample's CSV carries a 120 Hz rate as
/// `# refresh: 120`, so `gesture-sim run` replays it as the property saw it.
///
/// | Property | Variants | Invariant |
/// |---|---|---|
/// | `menu-offset-in-range` | all | bounces off: 0 ≤ offsetX ≤ 80 at every frame and every `scrollViewDidScroll` (and offsetY = 0) |
/// | `menu-rests-open-or-hidden` | all | whenever the scene is at rest, and at the end, offsetX is 0 or 80, except after a release with paging off (below); the scene comes to rest |
/// | `menu-visual-state` | all | at every frame fraction = clamp(1 − offsetX/80, 0, 1), alpha = fraction, rotation = fraction·π/2, the menu's hinge at screen x = 80 − offsetX, the quad the container's frame when open and edge-on at x = 0 when hidden |
/// | `showing-menu-matches-offset` | `fixed` | after every `scrollViewDidScroll`, and at rest, showingMenu == (offsetX != 80), unless showingMenu is stale (below) |
/// | `single-tap-toggles` | `fixed` (holds); `hamburger`, `end-decelerating` (known bugs) | a single hamburger tap that starts with the scene at rest, showingMenu not stale, toggles whether the menu is open, as seen when the scene is next at rest |
///
/// **Stale showingMenu: a corner the clarified invariant misses.** hideOrShowMenu
/// sets showingMenu at once and starts the offset animation; the offset moves, and
/// scrollViewDidScroll runs, only at the next display frame. A touch that comes down
/// before that frame catches the animation where it is (as UIKit's scroll view
/// does), so in `fixed` too the scene can rest with the menu hidden and showingMenu
/// true (or open and false): for example a tap on the hamburger and another touch
/// within one frame (16.7 ms at 60 Hz); the next hamburger tap then does nothing
/// visible. The search found it (`showing-menu-matches-offset`, seed 20260293: "tap at
/// (8, 47), then tap at (0, 0)", 1 ms apart). It is the tutorial's code, faithfully
/// modelled (the model follows the tutorial's code: it does not fire scrollViewDidScroll to make the invariant
/// hold), so the two properties state the invariant without that corner: from such a
/// catch until the next scrollViewDidScroll or hideOrShowMenu, showingMenu is *stale*
/// and is not compared with the offset (docs/properties.md, "Findings").
///
/// **A release with paging off: a hole in the paging toggle.** From `paging-toggle`
/// on, scrollViewDidScroll sets `pagingEnabled = offsetX < 80`, so paging is off
/// while the menu is hidden, and turns on only when the offset moves. A flick whose
/// sideways motion all happens inside the pan's 10-point hysteresis (the content
/// follows the finger only from the pan's start) releases at offset 80 with paging
/// still off but with a sideways velocity: the scroll view decelerates freely and
/// stops between 0 and 80, and the paging that the first scrollViewDidScroll turns on
/// does not retarget a running deceleration (docs/scroll-view.md). The search found it
/// (`menu-rests-open-or-hidden`, seed 987654725: "flick up-right (311°) at 2600
/// pt/s" from (388, 10), whose finger reaches the screen's edge after 2 points, at 120
/// Hz; it rests at offsetX 15). `paging` keeps paging on and is not affected. The
/// property leaves out rests that follow a release with paging off; the `paging`
/// variant checks them all (docs/properties.md, "Findings").
package enum SideMenuProperties {
  /// The scene's name, as `gesture-sim check --scene` takes it.
  package static let scene = "side-menu"
  /// How long frames run after the last touch while the scene still moves, in
  /// seconds: `Replayer.defaultSettleLimit` (10), as `gesture-sim run`.
  package static let settleLimit = 10.0
  /// The scene's layout: the scene's defaults.
  package static let geometry = SideMenuGeometry()

  /// The side-menu generator: a 60 or 120 Hz display, touches sampled at 60 or 120 Hz
  /// (iPhone digitizers: the Taasky menu is an iPhone app; the 240 Hz of iPad Pro
  /// digitizers is exercised by the recognizer and scroll-view properties), one to
  /// three gestures, more swipes and fewer two-finger pans than the default mix, drags
  /// of 0.2…0.6 s (at up to 300 pt/s that is up to 180 points, more than twice the
  /// menu's travel; the default's 1.5 s drags only add samples of a clamped offset), and
  /// half of the start points on the
  /// hamburger (where it is with the menu open, x 88…132, and hidden, x 8…52, both
  /// y 47…91) or on the menu's rows (x 0…80, y 91…651), so that taps on the controls
  /// and swipes that open or hide the menu are frequent.
  package static var generator: TraceGenerator {
    var generator = TraceGenerator(viewport: geometry.viewport)
    generator.gestureCount = 1...3
    generator.refreshRates = [60, 120]
    generator.rates = [60, 120]
    generator.drag.duration = 0.2...0.6
    generator.mix = TraceGenerator.GestureMix(
      tap: 3, doubleTap: 1, drag: 1.5, flick: 2, restingSwipe: 1.5, twoFingerPan: 0.5, cancelledTouch: 0.5)
    generator.hotspots = [
      geometry.hamburgerScreenFrame(contentOffsetX: 0),
      geometry.hamburgerScreenFrame(contentOffsetX: geometry.hiddenOffsetX),
      Rect(
        x: 0, y: geometry.navigationBarMaxY, width: geometry.menuWidth,
        height: Double(geometry.menuRowCount) * geometry.menuRowHeight),
    ]
    return generator
  }

  /// Every side-menu property, variant by variant in the tutorial's order, under the
  /// default UIKit profile (`ios26`).
  package static let all: [TraceProperty] = catalog(profile: .ios26)

  /// Every side-menu property under `profile`, variant by variant: the three that
  /// hold in every step, `showing-menu-matches-offset` in `fixed` and
  /// `single-tap-toggles` in the steps with the hamburger.
  package static func catalog(profile: UIKitProfile) -> [TraceProperty] {
    SideMenuVariant.allCases.flatMap { variant in
      SideMenuInvariant.allCases.filter { $0.isCatalogued(in: variant) }.map { property($0, variant, profile: profile) }
    }
  }

  /// The property that checks `invariant` in `variant` under `profile`; a known bug
  /// where `invariant` is false in that step (``SideMenuInvariant/knownBug(in:)``).
  static func property(_ invariant: SideMenuInvariant, _ variant: SideMenuVariant, profile: UIKitProfile = .ios26)
    -> TraceProperty
  {
    TraceProperty(
      name: invariant.rawValue, scene: scene, variant: variant.rawValue, summary: invariant.summary,
      knownBug: invariant.knownBug(in: variant), generator: generator,
      checkAtRefreshRate: { events, rate in
        SideMenuInvariantCheck.check(invariant, variant: variant, events: events, refreshRate: rate, profile: profile)
      })
  }
}
