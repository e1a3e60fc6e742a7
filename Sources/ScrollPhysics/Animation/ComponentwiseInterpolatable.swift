/// A value made of numbers that interpolate and add one by one: its
/// ``Interpolatable`` operations are ``Double``'s, applied to each component
/// (`Point`, `Size`, `Rect`, as Core Animation interpolates CGPoint, CGSize and
/// CGRect values component by component).
package protocol ComponentwiseInterpolatable: Interpolatable {
  /// The value whose every component is `combine` of the components of `a` and
  /// `b` at the same place.
  static func componentwise(_ a: Self, _ b: Self, _ combine: (Double, Double) -> Double) -> Self
}

extension ComponentwiseInterpolatable {
  /// Each component by ``Double/interpolate(from:to:progress:)``.
  package static func interpolate(from start: Self, to end: Self, progress: Double) -> Self {
    componentwise(start, end) { .interpolate(from: $0, to: $1, progress: progress) }
  }

  /// `start − end`, component by component (a size's components may be negative).
  package static func additiveOffset(from start: Self, to end: Self) -> Self? {
    componentwise(start, end) { $0 - $1 }
  }

  /// `self + offset·factor`, component by component.
  package func adding(_ offset: Self, scaledBy factor: Double) -> Self {
    Self.componentwise(self, offset) { $0.adding($1, scaledBy: factor) }
  }
}
