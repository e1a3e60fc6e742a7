import Gestures
import ScrollPhysics

/// The custom transitions for `gesture-sim plot --scene transitions`: the flip's
/// angle during pushes and pops and the presented example's translation while it
/// slides up or down, the taps, transitions and refused touches, and snapshots of
/// the screens (the flip drawn with the page's perspective, which the model leaves
/// out: ``TransitionsViewer/flipPerspective``).
struct TransitionsPlotScene: AnimatedTransitionPlotScene {
  typealias Report = TransitionsReport

  var runner: SceneRunner<TransitionsScene>
  var records: [TransitionsRecord] = []
  private(set) var frames: [TransitionsFrame] = []
  /// The running transition's screens at each frame (nil when none runs).
  private var running: [(from: TransitionsViewController, to: TransitionsViewController)?] = []
  private var current: (from: TransitionsViewController, to: TransitionsViewController)?
  var marks: [PlotMark] = []

  init(options: SceneRunner<TransitionsScene>.Options) {
    runner = SceneRunner(options: options)
  }

  func timeline() -> PlotTimeline {
    func segments(_ value: (TransitionsFrame) -> Double?) -> [PlotTimeline.Segment] {
      PlotTimeline.segments(of: frames, time: \.time, value: value)
    }
    // The motion that places the filmstrip: how far each transition has gone, summed.
    var motion: [(t: Double, value: Double)] = []
    var total = 0.0
    var previous: TransitionsFrame?
    for frame in frames {
      if let previous {
        total += abs((frame.flipAngle ?? 0) - (previous.flipAngle ?? 0)) * 180 / Double.pi
        total += abs((frame.modalTranslationY ?? 0) - (previous.modalTranslationY ?? 0)) / viewport.height * 180
        total += abs((frame.dissolveProgress ?? 0) - (previous.dissolveProgress ?? 0)) * 180
        total += abs((frame.overlayAlpha ?? 0) - (previous.overlayAlpha ?? 0)) * 180
      }
      motion.append((frame.time, total))
      previous = frame
    }
    return timeline(
      quantityLabel: "flip angle (°) during a push (0 → −180) or a pop (0 → +180)",
      velocityLabel: "presented view's translation y (pt) while it slides up or down",
      quantity: segments { $0.flipAngle.map { $0 * 180 / Double.pi } }, velocity: segments { $0.modalTranslationY },
      guides: [(0, ""), (-90, "edge-on"), (90, "edge-on")], motion: motion)
  }

  mutating func add(_ frame: TransitionsFrame) {
    let before = frames.count
    Self.appendFrame(frame, to: &frames, time: \.time, refreshRate: options.refreshRate)
    if frames.count - before == 2 { running.append(running.last ?? nil) }
    running.append(frame.transition == nil ? nil : current)
  }

  mutating func began(_ transition: TransitionsSceneTransition) {
    current = (transition.from, transition.to)
  }

  /// A screen's colour (the page's colours).
  private static func color(_ screen: TransitionsViewController) -> String {
    switch screen {
    case .list, .overlay: return "#f8f9fa"
    case .navigation(let depth): return ["#d0ebff", "#d3f9d8", "#fff3bf", "#ffe3e3"][(depth - 1) % 4]
    case .tabs(let selected): return ["#e5dbff", "#c3fae8", "#ffe8cc"][selected % 3]
    }
  }

  /// The screen's rectangle turned by `angle` about its vertical centre line, seen
  /// with the viewer's perspective: its four corners on screen.
  private func flipped(_ angle: Double) -> [Point] {
    let w = viewport.width, h = viewport.height, d = TransitionsViewer.flipPerspective
    return [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { corner in
      let x = corner.0 - w / 2, y = corner.1 - h / 2
      let z = -x * Elementary.sin(angle)
      let scale = d / (d - z)
      return Point(x: w / 2 + x * Elementary.cos(angle) * scale, y: h / 2 + y * scale)
    }
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let index = PlotTimeline.lastIndex(in: frames.map(\.time), atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let frame = frames[index]
    let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    var shapes: [PlotShape] = [.rect(screen, fill: "#000000", opacity: 1, role: "background")]
    func view(_ s: TransitionsViewController, dy: Double = 0, opacity: Double = 1) {
      shapes.append(.rect(screen.offsetBy(Vector(dx: 0, dy: dy)), fill: Self.color(s), opacity: opacity, role: "screen-\(s.name)"))
      shapes.append(.rect(Rect(x: 0, y: dy, width: viewport.width, height: options.scene.geometry.navigationBarMaxY), fill: "#dee2e6", opacity: opacity, role: "navigation-bar"))
    }
    if let run = running[index], let kind = frame.transition {
      switch kind {
      case .presentExample: view(run.from); view(run.to, dy: frame.modalTranslationY ?? 0)
      case .dismissExample: view(run.to); view(run.from, dy: frame.modalTranslationY ?? 0)
      case .push, .pop:
        let angle = frame.flipAngle ?? 0
        let showNew = abs(angle) >= Double.pi / 2
        let shown = showNew ? run.to : run.from
        let turned = showNew ? angle - (angle < 0 ? -Double.pi : Double.pi) : angle
        shapes.append(.polygon(flipped(turned), fill: Self.color(shown), opacity: 1, stroke: "#495057", role: "flip"))
      case .changeTab: view(run.from); view(run.to, opacity: frame.dissolveProgress ?? 1)
      case .presentOverlay, .dismissOverlay: view(.list)
      }
    } else {
      if frame.modalTranslationY != nil && frame.viewController != .list { view(.list) }
      view(frame.viewController, dy: frame.modalTranslationY ?? 0)
    }
    if let alpha = frame.overlayAlpha {
      let scale = frame.overlayScale ?? 1
      let o = options.scene.geometry.overlayFrame
      let rect = Rect(x: o.center.x - o.size.width * scale / 2, y: o.center.y - o.size.height * scale / 2, width: o.size.width * scale, height: o.size.height * scale)
      shapes.append(.rect(rect, fill: "#ffffff", opacity: alpha, role: "overlay"))
    }
    var caption = ["t = \(Formatting.fixed(frame.time, 3)) s", "screen \(frame.viewController.name)"]
    if let kind = frame.transition { caption.append("\(kind.rawValue) running") }
    return PlotSnapshot(time: frame.time, caption: caption, shapes: shapes, focus: nil)
  }
}
