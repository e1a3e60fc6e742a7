import Gestures
import ScrollPhysics

/// The transitions scene's output in the four formats of `gesture-sim run --scene
/// transitions` (docs/transitions.md, "Output"), through `SceneReportWriter`. Times (`t`)
/// are in the trace's own time base, in seconds; translations in points; the flip
/// angle in radians. A value whose view is not on screen is `null` (json, jsonl) or
/// empty (csv).
struct TransitionsReport: AnimatedTransitionReport {
  typealias Frame = TransitionsFrame

  let options: SceneRunner<TransitionsScene>.Options
  var frames = FoldedFrameLines<TransitionsFrame>(time: \.time, describe: TransitionsReport.frameText)

  static let sceneName = "transitions"

  static let csvHeader = "t,screen,depth,tab,transition,userInteractionEnabled,modalTranslationY,flipAngleDegrees,dissolveProgress,overlayAlpha,overlayScale\n"

  /// The overlay's duration D.
  var tableHeaderSettings: String { "  D \(Rounded.text(options.scene.overlayDuration)) s" }

  // MARK: - JSON

  static func screenMembers(_ screen: TransitionsViewController) -> [(String, JSONValue)] {
    [
      ("screen", .string(screen.name)), ("depth", screen.navigationDepth.map { .int($0) } ?? .null),
      ("tab", screen.selectedTab.map { .int($0) } ?? .null),
    ]
  }

  static func frameMembers(_ frame: TransitionsFrame) -> [(String, JSONValue)] {
    screenMembers(frame.viewController) + [
      ("transition", frame.transition.map { .string($0.rawValue) } ?? .null),
      ("userInteractionEnabled", .bool(frame.isUserInteractionEnabled)),
      ("modalTranslationY", frame.modalTranslationY.map(JSONValue.length) ?? .null),
      ("flipAngleDegrees", frame.flipAngle.map(JSONValue.degrees) ?? .null),
      ("dissolveProgress", frame.dissolveProgress.map(JSONValue.ratio) ?? .null),
      ("overlayAlpha", frame.overlayAlpha.map(JSONValue.ratio) ?? .null),
      ("overlayScale", frame.overlayScale.map(JSONValue.ratio) ?? .null),
    ]
  }

  static func tapJSON(_ tap: TransitionsTap) -> [(String, JSONValue)] {
    [("target", .string(tap.target.rawValue)), ("index", tap.index.map { .int($0) } ?? .null), ("location", .pair(tap.location.x, tap.location.y))]
  }

  static func transitionJSON(_ transition: TransitionsSceneTransition) -> [(String, JSONValue)] {
    [
      ("kind", .string(transition.kind.rawValue)), ("moment", .string(transition.moment.rawValue)),
      ("from", .object(screenMembers(transition.from))), ("to", .object(screenMembers(transition.to))),
      ("tookEffect", .bool(transition.tookEffect)),
    ]
  }

  // MARK: - CSV

  static func csvRows(of frame: TransitionsFrame) -> String {
    let optional: (Double?) -> String = { $0.map(Rounded.text) ?? "" }
    let fields = [
      Rounded.text(Rounded.time(frame.time)), frame.viewController.name, frame.viewController.navigationDepth.map(String.init) ?? "",
      frame.viewController.selectedTab.map(String.init) ?? "", frame.transition?.rawValue ?? "",
      frame.isUserInteractionEnabled ? "1" : "0", optional(frame.modalTranslationY.map(Rounded.length)),
      optional(frame.flipAngle.map { Rounded.ratio($0 * 180 / Double.pi) }),
      optional(frame.dissolveProgress.map(Rounded.ratio)), optional(frame.overlayAlpha.map(Rounded.ratio)),
      optional(frame.overlayScale.map(Rounded.ratio)),
    ]
    return fields.joined(separator: ",") + "\n"
  }

  // MARK: - Table

  static func screenText(_ screen: TransitionsViewController) -> String {
    switch screen {
    case .list: return "list"
    case .navigation(let depth): return "navigation (depth \(depth))"
    case .tabs(let selected): return "tabs (tab \(selected))"
    case .overlay: return "overlay"
    }
  }

  static func frameText(_ frame: TransitionsFrame) -> String {
    var text = screenText(frame.viewController)
    if let kind = frame.transition { text += "  → \(kind.rawValue)" }
    let values: [(String, Double?, Int)] = [
      ("modal y", frame.modalTranslationY, 3), ("flip°", frame.flipAngle.map { $0 * 180 / Double.pi }, 2), ("dissolve", frame.dissolveProgress, 4),
      ("alpha", frame.overlayAlpha, 4), ("scale", frame.overlayScale, 4),
    ]
    for (name, value, decimals) in values {
      if let value { text += "  \(name) \(Formatting.fixed(value, decimals))" }
    }
    return text + (frame.isUserInteractionEnabled ? "" : "  (touches refused)")
  }

  /// `target` and, when there is one, the index: `menuItem 2`.
  static func tapText(_ tap: TransitionsTap) -> String {
    tap.target.rawValue + (tap.index.map { " \($0)" } ?? "")
  }

  static func beganText(_ transition: TransitionsSceneTransition) -> String {
    "  \(screenText(transition.from)) → \(screenText(transition.to))"
  }
}
