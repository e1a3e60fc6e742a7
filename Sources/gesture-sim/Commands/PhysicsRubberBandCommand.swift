import Gestures
import ScrollPhysics

/// `gesture-sim physics rubber-band`: how far the content follows a finger dragged
/// past an edge (``RubberBand``, docs/sources.md, "Rubber band").
///
/// JSON: `{"offset": pt}`, unrounded unless `--scale` is given (then rounded to
/// 1/scale as UIKit publishes a content offset).
enum PhysicsRubberBandCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim physics rubber-band",
    abstract: "How far the content follows a finger dragged past an edge (UIScrollView's rubber band).",
    discussion: """
      f(x) = (1 − 1/(x·c/D + 1))·D, odd in x (docs/sources.md, "Rubber band"), where x is the total
      raw overscroll (how far the finger is past the edge) and D the viewport length
      along the axis. The result is the visible overscroll, always below D.
      Example: gesture-sim physics rubber-band --pull 100 --dimension 960   # 52.02 pt
      """,
    options: [
      CommandSpec.Option(
        longName: "--pull", valueName: "p",
        help: "Raw overscroll (the finger's distance past the edge), in points; negative past the leading edge.",
        isRequired: true),
      CommandSpec.Option(
        longName: "--dimension", valueName: "d", help: "Viewport length along the axis, in points (> 0).",
        isRequired: true),
      CommandSpec.Option(longName: "--constant", valueName: "c", help: "The rubber-band constant (> 0).", defaultValue: "0.55"),
      CommandSpec.Option(
        longName: "--scale", valueName: "s", help: "Device pixels per point, 0.5…10: round the offset to 1/s.",
        defaultValue: "none: unrounded"),
      .physicsJSON,
    ])

  /// The validated options: the pull, dimension and constant, and `--scale` when given.
  struct Request {
    /// The finger's travel past the edge, in points.
    var pull: Double
    /// The scroll view's dimension along the axis, in points.
    var dimension: Double
    /// UIKit's rubber-band constant (dimensionless).
    var constant: Double
    /// Pixels per point for the pixel-rounded offset; nil for none.
    var scale: Double?
    /// `--json`.
    var json: Bool
  }

  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    let limit = CommandSpec.ParsedArguments.magnitudeLimit
    return Request(
      pull: try parsed.number("--pull", spec: spec, expected: "a number between -1000000 and 1000000") { $0.magnitude <= limit }!,
      dimension: try parsed.number("--dimension", spec: spec, expected: "a number greater than 0 and at most 1000000") {
        $0 > 0 && $0 <= limit
      }!,
      constant: try parsed.number("--constant", default: RubberBand.uiKitConstant, spec: spec, expected: "a number greater than 0 and at most 1000") {
        $0 > 0 && $0 <= 1000
      }!,
      scale: try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { TraceMetadata.scales.contains($0) },
      json: parsed.flag("--json"))
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors _: inout some TextOutputStream) -> Int32 {
    let (pull, dimension, constant, scale) = (request.pull, request.dimension, request.constant, request.scale)
    let exact = RubberBand.offset(forOverscroll: pull, dimension: dimension, constant: constant)
    // Pixel-rounded with --scale (as a published offset), else a length to 10⁻⁶ pt (Rounded).
    let offset = (scale.map { roundedToPixel(exact, scale: $0) } ?? Rounded.length(exact)) + 0
    if request.json {
      output.write(JSONValue.object([("offset", .number(offset))]).text + "\n")
      return ExitCode.success
    }
    let n = Rounded.text
    var text = "rubber band  pull \(n(pull)) pt  dimension \(n(dimension)) pt  constant \(n(constant))"
    if let scale { text += "  scale \(n(scale))" }
    text += "\n\noffset   \(n(offset)) pt"
    if scale != nil { text += " (unrounded \(n(Rounded.length(exact))))" }
    text += "\nratio    \(n(Rounded.ratio(pull == 0 ? 0 : exact / pull))) of the pull\n"
    output.write(text)
    return ExitCode.success
  }
}
