/// The state of a gesture recognizer, as `UIGestureRecognizer.State`, with UIKit's raw values.
///
/// ```
/// discrete (tap):        possible ──► recognized (= ended)
///                        possible ──► failed
/// continuous (pan):      possible ──► began ──► changed* ──► ended | cancelled
///                        possible ──► failed
/// after ended / cancelled / failed: reset to possible once every touch the
/// recognizer tracks has lifted (at the end of that event)
/// ```
///
/// Sources: `UIGestureRecognizer.State` and "About the Gesture Recognizer State
/// Machine" (developer.apple.com), summarised in docs/sources.md, "Gesture recognizers".
public enum GestureState: Int, Hashable, Sendable, CaseIterable {
  /// The recognizer has not recognized its gesture yet. Every recognizer starts here.
  case possible = 0
  /// A continuous gesture began.
  case began = 1
  /// A continuous gesture changed.
  case changed = 2
  /// A continuous gesture ended, or a discrete gesture was recognized (`recognized`).
  case ended = 3
  /// A continuous gesture was cancelled (for example a touch was cancelled).
  case cancelled = 4
  /// The recognizer cannot recognize its gesture with the current touches.
  case failed = 5

  /// A discrete gesture was recognized: the same state as `ended` (raw value 3), as
  /// in UIKit.
  @inlinable
  public static var recognized: GestureState { .ended }

  /// Whether this state ends a gesture: `ended`, `cancelled` or `failed`.
  @inlinable
  package var isTerminal: Bool {
    switch self {
    case .ended, .cancelled, .failed: return true
    case .possible, .began, .changed: return false
    }
  }

  /// Whether UIKit sends the recognizer's action message when it enters this state:
  /// `began`, `changed`, `ended` and `cancelled`; never `possible` or `failed`
  /// ("No action message is sent", docs/sources.md, "Gesture recognizers").
  @inlinable
  package var sendsActionMessage: Bool {
    switch self {
    case .began, .changed, .ended, .cancelled: return true
    case .possible, .failed: return false
    }
  }
}

extension GestureState: CustomStringConvertible {
  /// UIKit's case name: `possible`, `began`, `changed`, `ended`, `cancelled`, `failed`.
  public var description: String {
    switch self {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
  }
}
