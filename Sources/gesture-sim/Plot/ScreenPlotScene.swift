import Gestures
import ScrollPhysics

/// The user's screen for `gesture-sim plot --screen FILE`: each scroll view's content
/// offset along the axis it scrolls farther (one line per scroll view) and its
/// velocity, the recognizers' state changes (each recognizer's began, ended,
/// recognized, failed or cancelled, named by its id) and every scroll view's delegate
/// callbacks on the time axis, and a filmstrip of the hierarchy: every view's frame,
/// moved by its scroll views' content offsets.
struct ScreenPlotScene: RunnerPlotScene {
  let options: SceneRunner<ScreenScene>.Options
  let layout: ScreenLayout
  var runner: SceneRunner<ScreenScene>
  var records: [ScreenRecord] = []
  private var frames: [ScreenFrame] = []
  private var marks: [PlotMark] = []
  /// Per scroll view (document order): whether its plotted axis is y.
  private let vertical: [Bool]

  init(options: SceneRunner<ScreenScene>.Options) {
    self.options = options
    layout = ScreenLayout(options.scene)
    runner = SceneRunner(options: options)
    var vertical: [Bool] = []
    func walk(_ view: Screen.View) {
      if let settings = view.scrollView {
        let scrollView = settings.setup(frame: view.frame, screen: options.scene).makeScrollView()
        let spanX = scrollView.maximumContentOffset.x - scrollView.minimumContentOffset.x
        let spanY = scrollView.maximumContentOffset.y - scrollView.minimumContentOffset.y
        vertical.append(spanY > spanX)
      }
      for subview in view.subviews { walk(subview) }
    }
    for view in options.scene.views { walk(view) }
    self.vertical = vertical
  }

  var viewport: Size { options.scene.viewport }

  /// The plotted axis's name of scroll view `k`.
  private func axisName(_ k: Int) -> String { vertical[k] ? "y" : "x" }

  func timeline() -> PlotTimeline {
    let screen = options.scene
    var quantity: [PlotTimeline.Segment] = []
    var velocity: [PlotTimeline.Segment] = []
    var motion: PlotTimeline.Segment = []
    for k in layout.scrollViewIDs.indices {
      quantity.append(frames.map { frame in
        let offset = frame.scrollViews[k].state.contentOffset
        return (frame.time, vertical[k] ? offset.y : offset.x)
      })
      velocity.append(frames.map { frame in
        let v = frame.scrollViews[k].state.velocity
        return (frame.time, vertical[k] ? v.dy : v.dx)
      })
    }
    // The filmstrip follows the sum of the offsets' changes.
    var total = 0.0
    var previous: [Double]?
    for frame in frames {
      let values = frame.scrollViews.enumerated().map { k, s in vertical[k] ? s.state.contentOffset.y : s.state.contentOffset.x }
      if let previous { total += zip(values, previous).reduce(0) { $0 + abs($1.0 - $1.1) } }
      previous = values
      motion.append((frame.time, total))
    }
    let names = layout.scrollViewIDs.enumerated().map { k, id in "\(id).\(axisName(k))" }
    var subtitle = "screen · \(layout.views.count) views · scroll views \(Formatting.list(names))"
    subtitle += " · " + Formatting.display(
      viewport: screen.viewport, scale: screen.scale, refreshRate: options.refreshRate, uikit: screen.uikit, style: .plot)
    return PlotTimeline(
      subtitle: subtitle, quantityLabel: "contentOffset (pt): \(names.joined(separator: ", "))",
      velocityLabel: "velocity (pt/s, \(ScrollViewSceneReport.velocityMeaning))",
      quantity: quantity, velocity: velocity, guides: [(0, "start")], velocityPoints: [],
      lanes: [.gestures, .callbacks], marks: marks, motion: motion,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }

  /// Moves a record into the frames and marks.
  mutating func collect(_ record: ScreenRecord) {
    switch record {
    case .frame(let frame):
      Self.appendFrame(frame, to: &frames, time: \.time, refreshRate: options.refreshRate)
    case .callback(let callback):
      let label: String
      switch callback.callback.kind {
      case .scrollViewDidScroll: label = ""
      case .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
        .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
        label = "\(callback.scrollView) \(PlotMark.callbackLabel(callback.callback.kind.name))"
      }
      marks.append(PlotMark(t: callback.callback.time, lane: .callbacks, label: label, line: ScreenReport.jsonLine(record)))
    case .gesture(let gesture):
      let label = gesture.state == .changed ? "" : "\(gesture.recognizer) \(ScreenReport.stateName(gesture))"
      marks.append(PlotMark(t: gesture.time, lane: .gestures, label: label, line: ScreenReport.jsonLine(record)))
    case .touch:
      break  // the fingers' lane shows the touches
    case .navigation, .refresh, .action:
      let label = ScreenReport.eventText(record).map { String($0.drop { $0 != " " }.drop { $0 == " " }) } ?? ""
      marks.append(PlotMark(t: record.time, lane: .callbacks, label: label, line: ScreenReport.jsonLine(record)))
    case .warning(let warning):
      marks.append(Self.mark(warning))
    }
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let size = viewport
    var shapes: [PlotShape] = [
      .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), fill: "#343a40", opacity: 1, role: "background")
    ]
    let colors = ["#f8f9fa", "#a5d8ff", "#ffd8a8", "#b2f2bb", "#eebefa", "#ffec99"]
    let rects = layout.windowFrames(offsets: frame.scrollViews.map(\.state.contentOffset))
    for (index, view) in layout.views.enumerated() where view.isDrawn {
      let depth = layout.depth(of: index)
      shapes.append(.rect(rects[index], fill: colors[depth % colors.count], opacity: 0.9, role: view.scrollIndex >= 0 ? "scroll-view" : "view"))
    }
    var caption = ["t = \(Formatting.fixed(frame.time, 3)) s"]
    for scroll in frame.scrollViews {
      caption.append("\(scroll.id) (\(Formatting.fixed(scroll.state.contentOffset.x, 1)), \(Formatting.fixed(scroll.state.contentOffset.y, 1)))")
    }
    return PlotSnapshot(time: frame.time, caption: caption, shapes: shapes, focus: nil)
  }

  /// Every view's frame at launch, named.
  var landmarks: [(rect: Rect, name: String)] {
    let offsets = frames.first?.scrollViews.map(\.state.contentOffset) ?? []
    return zip(layout.views, layout.windowFrames(offsets: offsets)).filter { $0.0.isDrawn }.map { ($0.1, $0.0.id) }
  }
}
