import Gestures
import ScrollPhysics

/// The user's own screen for `gesture-sim view --screen`: the hierarchy drawn view by
/// view (each frame labelled with its id), every scroll view's content moved by its
/// published `contentOffset` frame by frame (its subviews with it, clipped where
/// `clips-to-bounds` says), each recognizer's state over time as a lane (possible,
/// began/changed, ended or recognized, failed with its reason, cancelled), the touch
/// calls each view received as marks on its own lane, and the fingers on top; per
/// frame every scroll view's offset; every record in the log. A zoom view is drawn
/// at its frame's zoom scale, a navigation view slides during a back swipe over the
/// view beneath, and a refresh control shows its area and state while it shows; the
/// data for these are added only to the pages of screens that have them, so the
/// others' pages stay as they were.
struct ScreenViewer: RunnerViewer {
  let screen: Screen
  var run: ViewerRun<ProbedScene<ScreenContainersProbe>>
  /// The views in document order (a superview before its subviews, siblings back to front).
  private let views: [(view: Screen.View, parent: Int)]
  /// The scroll views' view indexes, in document order (the frame records' order).
  private let scrolling: [Int]
  /// Per frame record: each scroll view's offset (x, y), in document order.
  private var offsets: [JSONValue] = []
  /// The recognizers' state changes: time, recognizer id, state (as the lane names
  /// it), reason (failed only).
  private var changes: [(time: Double, recognizer: String, state: String, reason: String?)] = []
  /// The touch calls the views received: time, view id, method, finger.
  private var deliveries: [JSONValue] = []
  /// The scroll views that zoom: scroll index, zoom view's index, the zoom view's size
  /// (points) and whether the content is the zoom view's size from the start (no
  /// `content` key), else only once the zoom scale has changed.
  private let zooms: [(scroll: Int, zoomView: Int, size: Size, contentIsZoomed: Bool)]
  /// Per zoom: whether its scale has changed from 1 (from then on the content is the
  /// zoom view's scaled size).
  private var zoomChanged: [Bool]
  /// Per frame record: each zooming scroll view's zoom scale and content size (points).
  private var zoomFrames: [JSONValue] = []
  /// Per frame record: each navigation's depth, and while a back swipe's transition runs
  /// the top view's and the view beneath's x (points).
  private var navigationFrames: [JSONValue] = []
  /// Per frame record: each refresh control's state and visible height (points).
  private var refreshFrames: [JSONValue] = []

  /// The page of a run with `options`.
  init(options: SceneRunner<ScreenScene>.Options) {
    let screen = options.scene
    let refreshRate = options.refreshRate
    self.screen = screen
    var views: [(view: Screen.View, parent: Int)] = []
    func add(_ view: Screen.View, parent: Int) {
      let index = views.count
      views.append((view, parent))
      for subview in view.subviews { add(subview, parent: index) }
    }
    for view in screen.views { add(view, parent: -1) }
    self.views = views
    scrolling = views.indices.filter { views[$0].view.scrollView != nil }
    zooms = scrolling.enumerated().compactMap { k, v in
      guard let zoom = views[v].view.scrollView?.zoom,
        let z = views.indices.first(where: { views[$0].parent == v && views[$0].view.id == zoom.zoomView })
      else { return nil }
      return (k, z, views[z].view.frame.size, views[v].view.scrollView?.contentIsFrameSize ?? false)
    }
    zoomChanged = zooms.map { $0.contentIsZoomed }

    var series: [ViewerData.Series] = []
    var offsetLines: [(key: String, color: String)] = []
    let colors = ["#1c7ed6", "#2f9e44", "#e8590c", "#ae3ec9", "#f59f00", "#1098ad", "#c2255c"]
    for (k, v) in scrolling.enumerated() {
      let id = views[v].view.id
      series += [
        .init(key: "x\(k)", label: "\(id).contentOffset.x", unit: "pt", decimals: 2),
        .init(key: "y\(k)", label: "\(id).contentOffset.y", unit: "pt", decimals: 2),
      ]
      // The chart draws each scroll view's offset along the axes its content scrolls.
      let frame = views[v].view.frame.size
      let content = views[v].view.scrollView?.setup(frame: views[v].view.frame, screen: screen).content ?? .zero
      if content.width > frame.width { offsetLines.append(("x\(k)", colors[offsetLines.count % colors.count])) }
      if content.height > frame.height || content.width <= frame.width {
        offsetLines.append(("y\(k)", colors[offsetLines.count % colors.count]))
      }
    }
    for zoom in zooms {
      series.append(.init(key: "zoom\(zoom.scroll)", label: "\(views[scrolling[zoom.scroll]].view.id).zoomScale", unit: "", decimals: 4))
    }
    for (view, _) in views where view.navigation != nil {
      series += [
        .init(key: "depth-\(view.id)", label: "\(view.id) depth", unit: "", decimals: 0),
        .init(key: "pop-\(view.id)", label: "\(view.id) pop progress", unit: "", decimals: 4),
      ]
    }
    var subtitle = "\(views.count) view" + (views.count == 1 ? "" : "s")
    subtitle += ", \(scrolling.count) scroll view" + (scrolling.count == 1 ? "" : "s")
    subtitle += " · " + Formatting.display(viewport: screen.viewport, scale: screen.scale, refreshRate: refreshRate, uikit: screen.uikit, style: .page)
    run = ViewerRun(
      ViewerData(
        scene: "screen", title: "screen", subtitle: subtitle, viewport: screen.viewport, scale: screen.scale,
        refreshRate: refreshRate, launch: 0, series: series,
        charts: offsetLines.isEmpty ? [] : [.init(title: "contentOffset", unit: "pt", series: offsetLines)]),
      options: .init(wrapping: options))
  }

  mutating func finish() -> ViewerData {
    let summary = run.finish(cameToRest: \.facts.cameToRest)
    drain()
    let endings = summary.scrollViews.map { "\($0.id) " + Formatting.rest($0.rest, at: $0.final) }
    if !endings.isEmpty { run.data.appendEnding("rest: " + endings.joined(separator: "; ")) }
    let number = { (value: Double) in ViewerData.number(value, 3) }
    let index = Dictionary(views.enumerated().map { ($0.element.view.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let viewRows: [JSONValue] = views.map { entry in
      let view = entry.view, frame = view.frame
      let content = view.scrollView.map { settings in
        let size = settings.setup(frame: view.frame, screen: screen).content
        return JSONValue.pair(size.width, size.height)
      } ?? .null
      return .array([
        .string(view.id), .int(entry.parent), number(frame.minX), number(frame.minY), number(frame.size.width),
        number(frame.size.height), .int(scrolling.firstIndex(of: index[view.id] ?? -1) ?? -1),
        .int(view.clipsToBounds ? 1 : 0), .int(view.hidden ? 1 : 0), number(view.alpha),
        .int(view.userInteraction ? 1 : 0), content,
      ])
    }
    // One lane per recognizer, in the run's (document) order, scroll views' pans included.
    let lanes: [JSONValue] = summary.recognizers.map { recognizer in
      let steps: [JSONValue] = changes.filter { $0.recognizer == recognizer.id }.map {
        .array([ViewerData.number($0.time), .string($0.state), $0.reason.map(JSONValue.string) ?? .null])
      }
      return .array([.string(recognizer.id), .string(recognizer.kind.rawValue), .string(recognizer.view), .array(steps)])
    }
    run.data.picture = [
      ("views", .array(viewRows)),
      ("offsets", .array(offsets)),
      ("lanes", .array(lanes)),
      ("deliveries", .array(deliveries)),
    ]
    if !zooms.isEmpty {
      let rows: [JSONValue] = zooms.map { .array([.int($0.scroll), .int($0.zoomView)]) }
      run.data.picture += [("zooms", .array(rows)), ("zoomFrames", .array(zoomFrames))]
    }
    let navigations = views.indices.filter { views[$0].view.navigation != nil }
    if !navigations.isEmpty {
      run.data.picture += [("navigations", .array(navigations.map { .int($0) })), ("navigationFrames", .array(navigationFrames))]
    }
    let refreshes = scrolling.filter { views[$0].view.scrollView?.refreshControl == true }
    if !refreshes.isEmpty {
      let rows: [JSONValue] = refreshes.map { .array([.int($0), number(RefreshControl.hiddenHeight)]) }
      run.data.picture += [("refreshes", .array(rows)), ("refreshFrames", .array(refreshFrames))]
    }
    return run.data
  }

  /// Takes the frame's zoom scales and the containers' sample into the page's data:
  /// the zoom scales and the navigations' depth and progress as values, the refresh
  /// controls' states as words for the frame's state line (returned).
  private mutating func drawContainers(of frame: ScreenFrame, values: inout [Double?]) -> String {
    let sample = run.nextSample()
    if !zooms.isEmpty {
      var rows: [JSONValue] = []
      for (z, zoom) in zooms.enumerated() {
        let scale = frame.scrollViews[zoom.scroll].zoomScale ?? 1
        if scale != 1 { zoomChanged[z] = true }
        let content = zoomChanged[z]
          ? Size(width: zoom.size.width * scale, height: zoom.size.height * scale)
          : views[scrolling[zoom.scroll]].view.scrollView?.setup(frame: views[scrolling[zoom.scroll]].view.frame, screen: screen).content ?? .zero
        values.append(scale)
        rows.append(.array([ViewerData.number(scale, 6), ViewerData.number(content.width, 3), ViewerData.number(content.height, 3)]))
      }
      zoomFrames.append(.array(rows))
    }
    if !sample.navigations.isEmpty {
      var rows: [JSONValue] = []
      for navigation in sample.navigations {
        guard let slide = navigation.slide else {
          values += [Double(navigation.depth), nil]
          rows.append(.array([.int(navigation.depth)]))
          continue
        }
        let width = views.first { $0.view.id == navigation.view }?.view.frame.size.width ?? 0
        values += [Double(navigation.depth), width > 0 ? slide.topX / width : nil]
        rows.append(.array([.int(navigation.depth), ViewerData.number(slide.topX, 3), ViewerData.number(slide.beneathX, 3)]))
      }
      navigationFrames.append(.array(rows))
    }
    guard !sample.refreshes.isEmpty else { return "" }
    refreshFrames.append(.array(sample.refreshes.map { .array([.string($0.state), ViewerData.number($0.visibleHeight, 3)]) }))
    return sample.refreshes.map { " · \($0.scrollView).refreshControl: \($0.state)" }.joined()
  }

  /// Moves the new records into the page's data.
  mutating func drain() {
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        var values: [Double?] = []
        var pairs: [JSONValue] = []
        for scrollView in frame.scrollViews {
          let offset = scrollView.state.contentOffset
          values += [offset.x, offset.y]
          pairs += [ViewerData.number(offset.x, 3), ViewerData.number(offset.y, 3)]
        }
        offsets.append(.array(pairs))
        let moving = frame.scrollViews.filter { $0.state.isTracking || $0.state.isDragging || $0.state.isDecelerating }
        var state = moving.isEmpty
          ? "still"
          : moving.map { "\($0.id): " + ($0.state.isDecelerating ? "decelerating" : $0.state.isDragging ? "dragging" : "tracking") }
            .joined(separator: " · ")
        state += drawContainers(of: frame, values: &values)
        run.data.addFrame(at: frame.time, values: values, state: state)
      case .gesture(let gesture):
        changes.append((gesture.time, gesture.recognizer, ScreenReport.stateName(gesture), gesture.reason))
        run.data.log(ScreenReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .callback(let callback):
        run.data.log(ScreenReport.jsonLine(record), marked: !ViewerData.isPerFrame(callback.callback.kind))
      case .touch(let touch):
        let phase = ScreenReport.phase(touch.method)
        deliveries.append(.array([ViewerData.number(touch.time), .string(touch.view), .string(phase), .int(touch.finger)]))
        run.data.log(ScreenReport.jsonLine(record), marked: touch.method != .touchesMoved)
      case .navigation, .refresh, .action, .warning:
        run.data.log(ScreenReport.jsonLine(record), marked: true)
      }
    }
  }
}
