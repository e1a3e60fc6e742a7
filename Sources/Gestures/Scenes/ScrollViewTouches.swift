import ScrollPhysics

/// What a `UIScrollView` owns in a scene that shows one: its pan recognizer (in
/// the scene's gesture arena, on the scroll view's hit region), the fingers down
/// on it, the routing of the pan's action messages to `ScrollViewInput`s, and the
/// touch-down / touch-up bookkeeping of a touch sequence. The side menu, the table
/// and the scroll-view properties' scene hold one; the scene keeps the
/// `ScrollView` itself (it sends the inputs, with its own delegate) and adds its
/// other views and recognizers to `arena`.
///
/// **A touch sequence** (docs/side-menu.md, "Touches reach the scroll view too"):
/// the first finger that lands on the scroll view makes the scene send `touchDown`
/// (`fingerLanded(_:)` returns true); the pan's states become `panBegan`,
/// `panChanged`, `panEnded` and `panCancelled` (`scrollViewInput(forPan:)`); when
/// the last finger lifts and the pan did not begin in the sequence, the scene
/// sends `touchUp` (`touchUpDue(afterLifting:)`).
struct ScrollViewTouches<Estimator: VelocityEstimator>: Sendable {
  /// The scene's recognizers and hit regions, the pan's among them.
  var arena: GestureArena<Estimator>
  /// The scroll view's hit region.
  let scrollRegion: RegionID
  /// The scroll view's pan recognizer.
  let panID: GestureRecognizerID
  /// The fingers on the scroll view and its touch sequence.
  var fingers: ScrollViewFingers
  /// The recognizers' outputs of the latest input (a reused buffer).
  var outputs: [GestureOutput]

  /// Touches whose scroll view covers `frame` (screen points) in `arena`, with `pan`
  /// on it.
  init(arena: GestureArena<Estimator> = GestureArena(), frame: Rect, pan: PanRecognizer<Estimator>) {
    var arena = arena
    scrollRegion = arena.addRegion(frame: frame)
    panID = arena.add(pan, to: scrollRegion)
    self.arena = arena
    fingers = ScrollViewFingers()
    outputs = []
  }

  /// Fingers down now on the scroll view (identifiers), in landing order.
  var fingersDown: [Int] { fingers.fingersDown }

  /// Whether finger `id` is down on the scroll view.
  @inline(__always)
  func isDown(_ id: Int) -> Bool { fingers.isDown(id) }

  /// Whether no finger is down on the scroll view.
  @inline(__always)
  var noFingerDown: Bool { fingers.noFingerDown }

  /// `ScrollViewFingers.fingerLanded(_:)`.
  @inline(__always)
  mutating func fingerLanded(_ id: Int) -> Bool { fingers.fingerLanded(id) }

  /// `ScrollViewFingers.fingerLifted(_:)`.
  @inline(__always)
  mutating func fingerLifted(_ id: Int) -> Bool { fingers.fingerLifted(id) }

  /// `ScrollViewFingers.fingerMovement(in:)`.
  @inline(__always)
  mutating func fingerMovement(in event: TouchEvent) -> Vector? { fingers.fingerMovement(in: event) }

  /// `ScrollViewFingers.touchUpDue(afterLifting:)`.
  @inline(__always)
  func touchUpDue(afterLifting anyLifted: Bool) -> Bool { fingers.touchUpDue(afterLifting: anyLifted) }

  /// Lands the fingers that begin in `event` and are not down yet: one outside
  /// every region is a `touchOutside` warning in `records`, the others land
  /// (`fingerLanded(_:)`). Returns whether the first finger landed: the scene then
  /// sends `touchDown`. An index loop: iterating `event.touches` would retain its
  /// buffer.
  @inline(__always)
  mutating func landFingers<Record: SceneRecord>(of event: TouchEvent, into records: inout [Record]) -> Bool {
    var firstDown = false
    let count = event.touches.count
    var s = 0
    while s < count {
      let touch = event.touches[s]
      s += 1
      guard touch.phase == .began && !isDown(touch.id) else { continue }
      guard arena.regions.hitTest(touch.location) != nil else {
        records.append(.warning(SceneWarning(
          time: event.time, .touchOutside(touch: touch.id, location: touch.location, area: .viewport))))
        continue
      }
      if fingerLanded(touch.id) { firstDown = true }
    }
    return firstDown
  }

  /// Lifts the fingers that end in `event` (`fingerLifted(_:)`). Returns
  /// `touchUpDue(afterLifting:)`: whether the scene sends `touchUp`.
  @inline(__always)
  mutating func liftFingers(of event: TouchEvent) -> Bool {
    var anyLifted = false
    let count = event.touches.count
    var s = 0
    while s < count {
      if event.touches[s].phase.isEnd && fingerLifted(event.touches[s].id) { anyLifted = true }
      s += 1
    }
    return touchUpDue(afterLifting: anyLifted)
  }

  /// A touch sequence begins on `scrollView` (call it before sending `touchDown`):
  /// when the scroll view is decelerating (a deceleration, a bounce or a paging
  /// settle), its pan begins at this touch-down and catches the motion, as
  /// UIKit's does (`_shouldTrackImmediatelyWhileDecelerating`; docs/scroll-view.md,
  /// "The catch"). An animated `setContentOffset` is not caught this way.
  @inline(__always)
  mutating func sequenceBegins(on scrollView: ScrollView) {
    arena.setTracksImmediately(scrollView.isDecelerating, forPan: panID)
  }

  /// Runs the recognizers for `event`, into `outputs`.
  @inline(__always)
  mutating func recognize(_ event: TouchEvent) {
    outputs.removeAllElements()
    arena.handle(event, into: &outputs)
  }

  /// Lets the recognizers' time pass to `time` (seconds) when a deadline is due,
  /// into `outputs`; returns whether it was (and so whether `outputs` is new).
  @inline(__always)
  mutating func recognizeDeadlines(at time: Double) -> Bool {
    guard let deadline = arena.nextDeadline, deadline <= time else { return false }
    outputs.removeAllElements()
    arena.advance(to: time, into: &outputs)
    return true
  }

  /// The velocity of `scrollView`'s content at `time` (seconds, the scene's latest
  /// input or frame), in points per second with the sign of the content offset's
  /// change: while the user drags, the pan recognizer's velocity negated (the
  /// content follows the finger; UIKit's `panGestureRecognizer.velocity(in:)`,
  /// from the scene's estimator); while the content moves on its own
  /// (deceleration, bounce, paging settle, animated `setContentOffset`), its
  /// closed-form motion's derivative (`ScrollView.motionVelocity`); zero otherwise.
  /// The scenes' `contentVelocity(at:)`, for tools that show it over time.
  func contentVelocity(of scrollView: ScrollView, at time: Double) -> Vector {
    if scrollView.isDragging {
      guard let velocity = arena.panVelocity(panID, at: time) else { return .zero }
      return Vector(dx: -velocity.dx, dy: -velocity.dy)
    }
    return scrollView.motionVelocity
  }

  /// The scroll-view input that the pan's action message `output` stands for
  /// (`ScrollViewFingers.scrollViewInput(forPan:of:in:)`).
  @inline(__always)
  mutating func scrollViewInput(forPan output: GestureOutput) -> ScrollViewInput? {
    fingers.scrollViewInput(forPan: output, of: panID, in: arena)
  }
}
