import ScrollPhysics

/// The drop-down menu of seed 001, driven by touches and display frames: a news
/// list under a navigation bar whose menu button presents a menu with a custom
/// transition, and the taps that dismiss it (docs/dropdown.md).
///
/// **The transition** (the seed's `MenuTransitionManager`, both directions one
/// UIView spring animation of `transitionDuration` with `dampingRatio` and
/// `initialVelocity`, UIKIT.md §2.2):
/// - *present* (a tap on the menu button): the menu view starts at the y
///   translation `menuHiddenTranslationY` (−50) and a snapshot of the main view is
///   laid on top of it at translation 0; the snapshot springs down to
///   `container height − snapshotVisibleHeight` while the menu springs to 0;
/// - *dismiss* (a tap on a menu item, which first sets the title to it, or on the
///   snapshot): the snapshot springs back to 0 and the menu to −50; when it
///   completes the snapshot is removed and the news list shows again.
/// The spring's completion calls `completeTransition(true)` at exactly the end of
/// the animation (the spring is cut there and the values are the targets, UIKIT.md
/// §2.2). From the start of a transition until that call user interaction is off:
/// a finger landing then reaches no view (a `refusedTouch` record; UIKIT.md §6). A
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
public struct DropdownScene: Scene {
  /// The animated properties: the y translations of the snapshot's and the menu's
  /// transforms. A pure translation decomposes into its translation alone, so the
  /// transform animation is the linear interpolation of the number
  /// (docs/animations.md §4).
  public enum AnimationKey: Hashable, Sendable {
    /// The main view's snapshot's y translation, in points.
    case snapshotTranslationY
    /// The menu view's y translation, in points.
    case menuTranslationY
  }

  /// A transition in progress.
  struct Running: Hashable, Sendable {
    var animation: AnimationID
    var kind: DropdownTransition.Kind
    var cause: DropdownTransition.Cause
  }

  /// The configuration the scene was created with.
  public let configuration: Configuration
  /// Closed, presenting, open or dismissing.
  public private(set) var phase: DropdownPhase
  /// The news list's title: the menu item chosen last (the first item at launch).
  public private(set) var title: String
  /// The context of the current or last transition, or nil before the first.
  public private(set) var context: TransitionContext?
  /// The snapshot's and the menu's transforms (model and presentation values).
  public private(set) var animator: Animator<AnimationKey, Double>
  /// Every tap recognized so far, in order.
  public private(set) var taps: [DropdownTap]
  /// Every transition record so far (`began` and `completed`), in order.
  public private(set) var transitions: [DropdownTransition]
  /// How many fingers landed while touches were refused.
  public private(set) var refusedTouchCount: Int
  /// The recognizers and their hit regions.
  public private(set) var arena: GestureArena<ScrollViewVelocityEstimator>

  var running: Running?
  var fingersDown: [Int]
  var gestureOutputs: [GestureOutput]

  let mainRegion: RegionID
  let navigationBarRegion: RegionID
  let menuButtonRegion: RegionID
  let newsRegion: RegionID
  let menuRegion: RegionID
  let snapshotRegion: RegionID
  let menuButtonTapID: GestureRecognizerID
  let newsTapID: GestureRecognizerID
  let menuTapID: GestureRecognizerID
  let snapshotTapID: GestureRecognizerID

  /// Creates the scene as the app launches: the news list shown, titled with the
  /// first menu item.
  ///
  /// - Precondition: `configuration.validate()` returns nil.
  public init(configuration: Configuration = Configuration()) {
    precondition(configuration.validate() == nil, "DropdownScene: invalid configuration")
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
    refusedTouchCount = 0
    running = nil
    fingersDown = []
    gestureOutputs = []

    var arena = GestureArena<ScrollViewVelocityEstimator>()
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    mainRegion = arena.addRegion(frame: empty)
    navigationBarRegion = arena.addRegion(frame: empty, parent: mainRegion)
    menuButtonRegion = arena.addRegion(frame: empty, parent: navigationBarRegion)
    newsRegion = arena.addRegion(frame: empty, parent: mainRegion)
    menuRegion = arena.addRegion(frame: empty)
    snapshotRegion = arena.addRegion(frame: empty)
    let tap = TapRecognizer(allowableMovement: configuration.tapAllowableMovement)
    menuButtonTapID = arena.add(tap, to: menuButtonRegion)
    newsTapID = arena.add(tap, to: newsRegion)
    menuTapID = arena.add(tap, to: menuRegion)
    snapshotTapID = arena.add(tap, to: snapshotRegion)
    self.arena = arena
  }

  // MARK: - State

  /// Whether the screen takes touches: false from a transition's start until its
  /// first `completeTransition`.
  @inlinable
  public var isUserInteractionEnabled: Bool { context?.isUserInteractionEnabled ?? true }

  /// Whether the snapshot and the menu view are on screen (from the start of a
  /// presentation until the end of the dismissal).
  @inlinable
  public var isMenuPresented: Bool { phase != .closed }

  /// The frame record the scene shows at `time` (seconds) without advancing.
  public func currentFrame(at time: Double) -> DropdownFrame {
    let presented = isMenuPresented
    return DropdownFrame(
      time: time, phase: phase,
      snapshotTranslationY: presented ? animator.presentationValue(for: .snapshotTranslationY, at: time) + 0 : nil,
      menuTranslationY: presented ? animator.presentationValue(for: .menuTranslationY, at: time) + 0 : nil,
      title: title, isUserInteractionEnabled: isUserInteractionEnabled)
  }

  /// Frames are needed while an animation runs (its completion ends the
  /// transition); otherwise from the recognizers' next deadline, or not at all
  /// (`nil`).
  public var framesNeededFrom: Double? {
    animator.isIdle ? arena.nextDeadline : -Double.infinity
  }

  /// Whether nothing changes without new touches: no finger down, no recognizer
  /// waiting on time, no transition or animation running.
  public var isAtRest: Bool {
    fingersDown.isEmpty && arena.nextDeadline == nil && running == nil && animator.isIdle
  }

  // MARK: - Inputs

  /// Handles one touch event: completions due by its time run first, then the
  /// fingers reach the views of the current phase (or are refused during a
  /// transition), then the recognizers' taps run the app's actions.
  public mutating func handle(_ event: TouchEvent, into records: inout [DropdownRecord]) {
    let time = event.time
    advanceAnimations(to: time, into: &records)
    updateRegions()
    for touch in event.touches where touch.phase == .began && !fingersDown.contains(touch.id) {
      fingersDown.append(touch.id)
      if !isUserInteractionEnabled {
        refusedTouchCount += 1
        records.append(.refusedTouch(RefusedTouch(time: time, touchID: touch.id, location: touch.location)))
      } else if arena.regions.hitTest(touch.location) == nil {
        records.append(.warning(SceneWarning(time: time, .touchOutside(touch: touch.id, location: touch.location, area: .screen))))
      }
    }
    gestureOutputs.removeAllElements()
    arena.handle(event, into: &gestureOutputs)
    routeGestureOutputs(into: &records)
    for touch in event.touches where touch.phase.isEnd {
      if let i = fingersDown.firstIndex(of: touch.id) { fingersDown.remove(at: i) }
    }
  }

  /// Advances to the display frame at `time` (seconds): recognizer deadlines,
  /// animation completions, then the frame record.
  public mutating func frame(at time: Double, into records: inout [DropdownRecord]) {
    if let deadline = arena.nextDeadline, deadline <= time {
      gestureOutputs.removeAllElements()
      arena.advance(to: time, into: &gestureOutputs)
      routeGestureOutputs(into: &records)
    }
    advanceAnimations(to: time, into: &records)
    records.append(.frame(currentFrame(at: time)))
  }

  // MARK: - Transitions

  /// Runs the completions of animations that ended by `time` (seconds).
  mutating func advanceAnimations(to time: Double, into records: inout [DropdownRecord]) {
    guard time >= animator.currentTime else { return }
    for event in animator.advance(to: time) {
      switch event {
      case .completed(let id, _, let end):
        guard let running, running.animation == id else { continue }
        complete(running, at: end, into: &records)
      }
    }
  }

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

  mutating func append(_ transition: DropdownTransition, into records: inout [DropdownRecord]) {
    transitions.append(transition)
    records.append(.transition(transition))
  }

  // MARK: - Touches

  /// Puts the hit regions where the views of the current phase are; none takes
  /// touches while user interaction is off.
  mutating func updateRegions() {
    let geometry = configuration.geometry
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    let closed = phase == .closed && isUserInteractionEnabled
    let open = phase == .open && isUserInteractionEnabled
    arena.setFrame(closed ? geometry.screen : empty, of: mainRegion)
    arena.setFrame(closed ? geometry.navigationBarFrame : empty, of: navigationBarRegion)
    arena.setFrame(closed ? geometry.menuButtonFrame : empty, of: menuButtonRegion)
    arena.setFrame(closed ? geometry.newsListFrame : empty, of: newsRegion)
    arena.setFrame(open ? geometry.screen : empty, of: menuRegion)
    let snapshotY = configuration.snapshotShownTranslationY
    arena.setFrame(
      open ? Rect(x: 0, y: snapshotY, width: geometry.viewport.width, height: geometry.viewport.height) : empty,
      of: snapshotRegion)
  }

  /// Runs the app's action for each recognized tap.
  /// The recognizers' outputs are read from `gestureOutputs` in place.
  mutating func routeGestureOutputs(into records: inout [DropdownRecord]) {
    var o = 0
    while o < gestureOutputs.count {
      let output = gestureOutputs[o]
      o += 1
      guard output.state == .ended else { continue }
      let time = output.time
      let location = output.location
      if output.recognizer == menuButtonTapID {
        recordTap(DropdownTap(time: time, target: .menuButton, location: location), into: &records)
        if canBegin(at: time, into: &records) { begin(.present, cause: .menuButton, at: time, into: &records) }
      } else if output.recognizer == newsTapID {
        recordTap(
          DropdownTap(time: time, target: .newsRow, row: configuration.geometry.newsRow(at: location), location: location),
          into: &records)
      } else if output.recognizer == menuTapID {
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
      } else if output.recognizer == snapshotTapID {
        recordTap(DropdownTap(time: time, target: .snapshot, location: location), into: &records)
        if canBegin(at: time, into: &records) { begin(.dismiss, cause: .snapshot, at: time, into: &records) }
      }
    }
  }

  /// Whether a transition may begin now. Two taps recognized in one touch event
  /// (two fingers) can both ask for one; UIKit refuses a presentation or dismissal
  /// while another is in progress (it logs "Attempt to present/dismiss … while a
  /// presentation or dismiss is in progress"), and so does the scene, with a warning.
  mutating func canBegin(at time: Double, into records: inout [DropdownRecord]) -> Bool {
    guard running != nil else { return true }
    records.append(.warning(SceneWarning(time: time, .transitionInProgress)))
    return false
  }

  mutating func recordTap(_ tap: DropdownTap, into records: inout [DropdownRecord]) {
    taps.append(tap)
    records.append(.tap(tap))
  }
}
