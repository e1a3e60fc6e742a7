/// Which of seed 003's animations the table runs, selected with `--variant`
/// (docs/table.md, "Variants").
///
/// | Variant | Start | Duration | When |
/// |---|---|---|---|
/// | `tip-in` (default) | rotation −15° about z, then translation (−20, −20); opacity 0.8 | 0.4 s | the first time a row is displayed |
/// | `fade` | opacity 0.1 | 1.4 s | every time a row is displayed |
/// | `always` | as `tip-in` | 0.4 s | every time a row is displayed |
///
/// Every animation ends at the identity transform and opacity 1, along UIView's
/// default curve (ease in, ease out).
public enum TableVariant: String, Hashable, Sendable, CaseIterable, ScrollingSceneVariant {
  /// The tutorial's final code: the tip-in animation, once per index path (the
  /// `didAnimateCell` dictionary).
  case tipIn = "tip-in"
  /// The tutorial's first `TipInCellAnimator`: a fade from opacity 0.1 over 1.4 s,
  /// called from `willDisplayCell` for every display (the once rule comes later in
  /// the tutorial).
  case fade
  /// The tip-in animation on every display: the tutorial's rotation step before the
  /// once rule was added (and what its "advanced" exercise, an `else` branch for
  /// rows shown before, starts from).
  case always

  /// The variant `gesture-sim run --scene table` uses when none is given.
  public static let defaultVariant = TableVariant.tipIn

  /// Whether a row animates only the first time it is displayed.
  package var animatesOncePerRow: Bool {
    switch self {
    case .tipIn: return true
    case .fade, .always: return false
    }
  }

  /// Whether the animation moves the transform (tip-in) or only the opacity (fade).
  package var animatesTransform: Bool {
    switch self {
    case .tipIn, .always: return true
    case .fade: return false
    }
  }

  /// The opacity the content starts from (0.8 for tip-in, 0.1 for the fade).
  package var startOpacity: Double {
    switch self {
    case .tipIn, .always: return 0.8
    case .fade: return 0.1
    }
  }

  /// The animation's duration, in seconds (0.4 for tip-in, 1.4 for the fade).
  package var duration: Double {
    switch self {
    case .tipIn, .always: return 0.4
    case .fade: return 1.4
    }
  }
}
