/// A value of any of the kinds UIView animations move — a number, a point, a
/// size, a rectangle or a transform — so that one ``Animator`` can hold
/// properties of different kinds (for example a cell's transform and its alpha)
/// and animate them in one block.
///
/// Two values of the same kind interpolate as that kind does. Values of
/// different kinds do not interpolate: the start value holds until progress 1,
/// where the end value shows (a programmer error in a scene, made visible rather
/// than fatal).
package enum AnimatableValue: Hashable, Sendable {
  /// A number: an alpha, a translation, a progress (unit of the property).
  case number(Double)
  /// A point, in points.
  case point(Point)
  /// A size, in points.
  case size(Size)
  /// A rectangle, in points.
  case rect(Rect)
  /// A 3-D transform (`CATransform3D`).
  case transform(Transform3D)

  /// The number, or nil for another kind.
  package var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The point, or nil for another kind.
  package var point: Point? {
    if case .point(let value) = self { return value }
    return nil
  }

  /// The size, or nil for another kind.
  package var size: Size? {
    if case .size(let value) = self { return value }
    return nil
  }

  /// The rectangle, or nil for another kind.
  package var rect: Rect? {
    if case .rect(let value) = self { return value }
    return nil
  }

  /// The transform, or nil for another kind.
  package var transform: Transform3D? {
    if case .transform(let value) = self { return value }
    return nil
  }
}

extension AnimatableValue: Interpolatable {
  /// A prepared interpolation: the kind's own when both ends have the same kind.
  package enum Interpolation: Sendable {
    /// Two numbers.
    case number(InterpolationEndpoints<Double>)
    /// Two points.
    case point(InterpolationEndpoints<Point>)
    /// Two sizes.
    case size(InterpolationEndpoints<Size>)
    /// Two rectangles.
    case rect(InterpolationEndpoints<Rect>)
    /// Two transforms, decomposed once.
    case transform(Transform3DInterpolation)
    /// Two values of different kinds: the start holds until progress 1.
    case mismatched(InterpolationEndpoints<AnimatableValue>)
  }

  /// Prepares the interpolation of the kind (a transform's decompositions).
  package static func interpolation(from start: AnimatableValue, to end: AnimatableValue) -> Interpolation {
    switch (start, end) {
    case (.number(let a), .number(let b)): return .number(InterpolationEndpoints(start: a, end: b))
    case (.point(let a), .point(let b)): return .point(InterpolationEndpoints(start: a, end: b))
    case (.size(let a), .size(let b)): return .size(InterpolationEndpoints(start: a, end: b))
    case (.rect(let a), .rect(let b)): return .rect(InterpolationEndpoints(start: a, end: b))
    case (.transform(let a), .transform(let b)): return .transform(Transform3DInterpolation(from: a, to: b))
    case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _):
      return .mismatched(InterpolationEndpoints(start: start, end: end))
    }
  }

  /// The prepared interpolation at `progress`.
  package static func value(of interpolation: Interpolation, at progress: Double) -> AnimatableValue {
    switch interpolation {
    case .number(let pair): return .number(.value(of: pair, at: progress))
    case .point(let pair): return .point(.value(of: pair, at: progress))
    case .size(let pair): return .size(.value(of: pair, at: progress))
    case .rect(let pair): return .rect(.value(of: pair, at: progress))
    case .transform(let prepared): return .transform(prepared.value(at: progress))
    case .mismatched(let pair): return progress >= 1 ? pair.end : pair.start
    }
  }

  /// The interpolation of the kind when both ends have the same kind; otherwise
  /// `start` below progress 1 and `end` from progress 1 on.
  package static func interpolate(from start: AnimatableValue, to end: AnimatableValue, progress: Double)
    -> AnimatableValue
  {
    value(of: interpolation(from: start, to: end), at: progress)
  }

  /// The kind's offset for numbers, points, sizes and rectangles of the same
  /// kind; nil for transforms and for mixed kinds.
  package static func additiveOffset(from start: AnimatableValue, to end: AnimatableValue)
    -> AnimatableValue?
  {
    switch (start, end) {
    case (.number(let a), .number(let b)): return .number(a - b)
    case (.point(let a), .point(let b)): return Point.additiveOffset(from: a, to: b).map { .point($0) }
    case (.size(let a), .size(let b)): return Size.additiveOffset(from: a, to: b).map { .size($0) }
    case (.rect(let a), .rect(let b)): return Rect.additiveOffset(from: a, to: b).map { .rect($0) }
    case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _):
      return nil
    }
  }

  /// `self + offset·factor` for the same additive kind; `self` otherwise.
  package func adding(_ offset: AnimatableValue, scaledBy factor: Double) -> AnimatableValue {
    switch (self, offset) {
    case (.number(let a), .number(let b)): return .number(a.adding(b, scaledBy: factor))
    case (.point(let a), .point(let b)): return .point(a.adding(b, scaledBy: factor))
    case (.size(let a), .size(let b)): return .size(a.adding(b, scaledBy: factor))
    case (.rect(let a), .rect(let b)): return .rect(a.adding(b, scaledBy: factor))
    case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _):
      return self
    }
  }
}
