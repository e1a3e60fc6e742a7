import Gestures
import ScrollPhysics

/// The `gestures` scene's output in every format (a contract: see the README and
/// docs/recognizers.md, "The gestures scene").
///
/// One record per state change of each recognizer kind, in time order:
/// `{"t":…,"type":"gesture","recognizer":"<kind>","kind":"<kind>","state":…}` with the
/// values that apply (`location`, `translation`, `velocity`, `scale`, `rotationDegrees`,
/// `direction`, `edge`, `reason` for a failure). `velocity` is a pan's `[x, y]` in
/// points per second, a pinch's number in scale per second, or a rotation's number in
/// degrees per second (clockwise positive, as `rotationDegrees`). A discrete recognizer's success is `recognized`. Times are
/// in the trace's own time base, as in every other scene. Counts say what they count:
/// `touches` (one finger from touch-down to lift) and `maxFingersDown`. Numbers follow
/// `Rounded` (docs/cli.md, "Numbers").
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
    text += "\nrecognizers \(summary.kinds.map(\.rawValue).joined(separator: ", ")) (each alone, UIKit's defaults)\n"
    text += "\n" + Plural.count(summary.records.count, "state change") + "\n"
    let width = summary.kinds.map(\.rawValue.count).max() ?? 0
    let views = summary.viewRecords.filter { $0.call.method != .touchesMoved }
    text += Plural.count(views.count, "view call") + " (touchesMoved calls are in the json and jsonl reports)\n"
    let times = summary.records.map { seconds($0.output.time) } + views.map { seconds($0.call.time) }
    let timeWidth = times.map(\.count).max() ?? 0
    var v = 0
    for (record, time) in zip(summary.records, times) {
      while v < views.count && views[v].order < record.order {
        text += viewLine(views[v], timeWidth: timeWidth, width: width)
        v += 1
      }
      let output = record.output
      let name = record.kind.rawValue
      let state = stateName(record)
      var line = "  \(time)\(String(repeating: " ", count: timeWidth - time.count))  \(name)\(String(repeating: " ", count: width - name.count))  \(state)\(String(repeating: " ", count: 10 - state.count))"
      line += "  at (\(Formatting.fixed(output.location.x, 2)), \(Formatting.fixed(output.location.y, 2)))"
      if showsMotion(record) {
        line += "  translation (\(Formatting.fixed(output.translation.dx, 2)), \(Formatting.fixed(output.translation.dy, 2))) pt"
      }
      if let velocity = output.velocity {
        line += "  velocity (\(Formatting.fixed(velocity.dx, 1)), \(Formatting.fixed(velocity.dy, 1))) pt/s"
      }
      switch output.transform {
      case .pinch(let scale, let velocity)?:
        line += "  scale \(Formatting.fixed(scale, 4))  velocity \(Formatting.fixed(velocity, 4))/s"
      case .rotation(let radians, let velocity)?:
        line += "  rotation \(Formatting.fixed(radians * 180 / Double.pi, 2))°"
        line += "  velocity \(Formatting.fixed(velocity * 180 / Double.pi, 1))°/s"
      case nil: break
      }
      if let direction = output.direction { line += "  direction \(direction)" }
      if let edge = output.edge { line += "  edge \(edge)" }
      if let reason = output.reason { line += "  (\(reason))" }
      text += line + "\n"
    }
    while v < views.count {
      text += viewLine(views[v], timeWidth: timeWidth, width: width)
      v += 1
    }
    return text
  }

  /// A table line for a view call: `  0.8 s  tap  view: touchesEnded (touch 0) at (…)`.
  static func viewLine(_ record: GestureSummary.ViewRecord, timeWidth: Int, width: Int) -> String {
    let time = seconds(record.call.time)
    let name = record.kind.rawValue
    var line = "  \(time)\(String(repeating: " ", count: timeWidth - time.count))  \(name)\(String(repeating: " ", count: width - name.count))"
    line += "  view: \(record.call.method.rawValue) (touch \(record.call.touch))"
    line += "  at (\(Formatting.fixed(record.call.location.x, 2)), \(Formatting.fixed(record.call.location.y, 2)))\n"
    return line
  }

  /// The records and the view calls, merged in stream order.
  static func stream(_ summary: GestureSummary) -> [JSONValue] {
    var values: [JSONValue] = []
    var v = 0
    let views = summary.viewRecords
    for record in summary.records {
      while v < views.count && views[v].order < record.order {
        values.append(object(views[v]))
        v += 1
      }
      values.append(object(record))
    }
    while v < views.count {
      values.append(object(views[v]))
      v += 1
    }
    return values
  }

  /// `{"t":…,"type":"view","recognizer":"<kind>","call":"touchesBegan","touch":0,"location":[x,y]}`.
  static func object(_ record: GestureSummary.ViewRecord) -> JSONValue {
    .object([
      ("t", .time(record.call.time)),
      ("type", .string("view")),
      ("recognizer", .string(record.kind.rawValue)),
      ("call", .string(record.call.method.rawValue)),
      ("touch", .int(record.call.touch)),
      ("location", .pair(record.call.location.x, record.call.location.y)),
    ])
  }

  /// The `--format json` object.
  static func json<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    let value = JSONValue.object([
      ("scene", .string("gestures")),
      ("trace", traceObject(reader: reader, path: path)),
      ("recognizers", .array(summary.kinds.map { .string($0.rawValue) })),
      ("records", .array(stream(summary))),
    ])
    return value.text + "\n"
  }

  /// `--format jsonl`: one line for the trace (`"type": "trace"`), then one per state
  /// change (`"type": "gesture"`) and per call the view receives (`"type": "view"`),
  /// in order.
  static func jsonl<S>(_ summary: GestureSummary, reader: TraceReader<S>, path: String) -> String {
    guard case .object(let members) = traceObject(reader: reader, path: path) else { return "" }
    var text = JSONValue.object([("type", .string("trace"))] + members).text + "\n"
    for value in stream(summary) { text += value.text + "\n" }
    return text
  }

  /// The columns of `--format csv`.
  static let csvHeader = "t,recognizer,kind,state,x,y,translationX,translationY,velocityX,velocityY,velocity,scale,rotationDegrees,direction,edge,reason"

  /// `--format csv`: one row per state change (the view's calls are in the json and
  /// jsonl reports); a cell that does not apply is empty. A pan's velocity is in
  /// `velocityX` and `velocityY`; a pinch's or rotation's scalar velocity in `velocity`.
  static func csv(_ summary: GestureSummary) -> String {
    var text = csvHeader + "\n"
    let n = Rounded.text
    for record in summary.records {
      let output = record.output
      let motion = showsMotion(record)
      let translation = motion ? [n(Rounded.length(output.translation.dx)), n(Rounded.length(output.translation.dy))] : ["", ""]
      let velocity = output.velocity.map { [n(Rounded.length($0.dx)), n(Rounded.length($0.dy))] } ?? ["", ""]
      let scalarVelocity: String = transformVelocity(output).map { n(Rounded.ratio($0)) } ?? ""
      let scale: String = output.scale.map { n(Rounded.ratio($0)) } ?? ""
      let rotation: String = output.rotation.map { n(Rounded.ratio($0 * 180 / Double.pi)) } ?? ""
      let direction: String = output.direction.map(\.description) ?? ""
      let edge: String = output.edge.map(\.description) ?? ""
      let reason: String = output.reason.map { csvText($0.description) } ?? ""
      var cells: [String] = [n(Rounded.time(output.time)), record.kind.rawValue, record.kind.rawValue, stateName(record)]
      cells += [n(Rounded.length(output.location.x)), n(Rounded.length(output.location.y))]
      cells += translation + velocity + [scalarVelocity]
      cells += [scale, rotation, direction, edge, reason]
      text += cells.joined(separator: ",") + "\n"
    }
    return text
  }

  /// `text` as a CSV cell: quoted when it holds a comma or a quote.
  static func csvText(_ text: String) -> String {
    guard text.contains(",") || text.contains("\"") else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// The state's name in the report: `recognized` for a discrete recognizer's success.
  static func stateName(_ record: GestureSummary.Record) -> String {
    switch record.output.state {
    case .ended: return record.kind.isDiscrete ? "recognized" : "ended"
    case .possible, .began, .changed, .cancelled, .failed: return record.output.state.description
    }
  }

  /// Whether the record shows a translation: a continuous recognizer's that has one (not
  /// a pinch's or a rotation's), except a failure.
  static func showsMotion(_ record: GestureSummary.Record) -> Bool {
    switch record.kind {
    case .pan, .longPress, .screenEdgePan: return record.output.state != .failed
    case .tap, .swipe, .pinch, .rotation: return false
    }
  }

  /// A pinch's velocity in scale per second, or a rotation's in degrees per second
  /// (clockwise positive); `nil` for the other kinds and for a failure.
  static func transformVelocity(_ output: GestureOutput) -> Double? {
    switch output.transform {
    case .pinch(_, let velocity)?: return velocity
    case .rotation(_, let velocity)?: return velocity * 180 / Double.pi
    case nil: return nil
    }
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

  static func object(_ record: GestureSummary.Record) -> JSONValue {
    let output = record.output
    var members: [(String, JSONValue)] = [
      ("t", .time(output.time)),
      ("type", .string("gesture")),
      ("recognizer", .string(record.kind.rawValue)),
      ("kind", .string(record.kind.rawValue)),
      ("state", .string(stateName(record))),
      ("location", .pair(output.location.x, output.location.y)),
    ]
    if showsMotion(record) { members.append(("translation", .pair(output.translation.dx, output.translation.dy))) }
    if let velocity = output.velocity { members.append(("velocity", .pair(velocity.dx, velocity.dy))) }
    if let velocity = transformVelocity(output) { members.append(("velocity", .ratio(velocity))) }
    if let scale = output.scale { members.append(("scale", .ratio(scale))) }
    if let rotation = output.rotation { members.append(("rotationDegrees", .degrees(rotation))) }
    if let direction = output.direction { members.append(("direction", .string(direction.description))) }
    if let edge = output.edge { members.append(("edge", .string(edge.description))) }
    if let reason = output.reason { members.append(("reason", .string(reason.description))) }
    return .object(members)
  }

  /// Seconds, rounded to the microsecond, with the unit: `1000.43 s`.
  static func seconds(_ value: Double) -> String {
    Rounded.text(Rounded.time(value)) + " s"
  }
}
