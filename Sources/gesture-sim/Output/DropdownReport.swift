import Gestures
import ScrollPhysics

/// The drop-down menu scene's output in the four formats of `gesture-sim run --scene
/// dropdown` (docs/dropdown.md, "Output"), through `SceneReportWriter`. Times (`t`) are
/// in the trace's own time base, in seconds; translations in points.
struct DropdownReport: FrameRunReport {
  /// The run's options, for the table's opening lines.
  let options: SceneRunner<DropdownScene>.Options
  var frames = FrameRunText<DropdownFrame>(time: \.time, describe: DropdownReport.frameText)

  static let csvHeader = "t,phase,snapshotTranslationY,menuTranslationY,title,userInteractionEnabled\n"

  func tableHeader(path: String) -> String {
    let viewport = options.scene.geometry.viewport
    return "dropdown  viewport \(Formatting.fixed(viewport.width, 0))x\(Formatting.fixed(viewport.height, 0))"
      + "  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz\ntrace     \(path)\n\n      t (s)  event\n"
  }

  static func frame(of record: DropdownRecord) -> DropdownFrame? {
    guard case .frame(let frame) = record else { return nil }
    return frame
  }

  // MARK: - JSON

  static func frameMembers(_ frame: DropdownFrame) -> [(String, JSONValue)] {
    [
      ("phase", .string(frame.phase.rawValue)),
      ("snapshotTranslationY", frame.snapshotTranslationY.map(JSONValue.length) ?? .null),
      ("menuTranslationY", frame.menuTranslationY.map(JSONValue.length) ?? .null),
      ("title", .string(frame.title)),
      ("userInteractionEnabled", .bool(frame.isUserInteractionEnabled)),
    ]
  }

  static func tapJSON(_ tap: DropdownTap) -> [(String, JSONValue)] {
    [("target", .string(tap.target.rawValue)), ("row", tap.row.map { .int($0) } ?? .null), ("location", .pair(tap.location.x, tap.location.y))]
  }

  static func transitionJSON(_ transition: DropdownTransition) -> [(String, JSONValue)] {
    [
      ("kind", .string(transition.kind.rawValue)), ("moment", .string(transition.moment.rawValue)),
      ("cause", .string(transition.cause.rawValue)), ("tookEffect", .bool(transition.tookEffect)),
      ("snapshotTranslationY", .length(transition.snapshotTranslationY)),
      ("menuTranslationY", .length(transition.menuTranslationY)),
    ]
  }

  static func json(_ run: DropdownRun) -> JSONValue {
    .object([
      ("scene", .string("dropdown")),
      ("trace", .traceFacts(of: run)),
      ("final", .object(frameMembers(run.final))),
      ("taps", .array(run.taps.map { .object([("t", .time($0.time))] + tapJSON($0)) })),
      ("transitions", .array(run.transitions.map { .object([("t", .time($0.time))] + transitionJSON($0)) })),
      ("refusedTouches", .int(run.refusedTouches)),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func jsonLine(_ record: DropdownRecord) -> JSONValue {
    let head: [(String, JSONValue)] = [("t", .time(record.time)), ("type", .string(record.type))]
    switch record {
    case .frame(let frame): return .object(head + frameMembers(frame))
    case .tap(let tap): return .object(head + tapJSON(tap))
    case .transition(let transition): return .object(head + transitionJSON(transition))
    case .refusedTouch(let touch): return .object(head + JSONValue.refusedMembers(touch))
    case .warning(let warning): return .object(head + [("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRows(of frame: DropdownFrame) -> String {
    let fields = [
      JSONValue.format(Rounded.time(frame.time)), frame.phase.rawValue,
      frame.snapshotTranslationY.map { JSONValue.format(Rounded.length($0)) } ?? "",
      frame.menuTranslationY.map { JSONValue.format(Rounded.length($0)) } ?? "",
      frame.title, frame.isUserInteractionEnabled ? "1" : "0",
    ]
    return fields.joined(separator: ",") + "\n"
  }

  // MARK: - Table

  static func frameText(_ frame: DropdownFrame) -> String {
    var text = Formatting.pad(frame.phase.rawValue, 10)
    if let snapshot = frame.snapshotTranslationY, let menu = frame.menuTranslationY {
      text += "  snapshot y \(Formatting.padLeft(Formatting.fixed(snapshot, 3), 8))  menu y \(Formatting.padLeft(Formatting.fixed(menu, 3), 7))"
    }
    return text + "  title \(frame.title)" + (frame.isUserInteractionEnabled ? "" : "  (touches refused)")
  }

  static func eventText(_ record: DropdownRecord) -> String? {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .tap(let tap):
      return "tap       \(tap.target.rawValue)" + (tap.row.map { " \($0)" } ?? "")
    case .transition(let transition):
      var text = "transition \(transition.kind.rawValue) \(transition.moment.rawValue)"
      switch transition.moment {
      case .began: text += "  [\(transition.cause.rawValue)]"
      case .completed: text += Formatting.completion(tookEffect: transition.tookEffect)
      }
      return text
    case .refusedTouch(let touch):
      return Formatting.refused(touch)
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: DropdownRun) -> String {
    var text = Formatting.finalStateHeading(cameToRest: run.cameToRest)
    text += "  " + frameText(run.final) + "\n"
    text += Formatting.traceFacts(of: run)
    let completed = run.transitions.filter { $0.moment == .completed }
    return text + Formatting.animatedScreenFacts(
      taps: run.taps.map { $0.target.rawValue + ($0.row.map { " \($0)" } ?? "") + " at \(Formatting.fixed($0.time, 4)) s" },
      completed: completed.map { "\($0.kind.rawValue) done at \(Formatting.fixed($0.time, 4)) s" }, refusedTouches: run.refusedTouches)
  }
}
