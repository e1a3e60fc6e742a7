/// A small writer of SVG text: elements with attributes, numbers at a fixed
/// precision and escaped text, so that the same drawing is always the same bytes.
///
/// It writes exactly what it is told (no layout); ``PlotRenderer`` decides what to
/// draw. Coordinates are SVG user units (pixels).
struct SVGWriter {
  /// The document so far.
  private(set) var text = ""
  private var depth = 0

  /// Opens the root `<svg>` element of a `width` × `height` document.
  init(width: Double, height: Double) {
    text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.number(width))\" height=\"\(SVGWriter.number(height))\" "
    text += "viewBox=\"0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))\">\n"
    depth = 1
  }

  /// Closes the root element and returns the document.
  mutating func finish() -> String {
    precondition(depth == 1, "SVGWriter: unbalanced groups")
    text += "</svg>\n"
    depth = 0
    return text
  }

  /// `value` with at most two decimals and no trailing zeros: `12`, `12.5`, `-0.25`.
  static func number(_ value: Double) -> String { trimmed(value, decimals: 2) }

  /// `value` rounded to `decimals` places without trailing zeros (`-0` as `0`;
  /// non-finite values as `0`).
  static func trimmed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var text = Formatting.fixed(value, decimals)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private mutating func indent() { text += String(repeating: "  ", count: depth) }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
  }

  /// Writes a raw, already well-formed fragment (the `<style>` sheet).
  mutating func raw(_ fragment: String) {
    indent()
    text += fragment + "\n"
  }

  /// Opens a `<g>` group.
  mutating func open(_ name: String = "g", _ attributes: [(String, String)] = []) {
    indent()
    text += "<\(name)\(SVGWriter.attributes(attributes))>\n"
    depth += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String = "g") {
    depth -= 1
    indent()
    text += "</\(name)>\n"
  }

  /// Writes an empty element, such as `<rect …/>`.
  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    indent()
    text += "<\(name)\(SVGWriter.attributes(attributes))/>\n"
  }

  /// Writes an element with text content, such as `<text …>label</text>`.
  mutating func element(_ name: String, _ attributes: [(String, String)], content: String) {
    indent()
    text += "<\(name)\(SVGWriter.attributes(attributes))>\(content.xmlEscaped)</\(name)>\n"
  }

  // MARK: - Shapes

  mutating func rect(x: Double, y: Double, width: Double, height: Double, _ attributes: [(String, String)] = []) {
    element("rect", [("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)), ("height", Self.number(height))] + attributes)
  }

  mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: [(String, String)] = []) {
    element("line", [("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)), ("y2", Self.number(y2))] + attributes)
  }

  mutating func circle(cx: Double, cy: Double, r: Double, _ attributes: [(String, String)] = []) {
    element("circle", [("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r))] + attributes)
  }

  /// A polyline or polygon through `points` (pairs of user-unit coordinates).
  mutating func poly(_ name: String, _ points: [(Double, Double)], _ attributes: [(String, String)] = []) {
    let list = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
    element(name, [("points", list)] + attributes)
  }

  mutating func text(_ content: String, x: Double, y: Double, _ attributes: [(String, String)] = []) {
    element("text", [("x", Self.number(x)), ("y", Self.number(y))] + attributes, content: content)
  }
}
