import ScrollPhysics

/// The fingers down on one scroll view and its touch sequence: which fingers landed
/// on it, where each last was, and whether its pan began in the sequence
/// (`ScrollViewTouches` holds one for its scroll view; `ScreenEngine` one per scroll view).
///
/// **A touch sequence** (docs/side-menu.md, "Touches reach the scroll view too"):
/// the first finger that lands on the scroll view makes the scene send `touchDown`
/// (`fingerLanded(_:)` returns true); the pan's states become `panBegan`,
/// `panChanged`, `panEnded` and `panCancelled` (`scrollViewInput(forPan:of:in:)`);
/// when the last finger lifts and the pan did not begin in the sequence, the scene
/// sends `touchUp` (`touchUpDue(afterLifting:)`).
struct ScrollViewFingers: Sendable {
  /// Fingers down now on the scroll view (identifiers), in landing order.
  private(set) var fingersDown: [Int]
  /// The latest location of each finger in `fingersDown` (same order), screen
  /// points; `nil` until `fingerMovement(in:)` has seen it.
  private var fingerLocations: [Point?]
  /// Whether the pan began during the current touch sequence.
  private(set) var panBeganInSequence: Bool

  /// No finger down.
  init() {
    fingersDown = []
    fingerLocations = []
    panBeganInSequence = false
  }

  /// Whether finger `id` is down on the scroll view.
  @inline(__always)
  func isDown(_ id: Int) -> Bool { fingersDown.contains(id) }

  /// Whether no finger is down on the scroll view.
  @inline(__always)
  var noFingerDown: Bool { fingersDown.isEmpty }

  /// Finger `id` landed on the scroll view (the scene hit-tested it). Returns true
  /// when it is the first finger down: a touch sequence begins, and the scene sends
  /// `touchDown` once the event's fingers have landed.
  @inline(__always)
  mutating func fingerLanded(_ id: Int) -> Bool {
    let first = fingersDown.isEmpty
    if first { panBeganInSequence = false }
    fingersDown.append(id)
    fingerLocations.append(nil)
    return first
  }

  /// Finger `id` lifted (ended or cancelled). Returns whether it was down on the
  /// scroll view.
  @inline(__always)
  mutating func fingerLifted(_ id: Int) -> Bool {
    guard let i = fingersDown.firstIndex(of: id) else { return false }
    fingersDown.remove(at: i)
    fingerLocations.remove(at: i)
    return true
  }

  /// The raw movement of the centroid of the fingers down on the scroll view in
  /// `event` since the previous touch sample, in screen points (UIKit's
  /// scroll-view pan decides the directional lock on it, before the pan sees the
  /// move): `nil` when none of them moved, or when a finger landed on or lifted
  /// from the scroll view in `event` (the centroid jumps). Call it after the
  /// event's fingers landed and before they lift; the scene sends the result as
  /// `ScrollViewInput.touchMoved(movement:)`.
  mutating func fingerMovement(in event: TouchEvent) -> Vector? {
    var sum = Vector(dx: 0, dy: 0)
    var moved = false
    var fingersChanged = false
    let count = event.touches.count
    var s = 0
    while s < count {
      let touch = event.touches[s]
      s += 1
      guard let i = fingersDown.firstIndex(of: touch.id) else { continue }
      switch touch.phase {
      case .began, .ended, .cancelled:
        fingersChanged = true
      case .moved, .stationary:
        if let last = fingerLocations[i] {
          sum = sum + (touch.location - last)
          if touch.location != last { moved = true }
        } else {
          fingersChanged = true
        }
      }
      fingerLocations[i] = touch.location
    }
    guard moved && !fingersChanged && !fingersDown.isEmpty else { return nil }
    return sum / Double(fingersDown.count)
  }

  /// Whether, once the event's fingers lifted (`anyLifted`: at least one was on
  /// the scroll view), the sequence ends without a pan: the scene sends `touchUp`.
  @inline(__always)
  func touchUpDue(afterLifting anyLifted: Bool) -> Bool {
    anyLifted && fingersDown.isEmpty && !panBeganInSequence
  }

  /// The scroll-view input that the action message `output` of the pan `panID` of
  /// `arena` stands for (`nil` for `possible` and `failed`, which send none); a pan
  /// that begins is noted for `touchUpDue(afterLifting:)`.
  @inline(__always)
  mutating func scrollViewInput<Estimator>(
    forPan output: GestureOutput, of panID: GestureRecognizerID, in arena: GestureArena<Estimator>
  ) -> ScrollViewInput? {
    switch output.state {
    case .began:
      panBeganInSequence = true
      return .panBegan(translation: output.translation)
    case .changed:
      return .panChanged(translation: output.translation)
    case .ended:
      // The release blend and, for UIKit's paging rule, velocity(in:) before it.
      return .panEnded(
        translation: output.translation, velocity: output.velocity ?? .zero,
        pagingVelocity: arena.pan(panID).velocityBeforeBlend(at: output.time))
    case .cancelled:
      return .panCancelled
    case .possible, .failed:
      return nil
    }
  }
}
