import Gestures
import ScrollPhysics

/// Random valid screens and their description for the screen recorder's JSON writer:
/// the property-style round trip (screen → Recorders/ScreenRecorder.swift's JSON → the
/// library's reader → the same screen) of the tests and of the `screen` fuzz target
/// (scripts/fuzz.sh compiles this file with it).
enum ScreenSamples {
  /// Characters ids are made of: JSON's escapes, a space, non-ASCII and astral scalars.
  static let idCharacters: [String] = ["a", "b", "-", "_", ".", " ", "\"", "\\", "/", "é", "漢", "😀", "0"]

  /// A random valid screen: up to `maximumViews` views nested up to 4 deep, scroll views
  /// among them, recognizers of every kind with random properties and relations
  /// (require-to-fail only to earlier recognizers, so never a cycle).
  static func screen(_ random: inout SplitMix64, maximumViews: Int = 8) -> Screen {
    var builder = Builder(random: random)
    var screen = Screen(
      viewport: Size(width: builder.whole(1...1000), height: builder.whole(1...2000)), scale: [1, 2, 3][builder.int(0...2)],
      refresh: [60, 120, 90.5][builder.int(0...2)], uikit: builder.bool() ? .ios26 : .ios7)
    let count = builder.int(0...maximumViews)
    while builder.viewCount < count {
      screen.views.append(builder.view(depth: 0, budget: count))
    }
    builder.relate(&screen)
    random = builder.random
    return screen
  }

  private struct Builder {
    var random: SplitMix64
    var viewCount = 0
    var recognizerCount = 0

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func bool() -> Bool { Bool.random(using: &random) }
    mutating func whole(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }
    /// A number with a fraction that has no short decimal (thirds), to test the shortest round trip.
    mutating func number(_ range: ClosedRange<Int>) -> Double { Double(int(range)) + Double(int(0...2)) / 3 }

    mutating func id(_ prefix: String, _ n: Int) -> String {
      var text = prefix + String(n)
      for _ in 0..<int(0...3) { text += ScreenSamples.idCharacters[int(0...ScreenSamples.idCharacters.count - 1)] }
      return text
    }

    mutating func view(depth: Int, budget: Int) -> Screen.View {
      viewCount += 1
      let isScroll = bool()
      let width = isScroll ? whole(1...500) : number(0...500), height = isScroll ? whole(1...900) : number(0...900)
      var view = Screen.View(id: id("v", viewCount), frame: Rect(x: number(-100...400), y: number(-100...800), width: width, height: height))
      view.userInteraction = int(0...4) > 0
      view.hidden = int(0...4) == 0
      view.alpha = int(0...2) == 0 ? Double(int(0...1000)) / 1000 : 1
      view.clipsToBounds = bool()
      if int(0...3) == 0 { view.control = Screen.Control.allCases[int(0...Screen.Control.allCases.count - 1)] }
      if int(0...4) == 0 && width >= 1 {
        view.navigation = Screen.Navigation(depth: int(1...1000), transitionDuration: number(1...30) / 10, interactivePopEnabled: bool())
      }
      if isScroll {
        let paging = bool()
        var settings = Screen.ScrollViewSettings(
          content: Size(width: width * whole(1...3) + (paging ? 0 : number(0...100)), height: height * whole(1...3)), paging: paging)
        settings.setup.pageSpacing = paging && bool() ? whole(0...40) : 0
        settings.setup.bounces = ScrollViewSceneSetup.Axes(x: bool(), y: bool())
        settings.setup.alwaysBounce = ScrollViewSceneSetup.Axes(x: bool(), y: bool())
        settings.setup.rate = bool() ? .normal : .fast
        settings.setup.inset = EdgeInsets(top: number(0...50), left: number(0...10), bottom: number(0...50), right: number(0...10))
        settings.setup.startOffset = Point(x: number(-20...200), y: number(-20...900))
        settings.setup.directionalLock = bool()
        settings.scrollEnabled = int(0...3) > 0
        settings.delaysContentTouches = bool()
        settings.canCancelContentTouches = bool()
        if int(0...3) == 0 { settings.setup.snap = Size(width: whole(0...50), height: whole(1...50)) }
        if int(0...3) == 0 { settings.contentTouchDelay = number(0...2) / 10 }
        if int(0...5) == 0 && !paging {
          settings = Screen.ScrollViewSettings()
        }
        settings.transfersHorizontalScrollingToParent = int(0...3) > 0
        settings.transfersVerticalScrollingToParent = int(0...3) > 0
        if int(0...3) == 0 {
          settings.refreshControl = true
          if bool() { settings.endRefreshingAt = number(0...100) / 4 }
        }
        view.scrollView = settings
      }
      for _ in 0..<int(0...2) { view.recognizers.append(recognizer()) }
      while depth < 3 && viewCount < budget && bool() {
        view.subviews.append(self.view(depth: depth + 1, budget: budget))
      }
      // Half the scroll views with a subview zoom it, and one of their recognizers may zoom.
      if isScroll && !view.subviews.isEmpty && bool() {
        let minimum = number(1...6) / 4
        view.scrollView?.zoom = Screen.Zoom(
          zoomView: view.subviews[int(0...view.subviews.count - 1)].id, minimumZoomScale: minimum,
          maximumZoomScale: bool() ? minimum : minimum + number(0...8) / 2, bouncesZoom: bool())
        if !view.recognizers.isEmpty {
          let k = int(0...view.recognizers.count - 1)
          view.recognizers[k].action =
            bool()
            ? .zoomScale(number(1...12) / 4, animated: bool())
            : .zoomTo(Rect(x: number(-50...200), y: number(-50...200), width: number(1...300), height: number(1...300)), animated: bool())
        }
      }
      return view
    }

    mutating func recognizer() -> Screen.Recognizer {
      recognizerCount += 1
      let settings: Screen.Recognizer.Settings
      switch int(0...6) {
      case 0:
        var tap = Screen.Recognizer.Tap(taps: int(1...3), touches: int(1...2))
        if bool() { tap.allowableMovement = number(0...60) }
        if bool() { tap.maximumTapDuration = number(1...2) / 2 }
        settings = .tap(tap)
      case 1:
        let minimum = int(1...3)
        settings = .pan(minimumTouches: minimum, maximumTouches: bool() ? .max : int(minimum...5))
      case 2:
        settings = .longPress(
          Screen.Recognizer.LongPress(minimumPressDuration: number(0...2) / 4, allowableMovement: number(-1...20), touches: int(1...2), taps: int(0...2)))
      case 3: settings = .swipe(direction: SwipeDirection(rawValue: int(1...15)), touches: int(1...2))
      case 4: settings = .screenEdgePan(edges: ScreenEdges(rawValue: int(1...15)))
      case 5: settings = .pinch
      default: settings = .rotation
      }
      var recognizer = Screen.Recognizer(id: id("r", recognizerCount), settings)
      recognizer.enabled = int(0...4) > 0
      recognizer.delivery = TouchDelivery.Policy(cancelsTouchesInView: bool(), delaysTouchesBegan: bool(), delaysTouchesEnded: bool())
      let conditions: [Screen.BeginCondition?] = [nil, .horizontal, .vertical, .translation(.x, .positive), .velocity(.y, .negative)]
      recognizer.shouldBegin = conditions[int(0...conditions.count - 1)]
      return recognizer
    }

    /// Random relations: require-to-fail to earlier recognizers (scroll views' pans
    /// included), simultaneous-with to any other.
    mutating func relate(_ screen: inout Screen) {
      var ids: [String] = []
      func visit(_ views: inout [Screen.View], _ builder: inout Builder) {
        for index in views.indices {
          if views[index].scrollView != nil { ids.append(Screen.panID(ofScrollView: views[index].id)) }
          for k in views[index].recognizers.indices {
            let own = views[index].recognizers[k].id
            if !ids.isEmpty && builder.bool() {
              views[index].recognizers[k].requireToFail = [ids[builder.int(0...ids.count - 1)]]
            }
            if !ids.isEmpty && builder.bool() {
              views[index].recognizers[k].simultaneousWith = [ids[builder.int(0...ids.count - 1)]]
            }
            ids.append(own)
          }
          visit(&views[index].subviews, &builder)
        }
      }
      visit(&screen.views, &self)
    }
  }
}

extension ScreenRecorderJSON.Screen {
  /// The recorder's description of `screen`: what the recorder writes for a hierarchy
  /// that `screen` describes, with every property `screen` holds (also those UIKit does
  /// not make public, such as a tap's allowable movement, and the relations the user adds).
  init(describing screen: Gestures.Screen) {
    self.init(viewportWidth: screen.viewport.width, viewportHeight: screen.viewport.height, scale: screen.scale, refresh: screen.refresh)
    uikit = screen.uikit.rawValue
    views = screen.views.map(ScreenRecorderJSON.View.init(describing:))
  }
}

extension ScreenRecorderJSON.View {
  init(describing view: Gestures.Screen.View) {
    self.init(id: view.id, frame: [view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height])
    userInteraction = view.userInteraction
    hidden = view.hidden
    alpha = view.alpha
    clipsToBounds = view.clipsToBounds
    control = view.control?.rawValue
    if let navigation = view.navigation {
      self.navigation = ScreenRecorderJSON.Navigation(
        depth: navigation.depth, transitionDuration: navigation.transitionDuration, interactivePopEnabled: navigation.interactivePopEnabled)
    }
    if let settings = view.scrollView {
      let options = settings.setup
      var scroll = ScreenRecorderJSON.ScrollView(contentWidth: options.content.width, contentHeight: options.content.height)
      if settings.contentIsFrameSize { scroll.content = nil }
      if options.snap != .zero { scroll.snap = (options.snap.width, options.snap.height) }
      if settings.contentTouchDelay != 0.15 { scroll.contentTouchDelay = settings.contentTouchDelay }
      scroll.paging = options.paging
      scroll.pageSpacing = options.pageSpacing
      scroll.bounces = (options.bounces.x, options.bounces.y)
      scroll.alwaysBounce = (options.alwaysBounce.x, options.alwaysBounce.y)
      scroll.rate = options.rate.rawValue
      scroll.inset = [options.inset.top, options.inset.left, options.inset.bottom, options.inset.right]
      scroll.startOffset = [options.startOffset.x, options.startOffset.y]
      scroll.directionalLock = options.directionalLock
      scroll.scrollEnabled = settings.scrollEnabled
      scroll.delaysContentTouches = settings.delaysContentTouches
      scroll.canCancelContentTouches = settings.canCancelContentTouches
      scroll.transfersToParent = (settings.transfersHorizontalScrollingToParent, settings.transfersVerticalScrollingToParent)
      if let zoom = settings.zoom {
        scroll.zoom = ScreenRecorderJSON.Zoom(
          minimum: zoom.minimumZoomScale, maximum: zoom.maximumZoomScale, bounces: zoom.bouncesZoom, view: zoom.zoomView)
      }
      scroll.refreshControl = settings.refreshControl
      scroll.endRefreshingAt = settings.endRefreshingAt
      scrollView = scroll
    }
    recognizers = view.recognizers.map(ScreenRecorderJSON.Recognizer.init(describing:))
    subviews = view.subviews.map(ScreenRecorderJSON.View.init(describing:))
  }
}

extension ScreenRecorderJSON.Recognizer {
  init(describing recognizer: Gestures.Screen.Recognizer) {
    self.init(id: recognizer.id, kind: recognizer.kind.rawValue)
    switch recognizer.settings {
    case .tap(let tap):
      properties = [("taps", .number(Double(tap.taps))), ("touches", .number(Double(tap.touches))), ("allowable-movement", .number(tap.allowableMovement))]
      if tap.maximumTapDuration.isFinite { properties.append(("maximum-tap-duration", .number(tap.maximumTapDuration))) }
    case .pan(let pan):
      properties = [("minimum-touches", .number(Double(pan.minimumTouches)))]
      if pan.maximumTouches <= 1000 { properties.append(("maximum-touches", .number(Double(pan.maximumTouches)))) }
    case .longPress(let press):
      properties = [
        ("minimum-press-duration", .number(press.minimumPressDuration)), ("allowable-movement", .number(press.allowableMovement)),
        ("touches", .number(Double(press.touches))), ("taps", .number(Double(press.taps))),
      ]
    case .swipe(let swipe):
      properties = [("direction", .string(swipe.direction.description)), ("touches", .number(Double(swipe.touches)))]
    case .screenEdgePan(let edge):
      properties = [("edges", .string(edge.edges.description))]
    case .pinch, .rotation:
      properties = []
    }
    enabled = recognizer.enabled
    cancelsTouchesInView = recognizer.delivery.cancelsTouchesInView
    delaysTouchesBegan = recognizer.delivery.delaysTouchesBegan
    delaysTouchesEnded = recognizer.delivery.delaysTouchesEnded
    requireToFail = recognizer.requireToFail
    simultaneousWith = recognizer.simultaneousWith
    shouldBegin = recognizer.shouldBegin?.description
    switch recognizer.action {
    case .zoomTo(let rect, let animated)?: action = .zoomTo([rect.minX, rect.minY, rect.size.width, rect.size.height], animated: animated)
    case .zoomScale(let scale, let animated)?: action = .zoomScale(scale, animated: animated)
    case nil: action = nil
    }
  }
}
