import Gestures
import ScrollPhysics

/// The drop-down menu for `gesture-sim view --scene dropdown`: the news list, the
/// menu behind it, and the main view's snapshot sliding down on UIKit's spring
/// (the model's translations per frame); taps, transitions and refused touches in
/// the log.
struct DropdownViewer: AnimatedTransitionViewer {
  typealias Report = DropdownReport

  var run: ViewerRun<DropdownScene>
  private var frames: [JSONValue] = []

  init(options: SceneRunner<DropdownScene>.Options, scale: Double) {
    let viewport = options.scene.geometry.viewport
    run = ViewerRun(
      scene: "dropdown", title: "drop-down menu", viewport: viewport, scale: scale, options: options,
      series: [
        .init(key: "snapshot", label: "snapshot translation y", unit: "pt", decimals: 2),
        .init(key: "menu", label: "menu translation y", unit: "pt", decimals: 2),
      ],
      charts: [
        .init(title: "snapshot translation y (the main view sliding down)", unit: "pt", series: [("snapshot", "#1c7ed6")],
              guides: [(0, "closed"), (options.scene.snapshotShownTranslationY, "open")]),
        .init(title: "menu translation y", unit: "pt", series: [("menu", "#e8590c")], guides: [(0, "in place")]),
      ])
  }

  mutating func drawPicture() {
    let geometry = options.scene.geometry
    let box = { (r: Rect) -> JSONValue in .array([r.minX, r.minY, r.size.width, r.size.height].map { ViewerData.number($0) }) }
    run.data.picture = [
      ("navigationBar", .array([ViewerData.number(geometry.navigationBarMinY), ViewerData.number(geometry.navigationBarMaxY)])),
      ("menuButton", box(geometry.menuButtonFrame)),
      ("newsList", box(geometry.newsListFrame)),
      ("newsRowHeight", .number(geometry.newsRowHeight)), ("newsRowCount", .int(geometry.newsRowCount)),
      ("menuItems", .array(geometry.menuItems.map(JSONValue.string))),
      ("menuRows", .array(geometry.menuItems.indices.map { box(geometry.menuRowFrame($0)) })),
      ("frames", .array(frames)),
    ]
  }

  mutating func add(_ frame: DropdownFrame) {
    run.data.addFrame(
      at: frame.time, values: [frame.snapshotTranslationY, frame.menuTranslationY],
      state: "\(frame.phase.rawValue) · title \(frame.title)\(frame.isUserInteractionEnabled ? "" : " · touches refused")")
    frames.append(.array([
      frame.menuTranslationY.map { ViewerData.number($0) } ?? .null,
      frame.snapshotTranslationY.map { ViewerData.number($0) } ?? .null, .string(frame.title),
    ]))
  }
}
