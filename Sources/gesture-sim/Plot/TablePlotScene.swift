import Gestures
import ScrollPhysics

/// The tip-in table for `gesture-sim plot --scene table`: the content offset and
/// the model's own velocity of it per frame (`TableScene.contentVelocity(at:)`: the
/// pan's while dragging, the closed-form deceleration's after), the pan and taps,
/// the rows coming on screen, and snapshots of the rows with their tip-in transform
/// and opacity, the row grid and the scroll indicator.
struct TablePlotScene: RunnerPlotScene {
  let options: SceneRunner<TableScene>.Options
  var runner: SceneRunner<ProbedScene<TableVelocityProbe>>
  var records: [TableRecord] = []
  /// The frames with the content's velocity y at each.
  private var probed = ProbedFrames<TableFrame>()
  private var frames: [TableFrame] { probed.frames }
  private var marks: [PlotMark] = []
  private var releases: [(t: Double, value: Double, label: String, detail: String)] = []

  init(options: SceneRunner<TableScene>.Options) {
    self.options = options
    runner = SceneRunner(options: .init(wrapping: options))
  }

  var viewport: Size { options.scene.geometry.viewport }

  func timeline() -> PlotTimeline {
    let geometry = options.scene.geometry
    let n = Rounded.text
    let quantity = frames.map { (t: $0.time, value: $0.contentOffsetY) }
    let velocity = probed.velocityLine(time: \.time)
    return PlotTimeline(
      subtitle: "table · variant \(options.scene.variant.rawValue) · \(geometry.rowCount) rows × \(n(geometry.rowHeight)) pt · "
        + Formatting.display(viewport: viewport, scale: geometry.scale, refreshRate: options.refreshRate, style: .plot),
      quantityLabel: "contentOffset.y (pt)",
      velocityLabel: "velocity of the offset (pt/s, \(ScrollViewSceneReport.velocityMeaning))",
      quantity: [quantity], velocity: [velocity],
      guides: [(0, "top"), (max(0, geometry.contentSize.height - geometry.viewport.height), "bottom")],
      velocityPoints: releases, lanes: [.gestures, .rows], marks: marks, motion: quantity,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }

  /// Moves a record into the frames and marks.
  mutating func collect(_ record: TableRecord) {
    switch record {
    case .frame(let frame):
      Self.appendFrame(frame, velocity: runner.scene?.samples[probed.sampled] ?? 0, to: &probed, time: \.time, refreshRate: options.refreshRate)
    case .gesture(let gesture):
      let line = TableReport.jsonLine(record)
      switch gesture.recognizer {
      case .pan:
        let label: String
        switch gesture.state {
        case .began: label = "pan began"
        case .ended: label = "pan ended"
        case .cancelled: label = "pan cancelled"
        case .changed, .possible, .failed: label = ""
        }
        marks.append(PlotMark(t: gesture.time, lane: .gestures, label: label, line: line))
        if case .ended = gesture.state, let v = gesture.velocity {
          // The finger's release velocity; the content moves the other way.
          releases.append((gesture.time, -v.dy, "release \(Formatting.fixed(-v.dy, 0)) pt/s", marks.last!.detail))
        }
      case .tap:
        marks.append(PlotMark(t: gesture.time, lane: .gestures, label: "tap" + (gesture.row.map { " row \($0)" } ?? ""), line: line))
      }
    case .display(let display):
      marks.append(PlotMark(t: display.time, lane: .rows, label: "row \(display.row)", line: TableReport.jsonLine(record)))
    case .warning(let warning):
      marks.append(PlotMark(t: warning.time, lane: .warnings, label: "warning", line: TableReport.jsonLine(record)))
    }
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let geometry = options.scene.geometry
    let width = viewport.width, height = geometry.rowHeight
    var shapes: [PlotShape] = [.rect(Rect(x: 0, y: 0, width: width, height: viewport.height), fill: "#f1f3f5", opacity: 1, role: "background")]
    for row in frame.rows {
      shapes.append(.rect(Rect(x: 0, y: row.minY, width: width, height: height), fill: "#ffffff", opacity: 1, role: "cell"))
      shapes.append(.line(Point(x: 0, y: row.minY + height), Point(x: width, y: row.minY + height), stroke: "#dee2e6", width: 1, role: "separator"))
      // The content view: the card inset in the cell, turned by the row's rotation about the
      // cell's centre and moved by its translation (the model's transform), at its opacity.
      let centre = Point(x: width / 2, y: row.minY + height / 2)
      let (s, c) = (Elementary.sin(row.rotation), Elementary.cos(row.rotation))
      let corners = [Point(x: 12, y: row.minY + 8), Point(x: width - 12, y: row.minY + 8),
                     Point(x: width - 12, y: row.minY + height - 8), Point(x: 12, y: row.minY + height - 8)].map { p -> Point in
        let dx = p.x - centre.x, dy = p.y - centre.y
        return Point(x: centre.x + dx * c - dy * s + row.translationX, y: centre.y + dx * s + dy * c + row.translationY)
      }
      shapes.append(.polygon(corners, fill: PlotRenderer.rowColors[row.row % PlotRenderer.rowColors.count], opacity: row.opacity, stroke: nil, role: "row-content"))
    }
    if frame.isDragging || frame.isDecelerating {
      let bar = TableViewer(options: options).indicator(offset: frame.contentOffsetY)
      shapes.append(.rect(Rect(x: width - 3 - 3, y: bar.top, width: 3, height: bar.length), fill: "#000000", opacity: 0.35, role: "scroll-indicator"))
    }
    let state = frame.isDragging ? "dragging" : frame.isDecelerating ? "decelerating" : "still"
    return PlotSnapshot(
      time: frame.time, caption: ["t = \(Formatting.fixed(frame.time, 3)) s", "offset \(Formatting.fixed(frame.contentOffsetY, 1)) pt", state],
      shapes: shapes, focus: nil)
  }
}
