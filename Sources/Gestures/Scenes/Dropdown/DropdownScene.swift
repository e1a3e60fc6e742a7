import ScrollPhysics

/// The drop-down menu of seed 001, driven by touches and display frames: a news
/// list under a navigation bar whose menu button presents a menu with a custom
/// transition, and the taps that dismiss it (docs/dropdown.md).
///
/// **The transition** (the seed's `MenuTransitionManager`, both directions one
/// UIView spring animation of `transitionDuration` with `dampingRatio` and
/// `initialVelocity`, docs/sources.md, "Springs"):
/// - *present* (a tap on the menu button): the menu view starts at the y
///   translation `menuHiddenTranslationY` (−50) and a snapshot of the main view is
///   laid on top of it at translation 0; the snapshot springs down to
///   `container height − snapshotVisibleHeight` while the menu springs to 0;
/// - *dismiss* (a tap on a menu item, which first sets the title to it, or on the
///   snapshot): the snapshot springs back to 0 and the menu to −50; when it
///   completes the snapshot is removed and the news list shows again.
/// The spring's completion calls `completeTransition(true)` at exactly the end of
/// the animation (the spring is cut there and the values are the targets;
/// docs/sources.md, "Springs"). From the start of a transition until that call user interaction is off:
/// a finger landing then reaches no view (a `refusedTouch` record; docs/sources.md, "Interactive transitions"). A
/// finger already down keeps the recognizers it landed on (UIKit binds a touch to its
/// views when it lands); its tap cannot start a second transition.
///
/// **Views and recognizers** (hit regions, set for the phase before every touch
/// event): while closed, the news list's navigation controller fills the screen:
/// the navigation bar (which takes touches and does nothing with them) with the
/// menu button's tap, and the news list below it with a tap that only reports the
/// row (the app has no action for it). While open, the menu view fills the screen
/// with a tap that stands for the table's row selection, and the snapshot lies in
/// front of it from `container height − 150` down with its tap recognizer (the
/// seed adds one in the `snapshot` property's `didSet`). During a transition no
/// region takes touches.
///
/// **Time.** A transition begins at the time of the tap that causes it (the lift);
/// its completion runs at the first frame or touch event at or after its end, with
/// the end's time. Touch events first let completions up to their time run.
package struct DropdownScene: Scene {
  /// The animated properties: the y translations of the snapshot's and the menu's
  /// transforms. A pure translation decomposes into its translation alone, so the
  /// transform animation is the linear interpolation of the number
  /// (docs/animations.md §4).
  package enum AnimationKey: Hashable, Sendable {
    /// The main view's snapshot's y translation, in points.
    case snapshotTranslationY
    /// The menu view's y translation, in points.
    case menuTranslationY
  }

  /// The views that take touches: the navigation controller's view with its bar,
  /// the bar's menu button and the news list (closed); the menu, and the snapshot
  /// in front of it (open).
  enum View: AnimatedTransitionSceneView {
    case main, navigationBar, menuButton, newsList, menu, snapshot

    var superview: View? {
      switch self {
      case .navigationBar, .newsList: return .main
      case .menuButton: return .navigationBar
      case .main, .menu, .snapshot: return nil
      }
    }

    /// The navigation controller's view and its bar take touches and do nothing with them.
    var hasTap: Bool {
      switch self {
      case .menuButton, .newsList, .menu, .snapshot: return true
      case .main, .navigationBar: return false
      }
    }
  }

  /// A transition in progress.
  struct Running: RunningTransition, Hashable, Sendable {
    var animation: AnimationID
    var kind: DropdownTransition.Kind
    var cause: DropdownTransition.Cause
    /// The spring's animation: its completion completes the transition.
    var completion: AnimationID? { animation }
  }

  /// The configuration the scene was created with.
  package let configuration: Configuration
  /// Closed, presenting, open or dismissing.
  package private(set) var phase: DropdownPhase
  /// The news list's title: the menu item chosen last (the first item at launch).
  package private(set) var title: String
  /// The context of the current or last transition, or nil before the first.
  package private(set) var context: TransitionContext?
  /// The snapshot's and the menu's transforms (model and presentation values).
  package internal(set) var animator: Animator<AnimationKey, Double>
  /// Every tap recognized so far, in order.
  package internal(set) var taps: [DropdownTap]
  /// Every transition record so far (`began` and `completed`), in order.
  package internal(set) var transitions: [DropdownTransition]
  /// How many fingers landed while touches were refused.
  package var refusedTouchCount: Int { touches.refusedTouchCount }
  /// The views, the arena, the fingers down and the refused touches.
  var touches: AnimatedTransitionSceneTouches<View>

  var running: Running?

  /// Creates the scene as the app launches: the news list shown, titled with the
  /// first menu item.
  ///
  /// - Precondition: `configuration.validate()` throws nothing: the runner
  ///   launches the scene from `SceneRunner.Options`, which checked it once
  ///   (`launched`); a package caller checks it first. The initializer does not
  ///   check again.
  package init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    phase = .closed
    title = configuration.geometry.menuItems[0]
    context = nil
    var animator = Animator<AnimationKey, Double>()
    animator.register(.snapshotTranslationY, value: 0)
    animator.register(.menuTranslationY, value: configuration.menuHiddenTranslationY)
    self.animator = animator
    taps = []
    transitions = []
    running = nil
    touches = AnimatedTransitionSceneTouches(tapAllowableMovement: configuration.tapAllowableMovement)
  }

  // MARK: - State

  /// Whether the screen takes touches: false from a transition's start until its
  /// first `completeTransition`.
  package var isUserInteractionEnabled: Bool { context?.isUserInteractionEnabled ?? true }

  /// Whether the snapshot and the menu view are on screen (from the start of a
  /// presentation until the end of the dismissal).
  package var isMenuPresented: Bool { phase != .closed }

  /// The frame record the scene shows at `time` (seconds) without advancing.
  package func currentFrame(at time: Double) -> DropdownFrame {
    let presented = isMenuPresented
    return DropdownFrame(
      time: time, phase: phase,
      snapshotTranslationY: presented ? animator.presentationValue(for: .snapshotTranslationY, at: time) + 0 : nil,
      menuTranslationY: presented ? animator.presentationValue(for: .menuTranslationY, at: time) + 0 : nil,
      title: title, isUserInteractionEnabled: isUserInteractionEnabled)
  }

  // MARK: - Transitions

  /// `animateTransition`: commits the spring animation at `time` (seconds) and
  /// turns user interaction off until the completion.
  mutating func begin(_ kind: DropdownTransition.Kind, cause: DropdownTransition.Cause, at time: Double, into records: inout [DropdownRecord]) {
    context = TransitionContext()
    let id: AnimationID
    switch kind {
    case .present:
      // toView.transform = moveUp; the snapshot is taken untransformed and added on top.
      animator.setValue(configuration.menuHiddenTranslationY, for: .menuTranslationY)
      animator.setValue(0, for: .snapshotTranslationY)
      id = animator.animate(
        [(.snapshotTranslationY, configuration.snapshotShownTranslationY), (.menuTranslationY, 0)],
        timing: configuration.transitionTiming, at: time)
      phase = .presenting
    case .dismiss:
      id = animator.animate(
        [(.snapshotTranslationY, 0), (.menuTranslationY, configuration.menuHiddenTranslationY)],
        timing: configuration.transitionTiming, at: time)
      phase = .dismissing
    }
    running = Running(animation: id, kind: kind, cause: cause)
    append(DropdownTransition(
      time: time, kind: kind, moment: .began, cause: cause,
      snapshotTranslationY: animator.presentationValue(for: .snapshotTranslationY, at: time),
      menuTranslationY: animator.presentationValue(for: .menuTranslationY, at: time)), into: &records)
  }

  /// The spring's completion block at `time` (seconds): `completeTransition(true)`,
  /// then (dismissing) the snapshot's removal.
  mutating func complete(_ transition: Running, at time: Double, into records: inout [DropdownRecord]) {
    let tookEffect = context?.completeTransition(true) ?? false
    let record = DropdownTransition(
      time: time, kind: transition.kind, moment: .completed, cause: transition.cause, tookEffect: tookEffect,
      snapshotTranslationY: animator.presentationValue(for: .snapshotTranslationY, at: time),
      menuTranslationY: animator.presentationValue(for: .menuTranslationY, at: time))
    running = nil
    switch transition.kind {
    case .present: phase = .open
    case .dismiss: phase = .closed
    }
    append(record, into: &records)
  }

  // MARK: - Touches

  /// Where `view` is in the current phase: the navigation controller's views
  /// while closed, the menu and the snapshot's strip while open; none during a
  /// transition.
  func frame(of view: View) -> Rect? {
    let geometry = configuration.geometry
    let closed = phase == .closed
    let open = phase == .open
    switch view {
    case .main: return closed ? geometry.bounds : nil
    case .navigationBar: return closed ? geometry.navigationBarFrame : nil
    case .menuButton: return closed ? geometry.menuButtonFrame : nil
    case .newsList: return closed ? geometry.newsListFrame : nil
    case .menu: return open ? geometry.bounds : nil
    case .snapshot:
      let y = configuration.snapshotShownTranslationY
      return open ? Rect(x: 0, y: y, width: geometry.viewport.width, height: geometry.viewport.height) : nil
    }
  }

  /// Runs the app's action for each recognized tap.
  /// The recognizers' outputs are read from `touches.outputs` in place.
  mutating func routeGestureOutputs(into records: inout [DropdownRecord]) {
    var o = 0
    while let (output, view) = touches.nextRecognizedTap(after: &o) {
      let time = output.time
      let location = output.location
      switch view {
      case .menuButton:
        recordTap(DropdownTap(time: time, target: .menuButton, location: location), into: &records)
        if canBegin(at: time, into: &records) { begin(.present, cause: .menuButton, at: time, into: &records) }
      case .newsList:
        recordTap(
          DropdownTap(time: time, target: .newsRow, row: configuration.geometry.newsRow(at: location), location: location),
          into: &records)
      case .menu:
        let local = Point(x: location.x, y: location.y - animator.presentationValue(for: .menuTranslationY, at: time))
        if let row = configuration.geometry.menuRow(atLocalPoint: local) {
          recordTap(DropdownTap(time: time, target: .menuItem, row: row, location: location), into: &records)
          // The unwind segue: prepareForSegue picks the item, unwindToHome sets the title, then the dismissal runs.
          if canBegin(at: time, into: &records) {
            title = configuration.geometry.menuItems[row]
            begin(.dismiss, cause: .menuItem, at: time, into: &records)
          }
        } else {
          recordTap(DropdownTap(time: time, target: .menuBackground, location: location), into: &records)
        }
      case .snapshot:
        recordTap(DropdownTap(time: time, target: .snapshot, location: location), into: &records)
        if canBegin(at: time, into: &records) { begin(.dismiss, cause: .snapshot, at: time, into: &records) }
      case .main, .navigationBar:
        break  // no recognizer
      }
    }
  }
}
