// Points, sizes and rectangles interpolate component by component, as Core
// Animation interpolates CGPoint, CGSize and CGRect values, and animate
// additively component by component (UIKit animates `position` and `bounds`
// additively, docs/sources.md has no section on it; see docs/animations.md).

extension Point: Interpolatable {
  /// Each coordinate by ``Double/interpolate(from:to:progress:)``.
  public static func interpolate(from start: Point, to end: Point, progress: Double) -> Point {
    Point(
      x: .interpolate(from: start.x, to: end.x, progress: progress),
      y: .interpolate(from: start.y, to: end.y, progress: progress))
  }

  /// `start − end`, as a point.
  public static func additiveOffset(from start: Point, to end: Point) -> Point? {
    Point(x: start.x - end.x, y: start.y - end.y)
  }

  /// `self + offset·factor`, per coordinate.
  public func adding(_ offset: Point, scaledBy factor: Double) -> Point {
    Point(x: x + offset.x * factor, y: y + offset.y * factor)
  }
}

extension Size: Interpolatable {
  /// Width and height by ``Double/interpolate(from:to:progress:)``.
  public static func interpolate(from start: Size, to end: Size, progress: Double) -> Size {
    Size(
      width: .interpolate(from: start.width, to: end.width, progress: progress),
      height: .interpolate(from: start.height, to: end.height, progress: progress))
  }

  /// `start − end`, as a size (its components may be negative).
  public static func additiveOffset(from start: Size, to end: Size) -> Size? {
    Size(width: start.width - end.width, height: start.height - end.height)
  }

  /// `self + offset·factor`, per component.
  public func adding(_ offset: Size, scaledBy factor: Double) -> Size {
    Size(width: width + offset.width * factor, height: height + offset.height * factor)
  }
}

extension Rect: Interpolatable {
  /// Origin and size by their own interpolation.
  public static func interpolate(from start: Rect, to end: Rect, progress: Double) -> Rect {
    Rect(
      origin: .interpolate(from: start.origin, to: end.origin, progress: progress),
      size: .interpolate(from: start.size, to: end.size, progress: progress))
  }

  /// `start − end`, origin and size separately (as UIKit splits an additive
  /// `bounds` animation into `bounds.origin` and `bounds.size`).
  public static func additiveOffset(from start: Rect, to end: Rect) -> Rect? {
    Rect(
      x: start.origin.x - end.origin.x, y: start.origin.y - end.origin.y,
      width: start.size.width - end.size.width, height: start.size.height - end.size.height)
  }

  /// `self + offset·factor`, per component.
  public func adding(_ offset: Rect, scaledBy factor: Double) -> Rect {
    Rect(
      origin: origin.adding(offset.origin, scaledBy: factor),
      size: size.adding(offset.size, scaledBy: factor))
  }
}
