import Gestures
import ScrollPhysics

/// The transitions scene's output in the four formats of `gesture-sim run --scene
/// transitions` (docs/transitions.md, "Output"), in the side menu's style. Times (`t`)
/// are in the trace's own time base, in seconds; translations in points; the flip
/// angle in radians. A value whose view is not on screen is `null` (json, jsonl) or
/// empty (csv).
struct TransitionsReport {
  let format: SideMenuReport.Format
  let path: String
  private var scratch = ""
  private var frames = FrameRunText<TransitionsFrame>(time: \.time, describe: TransitionsReport.frameText)

  init(format: SideMenuReport.Format, path: String) {
    self.format = format
    self.path = path
  }

  /// Replays `reader` through the scene and writes the report: what `run --scene
  /// transitions` does. The viewport comes from `viewport`, else the trace's metadata,
  /// else 390 × 844; the refresh rate from `refresh`, else the metadata, else 60 Hz.
  static func replay<S>(
    _ reader: inout TraceReader<S>, path: String, format: SideMenuReport.Format, viewport: Size?, refresh: Double?,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) {
    let metadata = reader.metadata
    let resolvedViewport = viewport ?? metadata.viewport ?? Size(width: 390, height: 844)
    let resolvedRefresh = refresh ?? metadata.refresh ?? 60
    if let reason = TransitionsGeometry.validate(viewport: resolvedViewport) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport", value: "\(resolvedViewport)", expected: reason))
    }
    let options = SceneRunner<TransitionsScene>.Options(
      scene: TransitionsScene.Configuration(geometry: TransitionsGeometry(viewport: resolvedViewport)), refreshRate: resolvedRefresh)
    if let reason = options.validate() {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(resolvedRefresh)", expected: reason))
    }
    var runner = SceneRunner<TransitionsScene>(options: options)
    var report = TransitionsReport(format: format, path: path)
    report.start(options: options, to: &out)
    try SceneStream.replay(&reader, runner: &runner, report: &report, errors: &errors, to: &out)
  }

  /// Writes the header (csv) or the run's opening lines (table).
  mutating func start(options: SceneRunner<TransitionsScene>.Options, to out: inout some TextOutputStream) {
    switch format {
    case .csv:
      out.write("t,screen,depth,tab,transition,userInteractionEnabled,modalTranslationY,flipAngle,dissolveProgress,overlayAlpha,overlayScale\n")
    case .table:
      let viewport = options.scene.geometry.viewport
      out.write("transitions  viewport \(Formatting.fixed(viewport.width, 0))x\(Formatting.fixed(viewport.height, 0))")
      out.write("  D \(JSONValue.format(options.scene.overlayDuration)) s  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz\n")
      out.write("trace        \(path)\n\n")
      out.write("      t (s)  event\n")
    case .json, .jsonl:
      break
    }
  }

  /// Writes one record (jsonl, csv, table) or nothing (json).
  mutating func write(_ record: TransitionsRecord, to out: inout some TextOutputStream) {
    switch format {
    case .jsonl:
      Self.jsonLine(record).write(to: &scratch)
      scratch += "\n"
      out.write(scratch)
      scratch.removeAll(keepingCapacity: true)
    case .csv:
      if case .frame(let frame) = record { out.write(Self.csvRow(frame)) }
    case .table:
      if case .frame(let frame) = record {
        frames.add(frame, to: &out)
      } else {
        frames.flush(to: &out)
        out.write(FrameRunText<TransitionsFrame>.line(record.time, Self.eventText(record)))
      }
    case .json:
      break
    }
  }

  /// Writes the summary (json, table).
  mutating func finish(_ run: TransitionsRun, to out: inout some TextOutputStream) {
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

  static func optional(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

  static func screenMembers(_ screen: TransitionsScreen) -> [(String, JSONValue)] {
    [
      ("screen", .string(screen.name)), ("depth", screen.navigationDepth.map { .int($0) } ?? .null),
      ("tab", screen.selectedTab.map { .int($0) } ?? .null),
    ]
  }

  static func frameMembers(_ frame: TransitionsFrame) -> [(String, JSONValue)] {
    screenMembers(frame.screen) + [
      ("transition", frame.transition.map { .string($0.rawValue) } ?? .null),
      ("userInteractionEnabled", .bool(frame.isUserInteractionEnabled)),
      ("modalTranslationY", optional(frame.modalTranslationY)),
      ("flipAngle", optional(frame.flipAngle)),
      ("dissolveProgress", optional(frame.dissolveProgress)),
      ("overlayAlpha", optional(frame.overlayAlpha)),
      ("overlayScale", optional(frame.overlayScale)),
    ]
  }

  static func tapJSON(_ tap: TransitionsTap) -> [(String, JSONValue)] {
    [("target", .string(tap.target.rawValue)), ("index", tap.index.map { .int($0) } ?? .null), ("location", .pair(tap.location.x, tap.location.y))]
  }

  static func transitionJSON(_ transition: TransitionsTransition) -> [(String, JSONValue)] {
    [
      ("kind", .string(transition.kind.rawValue)), ("moment", .string(transition.moment.rawValue)),
      ("from", .object(screenMembers(transition.from))), ("to", .object(screenMembers(transition.to))),
      ("tookEffect", .bool(transition.tookEffect)),
    ]
  }

  static func json(_ run: TransitionsRun) -> JSONValue {
    .object([
      ("scene", .string("transitions")),
      ("trace", .object([("events", .int(run.events)), ("fingers", .int(run.fingers)), ("duration", .number(run.duration))])),
      ("final", .object(frameMembers(run.final))),
      ("taps", .array(run.taps.map { .object([("t", .number($0.time))] + tapJSON($0)) })),
      ("transitions", .array(run.transitions.map { .object([("t", .number($0.time))] + transitionJSON($0)) })),
      ("refusedTouches", .int(run.refusedTouches)),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func jsonLine(_ record: TransitionsRecord) -> JSONValue {
    let head: [(String, JSONValue)] = [("t", .number(record.time)), ("type", .string(record.type))]
    switch record {
    case .frame(let frame): return .object(head + frameMembers(frame))
    case .tap(let tap): return .object(head + tapJSON(tap))
    case .transition(let transition): return .object(head + transitionJSON(transition))
    case .refusedTouch(let touch):
      return .object(head + [("id", .int(touch.touchID)), ("location", .pair(touch.location.x, touch.location.y))])
    case .warning(let warning): return .object(head + [("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRow(_ frame: TransitionsFrame) -> String {
    let optional: (Double?) -> String = { $0.map(JSONValue.format) ?? "" }
    let fields = [
      JSONValue.format(frame.time), frame.screen.name, frame.screen.navigationDepth.map(String.init) ?? "",
      frame.screen.selectedTab.map(String.init) ?? "", frame.transition?.rawValue ?? "",
      frame.isUserInteractionEnabled ? "1" : "0", optional(frame.modalTranslationY), optional(frame.flipAngle),
      optional(frame.dissolveProgress), optional(frame.overlayAlpha), optional(frame.overlayScale),
    ]
    return fields.joined(separator: ",") + "\n"
  }

  // MARK: - Table

  static func screenText(_ screen: TransitionsScreen) -> String {
    switch screen {
    case .list: return "list"
    case .navigation(let depth): return "navigation (depth \(depth))"
    case .tabs(let selected): return "tabs (tab \(selected))"
    case .overlay: return "overlay"
    }
  }

  static func frameText(_ frame: TransitionsFrame) -> String {
    var text = screenText(frame.screen)
    if let kind = frame.transition { text += "  → \(kind.rawValue)" }
    let values: [(String, Double?, Int)] = [
      ("modal y", frame.modalTranslationY, 3), ("flip", frame.flipAngle, 4), ("dissolve", frame.dissolveProgress, 4),
      ("alpha", frame.overlayAlpha, 4), ("scale", frame.overlayScale, 4),
    ]
    for (name, value, decimals) in values {
      if let value { text += "  \(name) \(Formatting.fixed(value, decimals))" }
    }
    return text + (frame.isUserInteractionEnabled ? "" : "  (touches refused)")
  }

  static func eventText(_ record: TransitionsRecord) -> String {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .tap(let tap):
      return "tap       \(tap.target.rawValue)" + (tap.index.map { " \($0)" } ?? "")
    case .transition(let transition):
      var text = "transition \(transition.kind.rawValue) \(transition.moment.rawValue)"
      switch transition.moment {
      case .began: text += "  \(screenText(transition.from)) → \(screenText(transition.to))"
      case .completed: text += transition.tookEffect ? "  completeTransition(true)" : "  completeTransition ignored (not the first call)"
      }
      return text
    case .refusedTouch(let touch):
      return "refused   finger \(touch.touchID) at (\(Formatting.fixed(touch.location.x, 1)), \(Formatting.fixed(touch.location.y, 1))): a transition is running"
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: TransitionsRun) -> String {
    var text = "\nfinal state\(run.cameToRest ? " (at rest)" : " (NOT at rest: the settle limit was reached)")\n"
    text += "  " + frameText(run.final) + "\n"
    text += "\ntrace: \(run.events) events, \(run.fingers) fingers, \(Formatting.fixed(run.duration, 4)) s\n"
    text += "taps: "
    text += run.taps.isEmpty ? "none" : run.taps.map { tap in
      tap.target.rawValue + (tap.index.map { " \($0)" } ?? "") + " at \(Formatting.fixed(tap.time, 4)) s"
    }.joined(separator: ", ")
    let completed = run.transitions.filter { $0.moment == .completed }
    text += "\ntransitions: \(completed.isEmpty ? "none" : completed.map { "\($0.kind.rawValue) done at \(Formatting.fixed($0.time, 4)) s" }.joined(separator: ", "))"
    text += "\nrefused touches: \(run.refusedTouches)\n"
    return text
  }
}
