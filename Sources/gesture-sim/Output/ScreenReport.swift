import Gestures
import ScrollPhysics

/// The screen scene's output in the four formats of `gesture-sim run --screen FILE`
/// (docs/screens.md, "The command line and the outputs"), through `SceneReportWriter`:
/// every recognizer's state changes (a failure with its reason), every scroll view's
/// delegate callbacks, the touch calls each view received, and the frames.
///
/// - jsonl: the records as issue 28 names them: `gesture` (`recognizer`, `kind`, `view`,
///   `state`, the kind's values, `reason` for a failure), `callback` (`scrollView`,
///   `name`, its arguments), `touch` (`view`, `phase`, `id`) and `frame`
///   (`scrollViews` by id: offset, velocity, tracking, dragging, decelerating, page).
/// - csv: one row per scroll view per frame.
/// - json: `final.scrollViews[id]`, `final.recognizers[id]`, `touchesDelivered[view]`.
/// - table: a story: each recognizer's begin, end, recognition or failure (and why) as
///   it happens, the touch calls each view received, the motion folded as the other
///   scenes fold it; then who won, and each scroll view and view at the end.
///
/// Times (`t`) in the trace's time base, in seconds; offsets in points; velocities in
/// points per second (`scrollViewWillEndDragging`'s in points per millisecond).
struct ScreenReport: SceneReport {
  /// The run's options: the screen and the refresh rate.
  let options: SceneRunner<ScreenScene>.Options
  /// The table's folding of the motion: runs of frames and `scrollViewDidScroll` calls.
  private var motion = FoldedScrollLines<ScreenFrame, ScrolledOffset>(
    time: \.time, describe: ScreenReport.frameText, offsetText: { "\($0.scrollView) \(ScreenReport.pointText($0.offset))" },
    callbackLabel: "callback  ")

  init(options: SceneRunner<ScreenScene>.Options) {
    self.options = options
  }

  /// A `scrollViewDidScroll`'s scroll view and offset, as the table folds them.
  struct ScrolledOffset: Equatable {
    var scrollView: String
    var offset: Point
  }

  // MARK: - Table

  func tableHeader(path: String) -> String {
    let screen = options.scene
    let n = Rounded.text
    var text = "screen  viewport \(n(screen.viewport.width))x\(n(screen.viewport.height))  scale \(n(screen.scale))"
    text += "  refresh \(n(options.refreshRate)) Hz  uikit \(screen.uikit.rawValue)\n"
    var views = 0
    var scrollViews: [String] = []
    var recognizers: [String] = []
    func walk(_ view: Screen.View) {
      views += 1
      if let settings = view.scrollView {
        let o = settings.setup(frame: view.frame, screen: screen)
        var entry = "\(view.id) (content \(n(o.content.width))x\(n(o.content.height))\(o.paging ? ", paging" : "")"
        if let condition = settings.panShouldBegin { entry += ", pan should-begin \(condition)" }
        if !settings.panRequireToFail.isEmpty { entry += ", pan requires \(settings.panRequireToFail.joined(separator: ", ")) to fail" }
        if !settings.panSimultaneousWith.isEmpty { entry += ", pan simultaneous with \(settings.panSimultaneousWith.joined(separator: ", "))" }
        scrollViews.append(entry + ")")
      }
      if let navigation = view.navigation, navigation.interactivePopEnabled {
        recognizers.append("\(Screen.interactivePopID(ofView: view.id)) (back swipe of \(view.id), navigation depth \(navigation.depth))")
      }
      for recognizer in view.recognizers {
        var entry = "\(recognizer.id) (\(recognizer.kind.rawValue) on \(view.id)"
        if !recognizer.requireToFail.isEmpty { entry += ", requires \(recognizer.requireToFail.joined(separator: ", ")) to fail" }
        if !recognizer.simultaneousWith.isEmpty { entry += ", simultaneous with \(recognizer.simultaneousWith.joined(separator: ", "))" }
        recognizers.append(entry + ")")
      }
      for subview in view.subviews { walk(subview) }
    }
    for view in screen.views { walk(view) }
    text += "views  \(views); scroll views \(Formatting.list(scrollViews))\n"
    text += "recognizers  \(Formatting.list(recognizers)); each scroll view's pan is \"<id>.pan\"\n"
    return text + "trace  \(path)\n\n      t (s)  event\n"
  }

  mutating func writeTable(_ record: ScreenRecord, to out: inout some TextOutputStream) {
    switch record {
    case .frame(let frame):
      motion.addFrame(frame, to: &out)
    case .callback(let callback):
      motion.addCallback(
        callback.callback.kind, at: callback.callback.time,
        offset: { ScrolledOffset(scrollView: callback.scrollView, offset: $0) }, text: { Self.eventText(record) }, to: &out)
    case .gesture, .touch, .navigation, .refresh, .action, .warning:
      if let text = Self.eventText(record) { motion.writeEvent(at: record.time, text, to: &out) }
    }
  }

  /// Ends the motion held back.
  mutating func flushTable(to out: inout some TextOutputStream) {
    motion.flush(to: &out)
  }

  /// The line of a record that is not a frame nor a `scrollViewDidScroll` (after the
  /// time column), or nil when the table leaves it out: a `changed` state (the motion
  /// shows the drag) and `touchesMoved` (the final counts give them).
  static func eventText(_ record: ScreenRecord) -> String? {
    switch record {
    case .frame(let frame):
      return "frame     " + frameText(frame)
    case .callback(let callback):
      return "callback  \(callback.scrollView)  " + ScrollViewSceneReport.callbackText(callback.callback.kind)
    case .gesture(let gesture) where gesture.state == .changed:
      return nil
    case .gesture(let gesture):
      var text = "gesture   \(gesture.recognizer) (\(gesture.kind.rawValue) on \(gesture.view)) \(stateName(gesture))"
      if let reason = gesture.reason { return text + ": \(reason)" }
      text += "  at \(pointText(gesture.output.location, 1))"
      if showsMotion(gesture) {
        text += Formatting.pan(translation: gesture.output.translation, velocity: gesture.output.velocity)
      }
      if let direction = gesture.output.direction { text += "  direction \(direction)" }
      if let edge = gesture.output.edge { text += "  edge \(edge)" }
      return text
    case .touch(let touch) where touch.method == .touchesMoved:
      return nil
    case .touch(let touch):
      return "touch     \(touch.view) \(touch.method.rawValue)  finger \(touch.finger)  at \(pointText(touch.location, 1))"
    case .navigation(let navigation):
      var text = "navigation \(navigation.view) \(navigation.event.rawValue)  progress \(Formatting.fixed(navigation.progress, 3))"
      if navigation.event != .popBegan { text += "  completes in \(Formatting.fixed(navigation.duration, 3)) s" }
      return text
    case .refresh(let refresh):
      return "refresh   \(refresh.scrollView) \(refresh.state)"
    case .action(let action):
      return "action    \(action.scrollView) \(action.name)"
    case .warning(let warning):
      return "warning   \(warning.message)"
    }
  }

  static func finalTable(_ run: ScreenSummary) -> String {
    var text = "\nrecognizers (last state, actions sent)\n"
    for recognizer in run.recognizers {
      var line = "  \(recognizer.id) (\(recognizer.kind.rawValue) on \(recognizer.view)): "
      switch recognizer.lastState {
      case .possible: line += "never left possible"
      case .began, .changed, .ended, .cancelled, .failed:
        line += stateName(recognizer.lastState, kind: recognizer.kind)
      }
      line += ", \(Plural.count(recognizer.actions, "action"))"
      text += line + "\n"
    }
    text += Formatting.finalStateHeading(cameToRest: run.cameToRest)
    for scroll in run.scrollViews {
      let f = scroll.final
      text += "  \(scroll.id)  contentOffset \(pointText(f.contentOffset))  velocity (\(Formatting.fixed(f.velocity.dx, 1)), \(Formatting.fixed(f.velocity.dy, 1))) pt/s"
      if let page = f.page { text += "  page (\(page.x), \(page.y))" }
      if let zoomScale = scroll.zoomScale { text += "  zoomScale \(Formatting.fixed(zoomScale, 4))" }
      text += "  \(scroll.rest.rawValue)  drags \(scroll.drags)  callbacks \(scroll.callbacks)\n"
    }
    for navigation in run.navigations {
      text += "  \(navigation.view)  navigation depth \(navigation.depth)  pops finished \(navigation.popsFinished)  cancelled \(navigation.popsCancelled)\n"
    }
    for control in run.refreshControls {
      text += "  \(control.scrollView)  refresh control \(control.state)  valueChanged \(control.valueChanged)\n"
    }
    text += "touches delivered\n"
    if run.touchesDelivered.isEmpty { text += "  none\n" }
    for view in run.touchesDelivered {
      text += "  \(view.view): began \(view.began), moved \(view.moved), ended \(view.ended), cancelled \(view.cancelled)\n"
    }
    return text + Formatting.traceFacts(of: run)
  }

  static func frameText(_ frame: ScreenFrame) -> String {
    frame.mapScrollViews { scroll in
      var text = "\(scroll.id) \(pointText(scroll.state.contentOffset))"
      let state = scroll.state
      if state.velocity != .zero { text += " v (\(Formatting.fixed(state.velocity.dx, 1)), \(Formatting.fixed(state.velocity.dy, 1)))" }
      if let page = state.page { text += " page (\(page.x), \(page.y))" }
      if let zoomScale = scroll.zoomScale { text += " zoom \(Formatting.fixed(zoomScale, 4))" }
      if state.isDragging { text += " dragging" }
      if state.isDecelerating { text += " decelerating" }
      return text
    }.joined(separator: "  ")
  }

  /// `(x, y)` with `decimals` places.
  static func pointText(_ point: Point, _ decimals: Int = 3) -> String {
    "(\(Formatting.fixed(point.x, decimals)), \(Formatting.fixed(point.y, decimals)))"
  }

  /// The state's name in the report: `recognized` for a discrete recognizer's success
  /// (as in `--scene gestures`).
  static func stateName(_ gesture: ScreenGesture) -> String { stateName(gesture.state, kind: gesture.kind) }

  static func stateName(_ state: GestureState, kind: RecognizerKind) -> String {
    switch state {
    case .ended: return kind.isDiscrete ? "recognized" : "ended"
    case .possible, .began, .changed, .cancelled, .failed: return state.description
    }
  }

  /// Whether the record shows a translation: a continuous recognizer's that has one
  /// (not a pinch's or a rotation's), as `--scene gestures` shows it.
  static func showsMotion(_ gesture: ScreenGesture) -> Bool {
    switch gesture.kind {
    case .pan, .longPress, .screenEdgePan: return gesture.state != .failed
    case .tap, .swipe, .pinch, .rotation: return false
    }
  }

  // MARK: - JSON

  static func json(_ run: ScreenSummary) -> JSONValue {
    .object([
      ("scene", .string("screen")),
      ("trace", .traceFacts(of: run)),
      ("final", .object([
        ("scrollViews", .object(run.scrollViews.map { scroll in
          (scroll.id, .object(ScrollViewSceneReport.frameMembers(scroll.final) + zoomMembers(scroll.zoomScale) + [
            ("rest", .string(scroll.rest.rawValue)), ("drags", .int(scroll.drags)), ("callbacks", .int(scroll.callbacks)),
          ]))
        })),
        ("recognizers", .object(run.recognizers.map { recognizer in
          (recognizer.id, .object([
            ("kind", .string(recognizer.kind.rawValue)), ("view", .string(recognizer.view)),
            ("state", .string(stateName(recognizer.lastState, kind: recognizer.kind))), ("actions", .int(recognizer.actions)),
          ]))
        })),
        JSONValue.restTime(of: run),
      ] + containerMembers(run))),
      ("touchesDelivered", .object(run.touchesDelivered.map { view in
        (view.view, .object([
          ("began", .int(view.began)), ("moved", .int(view.moved)), ("ended", .int(view.ended)), ("cancelled", .int(view.cancelled)),
        ]))
      })),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  /// `navigations` and `refreshControls` of `final`, each only when the screen has one.
  static func containerMembers(_ run: ScreenSummary) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if !run.navigations.isEmpty {
      members.append(("navigations", .object(run.navigations.map { navigation in
        (navigation.view, .object([
          ("depth", .int(navigation.depth)), ("popsFinished", .int(navigation.popsFinished)), ("popsCancelled", .int(navigation.popsCancelled)),
        ]))
      })))
    }
    if !run.refreshControls.isEmpty {
      members.append(("refreshControls", .object(run.refreshControls.map { control in
        (control.scrollView, .object([("state", .string(control.state)), ("valueChanged", .int(control.valueChanged))]))
      })))
    }
    return members
  }

  static func jsonLine(_ record: ScreenRecord) -> JSONValue {
    switch record {
    case .gesture(let gesture):
      let output = gesture.output
      var members: [(String, JSONValue)] = [
        ("recognizer", .string(gesture.recognizer)), ("kind", .string(gesture.kind.rawValue)), ("view", .string(gesture.view)),
        ("state", .string(stateName(gesture))), ("location", .pair(output.location.x, output.location.y)),
      ]
      if showsMotion(gesture) { members.append(("translation", .pair(output.translation.dx, output.translation.dy))) }
      if let velocity = output.velocity { members.append(("velocity", .pair(velocity.dx, velocity.dy))) }
      if let velocity = GestureSummaryReport.transformVelocity(output) { members.append(("velocity", .ratio(velocity))) }
      if let scale = output.scale { members.append(("scale", .ratio(scale))) }
      if let rotation = output.rotation { members.append(("rotationDegrees", .degrees(rotation))) }
      if let direction = output.direction { members.append(("direction", .string(direction.description))) }
      if let edge = output.edge { members.append(("edge", .string(edge.description))) }
      if let reason = gesture.reason { members.append(("reason", .string(reason))) }
      return .line(record, members)
    case .callback(let callback):
      return .line(record, [("scrollView", .string(callback.scrollView))] + ScrollViewSceneReport.callbackMembers(callback.callback.kind))
    case .touch(let touch):
      return .line(record, [
        ("view", .string(touch.view)), ("phase", .string(phase(touch.method))), ("id", .int(touch.finger)),
        ("location", .pair(touch.location.x, touch.location.y)),
      ])
    case .frame(let frame):
      return .line(record, [
        ("scrollViews", .object(frame.mapScrollViews { ($0.id, .object(ScrollViewSceneReport.frameMembers($0.state) + zoomMembers($0.zoomScale))) }))
      ])
    case .navigation(let navigation):
      return .line(record, [("event", .string(navigation.event.rawValue)), ("progress", .ratio(navigation.progress))])
    case .refresh(let refresh):
      return .line(record, [("scrollView", .string(refresh.scrollView)), ("state", .string(refresh.state))])
    case .action(let action):
      return .line(record, [("name", .string(action.name)), ("scrollView", .string(action.scrollView))])
    case .warning(let warning):
      return .line(record, [("message", .string(warning.message))])
    }
  }

  /// A zooming scroll view's `zoomScale` member (none for one that does not zoom).
  static func zoomMembers(_ zoomScale: Double?) -> [(String, JSONValue)] {
    zoomScale.map { [("zoomScale", .ratio($0))] } ?? []
  }

  /// A touch call's phase as the records name it: `began`, `moved`, `ended`, `cancelled`.
  static func phase(_ method: TouchDelivery.Method) -> String {
    switch method {
    case .touchesBegan: return "began"
    case .touchesMoved: return "moved"
    case .touchesEnded: return "ended"
    case .touchesCancelled: return "cancelled"
    }
  }

  // MARK: - CSV

  static let csvHeader = "t,scrollView,offsetX,offsetY,velocityX,velocityY,isTracking,isDragging,isDecelerating,pageX,pageY\n"

  static func csvRows(_ record: ScreenRecord) -> String? {
    guard case .frame(let frame) = record else { return nil }
    return frame.mapScrollViews { scroll in
      let row = ScrollViewSceneReport.csvRows(of: scroll.state)
      // The scroll-view scene's row, its scroll view's id after the time.
      guard let comma = row.firstIndex(of: ",") else { return "" }
      return row[..<comma] + "," + GestureSummaryReport.csvText(scroll.id) + row[comma...]
    }.joined()
  }
}
