import Gestures
import ScrollPhysics

/// The `gestures` scene's table and JSON output (a contract: see the README).
enum GestureSummaryReport {
  static func table<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    let trace = reader.summary
    var text = "trace     \(path)\n"
    if let source = reader.metadata.source { text += "source    \(source)\n" }
    text += "fingers   \(trace.fingers)\n"
    text += "events    \(trace.events)\n"
    text += "duration  \(Formatting.fixed(trace.duration, 4)) s\n"
    text += "\ngestures (\(summary.gestures.count))\n"
    if summary.gestures.isEmpty { text += "  none\n" }
    for gesture in summary.gestures {
      switch gesture {
      case .pan(let pan):
        let start = pan.began - (trace.firstTime ?? 0)
        let end = pan.ended - (trace.firstTime ?? 0)
        text += "  pan  \(Formatting.fixed(start, 4))–\(Formatting.fixed(end, 4)) s"
        text += pan.wasCancelled ? "  cancelled" : ""
        text += "  fingers \(pan.maximumTouches)"
        text += "  translation (\(Formatting.fixed(pan.translation.dx, 2)), \(Formatting.fixed(pan.translation.dy, 2))) pt"
        text += "  release velocity (\(Formatting.fixed(pan.releaseVelocity.dx, 1)), \(Formatting.fixed(pan.releaseVelocity.dy, 1))) pt/s\n"
      case .tap(let tap):
        let time = tap.time - (trace.firstTime ?? 0)
        text += "  \(tap.numberOfTaps == 2 ? "double tap" : "tap")  \(Formatting.fixed(time, 4)) s"
        text += "  at (\(Formatting.fixed(tap.location.x, 2)), \(Formatting.fixed(tap.location.y, 2)))\n"
      }
    }
    text += "\nTimes are seconds from the first event.\n"
    return text
  }

  static func json<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    let trace = reader.summary
    let origin = trace.firstTime ?? 0
    let gestures: [JSONValue] = summary.gestures.map { gesture in
      switch gesture {
      case .pan(let pan):
        return .object([
          ("type", .string("pan")),
          ("began", .number(pan.began - origin)),
          ("ended", .number(pan.ended - origin)),
          ("cancelled", .bool(pan.wasCancelled)),
          ("fingers", .int(pan.maximumTouches)),
          ("translation", .pair(pan.translation.dx, pan.translation.dy)),
          ("releaseVelocity", .pair(pan.releaseVelocity.dx, pan.releaseVelocity.dy)),
        ])
      case .tap(let tap):
        return .object([
          ("type", .string("tap")),
          ("t", .number(tap.time - origin)),
          ("taps", .int(tap.numberOfTaps)),
          ("location", .pair(tap.location.x, tap.location.y)),
        ])
      }
    }
    let value = JSONValue.object([
      ("scene", .string("gestures")),
      ("trace", .object([
        ("path", .string(path)),
        ("events", .int(trace.events)),
        ("fingers", .int(trace.fingers)),
        ("duration", .number(trace.duration)),
      ])),
      ("gestures", .array(gestures)),
    ])
    return value.text + "\n"
  }
}
