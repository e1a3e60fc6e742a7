/// The raw range of one absolute axis of a touch panel, as `getevent -p`
/// prints it (`ABS_MT_POSITION_X : value 0, min 0, max 1079, …`) and
/// evemu-record writes it (`A: 35 0 1079 0 0 0`).
public struct AxisRange: Hashable, Sendable {
  /// The smallest raw value.
  public var minimum: Int
  /// The largest raw value.
  public var maximum: Int

  /// Creates a range; `maximum` must not be below `minimum` (a precondition).
  public init(minimum: Int, maximum: Int) {
    precondition(maximum >= minimum, "AxisRange: maximum \(maximum) is below minimum \(minimum)")
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The number of raw values, `maximum − minimum + 1` (AOSP
  /// `TouchInputMapper`'s `getRawWidth()`).
  public var count: Double { Double(maximum) - Double(minimum) + 1 }

  /// The pixel a raw value maps to on a display `pixels` wide along this
  /// axis: AOSP's `(raw − min) · pixels / (max − min + 1)`.
  @inline(__always)
  public func pixel(_ raw: Int, pixels: Double) -> Double {
    (Double(raw) - Double(minimum)) * pixels / count
  }
}

/// The raw ranges of a touch panel's two position axes.
public struct AxisRanges: Hashable, Sendable {
  /// The x axis (`ABS_MT_POSITION_X`, or `ABS_X` for single-touch devices).
  public var x: AxisRange
  /// The y axis.
  public var y: AxisRange

  /// Creates ranges.
  public init(x: AxisRange, y: AxisRange) {
    self.x = x
    self.y = y
  }

  /// `0…W−1` by `0…H−1`: the ranges of `--raw-range WxH`.
  public init(width: Int, height: Int) {
    self.init(x: AxisRange(minimum: 0, maximum: width - 1), y: AxisRange(minimum: 0, maximum: height - 1))
  }
}
