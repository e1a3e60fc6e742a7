import ScrollPhysics

extension Screen {
  /// The id of the pan of the scroll view `viewID` (`UIScrollView.panGestureRecognizer`).
  public static func panID(ofScrollView viewID: String) -> String { viewID + ".pan" }

  /// Throws the first problem that keeps a `ScreenScene` from running the screen, in
  /// document order: the screen's keys, then each view depth first (its keys, its
  /// scroll view's, its recognizers'), then the relations between recognizers
  /// (missing ids, then `require-to-fail` cycles).
  package func validate() throws(SetupProblem) {
    try Display.validate(viewport: viewport, scale: scale)
    try Display.validate(refreshRate: refresh)
    if !(statusBarHeight >= 0 && statusBarHeight <= viewport.height) {
      throw screenProblem(
        id: nil, key: "status-bar-height",
        reason: "the status bar's height must be from 0 to the viewport's height (\(ScrollViewSceneSetup.text(viewport.height)) points), got \(ScrollViewSceneSetup.text(statusBarHeight))")
    }
    var viewIDs = Set<String>()
    var recognizerIDs = Set<String>()
    var recognizers: [Recognizer] = []
    // A scroll view's pan with relations: the view whose `scrollView` keys hold them.
    var panOwners: [String: String] = [:]
    var stack: [View] = views.reversed()
    while let view = stack.popLast() {
      try Self.validate(view, viewIDs: &viewIDs, recognizerIDs: &recognizerIDs, screen: self)
      if let pan = view.panRelations {
        panOwners[pan.id] = view.id
        recognizers.append(pan)
      }
      recognizers += view.recognizers
      stack += view.subviews.reversed()
    }
    if statusBarHeight > 0 {
      for id in [Self.statusBarID, Self.statusBarID + ".tap"] where viewIDs.contains(id) || recognizerIDs.contains(id) {
        throw screenProblem(id: id, key: "id", reason: "the id \"\(id)\" names the status bar of a screen with \"status-bar-height\"")
      }
    }
    try validateActions()
    // The problem of the relation `key` of the recognizer `id`: a pan's is its view's `scrollView.pan-…` key.
    func relationProblem(_ id: String, _ key: String, _ reason: String) -> SetupProblem {
      guard let owner = panOwners[id] else { return screenProblem(id: id, key: key, reason: reason) }
      return screenProblem(id: owner, key: "scrollView.pan-" + key, reason: reason)
    }
    for recognizer in recognizers {
      for (key, ids) in [("require-to-fail", recognizer.requireToFail), ("simultaneous-with", recognizer.simultaneousWith)] {
        for id in ids where !recognizerIDs.contains(id) {
          throw relationProblem(recognizer.id, key, "no recognizer has the id \"\(id)\"")
        }
        if ids.contains(recognizer.id) {
          throw relationProblem(recognizer.id, key, "a recognizer cannot name itself")
        }
      }
    }
    if let cycle = requirementCycle(recognizers) {
      throw relationProblem(cycle[0], "require-to-fail",
        "require-to-fail makes a cycle: " + (cycle + [cycle[0]]).map { "\"\($0)\"" }.joined(separator: " → "))
    }
  }

  /// Throws the first problem of `view`'s own keys, its scroll view's, its
  /// containers' and its recognizers'; inserts its id into `viewIDs` and its
  /// recognizers' into `recognizerIDs`.
  private static func validate(
    _ view: View, viewIDs: inout Set<String>, recognizerIDs: inout Set<String>, screen: Screen
  ) throws(SetupProblem) {
    if view.id.isEmpty { throw screenProblem(id: nil, key: "id", reason: "a view needs a non-empty id") }
    if !viewIDs.insert(view.id).inserted {
      throw screenProblem(id: view.id, key: "id", reason: "another view has the id \"\(view.id)\"")
    }
    let frame = view.frame
    for value in [frame.minX, frame.minY, frame.size.width, frame.size.height] where !(value.isFinite && abs(value) <= 10_000_000) {
      throw screenProblem(id: view.id, key: "frame", reason: "each number must be finite and within ±10000000 points, got \(value)")
    }
    if frame.size.width < 0 || frame.size.height < 0 {
      throw screenProblem(id: view.id, key: "frame", reason: "the size must not be negative, got \(frame.size.width)x\(frame.size.height)")
    }
    if !(view.alpha >= 0 && view.alpha <= 1) {
      throw screenProblem(id: view.id, key: "alpha", reason: "the alpha must be between 0 and 1, got \(view.alpha)")
    }
    if let settings = view.scrollView {
      let setup = settings.setup(frame: frame, screen: screen)
      if frame.size.width < 1 || frame.size.height < 1 {
        throw screenProblem(id: view.id, key: "frame", reason: "a scroll view must be at least 1x1 points, got \(frame.size.width)x\(frame.size.height)")
      }
      do throws(SetupProblem) {
        try setup.validate()
      } catch {
        let key = ScrollViewSceneSetup.problemKey(error)?.rawValue ?? "frame"
        throw screenProblem(id: view.id, key: "scrollView." + key, reason: error.reason)
      }
      if !(settings.contentTouchDelay.isFinite && settings.contentTouchDelay >= 0 && settings.contentTouchDelay <= 60) {
        throw screenProblem(id: view.id, key: "scrollView.content-touch-delay", reason: "the delay must be between 0 and 60 seconds, got \(settings.contentTouchDelay)")
      }
      if !recognizerIDs.insert(panID(ofScrollView: view.id)).inserted {
        throw screenProblem(id: view.id, key: "id", reason: "the scroll view's pan \"\(panID(ofScrollView: view.id))\" has the id of another recognizer")
      }
      if let zoom = settings.zoom {
        try zoom.validate(view)
        if zoom.hasPinch && !recognizerIDs.insert(pinchID(ofScrollView: view.id)).inserted {
          throw screenProblem(id: view.id, key: "id", reason: "the scroll view's pinch \"\(pinchID(ofScrollView: view.id))\" has the id of another recognizer")
        }
      }
    }
    try validateContainers(of: view, recognizerIDs: &recognizerIDs)
    for recognizer in view.recognizers {
      if recognizer.id.isEmpty { throw screenProblem(id: view.id, key: "recognizers", reason: "a recognizer needs a non-empty id") }
      if !recognizerIDs.insert(recognizer.id).inserted {
        throw screenProblem(id: recognizer.id, key: "id", reason: "another recognizer has the id \"\(recognizer.id)\"")
      }
      try recognizer.settings.validate(id: recognizer.id)
      try recognizer.action?.validate(id: recognizer.id)
    }
  }

  /// A cycle of `require-to-fail` relations among `recognizers` (their ids, in order), or nil.
  /// A depth-first walk with an explicit stack: a chain of any length (a screen file may hold
  /// hundreds of thousands of recognizers) cannot exhaust the call stack.
  package func requirementCycle(_ recognizers: [Recognizer]) -> [String]? {
    var requirements: [String: [String]] = [:]
    for recognizer in recognizers { requirements[recognizer.id] = recognizer.requireToFail }
    // 0 unvisited, 1 on the path, 2 done.
    var mark: [String: Int] = [:]
    // The path from the walk's start, and for each of its ids the next requirement to follow.
    var path: [String] = []
    var next: [Int] = []
    for recognizer in recognizers where mark[recognizer.id] == nil {
      mark[recognizer.id] = 1
      path = [recognizer.id]
      next = [0]
      while let id = path.last {
        let targets = requirements[id] ?? []
        let index = next[next.count - 1]
        guard index < targets.count else {
          mark[id] = 2
          path.removeLast()
          next.removeLast()
          continue
        }
        next[next.count - 1] = index + 1
        let target = targets[index]
        switch mark[target] ?? 0 {
        case 1:
          let start = path.firstIndex(of: target) ?? 0
          return Array(path[start...])
        case 2:
          continue
        default:
          mark[target] = 1
          path.append(target)
          next.append(0)
        }
      }
    }
    return nil
  }
}

extension Screen.View {
  /// Its scroll view's own pan (`"<id>.pan"`) as a recognizer holding the pan's
  /// `require-to-fail` and `simultaneous-with` (for the checks of relations), or nil when
  /// it is no scroll view or its pan has none.
  package var panRelations: Screen.Recognizer? {
    guard let settings = scrollView, !(settings.panRequireToFail.isEmpty && settings.panSimultaneousWith.isEmpty) else { return nil }
    return Screen.Recognizer(
      id: Screen.panID(ofScrollView: id), .pan(), requireToFail: settings.panRequireToFail, simultaneousWith: settings.panSimultaneousWith)
  }
}

extension Screen.Recognizer.Settings {
  /// Throws the problem of the first property of the recognizer `id` its kind
  /// cannot use.
  func validate(id: String) throws(SetupProblem) {
    func bad(_ key: String, _ reason: String) -> SetupProblem { screenProblem(id: id, key: key, reason: reason) }
    switch self {
    case .tap(let tap):
      if !(1 ... 10).contains(tap.taps) { throw bad("taps", "a number of taps between 1 and 10, got \(tap.taps)") }
      if !(1 ... 10).contains(tap.touches) { throw bad("touches", "a number of touches between 1 and 10, got \(tap.touches)") }
      if !(tap.allowableMovement >= 0) { throw bad("allowable-movement", "a non-negative number of points, got \(tap.allowableMovement)") }
      if !(tap.maximumTapDuration > 0) { throw bad("maximum-tap-duration", "a positive number of seconds, got \(tap.maximumTapDuration)") }
    case .pan(let pan):
      if !(1 ... 10).contains(pan.minimumTouches) {
        throw bad("minimum-touches", "a number of touches between 1 and 10, got \(pan.minimumTouches)")
      }
      if pan.maximumTouches < pan.minimumTouches {
        throw bad("maximum-touches", "at least minimum-touches (\(pan.minimumTouches)), got \(pan.maximumTouches)")
      }
    case .longPress(let press):
      if !(press.minimumPressDuration.isFinite && press.minimumPressDuration >= 0) {
        throw bad("minimum-press-duration", "a non-negative number of seconds, got \(press.minimumPressDuration)")
      }
      if press.allowableMovement.isNaN { throw bad("allowable-movement", "a number of points, got nan") }
      if !(1 ... 10).contains(press.touches) { throw bad("touches", "a number of touches between 1 and 10, got \(press.touches)") }
      if !(0 ... 10).contains(press.taps) { throw bad("taps", "a number of taps between 0 and 10, got \(press.taps)") }
    case .swipe(let swipe):
      if swipe.direction.isEmpty || !SwipeDirection.all.isSuperset(of: swipe.direction) {
        throw bad("direction", "one or more of right, left, up, down")
      }
      if !(1 ... 10).contains(swipe.touches) { throw bad("touches", "a number of touches between 1 and 10, got \(swipe.touches)") }
    case .screenEdgePan(let edgePan):
      if edgePan.edges.isEmpty || !ScreenEdges.all.isSuperset(of: edgePan.edges) {
        throw bad("edges", "one or more of left, right, top, bottom")
      }
    case .pinch, .rotation: break
    }
  }
}

/// The problem of the key `key` of the view or recognizer `id` (`nil`: the screen).
func screenProblem(id: String?, key: String, reason: String) -> SetupProblem {
  SetupProblem(.setting(key), reason, id: id)
}
