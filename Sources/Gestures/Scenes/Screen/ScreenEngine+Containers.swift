import ScrollPhysics

// The containers' hooks of a `ScreenScene` (docs/containers.md): the refresh controls
// watch their scroll views' offsets, the navigation controllers' pops follow their
// edge swipes. Each hook is reached only through an index that is -1 without a
// container, so a screen without one pays a comparison per step.
extension ScreenEngine {
  // MARK: - Set-up

  /// The interactive-pop edge swipe of the navigation view `node` (index `v`), added
  /// to `arena` in recognizer order (after the view's own recognizers), as the scene's
  /// navigation number `n`: the navigation and the recognizer's info.
  static func edgeSwipe(
    of v: Int, node: ScreenViewNode, navigation: Screen.Navigation, number n: Int, screen: Screen,
    arena: inout GestureArena<Estimator>
  ) -> (ScreenContainers.Navigation, RecognizerInfo) {
    let viewport = Rect(origin: .zero, size: screen.viewport)
    let id = arena.add(ScreenEdgePanRecognizer(edges: .left, bounds: viewport), to: node.region)
    var parameters = InteractivePop.Parameters(profile: screen.uikit)
    parameters.transitionDuration = navigation.transitionDuration
    let container = ScreenContainers.Navigation(
      view: v, id: node.id, edgeSwipe: id, width: node.frame.size.width, parameters: parameters,
      depth: navigation.depth, pop: InteractivePop(parameters: parameters))
    arena.setBeginRefused(container.refusal, for: id)
    var info = RecognizerInfo(id: Screen.interactivePopID(ofView: node.id), kind: .screenEdgePan, view: v, scrollIndex: -1)
    info.navigation = n
    return (container, info)
  }

  /// UIKit's priority of the back swipe: every other recognizer of a navigation
  /// view's subtree requires its edge swipe to fail; its delivery policy is the
  /// navigation's (`delaysTouchesBegan` false).
  static func edgeSwipePriority(
    _ navigations: [ScreenContainers.Navigation], views: [ScreenViewNode], infos: [RecognizerInfo],
    arena: inout GestureArena<Estimator>, policies: inout [GestureRecognizerID: TouchDelivery.Policy]
  ) {
    for navigation in navigations {
      policies[navigation.edgeSwipe] = TouchDelivery.Policy(cancelsTouchesInView: true, delaysTouchesBegan: false, delaysTouchesEnded: true)
      for (r, info) in infos.enumerated() where r != navigation.edgeSwipe.rawValue {
        var v = info.view
        while v >= 0 && v != navigation.view { v = views[v].parent }
        if v == navigation.view { arena.require(GestureRecognizerID(rawValue: r), toFail: navigation.edgeSwipe) }
      }
    }
  }

  /// Makes the refresh controls of the scroll views that have one.
  mutating func addRefreshControls() {
    for k in scrollViews.indices {
      let settings = scrollViews[k].settings
      guard settings.refreshControl else { continue }
      let scrollView = scrollViews[k].scrollView
      scrollViews[k].refresh = containers.refreshes.count
      containers.refreshes.append(ScreenContainers.Refresh(
        scroll: k, control: RefreshControl(boundsHeight: scrollView.boundsSize.height, topInset: scrollView.contentInset.top),
        endRefreshingAt: settings.endRefreshingAt, lastOffsetY: scrollView.contentOffset.y))
    }
  }

  // MARK: - Pull to refresh

  /// Tells scroll view `k`'s refresh control its offset if it changed, and carries
  /// out what the control does (records, the inset, the action).
  mutating func watchRefreshControl(of k: Int, at time: Double, into records: inout [Record]) {
    let r = scrollViews[k].refresh
    let scrollView = scrollViews[k].scrollView
    let y = scrollView.contentOffset.y
    guard y != containers.refreshes[r].lastOffsetY else { return }
    containers.refreshes[r].lastOffsetY = y
    // Bouncing: moving on its own back from past the top or bottom edge.
    let isBouncing =
      scrollView.isDecelerating && (y < scrollView.minimumContentOffset.y || y > scrollView.maximumContentOffset.y)
    let outputs = containers.refreshes[r].control.handle(
      .scrolled(contentOffsetY: y, isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating, isBouncing: isBouncing))
    apply(outputs, ofRefresh: r, at: time, into: &records)
  }

  /// The app's `endRefreshing()` calls due at or before `time`, earliest first.
  mutating func runEndRefreshing(upTo time: Double, into records: inout [Record]) {
    while let due = containers.endRefreshingDue(upTo: time) {
      containers.refreshes[due.index].endRefreshingAt = nil
      let k = containers.refreshes[due.index].scroll
      let scrollView = scrollViews[k].scrollView
      let y = scrollView.contentOffset.y
      let isBouncing =
        scrollView.isDecelerating && (y < scrollView.minimumContentOffset.y || y > scrollView.maximumContentOffset.y)
      let outputs = containers.refreshes[due.index].control.handle(
        .endRefreshing(contentOffsetY: y, isTracking: scrollView.isTracking, isBouncing: isBouncing))
      apply(outputs, ofRefresh: due.index, at: due.time, into: &records)
    }
  }

  private mutating func apply(_ outputs: [RefreshControl.Output], ofRefresh r: Int, at time: Double, into records: inout [Record]) {
    let k = containers.refreshes[r].scroll
    let id = scrollViews[k].id
    for output in outputs {
      switch output {
      case .stateChanged(let state):
        if makesRecords { Record.appendContainer(.refresh(ScreenRefresh(time: time, scrollView: id, state: state.recordName)), into: &records) }
      case .valueChanged:
        containers.refreshes[r].valueChanged += 1
        if makesRecords { Record.appendContainer(.action(ScreenAction(time: time, name: "valueChanged", scrollView: id)), into: &records) }
      case .insetAdded(let height):
        scrollViews[k].scrollView.changeTopInsetKeepingOffset(by: height)
      case .insetRemoved(let height):
        scrollViews[k].scrollView.changeTopInsetKeepingOffset(by: -height)
      case .setContentOffsetY(let y, let animated):
        let offset = scrollViews[k].scrollView.contentOffset
        guard y != offset.y else { continue }
        callbacks.removeAllElements()
        scrollViews[k].handle(.setContentOffset(Point(x: offset.x, y: y), animated: animated), at: time, into: &callbacks)
        record(callbacksOf: k, into: &records)
        if !animated { watchRefreshControl(of: k, at: time, into: &records) }
      }
    }
  }

  // MARK: - The back swipe

  /// Drives navigation `n`'s pop with its edge swipe's state change `output`.
  mutating func edgeSwipeChanged(_ output: GestureOutput, navigation n: Int, into records: inout [Record]) {
    let dx = output.translation.dx
    let vx = output.velocity?.dx ?? 0
    let event: InteractivePop.Event
    switch output.state {
    case .began:
      containers.navigations[n].pop = InteractivePop(parameters: containers.navigations[n].parameters)
      event = .began(translation: dx, velocity: vx, width: containers.navigations[n].width)
    case .changed: event = .changed(translation: dx, velocity: vx)
    case .ended: event = .ended(translation: dx, velocity: vx)
    case .cancelled: event = .cancelled
    case .possible, .failed: return
    }
    let outputs = containers.navigations[n].pop.handle(event, at: output.time)
    record(outputs, ofNavigation: n, at: output.time, into: &records)
  }

  /// Runs the completing pops' display frame at `time` (seconds).
  mutating func frameNavigations(at time: Double, into records: inout [Record]) {
    for n in containers.navigations.indices {
      guard case .completing = containers.navigations[n].pop.state else { continue }
      let outputs = containers.navigations[n].pop.handle(.frame, at: time)
      record(outputs, ofNavigation: n, at: time, into: &records)
    }
  }

  private mutating func record(_ outputs: [InteractivePop.Output], ofNavigation n: Int, at time: Double, into records: inout [Record]) {
    let id = containers.navigations[n].id
    for output in outputs {
      switch output {
      case .popBegan:
        if makesRecords { Record.appendContainer(.navigation(ScreenNavigation(time: time, view: id, event: .popBegan, progress: 0, duration: 0)), into: &records) }
      case .popFinished(let progress, let duration, _):
        containers.navigations[n].popsFinished += 1
        if makesRecords { Record.appendContainer(.navigation(ScreenNavigation(time: time, view: id, event: .popFinished, progress: progress, duration: duration)), into: &records) }
      case .popCancelled(let progress, let duration, _):
        containers.navigations[n].popsCancelled += 1
        if makesRecords { Record.appendContainer(.navigation(ScreenNavigation(time: time, view: id, event: .popCancelled, progress: progress, duration: duration)), into: &records) }
      case .completed(let popped, _):
        if popped { containers.navigations[n].depth -= 1 }
      }
    }
    arena.setBeginRefused(containers.navigations[n].refusal, for: containers.navigations[n].edgeSwipe)
  }
}
