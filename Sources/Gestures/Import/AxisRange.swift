/// The raw range of one absolute axis of a touch panel, as `getevent -p`
/// prints it (`ABS_MT_POSITION_X : value 0, min 0, max 1079, …`) and
/// evemu-record writes it (`A: 35 0 1079 0 0 0`).
package struct AxisRange: Hashable, Sendable {
  /// The smallest raw value.
  package var minimum: Int
  /// The largest raw value.
  package var maximum: Int

  /// Creates a range; `maximum` must not be below `minimum` (a precondition).
  package init(minimum: Int, maximum: Int) {
    precondition(maximum >= minimum, "AxisRange: maximum \(maximum) is below minimum \(minimum)")
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The number of raw values, `maximum − minimum + 1` (AOSP
  /// `TouchInputMapper`'s `getRawWidth()`).
  package var count: Double { Double(maximum) - Double(minimum) + 1 }

  /// The pixel a raw value maps to on a display `pixels` wide along this
  /// axis: AOSP's `(raw − min) · pixels / (max − min + 1)`.
  @inline(__always)
  package func pixel(_ raw: Int, pixels: Double) -> Double {
    (Double(raw) - Double(minimum)) * pixels / count
  }
}

/// The raw ranges of a touch panel's two position axes.
package struct AxisRanges: Hashable, Sendable {
  /// The x axis (`ABS_MT_POSITION_X`, or `ABS_X` for single-touch devices).
  package var x: AxisRange
  /// The y axis.
  package var y: AxisRange

  /// Creates ranges.
  package init(x: AxisRange, y: AxisRange) {
    self.x = x
    self.y = y
  }

  /// `0…W−1` by `0…H−1`: the ranges of `--raw-range WxH`.
  package init(width: Int, height: Int) {
    self.init(x: AxisRange(minimum: 0, maximum: width - 1), y: AxisRange(minimum: 0, maximum: height - 1))
  }
}
