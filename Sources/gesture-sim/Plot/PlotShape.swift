import ScrollPhysics

/// A shape of a snapshot, in screen points.
enum PlotShape {
  /// A filled polygon (a projected quad), with its fill opacity and an optional outline.
  case polygon([Point], fill: String, opacity: Double, stroke: String?, role: String)
  /// An axis-aligned rectangle.
  case rect(Rect, fill: String, opacity: Double, role: String)
  /// A straight line of `width` points.
  case line(Point, Point, stroke: String, width: Double, role: String)
}
