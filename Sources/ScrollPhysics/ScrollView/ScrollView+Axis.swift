// Per-axis geometry of the scroll view.

/// One of the two scrolling axes.
enum Axis: Sendable {
  case horizontal
  case vertical
}

extension Point {
  /// The coordinate along `axis`, in points.
  @inline(__always)
  subscript(axis: Axis) -> Double {
    get {
      switch axis {
      case .horizontal: return x
      case .vertical: return y
      }
    }
    set {
      switch axis {
      case .horizontal: x = newValue
      case .vertical: y = newValue
      }
    }
  }
}

extension Vector {
  /// The component along `axis`.
  @inline(__always)
  subscript(axis: Axis) -> Double {
    switch axis {
    case .horizontal: return dx
    case .vertical: return dy
    }
  }
}

extension Size {
  /// The extent along `axis`, in points.
  @inline(__always)
  subscript(axis: Axis) -> Double {
    switch axis {
    case .horizontal: return width
    case .vertical: return height
    }
  }
}

extension ScrollView {
  /// The scrollable range along `axis`, in points (docs/sources.md, "Edges and bounce").
  func range(_ axis: Axis) -> ClosedRange<Double> {
    let minimum: Double
    let trailingInset: Double
    switch axis {
    case .horizontal:
      minimum = -contentInset.left
      trailingInset = contentInset.right
    case .vertical:
      minimum = -contentInset.top
      trailingInset = contentInset.bottom
    }
    let maximum = Swift.max(minimum, contentSize[axis] + trailingInset - boundsSize[axis])
    return minimum...maximum
  }

  /// `bouncesHorizontally` or `bouncesVertically`.
  func bounces(_ axis: Axis) -> Bool {
    switch axis {
    case .horizontal: return bouncesHorizontally
    case .vertical: return bouncesVertically
    }
  }

  /// `alwaysBounceHorizontal` or `alwaysBounceVertical`.
  func alwaysBounces(_ axis: Axis) -> Bool {
    switch axis {
    case .horizontal: return alwaysBounceHorizontal
    case .vertical: return alwaysBounceVertical
    }
  }

  /// Whether the user can move the content along `axis`: the range is not
  /// empty, or bouncing is forced on that axis (`bounces…` and `alwaysBounce…`
  /// of that axis).
  func canScroll(_ axis: Axis) -> Bool {
    let r = range(axis)
    return r.upperBound > r.lowerBound || (bounces(axis) && alwaysBounces(axis))
  }

  /// `value` clamped to `range`.
  @inline(__always)
  static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }
}
