/// How the display was rotated from the touch panel's natural orientation
/// while a kernel-level recording (getevent, evemu) was made: `--rotate`.
///
/// Raw touch coordinates are always in the panel's natural orientation. AOSP's
/// `TouchInputMapper` rotates them into the display's orientation; the same
/// rotation is applied here, in pixels of the natural display (`W`×`H`):
///
/// | rotation | x′ | y′ | display |
/// |---|---|---|---|
/// | 0 | x | y | W×H |
/// | 90 | y | W − x | H×W |
/// | 180 | W − x | H − y | W×H |
/// | 270 | H − y | x | H×W |
package enum DisplayRotation: Int, Hashable, Sendable, CaseIterable {
  /// The natural orientation (`Surface.ROTATION_0`).
  case none = 0
  /// A quarter turn (`Surface.ROTATION_90`).
  case quarter = 90
  /// A half turn (`Surface.ROTATION_180`).
  case half = 180
  /// Three quarter turns (`Surface.ROTATION_270`).
  case threeQuarters = 270

  /// Whether width and height swap.
  package var swapsAxes: Bool {
    switch self {
    case .none, .half: return false
    case .quarter, .threeQuarters: return true
    }
  }
}
