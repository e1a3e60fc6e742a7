import Gestures
import ScrollPhysics

/// The `gestures` scene's output in every format (a contract: see the README).
///
/// Times are in the trace's own time base, as in every other scene. Counts say what
/// they count: `touches` (one finger from touch-down to lift; a finger id used three
/// times is three touches) and `maxFingersDown` (the most fingers down at once). Numbers
/// follow `Rounded` (docs/cli.md, "Numbers").
enum GestureSummaryReport {
  /// The readable report.
  static func table<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    let trace = reader.summary
    var text = "trace       \(path)\n"
    if let source = reader.metadata.source { text += "source      \(source)\n" }
    text += "events      \(trace.events)\n"
    text += "touches     \(trace.touches) (touch-down to lift)\n"
    text += "fingers     at most \(trace.maximumSimultaneousFingers) down at once\n"
    text += "duration    \(seconds(trace.duration))"
    if let first = trace.firstTime, let last = trace.lastTime { text += " (t = \(seconds(first)) to \(seconds(last)))" }
    text += "\n\n" + Plural.count(summary.gestures.count, "gesture") + "\n"
    for gesture in summary.gestures {
      switch gesture {
      case .pan(let pan):
        text += "  pan  \(seconds(pan.began)) to \(seconds(pan.ended))"
        text += pan.wasCancelled ? "  cancelled" : ""
        text += "  " + Plural.count(pan.maximumFingersDown, "finger")
        text += "  translation (\(Formatting.fixed(pan.translation.dx, 2)), \(Formatting.fixed(pan.translation.dy, 2))) pt"
        text += "  release velocity (\(Formatting.fixed(pan.releaseVelocity.dx, 1)), \(Formatting.fixed(pan.releaseVelocity.dy, 1))) pt/s\n"
      case .tap(let tap):
        text += "  \(tap.numberOfTaps == 2 ? "double tap" : "tap")  \(seconds(tap.time))"
        text += "  at (\(Formatting.fixed(tap.location.x, 2)), \(Formatting.fixed(tap.location.y, 2)))\n"
      }
    }
    return text
  }

  /// The `--format json` object.
  static func json<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    let value = JSONValue.object([
      ("scene", .string("gestures")),
      ("trace", traceObject(reader: reader, path: path)),
      ("gestures", .array(summary.gestures.map(object))),
    ])
    return value.text + "\n"
  }

  /// `--format jsonl`: one line for the trace (`"type": "trace"`), then one per
  /// gesture in the order they were recognized, each with its `type` (`pan`, `tap`).
  static func jsonl<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    guard case .object(let members) = traceObject(reader: reader, path: path) else { return "" }
    var text = JSONValue.object([("type", .string("trace"))] + members).text + "\n"
    for gesture in summary.gestures { text += object(gesture).text + "\n" }
    return text
  }

  /// The columns of `--format csv`.
  static let csvHeader = "type,t,ended,cancelled,maxFingersDown,taps,x,y,translationX,translationY,velocityX,velocityY"

  /// `--format csv`: one row per gesture; a cell that does not apply to the gesture's
  /// type is empty. `t` is when a pan began or when a tap was recognized; `x,y` is a
  /// tap's location; booleans are 0/1.
  static func csv(_ summary: GestureSummary) -> String {
    var text = csvHeader + "\n"
    let n = JSONValue.format
    for gesture in summary.gestures {
      switch gesture {
      case .pan(let pan):
        let cells = [
          "pan", n(Rounded.time(pan.began)), n(Rounded.time(pan.ended)), pan.wasCancelled ? "1" : "0",
          String(pan.maximumFingersDown), "", "", "",
          n(Rounded.length(pan.translation.dx)), n(Rounded.length(pan.translation.dy)),
          n(Rounded.length(pan.releaseVelocity.dx)), n(Rounded.length(pan.releaseVelocity.dy)),
        ]
        text += cells.joined(separator: ",") + "\n"
      case .tap(let tap):
        let cells = [
          "tap", n(Rounded.time(tap.time)), "", "", "", String(tap.numberOfTaps),
          n(Rounded.length(tap.location.x)), n(Rounded.length(tap.location.y)), "", "", "", "",
        ]
        text += cells.joined(separator: ",") + "\n"
      }
    }
    return text
  }

  /// The trace's facts: path, events, touches, the most fingers down at once, and its
  /// first and last times and duration (seconds, the trace's time base).
  static func traceObject<S>(reader: TraceReader<S>, path: String) -> JSONValue {
    let trace = reader.summary
    return .object([
      ("path", .string(path)),
      ("events", .int(trace.events)),
      ("touches", .int(trace.touches)),
      ("maxFingersDown", .int(trace.maximumSimultaneousFingers)),
      ("firstTime", trace.firstTime.map { .number(Rounded.time($0)) } ?? .null),
      ("duration", .number(Rounded.time(trace.duration))),
    ])
  }

  static func object(_ gesture: GestureSummary.Gesture) -> JSONValue {
    switch gesture {
    case .pan(let pan):
      return .object([
        ("type", .string("pan")),
        ("began", .number(Rounded.time(pan.began))),
        ("ended", .number(Rounded.time(pan.ended))),
        ("cancelled", .bool(pan.wasCancelled)),
        ("maxFingersDown", .int(pan.maximumFingersDown)),
        ("translation", .pair(Rounded.length(pan.translation.dx), Rounded.length(pan.translation.dy))),
        ("releaseVelocity", .pair(Rounded.length(pan.releaseVelocity.dx), Rounded.length(pan.releaseVelocity.dy))),
      ])
    case .tap(let tap):
      return .object([
        ("type", .string("tap")),
        ("t", .time(Rounded.time(tap.time))),
        ("taps", .int(tap.numberOfTaps)),
        ("location", .pair(Rounded.length(tap.location.x), Rounded.length(tap.location.y))),
      ])
    }
  }

  /// Seconds, rounded to the microsecond, with the unit: `1000.43 s`.
  static func seconds(_ value: Double) -> String {
    JSONValue.format(Rounded.time(value)) + " s"
  }
}
