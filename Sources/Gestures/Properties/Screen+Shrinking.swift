import ScrollPhysics

extension Screen {
  /// Calls `body` with each simpler variant of the screen, in the order `TraceShrinker`
  /// tries them, until `body` returns true; returns whether it did. Every variant is a
  /// screen a `ScreenScene` can run (relations that name a removed recognizer are
  /// dropped with it):
  /// 1. remove a view with its subviews (last first);
  /// 2. replace a view by its subviews (moved into its superview's coordinates);
  /// 3. remove a recognizer;
  /// 4. remove one relation: a `require-to-fail` or `simultaneous-with` entry, a
  ///    `should-begin` condition;
  /// 5. give a recognizer UIKit's default touch delivery, or its kind's default
  ///    properties;
  /// 6. make a scroll view a plain view, then simplify it: paging off, bounces on both
  ///    axes, no always-bounce, `.normal` rate, no directional lock, content touches
  ///    delayed and cancellable;
  /// 7. make a view visible, interactive and opaque.
  /// Each is strictly simpler (fewer views, recognizers, relations or non-default
  /// settings), so shrinking terminates.
  func visitSimplifications(_ body: (Screen) -> Bool) -> Bool {
    let paths = viewPaths
    for path in paths.reversed() {
      var candidate = self
      candidate.removeView(at: path)
      if candidate.pruned().visitValid(body) { return true }
    }
    for path in paths.reversed() where !view(at: path).subviews.isEmpty {
      var candidate = self
      candidate.flattenView(at: path)
      if candidate.pruned().visitValid(body) { return true }
    }
    for path in paths {
      for r in view(at: path).recognizers.indices.reversed() {
        var candidate = self
        candidate.updateView(at: path) { $0.recognizers.remove(at: r) }
        if candidate.pruned().visitValid(body) { return true }
      }
    }
    for path in paths {
      for r in view(at: path).recognizers.indices {
        let recognizer = view(at: path).recognizers[r]
        var variants: [(inout Screen.Recognizer) -> Void] = []
        for i in recognizer.requireToFail.indices.reversed() { variants.append { $0.requireToFail.remove(at: i) } }
        for i in recognizer.simultaneousWith.indices.reversed() { variants.append { $0.simultaneousWith.remove(at: i) } }
        if recognizer.shouldBegin != nil { variants.append { $0.shouldBegin = nil } }
        let defaultDelivery = TouchDelivery.Policy.uikitDefault(for: recognizer.kind)
        if recognizer.delivery != defaultDelivery { variants.append { $0.delivery = defaultDelivery } }
        if let plain = recognizer.settings.defaults, plain != recognizer.settings { variants.append { $0.settings = plain } }
        for variant in variants {
          var candidate = self
          candidate.updateView(at: path) { variant(&$0.recognizers[r]) }
          if candidate.visitValid(body) { return true }
        }
      }
    }
    for path in paths {
      guard let settings = view(at: path).scrollView else { continue }
      var plain = self
      plain.updateView(at: path) { $0.scrollView = nil }
      if plain.pruned().visitValid(body) { return true }
      let defaults = ScrollViewSettings().setup
      var variants: [(inout ScrollViewSettings) -> Void] = []
      if settings.setup.paging { variants.append { $0.setup.paging = false } }
      if settings.setup.bounces != defaults.bounces { variants.append { $0.setup.bounces = defaults.bounces } }
      if settings.setup.alwaysBounce != defaults.alwaysBounce { variants.append { $0.setup.alwaysBounce = defaults.alwaysBounce } }
      if settings.setup.rate != defaults.rate { variants.append { $0.setup.rate = defaults.rate } }
      if settings.setup.directionalLock { variants.append { $0.setup.directionalLock = false } }
      if !settings.delaysContentTouches { variants.append { $0.delaysContentTouches = true } }
      if !settings.canCancelContentTouches { variants.append { $0.canCancelContentTouches = true } }
      for variant in variants {
        var candidate = self
        candidate.updateView(at: path) { variant(&$0.scrollView!) }
        if candidate.visitValid(body) { return true }
      }
    }
    for path in paths {
      let view = view(at: path)
      if view.hidden || !view.userInteraction || view.alpha != 1 {
        var candidate = self
        candidate.updateView(at: path) {
          $0.hidden = false
          $0.userInteraction = true
          $0.alpha = 1
        }
        if candidate.visitValid(body) { return true }
      }
    }
    return false
  }

  /// Calls `body` with the screen if a `ScreenScene` can run it; false otherwise.
  private func visitValid(_ body: (Screen) -> Bool) -> Bool {
    (try? validate()) != nil && body(self)
  }

  /// The number of views, recognizers, relations and settings that differ from their
  /// defaults: what shrinking reduces.
  package var complexity: Int {
    var total = 0
    for path in viewPaths {
      let view = view(at: path)
      total += 1 + view.recognizers.count + (view.scrollView == nil ? 0 : 1)
      for recognizer in view.recognizers {
        total += recognizer.requireToFail.count + recognizer.simultaneousWith.count + (recognizer.shouldBegin == nil ? 0 : 1)
      }
    }
    return total
  }

  /// Every view's path (indexes from the window down), in document order.
  var viewPaths: [[Int]] {
    var paths: [[Int]] = []
    func visit(_ views: [View], prefix: [Int]) {
      for (index, view) in views.enumerated() {
        paths.append(prefix + [index])
        visit(view.subviews, prefix: prefix + [index])
      }
    }
    visit(views, prefix: [])
    return paths
  }

  func view(at path: [Int]) -> View {
    var view = views[path[0]]
    for index in path.dropFirst() { view = view.subviews[index] }
    return view
  }

  mutating func updateView(at path: [Int], _ change: (inout View) -> Void) {
    func update(_ views: inout [View], _ path: ArraySlice<Int>) {
      guard let first = path.first else { return }
      if path.count == 1 {
        change(&views[first])
      } else {
        update(&views[first].subviews, path.dropFirst())
      }
    }
    update(&views, path[...])
  }

  mutating func removeView(at path: [Int]) {
    if path.count == 1 {
      views.remove(at: path[0])
    } else {
      updateView(at: Array(path.dropLast())) { $0.subviews.remove(at: path[path.count - 1]) }
    }
  }

  /// Replaces the view at `path` by its subviews, placed where they were on screen
  /// (its scroll offset at launch included); its recognizers go with it.
  mutating func flattenView(at path: [Int]) {
    let view = view(at: path)
    var offset = Point(x: view.frame.minX, y: view.frame.minY)
    if let settings = view.scrollView {
      offset = Point(x: offset.x - settings.setup.startOffset.x, y: offset.y - settings.setup.startOffset.y)
    }
    let moved = view.subviews.map { subview -> View in
      var subview = subview
      subview.frame = Rect(x: subview.frame.minX + offset.x, y: subview.frame.minY + offset.y, width: subview.frame.size.width, height: subview.frame.size.height)
      return subview
    }
    let index = path[path.count - 1]
    if path.count == 1 {
      views.replaceSubrange(index...index, with: moved)
    } else {
      updateView(at: Array(path.dropLast())) { $0.subviews.replaceSubrange(index...index, with: moved) }
    }
  }

  /// The screen without relations that name a recognizer it no longer has.
  func pruned() -> Screen {
    var ids = Set<String>()
    for path in viewPaths {
      let view = view(at: path)
      if view.scrollView != nil { ids.insert(Screen.panID(ofScrollView: view.id)) }
      for recognizer in view.recognizers { ids.insert(recognizer.id) }
    }
    var result = self
    for path in viewPaths {
      result.updateView(at: path) { view in
        view.scrollView?.panRequireToFail.removeAll { !ids.contains($0) }
        view.scrollView?.panSimultaneousWith.removeAll { !ids.contains($0) }
        for r in view.recognizers.indices {
          view.recognizers[r].requireToFail.removeAll { !ids.contains($0) }
          view.recognizers[r].simultaneousWith.removeAll { !ids.contains($0) }
        }
      }
    }
    return result
  }
}

extension Screen.Recognizer.Settings {
  /// The same kind with UIKit's default properties (a screen-edge pan keeps its edges),
  /// or nil when the kind has no properties.
  var defaults: Self? {
    switch self {
    case .tap: return .tap(Screen.Recognizer.Tap())
    case .pan: return .pan(Screen.Recognizer.Pan())
    case .longPress: return .longPress(Screen.Recognizer.LongPress())
    case .swipe: return .swipe(Screen.Recognizer.Swipe())
    case .screenEdgePan, .pinch, .rotation: return nil
    }
  }
}
