import ScrollPhysics

/// Converts raw touch-panel coordinates to screen points: AOSP's pixel
/// mapping `(raw − min) · display / (max − min + 1)` per axis, then the
/// display rotation, then `points = pixels / scale`.
struct RawMapping: Hashable, Sendable {
  let ranges: AxisRanges
  /// The display in pixels, natural orientation.
  let display: Size
  let rotation: DisplayRotation
  /// Pixels per point.
  let scale: Double

  /// The display in points, after rotation.
  var viewport: Size {
    let size = rotation.swapsAxes ? Size(width: display.height, height: display.width) : display
    return Size(width: size.width / scale, height: size.height / scale)
  }

  /// The point of raw coordinates `x`, `y`.
  @inline(__always)
  func point(x: Int, y: Int) -> Point {
    let px = ranges.x.pixel(x, pixels: display.width)
    let py = ranges.y.pixel(y, pixels: display.height)
    let rx: Double, ry: Double
    switch rotation {
    case .none: rx = px; ry = py
    case .quarter: rx = py; ry = display.width - px
    case .half: rx = display.width - px; ry = display.height - py
    case .threeQuarters: rx = display.height - py; ry = px
    }
    return Point(x: rx / scale, y: ry / scale)
  }
}
