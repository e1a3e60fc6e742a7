// Points, sizes and rectangles interpolate component by component, as Core
// Animation interpolates CGPoint, CGSize and CGRect values, and animate
// additively component by component (UIKit animates `position` and `bounds`
// additively, docs/sources.md has no section on it; see docs/animations.md).

extension Point: ComponentwiseInterpolatable {
  /// `(combine(a.x, b.x), combine(a.y, b.y))`.
  package static func componentwise(_ a: Point, _ b: Point, _ combine: (Double, Double) -> Double) -> Point {
    Point(x: combine(a.x, b.x), y: combine(a.y, b.y))
  }
}

extension Size: ComponentwiseInterpolatable {
  /// Width and height, each by `combine`.
  package static func componentwise(_ a: Size, _ b: Size, _ combine: (Double, Double) -> Double) -> Size {
    Size(width: combine(a.width, b.width), height: combine(a.height, b.height))
  }
}

extension Rect: ComponentwiseInterpolatable {
  /// Origin and size, each component by `combine` (as UIKit splits an additive
  /// `bounds` animation into `bounds.origin` and `bounds.size`).
  package static func componentwise(_ a: Rect, _ b: Rect, _ combine: (Double, Double) -> Double) -> Rect {
    Rect(origin: .componentwise(a.origin, b.origin, combine), size: .componentwise(a.size, b.size, combine))
  }
}
