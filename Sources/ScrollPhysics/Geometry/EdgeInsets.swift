/// Insets from the four edges of a rectangle, in points. The counterpart of
/// `UIEdgeInsets`.
///
/// A scroll view's `contentInset` widens its scrollable range: the smallest
/// offset is `−left` (x) and `−top` (y), the largest grows by `right` and
/// `bottom` (docs/sources.md, "Edges and bounce").
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge, in points.
  public var top: Double
  /// Inset from the left edge, in points.
  public var left: Double
  /// Inset from the bottom edge, in points.
  public var bottom: Double
  /// Inset from the right edge, in points.
  public var right: Double

  /// Creates insets, in points.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge (`UIEdgeInsets.zero`).
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets: CustomStringConvertible {
  /// `(top, left, bottom, right)`, the order of `UIEdgeInsets`.
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
