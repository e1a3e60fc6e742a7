import Gestures
import ScrollPhysics

/// The scroll-view scene's output in the four formats of `gesture-sim run --scene
/// scroll-view` (docs/scroll-view-scene.md): the gestures, every delegate callback
/// with its arguments, and the frames; csv writes one row per frame. Times in the
/// trace's time base (seconds), offsets in points, velocities in points per second
/// (`scrollViewWillEndDragging`'s in points per millisecond, as UIKit passes it).
struct ScrollViewSceneReport: SceneReport {
  /// The run's options.
  let options: SceneRunner<ScrollViewScene<GridSnapDelegate>>.Options
  /// The table's folding of the motion: runs of frames and `scrollViewDidScroll` calls,
  /// as the side menu's table folds them.
  var motion = FoldedScrollLines<ScrollViewSceneFrame, Point>(
    time: \.time, describe: ScrollViewSceneReport.frameText,
    offsetText: { "(\(Formatting.fixed($0.x, 3)), \(Formatting.fixed($0.y, 3)))" }, callbackLabel: "delegate  ")

  mutating func writeTable(_ record: ScrollViewSceneRecord, to out: inout some TextOutputStream) {
    switch record {
    case .frame(let frame):
      motion.addFrame(frame, to: &out)
    case .callback(let callback):
      motion.addCallback(callback.kind, at: callback.time, offset: { $0 }, text: { Self.eventText(record) }, to: &out)
    case .gesture, .warning:
      if let text = Self.eventText(record) { motion.writeEvent(at: record.time, text, to: &out) }
    }
  }

  mutating func flushTable(to out: inout some TextOutputStream) { motion.flush(to: &out) }

  static func csvRows(_ record: ScrollViewSceneRecord) -> String? { frame(of: record).map(csvRows(of:)) }

  /// What every output calls the frames' velocity (`ScrollViewSceneFrame.velocity`, the
  /// model's `contentVelocity(at:)`): the table's header, the plot's chart and the
  /// viewer's chart say the same words, and so do the side menu's and the table
  /// scene's charts, whose velocity is their scenes' `contentVelocity(at:)`, the same
  /// definition.
  static let velocityMeaning = "the model's: the pan's while dragging, the motion's after, 0 at rest"

  static let csvHeader = "t,offsetX,offsetY,velocityX,velocityY,isTracking,isDragging,isDecelerating,pageX,pageY\n"

  func tableHeader(path: String) -> String {
    let o = options.scene.setup
    var text = "scroll-view  viewport \(size(o.viewport))  content \(size(o.content))  scale \(Formatting.fixed(o.scale, 0))"
    text += "  refresh \(Formatting.fixed(options.refreshRate, 0)) Hz  uikit \(o.uikit.rawValue)\n"
    text += "  paging \(o.paging ? "on" : "off")"
    if o.pageSpacing > 0 { text += " (spacing \(Formatting.fixed(o.pageSpacing, 1)) pt)" }
    text += "  bounces \(axes(o.bounces))  always-bounce \(axes(o.alwaysBounce))  rate \(o.rate.rawValue)"
    text += "  inset \(o.inset.top),\(o.inset.left),\(o.inset.bottom),\(o.inset.right)"
    text += "  start \(Formatting.fixed(o.startOffset.x, 2)),\(Formatting.fixed(o.startOffset.y, 2))"
    if o.directionalLock { text += "  directional-lock" }
    if o.snap != .zero { text += "  snap \(size(o.snap))" }
    if o.statusBar { text += "  status-bar" }
    if o.jumpBar { text += "  jump-bar" }
    return text + "\ntrace  \(path)\nvelocity  pt/s, \(Self.velocityMeaning)\n\n      t (s)  event\n"
  }

  /// The settings a plot's or a viewer's subtitle shows after the content and paging:
  /// `" · snap 88x88 · bounces x,y · rate 0.99 · inset 0,0,34,0 · directional lock"`, the
  /// snap, always-bounce, inset and lock only when set; the rate is the one in use.
  func subtitleSettings() -> String {
    let o = options.scene.setup
    let n = Rounded.text
    var text = ""
    if o.snap != .zero { text += " · snap \(size(o.snap))" }
    text += " · bounces \(axes(o.bounces))"
    if o.alwaysBounce != .neither { text += " · always-bounce \(axes(o.alwaysBounce))" }
    text += " · rate \(o.rate.rawValue)"
    if o.inset != .zero { text += " · inset \(n(o.inset.top)),\(n(o.inset.left)),\(n(o.inset.bottom)),\(n(o.inset.right))" }
    if o.directionalLock { text += " · directional lock" }
    return text
  }

  func size(_ s: Size) -> String { "\(Formatting.fixed(s.width, 0))x\(Formatting.fixed(s.height, 0))" }
  func axes(_ a: ScrollViewSceneSetup.Axes) -> String { ScrollViewSceneSetup.text(a) }

  static func frame(of record: ScrollViewSceneRecord) -> ScrollViewSceneFrame? {
    guard case .frame(let frame) = record else { return nil }
    return frame
  }

  // MARK: - JSON

  static func frameMembers(_ frame: ScrollViewSceneFrame) -> [(String, JSONValue)] {
    [
      ("contentOffset", .pair(frame.contentOffset.x + 0, frame.contentOffset.y + 0)),
      ("velocity", .pair(frame.velocity.dx + 0, frame.velocity.dy + 0)),
      ("isTracking", .bool(frame.isTracking)), ("isDragging", .bool(frame.isDragging)),
      ("isDecelerating", .bool(frame.isDecelerating)),
      ("page", frame.page.map { .array([.int($0.x), .int($0.y)]) } ?? .null),
    ]
  }

  static func callbackMembers(_ kind: ScrollViewCallback.Kind) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [("name", .string(kind.name))]
    switch kind {
    case .scrollViewDidScroll(let offset):
      members.append(("contentOffset", .pair(offset.x + 0, offset.y + 0)))
    case .scrollViewWillEndDragging(let velocity, let target):
      members.append(("velocity", .pair(velocity.dx + 0, velocity.dy + 0)))
      members.append(("targetContentOffset", .pair(target.x + 0, target.y + 0)))
    case .scrollViewDidEndDragging(let decelerate):
      members.append(("willDecelerate", .bool(decelerate)))
    case .scrollViewDidZoom(let zoomScale):
      members.append(("zoomScale", .ratio(zoomScale)))
    case .scrollViewDidEndZooming(let scale):
      members.append(("atScale", .ratio(scale)))
    case .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
      .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming:
      break
    }
    return members
  }

  static func json(_ run: ScrollViewSceneSummary) -> JSONValue {
    .object([
      ("scene", .string("scroll-view")),
      ("trace", .traceFacts(of: run)),
      ("final", .object(frameMembers(run.final) + [("rest", .string(run.rest.rawValue)), JSONValue.restTime(of: run)])),
      ("drags", .int(run.drags)),
      ("callbacks", .int(run.callbacks)),
      ("releases", .array(run.releases.map {
        .object([
          ("t", .time($0.time)), ("velocity", .pair($0.velocity.dx + 0, $0.velocity.dy + 0)),
          ("targetContentOffset", .pair($0.proposedTarget.x + 0, $0.proposedTarget.y + 0)),
        ])
      })),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func jsonLine(_ record: ScrollViewSceneRecord) -> JSONValue {
    switch record {
    case .frame(let frame):
      return .line(record, frameMembers(frame))
    case .callback(let callback):
      return .line(record, callbackMembers(callback.kind))
    case .gesture(let gesture):
      var members: [(String, JSONValue)] = [
        ("recognizer", .string(gesture.recognizer.rawValue)), ("state", .string(gesture.state.description)),
        ("location", .pair(gesture.location.x, gesture.location.y)),
      ]
      switch gesture.recognizer {
      case .pan: members += JSONValue.panMembers(translation: gesture.translation, velocity: gesture.velocity)
      case .tap: break
      }
      return .line(record, members)
    case .warning(let warning):
      return .line(record, [("message", .string(warning.message))])
    }
  }

  // MARK: - CSV

  static func csvRows(of frame: ScrollViewSceneFrame) -> String {
    var text = Rounded.text(Rounded.time(frame.time))
    for value in [frame.contentOffset.x, frame.contentOffset.y, frame.velocity.dx, frame.velocity.dy] {
      text += "," + Rounded.text(Rounded.length(value))
    }
    text += ",\(frame.isTracking ? 1 : 0),\(frame.isDragging ? 1 : 0),\(frame.isDecelerating ? 1 : 0)"
    text += frame.page.map { ",\($0.x),\($0.y)" } ?? ",,"
    return text + "\n"
  }

  // MARK: - Table

  static func frameText(_ frame: ScrollViewSceneFrame) -> String {
    var text = "offset (\(Formatting.fixed(frame.contentOffset.x, 3)), \(Formatting.fixed(frame.contentOffset.y, 3)))"
    text += "  velocity (\(Formatting.fixed(frame.velocity.dx, 1)), \(Formatting.fixed(frame.velocity.dy, 1))) pt/s"
    if let page = frame.page { text += "  page (\(page.x), \(page.y))" }
    if frame.isTracking { text += "  tracking" }
    if frame.isDragging { text += "  dragging" }
    if frame.isDecelerating { text += "  decelerating" }
    return text
  }

  /// A callback's line: its name and arguments, offsets to 0.001 pt, the velocity
  /// (points per millisecond) to `velocityDigits` decimals, the proposed target named
  /// `targetLabel` (the side menu's table: 3 decimals, `target`).
  static func callbackText(
    _ kind: ScrollViewCallback.Kind, velocityDigits: Int = 4, targetLabel: String = "targetContentOffset"
  ) -> String {
    switch kind {
    case .scrollViewDidScroll(let offset):
      return "scrollViewDidScroll  offset (\(Formatting.fixed(offset.x, 3)), \(Formatting.fixed(offset.y, 3)))"
    case .scrollViewWillEndDragging(let velocity, let target):
      return "scrollViewWillEndDragging  velocity (\(Formatting.fixed(velocity.dx, velocityDigits)), \(Formatting.fixed(velocity.dy, velocityDigits))) pt/ms"
        + "  \(targetLabel) (\(Formatting.fixed(target.x, 3)), \(Formatting.fixed(target.y, 3)))"
    case .scrollViewDidEndDragging(let decelerate):
      return "scrollViewDidEndDragging  willDecelerate \(decelerate)"
    case .scrollViewDidZoom(let zoomScale):
      return "scrollViewDidZoom  zoomScale \(Formatting.fixed(zoomScale, 4))"
    case .scrollViewDidEndZooming(let scale):
      return "scrollViewDidEndZooming  atScale \(Formatting.fixed(scale, 4))"
    case .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
      .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming:
      return kind.name
    }
  }

  static func eventText(_ record: ScrollViewSceneRecord) -> String? {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .callback(let callback):
      return "delegate  " + callbackText(callback.kind)
    case .gesture(let gesture) where gesture.state == .changed:
      return nil  // the frames and scrollViewDidScroll show the drag
    case .gesture(let gesture):
      var text = "gesture   \(gesture.recognizer.rawValue) \(gesture.state)"
      switch gesture.recognizer {
      case .pan: text += Formatting.pan(translation: gesture.translation, velocity: gesture.velocity)
      case .tap: text += "  at (\(Formatting.fixed(gesture.location.x, 1)), \(Formatting.fixed(gesture.location.y, 1)))"
      }
      return text
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: ScrollViewSceneSummary) -> String {
    var text = Formatting.finalStateHeading(cameToRest: run.cameToRest)
    let f = run.final
    text += "  contentOffset (\(Formatting.fixed(f.contentOffset.x, 3)), \(Formatting.fixed(f.contentOffset.y, 3)))\n"
    text += "  velocity (\(Formatting.fixed(f.velocity.dx, 1)), \(Formatting.fixed(f.velocity.dy, 1))) pt/s\n"
    text += "  isTracking \(f.isTracking)  isDragging \(f.isDragging)  isDecelerating \(f.isDecelerating)\n"
    if let page = f.page { text += "  page (\(page.x), \(page.y))\n" }
    text += "  resting reason: \(run.rest.rawValue)\n"
    text += Formatting.traceFacts(of: run)
    text += "drags: \(run.drags); delegate callbacks: \(run.callbacks)\n"
    return text
  }
}
