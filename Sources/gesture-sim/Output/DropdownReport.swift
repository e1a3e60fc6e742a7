import Gestures
import ScrollPhysics

/// The drop-down menu scene's output in the four formats of `gesture-sim run --scene
/// dropdown` (docs/dropdown.md, "Output"), through `SceneReportWriter`. Times (`t`) are
/// in the trace's own time base, in seconds; translations in points.
struct DropdownReport: AnimatedTransitionReport {
  typealias Frame = DropdownFrame

  let options: SceneRunner<DropdownScene>.Options
  var frames = FoldedFrameLines<DropdownFrame>(time: \.time, describe: DropdownReport.frameText)

  static let sceneName = "dropdown"

  static let csvHeader = "t,phase,snapshotTranslationY,menuTranslationY,title,userInteractionEnabled\n"

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

  // MARK: - CSV

  static func csvRows(of frame: DropdownFrame) -> String {
    let fields = [
      Rounded.text(Rounded.time(frame.time)), frame.phase.rawValue,
      frame.snapshotTranslationY.map { Rounded.text(Rounded.length($0)) } ?? "",
      frame.menuTranslationY.map { Rounded.text(Rounded.length($0)) } ?? "",
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

  /// `target` and, when there is one, the row: `menuItem 2`.
  static func tapText(_ tap: DropdownTap) -> String {
    tap.target.rawValue + (tap.row.map { " \($0)" } ?? "")
  }

  static func beganText(_ transition: DropdownTransition) -> String {
    "  [\(transition.cause.rawValue)]"
  }
}
