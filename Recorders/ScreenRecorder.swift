// ScreenRecorder.swift — writes gesture-sim's screen file (docs/screens.md) for a live UIKit view
// hierarchy, so that `gesture-sim run trace.csv --screen screen.json` replays a recording of the
// same app through the same views, scroll views and recognizers.
//
// Add this one file to an iOS 15+ app target (beside TouchRecorder.swift, docs/recording.md). It
// is not part of the gesture-sim package (SwiftPM does not compile Recorders/).
//
// 1. With the screen on display: `let json = ScreenRecorder.json(of: window)` (or of any view:
//    its subtree becomes the screen's views, in window coordinates).
// 2. `ScreenRecorder.share(of: window, from: viewController)` writes it to a temporary
//    `screen.json` and opens the share sheet; or print it: `print(ScreenRecorder.json(of: window))`.
//
// What it records, through public API only:
// - views: `accessibilityIdentifier` as the id when set and unique, else `<Class>-<n>`; `frame` (in
//   the superview's coordinates; a scroll view's subviews in its content's); `isUserInteractionEnabled`,
//   `isHidden`, `alpha`, `clipsToBounds`; an enabled `UIControl`'s kind as "control" (UIButton,
//   UISwitch, UISlider, UIStepper, UISegmentedControl, UITextField, UIPageControl; another as a
//   button); subviews back to front; a navigation controller's top view controller's view as
//   "navigation" (`depth` = `viewControllers.count`, `interactive-pop-enabled` =
//   `interactivePopGestureRecognizer?.isEnabled`; the back swipe itself is not listed);
// - scroll views: `contentSize`, `isPagingEnabled`, `bouncesHorizontally`/`Vertically` (iOS 17.4+;
//   `bounces` before), `alwaysBounceHorizontal`/`Vertical`, `decelerationRate`,
//   `adjustedContentInset` (the inset UIKit scrolls with), `contentOffset` as the start offset,
//   `isDirectionalLockEnabled`, `isScrollEnabled`, `delaysContentTouches`, `canCancelContentTouches`,
//   `transfersHorizontalScrollingToParent`/`Vertical…` (iOS 17.4+); `minimumZoomScale`,
//   `maximumZoomScale`, `bouncesZoom` and the view its delegate's `viewForZooming(in:)` returns
//   (a direct subview) as "min-zoom", "max-zoom", "bounces-zoom", "zoom-view"; `refreshControl`
//   as "refresh-control" (the control itself is not a view of the file); `scrollsToTop` as
//   "scrolls-to-top" (written when false);
// - the window scene's status bar: `statusBarManager.statusBarFrame`'s height as
//   "status-bar-height" (left out when the status bar is hidden);
// - recognizers: tap, pan, long press, swipe, screen-edge pan, pinch, rotation with their public
//   properties, `isEnabled`, `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`.
//
// What public API cannot read is listed in the file's "notes" (which gesture-sim ignores), for you
// to complete by hand: every `require(toFail:)` (UIKit has no getter), the delegate's
// `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`, `shouldRecognizeSimultaneouslyWith` and
// `gestureRecognizerShouldBegin` answers (write them as "require-to-fail", "simultaneous-with"
// and "should-begin"), recognizers of other classes, the action of a recognizer on a zooming
// scroll view's chain (a double tap to zoom: add its "action"), when the app ends refreshing
// ("end-refreshing-at"), a navigation delegate's custom transition duration, zoom limits without
// a usable zoom view, and views with a transform (their frame is the transformed bounding box).
//
// The JSON text is made by `ScreenRecorderJSON` below, outside the `#if canImport(UIKit)`. It uses
// the Swift standard library only; gesture-sim's tests compile this file (through a symbolic link in
// Tests/GesturesTests/ScreenFile/) and read its output back with the library's screen reader
// (ScreenRecorderJSONTests.swift there).

#if canImport(UIKit)
import UIKit

/// Writes the screen file of a live view hierarchy.
@MainActor
enum ScreenRecorder {
  /// The screen file of `root`'s subviews (a window: its whole hierarchy), with the
  /// window's size, the screen's scale and its maximum refresh rate.
  static func json(of root: UIView) -> String {
    var recorder = Walk()
    let window = root.window ?? (root as? UIWindow)
    let bounds = window?.bounds ?? root.bounds
    let screen = window?.windowScene?.screen ?? UIScreen.main
    var description = ScreenRecorderJSON.Screen(
      viewportWidth: Double(bounds.width), viewportHeight: Double(bounds.height), scale: Double(screen.scale),
      refresh: Double(screen.maximumFramesPerSecond))
    if let statusBar = window?.windowScene?.statusBarManager, !statusBar.isStatusBarHidden {
      description.statusBarHeight = Double(statusBar.statusBarFrame.height)
    }
    if root is UIWindow {
      description.views = root.subviews.map { recorder.view($0) }
    } else {
      var top = recorder.view(root)
      let origin = root.convert(CGPoint.zero, to: nil)
      top.frame = [Double(origin.x), Double(origin.y), Double(root.bounds.width), Double(root.bounds.height)]
      description.views = [top]
    }
    description.notes = recorder.notes
    return description.text
  }

  /// Writes `json(of:)` to a temporary `screen.json` and presents the share sheet.
  static func share(of root: UIView, from viewController: UIViewController) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("screen.json")
    do {
      try json(of: root).write(to: url, atomically: true, encoding: .utf8)
    } catch {
      print("ScreenRecorder: could not write \(url.path): \(error)")
      return
    }
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    sheet.popoverPresentationController?.sourceView = viewController.view
    viewController.present(sheet, animated: true)
  }

  /// One walk over a hierarchy: unique ids and the notes.
  @MainActor
  private struct Walk {
    var viewIDs: Set<String> = []
    var recognizerIDs: Set<String> = []
    var counts: [String: Int] = [:]
    var notes: [String] = []
    /// The views scroll views zoom (their transform is the zoom's).
    var zoomViews: Set<ObjectIdentifier> = []
    /// How many zooming scroll views enclose the view being walked.
    var zoomingDepth = 0

    mutating func unique(_ wanted: String?, fallback: String, in ids: inout Set<String>) -> String {
      if let wanted, !wanted.isEmpty, !ids.contains(wanted), !wanted.hasSuffix(".pan") {
        ids.insert(wanted)
        return wanted
      }
      while true {
        let n = counts[fallback, default: 0]
        counts[fallback] = n + 1
        let id = "\(fallback)-\(n)"
        if !ids.contains(id) {
          ids.insert(id)
          return id
        }
      }
    }

    mutating func view(_ view: UIView) -> ScreenRecorderJSON.View {
      let id = unique(view.accessibilityIdentifier, fallback: String(describing: type(of: view)), in: &viewIDs)
      let frame = view.frame
      var result = ScreenRecorderJSON.View(
        id: id, frame: [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)])
      result.userInteraction = view.isUserInteractionEnabled
      result.hidden = view.isHidden
      result.alpha = Double(view.alpha)
      result.clipsToBounds = view.clipsToBounds
      if let control = view as? UIControl, control.isEnabled {
        switch control {
        case is UIButton: result.control = "button"
        case is UISwitch: result.control = "switch"
        case is UISlider: result.control = "slider"
        case is UIStepper: result.control = "stepper"
        case is UISegmentedControl: result.control = "segmented-control"
        case is UITextField: result.control = "text-field"
        case is UIPageControl: result.control = "page-control"
        default: result.control = "button"
        }
      }
      if !view.transform.isIdentity && !zoomViews.contains(ObjectIdentifier(view)) {
        notes.append("view '\(id)' has a transform: its frame is the transformed bounding box")
      }
      // The top view controller's view of a navigation controller: its `navigation`.
      if let controller = view.next as? UIViewController, controller.view === view,
        let navigationController = controller.navigationController, navigationController.topViewController === controller
      {
        var navigation = ScreenRecorderJSON.Navigation(depth: navigationController.viewControllers.count)
        navigation.interactivePopEnabled = navigationController.interactivePopGestureRecognizer?.isEnabled ?? false
        result.navigation = navigation
        recognizerIDs.insert(id + ".interactivePop")
        if navigationController.delegate != nil {
          notes.append(
            "navigation view '\(id)': its navigation controller has a delegate, whose custom transition's duration cannot be read; add \"transition-duration\" (seconds) to \"navigation\" if it is not UIKit's")
        }
      }
      var skipped: Set<ObjectIdentifier> = []
      // A navigation controller's own view holds its back swipe: it is the content's `navigation`.
      if let navigationController = view.next as? UINavigationController, navigationController.view === view,
        let pop = navigationController.interactivePopGestureRecognizer
      {
        skipped.insert(ObjectIdentifier(pop))
      }
      var zoomView: UIView? = nil
      var refreshControl: UIRefreshControl? = nil
      if let scrollView = view as? UIScrollView {
        result.scrollView = self.scrollView(scrollView, id: id)
        recognizerIDs.insert(id + ".pan")
        skipped.insert(ObjectIdentifier(scrollView.panGestureRecognizer))
        if let pinch = scrollView.pinchGestureRecognizer { skipped.insert(ObjectIdentifier(pinch)) }
        refreshControl = scrollView.refreshControl
        zoomView = self.zoomView(of: scrollView, id: id)
        if let zoomView { zoomViews.insert(ObjectIdentifier(zoomView)) }
      }
      if zoomView != nil { zoomingDepth += 1 }
      defer { if zoomView != nil { zoomingDepth -= 1 } }
      for recognizer in view.gestureRecognizers ?? [] where !skipped.contains(ObjectIdentifier(recognizer)) {
        if let described = self.recognizer(recognizer, viewID: id) { result.recognizers.append(described) }
      }
      // The refresh control is the scroll view's `refresh-control`, not a subview of the file.
      let subviews = view.subviews.filter { $0 !== refreshControl }
      result.subviews = subviews.map { self.view($0) }
      if let zoomView, let scrollView = view as? UIScrollView, let index = subviews.firstIndex(where: { $0 === zoomView }) {
        // The zoom view as at zoom scale 1 (gesture-sim starts there): its untransformed size.
        let scale = Double(scrollView.zoomScale)
        result.subviews[index].frame[2] = Double(zoomView.bounds.width)
        result.subviews[index].frame[3] = Double(zoomView.bounds.height)
        if scale != 1, let content = result.scrollView?.content {
          result.scrollView?.content = (content.width / scale, content.height / scale)
          notes.append(
            "scroll view '\(id)' was at zoomScale \(scale): the file describes it at zoom 1 (its content divided by the scale), where gesture-sim starts")
        }
        result.scrollView?.zoom = ScreenRecorderJSON.Zoom(
          minimum: Double(scrollView.minimumZoomScale), maximum: Double(scrollView.maximumZoomScale),
          bounces: scrollView.bouncesZoom, view: result.subviews[index].id)
      }
      return result
    }

    /// The view `viewForZooming(in:)` of `scrollView`'s delegate returns when the scroll view
    /// can zoom (its limits other than 1 and 1) and it is a direct subview; otherwise nil, with
    /// a note when the scroll view has zoom limits.
    mutating func zoomView(of scrollView: UIScrollView, id: String) -> UIView? {
      let limits = (scrollView.minimumZoomScale, scrollView.maximumZoomScale)
      guard limits != (1, 1) else { return nil }
      guard let zoomView = scrollView.delegate?.viewForZooming?(in: scrollView) else {
        notes.append(
          "scroll view '\(id)' has zoom limits \(limits.0)…\(limits.1) but no viewForZooming(in:): it does not zoom, and the file has no zoom keys")
        return nil
      }
      guard zoomView.superview === scrollView else {
        notes.append(
          "scroll view '\(id)': viewForZooming(in:) returns a view that is not its direct subview, which gesture-sim cannot zoom; the file has no zoom keys")
        return nil
      }
      return zoomView
    }

    mutating func scrollView(_ scrollView: UIScrollView, id: String) -> ScreenRecorderJSON.ScrollView {
      let inset = scrollView.adjustedContentInset
      var result = ScreenRecorderJSON.ScrollView(
        contentWidth: Double(scrollView.contentSize.width), contentHeight: Double(scrollView.contentSize.height))
      result.paging = scrollView.isPagingEnabled
      if #available(iOS 17.4, *) {
        result.bounces = (scrollView.bouncesHorizontally, scrollView.bouncesVertically)
      } else {
        result.bounces = (scrollView.bounces, scrollView.bounces)
      }
      result.alwaysBounce = (scrollView.alwaysBounceHorizontal, scrollView.alwaysBounceVertical)
      result.rate = Double(scrollView.decelerationRate.rawValue)
      result.inset = [Double(inset.top), Double(inset.left), Double(inset.bottom), Double(inset.right)]
      result.startOffset = [Double(scrollView.contentOffset.x), Double(scrollView.contentOffset.y)]
      result.directionalLock = scrollView.isDirectionalLockEnabled
      result.scrollEnabled = scrollView.isScrollEnabled
      result.delaysContentTouches = scrollView.delaysContentTouches
      result.canCancelContentTouches = scrollView.canCancelContentTouches
      result.scrollsToTop = scrollView.scrollsToTop
      if #available(iOS 17.4, *) {
        result.transfersToParent = (scrollView.transfersHorizontalScrollingToParent, scrollView.transfersVerticalScrollingToParent)
      }
      if scrollView.refreshControl != nil {
        result.refreshControl = true
        notes.append(
          "scroll view '\(id)' has a refresh control: when the app calls endRefreshing() cannot be read; add \"end-refreshing-at\" (seconds of trace time) to its \"scrollView\"")
      }
      if scrollView.delegate != nil {
        notes.append("scroll view '\(id)' has a delegate: a targetContentOffset it changes in scrollViewWillEndDragging is not recorded")
      }
      return result
    }

    mutating func recognizer(_ recognizer: UIGestureRecognizer, viewID: String) -> ScreenRecorderJSON.Recognizer? {
      var properties: [(String, ScreenRecorderJSON.Value)] = []
      let kind: String
      // The screen-edge pan first: it is a pan.
      if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
        kind = "screen-edge-pan"
        var names: [String] = []
        if edge.edges.contains(.top) { names.append("top") }
        if edge.edges.contains(.left) { names.append("left") }
        if edge.edges.contains(.bottom) { names.append("bottom") }
        if edge.edges.contains(.right) { names.append("right") }
        properties.append(("edges", .string(names.joined(separator: "|"))))
      } else if let pan = recognizer as? UIPanGestureRecognizer {
        kind = "pan"
        properties.append(("minimum-touches", .number(Double(pan.minimumNumberOfTouches))))
        if pan.maximumNumberOfTouches <= 1000 { properties.append(("maximum-touches", .number(Double(pan.maximumNumberOfTouches)))) }
      } else if let tap = recognizer as? UITapGestureRecognizer {
        kind = "tap"
        properties.append(("taps", .number(Double(tap.numberOfTapsRequired))))
        properties.append(("touches", .number(Double(tap.numberOfTouchesRequired))))
      } else if let press = recognizer as? UILongPressGestureRecognizer {
        kind = "long-press"
        properties.append(("minimum-press-duration", .number(Double(press.minimumPressDuration))))
        properties.append(("allowable-movement", .number(Double(press.allowableMovement))))
        properties.append(("touches", .number(Double(press.numberOfTouchesRequired))))
        properties.append(("taps", .number(Double(press.numberOfTapsRequired))))
      } else if let swipe = recognizer as? UISwipeGestureRecognizer {
        kind = "swipe"
        var names: [String] = []
        if swipe.direction.contains(.right) { names.append("right") }
        if swipe.direction.contains(.left) { names.append("left") }
        if swipe.direction.contains(.up) { names.append("up") }
        if swipe.direction.contains(.down) { names.append("down") }
        properties.append(("direction", .string(names.joined(separator: "|"))))
        properties.append(("touches", .number(Double(swipe.numberOfTouchesRequired))))
      } else if recognizer is UIPinchGestureRecognizer {
        kind = "pinch"
      } else if recognizer is UIRotationGestureRecognizer {
        kind = "rotation"
      } else {
        notes.append("view '\(viewID)' has a \(type(of: recognizer)), which the screen file cannot describe; it was left out")
        return nil
      }
      let id = unique(recognizer.name, fallback: "\(viewID).\(kind)", in: &recognizerIDs)
      var result = ScreenRecorderJSON.Recognizer(id: id, kind: kind)
      result.properties = properties
      result.enabled = recognizer.isEnabled
      result.cancelsTouchesInView = recognizer.cancelsTouchesInView
      result.delaysTouchesBegan = recognizer.delaysTouchesBegan
      result.delaysTouchesEnded = recognizer.delaysTouchesEnded
      notes.append(
        "recognizer '\(id)': any require(toFail:) cannot be read (UIKit has no getter); add \"require-to-fail\" by hand")
      if zoomingDepth > 0 {
        notes.append(
          "recognizer '\(id)' is on a zooming scroll view's view chain: if its action zooms (setZoomScale(_:animated:) or zoom(to:animated:), as a double tap to zoom does), add \"action\": {\"zoom-scale\": s} or {\"zoom-to\": [x, y, w, h]} by hand")
      }
      if recognizer.delegate != nil {
        notes.append(
          "recognizer '\(id)' has a delegate: its shouldRequireFailureOf, shouldBeRequiredToFailBy, shouldRecognizeSimultaneouslyWith and gestureRecognizerShouldBegin answers cannot be read; add \"require-to-fail\", \"simultaneous-with\" and \"should-begin\" by hand")
      }
      return result
    }
  }
}
#endif

/// gesture-sim's screen file (docs/screens.md, "The format"): the description of a view
/// hierarchy and its JSON text, two-space indented, keys in the documented order, numbers with
/// Swift's shortest round-trip `description` (whole numbers without a fraction).
struct ScreenRecorderJSON {
  /// A JSON value of a recognizer's kind-specific property.
  enum Value {
    case number(Double)
    case string(String)
    case bool(Bool)
  }

  struct Screen {
    var viewportWidth: Double
    var viewportHeight: Double
    var scale: Double
    var refresh: Double
    /// `ios26` or `ios7`; nil: not written (gesture-sim's default, ios26).
    var uikit: String? = nil
    /// `UIStatusBarManager.statusBarFrame`'s height, in points; 0 (a hidden status
    /// bar): not written.
    var statusBarHeight = 0.0
    var views: [View] = []
    /// What could not be recorded, for the user to complete by hand (gesture-sim ignores them).
    var notes: [String] = []
  }

  struct View {
    var id: String
    /// x, y, width, height in points.
    var frame: [Double]
    var userInteraction = true
    var hidden = false
    var alpha = 1.0
    var clipsToBounds = false
    /// The kind of enabled `UIControl` (`button`, `switch`, …); nil: not a control.
    var control: String? = nil
    var scrollView: ScrollView? = nil
    /// The view is a navigation controller's top view controller's view; nil: it is not.
    var navigation: Navigation? = nil
    var recognizers: [Recognizer] = []
    var subviews: [View] = []
  }

  /// `navigation`: the navigation controller whose top view controller's view a view is.
  struct Navigation {
    /// `viewControllers.count`.
    var depth = 2
    /// The transition's duration, seconds; nil: not written (gesture-sim's default, 0.35).
    var transitionDuration: Double? = nil
    /// `interactivePopGestureRecognizer?.isEnabled`.
    var interactivePopEnabled = true
  }

  /// A scroll view's zooming: its limits and the id of the view `viewForZooming(in:)` returns.
  struct Zoom {
    /// `minimumZoomScale`, `maximumZoomScale`.
    var minimum = 1.0
    var maximum = 1.0
    /// `bouncesZoom`.
    var bounces = true
    /// The id of the zoom view, a direct subview of the scroll view.
    var view: String
  }

  /// A recognizer's action as data, which public API cannot read (written when set by hand).
  enum Action {
    /// `zoom(to: [x, y, w, h], animated:)`, the rect in the zoom view's points.
    case zoomTo([Double], animated: Bool)
    /// `setZoomScale(_:animated:)`.
    case zoomScale(Double, animated: Bool)
  }

  struct ScrollView {
    /// `contentSize`, in points; nil: not written (gesture-sim then takes the frame's size).
    var content: (width: Double, height: Double)?
    var paging = false
    var pageSpacing = 0.0
    /// (x, y).
    var bounces = (true, true)
    /// (x, y).
    var alwaysBounce = (false, false)
    /// Per millisecond: 0.998 normal, 0.99 fast.
    var rate = 0.998
    /// top, left, bottom, right.
    var inset: [Double] = [0, 0, 0, 0]
    /// x, y.
    var startOffset: [Double] = [0, 0]
    var directionalLock = false
    var scrollEnabled = true
    var delaysContentTouches = true
    var canCancelContentTouches = true
    /// Written when false.
    var scrollsToTop = true
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent` (x, y).
    var transfersToParent = (true, true)
    /// Not UIKit properties, written when set: a grid to snap the target offset to
    /// (width, height; gesture-sim's `snap`) and the content-touch delay in seconds.
    var snap: (width: Double, height: Double)? = nil
    var contentTouchDelay: Double? = nil
    /// Its zooming; nil: it does not zoom (no zoom view, or limits 1 and 1).
    var zoom: Zoom? = nil
    /// `refreshControl != nil`.
    var refreshControl = false
    /// When the app calls `endRefreshing()`, seconds of trace time; public API cannot read
    /// it (written when set by hand).
    var endRefreshingAt: Double? = nil

    init(contentWidth: Double, contentHeight: Double) {
      content = (contentWidth, contentHeight)
    }
  }

  struct Recognizer {
    var id: String
    /// tap, pan, long-press, swipe, screen-edge-pan, pinch or rotation.
    var kind: String
    /// The kind's UIKit properties by their screen-file keys (`taps`, `minimum-press-duration`, …).
    var properties: [(String, Value)] = []
    var enabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var requireToFail: [String] = []
    var simultaneousWith: [String] = []
    var shouldBegin: String? = nil
    /// What its action method does when it zooms; public API cannot read it.
    var action: Action? = nil
  }

  /// The JSON text of `screen`, ending with a line break.
  static func text(_ screen: Screen) -> String {
    var out = "{\n"
    out += "  \"viewport\": \(string(number(screen.viewportWidth) + "x" + number(screen.viewportHeight))),\n"
    out += "  \"scale\": \(number(screen.scale)),\n"
    out += "  \"refresh\": \(number(screen.refresh)),\n"
    if let uikit = screen.uikit { out += "  \"uikit\": \(string(uikit)),\n" }
    if screen.statusBarHeight > 0 { out += "  \"status-bar-height\": \(number(screen.statusBarHeight)),\n" }
    if !screen.notes.isEmpty {
      out += "  \"notes\": [\n" + screen.notes.map { "    " + string($0) }.joined(separator: ",\n") + "\n  ],\n"
    }
    out += "  \"views\": " + views(screen.views, indent: "  ") + "\n}\n"
    return out
  }

  private static func views(_ views: [View], indent: String) -> String {
    guard !views.isEmpty else { return "[]" }
    let inner = indent + "  "
    return "[\n" + views.map { inner + view($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
  }

  private static func view(_ view: View, indent: String) -> String {
    let inner = indent + "  "
    var members: [String] = [
      "\"id\": " + string(view.id),
      "\"frame\": [" + view.frame.map(number).joined(separator: ", ") + "]",
    ]
    if !view.userInteraction { members.append("\"user-interaction\": false") }
    if view.hidden { members.append("\"hidden\": true") }
    if view.alpha != 1 { members.append("\"alpha\": " + number(view.alpha)) }
    if view.clipsToBounds { members.append("\"clips-to-bounds\": true") }
    if let control = view.control { members.append("\"control\": " + string(control)) }
    if let scrollView = view.scrollView { members.append("\"scrollView\": " + self.scrollView(scrollView)) }
    if let navigation = view.navigation {
      var keys = ["\"depth\": " + String(navigation.depth)]
      if let duration = navigation.transitionDuration { keys.append("\"transition-duration\": " + number(duration)) }
      keys.append("\"interactive-pop-enabled\": " + (navigation.interactivePopEnabled ? "true" : "false"))
      members.append("\"navigation\": { " + keys.joined(separator: ", ") + " }")
    }
    if !view.recognizers.isEmpty {
      members.append("\"recognizers\": [\n" + view.recognizers.map { inner + "  " + recognizer($0) }.joined(separator: ",\n") + "\n" + inner + "]")
    }
    if !view.subviews.isEmpty { members.append("\"subviews\": " + views(view.subviews, indent: inner)) }
    return "{\n" + members.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
  }

  private static func axes(_ value: (Bool, Bool)) -> String {
    switch value {
    case (true, true): return "x,y"
    case (true, false): return "x"
    case (false, true): return "y"
    case (false, false): return "none"
    }
  }

  private static func scrollView(_ s: ScrollView) -> String {
    var members: [String] = []
    if let content = s.content { members.append("\"content\": " + string(number(content.width) + "x" + number(content.height))) }
    members.append("\"paging\": " + (s.paging ? "true" : "false"))
    if s.pageSpacing != 0 { members.append("\"page-spacing\": " + number(s.pageSpacing)) }
    members += [
      "\"bounces\": " + string(axes(s.bounces)),
      "\"always-bounce\": " + string(axes(s.alwaysBounce)),
      "\"rate\": " + number(s.rate),
      "\"inset\": [" + s.inset.map(number).joined(separator: ", ") + "]",
      "\"start-offset\": [" + s.startOffset.map(number).joined(separator: ", ") + "]",
      "\"directional-lock\": " + (s.directionalLock ? "true" : "false"),
      "\"scroll-enabled\": " + (s.scrollEnabled ? "true" : "false"),
      "\"delays-content-touches\": " + (s.delaysContentTouches ? "true" : "false"),
      "\"can-cancel-content-touches\": " + (s.canCancelContentTouches ? "true" : "false"),
    ]
    if let snap = s.snap { members.append("\"snap\": " + string(number(snap.width) + "x" + number(snap.height))) }
    if let delay = s.contentTouchDelay { members.append("\"content-touch-delay\": " + number(delay)) }
    if !s.transfersToParent.0 { members.append("\"transfers-horizontal-scrolling-to-parent\": false") }
    if !s.scrollsToTop { members.append("\"scrolls-to-top\": false") }
    if !s.transfersToParent.1 { members.append("\"transfers-vertical-scrolling-to-parent\": false") }
    if let zoom = s.zoom {
      members += [
        "\"min-zoom\": " + number(zoom.minimum), "\"max-zoom\": " + number(zoom.maximum),
        "\"bounces-zoom\": " + (zoom.bounces ? "true" : "false"), "\"zoom-view\": " + string(zoom.view),
      ]
    }
    if s.refreshControl { members.append("\"refresh-control\": true") }
    if let end = s.endRefreshingAt { members.append("\"end-refreshing-at\": " + number(end)) }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  private static func recognizer(_ r: Recognizer) -> String {
    var members = ["\"id\": " + string(r.id), "\"kind\": " + string(r.kind)]
    for (key, value) in r.properties {
      switch value {
      case .number(let n): members.append(string(key) + ": " + number(n))
      case .string(let s): members.append(string(key) + ": " + string(s))
      case .bool(let b): members.append(string(key) + ": " + (b ? "true" : "false"))
      }
    }
    members += [
      "\"enabled\": " + (r.enabled ? "true" : "false"),
      "\"cancels-touches-in-view\": " + (r.cancelsTouchesInView ? "true" : "false"),
      "\"delays-touches-began\": " + (r.delaysTouchesBegan ? "true" : "false"),
      "\"delays-touches-ended\": " + (r.delaysTouchesEnded ? "true" : "false"),
    ]
    if !r.requireToFail.isEmpty { members.append("\"require-to-fail\": [" + r.requireToFail.map(string).joined(separator: ", ") + "]") }
    if !r.simultaneousWith.isEmpty {
      members.append("\"simultaneous-with\": [" + r.simultaneousWith.map(string).joined(separator: ", ") + "]")
    }
    if let shouldBegin = r.shouldBegin { members.append("\"should-begin\": " + string(shouldBegin)) }
    switch r.action {
    case .zoomTo(let rect, let animated)?:
      members.append("\"action\": { \"zoom-to\": [" + rect.map(number).joined(separator: ", ") + "], \"animated\": " + (animated ? "true" : "false") + " }")
    case .zoomScale(let scale, let animated)?:
      members.append("\"action\": { \"zoom-scale\": " + number(scale) + ", \"animated\": " + (animated ? "true" : "false") + " }")
    case nil:
      break
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// A number as JSON: a whole number without a fraction, any other finite value with Swift's
  /// shortest round-trip `description`; a non-finite value (which JSON cannot hold) as 0.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    return value.description
  }

  /// A JSON string: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
