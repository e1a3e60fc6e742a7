import ScrollPhysics

/// The screen engine: a view hierarchy with nested scroll views and recognizers, through
/// which touches run by UIKit's rules (hit-testing, the gesture arena, touch delivery,
/// each scroll view driven by its pan with its delegate, the status bar, containers,
/// zooming; `ScreenScene` states them, docs/screens.md, "What happens to a touch").
///
/// The one engine of the scenes that model `UIScrollView` touch handling on a screen:
/// `ScreenScene` runs a user's screen on it, with a `GridSnapDelegate` per scroll view
/// and `ScreenRecord`s; `ScrollViewScene<Delegate>` runs a screen of one scroll view
/// (with its content's tap, the optional status bar and jump bar) with the scene's
/// delegate and `ScrollViewSceneRecord`s.
///
/// Records come in causal order per input: recognizer state changes (each followed by
/// the callbacks it caused), then the touch calls the views received; one frame record
/// per display frame. The engine makes them in its scene's record type
/// (`ScreenEngineRecord`), which keeps what its scene reports.
struct ScreenEngine<Delegate: ScrollViewSceneDelegate, Record: ScreenEngineRecord>: Scene {
  /// Every pan's velocity estimator: the iOS scroll-view estimator with the rest rule.
  typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// What a recognizer of the arena is, for records and the summary.
  struct RecognizerInfo: Sendable {
    let id: String
    let kind: RecognizerKind
    let view: Int
    /// The scroll view whose pan it is, or -1.
    let scrollIndex: Int
    /// The navigation whose edge swipe it is (`containers.navigations`), or -1.
    var navigation = -1
    var lastState = GestureState.possible
    var actions = 0
  }

  /// The screen the scene was launched with.
  let screen: Screen
  /// The views, in document order.
  var views: [ScreenViewNode]
  /// The scroll views, in document order.
  var scrollViews: [ScreenScrollView<Delegate>]
  /// The recognizers and hit regions.
  var arena: GestureArena<Estimator>
  /// Which scroll views nest, for their pans' begin rules.
  let nesting: NestedScrolling
  /// Per scroll view: whether its pan may be refused for content touches it may not
  /// cancel (`canCancelContentTouches` false, or a control inside it).
  let mayRefuseForContent: [Bool]
  /// Whether the views' touch delivery runs: when the scene's records report touch
  /// calls (`ScreenEngineRecord.reportsTouchCalls`), or a scroll view has content whose
  /// touches it may delay or refuse its pan for (delivery decides both). Without, no
  /// view's touch calls change anything the scene shows, and none are made.
  let deliversTouches: Bool
  /// Per arena recognizer (index = identifier): its id, kind, view and tallies.
  var recognizerInfo: [RecognizerInfo]
  /// Fingers down: their identifiers, the view each hit, and whether that view has
  /// received its `touchesBegan`.
  var fingerIDs: [Int] = []
  var fingerViews: [Int] = []
  var fingerBeganDelivered: [Bool] = []
  /// Per view: its touch delivery (each view's, made at launch: an array element is
  /// read and changed in place, where an optional one was copied out and back) and
  /// the touch calls it received (began, moved, ended, cancelled).
  var deliveries: [TouchDelivery]
  /// The views hit at least once, in the order first hit: those whose deliveries
  /// take the recognizers' outputs.
  var deliveryViews: [Int] = []
  /// Per view: whether it is in `deliveryViews`.
  var isDeliveryView: [Bool]
  var touchCounts: [[Int]]
  /// Pending `delaysContentTouches` timers: the view whose touches wait, the scroll
  /// view whose timer it is, and when it runs out (seconds).
  var contentDelays: [(view: Int, scroll: Int, time: Double)] = []
  /// Reused buffers.
  var outputs: [GestureOutput] = []
  var callbacks: [ScrollViewCallback] = []
  var delivered: [TouchDelivery.Record] = []
  var touchDowns: [Int] = []
  /// The scroll views' states of the latest frame records, in `frameStateBuffers`
  /// buffers taken in turn (`frameStateTurn`: the latest's). A frame changes the next
  /// buffer in place: once the caller drained the records that shared it, this holds
  /// its only reference, so a frame record allocates nothing (a caller that keeps
  /// more records gets a copy, as values are). In turn, so that the several frames
  /// a replayer runs before the caller drains do not copy. A screen of one scroll view
  /// reads only the zoom scale here: its record holds the state alone (`frameRecord`).
  var frameStates: [[ScreenScrollViewState]] = []
  var frameStateTurn = 0
  static var frameStateBuffers: Int { 8 }
  /// Whether the scene makes its records (`RecordOmittingScene`).
  var makesRecords = true
  /// The time of the latest frame record, seconds.
  var lastFrameTime: Double
  var lastFrameMoved = false
  /// The status bar's tap (an arena identifier's raw value), or -1 without a status bar.
  var statusBarTap = -1
  /// The jump bar's tap (an arena identifier's raw value), or -1 without a jump bar.
  var jumpBarTap = -1
  /// The shown scroll views with `scrollsToTop` (`scrollToTop(at:into:)`).
  var scrollsToTopCandidates: [Int] = []
  /// The scroll views that zoom and the recognizers whose action zooms (empty: none).
  var zooming = ScreenZooming()
  /// The refresh controls and navigation controllers (empty without any).
  var containers = ScreenContainers()

  /// The screen as the app launches at `launchTime` (seconds), its scroll views'
  /// frame rate `refreshRate` (hertz), each scroll view's delegate made from its
  /// setup by `delegate`, and a jump bar `jumpBarHeight` points tall along the
  /// bottom (none when 0; `ScreenEngine+JumpBar.swift`).
  /// - Precondition: the screen is valid (`screen.validate()` throws nothing, or the scene
  ///   validated what it was built from).
  init(
    screen: Screen, delegate: (ScrollViewSceneSetup) -> Delegate, jumpBarHeight: Double = 0, launchTime: Double,
    refreshRate: Double
  ) {
    self.screen = screen
    lastFrameTime = launchTime
    var arena = GestureArena<Estimator>()
    var views: [ScreenViewNode] = []
    var scrollViews: [ScreenScrollView<Delegate>] = []
    var described: [Screen.View] = []
    // Regions in document order (a superview before its subviews, back to front).
    func add(_ view: Screen.View, parent: Int) {
      let index = views.count
      let region = arena.addRegion(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: parent < 0 ? nil : views[parent].region)
      var scrollIndex = -1
      if let settings = view.scrollView {
        scrollIndex = scrollViews.count
        let setup = settings.setup(frame: view.frame, screen: screen)
        let scrollView = setup.makeScrollView(refreshRate: refreshRate)
        scrollViews.append(ScreenScrollView<Delegate>(
          view: index, id: view.id, settings: settings, scrollView: scrollView,
          delegate: delegate(setup), panID: nil, laidOutOffset: scrollView.contentOffset,
          lastFrame: ScrollViewSceneFrame(
            time: launchTime, contentOffset: scrollView.contentOffset, velocity: .zero, isTracking: false,
            isDragging: false, isDecelerating: false, page: nil)))
      }
      views.append(ScreenViewNode(
        id: view.id, parent: parent, frame: view.frame, isHitTestable: view.isHitTestable, scrollIndex: scrollIndex,
        region: region, isControl: view.control != nil))
      described.append(view)
      for subview in view.subviews { add(subview, parent: index) }
    }
    for view in screen.views { add(view, parent: -1) }
    // The status bar: in front of every view (UIKit's is a window above the app's).
    if let statusBar = screen.statusBarView { add(statusBar, parent: -1) }
    // The jump bar: in front of the status bar too.
    if jumpBarHeight > 0 { add(Self.jumpBarView(height: jumpBarHeight, viewport: screen.viewport), parent: -1) }

    // Recognizers: the deepest views first (UIKit gives a touch to the hit view's
    // recognizers before its superviews'), a scroll view's pan before the
    // recognizers added to it, then each view's in the order they were added.
    var infos: [RecognizerInfo] = []
    var navigations: [ScreenContainers.Navigation] = []
    var ids: [String: GestureRecognizerID] = [:]
    var order: [Int] = []
    func postOrder(_ index: Int) {
      // Subviews frontmost first.
      for child in views.indices.reversed() where views[child].parent == index { postOrder(child) }
      order.append(index)
    }
    for root in views.indices.reversed() where views[root].parent < 0 { postOrder(root) }
    let viewport = Rect(origin: .zero, size: screen.viewport)
    for v in order {
      let region = views[v].region
      if views[v].scrollIndex >= 0 {
        let k = views[v].scrollIndex
        if scrollViews[k].settings.scrollEnabled {
          let scrollView = scrollViews[k].scrollView
          // The pan's hysteresis tests only the axes the content can scroll along (UIKit).
          let minimum = scrollView.minimumContentOffset
          let maximum = scrollView.maximumContentOffset
          let horizontal = maximum.x > minimum.x || (scrollView.bouncesHorizontally && scrollView.alwaysBounceHorizontal)
          let vertical = maximum.y > minimum.y || (scrollView.bouncesVertically && scrollView.alwaysBounceVertical)
          let pan = PanRecognizer(
            estimator: Estimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: .uikit),
            hysteresisMetric: .axes(horizontal: horizontal, vertical: vertical),
            maximumNumberOfTouches: Self.panMaximumTouches(zoom: described[v].scrollView?.zoom),
            failsPastMaximumNumberOfTouches: false, velocityReporting: .terminalOnly)
          let id = arena.add(pan, to: region)
          scrollViews[k] = ScreenScrollView<Delegate>(
            view: v, id: scrollViews[k].id, settings: scrollViews[k].settings, scrollView: scrollView,
            delegate: scrollViews[k].delegate, panID: id, laidOutOffset: scrollViews[k].laidOutOffset,
            lastFrame: scrollViews[k].lastFrame)
          let name = Screen.panID(ofScrollView: views[v].id)
          ids[name] = id
          infos.append(RecognizerInfo(id: name, kind: .pan, view: v, scrollIndex: k))
          arena.setShouldBegin(scrollViews[k].settings.panShouldBegin, for: id)
        }
        if let pinch = Self.addPinch(
          of: described[v], scrollIndex: k, viewIndex: v, region: region, pan: scrollViews[k].panID, viewport: viewport,
          refreshRate: refreshRate, to: &arena)
        {
          ids[pinch.info.id] = pinch.id
          infos.append(pinch.info)
        }
      }
      for recognizer in described[v].recognizers where recognizer.enabled {
        let id: GestureRecognizerID
        switch recognizer.settings {
        case .tap(let tap):
          id = arena.add(
            TapRecognizer(
              numberOfTapsRequired: tap.taps, numberOfTouchesRequired: tap.touches, allowableMovement: tap.allowableMovement,
              maximumTapDuration: tap.maximumTapDuration), to: region)
        case .pan(let pan):
          id = arena.add(
            PanRecognizer(
              estimator: Estimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: .uikit),
              minimumNumberOfTouches: pan.minimumTouches, maximumNumberOfTouches: pan.maximumTouches), to: region)
        case .longPress(let press):
          id = arena.add(
            LongPressRecognizer(
              minimumPressDuration: press.minimumPressDuration, allowableMovement: press.allowableMovement,
              numberOfTouchesRequired: press.touches, numberOfTapsRequired: press.taps), to: region)
        case .swipe(let swipe):
          id = arena.add(SwipeRecognizer(direction: swipe.direction, numberOfTouchesRequired: swipe.touches), to: region)
        case .screenEdgePan(let edgePan):
          id = arena.add(ScreenEdgePanRecognizer(edges: edgePan.edges, bounds: viewport), to: region)
        case .pinch:
          id = arena.add(PinchRecognizer(usableBounds: viewport, frameDuration: 1 / refreshRate), to: region)
        case .rotation:
          id = arena.add(RotationRecognizer(), to: region)
        }
        ids[recognizer.id] = id
        infos.append(RecognizerInfo(id: recognizer.id, kind: recognizer.kind, view: v, scrollIndex: -1))
        arena.setShouldBegin(recognizer.shouldBegin, for: id)
      }
      if let navigation = described[v].navigation, navigation.interactivePopEnabled {
        let (container, info) = Self.edgeSwipe(
          of: v, node: views[v], navigation: navigation, number: navigations.count, screen: screen, arena: &arena)
        ids[info.id] = container.edgeSwipe
        navigations.append(container)
        infos.append(info)
      }
    }
    // Relations (a disabled recognizer takes no part in any gesture: relations to it
    // are dropped, as UIKit's never wait for it).
    var policies: [GestureRecognizerID: TouchDelivery.Policy] = [:]
    for v in views.indices {
      // A scroll view's pan (in the arena when scrolling is enabled) with its relations.
      let pan = described[v].panRelations.map { [$0] } ?? []
      for recognizer in pan + described[v].recognizers where recognizer.enabled {
        guard let id = ids[recognizer.id] else { continue }
        policies[id] = recognizer.delivery
        for other in recognizer.requireToFail {
          if let otherID = ids[other] { arena.require(id, toFail: otherID) }
        }
        for other in recognizer.simultaneousWith {
          if let otherID = ids[other] { arena.recognizeSimultaneously(id, otherID) }
        }
      }
    }
    for scroll in scrollViews {
      if let pan = scroll.panID { policies[pan] = TouchDelivery.Policy() }
    }
    for (id, info) in infos.enumerated() where info.scrollIndex >= 0 && info.kind == .pinch {
      policies[GestureRecognizerID(rawValue: id)] = TouchDelivery.Policy()
    }
    Self.edgeSwipePriority(navigations, views: views, infos: infos, arena: &arena, policies: &policies)
    // Each view's chain: the recognizers it and its superviews carry, and the scroll views.
    for v in views.indices {
      var chain: [GestureRecognizerID: TouchDelivery.Policy] = [:]
      var scrolls: [Int] = []
      var current = v
      while current >= 0 {
        if views[current].scrollIndex >= 0 {
          let k = views[current].scrollIndex
          scrolls.append(k)
          if current != v && scrollViews[k].panID != nil && scrollViews[k].settings.delaysContentTouches {
            chain[Self.contentDelayID(k)] = Self.contentDelayPolicy
          }
        }
        for (id, info) in zip(infos.indices, infos) where info.view == current {
          chain[GestureRecognizerID(rawValue: id)] = policies[GestureRecognizerID(rawValue: id)]
        }
        current = views[current].parent
      }
      views[v].chainPolicies = chain
      views[v].chainScrollViews = scrolls
    }
    nesting = NestedScrolling(views: views, scrollViews: scrollViews)
    var mayRefuse = scrollViews.map { !$0.settings.canCancelContentTouches }
    for v in views.indices where views[v].isControl {
      for k in views[v].chainScrollViews where scrollViews[k].view != v { mayRefuse[k] = true }
    }
    mayRefuseForContent = mayRefuse
    let hasContent = views.indices.contains { v in views[v].chainScrollViews.contains { scrollViews[$0].view != v } }
    deliversTouches = Record.reportsTouchCalls || mayRefuse.contains(true) || hasContent
    self.views = views
    self.scrollViews = scrollViews
    self.arena = arena
    recognizerInfo = infos
    statusBarTap = infos.firstIndex { $0.id == Screen.statusBarID + ".tap" && views[$0.view].id == Screen.statusBarID } ?? -1
    jumpBarTap = infos.firstIndex { $0.id == Self.jumpBarID + ".tap" && views[$0.view].id == Self.jumpBarID } ?? -1
    scrollsToTopCandidates = Self.scrollsToTopCandidates(described: described, views: views, scrollViews: scrollViews)
    deliveries = views.map { TouchDelivery(policies: $0.chainPolicies) }
    isDeliveryView = Array(repeating: false, count: views.count)
    touchCounts = Array(repeating: [0, 0, 0, 0], count: views.count)
    containers.navigations = navigations
    addRefreshControls()
    layOut()
    for k in scrollViews.indices {
      self.scrollViews[k].lastFrame = self.scrollViews[k].state(at: launchTime, velocity: .zero)
    }
    let states = self.scrollViews.map { ScreenScrollViewState(id: $0.id, state: $0.lastFrame) }
    frameStates = (0..<Self.frameStateBuffers).map { _ in Array(states) }
    setUpZooming(described: described)
  }

  // MARK: - State

  /// The scroll view of the view `id`, or nil if it has none.
  func scrollView(_ id: String) -> ScrollView? {
    scrollViews.first { $0.id == id }?.scrollView
  }

  /// The state of the recognizer `id` as UIKit shows it now (`possible` while it
  /// waits for a failure requirement), or nil if no enabled recognizer has that id.
  func recognizerState(_ id: String) -> GestureState? {
    guard let index = recognizerInfo.firstIndex(where: { $0.id == id }) else { return nil }
    return arena.state(of: GestureRecognizerID(rawValue: index))
  }

  /// The identifier under which a view's touch delivery knows the content-touch delay
  /// of scroll view `k` (negative: not an arena recognizer).
  static func contentDelayID(_ k: Int) -> GestureRecognizerID { GestureRecognizerID(rawValue: -1 - k) }

  /// The content-touch delay acts on delivery as a recognizer that delays touches
  /// began and cancels nothing, and fails when its time runs out or the finger lifts
  /// (UIKit's scroll view holds its content's `touchesBegan` this way).
  static var contentDelayPolicy: TouchDelivery.Policy {
    TouchDelivery.Policy(cancelsTouchesInView: false, delaysTouchesBegan: true, delaysTouchesEnded: false)
  }

  // MARK: - Hit-testing

  /// Gives every view's hit region its frame in screen points, with the scroll
  /// views' offsets now; a view hit-testing skips gets an empty frame.
  mutating func layOut() {
    if !zooming.isEmpty {
      layOutZoomed()
      return
    }
    var origins: [Point] = []
    origins.reserveCapacity(views.count)
    for v in views.indices {
      let node = views[v]
      var origin = node.frame.origin
      if node.parent >= 0 {
        let parentOrigin = origins[node.parent]
        var offset = Point.zero
        let parentScroll = views[node.parent].scrollIndex
        if parentScroll >= 0 { offset = scrollViews[parentScroll].scrollView.contentOffset }
        origin = Point(x: parentOrigin.x + origin.x - offset.x, y: parentOrigin.y + origin.y - offset.y)
      }
      origins.append(origin)
      let frame = node.isHitTestable ? Rect(origin: origin, size: node.frame.size) : Rect(x: origin.x, y: origin.y, width: 0, height: 0)
      arena.setFrame(frame, of: node.region)
    }
    for k in scrollViews.indices { scrollViews[k].laidOutOffset = scrollViews[k].scrollView.contentOffset }
  }

  /// Lays the regions out again if a scroll view moved since they were.
  mutating func layOutIfMoved() {
    if !zooming.isEmpty && zoomLayoutChanged {
      layOut()
      return
    }
    for k in scrollViews.indices where scrollViews[k].laidOutOffset != scrollViews[k].scrollView.contentOffset {
      layOut()
      return
    }
  }

  // MARK: - Scene

  /// Frames are needed while a scroll view moves or changed since the latest frame,
  /// otherwise from the earliest deadline (a recognizer's, a content-touch delay's).
  var framesNeededFrom: Double? {
    if lastFrameMoved { return -Double.infinity }
    if !zooming.isEmpty && zoomNeedsFrames { return -Double.infinity }
    for k in scrollViews.indices where scrollViews[k].changedSinceLastFrame { return -Double.infinity }
    var earliest = arena.nextDeadline
    for delay in contentDelays where earliest.map({ delay.time < $0 }) ?? true { earliest = delay.time }
    if let needed = containers.framesNeededFrom, earliest.map({ needed < $0 }) ?? true { earliest = needed }
    return earliest
  }

  /// Whether nothing changes without new touches.
  var isAtRest: Bool {
    guard fingerIDs.isEmpty && arena.nextDeadline == nil && contentDelays.isEmpty && !containers.isActive else { return false }
    if !zooming.isEmpty && zooming.isAnimating { return false }
    for k in scrollViews.indices where !scrollViews[k].scrollView.isAtRest { return false }
    return true
  }

  /// Handles one touch event: hit-testing of the fingers that land, `touchDown` on
  /// the scroll views under them, the recognizers, the touch calls of the views, then
  /// the lifts (`touchUp` after a sequence without a drag).
  mutating func handle(_ event: TouchEvent, into records: inout [Record]) {
    let time = event.time
    if !contentDelays.isEmpty { runContentDelays(upTo: time, into: &records) }
    if !containers.refreshes.isEmpty { runEndRefreshing(upTo: time, into: &records) }
    if !touchDowns.isEmpty { touchDowns.removeAllElements() }
    var anyBegan = false
    var s = 0
    while s < event.touches.count {
      let touch = event.touches[s]
      s += 1
      guard touch.phase == .began && !fingerIDs.contains(touch.id) else { continue }
      if !anyBegan {
        anyBegan = true
        layOutIfMoved()
      }
      guard let hit = arena.regions.hitTest(touch.location) else {
        records.append(.warning(SceneWarning(time: time, .touchOutside(touch: touch.id, location: touch.location, area: Record.touchArea))))
        continue
      }
      // Regions were added one per view, in the views' order.
      let v = hit.rawValue
      fingerIDs.append(touch.id)
      fingerViews.append(v)
      fingerBeganDelivered.append(false)
      if !isDeliveryView[v] {
        isDeliveryView[v] = true
        deliveryViews.append(v)
      }
      let startsGesture = !deliveries[v].active && !contentDelays.contains { $0.view == v }
      // A scroll view whose scrolling is disabled takes no touches (its pan is
      // disabled): it neither tracks nor holds its content's touches.
      for k in views[v].chainScrollViews where scrollViews[k].panID != nil {
        if scrollViews[k].fingers.fingerLanded(touch.id) { touchDowns.append(k) }
        // The delay holds the touches of the scroll view's content, not its own.
        if startsGesture && scrollViews[k].view != v && scrollViews[k].settings.delaysContentTouches {
          contentDelays.append((view: v, scroll: k, time: time + scrollViews[k].settings.contentTouchDelay))
        }
      }
    }
    for k in touchDowns {
      if scrollViews[k].scrollView.isMoving { scrollViews[k].rest = .caught }
      if let pan = scrollViews[k].panID { arena.setTracksImmediately(scrollViews[k].scrollView.isDecelerating, forPan: pan) }
      send(.touchDown, to: k, at: time, into: &records)
      if nesting.isNested[k], let pan = scrollViews[k].panID {
        arena.setBeginRule(nesting.beginRule(of: k, in: scrollViews), forPan: pan)
      }
    }
    // The directional lock is decided on the raw move, before the pan sees it.
    for k in scrollViews.indices where !scrollViews[k].fingers.noFingerDown {
      if let movement = scrollViews[k].fingers.fingerMovement(in: event), scrollViews[k].scrollView.isDirectionalLockEnabled {
        send(.touchMoved(movement: movement), to: k, at: time, into: &records)
        if nesting.isNested[k], let pan = scrollViews[k].panID {
          let allows = scrollViews[k].scrollView.touchLockAllows
          arena.setLockAllows(horizontal: allows.horizontal, vertical: allows.vertical, forPan: pan)
        }
      }
    }
    // Without delivery no content has its touches, and no pan is refused for them.
    if deliversTouches { refuseUncancellablePans() }
    // Deadlines due first, apart (the arena would run them first, each at its own time),
    // so that the deliveries tell the event's own outputs from theirs.
    if let deadline = arena.nextDeadline, deadline <= time {
      outputs.removeAllElements()
      arena.advance(to: time, into: &outputs)
      routeOutputs(into: &records)
    }
    outputs.removeAllElements()
    arena.handle(event, into: &outputs)
    routeOutputs(into: &records, event: true)
    if !zooming.isEmpty { endZoomsIfFingersChanged(at: time, into: &records) }
    if deliversTouches { deliver(event, into: &records) }

    // Lifts: a content-touch delay ends with its finger; scroll views' sequences end.
    var i = 0
    while i < event.touches.count {
      let touch = event.touches[i]
      i += 1
      guard touch.phase.isEnd, let f = fingerIDs.firstIndex(of: touch.id) else { continue }
      let v = fingerViews[f]
      fingerIDs.remove(at: f)
      fingerViews.remove(at: f)
      fingerBeganDelivered.remove(at: f)
      if contentDelays.contains(where: { $0.view == v }) && !fingerViews.contains(v) {
        endContentDelays(of: v, at: time, into: &records)
      }
      for k in views[v].chainScrollViews where scrollViews[k].fingers.fingerLifted(touch.id) {
        if scrollViews[k].fingers.touchUpDue(afterLifting: true) { send(.touchUp, to: k, at: time, into: &records) }
      }
    }
  }

  /// Advances to the display frame at `time` (seconds): content-touch delays and
  /// recognizer deadlines due, every scroll view's frame, then the frame record.
  mutating func frame(at time: Double, into records: inout [Record]) {
    if !contentDelays.isEmpty { runContentDelays(upTo: time, into: &records) }
    if !containers.refreshes.isEmpty { runEndRefreshing(upTo: time, into: &records) }
    if let deadline = arena.nextDeadline, deadline <= time {
      outputs.removeAllElements()
      arena.advance(to: time, into: &outputs)
      routeOutputs(into: &records)
    }
    if !zooming.isEmpty { advanceZooms(to: time, into: &records) }
    var moved = false
    let turn = frameStateTurn == Self.frameStateBuffers - 1 ? 0 : frameStateTurn + 1
    frameStateTurn = turn
    for k in scrollViews.indices {
      // A frame of a scroll view that is not moving changes nothing and reports nothing.
      if scrollViews[k].scrollView.isMoving {
        callbacks.removeAllElements()
        scrollViews[k].frame(at: time, into: &callbacks)
        record(callbacksOf: k, into: &records)
        if scrollViews[k].refresh >= 0 { watchRefreshControl(of: k, at: time, into: &records) }
      }
      // While the user drags: the pan's velocity negated (`contentVelocity(of:at:)`).
      var dragVelocity: Vector?
      if scrollViews[k].scrollView.isDragging {
        let velocity = scrollViews[k].panID.flatMap { arena.panVelocity($0, at: time) } ?? .zero
        dragVelocity = Vector(dx: -velocity.dx, dy: -velocity.dy)
      }
      let (state, stateMoved) = scrollViews[k].endFrame(at: time, dragVelocity: dragVelocity)
      if stateMoved { moved = true }
      if makesRecords && scrollViews.count > 1 { frameStates[turn][k].state = state }
    }
    if !containers.navigations.isEmpty { frameNavigations(at: time, into: &records) }
    lastFrameMoved = moved
    lastFrameTime = time
    if makesRecords { Record.appendFrame(at: time, turn: turn, of: self, into: &records) }
  }

  /// The frame record at `time` (seconds) from buffer `turn`; a screen of one scroll
  /// view holds its state alone, without a buffer shared with the record (no copy, no
  /// allocation however many frames run before the caller drains).
  @inline(__always)
  func frameRecord(at time: Double, turn: Int) -> ScreenFrame {
    switch scrollViews.count {
    case 0: return ScreenFrame(time: time, states: .none)
    case 1:
      return ScreenFrame(time: time, states: .one(ScreenScrollViewState(
        id: scrollViews[0].id, state: scrollViews[0].lastFrame, zoomScale: frameStates[turn][0].zoomScale)))
    default: return ScreenFrame(time: time, states: .many(frameStates[turn]))
    }
  }

  // MARK: - Recognizers

  /// Records the arena's outputs in `outputs`, drives the scroll views with their
  /// pans' action messages, and tells the views' deliveries (`event`: the outputs are
  /// the event's own, not deadlines').
  mutating func routeOutputs(into records: inout [Record], event: Bool = false) {
    guard !outputs.isEmpty else { return }
    var o = 0
    while o < outputs.count {
      let output = outputs[o]
      o += 1
      let r = output.recognizer.rawValue
      recognizerInfo[r].lastState = output.state
      if output.sendsActionMessage { recognizerInfo[r].actions += 1 }
      if makesRecords { Record.appendGesture(output, of: r, in: self, into: &records) }
      if !zooming.isEmpty && routeZoom(output, into: &records) { continue }
      let k = recognizerInfo[r].scrollIndex
      if k >= 0 && output.sendsActionMessage, let pan = scrollViews[k].panID,
        let input = scrollViews[k].fingers.scrollViewInput(forPan: output, of: pan, in: arena)
      {
        send(input, to: k, at: output.time, into: &records)
      }
      let navigation = recognizerInfo[r].navigation
      if navigation >= 0 { edgeSwipeChanged(output, navigation: navigation, into: &records) }
      if r == statusBarTap && output.state == .ended { scrollToTop(at: output.time, into: &records) }
      if r == jumpBarTap && output.state == .ended { jump(output, into: &records) }
    }
    guard deliversTouches else { return }
    var d = 0
    while d < deliveryViews.count {
      let v = deliveryViews[d]
      d += 1
      guard deliveries[v].active || fingerViews.contains(v) else { continue }
      delivered.removeAllElements()
      deliveries[v].apply(outputs, into: &delivered, event: event)
      recordDelivered(to: v, into: &records)
    }
  }

  /// A failure's reason in words, naming recognizers by id.
  func reasonText(_ reason: GestureFailureReason?) -> String? {
    guard let reason else { return nil }
    switch reason {
    case .preventedBy(let other):
      guard other.rawValue >= 0 && other.rawValue < recognizerInfo.count else { return reason.description }
      return "prevented by \"\(recognizerInfo[other.rawValue].id)\""
    case .movedTooFar, .tooManyTouches, .liftedEarly, .touchCancelled, .tooSlow, .tapsNotCompleted, .oppositeMovement,
      .beyondMovementBound, .outsideEdgeZone, .driftedAlongEdge, .outsideDirectionWindow, .shouldBeginRefused,
      .contentTouchesNotCancellable, .controlHasTheTouches, .popNotAllowed:
      return reason.description
    }
  }

  /// A scroll view that may not cancel its content's touches keeps its pan from
  /// beginning while a finger on it is one whose view has received `touchesBegan`:
  /// every such view when `canCancelContentTouches` is false, a control otherwise
  /// (`touchesShouldCancelInContentView(_:)` answers false for a control).
  mutating func refuseUncancellablePans() {
    for k in scrollViews.indices where mayRefuseForContent[k] {
      guard let pan = scrollViews[k].panID else { continue }
      let cancelsAny = scrollViews[k].settings.canCancelContentTouches
      var refusal: GestureFailureReason?
      for f in fingerIDs.indices where fingerBeganDelivered[f] && views[fingerViews[f]].chainScrollViews.contains(k) {
        guard fingerViews[f] != scrollViews[k].view else { continue }
        if !cancelsAny {
          refusal = .contentTouchesNotCancellable
        } else if views[fingerViews[f]].isControl {
          refusal = .controlHasTheTouches
        }
      }
      arena.setBeginRefused(refusal, for: pan)
    }
  }

  // MARK: - Touch delivery

  /// Gives `event`'s samples to the views their fingers hit.
  mutating func deliver(_ event: TouchEvent, into records: inout [Record]) {
    // Each view with a finger on it, once (an index loop: no buffer retained).
    var f = 0
    while f < fingerViews.count {
      let v = fingerViews[f]
      f += 1
      if fingerViews[..<(f - 1)].contains(v) { continue }
      delivered.removeAllElements()
      if event.touches.count == 1 || !Self.hasBegan(event) {
        deliveries[v].deliver(event, into: &delivered)
      } else {
        // Several samples, one beginning: each view gets only its own fingers' samples
        // (a beginning finger that hit another view, or none, is not this view's).
        var own = event
        own.touches = event.touches.filter { touch in
          guard let f = fingerIDs.firstIndex(of: touch.id) else { return false }
          return fingerViews[f] == v
        }
        deliveries[v].deliver(own, into: &delivered)
      }
      recordDelivered(to: v, into: &records)
    }
  }

  static func hasBegan(_ event: TouchEvent) -> Bool {
    var s = 0
    while s < event.touches.count {
      if event.touches[s].phase == .began { return true }
      s += 1
    }
    return false
  }

  /// Records the calls in `delivered` as view `v`'s.
  mutating func recordDelivered(to v: Int, into records: inout [Record]) {
    for call in delivered {
      let column: Int
      switch call.method {
      case .touchesBegan:
        column = 0
        if let f = fingerIDs.firstIndex(of: call.touch) { fingerBeganDelivered[f] = true }
      case .touchesMoved: column = 1
      case .touchesEnded: column = 2
      case .touchesCancelled: column = 3
      }
      touchCounts[v][column] += 1
      guard makesRecords else { continue }
      Record.appendTouch(call, to: v, of: self, into: &records)
    }
  }

  /// Content-touch delays that run out at or before `time` end, earliest first.
  mutating func runContentDelays(upTo time: Double, into records: inout [Record]) {
    while let i = contentDelays.indices.min(by: { contentDelays[$0].time < contentDelays[$1].time }), contentDelays[i].time <= time {
      let delay = contentDelays.remove(at: i)
      endContentDelay(view: delay.view, scroll: delay.scroll, at: delay.time, into: &records)
    }
  }

  /// Every content-touch delay of view `v` ends at `time` (its last finger lifted).
  mutating func endContentDelays(of v: Int, at time: Double, into records: inout [Record]) {
    while let i = contentDelays.firstIndex(where: { $0.view == v }) {
      let delay = contentDelays.remove(at: i)
      endContentDelay(view: delay.view, scroll: delay.scroll, at: time, into: &records)
    }
  }

  mutating func endContentDelay(view v: Int, scroll k: Int, at time: Double, into records: inout [Record]) {
    delivered.removeAllElements()
    let output = GestureOutput(recognizer: Self.contentDelayID(k), state: .failed, time: time, location: .zero, numberOfTouches: 0)
    deliveries[v].apply([output], into: &delivered)
    recordDelivered(to: v, into: &records)
  }

  // MARK: - Scroll views

  /// Sends `input` to scroll view `k` with its delegate and records the callbacks.
  mutating func send(_ input: ScrollViewInput, to k: Int, at time: Double, into records: inout [Record]) {
    callbacks.removeAllElements()
    scrollViews[k].handle(input, at: time, into: &callbacks)
    record(callbacksOf: k, into: &records)
    if scrollViews[k].refresh >= 0 { watchRefreshControl(of: k, at: time, into: &records) }
  }

  /// Records scroll view `k`'s callbacks in `callbacks` and notes what they say.
  mutating func record(callbacksOf k: Int, into records: inout [Record]) {
    var i = 0
    while i < callbacks.count {
      let callback = callbacks[i]
      i += 1
      scrollViews[k].callbackCount += 1
      switch callback.kind {
      case .scrollViewWillBeginDragging:
        scrollViews[k].drags += 1
      case .scrollViewDidEndDragging(let willDecelerate):
        if !willDecelerate { scrollViews[k].rest = .releasedWithoutVelocity }
      case .scrollViewDidEndDecelerating:
        scrollViews[k].rest = .decelerationEnded
      case .scrollViewDidEndScrollingAnimation:
        scrollViews[k].rest = .scrollingAnimationEnded
      case .scrollViewWillEndDragging(let velocity, let target):
        scrollViews[k].releases.append(ScrollViewSceneRelease(time: callback.time, velocity: velocity, proposedTarget: target))
      case .scrollViewDidScroll, .scrollViewWillBeginDecelerating, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
        break
      }
      if makesRecords { Record.appendCallback(callback, of: k, in: self, into: &records) }
    }
  }

  /// The velocity of scroll view `k`'s content at `time`, points per second with the
  /// offset's sign (`ScrollViewTouches.contentVelocity(of:at:)`'s rule).
  func contentVelocity(of k: Int, at time: Double) -> Vector {
    if scrollViews[k].scrollView.isDragging {
      guard let pan = scrollViews[k].panID, let velocity = arena.panVelocity(pan, at: time) else { return .zero }
      return Vector(dx: -velocity.dx, dy: -velocity.dy)
    }
    return scrollViews[k].scrollView.motionVelocity
  }
}

extension ScreenEngine {
  /// Every scroll view's and recognizer's final state, and the touches each view received.
  func summary(of facts: SceneRunFacts<Screen>) -> ScreenSummary {
    var finals: [ScreenSummary.ScrollViewFinal] = []
    for k in scrollViews.indices {
      let scroll = scrollViews[k]
      let velocity = scroll.scrollView.isAtRest && scroll.fingers.noFingerDown ? .zero : scroll.lastFrame.velocity
      let rest = scroll.finalRest(fingerDown: !scroll.fingers.noFingerDown, cameToRest: facts.cameToRest)
      finals.append(ScreenSummary.ScrollViewFinal(
        id: scroll.id, final: scroll.state(at: facts.finalTime, velocity: velocity), rest: rest, drags: scroll.drags,
        callbacks: scroll.callbackCount, zoomScale: zoomScale(ofScrollView: k)))
    }
    // Recognizers in document order (views first to last, a scroll view's pan first).
    var recognizers: [ScreenSummary.RecognizerFinal] = []
    for v in views.indices {
      for info in recognizerInfo where info.view == v && info.scrollIndex >= 0 {
        recognizers.append(ScreenSummary.RecognizerFinal(id: info.id, kind: info.kind, view: views[v].id, lastState: info.lastState, actions: info.actions))
      }
      for info in recognizerInfo where info.view == v && info.scrollIndex < 0 {
        recognizers.append(ScreenSummary.RecognizerFinal(id: info.id, kind: info.kind, view: views[v].id, lastState: info.lastState, actions: info.actions))
      }
    }
    var touches: [ScreenSummary.TouchesDelivered] = []
    for v in views.indices where touchCounts[v].contains(where: { $0 > 0 }) {
      let c = touchCounts[v]
      touches.append(ScreenSummary.TouchesDelivered(view: views[v].id, began: c[0], moved: c[1], ended: c[2], cancelled: c[3]))
    }
    var summary = ScreenSummary(facts: facts, scrollViews: finals, recognizers: recognizers, touchesDelivered: touches)
    if !containers.navigations.isEmpty || !containers.refreshes.isEmpty {
      (summary.navigations, summary.refreshControls) = containers.finals(scrollViews: scrollViews)
    }
    return summary
  }
}
