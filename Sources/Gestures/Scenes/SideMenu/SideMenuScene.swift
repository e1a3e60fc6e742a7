import ScrollPhysics

/// The side-menu screen of the Taasky tutorial, driven by touches and display
/// frames: a paging scroll view with the menu and the detail view, the
/// tutorial's controller (`SideMenuController`) as its delegate, and the gesture
/// recognizers a user's touches reach (docs/side-menu.md).
///
/// **Views and recognizers.** Hit regions follow the content offset: they are
/// placed for it before every touch event in which a finger begins (only such
/// touches are hit-tested; fingers already down keep their recognizers):
/// - the scroll view (the whole viewport) with its pan recognizer (hysteresis 10
///   points; it begins in any direction; its release velocity is the iOS
///   scroll-view estimate with the rest-before-lift rule);
/// - inside it the detail view (screen x ≥ `menuWidth − offsetX`) and the menu (the
///   bounding box of its projected quad, when it is not edge-on);
/// - inside the detail view, from the `hamburger` step on, the hamburger button
///   (44 × 44, screen x = `menuWidth − offsetX + 8`) with a single-tap recognizer;
/// - on the menu a single-tap recognizer that stands for the table's row
///   selection: a recognized tap selects the row under it (hit-tested through the
///   menu's 3-D transform);
/// - on the detail view a single-tap recognizer that the app does not have: it only
///   reports taps on the detail view (`taps` with target `detail`). Taps are
///   recognized at the lift, when the pan can no longer begin, so it changes
///   nothing.
/// A tap and the pan compete: when the pan begins, the taps fail.
///
/// **Touches reach the scroll view too.** The first finger down sends it
/// `touchDown` (which stops a running animation or paging settle); the pan sends
/// `panBegan`/`panChanged`/`panEnded`/`panCancelled`; when the last finger lifts
/// without a pan, the scroll view gets `touchUp` (on a paging scroll view off a
/// page boundary this snaps to a page: the first bug). A tap's action runs before
/// that `touchUp`, since recognizers see touches before the view.
///
/// **Launch.** Creating the scene runs the first layout at `launchTime`:
/// `hideOrShowMenu(false, animated: false)`, so the menu starts hidden at offset
/// `menuWidth`; its records come out with the first input.
public struct SideMenuScene: Scene {
  /// Everything that sets up a side-menu scene: the variant, the geometry, the
  /// scroll view's behaviours, the recognizers' thresholds and the tap limit.
  public typealias Configuration = ScrollingSceneConfiguration<SideMenuVariant, SideMenuGeometry>
  /// The pans' velocity estimator: the iOS scroll-view estimator with the rest rule.
  package typealias PanEstimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// The configuration the scene was created with.
  public let configuration: Configuration
  /// The scroll view.
  public private(set) var scrollView: ScrollView
  /// The tutorial's controller, the scroll view's delegate.
  package private(set) var controller: SideMenuController
  /// The recognizers and their hit regions (placed for the content offset at the
  /// last touch event in which a finger began).
  package var arena: GestureArena<PanEstimator> { touches.arena }
  /// The scroll view's pan, fingers and touch-sequence bookkeeping, and the arena.
  var touches: ScrollViewTouches<PanEstimator>
  /// The taps recognized so far, in order: the first
  /// `configuration.maximumStoredTaps` of them (all of them in any trace of hand
  /// use), so that memory does not grow with the trace.
  package private(set) var taps: [SideMenuTap]
  /// How many taps were recognized, including those beyond `taps`.
  package private(set) var tapCount: Int
  /// How many times each delegate callback was made, indexed like
  /// `SideMenuScene.callbackNames`.
  package var callbackCounts: [Int] {
    (0 ..< SideMenuScene.callbackNames.count).map { callbackTally[$0] }
  }
  /// The counts behind `callbackCounts` (inline: counting a callback does not
  /// check an array buffer's uniqueness).
  var callbackTally: InlineArray<7, Int>

  /// The identifiers of the recognizers (the pan's is `touches.panID`).
  let menuTapID: GestureRecognizerID
  let detailTapID: GestureRecognizerID
  let hamburgerTapID: GestureRecognizerID?
  /// The hit regions (the scroll view's is `touches.scrollRegion`).
  let menuRegion: RegionID
  let detailRegion: RegionID
  let hamburgerRegion: RegionID?

  /// Records made before the first input (the launch), delivered with it.
  var pendingRecords: [SideMenuRecord]
  /// Whether the scene makes its gesture, action, callback and frame records
  /// (`RecordOmittingScene`): its warnings, state and summary are the same either way.
  var makesRecords = true
  /// The visual state of the offset it was last brought up to date for (when the
  /// published offset or the geometry changes), and every state computed so far,
  /// by pixel of the offset, so that placing the hit regions at an offset seen
  /// before looks the menu quad up.
  var visualStates: SideMenuVisualStates
  /// Reused buffers. Between inputs every callback in `callbacks` has been
  /// recorded: whoever appends to it calls `recordCallbacks`, which records the
  /// callbacks from `recordedCallbacks` on and empties the buffer only once it
  /// holds `callbackBufferLimit` (emptying it after every input cost more than
  /// recording).
  var callbacks: [ScrollViewCallback]
  var recordedCallbacks: Int
  /// The content offset the hit regions were last placed for (NaN: never, or the
  /// geometry changed since); `updateRegions` does nothing while it is current.
  var regionsOffsetX: Double

  /// The names of the `UIScrollViewDelegate` callbacks, in the order
  /// `callbackCounts` counts them.
  package static let callbackNames: [String] = [
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation",
  ]

  /// Creates the scene and launches the app at `launchTime` (seconds): the first
  /// layout hides the menu without animation.
  ///
  /// - Precondition: `configuration.validate()` throws nothing and the refresh rate is valid: the runner
  ///   launches the scene from `SceneRunner.Options`, which checked them once
  ///   (`launched`); a package caller checks them first. The initializer does not
  ///   check again.
  package init(configuration: Configuration = Configuration(), launchTime: Double, refreshRate: Double = Display.defaultRefreshRate) {
    self.configuration = configuration
    let geometry = configuration.geometry
    var scrollView = SideMenuController.makeScrollView(geometry: geometry, configuration: configuration.scrollView)
    scrollView.maximumFramesPerSecond = refreshRate
    var controller = SideMenuController(variant: configuration.variant, geometry: geometry)

    // The scroll view (the whole viewport) and its pan, then the views inside it.
    let viewport = Rect(origin: .zero, size: geometry.viewport)
    let estimator = RestAwareVelocityEstimator(
      ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: configuration.restingRelease)
    var touches = ScrollViewTouches(
      frame: viewport,
      pan: PanRecognizer(
        estimator: estimator, hysteresis: configuration.panHysteresis,
        hysteresisMetric: .axes(horizontal: true, vertical: false), failsPastMaximumNumberOfTouches: false,
        velocityReporting: .terminalOnly))
    menuRegion = touches.arena.addRegion(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: touches.scrollRegion)
    detailRegion = touches.arena.addRegion(frame: viewport, parent: touches.scrollRegion)
    hamburgerRegion =
      configuration.variant.hasHamburger ? touches.arena.addRegion(frame: geometry.hamburgerFrame, parent: detailRegion) : nil
    let tap = TapRecognizer(allowableMovement: configuration.tapAllowableMovement)
    hamburgerTapID = hamburgerRegion.map { touches.arena.add(tap, to: $0) }
    menuTapID = touches.arena.add(tap, to: menuRegion)
    detailTapID = touches.arena.add(tap, to: detailRegion)

    var records: [SideMenuRecord] = []
    var callbacks: [ScrollViewCallback] = []
    records.append(.action(SideMenuAction(time: launchTime, show: controller.showingMenu, animated: false, cause: .launch)))
    controller.layoutChanged(to: geometry, scrollView: &scrollView, at: launchTime, into: &callbacks)
    var counts = InlineArray<7, Int>(repeating: 0)
    for callback in callbacks {
      counts[SideMenuScene.callbackIndex(callback.kind)] += 1
      records.append(.callback(callback))
    }

    self.scrollView = scrollView
    self.controller = controller
    self.touches = touches
    self.taps = []
    self.tapCount = 0
    self.callbackTally = counts
    self.pendingRecords = records
    self.visualStates = SideMenuVisualStates(geometry: geometry, contentOffsetX: scrollView.contentOffset.x)
    self.callbacks = callbacks
    self.callbacks.removeAllElements()
    self.recordedCallbacks = 0
    self.regionsOffsetX = .nan
  }

  /// How many callbacks `callbacks` holds before `recordCallbacks` empties it.
  static var callbackBufferLimit: Int { 32 }

  /// The index of `kind` in `callbackNames`.
  static func callbackIndex(_ kind: ScrollViewCallback.Kind) -> Int {
    switch kind {
    case .scrollViewDidScroll: return 0
    case .scrollViewWillBeginDragging: return 1
    case .scrollViewWillEndDragging: return 2
    case .scrollViewDidEndDragging: return 3
    case .scrollViewWillBeginDecelerating: return 4
    case .scrollViewDidEndDecelerating: return 5
    case .scrollViewDidEndScrollingAnimation: return 6
    case .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
      preconditionFailure("SideMenuScene: its scroll view does not zoom")
    }
  }

  // MARK: - State

  /// The visual state for the current published offset.
  package var visualState: SideMenuVisualState {
    let offsetX = scrollView.contentOffset.x
    if offsetX == visualStates.currentOffsetX {
      return visualStates.currentState
    }
    return SideMenuVisualState(contentOffsetX: offsetX, geometry: controller.geometry)
  }

  /// Brings the cached visual state up to date with the published offset.
  mutating func refreshVisualCache() {
    let offsetX = scrollView.contentOffset.x
    if offsetX != visualStates.currentOffsetX {
      visualStates.select(contentOffsetX: offsetX)
    }
  }

  /// The frame record the scene would show at `time` (seconds) without advancing.
  /// The offset is reported with −0 written as 0; the record derives its visual
  /// state from the published offset and the geometry's menu size.
  package func currentFrame(at time: Double) -> SideMenuFrame {
    let offsetX = scrollView.contentOffset.x
    let geometry = controller.geometry
    return SideMenuFrame(
      time: time, contentOffsetX: offsetX + 0, visualOffsetX: offsetX, menuWidth: geometry.menuWidth,
      menuHeight: geometry.viewport.height, showingMenu: controller.showingMenu,
      pagingEnabled: scrollView.isPagingEnabled, isDragging: scrollView.isDragging,
      isDecelerating: scrollView.isDecelerating)
  }

  /// Frames are needed while the scroll view moves (`ScrollView.isMoving`: a
  /// deceleration, settle or animation runs); otherwise from the recognizers' next
  /// deadline, or not at all (`nil`): a frame then only repeats the frame record.
  public var framesNeededFrom: Double? {
    scrollView.isMoving ? -Double.infinity : touches.arena.nextDeadline
  }

  /// Whether nothing changes without new touches: no finger down, no recognizer
  /// waiting on time, and the scroll view at rest.
  public var isAtRest: Bool {
    touches.noFingerDown && touches.arena.nextDeadline == nil && scrollView.isAtRest
  }

  /// How many times the callback named `name` (a `UIScrollViewDelegate` method name)
  /// was made; 0 for an unknown name.
  package func callbackCount(_ name: String) -> Int {
    guard let i = SideMenuScene.callbackNames.firstIndex(of: name) else { return 0 }
    return callbackTally[i]
  }

  // MARK: - Inputs

  /// Handles one touch event (see the type's documentation for the order).
  public mutating func handle(_ event: TouchEvent, into records: inout [SideMenuRecord]) {
    flushPending(into: &records)
    let time = event.time
    // Only touches that begin are hit-tested (here and by the arena): the regions
    // are placed for the current offset before such an event, and only then.
    // Index loops throughout: iterating `event.touches` would retain its buffer.
    let count = event.touches.count
    var anyBegan = false
    var anyEnded = false
    var s = 0
    while s < count {
      switch event.touches[s].phase {
      case .began: anyBegan = true
      case .ended, .cancelled: anyEnded = true
      case .moved, .stationary: break
      }
      s += 1
    }
    if anyBegan {
      updateRegions()
    }

    // Fingers landing: the first one touches the scroll view down.
    if anyBegan && touches.landFingers(of: event, into: &records) {
      touches.sequenceBegins(on: scrollView)
      send(.touchDown, at: time, into: &records)
    }

    touches.recognize(event)
    routeGestureOutputs(into: &records)

    // Fingers lifting: after the last one, a touch without a pan ends on the scroll view.
    if anyEnded && touches.liftFingers(of: event) {
      send(.touchUp, at: time, into: &records)
    }
  }

  /// Advances to the display frame at `time` (seconds): recognizer deadlines, then
  /// the scroll view's frame, then the frame record.
  public mutating func frame(at time: Double, into records: inout [SideMenuRecord]) {
    flushPending(into: &records)
    if touches.recognizeDeadlines(at: time) {
      routeGestureOutputs(into: &records)
    }
    // A frame advances the scroll view only while its content moves on its own
    // (`isMoving`); otherwise the frame would change nothing and report nothing.
    if scrollView.isMoving {
      scrollView.frame(at: time, delegate: &controller, into: &callbacks)
      recordCallbacks(into: &records)
    }
    if makesRecords { records.append(.frame(currentFrame(at: time))) }
  }

  /// A layout change at `time` (seconds), for example a rotation to a new
  /// viewport: the controller re-applies `hideOrShowMenu(showingMenu, animated: false)`.
  package mutating func layoutChanged(to geometry: SideMenuGeometry, at time: Double, into records: inout [SideMenuRecord]) {
    flushPending(into: &records)
    if makesRecords { records.append(.action(SideMenuAction(time: time, show: controller.showingMenu, animated: false, cause: .layout))) }
    controller.layoutChanged(to: geometry, scrollView: &scrollView, at: time, into: &callbacks)
    recordCallbacks(into: &records)
    touches.arena.setFrame(Rect(origin: .zero, size: geometry.viewport), of: touches.scrollRegion)
    visualStates = SideMenuVisualStates(geometry: geometry, contentOffsetX: scrollView.contentOffset.x)
    regionsOffsetX = .nan
  }

  // MARK: - Internals

  /// Sends `input` to the scroll view with the controller as its delegate.
  mutating func send(_ input: ScrollViewInput, at time: Double, into records: inout [SideMenuRecord]) {
    scrollView.handle(input, at: time, delegate: &controller, into: &callbacks)
    recordCallbacks(into: &records)
  }

  /// Counts and records the callbacks appended to `callbacks` since the last call.
  mutating func recordCallbacks(into records: inout [SideMenuRecord]) {
    let count = callbacks.count
    guard count > recordedCallbacks else { return }
    var i = recordedCallbacks
    while i < count {
      let callback = callbacks[i]
      callbackTally[SideMenuScene.callbackIndex(callback.kind)] += 1
      if makesRecords { records.append(.callback(callback)) }
      i += 1
    }
    if count >= Self.callbackBufferLimit {
      callbacks.removeAllElements()
      recordedCallbacks = 0
    } else {
      recordedCallbacks = count
    }
  }

  /// Moves the hit regions to where the views are for the current offset (nothing
  /// to do when they are there already).
  mutating func updateRegions() {
    let geometry = controller.geometry
    let offsetX = scrollView.contentOffset.x
    if offsetX == regionsOffsetX { return }
    regionsOffsetX = offsetX
    let hinge = geometry.menuWidth - offsetX
    touches.arena.setFrame(
      Rect(x: hinge, y: 0, width: max(0, geometry.viewport.width - hinge), height: geometry.viewport.height),
      of: detailRegion)
    if let hamburgerRegion {
      touches.arena.setFrame(geometry.hamburgerScreenFrame(contentOffsetX: offsetX), of: hamburgerRegion)
    }
    refreshVisualCache()
    let quad = visualStates.currentMenuQuad
    let minX = min(min(quad.topLeft.x, quad.topRight.x), min(quad.bottomRight.x, quad.bottomLeft.x))
    let maxX = max(max(quad.topLeft.x, quad.topRight.x), max(quad.bottomRight.x, quad.bottomLeft.x))
    touches.arena.setFrame(Rect(x: minX, y: 0, width: max(0, maxX - minX), height: geometry.viewport.height), of: menuRegion)
  }

  /// Appends the `gesture` record of a pan action message.
  static func recordPan(_ output: GestureOutput, into records: inout [SideMenuRecord]) {
    records.append(.gesture(SideMenuGesture(pan: output)))
  }

  /// A recognized tap runs the app's action: the hamburger toggles the menu, a menu
  /// row hides it, a tap on the detail view is only recorded.
  mutating func routeTap(_ output: GestureOutput, into records: inout [SideMenuRecord]) {
    let time = output.time
    if output.recognizer == hamburgerTapID {
      let show = !controller.showingMenu
      store(SideMenuTap(time: time, target: .hamburger, location: output.location), action: (show, .hamburger), into: &records)
      controller.hamburgerTapped(scrollView: &scrollView, at: time, into: &callbacks)
      recordCallbacks(into: &records)
    } else if output.recognizer == menuTapID {
      guard let row = visualState.menuRow(atScreenPoint: output.location, geometry: controller.geometry) else { return }
      store(SideMenuTap(time: time, target: .menuRow, row: row, location: output.location), action: (false, .menuRow), into: &records)
      controller.menuRowSelected(row, scrollView: &scrollView, at: time, into: &callbacks)
      recordCallbacks(into: &records)
    } else if output.recognizer == detailTapID {
      store(SideMenuTap(time: time, target: .detail, location: output.location), action: nil, into: &records)
    }
  }

  /// Counts a recognized tap and keeps it while `taps` is below the limit, and
  /// records its `gesture` and, when it calls `hideOrShowMenu(show, animated: true)`,
  /// the `action` (`cause`).
  mutating func store(
    _ tap: SideMenuTap, action: (show: Bool, cause: SideMenuAction.Cause)?, into records: inout [SideMenuRecord]
  ) {
    tapCount += 1
    if taps.count < configuration.maximumStoredTaps { taps.append(tap) }
    guard makesRecords else { return }
    records.append(.gesture(SideMenuGesture(
      time: tap.time, recognizer: .tap(tap.target), state: .ended, location: tap.location, row: tap.row)))
    if let action {
      records.append(.action(SideMenuAction(time: tap.time, show: action.show, animated: true, cause: action.cause)))
    }
  }
}

extension SideMenuScene: LaunchRecordingScene {}
