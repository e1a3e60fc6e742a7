import Gestures
import ScrollPhysics

/// The drop-down menu for `gesture-sim view --scene dropdown`: the news list, the
/// menu behind it, and the main view's snapshot sliding down on UIKit's spring
/// (the model's translations per frame); taps, transitions and refused touches in
/// the log.
struct DropdownViewer: ViewerScene {
  let options: SceneRunner<DropdownScene>.Options
  private var runner: SceneRunner<DropdownScene>
  private var data: ViewerData
  private var records: [DropdownRecord] = []
  private var frames: [JSONValue] = []

  init(options: SceneRunner<DropdownScene>.Options, scale: Double) {
    self.options = options
    runner = SceneRunner(options: options)
    let geometry = options.scene.geometry
    let n = PhysicsCommand.number
    data = ViewerData(
      scene: "dropdown", title: "drop-down menu",
      subtitle: "\(n(geometry.viewport.width))×\(n(geometry.viewport.height)) pt · \(n(options.refreshRate)) Hz",
      viewport: geometry.viewport, scale: scale, refreshRate: options.refreshRate, launch: 0,
      series: [
        .init(key: "snapshot", label: "snapshot translation y", unit: "pt", decimals: 2),
        .init(key: "menu", label: "menu translation y", unit: "pt", decimals: 2),
      ],
      charts: [
        .init(title: "snapshot translation y (the main view sliding down)", unit: "pt", series: [("snapshot", "#1c7ed6")],
              guides: [(0, "closed"), (geometry.viewport.height - 150, "open")]),
        .init(title: "menu translation y", unit: "pt", series: [("menu", "#e8590c")], guides: [(0, "in place")]),
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
    let geometry = options.scene.geometry
    let box = { (r: Rect) -> JSONValue in .array([r.minX, r.minY, r.size.width, r.size.height].map { ViewerData.number($0) }) }
    data.picture = [
      ("navigationBar", .array([ViewerData.number(geometry.navigationBarMinY), ViewerData.number(geometry.navigationBarMaxY)])),
      ("menuButton", box(geometry.menuButtonFrame)),
      ("newsList", box(geometry.newsListFrame)),
      ("newsRowHeight", .number(geometry.newsRowHeight)), ("newsRowCount", .int(geometry.newsRowCount)),
      ("menuItems", .array(geometry.menuItems.map(JSONValue.string))),
      ("menuRows", .array(geometry.menuItems.indices.map { box(geometry.menuRowFrame($0)) })),
      ("frames", .array(frames)),
    ]
    return data
  }

  private mutating func drain() {
    for record in records {
      switch record {
      case .frame(let frame):
        data.times.append(frame.time)
        data.series[0].values.append(frame.snapshotTranslationY)
        data.series[1].values.append(frame.menuTranslationY)
        data.states.append("\(frame.phase.rawValue) · title \(frame.title)\(frame.isUserInteractionEnabled ? "" : " · touches refused")")
        frames.append(.array([
          frame.menuTranslationY.map { ViewerData.number($0) } ?? .null,
          frame.snapshotTranslationY.map { ViewerData.number($0) } ?? .null, .string(frame.title),
        ]))
      case .tap, .transition, .refusedTouch, .warning:
        data.log(DropdownReport.jsonLine(record), marked: true)
      }
    }
    records.removeAllElements()
  }
}
