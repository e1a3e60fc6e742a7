extension Transform3D: Interpolatable {
  /// Core Animation's transform interpolation: both ends are decomposed
  /// (``DecomposedTransform3D``), the parts are interpolated — the rotation along
  /// the shorter arc — and recomposed (see docs/animations.md for the evidence).
  ///
  /// Progress 0 and 1 return `start` and `end` exactly. When either end does not
  /// decompose (a singular transform such as a scale of 0, or m44 = 0) the
  /// sixteen fields are interpolated linearly instead: gesture-sim's choice, as
  /// Core Animation's behaviour there is not known; for pure scales and
  /// translations both methods agree.
  ///
  /// Transforms are not animated additively (UIKit animates only `position`,
  /// `bounds`, `contentsRect`, `contentsCenter` and `cornerRadius` additively).
  ///
  /// - Complexity: two decompositions, a slerp and a recomposition per call; an
  ///   animation prepares the decompositions once with ``interpolation(from:to:)``.
  package static func interpolate(from start: Transform3D, to end: Transform3D, progress: Double)
    -> Transform3D
  {
    Transform3DInterpolation(from: start, to: end).value(at: progress)
  }

  /// Decomposes both ends once.
  package static func interpolation(from start: Transform3D, to end: Transform3D) -> Transform3DInterpolation {
    Transform3DInterpolation(from: start, to: end)
  }

  /// The prepared interpolation at `progress`.
  package static func value(of interpolation: Transform3DInterpolation, at progress: Double) -> Transform3D {
    interpolation.value(at: progress)
  }
}

/// A prepared interpolation between two transforms: their decompositions and the
/// rotation arc, computed once (see ``Transform3D/interpolate(from:to:progress:)``).
package struct Transform3DInterpolation: Sendable {
  /// The transform at progress 0.
  package let start: Transform3D
  /// The transform at progress 1.
  package let end: Transform3D

  enum Method: Sendable {
    case decomposed(DecomposedTransform3D, DecomposedTransform3D, QuaternionArc)
    case elementwise
  }

  let method: Method

  /// Prepares the interpolation from `start` to `end`.
  package init(from start: Transform3D, to end: Transform3D) {
    self.start = start
    self.end = end
    if let a = DecomposedTransform3D(start), let b = DecomposedTransform3D(end) {
      method = .decomposed(a, b, QuaternionArc(from: a, to: b))
    } else {
      method = .elementwise
    }
  }

  /// The transform at `progress`: `start` at 0 and `end` at 1 exactly.
  package func value(at progress: Double) -> Transform3D {
    if progress == 0 { return start }
    if progress == 1 { return end }
    switch method {
    case .decomposed(let a, let b, let arc):
      return arc.interpolate(a, b, progress: progress).transform
    case .elementwise:
      return Transform3D.elementwise(from: start, to: end, progress: progress)
    }
  }
}

extension Transform3D {
  /// Each of the sixteen fields interpolated linearly.
  static func elementwise(from a: Transform3D, to b: Transform3D, progress t: Double) -> Transform3D {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Transform3D(
      m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
      m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
      m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
      m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
  }
}
