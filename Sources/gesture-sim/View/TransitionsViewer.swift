import Gestures
import ScrollPhysics

/// The custom transitions for `gesture-sim view --scene transitions`: the examples
/// list, the presented examples sliding up and down, the flip push and pop (the
/// model's angle about the vertical axis), the tabs' cross-dissolve and the spring
/// pop-up overlay; taps, transitions and refused touches in the log.
///
/// The model leaves the flip's perspective out (docs/transitions.md); the page
/// draws the flip with a perspective of `flipPerspective` points so that it reads
/// as a turn.
struct TransitionsViewer: AnimatedTransitionViewer {
  typealias Report = TransitionsReport

  var run: ViewerRun<TransitionsScene>
  private var frames: [JSONValue] = []
  /// The running transition's screens (from its `began` record).
  private var running: (from: TransitionsViewController, to: TransitionsViewController)?
  private var screens: [(key: String, title: String, color: String)] = []

  /// The eye distance the page draws the flip with, in points (not modelled).
  static let flipPerspective = 1000.0

  init(options: SceneRunner<TransitionsScene>.Options, scale: Double) {
    run = ViewerRun(
      scene: "transitions", title: "custom transitions", viewport: options.scene.geometry.viewport, scale: scale,
      options: options,
      series: [
        .init(key: "angle", label: "flip angle", unit: "°", decimals: 1),
        .init(key: "modal", label: "presented view y", unit: "pt", decimals: 1),
        .init(key: "percent", label: "dissolve / overlay alpha", unit: "%", decimals: 1),
        .init(key: "scale", label: "overlay scale", unit: "", decimals: 3),
      ],
      charts: [
        .init(title: "flip angle (push, pop)", unit: "°", series: [("angle", "#1c7ed6")], guides: [(0, ""), (-90, "edge-on"), (90, "edge-on")]),
        .init(title: "presented view's translation y", unit: "pt", series: [("modal", "#2b8a3e")], guides: [(0, "presented")]),
        .init(title: "cross-dissolve progress and overlay alpha", unit: "%", series: [("percent", "#e8590c")], guides: [(0, ""), (100, "")]),
      ])
  }

  mutating func drawPicture() {
    let overlay = options.scene.geometry.overlayFrame
    run.data.picture = [
      ("navigationBar", .array([ViewerData.number(options.scene.geometry.navigationBarMinY), ViewerData.number(options.scene.geometry.navigationBarMaxY)])),
      ("screens", .array(screens.map { .array([.string($0.key), .string($0.title), .string($0.color)]) })),
      ("overlay", .array([overlay.minX, overlay.minY, overlay.size.width, overlay.size.height].map { ViewerData.number($0) })),
      ("flipPerspective", .number(Self.flipPerspective)),
      ("frames", .array(frames)),
    ]
  }

  /// The view drawn for a screen (the overlay is drawn over the list).
  private mutating func key(_ screen: TransitionsViewController) -> String {
    let entry: (key: String, title: String, color: String)
    switch screen {
    case .list, .overlay: entry = ("list", "Examples", "#f8f9fa")
    case .navigation(let depth): entry = ("nav\(depth)", "Flip · depth \(depth)", ["#d0ebff", "#d3f9d8", "#fff3bf", "#ffe3e3"][(depth - 1) % 4])
    case .tabs(let selected): entry = ("tab\(selected)", "Tab \(selected + 1)", ["#e5dbff", "#c3fae8", "#ffe8cc"][selected % 3])
    }
    if !screens.contains(where: { $0.key == entry.key }) { screens.append(entry) }
    return entry.key
  }

  mutating func began(_ transition: TransitionsSceneTransition) {
    running = (transition.from, transition.to)
  }

  mutating func add(_ frame: TransitionsFrame) {
    run.data.addFrame(
      at: frame.time,
      values: [
        frame.flipAngle.map { $0 * 180 / Double.pi }, frame.modalTranslationY,
        (frame.dissolveProgress ?? frame.overlayAlpha).map { $0 * 100 }, frame.overlayScale,
      ],
      state: "screen \(frame.viewController.name)" + (frame.transition.map { " · \($0.rawValue) running" } ?? "")
        + (frame.isUserInteractionEnabled ? "" : " · touches refused"))
    var under = key(frame.viewController)
    var over: String?
    if frame.transition != nil, let running {
      switch frame.transition! {
      case .presentExample, .push, .pop, .changeTab:
        under = key(running.from)
        over = key(running.to)
      case .dismissExample:
        under = key(running.to)
        over = key(running.from)
      case .presentOverlay, .dismissOverlay:
        under = key(.list)
      }
    } else if frame.modalTranslationY != nil {
      over = under
      under = key(.list)
    }
    let number = { (value: Double?) -> JSONValue in value.map { ViewerData.number($0, 9) } ?? .null }
    frames.append(.array([
      .string(under), over.map(JSONValue.string) ?? .null, number(frame.modalTranslationY), number(frame.flipAngle),
      number(frame.dissolveProgress), number(frame.overlayAlpha), number(frame.overlayScale),
    ]))
  }
}
