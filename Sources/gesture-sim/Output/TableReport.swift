import Gestures
import ScrollPhysics

/// The table scene's output in the four formats of `gesture-sim run --scene table`
/// (docs/table.md, "Output"), in the side menu's style. The csv format writes one row
/// per visible row per frame. Times (`t`) are in the trace's own time base, in
/// seconds; positions in points; rotations in radians.
struct TableReport {
  let format: SideMenuReport.Format
  let path: String
  private var scratch = ""
  private var frames = FrameRunText<TableFrame>(time: \.time, describe: TableReport.frameText)

  init(format: SideMenuReport.Format, path: String) {
    self.format = format
    self.path = path
  }

  /// Replays `reader` through the scene and writes the report: what `run --scene
  /// table --variant V` does. Viewport, scale and refresh rate come from the
  /// arguments, else the trace's metadata, else 390 × 844, 3 and 60 Hz.
  static func replay<S>(
    _ reader: inout TraceReader<S>, path: String, format: SideMenuReport.Format, variant: TableVariant,
    viewport: Size?, scale: Double?, refresh: Double?,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) {
    let metadata = reader.metadata
    let resolvedViewport = viewport ?? metadata.viewport ?? Size(width: 390, height: 844)
    let resolvedScale = scale ?? metadata.scale ?? 3
    let resolvedRefresh = refresh ?? metadata.refresh ?? 60
    if let reason = ScreenGeometry.validate(viewport: resolvedViewport, scale: resolvedScale) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport/scale", value: "\(resolvedViewport), \(resolvedScale)", expected: reason))
    }
    let geometry = TableGeometry(viewport: resolvedViewport, scale: resolvedScale)
    let options = SceneRunner<TableScene>.Options(scene: TableScene.Configuration(variant: variant, geometry: geometry), refreshRate: resolvedRefresh)
    if let reason = options.validate() {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(resolvedRefresh)", expected: reason))
    }
    var runner = SceneRunner<TableScene>(options: options)
    var report = TableReport(format: format, path: path)
    report.start(options: options, to: &out)
    try SceneStream.replay(&reader, runner: &runner, report: &report, errors: &errors, to: &out)
  }

  /// Writes the header (csv) or the run's opening lines (table).
  mutating func start(options: SceneRunner<TableScene>.Options, to out: inout some TextOutputStream) {
    switch format {
    case .csv:
      out.write("t,contentOffsetY,row,y,progress,opacity,rotation,translationX,translationY\n")
    case .table:
      let geometry = options.scene.geometry
      out.write("table  variant \(options.scene.variant.rawValue)  viewport \(Formatting.fixed(geometry.viewport.width, 0))x\(Formatting.fixed(geometry.viewport.height, 0))")
      out.write("  scale \(Formatting.fixed(geometry.scale, 0))  rows \(geometry.rowCount) × \(Formatting.fixed(geometry.rowHeight, 0)) pt")
      out.write("  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz\n")
      out.write("trace  \(path)\n\n")
      out.write("      t (s)  event\n")
    case .json, .jsonl:
      break
    }
  }

  /// Writes one record (jsonl, csv, table) or nothing (json).
  mutating func write(_ record: TableRecord, to out: inout some TextOutputStream) {
    switch format {
    case .jsonl:
      Self.jsonLine(record).write(to: &scratch)
      scratch += "\n"
      out.write(scratch)
      scratch.removeAll(keepingCapacity: true)
    case .csv:
      if case .frame(let frame) = record { out.write(Self.csvRows(frame)) }
    case .table:
      switch record {
      case .frame(let frame):
        frames.add(frame, to: &out)
      case .gesture(let gesture) where gesture.state == .changed:
        break  // the frames show the drag
      case .display, .gesture, .warning:
        frames.flush(to: &out)
        out.write(FrameRunText<TableFrame>.line(record.time, Self.eventText(record)))
      }
    case .json:
      break
    }
  }

  /// Writes the summary (json, table).
  mutating func finish(_ run: TableRun, to out: inout some TextOutputStream) {
    switch format {
    case .json:
      out.write(Self.json(run).text + "\n")
    case .table:
      frames.flush(to: &out)
      out.write(Self.finalTable(run))
    case .jsonl, .csv:
      break
    }
  }

  // MARK: - JSON

  static func rowJSON(_ row: TableRowState) -> JSONValue {
    .object([
      ("row", .int(row.row)), ("y", .number(row.minY)), ("progress", .number(row.progress)),
      ("opacity", .number(row.opacity)), ("rotation", .number(row.rotation)),
      ("translation", .pair(row.translationX, row.translationY)),
    ])
  }

  static func frameMembers(_ frame: TableFrame) -> [(String, JSONValue)] {
    [
      ("contentOffsetY", .number(frame.contentOffsetY)), ("isDragging", .bool(frame.isDragging)),
      ("isDecelerating", .bool(frame.isDecelerating)), ("rows", .array(frame.rows.map(rowJSON))),
    ]
  }

  static func json(_ run: TableRun) -> JSONValue {
    .object([
      ("scene", .string("table")),
      ("variant", .string(run.variant.rawValue)),
      ("trace", .object([("events", .int(run.events)), ("fingers", .int(run.fingers)), ("duration", .number(run.duration))])),
      ("final", .object(frameMembers(run.final))),
      ("displays", .int(run.displays)),
      ("animations", .array(run.animations.map {
        .object([("row", .int($0.row)), ("t", .number($0.startTime)), ("end", .number($0.endTime))])
      })),
      ("rowsAnimated", .array(run.rowsAnimated.map { .int($0) })),
      ("taps", .array(run.taps.map { .object([("t", .number($0.time)), ("row", $0.row.map { .int($0) } ?? .null)]) })),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func jsonLine(_ record: TableRecord) -> JSONValue {
    let head: [(String, JSONValue)] = [("t", .number(record.time)), ("type", .string(record.type))]
    switch record {
    case .frame(let frame):
      return .object(head + frameMembers(frame))
    case .display(let display):
      return .object(head + [("row", .int(display.row)), ("animated", .bool(display.animated))])
    case .gesture(let gesture):
      var members = head + [
        ("recognizer", .string(gesture.recognizer.rawValue)), ("state", .string(gesture.state.description)),
        ("location", .pair(gesture.location.x, gesture.location.y)),
      ]
      switch gesture.recognizer {
      case .pan:
        members.append(("translation", .pair(gesture.translation.dx, gesture.translation.dy)))
        if let velocity = gesture.velocity { members.append(("velocity", .pair(velocity.dx, velocity.dy))) }
      case .tap:
        members.append(("row", gesture.row.map { .int($0) } ?? .null))
      }
      return .object(members)
    case .warning(let warning):
      return .object(head + [("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRows(_ frame: TableFrame) -> String {
    var text = ""
    let prefix = JSONValue.format(frame.time) + "," + JSONValue.format(frame.contentOffsetY) + ","
    for row in frame.rows {
      text += prefix + String(row.row)
      for value in [row.minY, row.progress, row.opacity, row.rotation, row.translationX, row.translationY] {
        text += "," + JSONValue.format(value)
      }
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

  static func eventText(_ record: TableRecord) -> String {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .display(let display):
      return "display   row \(display.row)" + (display.animated ? "  animates" : "  (seen before: no animation)")
    case .gesture(let gesture):
      var text = "gesture   \(gesture.recognizer.rawValue) \(gesture.state)"
      switch gesture.recognizer {
      case .pan:
        text += "  translation (\(Formatting.fixed(gesture.translation.dx, 2)), \(Formatting.fixed(gesture.translation.dy, 2)))"
        if let velocity = gesture.velocity {
          text += "  velocity (\(Formatting.fixed(velocity.dx, 1)), \(Formatting.fixed(velocity.dy, 1))) pt/s"
        }
      case .tap:
        text += gesture.row.map { " on row \($0)" } ?? " below the rows"
      }
      return text
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: TableRun) -> String {
    var text = "\nfinal state\(run.cameToRest ? " (at rest)" : " (NOT at rest: the settle limit was reached)")\n"
    text += "  " + frameText(run.final) + "\n"
    text += "\ntrace: \(run.events) events, \(run.fingers) fingers, \(Formatting.fixed(run.duration, 4)) s\n"
    text += "displays: \(run.displays); animations: \(run.animations.count)\n"
    text += "rows animated: \(run.rowsAnimated.isEmpty ? "none" : run.rowsAnimated.map(String.init).joined(separator: " "))\n"
    text += "animations: "
    text += run.animations.isEmpty ? "none" : run.animations.map { "\($0.row) at \(Formatting.fixed($0.startTime, 4)) s" }.joined(separator: ", ")
    text += "\ntaps: "
    text += run.taps.isEmpty ? "none" : run.taps.map { ($0.row.map { "row \($0)" } ?? "below the rows") + " at \(Formatting.fixed($0.time, 4)) s" }.joined(separator: ", ")
    text += "\n"
    return text
  }
}
