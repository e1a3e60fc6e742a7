/// The kinds of UIKit gesture recognizer gesture-sim models, named in kebab-case
/// everywhere (command line, screen files, reports): `tap`, `pan`, `long-press`,
/// `swipe`, `screen-edge-pan`, `pinch`, `rotation`. The order of the cases is the order in which
/// reports list them.
public enum RecognizerKind: String, Hashable, Sendable, CaseIterable {
  /// `UITapGestureRecognizer` (`TapRecognizer`).
  case tap
  /// `UIPanGestureRecognizer` (`PanRecognizer`).
  case pan
  /// `UILongPressGestureRecognizer` (`LongPressRecognizer`).
  case longPress = "long-press"
  /// `UISwipeGestureRecognizer` (`SwipeRecognizer`).
  case swipe
  /// `UIScreenEdgePanGestureRecognizer` (`ScreenEdgePanRecognizer`).
  case screenEdgePan = "screen-edge-pan"
  /// `UIPinchGestureRecognizer` (`PinchRecognizer`).
  case pinch
  /// `UIRotationGestureRecognizer` (`RotationRecognizer`).
  case rotation

  /// Whether the recognizer is discrete (possible → recognized or failed) rather than
  /// continuous (possible → began → changed* → ended or cancelled, or failed).
  package var isDiscrete: Bool {
    switch self {
    case .tap, .swipe: return true
    case .pan, .longPress, .screenEdgePan, .pinch, .rotation: return false
    }
  }
}
