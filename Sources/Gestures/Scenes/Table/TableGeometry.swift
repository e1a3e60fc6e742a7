import ScrollPhysics

/// The tip-in table scene's layout (docs/table.md, "Geometry"): a plain table view
/// that fills the viewport, with `rowCount` rows of `rowHeight` stacked from the
/// top of its content. Rows count from 0 (as `IndexPath.row`).
///
/// The table's content is `viewport.width` × `rowCount · rowHeight`; with no inset
/// the offset ranges over 0…`contentHeight − viewport.height` (3156 points for the
/// defaults). Row `r` spans content y `r·rowHeight … (r + 1)·rowHeight` and is on
/// screen at y `r·rowHeight − contentOffsetY`.
public struct TableGeometry: Hashable, Sendable, ScrollingSceneGeometry {
  /// The screen and the table view's bounds, in points (default 390 × 844).
  public var viewport: Size
  /// Device pixels per point (default 3); the scroll view rounds offsets to 1/scale.
  public var scale: Double
  /// The number of rows (default 50, issue 8).
  public var rowCount: Int
  /// The height of one row, in points (default 80, issue 8).
  public var rowHeight: Double

  /// Creates a geometry; every parameter defaults to issue 8's value.
  ///
  /// - Precondition: `rowCount` is 0…100 000 and `rowHeight` is finite and positive.
  ///   The viewport and scale are checked with the configuration (`TableScene.validate(_:)`).
  public init(viewport: Size = Display.defaultViewport, scale: Double = Display.defaultScale, rowCount: Int = 50, rowHeight: Double = 80) {
    precondition(rowCount >= 0 && rowCount <= 100_000 && rowHeight.isFinite && rowHeight > 0, "TableGeometry: invalid rows")
    self.viewport = viewport
    self.scale = scale
    self.rowCount = rowCount
    self.rowHeight = rowHeight
  }

  /// `TableGeometry()`, every parameter at its default.
  public static var defaultGeometry: TableGeometry { TableGeometry() }

  /// The content's size, in points: the viewport's width by `rowCount · rowHeight`.
  package var contentSize: Size { Size(width: viewport.width, height: Double(rowCount) * rowHeight) }

  /// The rows whose frames overlap the visible band `contentOffsetY …
  /// contentOffsetY + viewport.height` (content points): row r is visible when
  /// `r·rowHeight < offset + height` and `(r + 1)·rowHeight > offset`, as
  /// `UITableView.indexPathsForVisibleRows` (a row that only touches an edge is not
  /// visible). Empty when no row overlaps.
  package func visibleRows(contentOffsetY offset: Double) -> Range<Int> {
    guard rowCount > 0, offset.isFinite else { return 0..<0 }
    let top = offset, bottom = offset + viewport.height
    // The first row whose bottom is below `top`; the last whose top is above `bottom`.
    let first = Swift.max(0, Int((top / rowHeight).rounded(.down)))
    var last = Swift.min(rowCount - 1, Int((bottom / rowHeight).rounded(.up)) - 1)
    if Double(last + 1) * rowHeight <= top { last = first - 1 }
    guard first <= last, first < rowCount, last >= 0 else { return 0..<0 }
    return first..<(last + 1)
  }

  /// The row under a screen point for a content offset (points), or nil outside
  /// the viewport or the rows.
  package func row(atScreenPoint point: Point, contentOffsetY: Double) -> Int? {
    guard point.x >= 0, point.x < viewport.width, point.y >= 0, point.y < viewport.height else { return nil }
    let y = point.y + contentOffsetY
    guard y >= 0 else { return nil }
    let row = Int((y / rowHeight).rounded(.down))
    return row < rowCount ? row : nil
  }
}
