/// Why a recognizer failed: what the output of a `failed` transition says, so that a
/// user sees which rule stopped a gesture. Lengths in points, times in seconds, angles
/// in degrees.
public enum GestureFailureReason: Hashable, Sendable {
  /// The touches' centroid moved `distance` from where it started, more than `allowed`.
  case movedTooFar(distance: Double, allowed: Double)
  /// `count` touches came down, more than the `allowed` number.
  case tooManyTouches(count: Int, allowed: Int)
  /// A finger lifted before the gesture was recognized.
  case liftedEarly
  /// A tracked touch was cancelled before the gesture was recognized.
  case touchCancelled
  /// `elapsed` seconds passed, more than the `allowed` duration.
  case tooSlow(elapsed: Double, allowed: Double)
  /// The required taps did not come (the inner tap recognizer failed, or the press
  /// after the last tap did not start within the interval).
  case tapsNotCompleted
  /// A swipe moved `distance` against its only direction on an axis, more than `allowed`.
  case oppositeMovement(distance: Double, allowed: Double)
  /// A swipe moved `distance` along an axis, more than the `allowed` bound of that
  /// axis at that time (primary or secondary bound, after its decay).
  case beyondMovementBound(distance: Double, allowed: Double)
  /// An edge pan's touch came down `distance` from the nearest watched edge, outside its
  /// zone of `zone`.
  case outsideEdgeZone(distance: Double, zone: Double)
  /// An edge pan drifted `drift` along its edge before leaving the hysteresis, more than
  /// the `allowed` tolerance at that time.
  case driftedAlongEdge(drift: Double, allowed: Double)
  /// An edge pan moved `angle` degrees away from its edge's inward normal, outside the
  /// `allowed` half-window.
  case outsideDirectionWindow(angle: Double, allowed: Double)
  /// Another recognizer's success failed it (competition for shared touches, or a
  /// recognizer it required to fail succeeded); `by` is that recognizer.
  case preventedBy(GestureRecognizerID)
  /// Its delegate's `gestureRecognizerShouldBegin` (given as `condition`) answered
  /// false when it would have begun.
  case shouldBeginRefused(Screen.BeginCondition)
  /// A scroll view's pan would have begun, but its content's view had received the
  /// touches and `canCancelContentTouches` is false (UIKit's "contentTouchDelivery").
  case contentTouchesNotCancellable
  /// A scroll view's pan would have begun, but a control in its content had received
  /// the touches: the scroll view's `touchesShouldCancelInContentView(_:)` answers
  /// false for a control (UIKit's "contentTouchDelivery").
  case controlHasTheTouches
  /// A navigation controller's back swipe would have begun, but there is nothing to
  /// pop (depth 1) or a transition is running (its `gestureRecognizerShouldBegin`).
  case popNotAllowed(transitioning: Bool)
}

extension GestureFailureReason: CustomStringConvertible {
  /// A short explanation, numbers rounded for reading: `moved 11.2 pt > 10`.
  public var description: String {
    switch self {
    case .movedTooFar(let distance, let allowed): return "moved \(Self.short(distance)) pt > \(Self.short(allowed))"
    case .tooManyTouches(let count, let allowed): return "\(count) touches > \(allowed)"
    case .liftedEarly: return "lifted before recognized"
    case .touchCancelled: return "touch cancelled"
    case .tooSlow(let elapsed, let allowed): return "took \(Self.short(elapsed)) s > \(Self.short(allowed))"
    case .tapsNotCompleted: return "taps not completed"
    case .oppositeMovement(let distance, let allowed): return "moved \(Self.short(distance)) pt the opposite way > \(Self.short(allowed))"
    case .beyondMovementBound(let distance, let allowed): return "moved \(Self.short(distance)) pt > bound \(Self.short(allowed))"
    case .outsideEdgeZone(let distance, let zone): return "began \(Self.short(distance)) pt from the edge, outside \(Self.short(zone))"
    case .driftedAlongEdge(let drift, let allowed): return "drifted \(Self.short(drift)) pt along the edge > \(Self.short(allowed))"
    case .outsideDirectionWindow(let angle, let allowed): return "moved \(Self.short(angle))° off the edge normal > \(Self.short(allowed))"
    case .preventedBy(let other): return "prevented by \(other)"
    case .shouldBeginRefused(let condition): return "should-begin \(condition) refused"
    case .contentTouchesNotCancellable: return "content has the touches (can-cancel-content-touches false)"
    case .controlHasTheTouches: return "a control has the touches (touchesShouldCancelInContentView false)"
    case .popNotAllowed(let transitioning):
      return transitioning ? "a navigation transition is running" : "nothing to pop (navigation depth 1)"
    }
  }

  /// `value` rounded to one decimal (three for values under 1), without a trailing `.0`.
  static func short(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
    let scale = abs(value) < 1 ? 1000.0 : 10.0
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
