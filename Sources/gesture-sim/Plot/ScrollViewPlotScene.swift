import Gestures
import ScrollPhysics

/// The scroll-view scene for `gesture-sim plot`: the content offset along the
/// scrolling axis and the model's velocity (each frame's `velocity`, the scene's
/// `contentVelocity(at:)`: the pan's while dragging, the motion's after, 0 at rest), the recognizers' actions and
/// every delegate callback on the time axis, and a filmstrip of the viewport over
/// the content (pages or a grid of rows, the visible part in the frame).
struct ScrollViewPlotScene: RunnerPlotScene {
  let setup: ScrollViewSceneSetup
  let refreshRate: Double
  /// The plotted axis: the one along which the content scrolls farther (x when tied
  /// and both scroll), so a horizontal pager plots x and a list y.
  let axis: PlotAxis
  var runner: SceneRunner<ScrollViewScene<GridSnapDelegate>>
  var records: [ScrollViewSceneRecord] = []
  private var frames: [ScrollViewSceneFrame] = []
  private var marks: [PlotMark] = []
  private var releases: [(t: Double, value: Double, label: String, detail: String)] = []
  private let minimum: Point
  private let maximum: Point

  /// The plot of a run with `options`.
  init(options: SceneRunner<ScrollViewScene<GridSnapDelegate>>.Options) {
    let setup = options.scene.setup
    self.setup = setup
    refreshRate = options.refreshRate
    let scrollView = setup.makeScrollView()
    minimum = scrollView.minimumContentOffset
    maximum = scrollView.maximumContentOffset
    let spanX = maximum.x - minimum.x, spanY = maximum.y - minimum.y
    axis = spanY > spanX ? .y : .x
    runner = SceneRunner(options: options)
  }

  var viewport: Size { setup.viewport }

  /// The plotted axis.
  enum PlotAxis { case x, y }

  private func along(_ point: Point) -> Double { axis == .x ? point.x : point.y }
  private func along(_ vector: Vector) -> Double { axis == .x ? vector.dx : vector.dy }
  private func along(_ size: Size) -> Double { axis == .x ? size.width : size.height }

  func timeline() -> PlotTimeline {
    let name = axis == .x ? "x" : "y"
    let quantity = frames.map { (t: $0.time, value: along($0.contentOffset)) }
    let velocity = frames.map { (t: $0.time, value: along($0.velocity)) }
    let n = Rounded.text
    var subtitle = "scroll-view · content \(n(setup.content.width))×\(n(setup.content.height))"
    subtitle += setup.paging ? " · paging" : ""
    subtitle += ScrollViewSceneReport(options: runner.options).subtitleSettings()
    subtitle += " · " + Formatting.display(viewport: viewport, scale: setup.scale, refreshRate: refreshRate, uikit: setup.uikit, style: .plot)
    var guides: [(value: Double, label: String)] = [(along(minimum), "start"), (along(maximum), "end")]
    if setup.paging {
      let page = along(setup.boundsSize)
      if page > 0 {
        var k = 1.0
        while k * page < along(maximum) && guides.count < 12 {
          guides.append((k * page, "page \(n(k))"))
          k += 1
        }
      }
    }
    return PlotTimeline(
      subtitle: subtitle, quantityLabel: "contentOffset.\(name) (pt)",
      velocityLabel: "velocity.\(name) (pt/s, \(ScrollViewSceneReport.velocityMeaning))",
      quantity: [quantity], velocity: [velocity], guides: guides, velocityPoints: releases,
      lanes: [.gestures, .callbacks], marks: marks, motion: quantity,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }

  /// Moves a record into the frames and marks.
  mutating func collect(_ record: ScrollViewSceneRecord) {
    switch record {
    case .frame(let frame):
      Self.appendFrame(frame, to: &frames, time: \.time, refreshRate: refreshRate)
    case .callback(let callback):
      let name = callback.kind.name
      let short = PlotMark.callbackLabel(name)
      switch callback.kind {
      case .scrollViewDidScroll:
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: "", detail: callback.description))
      case .scrollViewWillEndDragging(let velocity, _):
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: short, detail: callback.description))
        let value = along(velocity) * 1000
        releases.append((callback.time, value, "release \(Formatting.fixed(value, 0)) pt/s", callback.description))
      case .scrollViewWillBeginDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
        .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: short, detail: callback.description))
      }
    case .gesture(let gesture):
      marks.append(Self.mark(gesture))
    case .warning(let warning):
      marks.append(Self.mark(warning))
    }
  }

  private static func mark(_ gesture: ScrollViewSceneGesture) -> PlotMark {
    let state = gesture.state.description
    let location = "(\(Formatting.fixed(gesture.location.x, 1)), \(Formatting.fixed(gesture.location.y, 1)))"
    var detail = "\(gesture.time) \(gesture.recognizer.rawValue) \(state) at \(location)"
    if let velocity = gesture.velocity {
      detail += ", velocity (\(Formatting.fixed(velocity.dx, 1)), \(Formatting.fixed(velocity.dy, 1))) pt/s"
    }
    var label = "\(gesture.recognizer.rawValue) \(state)"
    if case .changed = gesture.state { label = "" }
    return PlotMark(t: gesture.time, lane: .gestures, label: label, detail: detail)
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let size = viewport
    let offset = frame.contentOffset
    var shapes: [PlotShape] = []
    shapes.append(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), fill: "#343a40", opacity: 1, role: "background"))
    // The content, moved by -contentOffset: pages (paging) or rows of 88 pt (a list),
    // alternating shades so that motion shows; only what meets the viewport is drawn.
    let content = setup.content
    shapes.append(.rect(Rect(x: -offset.x, y: -offset.y, width: content.width, height: content.height), fill: "#f8f9fa", opacity: 1, role: "content"))
    let colors = ["#a5d8ff", "#ffd8a8", "#b2f2bb", "#eebefa", "#ffec99"]
    if setup.paging {
      let page = setup.boundsSize
      let count = Int((along(content) / Swift.max(along(page), 1)).rounded(.up))
      for k in 0..<Swift.min(count, 1000) {
        let start = Double(k) * along(page) - along(offset)
        guard start < along(size) && start + along(page) > 0 else { continue }
        let rect = axis == .x
          ? Rect(x: start + 8, y: 8 - offset.y, width: page.width - 16, height: Swift.min(content.height, page.height) - 16)
          : Rect(x: 8 - offset.x, y: start + 8, width: Swift.min(content.width, page.width) - 16, height: page.height - 16)
        shapes.append(.rect(rect, fill: colors[k % colors.count], opacity: 1, role: "page"))
      }
    } else {
      let row = along(setup.snap) > 0 ? along(setup.snap) : 88
      let first = Swift.max(0, Int((along(offset) / row).rounded(.down)))
      var k = first
      while Double(k) * row - along(offset) < along(size) && Double(k) * row < along(content) && k < first + 200 {
        let start = Double(k) * row - along(offset)
        let rect = axis == .y
          ? Rect(x: 8 - offset.x, y: start + 4, width: Swift.min(content.width, size.width) - 16, height: row - 8)
          : Rect(x: start + 4, y: 8 - offset.y, width: row - 8, height: Swift.min(content.height, size.height) - 16)
        shapes.append(.rect(rect, fill: colors[k % colors.count], opacity: 1, role: "row"))
        k += 1
      }
    }
    // The scroll indicators of each axis that scrolls (``ScrollIndicators``, as `view` draws
    // them), shown as UIKit shows them, while the content scrolls: dragged, decelerating or
    // moving on its own (an animated setContentOffset, whose velocity is not 0); hidden at rest.
    if frame.isDragging || frame.isDecelerating || frame.velocity != .zero {
      let indicators = ScrollIndicators(boundsSize: setup.boundsSize, minimum: minimum, maximum: maximum)
      for bar in [indicators.vertical(at: offset), indicators.horizontal(at: offset)].compactMap({ $0 }) {
        shapes.append(.rect(bar, fill: "#495057", opacity: 0.8, role: "indicator"))
      }
    }

    var state: [String] = []
    if frame.isTracking { state.append("tracking") }
    if frame.isDragging { state.append("dragging") }
    if frame.isDecelerating { state.append("decelerating") }
    var caption = [
      "t = \(Formatting.fixed(frame.time, 3)) s",
      "offset (\(Formatting.fixed(offset.x, 2)), \(Formatting.fixed(offset.y, 2))) pt",
      state.isEmpty ? "at rest" : state.joined(separator: ", "),
    ]
    if let page = frame.page { caption.append("page \(axis == .x ? page.x : page.y)") }
    return PlotSnapshot(time: frame.time, caption: caption, shapes: shapes, focus: nil)
  }

  /// The last frame at or before `time`, or the first frame.
}
