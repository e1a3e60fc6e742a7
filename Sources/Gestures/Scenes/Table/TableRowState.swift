/// How one visible row looks in a frame: where it is and how far its animation has
/// gone (the `rows` of a table frame record).
///
/// The transform and opacity belong to the row's content view, as in the seed
/// (the cell itself is not transformed, so rows never overlap their neighbours'
/// hit areas).
package struct TableRowState: Hashable, Sendable {
  /// The row, counted from 0.
  package var row: Int
  /// The row's top on screen, in points: `row · rowHeight − contentOffsetY`.
  package var minY: Double
  /// The fraction of its current (or last) animation's change shown, after the
  /// timing curve: 0 at the start, exactly 1 from the end on, and 1 for a row that
  /// never animated.
  package var progress: Double
  /// The content view's opacity (start opacity … 1).
  package var opacity: Double
  /// The rotation of the content view's transform about z, in radians
  /// (`atan2(m12, m11)`: −15° = −0.261799 at the start of a tip-in, 0 at identity;
  /// negative turns counter-clockwise on screen).
  package var rotation: Double
  /// The transform's x translation (`m41`), in points.
  package var translationX: Double
  /// The transform's y translation (`m42`), in points.
  package var translationY: Double

  /// Creates a row state.
  package init(row: Int, minY: Double, progress: Double, opacity: Double, rotation: Double, translationX: Double, translationY: Double) {
    self.row = row
    self.minY = minY
    self.progress = progress
    self.opacity = opacity
    self.rotation = rotation
    self.translationX = translationX
    self.translationY = translationY
  }

  /// Whether the row shows exactly its resting look: opacity 1 and the identity
  /// transform (no rotation, no translation).
  package var isAtIdentity: Bool {
    opacity == 1 && rotation == 0 && translationX == 0 && translationY == 0
  }
}
