import Gestures
import ScrollPhysics

/// The table scene's output in the four formats of `gesture-sim run --scene table`
/// (docs/table.md, "Output"), through `SceneReportWriter`. The csv format writes one row
/// per visible row per frame. Times (`t`) are in the trace's own time base, in
/// seconds (to the microsecond); positions in points; rotations in degrees (`rotationDegrees`).
struct TableReport: FrameFoldingReport {
  /// The run's options, for the table's opening lines.
  let options: SceneRunner<TableScene>.Options
  var frames = FoldedFrameLines<TableFrame>(time: \.time, describe: TableReport.frameText)

  static let csvHeader = "t,contentOffsetY,row,y,progress,opacity,rotationDegrees,translationX,translationY\n"

  func tableHeader(path: String) -> String {
    let geometry = options.scene.geometry
    return "table  variant \(options.scene.variant.rawValue)  viewport \(Formatting.fixed(geometry.viewport.width, 0))x\(Formatting.fixed(geometry.viewport.height, 0))"
      + "  scale \(Formatting.fixed(geometry.scale, 0))  rows \(geometry.rowCount) × \(Formatting.fixed(geometry.rowHeight, 0)) pt"
      + "  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz\ntrace  \(path)\n\n      t (s)  event\n"
  }

  static func frame(of record: TableRecord) -> TableFrame? {
    guard case .frame(let frame) = record else { return nil }
    return frame
  }

  // MARK: - JSON

  static func rowJSON(_ row: TableRowState) -> JSONValue {
    .object([
      ("row", .int(row.row)), ("y", .length(row.minY)), ("progress", .ratio(row.progress)),
      ("opacity", .ratio(row.opacity)), ("rotationDegrees", .degrees(row.rotation)),
      ("translation", .pair(row.translationX, row.translationY)),
    ])
  }

  static func frameMembers(_ frame: TableFrame) -> [(String, JSONValue)] {
    [
      ("contentOffsetY", .number(frame.contentOffsetY)), ("isDragging", .bool(frame.isDragging)),
      ("isDecelerating", .bool(frame.isDecelerating)), ("rows", .array(frame.rows.map(rowJSON))),
    ]
  }

  static func json(_ run: TableSummary) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("scene", .string("table")),
      ("variant", .string(run.variant.rawValue)),
      ("trace", .traceFacts(of: run)),
      ("final", .object(frameMembers(run.final) + [JSONValue.restTime(of: run)])),
      ("displays", .int(run.displays)),
      ("animations", .array(run.animations.map {
        .object([("row", .int($0.row)), ("t", .time($0.startTime)), ("end", .time($0.endTime))])
      })),
      ("rowsAnimated", .array(run.rowsAnimated.map { .int($0) })),
      ("taps", .array(run.taps.map { .object([("t", .time($0.time)), ("row", $0.row.map { .int($0) } ?? .null)]) })),
    ]
    // Only when the list was cut at `maximumStoredTaps`: every shorter run prints as it always did.
    if run.tapCount > run.taps.count { members.append(("tapCount", .int(run.tapCount))) }
    members.append(("cameToRest", .bool(run.cameToRest)))
    return .object(members)
  }

  static func jsonLine(_ record: TableRecord) -> JSONValue {
    switch record {
    case .frame(let frame):
      return .line(record, frameMembers(frame))
    case .display(let display):
      return .line(record, [("row", .int(display.row)), ("animated", .bool(display.animated))])
    case .gesture(let gesture):
      var members: [(String, JSONValue)] = [
        ("recognizer", .string(gesture.recognizer.rawValue)), ("state", .string(gesture.state.description)),
        ("location", .pair(gesture.location.x, gesture.location.y)),
      ]
      switch gesture.recognizer {
      case .pan:
        members += JSONValue.panMembers(translation: gesture.translation, velocity: gesture.velocity)
      case .tap:
        members.append(("row", gesture.row.map { .int($0) } ?? .null))
      }
      return .line(record, members)
    case .warning(let warning):
      return .line(record, [("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRows(of frame: TableFrame) -> String {
    var text = ""
    let prefix = Rounded.text(Rounded.time(frame.time)) + "," + Rounded.text(frame.contentOffsetY) + ","
    for row in frame.rows {
      text += prefix + String(row.row)
      let values = [
        Rounded.length(row.minY), Rounded.ratio(row.progress), Rounded.ratio(row.opacity),
        Rounded.ratio(row.rotation * 180 / Double.pi), Rounded.length(row.translationX), Rounded.length(row.translationY),
      ]
      for value in values { text += "," + Rounded.text(value) }
      text += "\n"
    }
    return text
  }

  // MARK: - Table

  static func frameText(_ frame: TableFrame) -> String {
    var text = "offsetY \(Formatting.padLeft(Formatting.fixed(frame.contentOffsetY, 3), 9))"
    if let first = frame.rows.first, let last = frame.rows.last { text += "  rows \(first.row)…\(last.row)" }
    let animating = frame.rows.filter { $0.progress < 1 }
    if !animating.isEmpty {
      text += "  animating " + animating.map { "\($0.row) (\(Formatting.fixed($0.progress, 2)))" }.joined(separator: " ")
    }
    if frame.isDragging { text += "  dragging" }
    if frame.isDecelerating { text += "  decelerating" }
    return text
  }

  static func eventText(_ record: TableRecord) -> String? {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .display(let display):
      return "display   row \(display.row)" + (display.animated ? "  animates" : "  (seen before: no animation)")
    case .gesture(let gesture) where gesture.state == .changed:
      return nil  // the frames show the drag
    case .gesture(let gesture):
      var text = "gesture   \(gesture.recognizer.rawValue) \(gesture.state)"
      switch gesture.recognizer {
      case .pan:
        text += Formatting.pan(translation: gesture.translation, velocity: gesture.velocity)
      case .tap:
        text += gesture.row.map { " on row \($0)" } ?? " below the rows"
      }
      return text
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: TableSummary) -> String {
    var text = Formatting.finalState(frameText(run.final), of: run)
    text += "displays: \(run.displays); animations: \(run.animations.count)\n"
    text += "rows animated: \(Formatting.list(run.rowsAnimated.map(String.init), separator: " "))\n"
    text += "animations: "
    text += Formatting.list(run.animations.map { "\($0.row) at \(Formatting.fixed($0.startTime, 4)) s" })
    text += "\ntaps: "
    text += Formatting.tapList(
      run.taps.map { ($0.row.map { "row \($0)" } ?? "below the rows") + " at \(Formatting.fixed($0.time, 4)) s" },
      count: run.tapCount)
    text += "\n"
    return text
  }
}
