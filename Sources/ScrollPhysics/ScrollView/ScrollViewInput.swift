/// Something that happened to a scroll view, named for what happened.
///
/// Inputs carry no time: ``ScrollView/handle(_:at:delegate:into:)`` takes the
/// time of the input (seconds, non-decreasing) as its own argument, and every
/// callback the input causes carries that time. Nothing reads a clock.
///
/// A user gesture arrives as
///
/// ```
/// touchDown → panBegan → panChanged* → panEnded | panCancelled     (a drag)
/// touchDown → touchUp                                               (a touch without a pan)
/// ```
///
/// and a display link sends `frame` at the refresh rate (60 or 120 Hz) to
/// advance decelerations, bounces, paging settles and animations. Inputs that
/// make no sense in the current state (a `panChanged` without a `panBegan`, a
/// `touchUp` after the pan ended) are ignored; a `panBegan` without a
/// `touchDown` first does what `touchDown` does.
public enum ScrollViewInput: Hashable, Sendable {
  /// A finger touched the scroll view. A running deceleration, bounce, paging
  /// settle or `setContentOffset` animation stops at once at the offset of the
  /// last frame, as UIKit's does ("catching" the content); `isTracking` becomes
  /// true. Whether the caught deceleration reports `scrollViewDidEndDecelerating`
  /// is ``ScrollViewConfiguration/notifiesDidEndDeceleratingOnCatch``.
  case touchDown

  /// The touch ended without a pan (a tap, or a hold without movement).
  /// `isTracking` becomes false. On a paging scroll view whose offset is not on
  /// a page boundary, and on any scroll view left overscrolled by a caught
  /// bounce, the content settles onto a page (or back to the edge): see
  /// ``ScrollViewConfiguration/touchUpSettlesOffPageOffset`` and
  /// docs/scroll-view.md, "Snap back on touch up".
  case touchUp

  /// The scroll view's pan recognizer began, with its translation at that
  /// moment, in points (following the finger, as `UIPanGestureRecognizer`'s
  /// `translation(in:)`, which at `.began` has the hysteresis already removed).
  ///
  /// Sends `scrollViewWillBeginDragging`, then moves the content by the
  /// translation from where it was at the touch-down (as UIKit runs the same
  /// update for `.began` as for `.changed`) and sends `scrollViewDidScroll` if
  /// the published offset changed. The content trails the finger by exactly the
  /// hysteresis.
  case panBegan(translation: Vector)

  /// The fingers on the scroll view moved: `movement` is the raw movement of
  /// their centroid since the previous touch sample, in points on the screen
  /// (no hysteresis removed, nothing locked). It decides the directional lock
  /// (``ScrollView/isDirectionalLockEnabled``, both axes scrollable), as UIKit's
  /// scroll-view pan does on each move: with θ = atan(|dy/dx|), θ ≤ 20° locks x,
  /// θ ≥ 70° locks y, and anything between leaves the lock as it is (with no
  /// lock, both axes stay free). Before the pan begins every move decides; once
  /// it has begun, only a move at least
  /// ``ScrollViewConfiguration/directionalLockInterval`` after the previous
  /// touch sample. Send it before the pan's input of the same touch event;
  /// without the lock it changes nothing.
  case touchMoved(movement: Vector)

  /// The finger moved: the pan recognizer's translation since the touch went
  /// down, in points, following the finger. The content follows the finger
  /// (rubber-banding past an edge when bouncing is allowed, clamped otherwise).
  case panChanged(translation: Vector)

  /// The finger lifted at the end of a pan.
  ///
  /// - `translation`: the pan's final translation, in points. It does **not**
  ///   move the content: UIKit adds no sample at the lift and does not run the
  ///   offset update for `.ended`, so where the lift row lies changes nothing.
  /// - `velocity`: the release velocity of the finger, in points per second,
  ///   following the finger (the sign of `UIPanGestureRecognizer.velocity(in:)`):
  ///   the scroll view's release blend, `0.75·previous + 0.25·current` of
  ///   `velocity(in:)` at its last two updates (``ScrollViewVelocityEstimator``
  ///   in the Gestures library computes it from the move events). Pass zero
  ///   for a finger that rested before lifting.
  /// - `pagingVelocity`: the pan's `velocity(in:)` at the release, before the
  ///   blend, in points per second, following the finger; the paging rule reads
  ///   it. `nil` (the default): `velocity`.
  ///
  /// The scroll view reverses the sign for the content and reports points per
  /// millisecond to `scrollViewWillEndDragging`.
  case panEnded(translation: Vector, velocity: Vector, pagingVelocity: Vector? = nil)

  /// The pan was cancelled (for example by the system). Handled as a release
  /// with zero velocity at the last translation, with the same callbacks.
  case panCancelled

  /// A display-link tick at the given input time: advances whatever is moving
  /// and reports `scrollViewDidScroll` if the published offset changed.
  case frame

  /// `setContentOffset(_:animated:)` called from outside a delegate callback.
  ///
  /// The offset, in points, is rounded to device pixels when published. Not
  /// animated: the offset moves at once (one `scrollViewDidScroll` if it
  /// changed) and any deceleration or animation stops with no end callback.
  /// Animated: the offset moves along
  /// ``ScrollViewConfiguration/contentOffsetAnimation``, reporting
  /// `scrollViewDidScroll` per frame and then `scrollViewDidEndScrollingAnimation`;
  /// nothing happens, and no callback is sent, when the offset is already there.
  case setContentOffset(Point, animated: Bool)
}

extension ScrollViewInput {
  /// Whether every number the input carries is finite. ``ScrollView`` drops
  /// inputs that are not (bad data, not a crash).
  @inlinable @inline(__always)
  package var isFinite: Bool {
    switch self {
    case .touchDown, .touchUp, .panCancelled, .frame:
      return true
    case .panBegan(let translation), .panChanged(let translation), .touchMoved(let translation):
      return translation.dx.isFinite && translation.dy.isFinite
    case .panEnded(let translation, let velocity, let pagingVelocity):
      return translation.dx.isFinite && translation.dy.isFinite && velocity.dx.isFinite && velocity.dy.isFinite
        && (pagingVelocity.map { $0.dx.isFinite && $0.dy.isFinite } ?? true)
    case .setContentOffset(let offset, _):
      return offset.x.isFinite && offset.y.isFinite
    }
  }
}
