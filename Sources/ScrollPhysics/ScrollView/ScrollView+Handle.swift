// Handling inputs: the state machine's transitions and the delegate calls.

extension ScrollView {
  /// Handles `input` at `time`, calling `delegate` synchronously where UIKit
  /// would and appending every callback, in order, to `callbacks`.
  ///
  /// The delegate may change the scroll view's properties during a call, and
  /// may call ``setContentOffset(_:animated:)``; such a request is carried out
  /// once this input has been handled, at the same time, with its callbacks
  /// delivered to the same delegate and appended to `callbacks`.
  ///
  /// This is the allocation-free path: a `frame` while nothing moves appends
  /// nothing, and appending to a buffer with spare capacity does not allocate,
  /// so a caller that reuses one buffer (`removeAllElements()`)
  /// runs decelerations without allocating.
  ///
  /// - Parameters:
  ///   - input: What happened.
  ///   - time: When, in seconds; non-decreasing from one call to the next (an
  ///     earlier time is handled as if no time had passed since a motion began).
  ///   - delegate: The delegate, called synchronously.
  ///   - callbacks: Receives the callbacks made, in order.
  ///
  /// An input whose time or values are not finite (NaN, ±∞) is bad data and
  /// is dropped: nothing changes and no callback is made
  /// (``ScrollViewInput/isFinite``).
  public mutating func handle<Delegate: ScrollViewDelegate>(
    _ input: ScrollViewInput, at time: Double, delegate: inout Delegate,
    into callbacks: inout [ScrollViewCallback]
  ) {
    precondition(!isHandlingInput, "ScrollView.handle: called again from inside a delegate callback")
    guard time.isFinite, input.isFinite else { return }
    isHandlingInput = true
    defer { isHandlingInput = false }
    now = time
    switch input {
    case .frame:
      advanceFrame(&delegate, &callbacks)
    case .touchDown:
      touchDown(&delegate, &callbacks)
    case .touchUp:
      touchUp(&delegate, &callbacks)
    case .panBegan(let translation):
      panBegan(translation, &delegate, &callbacks)
    case .touchMoved(let movement):
      touchMoved(movement)
    case .panChanged(let translation):
      panChanged(translation, &delegate, &callbacks)
    case .panEnded(_, let velocity, let pagingVelocity):
      panEnded(velocity: velocity, pagingVelocity: pagingVelocity, &delegate, &callbacks)
    case .panCancelled:
      panCancelled(&delegate, &callbacks)
    case .setContentOffset(let offset, let animated):
      applySetContentOffset(offset, animated: animated, &delegate, &callbacks)
    }
    // Requests from delegate callbacks, in the order they chain.
    applyPendingRequests(&delegate, &callbacks)
  }

  /// A display frame at `time`: exactly `handle(.frame, at: time, delegate:
  /// &delegate, into: &callbacks)`, through a shorter path for the input that
  /// comes most often (no other input's cases to dispatch over).
  package mutating func frame<Delegate: ScrollViewDelegate>(
    at time: Double, delegate: inout Delegate, into callbacks: inout [ScrollViewCallback]
  ) {
    precondition(!isHandlingInput, "ScrollView.handle: called again from inside a delegate callback")
    guard time.isFinite else { return }
    isHandlingInput = true
    defer { isHandlingInput = false }
    now = time
    advanceFrame(&delegate, &callbacks)
    // Tested here: most frames leave no request, and the call costs more than the test.
    if pendingContentOffsetRequest != nil { applyPendingRequests(&delegate, &callbacks) }
  }

  /// Carries out the `setContentOffset` requests delegate callbacks made, in the
  /// order they chain.
  mutating func applyPendingRequests<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    var chained = 0
    while let request = pendingContentOffsetRequest {
      pendingContentOffsetRequest = nil
      chained += 1
      precondition(
        chained <= 10_000,
        "ScrollView: a delegate keeps calling setContentOffset from its callbacks (endless chain)")
      applySetContentOffset(request.offset, animated: request.animated, &delegate, &callbacks)
    }
  }

  /// Handles `input` at `time` (seconds) with `delegate` and returns the
  /// callbacks made, in order. See ``handle(_:at:delegate:into:)``; this form
  /// allocates an array when a callback is made.
  public mutating func handle<Delegate: ScrollViewDelegate>(
    _ input: ScrollViewInput, at time: Double, delegate: inout Delegate
  ) -> [ScrollViewCallback] {
    var callbacks: [ScrollViewCallback] = []
    handle(input, at: time, delegate: &delegate, into: &callbacks)
    return callbacks
  }

  /// Handles `input` at `time` (seconds) with no delegate and returns the
  /// callbacks the scroll view would have made, in order.
  public mutating func handle(_ input: ScrollViewInput, at time: Double) -> [ScrollViewCallback] {
    var delegate = NoScrollViewDelegate()
    return handle(input, at: time, delegate: &delegate)
  }

  /// Handles `input` at `time` (seconds) with no delegate, appending the
  /// callbacks to `callbacks` (the allocation-free path; see
  /// ``handle(_:at:delegate:into:)``).
  public mutating func handle(
    _ input: ScrollViewInput, at time: Double, into callbacks: inout [ScrollViewCallback]
  ) {
    var delegate = NoScrollViewDelegate()
    handle(input, at: time, delegate: &delegate, into: &callbacks)
  }

  /// `setContentOffset(_:animated:)` from inside a delegate callback.
  ///
  /// The request is carried out when the scroll view has finished handling the
  /// current input, at that input's time, exactly as a `.setContentOffset`
  /// input would be; until then ``contentOffset`` keeps its value. A later
  /// request in the same input replaces an earlier one. Outside a callback, send
  /// ``ScrollViewInput/setContentOffset(_:animated:)`` to
  /// ``handle(_:at:delegate:into:)`` instead: calling this method outside a
  /// callback is a programmer error. A non-finite offset is ignored.
  ///
  /// - Parameters:
  ///   - offset: The new content offset, in points.
  ///   - animated: Whether to animate (see ``ScrollViewInput/setContentOffset(_:animated:)``).
  public mutating func setContentOffset(_ offset: Point, animated: Bool) {
    precondition(
      isHandlingInput,
      "ScrollView.setContentOffset(_:animated:) is for delegate callbacks; send .setContentOffset to handle(_:at:delegate:into:)"
    )
    guard offset.x.isFinite, offset.y.isFinite else { return }
    pendingContentOffsetRequest = ContentOffsetRequest(offset: offset, animated: animated)
  }

  // MARK: - Callbacks

  /// Records `kind` and calls the matching delegate method.
  mutating func emit<Delegate: ScrollViewDelegate>(
    _ kind: ScrollViewCallback.Kind, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) {
    callbacks.append(ScrollViewCallback(time: now, kind))
    switch kind {
    case .scrollViewWillBeginDragging:
      delegate.scrollViewWillBeginDragging(&self)
    case .scrollViewDidScroll:
      delegate.scrollViewDidScroll(&self)
    case .scrollViewWillEndDragging:
      preconditionFailure("ScrollView: scrollViewWillEndDragging goes through emitWillEndDragging")
    case .scrollViewDidEndDragging(let decelerate):
      delegate.scrollViewDidEndDragging(&self, willDecelerate: decelerate)
    case .scrollViewWillBeginDecelerating:
      delegate.scrollViewWillBeginDecelerating(&self)
    case .scrollViewDidEndDecelerating:
      delegate.scrollViewDidEndDecelerating(&self)
    case .scrollViewDidEndScrollingAnimation:
      delegate.scrollViewDidEndScrollingAnimation(&self)
    case .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
      // Zooming reports its own callbacks (`ScrollViewZoom`); the scroll view never emits them.
      break
    }
  }

  /// Records and calls `scrollViewWillEndDragging`, returning the target the
  /// delegate left.
  mutating func emitWillEndDragging<Delegate: ScrollViewDelegate>(
    velocity: Vector, target proposed: Point, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) -> Point {
    callbacks.append(
      ScrollViewCallback(time: now, .scrollViewWillEndDragging(velocity: velocity, targetContentOffset: proposed)))
    var target = proposed
    delegate.scrollViewWillEndDragging(&self, withVelocity: velocity, targetContentOffset: &target)
    return target
  }

  /// Rounds ``exactOffset`` to device pixels into ``contentOffset`` and sends
  /// `scrollViewDidScroll` if it changed.
  mutating func publish<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    publish(exactOffset, &delegate, &callbacks)
  }

  /// `publish` of `exact`, the value just stored in ``exactOffset``: a frame
  /// passes the position it computed instead of reading back the two
  /// coordinates it just stored (a load that would wait for those stores,
  /// docs/performance.md, "Idioms").
  mutating func publish<Delegate: ScrollViewDelegate>(
    _ exact: Point, _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    let rounded = Point(x: roundedToPixel(exact.x, scale: scale), y: roundedToPixel(exact.y, scale: scale))
    guard rounded != contentOffset else { return }
    contentOffset = rounded
    // `emit(.scrollViewDidScroll(…))` without the switch over the kind: this is
    // the callback of every frame that moves the content.
    callbacks.append(ScrollViewCallback(time: now, .scrollViewDidScroll(contentOffset: rounded)))
    delegate.scrollViewDidScroll(&self)
  }

  // MARK: - Frames

  /// Advances a running motion to `now`.
  mutating func advanceFrame<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .moving(let kind) = phase else { return }
    let sample = stepMotion()
    let done = sample.isDone
    // Read before the delegate runs (it cannot change the motion, only request
    // a new one for after this input).
    let endsAtWall = done && motion.endsAtWall
    publish(sample.position, &delegate, &callbacks)
    guard done else { return }
    phase = .idle
    switch kind {
    case .deceleration:
      isDecelerating = false
      if !endsAtWall || configuration.notifiesDidEndDeceleratingAtWall {
        emit(.scrollViewDidEndDecelerating, &delegate, &callbacks)
      }
    case .scrollingAnimation:
      emit(.scrollViewDidEndScrollingAnimation, &delegate, &callbacks)
    }
  }

  /// Moves ``exactOffset`` to the running motion's position at `now`; returns
  /// that position and whether the motion is over (the offset is then exactly
  /// the final one: a done axis samples its final position).
  /// The velocity then is kept for ``motionVelocity``.
  mutating func stepMotion() -> (position: Point, isDone: Bool) {
    let sample = motion.sample(at: now - motion.start, current: exactOffset)
    exactOffset = sample.position
    sampledVelocity = sample.velocity
    sampledVelocityTime = now
    return (sample.position, sample.isDone)
  }

  // MARK: - Touches

  /// A finger touched the scroll view: catch any motion.
  mutating func touchDown<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    guard isScrollEnabled else { return }
    flicks.touchDown(at: now)
    switch phase {
    case .idle:
      isTracking = true
      phase = .touching
      // A new touch starts with no lock; one that catches a motion keeps the
      // previous gesture's.
      touchLock = .free
      lastTouchSample = now
    case .touching, .dragging:
      // A second touch-down while a finger is down: nothing new happens.
      break
    case .moving(let kind):
      isTracking = true
      lastTouchSample = now
      catchMotion(kind, &delegate, &callbacks)
    }
  }

  /// The fingers moved by `movement` (raw, points): the directional lock's
  /// decision (``ScrollViewInput/touchMoved(movement:)``).
  mutating func touchMoved(_ movement: Vector) {
    let previousSample = lastTouchSample
    lastTouchSample = now
    guard isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) else { return }
    switch phase {
    case .touching:
      touchLock = directionalLock(for: movement, keeping: touchLock)
    case .dragging(var drag):
      guard now - previousSample >= configuration.directionalLockInterval else { return }
      let before = drag.lock
      drag.lock = directionalLock(for: movement, keeping: before)
      touchLock = drag.lock
      freeNewlyAllowedAxes(before: before, drag: &drag)
      phase = .dragging(drag)
    case .idle, .moving:
      break
    }
  }

  /// Stops `motion` where the last frame left it, with the configured callback.
  mutating func catchMotion<Delegate: ScrollViewDelegate>(
    _ kind: MotionKind, _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    phase = .touching
    if motion.x.isPagingSettle || motion.y.isPagingSettle {
      let position = exactOffset
      let target = Point(x: motion.x.finalPosition(current: position.x), y: motion.y.finalPosition(current: position.y))
      caughtPagingSettle = CaughtPagingSettle(
        target: target,
        forward: (
          x: motion.x.isPagingSettle ? target.x > position.x : nil,
          y: motion.y.isPagingSettle ? target.y > position.y : nil
        ))
    }
    switch kind {
    case .deceleration:
      isDecelerating = false
      if configuration.notifiesDidEndDeceleratingOnCatch {
        emit(.scrollViewDidEndDecelerating, &delegate, &callbacks)
      }
    case .scrollingAnimation:
      if configuration.profile.notifiesDidEndScrollingAnimationOnCatch {
        emit(.scrollViewDidEndScrollingAnimation, &delegate, &callbacks)
      }
    }
  }

  /// The touch ended without a pan: settle onto a page (paging, off a page
  /// boundary) or back into range (overscrolled), announced as a deceleration.
  mutating func touchUp<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    switch phase {
    case .dragging:
      return  // the pan's end, not the touch's, ends a drag
    case .idle, .moving:
      // The pan already ended, or code started an animation under the finger.
      isTracking = false
      return
    case .touching:
      break
    }
    isTracking = false
    phase = .idle
    caughtPagingSettle = nil
    // Most touches without a pan (taps) leave content at rest in range: settle
    // nothing without building the two still motions (large values).
    guard mayTouchUpSettle(.horizontal) || mayTouchUpSettle(.vertical) else { return }
    let x = touchUpSettle(.horizontal)
    let y = touchUpSettle(.vertical)
    guard !(x.isStill && y.isStill) else { return }
    motion = Motion(start: now, x: x, y: y)
    phase = .moving(.deceleration)
    isDecelerating = true
    emit(.scrollViewWillBeginDecelerating, &delegate, &callbacks)
  }

  // MARK: - Pan

  /// The pan began with `translation` (points, following the finger, the
  /// hysteresis already removed by the recognizer): the content follows it at
  /// once, from the offset at the touch-down, as UIKit runs the same update for
  /// `.began` as for `.changed`: `scrollViewWillBeginDragging`, the offset, then
  /// `scrollViewDidScroll` if the published offset changed.
  mutating func panBegan<Delegate: ScrollViewDelegate>(
    _ translation: Vector, _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    guard isScrollEnabled else { return }
    switch phase {
    case .idle, .touching:
      break
    case .dragging:
      return  // already dragging: a second began is ignored
    case .moving(let kind):
      catchMotion(kind, &delegate, &callbacks)
    }
    isTracking = true
    isDragging = true
    let lock: DirectionalLock =
      isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) ? touchLock : .free
    var drag = Drag(
      startRaw: rawOffset(for: exactOffset), reference: .zero, lastTranslation: .zero, lastTime: now,
      lastSpeed: nil, lock: lock)
    phase = .dragging(drag)
    emit(.scrollViewWillBeginDragging, &delegate, &callbacks)
    // The delegate may have ended the drag (scrolling disabled) or moved the
    // offset (setContentOffset applies after this input).
    guard case .dragging(let current) = phase, isScrollEnabled else { return }
    drag = current
    follow(translation, drag: &drag)
    phase = .dragging(drag)
    publish(&delegate, &callbacks)
  }

  /// The finger moved.
  mutating func panChanged<Delegate: ScrollViewDelegate>(
    _ translation: Vector, _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .dragging(var drag) = phase else { return }
    guard isScrollEnabled else {
      // Disabling scrolling cancels the pan, as disabling a recognizer does.
      release(velocity: .zero, &delegate, &callbacks)
      return
    }
    trackSpeed(translation, drag: &drag)
    follow(translation, drag: &drag)
    phase = .dragging(drag)
    publish(&delegate, &callbacks)
  }

  /// The finger's speed during a drag, `velocity(in:)`'s `0.2·s_n + 0.8·s_(n−1)`
  /// from the translations the pan sends (points per second), for the
  /// repeated-flick count.
  private mutating func trackSpeed(_ translation: Vector, drag: inout Drag) {
    let dt = now - drag.lastTime
    let speed = dt < 0.001 ? 0 : (translation - drag.lastTranslation).length / dt
    let reported = drag.lastSpeed.map { 0.2 * speed + 0.8 * $0 } ?? speed
    drag.lastSpeed = speed
    drag.lastTime = now
    flicks.dragged(speed: reported)
  }

  /// The finger lifted after a pan. The lift itself moves nothing: UIKit adds no
  /// sample at `touchesEnded` and does not run the offset update for `.ended`.
  mutating func panEnded<Delegate: ScrollViewDelegate>(
    velocity: Vector, pagingVelocity: Vector?, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .dragging = phase else { return }
    guard isScrollEnabled else {
      release(velocity: .zero, &delegate, &callbacks)
      return
    }
    release(velocity: velocity, pagingVelocity: pagingVelocity, &delegate, &callbacks)
  }

  /// The pan was cancelled: a release at rest.
  mutating func panCancelled<Delegate: ScrollViewDelegate>(
    _ delegate: inout Delegate, _ callbacks: inout [ScrollViewCallback]
  ) {
    guard case .dragging = phase else { return }
    release(velocity: .zero, &delegate, &callbacks)
  }

  // MARK: - setContentOffset

  /// `setContentOffset(offset, animated:)`, from an input or a delegate request.
  mutating func applySetContentOffset<Delegate: ScrollViewDelegate>(
    _ offset: Point, animated: Bool, _ delegate: inout Delegate,
    _ callbacks: inout [ScrollViewCallback]
  ) {
    switch phase {
    case .dragging(var drag):
      // While the user drags, the offset moves at once (animated or not) and
      // the drag continues from there.
      exactOffset = offset
      drag.startRaw = offset
      drag.reference = drag.lastTranslation
      phase = .dragging(drag)
      publish(&delegate, &callbacks)
      return
    case .moving:
      // Any running motion stops, with no end callback (openradar 16724593).
      phase = isTracking ? .touching : .idle
      isDecelerating = false
    case .idle, .touching:
      break
    }
    let target = Point(x: roundedToPixel(offset.x, scale: scale), y: roundedToPixel(offset.y, scale: scale))
    guard animated, target != contentOffset else {
      exactOffset = offset
      publish(&delegate, &callbacks)
      return
    }
    let duration = configuration.contentOffsetAnimationDuration
    let curve = configuration.contentOffsetAnimationCurve
    let scale = self.scale
    func axis(_ from: Double, _ to: Double) -> AxisMotion {
      guard from != to, duration > 0 else { return .still }
      switch curve {
      case .sineSquared:
        return .sine(SineSquaredAnimation(from: from, to: to, duration: duration, scale: scale))
      case .timingCurve(let timing):
        return .curve(CurveAnimation(from: from, to: to, duration: duration, curve: timing), clamp: nil)
      }
    }
    motion = Motion(start: now, x: axis(exactOffset.x, offset.x), y: axis(exactOffset.y, offset.y))
    if duration <= 0 {
      // A zero-length animation jumps, and ends at the next frame.
      exactOffset = offset
    }
    phase = .moving(.scrollingAnimation)
  }
}
