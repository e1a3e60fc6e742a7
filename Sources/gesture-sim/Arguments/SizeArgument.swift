import ScrollPhysics

/// A size given on the command line as `WxH` (`390x844`; also with `X` or `×`): a
/// viewport in points, a display or a raw range in pixels. Each command checks the
/// bounds its size must keep.
enum SizeArgument {
  /// `text` as a size with a finite, positive width and height; nil when malformed.
  static func parse(_ text: String) -> Size? {
    parse(text) { Double($0).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
  }

  /// `text` as a size whose width and height `side` reads (nil: not a side);
  /// nil when malformed.
  static func parse(_ text: String, side: (String) -> Double?) -> Size? {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
    guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else { return nil }
    return Size(width: width, height: height)
  }
}
