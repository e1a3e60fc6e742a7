import Gestures
import ScrollPhysics

/// The side-menu scene's output in the four formats of `gesture-sim run` (a
/// contract: see README.md "Output of run"), through `SceneReportWriter`.
///
/// Times (`t`) are in the trace's own time base, in seconds.
struct SideMenuReport: SceneReport {
  /// The tutorial step, the display and the refresh rate (hertz), for the table's
  /// opening lines.
  let variant: SideMenuVariant
  let geometry: SideMenuGeometry
  let refreshRate: Double
  private var table = TableState()

  init(variant: SideMenuVariant, geometry: SideMenuGeometry, refreshRate: Double) {
    self.variant = variant
    self.geometry = geometry
    self.refreshRate = refreshRate
  }

  static let csvHeader = "t,contentOffsetX,showingMenu,pagingEnabled,isDragging,isDecelerating,menuFraction,menuAlpha,hamburgerAngleDegrees,"
    + "menuTopLeftX,menuTopLeftY,menuTopRightX,menuTopRightY,menuBottomRightX,menuBottomRightY,menuBottomLeftX,menuBottomLeftY\n"

  func tableHeader(path: String) -> String {
    "side-menu  variant \(variant.rawValue)  viewport \(Formatting.fixed(geometry.viewport.width, 0))x\(Formatting.fixed(geometry.viewport.height, 0))"
      + "  scale \(Formatting.fixed(geometry.scale, 0))  refresh \(Formatting.fixed(refreshRate, 0)) Hz\n"
      + "trace      \(path)\n\n      t (s)  event\n"
  }

  static func csvRows(_ record: SideMenuRecord) -> String? {
    guard case .frame(let frame) = record else { return nil }
    return csvRow(frame)
  }

  mutating func writeTable(_ record: SideMenuRecord, to out: inout some TextOutputStream) { table.write(record, to: &out) }

  mutating func flushTable(to out: inout some TextOutputStream) { table.flush(to: &out) }

  // MARK: - JSON

  static func json(_ run: SideMenuSummary) -> JSONValue {
    .object([
      ("scene", .string("side-menu")),
      ("variant", .string(run.variant.rawValue)),
      ("trace", .traceFacts(of: run)),
      ("final", .object(finalMembers(run))),
      ("callbacks", .object(run.callbacks.map { ($0.name, .int($0.count)) })),
      ("taps", .array(run.taps.map { tap in
        var members: [(String, JSONValue)] = [("t", .time(tap.time)), ("target", .string(tap.target.rawValue))]
        members.append(("row", tap.row.map { .int($0) } ?? .null))
        return .object(members)
      })),
      ("tapCount", .int(run.tapCount)),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  /// The final state's members: the menu's state with the scroll view's dragging and
  /// decelerating, then the rest time.
  static func finalMembers(_ run: SideMenuSummary) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    members.reserveCapacity(9)
    appendState(of: run.final, dragging: true, to: &members)
    members.append(JSONValue.restTime(of: run))
    return members
  }

  /// Appends the menu's state in `frame`: the content offset, whether the menu shows and
  /// paging is on, then (when `dragging`) whether the scroll view drags and decelerates,
  /// then the menu's fraction and alpha and the hamburger's angle.
  @inline(__always)
  static func appendState(of frame: SideMenuFrame, dragging: Bool, to members: inout [(String, JSONValue)]) {
    members.append(("contentOffsetX", .number(frame.contentOffsetX)))
    members.append(("showingMenu", .bool(frame.showingMenu)))
    members.append(("pagingEnabled", .bool(frame.pagingEnabled)))
    if dragging {
      members.append(("isDragging", .bool(frame.isDragging)))
      members.append(("isDecelerating", .bool(frame.isDecelerating)))
    }
    members.append(("menuFraction", .ratio(frame.menuFraction)))
    members.append(("menuAlpha", .ratio(frame.menuAlpha)))
    members.append(("hamburgerAngleDegrees", .degrees(frame.hamburgerAngle)))
  }

  static func jsonLine(_ record: SideMenuRecord) -> JSONValue {
    switch record {
    case .frame(let frame):
      var members: [(String, JSONValue)] = []
      members.reserveCapacity(9)
      members.append(("t", .time(frame.time)))
      members.append(("type", .string("frame")))
      appendState(of: frame, dragging: false, to: &members)
      members.append(("menuQuad", .array(frame.menuQuad.corners.map { .pair($0.x, $0.y) })))
      return .object(members)
    case .callback(let callback):
      // The scroll-view scene's members; the menu's scroll view never zooms.
      return .object([("t", .time(callback.time)), ("type", .string("callback"))] + ScrollViewSceneReport.callbackMembers(callback.kind))
    case .gesture(let gesture):
      var members: [(String, JSONValue)] = [
        ("t", .time(gesture.time)), ("type", .string("gesture")),
        ("recognizer", .string(gesture.recognizer.kind)), ("state", .string(gesture.state.description)),
        ("location", .pair(gesture.location.x, gesture.location.y)),
      ]
      switch gesture.recognizer {
      case .pan:
        members += JSONValue.panMembers(translation: gesture.translation, velocity: gesture.velocity)
      case .tap(let target):
        members.append(("target", .string(target.rawValue)))
        if let row = gesture.row { members.append(("row", .int(row))) }
      }
      return .object(members)
    case .action(let action):
      return .object([
        ("t", .time(action.time)), ("type", .string("action")), ("name", .string(SideMenuAction.name)),
        ("show", .bool(action.show)), ("animated", .bool(action.animated)), ("cause", .string(action.cause.rawValue)),
      ])
    case .warning(let warning):
      return .object([("t", .time(warning.time)), ("type", .string("warning")), ("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRow(_ frame: SideMenuFrame) -> String {
    var fields: [String] = [
      Rounded.text(Rounded.time(frame.time)), Rounded.text(frame.contentOffsetX),
      frame.showingMenu ? "1" : "0", frame.pagingEnabled ? "1" : "0",
      frame.isDragging ? "1" : "0", frame.isDecelerating ? "1" : "0",
      Rounded.text(Rounded.ratio(frame.menuFraction)), Rounded.text(Rounded.ratio(frame.menuAlpha)),
      Rounded.text(Rounded.ratio(frame.hamburgerAngle * 180 / Double.pi)),
    ]
    for corner in frame.menuQuad.corners {
      fields.append(Rounded.text(Rounded.length(corner.x)))
      fields.append(Rounded.text(Rounded.length(corner.y)))
    }
    return fields.joined(separator: ",") + "\n"
  }

  // MARK: - Table

  static func finalTable(_ run: SideMenuSummary) -> String {
    let final = run.final
    var text = Formatting.finalState(
      rows: [
        "contentOffsetX": Formatting.fixed(final.contentOffsetX, 3) + " pt", "showingMenu": String(final.showingMenu),
        "pagingEnabled": String(final.pagingEnabled), "menuFraction": Formatting.fixed(final.menuFraction, 4),
        "menuAlpha": Formatting.fixed(final.menuAlpha, 4),
        "hamburgerAngle": Formatting.fixed(final.hamburgerAngle * 180 / Double.pi, 2) + "°",
        "menu quad": quadText(final.menuQuad),
      ], of: run)
    text += "callbacks:"
    for callback in run.callbacks where callback.count > 0 {
      text += " \(callback.name) \(callback.count),"
    }
    if text.hasSuffix(",") { text.removeLast() }
    if run.callbacks.allSatisfy({ $0.count == 0 }) { text += " none" }
    text += "\ntaps: "
    text += Formatting.tapList(
      run.taps.map { tap in tap.target.rawValue + (tap.row.map { " \($0)" } ?? "") + " at \(Formatting.fixed(tap.time, 4)) s" },
      count: run.tapCount)
    text += "\n"
    return text
  }

  static func quadText(_ quad: Quad) -> String {
    quad.corners.map { "(\(Formatting.fixed($0.x, 2)), \(Formatting.fixed($0.y, 2)))" }.joined(separator: " ")
  }

  /// The table's streaming state: runs of frames and `scrollViewDidScroll` calls are
  /// folded (`FoldedScrollLines`); every other record is one line.
  private struct TableState {
    var run = FoldedScrollLines<SideMenuFrame, Double>(
      time: \.time, describe: TableState.frameText, offsetText: { Formatting.fixed($0, 3) }, callbackLabel: "callback  ")

    mutating func write(_ record: SideMenuRecord, to out: inout some TextOutputStream) {
      switch record {
      case .frame(let frame):
        run.addFrame(frame, to: &out)
      case .callback(let callback):
        let text = { "callback  " + ScrollViewSceneReport.callbackText(callback.kind, velocityDigits: 3, targetLabel: "target") }
        run.addCallback(callback.kind, at: callback.time, offset: { $0.x }, text: text, to: &out)
      case .gesture(let gesture):
        if gesture.state == .changed { return }
        var text = "gesture   \(gesture.recognizer.kind) \(gesture.state)"
        switch gesture.recognizer {
        case .pan:
          text += Formatting.pan(translation: gesture.translation, velocity: gesture.velocity)
        case .tap(let target):
          text += " on \(target.rawValue)" + (gesture.row.map { " row \($0)" } ?? "")
        }
        run.writeEvent(at: gesture.time, text, to: &out)
      case .action(let action):
        run.writeEvent(at: action.time, "action    hideOrShowMenu(\(action.show), animated: \(action.animated))  [\(action.cause.rawValue)]", to: &out)
      case .warning(let warning):
        run.writeEvent(at: warning.time, "warning   \(warning.message)", to: &out)
      }
    }

    /// Ends the current run of frames and scrolls.
    mutating func flush(to out: inout some TextOutputStream) { run.flush(to: &out) }

    private static func frameText(_ frame: SideMenuFrame) -> String {
      "offsetX \(Formatting.padLeft(Formatting.fixed(frame.contentOffsetX, 3), 7))  fraction \(Formatting.fixed(frame.menuFraction, 3))"
        + "  showingMenu \(frame.showingMenu)  paging \(frame.pagingEnabled)"
    }
  }
}
