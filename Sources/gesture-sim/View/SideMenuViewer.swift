import Gestures
import ScrollPhysics

/// The side-menu scene for `gesture-sim view`: the detail view sliding with the
/// content offset and the menu panel flipping in 3-D, drawn with the model's own
/// layer geometry (`SideMenuVisualState.menuLayer`: bounds, anchor point (1, 0.5),
/// position and the `Transform3D` with m34 = −1/1000) as a CSS `matrix3d`; the
/// offset and the content's velocity (`SideMenuScene.contentVelocity(at:)`) per
/// frame; callbacks, gestures and `hideOrShowMenu` calls in the log.
struct SideMenuViewer: RunnerViewer {
  let geometry: SideMenuGeometry
  let variant: SideMenuVariant
  let refreshRate: Double
  var run: ViewerRun<ProbedScene<SideMenuMotionProbe>>
  private var matrices = ViewerMatrices()
  private var menu: [JSONValue] = []
  private var alpha: [JSONValue] = []
  private var hamburger: [JSONValue] = []

  init(options: SceneRunner<SideMenuScene>.Options) {
    let geometry = options.scene.geometry, variant = options.scene.variant, refreshRate = options.refreshRate
    self.geometry = geometry
    self.variant = variant
    self.refreshRate = refreshRate
    run = ViewerRun(
      scene: "side-menu", title: "side menu", settings: "variant \(variant.rawValue)",
      viewport: geometry.viewport, scale: geometry.scale, probing: options,
      series: [
        .init(key: "offset", label: "contentOffset.x", unit: "pt", decimals: 2),
        .init(key: "velocity", label: "velocity", unit: "pt/s", decimals: 0),
        .init(key: "fraction", label: "menu fraction", unit: "", decimals: 3),
      ],
      charts: [
        .init(title: "contentOffset.x", unit: "pt", series: [("offset", "#1c7ed6")],
              guides: [(0, "menu shown"), (geometry.hiddenOffsetX, "menu hidden")]),
        .init(title: "velocity of the offset (\(ScrollViewSceneReport.velocityMeaning))", unit: "pt/s",
              series: [("velocity", "#e8590c")], guides: [(0, "")]),
      ])
  }

  mutating func finish() -> ViewerData {
    let summary = run.finish(cameToRest: \.cameToRest)
    drain()
    run.data.launch = summary.launchTime
    let rows = (0..<geometry.menuRowCount).map { row -> JSONValue in
      let rect = geometry.menuRowFrame(row)
      return .array([rect.minX, rect.minY, rect.size.width, rect.size.height].map { ViewerData.number($0) })
    }
    let button = geometry.hamburgerFrame
    run.data.picture = [
      ("menuWidth", .number(geometry.menuWidth)),
      ("navigationBar", .array([ViewerData.number(geometry.navigationBarMinY), ViewerData.number(geometry.navigationBarMaxY)])),
      ("rows", .array(rows)),
      ("hamburgerFrame", .array([button.minX, button.minY, button.size.width, button.size.height].map { ViewerData.number($0) })),
      ("matrices", .array(matrices.values)),
      ("menu", .array(menu)), ("alpha", .array(alpha)), ("hamburger", .array(hamburger)),
    ]
    return run.data
  }

  /// Moves the new records into the page's data.
  mutating func drain() {
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        let sample = run.nextSample()
        let motion = frame.isDragging ? "dragging" : frame.isDecelerating ? "decelerating" : sample.moving ? "animating" : "still"
        run.data.addFrame(
          at: frame.time, values: [frame.contentOffsetX, sample.velocity, frame.menuFraction],
          state: "\(motion) · showingMenu \(frame.showingMenu) · paging \(frame.pagingEnabled ? "on" : "off")")
        // The menu container's layer as the model computes it for this offset.
        let visual = SideMenuVisualState(contentOffsetX: frame.contentOffsetX, geometry: geometry)
        let matrix = matrices.index(of: visual.menuLayer.transform)
        menu.append(.array(ViewerData.layer(visual.menuLayer, matrix: matrix, offsetX: frame.contentOffsetX)))
        alpha.append(ViewerData.number(frame.menuAlpha))
        hamburger.append(ViewerData.number(frame.hamburgerAngle))
      case .callback(let callback):
        run.data.log(SideMenuReport.jsonLine(record), marked: !ViewerData.isPerFrame(callback.kind))
      case .gesture(let gesture):
        run.data.log(SideMenuReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .action, .warning:
        run.data.log(SideMenuReport.jsonLine(record), marked: true)
      }
    }
  }
}
