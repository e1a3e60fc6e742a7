/// UIKit's state graph of a gesture recognizer, as the property checks read it: a
/// discrete recognizer (tap, swipe) goes from possible to recognized (`ended`) or
/// failed only; a continuous one (pan, long press, edge pan, pinch, rotation) goes
/// began → changed* → ended | cancelled, or fails from possible.
enum RecognizerStateGraph {
  /// Whether a recognizer may report `state` when its last report was `before`
  /// (`possible` before its first report, or after a finished gesture).
  static func allows(_ state: GestureState, after before: GestureState, discrete: Bool) -> Bool {
    let open = before == .began || before == .changed
    switch state {
    case .possible: return false
    case .began: return !discrete && !open
    case .changed, .cancelled: return !discrete && open
    case .ended: return discrete || open
    case .failed: return !open
    }
  }
}
