import ScrollPhysics

/// A scene whose screen changes through animated view-controller transitions that
/// refuse touches while they run (the drop-down and transitions scenes). What is
/// the same for every such screen is written once here: the order in which a touch
/// event and a display frame reach it, the completion of the running transition
/// when its animation ends, the records of taps and transitions, the refusal of a
/// second transition while one runs, rest, and the `RunnableScene` conformance.
/// The scene supplies its views (where each is on the current screen), its
/// gesture routing, its animations and its frame.
protocol AnimatedTransitionScene: RunnableScene
where
  Record == AnimatedTransitionSceneRecord<Frame, Tap, Transition>, Summary == AnimatedTransitionSceneSummary<Configuration, Frame, Tap, Transition>,
  Configuration: AnimatedTransitionSceneConfiguration
{
  /// The frame record payload.
  associatedtype Frame: SceneRecordPayload
  /// The tap record.
  associatedtype Tap: SceneRecordPayload
  /// The transition record.
  associatedtype Transition: SceneTransition
  /// The animated properties.
  associatedtype AnimationKey: Hashable, Sendable
  /// A transition that began and has not completed.
  associatedtype Running: RunningTransition
  /// The screen's views that take touches.
  associatedtype View: AnimatedTransitionSceneView

  /// The scene as the app launches.
  init(configuration: Configuration)
  /// The arena, the fingers down and the refused touches.
  var touches: AnimatedTransitionSceneTouches<View> { get set }
  /// Whether the screen takes touches now (`false` while a transition runs).
  var isUserInteractionEnabled: Bool { get }
  /// The animated values (model and presentation).
  var animator: Animator<AnimationKey, Double> { get set }
  /// Every tap recognized so far, in order.
  var taps: [Tap] { get set }
  /// Every transition record so far (`began` and `completed`), in order.
  var transitions: [Transition] { get set }
  /// The transition in progress, or nil.
  var running: Running? { get }
  /// The frame record at `time` (seconds).
  func currentFrame(at time: Double) -> Frame
  /// The completion block of `transition`'s animation, at `time` (seconds).
  mutating func complete(_ transition: Running, at time: Double, into records: inout [Record])
  /// Where `view` is on the current screen, in screen points, or nil when it is
  /// not on it.
  func frame(of view: View) -> Rect?
  /// Runs the app's actions for the recognizers' outputs in `touches.outputs`.
  mutating func routeGestureOutputs(into records: inout [Record])
}

/// What configures an animated-transition scene: a value that checks itself, with a
/// layout of a navigation bar over a list.
package protocol AnimatedTransitionSceneConfiguration: Hashable, Sendable {
  /// The layout.
  associatedtype Geometry: NavigationBarLayout
  /// The layout, whose viewport is the screen's size.
  var geometry: Geometry { get }
  /// Throws the first problem.
  func validate() throws(SetupProblem)
}

/// A running transition as `AnimatedTransitionScene` sees it.
protocol RunningTransition {
  /// The animation whose completion block completes the transition, or nil once it
  /// ran without completing it (a stuck transition).
  var completion: AnimationID? { get }
}

extension AnimatedTransitionScene {
  // MARK: - RunnableScene

  /// The scene as the app launches at `time` (seconds).
  package static func launched(_ options: SceneRunner<Self>.Options, at time: Double) -> Self {
    Self(configuration: options.scene)
  }

  /// `configuration.validate()`.
  package static func validate(_ configuration: Configuration) throws(SetupProblem) { try configuration.validate() }

  /// The run's summary: the trace's counts, the final state and the scene's lists.
  package func summary(of facts: SceneRunFacts<Configuration>) -> Summary {
    Summary(
      facts: facts, final: currentFrame(at: facts.finalTime), taps: taps, transitions: transitions,
      refusedTouches: touches.refusedTouchCount)
  }

  // MARK: - Scene

  /// Frames are needed while an animation runs (completion blocks run when
  /// animations end); otherwise from the recognizers' next deadline, or not at
  /// all (`nil`).
  package var framesNeededFrom: Double? {
    animator.isIdle ? touches.arena.nextDeadline : -Double.infinity
  }

  /// Whether nothing changes without new touches: no finger down, no recognizer
  /// waiting on time, no animation running and no completion block to come. A
  /// transition whose completion never calls `completeTransition` is at rest, stuck.
  package var isAtRest: Bool {
    touches.fingersDown.isEmpty && touches.arena.nextDeadline == nil && running?.completion == nil && animator.isIdle
  }

  /// One touch event: completions due by its time run first, then the fingers
  /// reach the views of the current screen (or are refused during a transition),
  /// then the recognizers' taps run the app's actions, then lifted fingers leave.
  package mutating func handle(_ event: TouchEvent, into records: inout [Record]) {
    advanceAnimations(to: event.time, into: &records)
    updateRegions()
    touches.land(event, interactionEnabled: isUserInteractionEnabled, into: &records)
    touches.recognize(event)
    routeGestureOutputs(into: &records)
    touches.lift(event)
  }

  /// The display frame at `time` (seconds): recognizer deadlines, animation
  /// completions, then the frame record.
  package mutating func frame(at time: Double, into records: inout [Record]) {
    if touches.recognizeDeadlines(at: time) {
      routeGestureOutputs(into: &records)
    }
    advanceAnimations(to: time, into: &records)
    records.append(.frame(currentFrame(at: time)))
  }

  /// Puts the arena's hit regions where the current screen's views are
  /// (`frame(of:)`); none takes touches while user interaction is off.
  mutating func updateRegions() {
    let enabled = isUserInteractionEnabled
    for view in View.allCases {
      touches.setFrame(enabled ? frame(of: view) : nil, of: view)
    }
  }

  // MARK: - Transitions and taps

  /// Runs the completion block of the running transition if its animation ended
  /// by `time` (seconds).
  mutating func advanceAnimations(to time: Double, into records: inout [Record]) {
    guard time >= animator.currentTime else { return }
    for event in animator.advance(to: time) {
      switch event {
      case .completed(let id, _, let end):
        guard let running, let completion = running.completion, completion == id else { continue }
        complete(running, at: end, into: &records)
      }
    }
  }

  /// Whether a transition may begin now. Two taps recognized in one touch event
  /// (two fingers) can both ask for one; UIKit refuses a presentation or dismissal
  /// while another is in progress (it logs "Attempt to present/dismiss … while a
  /// presentation or dismiss is in progress"), and so does the scene, with a warning.
  mutating func canBegin(at time: Double, into records: inout [Record]) -> Bool {
    guard running != nil else { return true }
    records.append(.warning(SceneWarning(time: time, .transitionInProgress)))
    return false
  }

  /// Keeps `transition` and appends its record.
  mutating func append(_ transition: Transition, into records: inout [Record]) {
    transitions.append(transition)
    records.append(.transition(transition))
  }

  /// Keeps `tap` and appends its record.
  mutating func recordTap(_ tap: Tap, into records: inout [Record]) {
    taps.append(tap)
    records.append(.tap(tap))
  }
}
