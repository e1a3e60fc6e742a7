import Gestures
import ScrollPhysics

/// The side-menu scene for `gesture-sim plot`: the content offset and the model's
/// own velocity of it per frame (`SideMenuScene.contentVelocity(at:)`: the pan's
/// while dragging, the scroll view's closed-form motion after), the recognizers' actions, the delegate callbacks and the app's
/// `hideOrShowMenu` calls, and snapshots drawn from the projected 3-D menu quad
/// (``SideMenuFrame/menuQuad``), the menu panel folding in as it opens.
struct SideMenuPlotScene: RunnerPlotScene {
  let options: SceneRunner<SideMenuScene>.Options
  var runner: SceneRunner<ProbedScene<SideMenuMotionProbe>>
  var records: [SideMenuRecord] = []
  /// The frames with the content's velocity x at each.
  private var probed = ProbedFrames<SideMenuFrame>()
  private var frames: [SideMenuFrame] { probed.frames }
  private var marks: [PlotMark] = []
  private var releases: [(t: Double, value: Double, label: String, detail: String)] = []

  init(options: SceneRunner<SideMenuScene>.Options) {
    self.options = options
    runner = SceneRunner(options: .init(wrapping: options))
  }

  var viewport: Size { geometry.viewport }
  private var geometry: SideMenuGeometry { options.scene.geometry }

  func timeline() -> PlotTimeline {
    let quantity = frames.map { (t: $0.time, value: $0.contentOffsetX) }
    let subtitle = "side-menu · variant \(options.scene.variant.rawValue) · "
      + Formatting.display(viewport: viewport, scale: geometry.scale, refreshRate: options.refreshRate, style: .plot)
    return PlotTimeline(
      subtitle: subtitle, quantityLabel: "contentOffset.x (pt)",
      velocityLabel: "velocity of the offset (pt/s, \(ScrollViewSceneReport.velocityMeaning))",
      quantity: [quantity], velocity: [probed.velocityLine(time: \.time)],
      guides: [(0, "menu shown"), (geometry.hiddenOffsetX, "menu hidden")],
      velocityPoints: releases, lanes: [.gestures, .callbacks, .actions], marks: marks, motion: quantity,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }

  /// Moves a record into the frames and marks.
  mutating func collect(_ record: SideMenuRecord) {
    switch record {
    case .frame(let frame):
      let velocity = runner.scene?.samples[probed.sampled].velocity ?? 0
      Self.appendFrame(frame, velocity: velocity, to: &probed, time: \.time, refreshRate: options.refreshRate)
    case .callback(let callback):
      let name = callback.kind.name
      let short = PlotMark.callbackLabel(name)
      switch callback.kind {
      case .scrollViewDidScroll:
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: "", detail: Self.detail(callback)))
      case .scrollViewWillEndDragging(let velocity, _):
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: short, detail: Self.detail(callback)))
        releases.append((callback.time, velocity.dx * 1000, "release \(Formatting.fixed(velocity.dx * 1000, 0)) pt/s", Self.detail(callback)))
      case .scrollViewWillBeginDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
        .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
        marks.append(PlotMark(t: callback.time, lane: .callbacks, label: short, detail: Self.detail(callback)))
      }
    case .gesture(let gesture):
      marks.append(Self.mark(gesture))
    case .action(let action):
      let label = "\(action.show ? "show" : "hide") menu (\(action.cause.rawValue))"
      let detail = "\(action.time) \(SideMenuAction.name)(show: \(action.show), animated: \(action.animated)), cause \(action.cause.rawValue)"
      marks.append(PlotMark(t: action.time, lane: .actions, label: label, detail: detail))
    case .warning(let warning):
      marks.append(Self.mark(warning))
    }
  }

  private static func mark(_ gesture: SideMenuGesture) -> PlotMark {
    let state = gesture.state.description
    var label: String
    switch gesture.recognizer {
    case .pan: label = "pan \(state)"
    case .tap(let target):
      label = "tap \(target.rawValue)"
      if let row = gesture.row { label += " \(row)" }
    }
    let location = "(\(Formatting.fixed(gesture.location.x, 1)), \(Formatting.fixed(gesture.location.y, 1)))"
    var detail = "\(gesture.time) \(gesture.recognizer.kind) \(state) at \(location)"
    if let velocity = gesture.velocity { detail += ", velocity \(Formatting.fixed(velocity.dx, 1)) pt/s" }
    if case .changed = gesture.state, case .pan = gesture.recognizer { label = "" }
    return PlotMark(t: gesture.time, lane: .gestures, label: label, detail: detail)
  }

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let offset = frame.contentOffsetX
    let size = geometry.viewport
    var shapes: [PlotShape] = []
    // Behind everything: what shows where neither view is (the window background).
    shapes.append(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), fill: "#343a40", opacity: 1, role: "background"))

    // The menu panel, projected: its quad, its navigation bar and its rows, each
    // mapped through the menu layer's 3-D transform, at the menu's alpha.
    let visual = SideMenuVisualState(contentOffsetX: offset, geometry: geometry)
    let shift = Vector(dx: -offset, dy: 0)
    func projected(_ rect: Rect) -> [Point]? {
      var points: [Point] = []
      for corner in Quad(rect).corners {
        guard let point = visual.menuLayer.convertToSuperlayer(corner) else { return nil }
        points.append(point + shift)
      }
      return points
    }
    let quad = frame.menuQuad
    shapes.append(.polygon(quad.corners, fill: "#212529", opacity: frame.menuAlpha, stroke: "#adb5bd", role: "menu-panel"))
    let width = geometry.menuWidth
    if let bar = projected(Rect(x: 0, y: 0, width: width, height: geometry.navigationBarMaxY)) {
      shapes.append(.polygon(bar, fill: "#495057", opacity: frame.menuAlpha, stroke: nil, role: "menu-bar"))
    }
    for row in 0..<geometry.menuRowCount {
      let rect = geometry.menuRowFrame(row)
      guard rect.minY < size.height, let points = projected(Rect(x: rect.minX + 0.5, y: rect.minY + 0.5, width: rect.size.width - 1, height: rect.size.height - 1)) else { continue }
      let color = PlotRenderer.rowColors[row % PlotRenderer.rowColors.count]
      shapes.append(.polygon(points, fill: color, opacity: frame.menuAlpha, stroke: nil, role: "menu-row"))
    }

    // The detail view: it slides with the content, its left edge at the hinge.
    let left = geometry.menuWidth - offset
    shapes.append(.rect(Rect(x: left, y: 0, width: size.width, height: size.height), fill: "#f8f9fa", opacity: 1, role: "detail"))
    shapes.append(.rect(Rect(x: left, y: 0, width: size.width, height: geometry.navigationBarMaxY), fill: "#dee2e6", opacity: 1, role: "detail-bar"))
    shapes.append(.rect(Rect(x: left + 16, y: geometry.navigationBarMaxY + 16, width: size.width - 32, height: size.width * 0.6), fill: "#ced4da", opacity: 1, role: "detail-image"))
    for line in 0..<6 {
      let y = geometry.navigationBarMaxY + 32 + size.width * 0.6 + Double(line) * 22
      guard y < size.height - 10 else { break }
      let length = (size.width - 32) * (line % 3 == 2 ? 0.6 : 1)
      shapes.append(.rect(Rect(x: left + 16, y: y, width: length, height: 8), fill: "#dee2e6", opacity: 1, role: "detail-text"))
    }
    // The hamburger: three bars rotated by hamburgerAngle about the button's centre.
    let button = geometry.hamburgerScreenFrame(contentOffsetX: offset)
    let centre = button.center
    let (s, c) = (Elementary.sin(frame.hamburgerAngle), Elementary.cos(frame.hamburgerAngle))
    for bar in -1...1 {
      let dy = Double(bar) * 7
      func rotate(_ dx: Double) -> Point { Point(x: centre.x + dx * c - dy * s, y: centre.y + dx * s + dy * c) }
      shapes.append(.line(rotate(-10), rotate(10), stroke: "#212529", width: 3, role: "hamburger"))
    }

    let caption = [
      "t = \(Formatting.fixed(frame.time, 3)) s",
      "offset \(Formatting.fixed(offset, 2)) pt",
      "menu \(Formatting.fixed(frame.menuFraction * 100, 0)) % shown",
    ]
    // Magnify the top-left corner: the menu panel, its hinge and the hamburger.
    let focus = Rect(x: 0, y: 0, width: min(geometry.menuWidth + 60, size.width), height: min(240, size.height))
    return PlotSnapshot(time: frame.time, caption: caption, shapes: shapes, focus: focus)
  }

  /// The last frame at or before `time`, or the first frame.
}

extension SideMenuPlotScene {
  /// A callback as the plot's tooltip shows it, with the numbers rounded by the
  /// tool's rule (docs/cli.md, "Numbers"): `0.175 scrollViewWillEndDragging(velocity:
  /// (-1.600317, 0) pt/ms, targetContentOffset: (0, 0))`.
  static func detail(_ callback: ScrollViewCallback) -> String {
    callback.call(
      time: Rounded.text(Rounded.time(callback.time)), number: { Rounded.text(Rounded.length($0)) }, velocityUnit: " pt/ms")
  }
}
