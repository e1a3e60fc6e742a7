import ScrollPhysics

/// Generates random `Screen`s for the screen properties (`gesture-sim check --scene
/// screen`): view hierarchies of up to `maximumViews` views, with up to
/// `maximumScrollViews` scroll views (which may nest) and up to `maximumRecognizers`
/// recognizers with random relations.
///
/// - **Views** (`v0`, `v1`, …): each a subview of the window or of an earlier view,
///   its frame on a 1-point grid inside its superview's bounds (a scroll view's: its
///   content), one in eight sticking half out; one in twenty hidden, one in twenty
///   with user interaction off, one in twenty with alpha 0.
/// - **Scroll views**: content 2…4 times the frame along one axis or both (or the frame's
///   size), paging one in three, bounces on both axes, one or none, `.fast` one in four,
///   directional lock one in five, `delays-content-touches` off one in five,
///   `can-cancel-content-touches` off one in seven.
/// - **Recognizers** (`r0`, `r1`, …) on random views, of every kind (weights tap 3, pan 2,
///   long press 2, swipe 1, screen-edge pan, pinch and rotation 0.5 each), with their
///   properties drawn around UIKit's defaults; each touch-delivery flag flipped from
///   its default one time in five; a `should-begin` condition one time in four.
/// - **Relations**: a recognizer requires each recognizer listed before it (scroll
///   views' pans first) to fail with probability 0.2, at most two, so that there is
///   never a cycle; it recognizes simultaneously with each earlier one with
///   probability 0.15.
///
/// Generation is a pure function of the settings and the random stream (SplitMix64's
/// own draws), like `TraceGenerator`; `TraceGenerator.version` covers both.
package struct ScreenGenerator: Sendable {
  /// The window, in points. Default 390 × 844.
  package var viewport: Size
  /// At most this many views (at least 1). Default 8.
  package var maximumViews: Int
  /// At most this many scroll views. Default 2.
  package var maximumScrollViews: Int
  /// At most this many recognizers besides the scroll views' pans. Default 6.
  package var maximumRecognizers: Int

  /// A generator with the documented defaults.
  package init(viewport: Size = Display.defaultViewport) {
    self.viewport = viewport
    maximumViews = 8
    maximumScrollViews = 2
    maximumRecognizers = 6
  }

  /// A random screen drawn from `random`.
  package func generate(using random: inout SplitMix64) -> Screen {
    let viewCount = random.nextInt(in: 1...max(1, maximumViews))
    // Flat list: (view, parent index or -1), built in document order of creation.
    var flat: [(view: Screen.View, parent: Int)] = []
    var scrollCount = 0
    for index in 0..<viewCount {
      let parent = index == 0 || random.nextBool(probability: 0.2) ? -1 : random.nextInt(in: 0...(index - 1))
      let bounds: Size
      if parent < 0 {
        bounds = viewport
      } else if let settings = flat[parent].view.scrollView {
        bounds = settings.contentIsFrameSize ? flat[parent].view.frame.size : settings.setup.content
      } else {
        bounds = flat[parent].view.frame.size
      }
      let frame: Rect
      if parent < 0 && index == 0 && random.nextBool(probability: 0.5) {
        frame = Rect(origin: .zero, size: viewport)
      } else {
        frame = Self.frame(in: bounds, using: &random)
      }
      var view = Screen.View(id: "v\(index)", frame: frame)
      if random.nextBool(probability: 0.05) { view.hidden = true }
      if random.nextBool(probability: 0.05) { view.userInteraction = false }
      if random.nextBool(probability: 0.05) { view.alpha = 0 }
      if scrollCount < maximumScrollViews, frame.size.width >= 1, frame.size.height >= 1, random.nextBool(probability: 0.35) {
        view.scrollView = Self.scrollView(frame: frame, using: &random)
        scrollCount += 1
      }
      flat.append((view, parent))
    }

    // Recognizers, after the scroll views' pans in the list relations draw from.
    var names = flat.compactMap { $0.view.scrollView == nil ? nil : Screen.panID(ofScrollView: $0.view.id) }
    let recognizerCount = random.nextInt(in: 0...max(0, maximumRecognizers))
    for index in 0..<recognizerCount {
      let owner = random.nextInt(in: 0...(flat.count - 1))
      var recognizer = Screen.Recognizer(id: "r\(index)", Self.settings(using: &random))
      if random.nextBool(probability: 0.2) { recognizer.delivery.cancelsTouchesInView.toggle() }
      if random.nextBool(probability: 0.2) { recognizer.delivery.delaysTouchesBegan.toggle() }
      if random.nextBool(probability: 0.2) { recognizer.delivery.delaysTouchesEnded.toggle() }
      if random.nextBool(probability: 0.25) { recognizer.shouldBegin = Self.condition(using: &random) }
      for earlier in names {
        if recognizer.requireToFail.count < 2, random.nextBool(probability: 0.2) { recognizer.requireToFail.append(earlier) }
        if random.nextBool(probability: 0.15) { recognizer.simultaneousWith.append(earlier) }
      }
      names.append(recognizer.id)
      flat[owner].view.recognizers.append(recognizer)
    }

    // Nest: children after parents, so build from the last view back.
    var views = flat.map(\.view)
    for index in flat.indices.reversed() where flat[index].parent >= 0 {
      views[flat[index].parent].subviews.insert(views[index], at: 0)
    }
    return Screen(viewport: viewport, views: flat.indices.filter { flat[$0].parent < 0 }.map { views[$0] })
  }

  /// A frame inside `bounds` on the 1-point grid, one in eight sticking half out.
  static func frame(in bounds: Size, using random: inout SplitMix64) -> Rect {
    let maxWidth = max(1, Int(bounds.width.rounded(.down)))
    let maxHeight = max(1, Int(bounds.height.rounded(.down)))
    let width = random.nextInt(in: max(1, maxWidth / 5)...maxWidth)
    let height = random.nextInt(in: max(1, maxHeight / 8)...maxHeight)
    let stickOut = random.nextBool(probability: 0.125)
    let x = random.nextInt(in: 0...max(0, maxWidth - (stickOut ? width / 2 : width)))
    let y = random.nextInt(in: 0...max(0, maxHeight - (stickOut ? height / 2 : height)))
    return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
  }

  /// A scroll view for a view with `frame`.
  static func scrollView(frame: Rect, using random: inout SplitMix64) -> Screen.ScrollViewSettings {
    let axis = random.nextInt(in: 0...3)  // 0 horizontal, 1 vertical, 2 both, 3 neither
    var content = frame.size
    if axis == 0 || axis == 2 { content.width *= Double(random.nextInt(in: 2...4)) }
    if axis == 1 || axis == 2 { content.height *= Double(random.nextInt(in: 2...4)) }
    var settings = Screen.ScrollViewSettings(content: content, paging: random.nextBool(probability: 1.0 / 3))
    switch random.nextInt(in: 0...3) {
    case 0: settings.setup.bounces = .init(x: false, y: false)
    case 1: settings.setup.bounces = .init(x: true, y: false)
    case 2: settings.setup.bounces = .init(x: false, y: true)
    default: break
    }
    if axis == 3, random.nextBool(probability: 0.5) { settings.setup.alwaysBounce = .init(x: false, y: true) }
    if random.nextBool(probability: 0.25) { settings.setup.rate = .fast }
    if random.nextBool(probability: 0.2) { settings.setup.directionalLock = true }
    if random.nextBool(probability: 0.2) { settings.delaysContentTouches = false }
    if random.nextBool(probability: 1.0 / 7) { settings.canCancelContentTouches = false }
    return settings
  }

  /// A recognizer kind with its properties drawn around UIKit's defaults.
  static func settings(using random: inout SplitMix64) -> Screen.Recognizer.Settings {
    let draw = random.nextDouble(in: 0...9.5)
    if draw < 3 {
      return .tap(taps: random.nextBool(probability: 0.3) ? 2 : 1, touches: random.nextBool(probability: 0.1) ? 2 : 1)
    }
    if draw < 5 { return .pan(minimumTouches: random.nextBool(probability: 0.15) ? 2 : 1) }
    if draw < 7 {
      // 0.1 … 0.8 s on a 10 ms grid.
      let duration = Double(random.nextInt(in: 10...80)) / 100
      return .longPress(minimumPressDuration: duration)
    }
    if draw < 8 {
      let directions: [SwipeDirection] = [.right, .left, .up, .down, [.left, .right], [.up, .down]]
      return .swipe(direction: directions[random.nextInt(in: 0...(directions.count - 1))])
    }
    if draw < 8.5 {
      let edges: [ScreenEdges] = [.left, .right, .top, .bottom]
      return .screenEdgePan(edges: edges[random.nextInt(in: 0...3)])
    }
    if draw < 9 { return .pinch }
    return .rotation
  }

  /// A `should-begin` condition, each of the ten equally likely.
  static func condition(using random: inout SplitMix64) -> Screen.BeginCondition {
    let axis: Screen.BeginCondition.Axis = random.nextBool(probability: 0.5) ? .x : .y
    let sign: Screen.BeginCondition.Sign = random.nextBool(probability: 0.5) ? .positive : .negative
    switch random.nextInt(in: 0...4) {
    case 0: return .horizontal
    case 1: return .vertical
    case 2, 3: return .translation(axis, sign)
    default: return .velocity(axis, sign)
    }
  }

  /// Where the screen's views are at launch, in window points (scroll views' subviews
  /// moved by their start offsets) and clipped to the window: the hotspots a trace
  /// over the screen aims at.
  package static func hotspots(of screen: Screen) -> [Rect] {
    var rects: [Rect] = []
    func visit(_ view: Screen.View, origin: Point) {
      let frameOrigin = Point(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
      // Clipped to the window: a finger cannot leave the glass.
      let minX = max(0, frameOrigin.x)
      let minY = max(0, frameOrigin.y)
      let maxX = min(screen.viewport.width, frameOrigin.x + view.frame.size.width)
      let maxY = min(screen.viewport.height, frameOrigin.y + view.frame.size.height)
      if maxX > minX && maxY > minY { rects.append(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
      var inner = frameOrigin
      if let settings = view.scrollView {
        inner = Point(x: inner.x - settings.setup.startOffset.x, y: inner.y - settings.setup.startOffset.y)
      }
      for subview in view.subviews { visit(subview, origin: inner) }
    }
    for view in screen.views { visit(view, origin: .zero) }
    return rects
  }
}
