import Gestures
import ScrollPhysics

/// The user's screen for `gesture-sim view --screen FILE`: every view's frame in the
/// window, moved by its scroll views' content offsets frame by frame; per frame each
/// scroll view's offset along the axis it scrolls farther; every gesture, callback
/// and touch call in the log (per-move ones listed, not marked).
struct ScreenViewer: ReplayingViewer {
  var replay: ViewerReplay<ScreenScene>
  let layout: ScreenLayout
  private var frames: [JSONValue] = []
  /// Per scroll view (document order): whether its charted axis is y.
  private let vertical: [Bool]

  init(options: SceneRunner<ScreenScene>.Options) {
    let screen = options.scene
    layout = ScreenLayout(screen)
    var vertical: [Bool] = []
    func walk(_ view: Screen.View) {
      if let settings = view.scrollView {
        let scrollView = settings.options(frame: view.frame, screen: screen).makeScrollView()
        let spanX = scrollView.maximumContentOffset.x - scrollView.minimumContentOffset.x
        let spanY = scrollView.maximumContentOffset.y - scrollView.minimumContentOffset.y
        vertical.append(spanY > spanX)
      }
      for subview in view.subviews { walk(subview) }
    }
    for view in screen.views { walk(view) }
    self.vertical = vertical
    let colors = ["#1c7ed6", "#e8590c", "#2b8a3e", "#ae3ec9", "#f08c00"]
    let series = layout.scrollViewIDs.enumerated().map { k, id in
      ViewerData.Series(key: id, label: "\(id).contentOffset.\(vertical[k] ? "y" : "x")", unit: "pt", decimals: 2)
    }
    replay = ViewerReplay(
      scene: "screen", title: "screen", viewport: screen.viewport, scale: screen.scale, options: options, series: series,
      charts: [
        .init(title: "content offsets", unit: "pt", series: series.enumerated().map { ($1.key, colors[$0 % colors.count]) }, guides: [(0, "start")])
      ])
  }

  mutating func drain() {
    for record in replay.takeRecords() {
      switch record {
      case .frame(let frame):
        let offsets = frame.scrollViews.map(\.state.contentOffset)
        let values: [Double?] = offsets.enumerated().map { k, o in vertical[k] ? o.y : o.x }
        let state = frame.scrollViews.map { s in
          s.state.isDragging ? "\(s.id) dragging" : s.state.isDecelerating ? "\(s.id) decelerating" : "\(s.id) at rest"
        }.joined(separator: " · ")
        replay.data.addFrame(at: frame.time, values: values, state: state)
        frames.append(.array(layout.windowFrames(offsets: offsets).flatMap { [ViewerData.number($0.minX), ViewerData.number($0.minY)] }))
      case .gesture(let gesture):
        replay.data.log(ScreenReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .callback(let callback):
        replay.data.log(ScreenReport.jsonLine(record), marked: !ViewerData.isPerFrame(callback.callback.kind))
      case .touch(let touch):
        replay.data.log(ScreenReport.jsonLine(record), marked: touch.method != .touchesMoved)
      case .warning:
        replay.data.log(ScreenReport.jsonLine(record), marked: true)
      }
    }
  }

  mutating func finish() -> ViewerData {
    replay.finish(cameToRest: \.cameToRest)
    drain()
    let views: [JSONValue] = layout.views.enumerated().map { index, view in
      let depth = layout.depth(of: index)
      return .array([
        .string(view.id), .bool(view.scrollIndex >= 0), ViewerData.number(view.frame.size.width),
        ViewerData.number(view.frame.size.height), .int(depth), .bool(view.isDrawn),
      ])
    }
    replay.data.picture = [("views", .array(views)), ("frames", .array(frames))]
    return replay.data
  }
}
