/// A value of any of the kinds UIView animations move — a number, a point, a
/// size, a rectangle or a transform — so that one ``Animator`` can hold
/// properties of different kinds (for example a cell's transform and its alpha)
/// and animate them in one block.
///
/// Two values of the same kind interpolate as that kind does. Values of
/// different kinds do not interpolate: the start value holds until progress 1,
/// where the end value shows (a programmer error in a scene, made visible rather
/// than fatal).
public enum AnimatableValue: Hashable, Sendable {
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
  @inlinable
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The point, or nil for another kind.
  @inlinable
  public var point: Point? {
    if case .point(let value) = self { return value }
    return nil
  }

  /// The size, or nil for another kind.
  @inlinable
  public var size: Size? {
    if case .size(let value) = self { return value }
    return nil
  }

  /// The rectangle, or nil for another kind.
  @inlinable
  public var rect: Rect? {
    if case .rect(let value) = self { return value }
    return nil
  }

  /// The transform, or nil for another kind.
  @inlinable
  public var transform: Transform3D? {
    if case .transform(let value) = self { return value }
    return nil
  }
}

extension AnimatableValue: Interpolatable {
  /// The interpolation of the kind when both ends have the same kind; otherwise
  /// `start` below progress 1 and `end` from progress 1 on.
  public static func interpolate(from start: AnimatableValue, to end: AnimatableValue, progress: Double)
    -> AnimatableValue
  {
    switch (start, end) {
    case (.number(let a), .number(let b)): return .number(.interpolate(from: a, to: b, progress: progress))
    case (.point(let a), .point(let b)): return .point(.interpolate(from: a, to: b, progress: progress))
    case (.size(let a), .size(let b)): return .size(.interpolate(from: a, to: b, progress: progress))
    case (.rect(let a), .rect(let b)): return .rect(.interpolate(from: a, to: b, progress: progress))
    case (.transform(let a), .transform(let b)):
      return .transform(.interpolate(from: a, to: b, progress: progress))
    case (.number, _), (.point, _), (.size, _), (.rect, _), (.transform, _):
      return progress >= 1 ? end : start
    }
  }

  /// The kind's offset for numbers, points, sizes and rectangles of the same
  /// kind; nil for transforms and for mixed kinds.
  public static func additiveOffset(from start: AnimatableValue, to end: AnimatableValue)
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
  public func adding(_ offset: AnimatableValue, scaledBy factor: Double) -> AnimatableValue {
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
