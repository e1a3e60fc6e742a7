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
/// `touchUp` (`ScrollViewTouches`). Every display frame sends `frame`.
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
public struct ScrollViewScene<Delegate: ScrollViewSceneDelegate>: Scene {
  /// The pan's velocity estimator: the iOS scroll-view estimator with the rest rule.
  package typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// The height of the status bar, in points: 47 (an iPhone 14/15).
  package static var statusBarHeight: Double { 47 }
  /// The height of the jump bar, in points: 44.
  package static var jumpBarHeight: Double { 44 }

  /// What the scene is made of: the scroll view's setup and its delegate.
  public struct Configuration: Hashable, Sendable {
    /// The scroll view's setup.
    public var options: ScrollViewSceneSetup
    /// The scroll view's delegate, as it is at launch.
    public var delegate: Delegate
    /// The pan's hysteresis, in points (default 10, UIKit's).
    package var panHysteresis: Double
    /// Whether a status bar (the top 47 points) scrolls to the top when tapped
    /// (default `options.statusBar`, false unless set).
    public var statusBar: Bool
    /// Whether a jump bar (the bottom 44 points) jumps through the range when
    /// tapped (default `options.jumpBar`, false unless set).
    public var jumpBar: Bool

    /// A scene of `options` with `delegate`.
    public init(options: ScrollViewSceneSetup = ScrollViewSceneSetup(), delegate: Delegate = Delegate()) {
      self.options = options
      self.delegate = delegate
      panHysteresis = 10
      statusBar = options.statusBar
      jumpBar = options.jumpBar
    }
  }

  /// The configuration the scene was launched with.
  public let configuration: Configuration
  /// The scroll view.
  public private(set) var scrollView: ScrollView
  /// The delegate, as the callbacks so far left it.
  public private(set) var delegate: Delegate
  /// Why the content is where it is (`fingerDown` and `stillMoving` are decided
  /// by the summary).
  package private(set) var rest: ScrollViewSceneRest
  /// How many times the pan began.
  package private(set) var drags: Int
  /// How many delegate callbacks were made.
  package private(set) var callbackCount: Int
  /// Every release, as `scrollViewWillEndDragging` saw it.
  package private(set) var releases: [ScrollViewSceneRelease]
  /// The state after the latest frame.
  package private(set) var lastFrame: ScrollViewSceneFrame
  /// Whether the latest frame moved the published offset (one more frame then runs,
  /// to show the content stopped).
  var lastFrameMoved = false
  /// Whether the scene makes its gesture, callback and frame records
  /// (`RecordOmittingScene`): its warnings, state and summary are the same either way.
  var makesRecords = true

  /// The pan, the fingers on the scroll view and the arena.
  var touches: ScrollViewTouches<Estimator>
  /// The tap on the content.
  let tapID: GestureRecognizerID
  let statusBarTapID: GestureRecognizerID?
  let jumpBarTapID: GestureRecognizerID?
  let jumpBarFrame: Rect?
  /// Fingers down anywhere (the scroll view or a bar).
  var allFingers: [Int]
  /// The callbacks of the latest input (a reused buffer).
  var callbacks: [ScrollViewCallback]

  /// The recognizers and their hit regions.
  package var arena: GestureArena<Estimator> { touches.arena }

  /// The scene as the app launches at `launchTime` (seconds) on a display
  /// refreshing at `refreshRate` hertz (the scroll view's
  /// `maximumFramesPerSecond`, the frame of UIKit's per-frame laws).
  ///
  /// - Precondition: `configuration.options.validate()` throws nothing.
  package init(configuration: Configuration, launchTime: Double = 0, refreshRate: Double = Display.defaultRefreshRate) {
    do throws(SetupProblem) { try configuration.options.validate() } catch { preconditionFailure("ScrollViewScene: \(error)") }
    self.configuration = configuration
    let options = configuration.options
    let scrollView = options.makeScrollView(refreshRate: refreshRate)
    self.scrollView = scrollView
    delegate = configuration.delegate
    let size = options.viewport
    // The pan's hysteresis tests only the axes the content can scroll along (UIKit).
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    let horizontal = maximum.x > minimum.x || (scrollView.bouncesHorizontally && scrollView.alwaysBounceHorizontal)
    let vertical = maximum.y > minimum.y || (scrollView.bouncesVertically && scrollView.alwaysBounceVertical)
    var touches = ScrollViewTouches(
      frame: Rect(origin: .zero, size: size),
      pan: PanRecognizer(
        estimator: RestAwareVelocityEstimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: .uikit),
        hysteresis: configuration.panHysteresis, hysteresisMetric: .axes(horizontal: horizontal, vertical: vertical),
        failsPastMaximumNumberOfTouches: false, velocityReporting: .terminalOnly))
    tapID = touches.arena.add(TapRecognizer(), to: touches.scrollRegion)
    if configuration.statusBar {
      let region = touches.arena.addRegion(frame: Rect(x: 0, y: 0, width: size.width, height: Self.statusBarHeight))
      statusBarTapID = touches.arena.add(TapRecognizer(), to: region)
    } else {
      statusBarTapID = nil
    }
    if configuration.jumpBar {
      let frame = Rect(x: 0, y: size.height - Self.jumpBarHeight, width: size.width, height: Self.jumpBarHeight)
      let region = touches.arena.addRegion(frame: frame)
      jumpBarTapID = touches.arena.add(TapRecognizer(), to: region)
      jumpBarFrame = frame
    } else {
      jumpBarTapID = nil
      jumpBarFrame = nil
    }
    self.touches = touches
    allFingers = []
    callbacks = []
    rest = .neverMoved
    drags = 0
    callbackCount = 0
    releases = []
    lastFrame = ScrollViewSceneFrame(
      time: launchTime, contentOffset: .zero, velocity: .zero, isTracking: false, isDragging: false,
      isDecelerating: false, page: nil)
    lastFrame = currentFrame(at: launchTime, velocity: .zero)
  }

  // MARK: - State

  /// The page shown when paging, per axis: `round(offset / page size)` with the
  /// page size the scroll view's bounds; nil when paging is off.
  package var page: ScrollViewScenePage? {
    ScrollViewScenePage(shownBy: scrollView)
  }

  /// The frame record the scene would show at `time` (seconds) with `velocity`
  /// (points per second).
  package func currentFrame(at time: Double, velocity: Vector) -> ScrollViewSceneFrame {
    ScrollViewSceneFrame(
      time: time, contentOffset: scrollView.contentOffset, velocity: velocity, isTracking: scrollView.isTracking,
      isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating, page: page)
  }

  /// Frames are needed while the scroll view moves, otherwise from the arena's
  /// next deadline; a frame after an input that moved the offset also runs (the
  /// replayer owes one after every input).
  public var framesNeededFrom: Double? {
    if scrollView.isMoving || lastFrameMoved || lastFrame.contentOffset != scrollView.contentOffset
      || lastFrame.isDragging != scrollView.isDragging || lastFrame.isTracking != scrollView.isTracking
      || lastFrame.isDecelerating != scrollView.isDecelerating
    {
      return -Double.infinity
    }
    return touches.arena.nextDeadline
  }

  /// Whether nothing changes without new touches: no finger down, no recognizer
  /// waiting on time, the scroll view at rest.
  public var isAtRest: Bool {
    allFingers.isEmpty && touches.arena.nextDeadline == nil && scrollView.isAtRest
  }

  // MARK: - Inputs

  /// Handles one touch event: fingers landing (`touchDown`), the recognizers
  /// (the pan drives the scroll view, taps are reported or press a bar), fingers
  /// lifting (`touchUp` after a touch without a pan).
  public mutating func handle(_ event: TouchEvent, into records: inout [ScrollViewSceneRecord]) {
    let time = event.time
    var firstDown = false
    for touch in event.touches where touch.phase == .began && !allFingers.contains(touch.id) {
      guard let hit = touches.arena.regions.hitTest(touch.location) else {
        records.append(.warning(SceneWarning(time: time, .touchOutside(touch: touch.id, location: touch.location, area: .viewport))))
        continue
      }
      allFingers.append(touch.id)
      guard hit == touches.scrollRegion else { continue }
      if touches.fingerLanded(touch.id) { firstDown = true }
    }
    if firstDown {
      if scrollView.isMoving { rest = .caught }
      touches.sequenceBegins(on: scrollView)
      send(.touchDown, at: time, into: &records)
    }
    // The directional lock is decided on the raw move, before the pan sees it.
    if let movement = touches.fingerMovement(in: event), scrollView.isDirectionalLockEnabled {
      send(.touchMoved(movement: movement), at: time, into: &records)
    }
    touches.recognize(event)
    routeGestureOutputs(into: &records)

    var liftedScrollFinger = false
    for touch in event.touches where touch.phase.isEnd {
      if let i = allFingers.firstIndex(of: touch.id) { allFingers.remove(at: i) }
      if touches.fingerLifted(touch.id) { liftedScrollFinger = true }
    }
    if touches.touchUpDue(afterLifting: liftedScrollFinger) {
      send(.touchUp, at: time, into: &records)
    }
  }

  /// Advances to the display frame at `time` (seconds): recognizer deadlines,
  /// the scroll view's frame, then the frame record.
  public mutating func frame(at time: Double, into records: inout [ScrollViewSceneRecord]) {
    if touches.recognizeDeadlines(at: time) {
      routeGestureOutputs(into: &records)
    }
    // A frame of a scroll view that is not moving changes nothing and reports nothing.
    if scrollView.isMoving {
      callbacks.removeAllElements()
      scrollView.frame(at: time, delegate: &delegate, into: &callbacks)
      record(into: &records)
    }
    lastFrameMoved = time > lastFrame.time && scrollView.contentOffset != lastFrame.contentOffset
    // The model's velocity (`contentVelocity(at:)`), the one every output shows.
    // Built in a local and appended before it is stored: appending the stored
    // value read back fields just written byte by byte (a stalled load per frame).
    // Without records, stored directly: a condition around the append alone made the
    // path with records build the frame twice (about 140 instructions per sample).
    guard makesRecords else {
      lastFrame = currentFrame(at: time, velocity: contentVelocity(at: time))
      return
    }
    let frame = currentFrame(at: time, velocity: contentVelocity(at: time))
    records.append(.frame(frame))
    lastFrame = frame
  }

  // MARK: - Internals

  /// Sends `input` to the scroll view with the delegate and records the callbacks.
  mutating func send(_ input: ScrollViewInput, at time: Double, into records: inout [ScrollViewSceneRecord]) {
    callbacks.removeAllElements()
    scrollView.handle(input, at: time, delegate: &delegate, into: &callbacks)
    record(into: &records)
  }

  /// Records the callbacks of the latest input (`callbacks`) and notes what they say.
  mutating func record(into records: inout [ScrollViewSceneRecord]) {
    var i = 0
    while i < callbacks.count {
      let callback = callbacks[i]
      i += 1
      callbackCount += 1
      switch callback.kind {
      case .scrollViewWillBeginDragging:
        drags += 1
      case .scrollViewWillEndDragging(let velocity, let target):
        releases.append(ScrollViewSceneRelease(time: callback.time, velocity: velocity, proposedTarget: target))
      case .scrollViewDidEndDragging(let willDecelerate):
        if !willDecelerate { rest = .releasedWithoutVelocity }
      case .scrollViewDidEndDecelerating:
        rest = .decelerationEnded
      case .scrollViewDidEndScrollingAnimation:
        rest = .scrollingAnimationEnded
      case .scrollViewDidScroll, .scrollViewWillBeginDecelerating, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
        break
      }
      if makesRecords { records.append(.callback(callback)) }
    }
  }

  /// Appends the `gesture` record of a pan action message.
  static func recordPan(_ output: GestureOutput, into records: inout [ScrollViewSceneRecord]) {
    records.append(.gesture(ScrollViewSceneGesture(pan: output)))
  }

  /// A recognized tap on the content is reported; a tap on a bar calls
  /// setContentOffset.
  mutating func routeTap(_ output: GestureOutput, into records: inout [ScrollViewSceneRecord]) {
    let time = output.time
    if output.recognizer == tapID {
      if makesRecords { records.append(.gesture(ScrollViewSceneGesture(time: time, recognizer: .tap, state: .ended, location: output.location))) }
      return
    }
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    if output.recognizer == statusBarTapID {
      let top = Point(x: scrollView.contentOffset.x, y: minimum.y)
      send(.setContentOffset(top, animated: true), at: time, into: &records)
    } else if output.recognizer == jumpBarTapID, let frame = jumpBarFrame {
      let u = min(max(output.location.x / frame.size.width, 0), 1)
      let target = Point(x: minimum.x + u * (maximum.x - minimum.x), y: minimum.y + u * (maximum.y - minimum.y))
      let animated = output.location.y < frame.minY + frame.size.height / 2
      send(.setContentOffset(target, animated: animated), at: time, into: &records)
    }
  }
}

extension ScrollViewScene: ScrollingScene {
  /// UIKit's defaults (`ScrollViewSceneSetup()`) with the delegate's `init()`.
  public static var defaultConfiguration: Configuration {
    Configuration(options: ScrollViewSceneSetup(), delegate: Delegate())
  }

  /// `configuration.options.validate()`.
  public static func validate(_ configuration: Configuration) throws(SetupProblem) {
    try configuration.options.validate()
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
    var rest = self.rest
    if scrollView.isTracking || !allFingers.isEmpty {
      rest = .fingerDown
    } else if !facts.cameToRest || scrollView.isMoving {
      rest = .stillMoving
    }
    return ScrollViewSceneSummary(
      facts: facts.mapConfiguration(\.options), final: final, rest: rest, drags: drags, callbacks: callbackCount, releases: releases)
  }
}

extension ScrollViewScene: RecordOmittingScene {
  package mutating func omitRecords() { makesRecords = false }
}

extension ScrollViewScene where Delegate == GridSnapDelegate {
  /// A scene of `options` whose delegate snaps to `options.snap` (none by default).
  package init(options: ScrollViewSceneSetup, launchTime: Double = 0, refreshRate: Double = 60) {
    self.init(
      configuration: Configuration(options: options, delegate: GridSnapDelegate(interval: options.snap)),
      launchTime: launchTime, refreshRate: refreshRate)
  }
}
