import Gestures
import ScrollPhysics

/// The tip-in table for `gesture-sim view --scene table`: the rows on screen with
/// their content view's transform and opacity as the model animates them, a row
/// grid, and the vertical scroll indicator; the content offset and its velocity
/// (`TableScene.contentVelocity(at:)`) per frame; rows coming on screen and the
/// gestures in the log.
struct TableViewer: ViewerScene {
  let options: SceneRunner<TableScene>.Options
  private var data: ViewerData
  private var runner: SceneRunner<ProbedScene<TableVelocityProbe>>
  private var records: [TableRecord] = []
  private var sampled = 0
  private var rows: [JSONValue] = []
  private var indicator: [JSONValue] = []

  /// The scroll indicator's margin from the screen's edges and its shortest length,
  /// in points. UIKit does not document its indicator's geometry; the viewer draws
  /// one of proportional length, as UIKit's looks, not a modelled behaviour.
  static let indicatorInset = 3.0
  static let indicatorMinimumLength = 36.0

  init(options: SceneRunner<TableScene>.Options) {
    self.options = options
    runner = SceneRunner(options: .init(scene: options.scene, refreshRate: options.refreshRate, settleLimit: options.settleLimit))
    let geometry = options.scene.geometry
    let n = PhysicsCommand.number
    data = ViewerData(
      scene: "table", title: "tip-in table",
      subtitle: "variant \(options.scene.variant.rawValue) · \(geometry.rowCount) rows × \(n(geometry.rowHeight)) pt · \(n(geometry.viewport.width))×\(n(geometry.viewport.height)) pt @\(n(geometry.scale))x · \(n(options.refreshRate)) Hz",
      viewport: geometry.viewport, scale: geometry.scale, refreshRate: options.refreshRate, launch: 0,
      series: [
        .init(key: "offset", label: "contentOffset.y", unit: "pt", decimals: 2),
        .init(key: "velocity", label: "velocity", unit: "pt/s", decimals: 0),
      ],
      charts: [
        .init(title: "contentOffset.y", unit: "pt", series: [("offset", "#1c7ed6")],
              guides: [(0, "top"), (max(0, geometry.contentSize.height - geometry.viewport.height), "bottom")]),
        .init(title: "velocity of the offset (the pan's while dragging, the scroll view's after)", unit: "pt/s",
              series: [("velocity", "#e8590c")], guides: [(0, "")]),
      ])
  }

  mutating func feed(_ event: TouchEvent) {
    data.add(event)
    runner.feed(event, into: &records)
    drain()
  }

  mutating func finish() -> ViewerData {
    let run = runner.finish(into: &records)
    drain()
    data.launch = runner.replayer?.startTime ?? 0
    data.cameToRest = run.cameToRest
    data.picture = [
      ("rowHeight", .number(options.scene.geometry.rowHeight)),
      ("rows", .array(rows)), ("indicator", .array(indicator)),
    ]
    return data
  }

  /// The indicator's top and length on screen (points) for an offset: its length is
  /// the visible fraction of the content's height (at least the minimum), shortened by
  /// how far the content is pulled past an end.
  func indicator(offset: Double) -> (top: Double, length: Double) {
    let geometry = options.scene.geometry
    let height = geometry.viewport.height, content = geometry.contentSize.height
    let track = height - 2 * Self.indicatorInset
    let maximum = max(0, content - height)
    let overscroll = offset < 0 ? -offset : max(0, offset - maximum)
    let length = max(min(Self.indicatorMinimumLength, track), track * min(1, height / content) - overscroll)
    let progress = maximum > 0 ? min(1, max(0, offset / maximum)) : 0
    return (Self.indicatorInset + (track - length) * progress, length)
  }

  private mutating func drain() {
    let samples = runner.scene?.samples ?? []
    for record in records {
      switch record {
      case .frame(let frame):
        data.times.append(frame.time)
        data.series[0].values.append(frame.contentOffsetY)
        data.series[1].values.append(samples[sampled])
        sampled += 1
        let moving = frame.isDragging || frame.isDecelerating
        data.states.append(frame.isDragging ? "dragging" : frame.isDecelerating ? "decelerating" : "still")
        rows.append(.array(frame.rows.map { row in
          .array([.int(row.row), ViewerData.number(row.minY), ViewerData.number(row.opacity), ViewerData.number(row.rotation, 9),
                  ViewerData.number(row.translationX), ViewerData.number(row.translationY)])
        }))
        let bar = indicator(offset: frame.contentOffsetY)
        indicator.append(.array([ViewerData.number(bar.top), ViewerData.number(bar.length), .int(moving ? 1 : 0)]))
      case .gesture(let gesture):
        let frequent: Bool
        switch gesture.state {
        case .changed: frequent = true
        case .possible, .began, .ended, .cancelled, .failed: frequent = false
        }
        data.log(TableReport.jsonLine(record), marked: !frequent)
      case .display, .warning:
        data.log(TableReport.jsonLine(record), marked: true)
      }
    }
    records.removeAllElements()
  }
}
