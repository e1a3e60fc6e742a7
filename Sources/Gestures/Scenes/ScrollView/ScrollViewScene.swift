import ScrollPhysics

/// A screen that is one `UIScrollView`, configured entirely from values
/// (`ScrollViewSceneSetup`) and given a delegate of your own: what `gesture-sim
/// run --scene scroll-view` replays a trace through, what `ScrollViewTester` drives,
/// and what the scroll-view properties check (docs/scroll-view-scene.md).
///
/// **Touches.** The scroll view fills the viewport and has UIKit's pan (10 pt
/// hysteresis, the iOS scroll-view velocity estimate with the rest-before-lift
/// rule) and a one-tap recognizer on its content, which competes with the pan
/// and loses once the pan begins. The first finger down sends `touchDown`
/// (catching a moving content), the pan's states send `panBegan`, `panChanged`,
/// `panEnded`, `panCancelled`, and a touch sequence without a pan ends with
/// `touchUp` (`ScrollViewFingers`). Every display frame sends `frame`.
///
/// **Records**, in order: each recognizer's action message, then the delegate
/// callbacks it caused (with their arguments: `scrollViewWillEndDragging`'s
/// velocity and proposed target), and one frame record per display frame that
/// ran. The delegate is called synchronously, as UIKit calls it, and may change
/// the target of a release (`GridSnapDelegate` rounds it to a grid).
///
/// The property checks also put a status bar (a tap scrolls to the top,
/// animated) and a jump bar (a tap jumps through the range) in front of it
/// (`Configuration.statusBar`, `Configuration.jumpBar`).
///
/// **One engine.** The scene is a screen of one scroll view run on the screen
/// engine (`ScreenEngine`, the one `ScreenScene` runs): the scroll view fills the
/// viewport with the tap on it, the status bar is the screen's, the jump bar the
/// engine's; the engine makes this scene's own records.
public struct ScrollViewScene<Delegate: ScrollViewSceneDelegate>: Scene {
  public typealias Record = ScrollViewSceneRecord
  /// The pan's velocity estimator: the iOS scroll-view estimator with the rest rule.
  package typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>
  /// The engine that runs the scene's screen.
  typealias Engine = ScreenEngine<Delegate, ScrollViewSceneRecord>

  /// The height of the status bar, in points: 47 (an iPhone 14/15).
  package static var statusBarHeight: Double { 47 }
  /// The height of the jump bar, in points: 44.
  package static var jumpBarHeight: Double { 44 }
  /// The id of the scroll view's view on the scene's screen.
  static var scrollViewID: String { "scrollView" }

  /// What the scene is made of: the scroll view's setup and its delegate.
  public struct Configuration: Hashable, Sendable {
    /// The scroll view's setup.
    public var setup: ScrollViewSceneSetup
    /// The scroll view's delegate, as it is at launch.
    public var delegate: Delegate
    /// Whether a status bar (the top 47 points) scrolls to the top when tapped
    /// (default `setup.statusBar`, false unless set).
    public var statusBar: Bool
    /// Whether a jump bar (the bottom 44 points) jumps through the range when
    /// tapped (default `setup.jumpBar`, false unless set).
    public var jumpBar: Bool

    /// A scene of `setup` with `delegate`.
    public init(setup: ScrollViewSceneSetup = ScrollViewSceneSetup(), delegate: Delegate = Delegate()) {
      self.setup = setup
      self.delegate = delegate
      statusBar = setup.statusBar
      jumpBar = setup.jumpBar
    }
  }

  /// The configuration the scene was launched with.
  public let configuration: Configuration
  /// The screen of one scroll view, as it runs.
  var engine: Engine

  /// The scene as the app launches at `launchTime` (seconds) on a display
  /// refreshing at `refreshRate` hertz (the scroll view's
  /// `maximumFramesPerSecond`, the frame of UIKit's per-frame laws).
  ///
  /// - Precondition: `configuration.setup.validate()` throws nothing and the rate
  ///   is valid: the runner launches the scene from `SceneRunner.Options`, which
  ///   checked them once (`launched`); a package caller checks them first. The
  ///   initializer does not check again.
  package init(configuration: Configuration, launchTime: Double = 0, refreshRate: Double = Display.defaultRefreshRate) {
    self.configuration = configuration
    engine = Engine(
      screen: Self.screen(of: configuration), delegate: { _ in configuration.delegate },
      jumpBarHeight: configuration.jumpBar ? Self.jumpBarHeight : 0, launchTime: launchTime, refreshRate: refreshRate)
  }

  /// The scene's screen: the scroll view of `configuration.setup` filling the
  /// viewport, with a tap on it, under the status bar when there is one.
  static func screen(of configuration: Configuration) -> Screen {
    let setup = configuration.setup
    var settings = Screen.ScrollViewSettings(content: setup.content)
    settings.setup = setup
    var screen = Screen(
      viewport: setup.viewport, scale: setup.scale, uikit: setup.uikit,
      views: [
        Screen.View(
          id: scrollViewID, frame: Rect(origin: .zero, size: setup.viewport), scrollView: settings,
          recognizers: [Screen.Recognizer(id: "tap", .tap())])
      ])
    if configuration.statusBar { screen.statusBarHeight = statusBarHeight }
    return screen
  }

  // MARK: - State

  /// The scroll view.
  public var scrollView: ScrollView { engine.scrollViews[0].scrollView }
  /// The delegate, as the callbacks so far left it.
  public var delegate: Delegate { engine.scrollViews[0].delegate }
  /// Why the content is where it is (`fingerDown` and `stillMoving` are decided
  /// by the summary).
  package var rest: ScrollViewSceneRest { engine.scrollViews[0].rest }
  /// How many times the pan began.
  package var drags: Int { engine.scrollViews[0].drags }
  /// How many delegate callbacks were made.
  package var callbackCount: Int { engine.scrollViews[0].callbackCount }
  /// Every release, as `scrollViewWillEndDragging` saw it.
  package var releases: [ScrollViewSceneRelease] { engine.scrollViews[0].releases }
  /// The state after the latest frame.
  package var lastFrame: ScrollViewSceneFrame { engine.scrollViews[0].lastFrame }
  /// The recognizers and their hit regions.
  package var arena: GestureArena<Estimator> { engine.arena }

  /// The page shown when paging, per axis: `round(offset / page size)` with the
  /// page size the scroll view's bounds; nil when paging is off.
  package var page: ScrollViewScenePage? {
    engine.scrollViews[0].page
  }

  /// The frame record the scene would show at `time` (seconds) with `velocity`
  /// (points per second).
  package func currentFrame(at time: Double, velocity: Vector) -> ScrollViewSceneFrame {
    engine.scrollViews[0].state(at: time, velocity: velocity)
  }
}

extension ScrollViewScene: DisplayRateScene {
  /// UIKit's defaults (`ScrollViewSceneSetup()`) with the delegate's `init()`.
  public static var defaultConfiguration: Configuration {
    Configuration(setup: ScrollViewSceneSetup(), delegate: Delegate())
  }

  /// `configuration.setup.validate()`.
  public static func validate(_ configuration: Configuration) throws(SetupProblem) {
    try configuration.setup.validate()
  }

  /// The runner's step compiled here, where the scene's per-event and per-frame
  /// code is inlined into it, and pre-specialized for the delegate of the command
  /// line and the `run-scroll-view` and `scroll-view-scene` benchmarks
  /// (`GridSnapDelegate`, this folder's; docs/performance.md, "Idioms").
  @_specialize(where Delegate == GridSnapDelegate)
  public static func feed(_ runner: inout SceneRunner<Self>, _ event: TouchEvent, into records: inout [Record]) {
    runner.feedStep(event, into: &records)
  }

  /// The final state and the run's facts.
  public func summary(of facts: SceneRunFacts<Configuration>) -> ScrollViewSceneSummary {
    // At rest nothing moves: the velocity is zero, whatever the last step was.
    let final = currentFrame(at: facts.finalTime, velocity: isAtRest ? .zero : lastFrame.velocity)
    // A finger down anywhere counts, on the scroll view or on a bar.
    let rest = engine.scrollViews[0].finalRest(fingerDown: !engine.fingerIDs.isEmpty, cameToRest: facts.cameToRest)
    return ScrollViewSceneSummary(
      facts: facts.mapConfiguration(\.setup), final: final, rest: rest, drags: drags, callbacks: callbackCount, releases: releases)
  }
}

extension ScrollViewScene: ScreenEngineScene {}

extension ScrollViewScene where Delegate == GridSnapDelegate {
  /// A scene of `setup` whose delegate snaps to `setup.snap` (none by default).
  package init(setup: ScrollViewSceneSetup, launchTime: Double = 0, refreshRate: Double = Display.defaultRefreshRate) {
    self.init(configuration: Configuration(gridSnapping: setup), launchTime: launchTime, refreshRate: refreshRate)
  }
}

extension ScrollViewScene.Configuration where Delegate == GridSnapDelegate {
  /// A scene of `setup` whose delegate snaps to `setup.snap` (none by default):
  /// the command line's.
  package init(gridSnapping setup: ScrollViewSceneSetup) {
    self.init(setup: setup, delegate: GridSnapDelegate(interval: setup.snap))
  }
}

extension ScrollViewScene: ScrollViewShowing {}
