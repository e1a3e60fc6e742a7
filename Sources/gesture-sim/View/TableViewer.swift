import Gestures
import ScrollPhysics

/// The tip-in table for `gesture-sim view --scene table`: the rows on screen with
/// their content view's transform and opacity as the model animates them, a row
/// grid, and the vertical scroll indicator (``ScrollIndicators``); the content offset and its velocity
/// (`TableScene.contentVelocity(at:)`) per frame; rows coming on screen and the
/// gestures in the log.
struct TableViewer: RunnerViewer {
  let options: SceneRunner<TableScene>.Options
  var run: ViewerRun<ProbedScene<TableVelocityProbe>>
  private var rows: [JSONValue] = []
  private var indicator: [JSONValue] = []

  init(options: SceneRunner<TableScene>.Options) {
    self.options = options
    let geometry = options.scene.geometry
    let n = Rounded.text
    run = ViewerRun(
      scene: "table", title: "tip-in table",
      settings: "variant \(options.scene.variant.rawValue) · \(geometry.rowCount) rows × \(n(geometry.rowHeight)) pt",
      viewport: geometry.viewport, scale: geometry.scale, probing: options,
      series: [
        .init(key: "offset", label: "contentOffset.y", unit: "pt", decimals: 2),
        .init(key: "velocity", label: "velocity", unit: "pt/s", decimals: 0),
      ],
      charts: [
        .init(title: "contentOffset.y", unit: "pt", series: [("offset", "#1c7ed6")],
              guides: [(0, "top"), (max(0, geometry.contentSize.height - geometry.viewport.height), "bottom")]),
        .init(title: "velocity of the offset (\(ScrollViewSceneReport.velocityMeaning))", unit: "pt/s",
              series: [("velocity", "#e8590c")], guides: [(0, "")]),
      ])
  }

  mutating func finish() -> ViewerData {
    run.finish(cameToRest: \.cameToRest)
    drain()
    run.data.picture = [
      ("rowHeight", .number(options.scene.geometry.rowHeight)),
      ("rows", .array(rows)), ("indicator", .array(indicator)),
    ]
    return run.data
  }

  /// The vertical scroll indicator's top and length on screen (points) at the
  /// content offset `offset` (``ScrollIndicators``: UIKit's look, not a modelled
  /// behaviour); length 0 when the rows do not fill the viewport.
  func indicator(offset: Double) -> (top: Double, length: Double) {
    let geometry = options.scene.geometry
    let viewport = geometry.viewport, content = geometry.contentSize
    let indicators = ScrollIndicators(
      boundsSize: viewport, minimum: .zero,
      maximum: Point(x: 0, y: max(0, content.height - viewport.height)))
    guard let bar = indicators.vertical(at: Point(x: 0, y: offset)) else { return (ScrollIndicators.margin, 0) }
    return (bar.minY, bar.size.height)
  }

  mutating func drain() {
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        run.data.times.append(frame.time)
        run.data.series[0].values.append(frame.contentOffsetY)
        run.data.series[1].values.append(run.nextSample())
        let moving = frame.isDragging || frame.isDecelerating
        run.data.states.append(frame.isDragging ? "dragging" : frame.isDecelerating ? "decelerating" : "still")
        rows.append(.array(frame.rows.map { row in
          .array([.int(row.row), ViewerData.number(row.minY), ViewerData.number(row.opacity), ViewerData.number(row.rotation, 9),
                  ViewerData.number(row.translationX), ViewerData.number(row.translationY)])
        }))
        let bar = indicator(offset: frame.contentOffsetY)
        indicator.append(.array([ViewerData.number(bar.top), ViewerData.number(bar.length), .int(moving ? 1 : 0)]))
      case .gesture(let gesture):
        run.data.log(TableReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .display, .warning:
        run.data.log(TableReport.jsonLine(record), marked: true)
      }
    }
  }
}
