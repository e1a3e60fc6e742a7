/// The side menu's `gesture` records: the scroll view's pan, or a tap on the
/// hamburger button, a menu row or the detail view.
public typealias SideMenuGesture = SceneGesture<SideMenuGestureRecognizer>

/// Which of the side menu's recognizers sent an action message.
public enum SideMenuGestureRecognizer: SceneGestureRecognizer {
  /// The scroll view's pan (the whole viewport).
  case pan
  /// A tap on `target`.
  case tap(SideMenuTap.Target)

  /// The recognizer kind as the `recognizer` field of a gesture record: `pan` or `tap`.
  public var kind: String {
    switch self {
    case .pan: return "pan"
    case .tap: return "tap"
    }
  }
}
