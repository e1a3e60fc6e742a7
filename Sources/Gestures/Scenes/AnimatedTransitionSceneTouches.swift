import ScrollPhysics

/// The touch plumbing of a scene whose view-controller transitions animate and
/// refuse touches while they run (the drop-down and transitions scenes): the
/// gesture arena with the screen's views and tap recognizers, the fingers down,
/// the refused touches, and the recognizers' outputs of the latest input.
///
/// **A touch event.** Every finger that begins is counted down. While user
/// interaction is off (`UITransitionContext`'s container during a transition)
/// it is refused: a `refusedTouch` record, and no view receives it; otherwise a
/// finger outside every view gets a `touchOutside` warning. The recognizers then
/// see the event (`recognize(_:)`), the scene routes their outputs, and the
/// fingers that end or are cancelled lift (`lift(_:)`).
struct AnimatedTransitionSceneTouches<View: AnimatedTransitionSceneView>: Sendable {
  /// The screen's views (hit regions) and their recognizers.
  private(set) var arena: GestureArena<ScrollViewVelocityEstimator>
  /// Fingers down now (identifiers), refused ones included.
  private(set) var fingersDown: [Int]
  /// How many fingers landed while touches were refused.
  private(set) var refusedTouchCount: Int
  /// The recognizers' outputs of the latest input (a reused buffer).
  private(set) var outputs: [GestureOutput]
  /// Each view's hit region, in `View.allCases` order.
  private let regions: [RegionID]
  /// The tap recognizers and the views they are on.
  private let taps: [(id: GestureRecognizerID, view: View)]

  /// Touches whose arena holds every view of the screen, each with an empty frame
  /// until `setFrame(_:of:)` places it, and a `TapRecognizer` of
  /// `tapAllowableMovement` points on each view that has a tap.
  init(tapAllowableMovement: Double) {
    var arena = GestureArena<ScrollViewVelocityEstimator>()
    var regions: [RegionID] = []
    for view in View.allCases {
      let parent = view.superview.map { superview in regions[View.allCases.firstIndex(of: superview)!] }
      regions.append(arena.addRegion(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: parent))
    }
    let tap = TapRecognizer(allowableMovement: tapAllowableMovement)
    taps = zip(View.allCases, regions).filter { $0.0.hasTap }.map { view, region in (arena.add(tap, to: region), view) }
    self.arena = arena
    self.regions = regions
    fingersDown = []
    refusedTouchCount = 0
    outputs = []
  }

  /// Puts `view` at `frame` (screen points), or takes it off screen (an empty
  /// frame: no touch reaches it) when `frame` is nil.
  mutating func setFrame(_ frame: Rect?, of view: View) {
    let region = regions[View.allCases.firstIndex(of: view)!]
    arena.setFrame(frame ?? Rect(x: 0, y: 0, width: 0, height: 0), of: region)
  }

  /// Lands the fingers that begin in `event`: refused while `interactionEnabled`
  /// is false, warned about when no view is under them (see the type's documentation).
  mutating func land<Frame, Tap, Transition>(
    _ event: TouchEvent, interactionEnabled: Bool, into records: inout [AnimatedTransitionSceneRecord<Frame, Tap, Transition>]
  ) {
    let time = event.time
    for touch in event.touches where touch.phase == .began && !fingersDown.contains(touch.id) {
      fingersDown.append(touch.id)
      if !interactionEnabled {
        refusedTouchCount += 1
        records.append(.refusedTouch(RefusedTouch(time: time, touchID: touch.id, location: touch.location)))
      } else if arena.regions.hitTest(touch.location) == nil {
        records.append(.warning(SceneWarning(time: time, .touchOutside(touch: touch.id, location: touch.location, area: .screen))))
      }
    }
  }

  /// Runs the recognizers for `event`, into `outputs`.
  mutating func recognize(_ event: TouchEvent) {
    outputs.removeAllElements()
    arena.handle(event, into: &outputs)
  }

  /// The next of `outputs` from index `o` on in the `ended` state (a recognized
  /// tap: the screen's recognizers are all taps) and the view its recognizer is
  /// on, with `o` moved past it; nil once none is left. The buffer is read in
  /// place, one output at a time.
  func nextRecognizedTap(after o: inout Int) -> (output: GestureOutput, view: View)? {
    while o < outputs.count {
      let output = outputs[o]
      o += 1
      if output.state == .ended, let tap = taps.first(where: { $0.id == output.recognizer }) { return (output, tap.view) }
    }
    return nil
  }

  /// Lifts the fingers that end or are cancelled in `event`.
  mutating func lift(_ event: TouchEvent) {
    for touch in event.touches where touch.phase.isEnd {
      if let i = fingersDown.firstIndex(of: touch.id) { fingersDown.remove(at: i) }
    }
  }

  /// Lets the recognizers' time pass to `time` (seconds) when a deadline is due,
  /// into `outputs`; returns whether it was (and so whether `outputs` is new).
  mutating func recognizeDeadlines(at time: Double) -> Bool {
    guard let deadline = arena.nextDeadline, deadline <= time else { return false }
    outputs.removeAllElements()
    arena.advance(to: time, into: &outputs)
    return true
  }
}
