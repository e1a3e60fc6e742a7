import Gestures
import ScrollPhysics

/// The configurable scroll view for `gesture-sim view --scene scroll-view`: the
/// viewport over the content (moved by the published content offset, so that a
/// rubber-banded overscroll shows the background past the edge), a page grid when
/// paging, the `--snap` grid when snapping and a row or column grid otherwise, the
/// content insets, and UIKit-like scroll indicators (``ScrollIndicators``) while
/// the content scrolls; per frame the offset, the model's own content velocity
/// (`ScrollViewScene.contentVelocity(at:)`), isTracking, isDragging,
/// isDecelerating and the page; every gesture and delegate callback, with its
/// arguments, in the log; the resting reason at the end.
struct ScrollViewViewer: RunnerViewer {
  /// The grid's cell along an axis that scrolls, when neither paging nor a snap
  /// grid gives one: a 88-point row (or column), as `plot` draws the content.
  static let rowExtent = 88.0

  let setup: ScrollViewSceneSetup
  let refreshRate: Double
  private let indicators: ScrollIndicators
  var run: ViewerRun<ProbedScene<ScrollViewMotionProbe>>
  private var bars: [JSONValue] = []

  /// The axes drawn in the charts: those along which the content scrolls (both
  /// when both do), else those that bounce anyway (`alwaysBounce`), else y.
  let chartedAxes: (x: Bool, y: Bool)

  /// The page of a run with `options`.
  init(options: SceneRunner<ScrollViewScene<GridSnapDelegate>>.Options) {
    let setup = options.scene.setup
    let refreshRate = options.refreshRate
    self.setup = setup
    self.refreshRate = refreshRate
    let scrollView = setup.makeScrollView(refreshRate: refreshRate)
    indicators = ScrollIndicators(scrollView)
    var axes = (x: indicators.scrollsHorizontally, y: indicators.scrollsVertically)
    if !axes.x && !axes.y { axes = (setup.alwaysBounce.x, setup.alwaysBounce.y) }
    if !axes.x && !axes.y { axes = (false, true) }
    chartedAxes = axes

    let report = ScrollViewSceneReport(options: options)
    let n = Rounded.text
    var subtitle = "content \(report.size(setup.content)) pt"
    subtitle += setup.paging ? " · paging" + (setup.pageSpacing > 0 ? " (spacing \(n(setup.pageSpacing)) pt)" : "") : ""
    subtitle += report.subtitleSettings()
    subtitle += " · " + Formatting.display(viewport: setup.viewport, scale: setup.scale, refreshRate: refreshRate, uikit: setup.uikit, style: .page)

    var series: [ViewerData.Series] = [
      .init(key: "offsetX", label: "contentOffset.x", unit: "pt", decimals: 2),
      .init(key: "offsetY", label: "contentOffset.y", unit: "pt", decimals: 2),
      .init(key: "velocityX", label: "velocity.x", unit: "pt/s", decimals: 0),
      .init(key: "velocityY", label: "velocity.y", unit: "pt/s", decimals: 0),
    ]
    if setup.paging {
      series += [.init(key: "pageX", label: "page.x", unit: "", decimals: 0), .init(key: "pageY", label: "page.y", unit: "", decimals: 0)]
    }
    let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
    var offsetSeries: [(key: String, color: String)] = []
    var velocitySeries: [(key: String, color: String)] = []
    var guides: [(value: Double, label: String)] = []
    let both = axes.x && axes.y
    for (axis, on, low, high, page) in [
      ("x", axes.x, minimum.x, maximum.x, setup.boundsSize.width), ("y", axes.y, minimum.y, maximum.y, setup.boundsSize.height),
    ] where on {
      let color = axis == "x" ? "#1c7ed6" : "#2f9e44"
      offsetSeries.append(("offset" + axis.uppercased(), color))
      velocitySeries.append(("velocity" + axis.uppercased(), axis == "x" ? "#e8590c" : "#ae3ec9"))
      let prefix = both ? axis + " " : ""
      guides += [(low, prefix + "start"), (high, prefix + "end")]
      // The page boundaries of the first charted axis (at most ten).
      if setup.paging && page > 0 && offsetSeries.count == 1 {
        var k = 1.0
        while k * page < high && k <= 10 {
          guides.append((k * page, "page \(n(k))"))
          k += 1
        }
      }
    }
    run = ViewerRun(ViewerData(
      scene: "scroll-view", title: "scroll view", subtitle: subtitle,
      viewport: setup.viewport, scale: setup.scale, refreshRate: refreshRate, launch: 0,
      series: series,
      charts: [
        .init(title: "contentOffset", unit: "pt", series: offsetSeries, guides: guides),
        .init(title: "velocity (\(ScrollViewSceneReport.velocityMeaning))", unit: "pt/s",
              series: velocitySeries, guides: [(0, "")]),
      ]), options: .init(wrapping: options))
  }

  mutating func finish() -> ViewerData {
    let summary = run.finish(cameToRest: \.cameToRest)
    drain()
    run.data.appendEnding("rest: " + Formatting.rest(summary.rest, at: summary.final))
    let cell = Size(width: cellExtent(axis: \.width), height: cellExtent(axis: \.height))
    let grid = setup.paging ? "page" : setup.snap != .zero ? "snap" : "row"
    let pair = { (a: Double, b: Double) -> JSONValue in .array([ViewerData.number(a), ViewerData.number(b)]) }
    run.data.picture = [
      ("content", pair(setup.content.width, setup.content.height)),
      ("bounds", pair(setup.boundsSize.width, setup.boundsSize.height)),
      ("inset", .array([setup.inset.top, setup.inset.left, setup.inset.bottom, setup.inset.right].map { ViewerData.number($0) })),
      ("minimum", pair(indicators.minimum.x, indicators.minimum.y)),
      ("maximum", pair(indicators.maximum.x, indicators.maximum.y)),
      ("grid", .string(grid)), ("cell", pair(cell.width, cell.height)),
      ("pageGap", ViewerData.number(setup.paging ? setup.pageSpacing : 0)),
      ("barX", indicators.scrollsVertically ? ViewerData.number(setup.boundsSize.width - ScrollIndicators.margin - ScrollIndicators.thickness) : .null),
      ("barY", indicators.scrollsHorizontally ? ViewerData.number(setup.boundsSize.height - ScrollIndicators.margin - ScrollIndicators.thickness) : .null),
      ("barThickness", ViewerData.number(ScrollIndicators.thickness)),
      ("bars", .array(bars)),
    ]
    return run.data
  }

  /// The grid's cell along one axis (points): a page (the bounds) when paging, the
  /// snap interval when it has one, a row of `rowExtent` when the content scrolls
  /// (or bounces) along it, else the whole content.
  private func cellExtent(axis: KeyPath<Size, Double>) -> Double {
    if setup.paging { return setup.boundsSize[keyPath: axis] }
    if setup.snap[keyPath: axis] > 0 { return setup.snap[keyPath: axis] }
    let scrolls = axis == \Size.width ? chartedAxes.x : chartedAxes.y
    return scrolls ? Self.rowExtent : Swift.max(setup.content[keyPath: axis], 1)
  }

  /// Moves the new records into the page's data.
  mutating func drain() {
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        let sample = run.nextSample()
        var values: [Double?] = [frame.contentOffset.x, frame.contentOffset.y, sample.velocity.dx, sample.velocity.dy]
        if setup.paging { values += [frame.page.map { Double($0.x) }, frame.page.map { Double($0.y) }] }
        var state = "isTracking \(frame.isTracking) · isDragging \(frame.isDragging) · isDecelerating \(frame.isDecelerating)"
        if sample.moving && !frame.isDecelerating { state += " · animating" }
        run.data.addFrame(at: frame.time, values: values, state: state)
        // The indicators show while the content scrolls: dragged, decelerating or animated.
        let shown = frame.isDragging || frame.isDecelerating || sample.moving
        let vertical = indicators.vertical(at: frame.contentOffset)
        let horizontal = indicators.horizontal(at: frame.contentOffset)
        bars.append(.array([
          vertical.map { ViewerData.number($0.minY, 3) } ?? .null, vertical.map { ViewerData.number($0.size.height, 3) } ?? .null,
          horizontal.map { ViewerData.number($0.minX, 3) } ?? .null, horizontal.map { ViewerData.number($0.size.width, 3) } ?? .null,
          .int(shown ? 1 : 0),
        ]))
      case .callback(let callback):
        run.data.log(ScrollViewSceneReport.jsonLine(record), marked: !ViewerData.isPerFrame(callback.kind))
      case .gesture(let gesture):
        run.data.log(ScrollViewSceneReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .warning:
        run.data.log(ScrollViewSceneReport.jsonLine(record), marked: true)
      }
    }
  }
}
