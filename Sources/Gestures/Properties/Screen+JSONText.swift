import ScrollPhysics

extension Screen {
  /// The screen as a screen file (docs/screens.md, "The format"), for a property's
  /// counterexample: every screen key, then the views depth first, each key written only
  /// when it differs from its default (`id` and `frame` always, `edges` of a
  /// screen-edge pan always), one view or recognizer object per line, numbers as the
  /// shortest decimal that reads back as the same `Double`. Ends with a newline.
  ///
  /// (The library's own writer, small and only for reports; the screen file reader reads
  /// what it writes back to the same `Screen`.)
  package var jsonText: String {
    var lines: [String] = ["{"]
    lines.append(
      "  \"viewport\": \"\(viewport.width.jsonNumber)x\(viewport.height.jsonNumber)\", \"scale\": \(scale.jsonNumber), "
        + "\"refresh\": \(refresh.jsonNumber), \"uikit\": \"\(uikit.rawValue)\",")
    if statusBarHeight != 0 { lines.append("  \"status-bar-height\": \(statusBarHeight.jsonNumber),") }
    if views.isEmpty {
      lines.append("  \"views\": []")
    } else {
      lines.append("  \"views\": [")
      Self.append(views, indent: "    ", to: &lines)
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func append(_ views: [View], indent: String, to lines: inout [String]) {
    for (index, view) in views.enumerated() {
      let comma = index == views.count - 1 ? "" : ","
      var members = ["\"id\": \(string(view.id))", "\"frame\": [\(view.frame.minX.jsonNumber), \(view.frame.minY.jsonNumber), \(view.frame.size.width.jsonNumber), \(view.frame.size.height.jsonNumber)]"]
      if !view.userInteraction { members.append("\"user-interaction\": false") }
      if view.hidden { members.append("\"hidden\": true") }
      if view.alpha != 1 { members.append("\"alpha\": \(view.alpha.jsonNumber)") }
      if view.clipsToBounds { members.append("\"clips-to-bounds\": true") }
      if let control = view.control { members.append("\"control\": \"\(control.rawValue)\"") }
      if let settings = view.scrollView { members.append("\"scrollView\": { \(scrollViewMembers(settings).joined(separator: ", ")) }") }
      if let navigation = view.navigation {
        var keys = ["\"depth\": \(navigation.depth)"]
        if navigation.transitionDuration != 0.35 { keys.append("\"transition-duration\": \(navigation.transitionDuration.jsonNumber)") }
        if !navigation.interactivePopEnabled { keys.append("\"interactive-pop-enabled\": false") }
        members.append("\"navigation\": { \(keys.joined(separator: ", ")) }")
      }
      let head = indent + "{ " + members.joined(separator: ", ")
      if view.recognizers.isEmpty && view.subviews.isEmpty {
        lines.append(head + " }" + comma)
        continue
      }
      lines.append(head + ",")
      if !view.recognizers.isEmpty {
        lines.append(indent + "  \"recognizers\": [")
        for (r, recognizer) in view.recognizers.enumerated() {
          let last = r == view.recognizers.count - 1
          lines.append(indent + "    { " + recognizerMembers(recognizer).joined(separator: ", ") + " }" + (last ? "" : ","))
        }
        lines.append(indent + "  ]" + (view.subviews.isEmpty ? "" : ","))
      }
      if !view.subviews.isEmpty {
        lines.append(indent + "  \"subviews\": [")
        append(view.subviews, indent: indent + "    ", to: &lines)
        lines.append(indent + "  ]")
      }
      lines.append(indent + "}" + comma)
    }
  }

  private static func scrollViewMembers(_ settings: ScrollViewSettings) -> [String] {
    let setup = settings.setup
    let defaults = ScrollViewSettings().setup
    func axes(_ value: ScrollViewSceneSetup.Axes) -> String { "\"\(ScrollViewSceneSetup.text(value))\"" }
    var members: [String] = []
    if !settings.contentIsFrameSize {
      members.append("\"content\": \"\(setup.content.width.jsonNumber)x\(setup.content.height.jsonNumber)\"")
    }
    if setup.paging { members.append("\"paging\": true") }
    if setup.pageSpacing != 0 { members.append("\"page-spacing\": \(setup.pageSpacing.jsonNumber)") }
    if setup.bounces != defaults.bounces { members.append("\"bounces\": \(axes(setup.bounces))") }
    if setup.alwaysBounce != defaults.alwaysBounce { members.append("\"always-bounce\": \(axes(setup.alwaysBounce))") }
    if setup.rate != defaults.rate {
      members.append("\"rate\": " + (setup.rate == .fast ? "\"fast\"" : setup.rate.rawValue.jsonNumber))
    }
    let inset = setup.inset
    if inset != defaults.inset {
      members.append("\"inset\": [\(inset.top.jsonNumber), \(inset.left.jsonNumber), \(inset.bottom.jsonNumber), \(inset.right.jsonNumber)]")
    }
    if setup.startOffset != defaults.startOffset {
      members.append("\"start-offset\": [\(setup.startOffset.x.jsonNumber), \(setup.startOffset.y.jsonNumber)]")
    }
    if setup.directionalLock { members.append("\"directional-lock\": true") }
    if setup.snap != .zero { members.append("\"snap\": \"\(setup.snap.width.jsonNumber)x\(setup.snap.height.jsonNumber)\"") }
    if !settings.scrollEnabled { members.append("\"scroll-enabled\": false") }
    if !settings.delaysContentTouches { members.append("\"delays-content-touches\": false") }
    if settings.contentTouchDelay != 0.15 { members.append("\"content-touch-delay\": \(settings.contentTouchDelay.jsonNumber)") }
    if !settings.canCancelContentTouches { members.append("\"can-cancel-content-touches\": false") }
    if !settings.transfersHorizontalScrollingToParent { members.append("\"transfers-horizontal-scrolling-to-parent\": false") }
    if !settings.transfersVerticalScrollingToParent { members.append("\"transfers-vertical-scrolling-to-parent\": false") }
    if let zoom = settings.zoom {
      members.append("\"min-zoom\": \(zoom.minimumZoomScale.jsonNumber)")
      members.append("\"max-zoom\": \(zoom.maximumZoomScale.jsonNumber)")
      if !zoom.bouncesZoom { members.append("\"bounces-zoom\": false") }
      members.append("\"zoom-view\": \(string(zoom.zoomView))")
    }
    if settings.refreshControl { members.append("\"refresh-control\": true") }
    if !settings.scrollsToTop { members.append("\"scrolls-to-top\": false") }
    if let end = settings.endRefreshingAt { members.append("\"end-refreshing-at\": \(end.jsonNumber)") }
    if let condition = settings.panShouldBegin { members.append("\"pan-should-begin\": \"\(condition)\"") }
    if !settings.panRequireToFail.isEmpty {
      members.append("\"pan-require-to-fail\": [\(settings.panRequireToFail.map(string).joined(separator: ", "))]")
    }
    if !settings.panSimultaneousWith.isEmpty {
      members.append("\"pan-simultaneous-with\": [\(settings.panSimultaneousWith.map(string).joined(separator: ", "))]")
    }
    return members
  }

  private static func recognizerMembers(_ recognizer: Recognizer) -> [String] {
    var members = ["\"id\": \(string(recognizer.id))", "\"kind\": \"\(recognizer.kind.rawValue)\""]
    func directions(_ value: SwipeDirection) -> String {
      let names: [(SwipeDirection, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
      return "\"" + names.filter { value.contains($0.0) }.map(\.1).joined(separator: "|") + "\""
    }
    func edges(_ value: ScreenEdges) -> String {
      let names: [(ScreenEdges, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
      return "\"" + names.filter { value.contains($0.0) }.map(\.1).joined(separator: "|") + "\""
    }
    switch recognizer.settings {
    case .tap(let tap):
      let defaults = Recognizer.Tap()
      if tap.taps != defaults.taps { members.append("\"taps\": \(tap.taps)") }
      if tap.touches != defaults.touches { members.append("\"touches\": \(tap.touches)") }
      if tap.allowableMovement != defaults.allowableMovement { members.append("\"allowable-movement\": \(tap.allowableMovement.jsonNumber)") }
      if tap.maximumTapDuration != defaults.maximumTapDuration { members.append("\"maximum-tap-duration\": \(tap.maximumTapDuration.jsonNumber)") }
    case .pan(let pan):
      if pan.minimumTouches != 1 { members.append("\"minimum-touches\": \(pan.minimumTouches)") }
      if pan.maximumTouches != .max { members.append("\"maximum-touches\": \(pan.maximumTouches)") }
    case .longPress(let press):
      let defaults = Recognizer.LongPress()
      if press.minimumPressDuration != defaults.minimumPressDuration {
        members.append("\"minimum-press-duration\": \(press.minimumPressDuration.jsonNumber)")
      }
      if press.allowableMovement != defaults.allowableMovement { members.append("\"allowable-movement\": \(press.allowableMovement.jsonNumber)") }
      if press.touches != defaults.touches { members.append("\"touches\": \(press.touches)") }
      if press.taps != defaults.taps { members.append("\"taps\": \(press.taps)") }
    case .swipe(let swipe):
      if swipe.direction != .right { members.append("\"direction\": \(directions(swipe.direction))") }
      if swipe.touches != 1 { members.append("\"touches\": \(swipe.touches)") }
    case .screenEdgePan(let edgePan):
      members.append("\"edges\": \(edges(edgePan.edges))")
    case .pinch, .rotation:
      break
    }
    let defaults = TouchDelivery.Policy.uikitDefault(for: recognizer.kind)
    if !recognizer.enabled { members.append("\"enabled\": false") }
    if recognizer.delivery.cancelsTouchesInView != defaults.cancelsTouchesInView {
      members.append("\"cancels-touches-in-view\": \(recognizer.delivery.cancelsTouchesInView)")
    }
    if recognizer.delivery.delaysTouchesBegan != defaults.delaysTouchesBegan {
      members.append("\"delays-touches-began\": \(recognizer.delivery.delaysTouchesBegan)")
    }
    if recognizer.delivery.delaysTouchesEnded != defaults.delaysTouchesEnded {
      members.append("\"delays-touches-ended\": \(recognizer.delivery.delaysTouchesEnded)")
    }
    if !recognizer.requireToFail.isEmpty {
      members.append("\"require-to-fail\": [\(recognizer.requireToFail.map(string).joined(separator: ", "))]")
    }
    if !recognizer.simultaneousWith.isEmpty {
      members.append("\"simultaneous-with\": [\(recognizer.simultaneousWith.map(string).joined(separator: ", "))]")
    }
    if let condition = recognizer.shouldBegin { members.append("\"should-begin\": \"\(condition)\"") }
    switch recognizer.action {
    case .zoomTo(let rect, let animated)?:
      let numbers = [rect.minX, rect.minY, rect.size.width, rect.size.height].map(\.jsonNumber).joined(separator: ", ")
      members.append("\"action\": { \"zoom-to\": [\(numbers)]" + (animated ? "" : ", \"animated\": false") + " }")
    case .zoomScale(let scale, let animated)?:
      members.append("\"action\": { \"zoom-scale\": \(scale.jsonNumber)" + (animated ? "" : ", \"animated\": false") + " }")
    case nil:
      break
    }
    return members
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var result = ""
    result.appendJSONString(text)
    return result
  }
}

extension Double {
  /// The number as a screen file writes it: the shortest decimal that reads back as
  /// the same `Double`, a whole number without a fraction.
  fileprivate var jsonNumber: String { ScrollViewSceneSetup.text(self) }
}

extension Screen {
  /// One line for a report: the views (a scroll view marked, nesting shown by the
  /// superview) and the recognizers with their kinds, views and relations, e.g.
  /// `2 views: v0 (scroll view), v1 in v0; 2 recognizers: r0 tap on v1, r1 long-press on v1 requiring r0`.
  package var summary: String {
    var views: [String] = []
    var recognizers: [String] = []
    func visit(_ view: View, parent: String?) {
      var text = view.id
      if view.scrollView != nil { text += " (scroll view)" }
      if let parent { text += " in \(parent)" }
      views.append(text)
      for recognizer in view.recognizers {
        var line = "\(recognizer.id) \(recognizer.kind.rawValue) on \(view.id)"
        if !recognizer.requireToFail.isEmpty { line += " requiring \(recognizer.requireToFail.joined(separator: ", ")) to fail" }
        if !recognizer.simultaneousWith.isEmpty { line += " simultaneous with \(recognizer.simultaneousWith.joined(separator: ", "))" }
        if let condition = recognizer.shouldBegin { line += " if \(condition)" }
        recognizers.append(line)
      }
      for subview in view.subviews { visit(subview, parent: view.id) }
    }
    for view in self.views { visit(view, parent: nil) }
    var text = "\(views.count) view\(views.count == 1 ? "" : "s")"
    if !views.isEmpty { text += ": " + views.joined(separator: ", ") }
    text += "; \(recognizers.count) recognizer\(recognizers.count == 1 ? "" : "s")"
    if !recognizers.isEmpty { text += ": " + recognizers.joined(separator: ", ") }
    return text
  }
}
