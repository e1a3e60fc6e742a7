import ScrollPhysics

/// When a scroll view's pan inside a hierarchy may begin, beyond its hysteresis: UIKit's
/// `UIScrollViewPanGestureRecognizer._shouldTryToBeginWithEvent:` (read from the public
/// decompilation of UIKitCore for iOS 26.1; docs/screens.md, "Nested scroll views").
///
/// With `h` the hysteresis (points) and `t` the translation from the touch-down
/// (points, screen coordinates), "will scroll x" is `|t.dx| ≥ h` (and likewise y):
/// - **The begin rule.** The pan begins only on an axis its scroll view can scroll
///   along and the directional lock leaves free: x when `canScrollX` and will scroll x,
///   y likewise. On the other axis it waits (stays possible), so another recognizer
///   on the same touches can win.
/// - **The transfer to the parent scroll view.** Along x, when `transfersX` (the
///   nearest enclosing scroll view can scroll along x, its pan is in the arena, and
///   `transfersHorizontalScrollingToParent` is true): unless the pan will scroll along
///   y (`canScrollY` and will scroll y), it waits when its scroll view cannot scroll
///   along x, or `t.dx ≥ h` with the content abutting its left edge, or `t.dx ≤ −h`
///   abutting its right edge. Along y the same with top and bottom. The parent's pan,
///   on the same touches, then begins and scrolls.
///
/// The scene fixes the rule at the touch-down (the edges do not change while the pan
/// waits: its content is at rest, or it was caught and the pan began at once) and
/// updates `lockAllowsX`/`lockAllowsY` as the directional lock decides.
@usableFromInline
package struct ScrollPanBeginRule: Hashable, Sendable {
  /// Whether the scroll view can scroll along x and y.
  @usableFromInline package var canScrollX: Bool
  @usableFromInline package var canScrollY: Bool
  /// Whether the directional lock leaves x and y to the touch (both when it is off).
  @usableFromInline package var lockAllowsX = true
  @usableFromInline package var lockAllowsY = true
  /// Whether the pan yields movement along x (y) to the parent scroll view's pan at an
  /// edge (see the type's documentation).
  @usableFromInline package var transfersX = false
  @usableFromInline package var transfersY = false
  /// The content edges the offset was at when the touch went down.
  @usableFromInline package var abutsLeft = false
  @usableFromInline package var abutsRight = false
  @usableFromInline package var abutsTop = false
  @usableFromInline package var abutsBottom = false

  /// A rule for a scroll view that can scroll along x (`canScrollX`) and y
  /// (`canScrollY`), with no lock and no transfer.
  package init(canScrollX: Bool, canScrollY: Bool) {
    self.canScrollX = canScrollX
    self.canScrollY = canScrollY
  }

  /// Whether the pan may begin with `translation` (points) and hysteresis `h` (points).
  @inlinable
  package func allowsBegin(_ translation: Vector, hysteresis h: Double) -> Bool {
    let willX = canScrollX && lockAllowsX && abs(translation.dx) >= h
    let willY = canScrollY && lockAllowsY && abs(translation.dy) >= h
    guard willX || willY else { return false }
    if transfersX && !willY && (!canScrollX || (translation.dx >= h && abutsLeft) || (translation.dx <= -h && abutsRight)) {
      return false
    }
    if transfersY && !willX && (!canScrollY || (translation.dy >= h && abutsTop) || (translation.dy <= -h && abutsBottom)) {
      return false
    }
    return true
  }
}
