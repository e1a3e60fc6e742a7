import Gestures
import ScrollPhysics

/// The report of a scene whose view-controller transitions animate (the
/// drop-down and transitions scenes): the table's opening lines, the jsonl lines,
/// the json summary, the table's event lines and final state are the same skeleton
/// for both and written once here; a report gives its frame's, tap's and
/// transition's own fields.
protocol AnimatedTransitionReport: FrameFoldingReport
where Frame: SceneRecordPayload, Record == AnimatedTransitionSceneRecord<Frame, Tap, Transition>,
  Summary == AnimatedTransitionSceneSummary<AnimatedScene.Configuration, Frame, Tap, Transition> {
  /// The scene the report is of.
  associatedtype AnimatedScene: RunnableScene where AnimatedScene.Configuration: AnimatedTransitionSceneConfiguration
  /// The tap record.
  associatedtype Tap: SceneRecordPayload
  /// The transition record.
  associatedtype Transition: SceneTransition
  /// The run's options, for the table's opening lines.
  var options: SceneRunner<AnimatedScene>.Options { get }
  /// What the table's opening line shows between the viewport and the refresh
  /// rate, each item after two spaces. Default: nothing.
  var tableHeaderSettings: String { get }
  /// The `scene` field of the json summary, the first word of the table.
  static var sceneName: String { get }
  /// A frame's members in json and jsonl (after `t` and `type`).
  static func frameMembers(_ frame: Frame) -> [(String, JSONValue)]
  /// A tap's members in json and jsonl.
  static func tapJSON(_ tap: Tap) -> [(String, JSONValue)]
  /// A transition's members in json and jsonl.
  static func transitionJSON(_ transition: Transition) -> [(String, JSONValue)]
  /// A frame as the table shows it.
  static func frameText(_ frame: Frame) -> String
  /// A tap's target as the table shows it (`menuItem 2`).
  static func tapText(_ tap: Tap) -> String
  /// What the table adds to a transition's `began` line.
  static func beganText(_ transition: Transition) -> String
}

extension AnimatedTransitionReport {
  var tableHeaderSettings: String { "" }

  /// The display's size, in points (the table's opening line).
  var viewport: Size { options.scene.geometry.viewport }

  /// `dropdown  viewport 390x844  refresh 60 Hz`, then `trace` and the path
  /// aligned under the viewport, a blank line and the column heading.
  func tableHeader(path: String) -> String {
    let name = Self.sceneName
    return "\(name)  viewport \(Formatting.fixed(viewport.width, 0))x\(Formatting.fixed(viewport.height, 0))"
      + "\(tableHeaderSettings)  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz\n"
      + Formatting.pad("trace", name.count + 2) + "\(path)\n\n      t (s)  event\n"
  }

  static func frame(of record: Record) -> Frame? {
    guard case .frame(let frame) = record else { return nil }
    return frame
  }

  static func json(_ run: Summary) -> JSONValue {
    .object([
      ("scene", .string(sceneName)),
      ("trace", .traceFacts(of: run)),
      ("final", .object(frameMembers(run.final) + [JSONValue.restTime(of: run)])),
      ("taps", .array(run.taps.map { .object([("t", .time($0.time))] + tapJSON($0)) })),
      ("transitions", .array(run.transitions.map { .object([("t", .time($0.time))] + transitionJSON($0)) })),
      ("refusedTouches", .int(run.refusedTouches)),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func jsonLine(_ record: Record) -> JSONValue {
    switch record {
    case .frame(let frame): return .line(record, frameMembers(frame))
    case .tap(let tap): return .line(record, tapJSON(tap))
    case .transition(let transition): return .line(record, transitionJSON(transition))
    case .refusedTouch(let touch): return .line(record, JSONValue.refusedMembers(touch))
    case .warning(let warning): return .line(record, [("message", .string(warning.message))])
    }
  }

  static func eventText(_ record: Record) -> String? {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .tap(let tap):
      return "tap       " + tapText(tap)
    case .transition(let transition):
      let text = "transition \(transition.kind.rawValue) \(transition.moment.rawValue)"
      switch transition.moment {
      case .began: return text + beganText(transition)
      case .completed: return text + Formatting.completion(tookEffect: transition.tookEffect)
      }
    case .refusedTouch(let touch):
      return Formatting.refused(touch)
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: Summary) -> String {
    let completed = run.transitions.filter { $0.moment == .completed }
    return Formatting.finalState(frameText(run.final), of: run) + Formatting.animatedTransitionSceneFacts(
      taps: run.taps.map { tapText($0) + " at \(Formatting.fixed($0.time, 4)) s" },
      completed: completed.map { "\($0.kind.rawValue) done at \(Formatting.fixed($0.time, 4)) s" }, refusedTouches: run.refusedTouches)
  }
}
