import ScrollPhysics

/// The custom view-controller transitions of seed 004, driven by touches and
/// display frames: a list of three examples, each opened by a tap (docs/transitions.md).
///
/// | Example (list row) | Opened by | Inside it | Closed by |
/// |---|---|---|---|
/// | 0: flip push and pop | the standard modal presentation | "Push" flips from the right, back flips from the left (0.5 s each) | a tap in the example's view: the standard dismissal |
/// | 1: changing tabs | the standard modal presentation | a tap on another tab cross-dissolves (0.5 s) | a tap in the tab's view |
/// | 2: overlay | the custom presentation: alpha 0 → 1 over D/2, scale 0.3 → 1 with the spring (0.55, 1/0.55) over D | — | a tap on the overlay: alpha → 0 over 3D/4 after D/4 (ease in), scale → 0.3 with the spring (1.0, −15) over 2D |
///
/// **Transitions.** Each transition gets a `TransitionContext`: user interaction is
/// off from its start until the first `completeTransition` (a finger landing then
/// reaches no view: a `refusedTouch` record; a finger already down keeps its
/// recognizers), and only the first call takes effect (docs/sources.md, "Interactive transitions"). The completion block that calls it belongs to the transition's
/// animation (the flip, the dissolve, the presentation's spring, the dismissal's
/// fade) and runs at exactly that animation's end. With
/// `Configuration.callsCompleteTransition` false the custom transitions never call
/// it, so the scene refuses touches for ever after the first one (the seed: "if you
/// forget, you can no longer interact with the app").
///
/// **Values.** The flip is a rotation about the vertical axis, 0 → ∓π, and the
/// cross-dissolve an opacity 0 → 1, both along UIView's default ease-in-ease-out
/// curve (`transition(from:to:duration:options:)` with only a transition option);
/// the overlay's transform is a scale, whose decomposition interpolates linearly, so
/// it animates as a number (docs/animations.md §4).
package struct TransitionsScene: Scene {
  /// The animated properties.
  package enum AnimationKey: Hashable, Sendable {
    /// The presented example's y translation, in points.
    case modalTranslationY
    /// The flip's rotation about the vertical axis, in radians.
    case flipAngle
    /// The new tab's opacity during a cross-dissolve.
    case dissolveProgress
    /// The overlay's alpha.
    case overlayAlpha
    /// The overlay's scale.
    case overlayScale
  }

  /// The views that take touches: the list and its navigation bar; a presented
  /// example's view, its navigation bar with the push and back buttons, and the tab
  /// bar; the overlay's container and the overlay.
  enum View: AnimatedTransitionSceneView {
    case list, listBar, example, exampleBar, pushButton, backButton, tabBar, container, overlay

    var superview: View? {
      switch self {
      case .pushButton, .backButton: return .exampleBar
      case .overlay: return .container
      case .list, .listBar, .example, .exampleBar, .tabBar, .container: return nil
      }
    }

    /// The navigation bars and the container take touches and do nothing with them.
    var hasTap: Bool {
      switch self {
      case .list, .example, .pushButton, .backButton, .tabBar, .overlay: return true
      case .listBar, .exampleBar, .container: return false
      }
    }
  }

  /// A transition that began and has not completed.
  struct Running: RunningTransition, Hashable, Sendable {
    var kind: TransitionsSceneTransition.Kind
    var from: TransitionsViewController
    var to: TransitionsViewController
    /// The animation whose completion block calls `completeTransition`, or nil once
    /// it ran without calling it (a stuck transition).
    var completion: AnimationID?
  }

  /// The configuration the scene was created with.
  package let configuration: Configuration
  /// The screen reached by the last completed transition.
  package private(set) var viewController: TransitionsViewController
  /// The context of the current or last transition, or nil before the first.
  package private(set) var context: TransitionContext?
  /// The animated values (model and presentation).
  package internal(set) var animator: Animator<AnimationKey, Double>
  /// Every tap recognized so far, in order.
  package internal(set) var taps: [TransitionsTap]
  /// Every transition record so far (`began` and `completed`), in order.
  package internal(set) var transitions: [TransitionsSceneTransition]
  /// How many fingers landed while touches were refused.
  package var refusedTouchCount: Int { touches.refusedTouchCount }
  /// The views, the arena, the fingers down and the refused touches.
  var touches: AnimatedTransitionSceneTouches<View>

  var running: Running?
  var exampleOnScreen: Bool
  var overlayOnScreen: Bool

  /// Creates the scene as the app launches, showing the examples list.
  ///
  /// - Precondition: `configuration.validate()` throws nothing: the runner
  ///   launches the scene from `SceneRunner.Options`, which checked it once
  ///   (`launched`); a package caller checks it first. The initializer does not
  ///   check again.
  package init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    viewController = .list
    context = nil
    var animator = Animator<AnimationKey, Double>()
    animator.register(.modalTranslationY, value: 0)
    animator.register(.flipAngle, value: 0)
    animator.register(.dissolveProgress, value: 1)
    animator.register(.overlayAlpha, value: 1)
    animator.register(.overlayScale, value: 1)
    self.animator = animator
    taps = []
    transitions = []
    running = nil
    exampleOnScreen = false
    overlayOnScreen = false
    touches = AnimatedTransitionSceneTouches(tapAllowableMovement: configuration.tapAllowableMovement)
  }

  // MARK: - State

  /// Whether the screen takes touches: false from a transition's start until its
  /// first `completeTransition` (for ever if it never comes).
  package var isUserInteractionEnabled: Bool { context?.isUserInteractionEnabled ?? true }

  /// The transition in progress (begun, not completed), or nil.
  package var transitionInProgress: TransitionsSceneTransition.Kind? { running?.kind }

  /// The frame record the scene shows at `time` (seconds) without advancing.
  package func currentFrame(at time: Double) -> TransitionsFrame {
    let kind = running?.kind
    var flip: Double?
    var dissolve: Double?
    switch kind {
    case .push?, .pop?: flip = animator.presentationValue(for: .flipAngle, at: time) + 0
    case .changeTab?: dissolve = animator.presentationValue(for: .dissolveProgress, at: time) + 0
    case .presentExample?, .dismissExample?, .presentOverlay?, .dismissOverlay?, nil: break
    }
    return TransitionsFrame(
      time: time, viewController: viewController, transition: kind, isUserInteractionEnabled: isUserInteractionEnabled,
      modalTranslationY: exampleOnScreen ? animator.presentationValue(for: .modalTranslationY, at: time) + 0 : nil,
      flipAngle: flip, dissolveProgress: dissolve,
      overlayAlpha: overlayOnScreen ? animator.presentationValue(for: .overlayAlpha, at: time) + 0 : nil,
      overlayScale: overlayOnScreen ? animator.presentationValue(for: .overlayScale, at: time) + 0 : nil)
  }

  // MARK: - Transitions

  /// `animateTransition(using:)` of the transition's animation controller at `time`
  /// (seconds): commits its animations and turns user interaction off.
  mutating func begin(_ kind: TransitionsSceneTransition.Kind, to destination: TransitionsViewController, at time: Double, into records: inout [TransitionsRecord]) {
    context = TransitionContext()
    let d = configuration.overlayDuration
    let height = configuration.geometry.viewport.height
    let completion: AnimationID
    switch kind {
    case .presentExample:
      exampleOnScreen = true
      animator.setValue(height, for: .modalTranslationY)
      completion = animator.animate(
        [(.modalTranslationY, 0)], timing: AnimationTiming(duration: configuration.systemTransitionDuration), at: time)
    case .dismissExample:
      completion = animator.animate(
        [(.modalTranslationY, height)], timing: AnimationTiming(duration: configuration.systemTransitionDuration),
        at: time)
    case .push, .pop:
      // transition(from:to:duration:options:) with .transitionFlipFromRight / FromLeft.
      animator.setValue(0, for: .flipAngle)
      completion = animator.animate(
        [(.flipAngle, kind == .push ? -Double.pi : Double.pi)],
        timing: AnimationTiming(duration: configuration.flipDuration), at: time)
    case .changeTab:
      animator.setValue(0, for: .dissolveProgress)
      completion = animator.animate(
        [(.dissolveProgress, 1)], timing: AnimationTiming(duration: configuration.dissolveDuration), at: time)
    case .presentOverlay:
      // TWTPresentAnimationController: alpha 0, scale 0.3; fade in over D/2; spring to identity over D.
      overlayOnScreen = true
      animator.setValue(0, for: .overlayAlpha)
      animator.setValue(0.3, for: .overlayScale)
      animator.animate([(.overlayAlpha, 1)], timing: AnimationTiming(duration: d / 2), at: time)
      let damping = 0.55
      completion = animator.animate(
        [(.overlayScale, 1)], timing: .spring(duration: d, dampingRatio: damping, initialVelocity: 1 / damping), at: time)
    case .dismissOverlay:
      // TWTDismissAnimationController: fade out over 3D/4 after D/4 (ease in), whose
      // completion removes the view and completes; the scale springs to 0.3 over 2D.
      completion = animator.animate(
        [(.overlayAlpha, 0)], timing: AnimationTiming(duration: 3 * d / 4, delay: d / 4, curve: .easeIn), at: time)
      animator.animate(
        [(.overlayScale, 0.3)], timing: .spring(duration: 2 * d, dampingRatio: 1, initialVelocity: -15), at: time)
    }
    running = Running(kind: kind, from: viewController, to: destination, completion: completion)
    append(TransitionsSceneTransition(time: time, kind: kind, moment: .began, from: viewController, to: destination), into: &records)
  }

  /// The completion block of the transition's animation, at `time` (seconds).
  mutating func complete(_ transition: Running, at time: Double, into records: inout [TransitionsRecord]) {
    switch transition.kind {
    case .dismissOverlay: overlayOnScreen = false  // [fromViewController.view removeFromSuperview]
    case .dismissExample: exampleOnScreen = false
    case .presentExample, .push, .pop, .changeTab, .presentOverlay: break
    }
    if transition.kind.isCustom && !configuration.callsCompleteTransition {
      running?.completion = nil
      records.append(.warning(SceneWarning(time: time, .transitionNotCompleted(transition: transition.kind.warningName))))
      return
    }
    let tookEffect = context?.completeTransition(true) ?? false
    running = nil
    viewController = transition.to
    append(
      TransitionsSceneTransition(
        time: time, kind: transition.kind, moment: .completed, from: transition.from, to: transition.to,
        tookEffect: tookEffect),
      into: &records)
  }

  // MARK: - Touches

  /// Where `view` is on the current screen: the list with its bar; a presented
  /// example's view with its bar and buttons (back from depth 2) or its tab bar;
  /// the overlay in its container.
  func frame(of view: View) -> Rect? {
    let geometry = configuration.geometry
    var list = false, navigation = false, back = false, tabs = false, overlay = false
    switch viewController {
    case .list: list = true
    case .navigation(let depth):
      navigation = true
      back = depth > 1
    case .tabs: tabs = true
    case .overlay: overlay = true
    }
    switch view {
    case .list: return list ? geometry.listFrame : nil
    case .listBar: return list ? geometry.navigationBarFrame : nil
    case .example: return navigation || tabs ? geometry.bounds : nil
    case .exampleBar: return navigation ? geometry.navigationBarFrame : nil
    case .pushButton: return navigation ? geometry.pushButtonFrame : nil
    case .backButton: return back ? geometry.backButtonFrame : nil
    case .tabBar: return tabs ? geometry.tabBarFrame : nil
    case .container: return overlay ? geometry.bounds : nil
    case .overlay: return overlay ? geometry.overlayFrame : nil
    }
  }

  /// Runs the app's action for each recognized tap.
  /// The recognizers' outputs are read from `touches.outputs` in place.
  mutating func routeGestureOutputs(into records: inout [TransitionsRecord]) {
    let geometry = configuration.geometry
    var o = 0
    while let (output, view) = touches.nextRecognizedTap(after: &o) {
      let time = output.time
      let location = output.location
      var request: (kind: TransitionsSceneTransition.Kind, to: TransitionsViewController)?
      switch view {
      case .list:
        if let row = geometry.listRow(at: location) {
          recordTap(TransitionsTap(time: time, target: .listRow, row: row, location: location), into: &records)
          switch row {
          case 0: request = (.presentExample, .navigation(depth: 1))
          case 1: request = (.presentExample, .tabs(selected: 0))
          default: request = (.presentOverlay, .overlay)
          }
        } else {
          recordTap(TransitionsTap(time: time, target: .listBackground, location: location), into: &records)
        }
      case .example:
        recordTap(TransitionsTap(time: time, target: .exampleView, location: location), into: &records)
        request = (.dismissExample, .list)
      case .pushButton:
        recordTap(TransitionsTap(time: time, target: .pushButton, location: location), into: &records)
        request = (.push, .navigation(depth: (viewController.navigationDepth ?? 1) + 1))
      case .backButton:
        recordTap(TransitionsTap(time: time, target: .backButton, location: location), into: &records)
        request = (.pop, .navigation(depth: Swift.max(1, (viewController.navigationDepth ?? 2) - 1)))
      case .tabBar:
        let tab = geometry.tab(at: location)
        recordTap(TransitionsTap(time: time, target: .tabItem, row: tab, location: location), into: &records)
        // Selecting the selected tab again changes nothing: no transition.
        if let tab, let selected = viewController.selectedTab, tab != selected { request = (.changeTab, .tabs(selected: tab)) }
      case .overlay:
        recordTap(TransitionsTap(time: time, target: .overlay, location: location), into: &records)
        request = (.dismissOverlay, .list)
      case .listBar, .exampleBar, .container:
        break  // no recognizer
      }
      if let request, canBegin(at: time, into: &records) {
        begin(request.kind, to: request.to, at: time, into: &records)
      }
    }
  }
}
