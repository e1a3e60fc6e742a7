import ScrollPhysics

import ScrollPhysics

/// A user's own screen (`Screen`): any view hierarchy with nested scroll views and
/// recognizers, through which a trace runs by UIKit's rules (docs/screens.md, "What
/// happens to a touch"):
///
/// - **Hit-testing**, once per touch at its touch-down: the frontmost, deepest view
///   containing the point, skipping hidden views, views with user interaction
///   disabled and views whose alpha is below 0.01 (with their subviews); no view is
///   hit outside its superview's bounds. A scroll view's subviews are hit where they
///   are drawn then, moved by its `contentOffset`.
/// - **Recognizers**: those of the hit view and of all its superviews take the touch
///   (`GestureArena`), the deepest view's first; UIKit's exclusion, `require(toFail:)`,
///   simultaneous recognition and the delegates' should-begin conditions decide.
/// - **Touch delivery** to the hit view (`TouchDelivery`): each recognizer's
///   `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`; each
///   enclosing scroll view's `delaysContentTouches` (the content's `touchesBegan`
///   waits up to `contentTouchDelay`, or until the lift) and `canCancelContentTouches`
///   (false: its pan fails once the content received the touches).
/// - **Scroll views**: each is driven by its own pan exactly as the scroll-view scene
///   drives its one (`ScrollViewFingers`, `ScrollView`, a `GridSnapDelegate`), with
///   every delegate callback. A scroll view's pan begins only on an axis its content
///   can scroll along, so nested pans on different axes compete in the arena: a
///   mostly vertical drag moves the vertical scroll view, a mostly horizontal one the
///   horizontal one.
/// - **Containers** (docs/containers.md, "On a screen"): a scroll view's refresh control
///   watches its offset (states, the +60 pt inset, `valueChanged`, the app's
///   `endRefreshing()`); a navigation view's back swipe `"<id>.interactivePop"` has
///   UIKit's priority over the recognizers of its subtree and drives the interactive pop.
///
/// Records come in causal order per input: recognizer state changes (each followed by
/// the callbacks it caused), then the touch calls the views received; one frame record
/// per display frame.
///
/// The scene runs its screen on the screen engine (`ScreenEngine`), each scroll view
/// with a `GridSnapDelegate` of its `snap`; the scroll-view scene runs on the same engine.
public struct ScreenScene: RunnableScene {
  public typealias Configuration = Screen
  public typealias Record = ScreenRecord
  public typealias Summary = ScreenSummary
  /// Every pan's velocity estimator: the iOS scroll-view estimator with the rest rule.
  package typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>
  /// The engine that runs the screen.
  typealias Engine = ScreenEngine<GridSnapDelegate, ScreenRecord>

  /// The screen, as it runs.
  var engine: Engine

  /// The screen the scene was launched with.
  public let screen: Screen

  /// The scene as the app launches at `launchTime` (seconds), its scroll views'
  /// frame rate `refreshRate` (hertz).
  /// - Precondition: `screen.validate()` throws nothing and the rate is valid: the runner
  ///   launches it from `SceneRunner.Options`, which checked both (`launched`); a
  ///   package caller checks them first. The initializer does not check again.
  package init(screen: Screen, launchTime: Double = 0, refreshRate: Double = Display.defaultRefreshRate) {
    self.screen = screen
    engine = Engine(
      screen: screen, delegate: { GridSnapDelegate(interval: $0.snap) }, launchTime: launchTime, refreshRate: refreshRate)
  }

  // MARK: - State

  /// The scroll view of the view `id`, or nil if it has none.
  public func scrollView(_ id: String) -> ScrollView? {
    engine.scrollView(id)
  }

  /// The state of the recognizer `id` as UIKit shows it now (`possible` while it
  /// waits for a failure requirement), or nil if no enabled recognizer has that id.
  public func recognizerState(_ id: String) -> GestureState? {
    engine.recognizerState(id)
  }
}

extension ScreenScene: ScreenEngineScene {}

extension ScreenScene {
  /// A screen of one scroll view and nothing else: the default configuration.
  public static var defaultConfiguration: Screen {
    Screen(views: [
      Screen.View(id: "scrollView", frame: Rect(origin: .zero, size: Display.defaultViewport), scrollView: Screen.ScrollViewSettings())
    ])
  }

  /// The scene as the app launches at `time` (seconds), its scroll views' frame rate
  /// `options.refreshRate` (hertz).
  public static func launched(_ options: SceneRunner<ScreenScene>.Options, at time: Double) -> ScreenScene {
    ScreenScene(screen: options.scene, launchTime: time, refreshRate: options.refreshRate)
  }

  /// Throws the screen's first problem (`Screen.validate()`).
  public static func validate(_ configuration: Screen) throws(SetupProblem) {
    try configuration.validate()
  }

  /// Every scroll view's and recognizer's final state, and the touches each view received.
  public func summary(of facts: SceneRunFacts<Screen>) -> ScreenSummary {
    engine.summary(of: facts)
  }
}

extension ScreenScene {
  // The engine's state, for the property checks, the viewer and tests.

  /// The views, in document order.
  var views: [ScreenViewNode] { engine.views }
  /// The scroll views, in document order.
  var scrollViews: [ScreenScrollView<GridSnapDelegate>] { engine.scrollViews }
  /// The recognizers and hit regions.
  var arena: GestureArena<Estimator> { engine.arena }
  /// Per arena recognizer (index = identifier): its id, kind, view and tallies.
  var recognizerInfo: [Engine.RecognizerInfo] { engine.recognizerInfo }
  /// Fingers down, and the view each hit.
  var fingerIDs: [Int] { engine.fingerIDs }
  var fingerViews: [Int] { engine.fingerViews }

  /// `ScreenEngine.navigationStates(at:)`.
  package func navigationStates(at time: Double) -> [(view: String, depth: Int, slide: (topX: Double, beneathX: Double)?)] {
    engine.navigationStates(at: time)
  }

  /// `ScreenEngine.refreshStates`.
  package var refreshStates: [(scrollView: String, state: String, visibleHeight: Double)] { engine.refreshStates }

  /// The velocity of scroll view `k`'s content at `time` (`ScreenEngine.contentVelocity(of:at:)`).
  func contentVelocity(of k: Int, at time: Double) -> Vector { engine.contentVelocity(of: k, at: time) }
}
