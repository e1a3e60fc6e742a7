import Gestures
import ScrollPhysics

/// The drop-down menu for `gesture-sim plot --scene dropdown`: the main view's
/// snapshot translation (its slide down on UIKit's spring and back) and the menu's
/// translation per frame, the taps, transitions and refused touches, and snapshots
/// of the menu behind the sliding main view.
struct DropdownPlotScene: AnimatedTransitionPlotScene {
  typealias Report = DropdownReport

  var runner: SceneRunner<DropdownScene>
  var records: [DropdownRecord] = []
  private(set) var frames: [DropdownFrame] = []
  var marks: [PlotMark] = []

  init(options: SceneRunner<DropdownScene>.Options) {
    runner = SceneRunner(options: options)
  }

  func timeline() -> PlotTimeline {
    // With no snapshot (the menu closed, no transition) the main view is in place: 0.
    let snapshot = frames.map { (t: $0.time, value: $0.snapshotTranslationY ?? 0) }
    return timeline(
      quantityLabel: "snapshot translation y (pt): the main view sliding down",
      velocityLabel: "menu translation y (pt), while the menu is presented",
      quantity: [snapshot], velocity: PlotTimeline.segments(of: frames, time: \.time, value: \.menuTranslationY),
      guides: [(0, "closed"), (options.scene.snapshotShownTranslationY, "open")], motion: snapshot)
  }

  mutating func add(_ frame: DropdownFrame) {
    Self.appendFrame(frame, to: &frames, time: \.time, refreshRate: options.refreshRate)
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let geometry = options.scene.geometry
    let width = viewport.width
    var shapes: [PlotShape] = [.rect(Rect(x: 0, y: 0, width: width, height: viewport.height), fill: "#212529", opacity: 1, role: "background")]
    if let menuY = frame.menuTranslationY {
      for row in geometry.menuItems.indices {
        let rect = geometry.menuRowFrame(row).offsetBy(Vector(dx: 0, dy: menuY))
        shapes.append(.rect(Rect(x: rect.minX + 24, y: rect.minY + rect.size.height * 0.35, width: rect.size.width - 48, height: rect.size.height * 0.3),
                            fill: "#f8f9fa", opacity: 0.85, role: "menu-item"))
        shapes.append(.line(Point(x: 0, y: rect.maxY), Point(x: width, y: rect.maxY), stroke: "#343a40", width: 1, role: "menu-separator"))
      }
    }
    // The main view (or its snapshot), slid down by the snapshot's translation.
    let dy = frame.snapshotTranslationY ?? 0
    shapes.append(.rect(Rect(x: 0, y: dy, width: width, height: viewport.height), fill: "#ffffff", opacity: 1, role: "main-view"))
    shapes.append(.rect(Rect(x: 0, y: dy, width: width, height: geometry.navigationBarMaxY), fill: "#e9ecef", opacity: 1, role: "navigation-bar"))
    let button = geometry.menuButtonFrame.offsetBy(Vector(dx: 0, dy: dy))
    for bar in 0..<3 {
      let y = button.center.y + Double(bar - 1) * 7
      shapes.append(.line(Point(x: button.center.x - 10, y: y), Point(x: button.center.x + 10, y: y), stroke: "#1c7ed6", width: 3, role: "menu-button"))
    }
    for row in 0..<geometry.newsRowCount {
      let y = geometry.newsListFrame.minY + Double(row) * geometry.newsRowHeight + dy
      guard y < viewport.height else { break }
      shapes.append(.rect(Rect(x: 16, y: y + 12, width: width * 0.6, height: 10), fill: "#ced4da", opacity: 1, role: "news-row"))
      shapes.append(.line(Point(x: 0, y: y + geometry.newsRowHeight), Point(x: width, y: y + geometry.newsRowHeight), stroke: "#dee2e6", width: 1, role: "news-separator"))
    }
    return PlotSnapshot(
      time: frame.time,
      caption: ["t = \(Formatting.fixed(frame.time, 3)) s", "\(frame.phase.rawValue), title \(frame.title)", "snapshot y \(Formatting.fixed(dy, 1)) pt"],
      shapes: shapes, focus: nil)
  }
}
