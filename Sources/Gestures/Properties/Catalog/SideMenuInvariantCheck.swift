import ScrollPhysics

/// Which side-menu invariant a property checks (see `SideMenuProperties`), named as
/// the property; in the catalog's order.
enum SideMenuInvariant: String, CaseIterable, Hashable, Sendable {
  /// `menu-offset-in-range`: bounces off, so 0 ≤ offsetX ≤ 80 at every frame and in
  /// every `scrollViewDidScroll`, and offsetY stays 0.
  case offsetInRange = "menu-offset-in-range"
  /// `menu-rests-open-or-hidden`: the scene comes to rest after the last touch, and
  /// whenever it is at rest the offset is 0 (open) or 80 (hidden), except after a
  /// release with paging off (see `SideMenuProperties`).
  case restsOpenOrHidden = "menu-rests-open-or-hidden"
  /// `menu-visual-state`: at every frame the tutorial's visual state agrees with the
  /// offset: fraction = clamp(1 − offsetX/80, 0, 1) within 1e-12 and inside 0…1,
  /// alpha = fraction, hamburger rotation = fraction·π/2 within 1e-12, the menu's
  /// hinge (the quad's right edge) at screen x = 80 − offsetX within 1e-9, and at the
  /// ends the quad is the menu container's frame (open) or edge-on at screen x = 0
  /// (hidden), within 1e-9 points.
  case visualState = "menu-visual-state"
  /// `showing-menu-matches-offset`: after every `scrollViewDidScroll`, and whenever
  /// the scene is at rest, showingMenu == (offsetX != 80) (the tutorial's code keeps
  /// it so only there: not at every frame, since hideOrShowMenu sets showingMenu
  /// before an animated offset change has moved the offset), except while
  /// showingMenu is stale (a touch caught a hideOrShowMenu animation before its first
  /// frame; see `SideMenuProperties`). The catalog has it for `fixed`, the only step
  /// whose code promises it; in the earlier steps it is false.
  case showingMenuMatchesOffset = "showing-menu-matches-offset"
  /// `single-tap-toggles` (catalogued in `fixed`, `hamburger`, `end-decelerating`): a
  /// touch sequence that starts with the scene at rest and in which the hamburger
  /// recognizes exactly one tap (and nothing else acts) toggles whether the menu is
  /// open, as seen when the scene is next at rest: open (offset 0) becomes hidden
  /// (80) and hidden becomes open. A tap whose effect is cut short by the next touch
  /// before the scene comes to rest is not judged, nor one made while showingMenu is
  /// stale (see `SideMenuProperties`).
  ///
  /// Holds in `fixed`. In `hamburger` it is false (the double-tap bug: a swipe that
  /// opens the menu leaves showingMenu false, so the first tap calls
  /// hideOrShowMenu(true) on an open menu), and in `end-decelerating` too (a swipe
  /// that opens the menu without decelerating leaves showingMenu stale): those two
  /// are `knownBug` properties, which the random search must falsify.
  case singleTapToggles = "single-tap-toggles"

  /// One line for `check --list`.
  var summary: String {
    switch self {
    case .offsetInRange: return "bounces off: 0 <= offsetX <= 80 at every frame and scrollViewDidScroll"
    case .restsOpenOrHidden: return "at rest offsetX is 0 or 80, and the scene comes to rest"
    case .visualState: return "fraction, alpha and rotation in range and agreeing with the offset at every frame"
    case .showingMenuMatchesOffset: return "after every scrollViewDidScroll, and at rest, showingMenu == (offsetX != 80)"
    case .singleTapToggles: return "at rest, a single hamburger tap toggles whether the menu is open"
    }
  }

  /// Whether the catalog checks this invariant in `variant`: the first three in
  /// every step, `showing-menu-matches-offset` in `fixed`, `single-tap-toggles`
  /// where there is a hamburger.
  func isCatalogued(in variant: SideMenuVariant) -> Bool {
    switch self {
    case .offsetInRange, .restsOpenOrHidden, .visualState: return true
    case .showingMenuMatchesOffset: return variant == .fixed
    case .singleTapToggles: return variant.hasHamburger
    }
  }

  /// The bug that makes this invariant false in `variant`, or nil: the double-tap
  /// hamburger bug of `single-tap-toggles` in `hamburger` and `end-decelerating`.
  func knownBug(in variant: SideMenuVariant) -> String? {
    switch (self, variant) {
    case (.singleTapToggles, .hamburger): return "the double-tap hamburger bug of the 'hamburger' step"
    case (.singleTapToggles, .endDecelerating):
      return "the double-tap hamburger bug that 'end-decelerating' keeps for swipes that do not decelerate"
    case (.singleTapToggles, .paging), (.singleTapToggles, .pagingToggle), (.singleTapToggles, .fixed),
      (.offsetInRange, _), (.restsOpenOrHidden, _), (.visualState, _), (.showingMenuMatchesOffset, _):
      return nil
    }
  }
}

/// Checks one side-menu invariant on a trace: replays it through the scene at the
/// trace's refresh rate and watches every input's records.
struct SideMenuInvariantCheck {
  let invariant: SideMenuInvariant
  let refreshRate: Double
  let geometry: SideMenuGeometry
  /// The offset that hides the menu, 80 points.
  let hidden: Double

  /// Whether the scene was at rest after the previous input (nil before the first).
  var wasAtRest: Bool? = nil
  /// `single-tap-toggles`: the touch sequence being judged.
  var candidate: TapCandidate? = nil
  /// Whether an animated hideOrShowMenu has not moved the offset yet (no
  /// scrollViewDidScroll since it, and the scene not yet at rest).
  var animationUnmoved = false
  /// Whether showingMenu is stale: a touch caught a hideOrShowMenu animation before
  /// its first frame moved the offset, so no scrollViewDidScroll brought showingMenu
  /// back in line with the offset (see `stale` in `SideMenuProperties`). Cleared by
  /// the next scrollViewDidScroll or hideOrShowMenu.
  var stale = false
  /// Whether the last release (since the last touch-down) happened with paging off:
  /// the paging toggle's hole (see `SideMenuProperties`, "A release with paging off").
  var releasedWithPagingOff = false

  /// A touch sequence that started with the scene at rest.
  struct TapCandidate {
    /// The offset when it started, in points.
    var startOffset: Double
    /// Hamburger taps recognized during it.
    var hamburgerTaps = 0
    /// Other actions (menu rows, layout) during it.
    var otherActions = 0
    /// The last hamburger action.
    var action: SideMenuAction? = nil
    /// showingMenu just before the last hamburger action.
    var showingMenuBefore = false
  }

  /// The first failure of `invariant` on `events` in `variant` at `refreshRate` (Hz).
  static func check(
    _ invariant: SideMenuInvariant, variant: SideMenuVariant, events: [TouchEvent], refreshRate: Double,
    profile: UIKitProfile = .ios26
  ) -> PropertyFailure? {
    var configuration = SideMenuScene.Configuration(variant: variant, geometry: SideMenuProperties.geometry)
    configuration.scrollView.profile = profile
    let launch = events.first?.time ?? 0
    var scene = SideMenuScene(configuration: configuration, launchTime: launch, refreshRate: refreshRate)
    var records: [SideMenuRecord] = []
    records.reserveCapacity(64)
    var checker = SideMenuInvariantCheck(
      invariant: invariant, refreshRate: refreshRate, geometry: configuration.geometry,
      hidden: configuration.geometry.hiddenOffsetX)
    let outcome = SceneReplay.run(
      &scene, events: events, refreshRate: refreshRate, startTime: launch, settleLimit: SideMenuProperties.settleLimit,
      records: &records
    ) { step, scene, records in
      checker.observe(step, scene: &scene, records: records, events: events)
    }
    if let failure = outcome.failure { return failure }
    if invariant == .restsOpenOrHidden, !outcome.cameToRest {
      return checker.failure(
        expected: "the scene comes to rest within \(PropertyFormat.seconds(SideMenuProperties.settleLimit)) of the last touch",
        actual: "it was still moving at t = \(PropertyFormat.seconds(outcome.endTime)) (offsetX \(scene.scrollView.contentOffset.x))",
        time: outcome.endTime)
    }
    return nil
  }

  func failure(expected: String, actual: String, time: Double) -> PropertyFailure {
    PropertyFailure(expected: expected, actual: actual + " at \(PropertyFormat.number(refreshRate, decimals: 2)) Hz", time: time)
  }

  mutating func observe(
    _ step: SceneReplay<SideMenuScene>.Step, scene: inout SideMenuScene, records: ArraySlice<SideMenuRecord>, events: [TouchEvent]
  ) -> PropertyFailure? {
    let time: Double
    switch step {
    case .beforeEvent(let index):
      // A finger that lands outside the viewport reaches no view (SideMenuScene.handle):
      // it neither catches an animation nor stops a deceleration, so only a finger
      // that hits a region starts a new touch sequence here.
      if events[index].touches.contains(where: { $0.phase == .began && scene.arena.regions.hitTest($0.location) != nil }) {
        if animationUnmoved { stale = true }
        releasedWithPagingOff = false
      }
      if invariant == .singleTapToggles {
        beforeEvent(events[index], scene: &scene)
      }
      return nil
    case .afterEvent(let index):
      time = events[index].time
    case .afterFrame(let frameTime):
      time = frameTime
    }
    trackStaleness(records, scene: &scene)
    switch invariant {
    case .offsetInRange:
      if let failure = checkRange(records) { return failure }
    case .visualState:
      if let failure = checkVisualState(records) { return failure }
    case .showingMenuMatchesOffset:
      if let failure = checkShowingMenuAfterScroll(records, scene: &scene, time: time) { return failure }
    case .singleTapToggles:
      noteActions(records)
    case .restsOpenOrHidden:
      break
    }
    let atRest = scene.isAtRest
    if atRest { animationUnmoved = false }
    defer { wasAtRest = atRest }
    guard atRest, wasAtRest != true else { return nil }
    // The scene has just come to rest (or is at rest after its first input).
    return cameToRest(scene: &scene, time: time)
  }

  /// Follows hideOrShowMenu animations and scrollViewDidScroll to know when
  /// showingMenu is stale (a catch before the animation's first frame).
  /// It also notes a release made with paging off (the release reads pagingEnabled
  /// before scrollViewWillEndDragging, and nothing changes it later in that input).
  mutating func trackStaleness(_ records: ArraySlice<SideMenuRecord>, scene: inout SideMenuScene) {
    for record in records {
      switch record {
      case .action(let action):
        stale = false
        if action.animated { animationUnmoved = true }
      case .callback(let callback):
        switch callback.kind {
        case .scrollViewDidScroll:
          animationUnmoved = false
          stale = false
        case .scrollViewWillEndDragging:
          releasedWithPagingOff = !scene.scrollView.isPagingEnabled
        case .scrollViewWillBeginDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
          .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
          break
        }
      case .frame, .gesture, .warning:
        break
      }
    }
  }

  // MARK: - Per record

  func checkRange(_ records: ArraySlice<SideMenuRecord>) -> PropertyFailure? {
    for record in records {
      switch record {
      case .frame(let frame):
        let x = frame.contentOffsetX
        if !(x >= 0 && x <= hidden) {
          return failure(
            expected: "0 <= offsetX <= \(PropertyFormat.number(hidden, decimals: 3)) at every frame (bounces off)",
            actual: "the frame at t = \(PropertyFormat.seconds(frame.time)) shows offsetX = \(x)", time: frame.time)
        }
      case .callback(let callback):
        if case .scrollViewDidScroll(let offset) = callback.kind, !(offset.x >= 0 && offset.x <= hidden && offset.y == 0) {
          return failure(
            expected: "every scrollViewDidScroll reports 0 <= offsetX <= \(PropertyFormat.number(hidden, decimals: 3)) and offsetY = 0 (bounces off)",
            actual: "scrollViewDidScroll at t = \(PropertyFormat.seconds(callback.time)) reported \(offset)", time: callback.time)
        }
      case .gesture, .action, .warning:
        break
      }
    }
    return nil
  }

  func checkVisualState(_ records: ArraySlice<SideMenuRecord>) -> PropertyFailure? {
    for record in records {
      guard case .frame(let frame) = record else { continue }
      let x = frame.contentOffsetX
      let expected = min(max(1 - x / geometry.menuWidth, 0), 1)
      let quad = frame.menuQuad
      let hinge = geometry.menuWidth - x
      var problem: String?
      if !(abs(frame.menuFraction - expected) <= 1e-12 && frame.menuFraction >= 0 && frame.menuFraction <= 1) {
        problem = "fraction \(frame.menuFraction), expected \(expected) (1 - offsetX/\(PropertyFormat.number(geometry.menuWidth, decimals: 3)) clamped to 0...1)"
      } else if frame.menuAlpha != frame.menuFraction {
        problem = "alpha \(frame.menuAlpha) differs from the fraction \(frame.menuFraction)"
      } else if !(abs(frame.hamburgerAngle - frame.menuFraction * Double.pi / 2) <= 1e-12) {
        problem = "hamburger rotation \(frame.hamburgerAngle), expected fraction * pi/2 = \(frame.menuFraction * Double.pi / 2)"
      } else if !(abs(quad.topRight.x - hinge) <= 1e-9 && abs(quad.bottomRight.x - hinge) <= 1e-9) {
        problem = "the menu's hinge is at x = \(quad.topRight.x) and \(quad.bottomRight.x), expected 80 - offsetX = \(hinge)"
      } else if x == 0, !SideMenuInvariantCheck.isClose(quad, Quad(geometry.menuContainerFrame)) {
        problem = "the open menu's quad is \(quad), expected the container's frame \(Quad(geometry.menuContainerFrame))"
      } else if x == hidden,
        !(abs(quad.topLeft.x) <= 1e-9 && abs(quad.topRight.x) <= 1e-9 && abs(quad.bottomRight.x) <= 1e-9
          && abs(quad.bottomLeft.x) <= 1e-9)
      {
        problem = "the hidden menu's quad is \(quad), expected edge-on at screen x = 0"
      }
      if let problem {
        return failure(
          expected: "the visual state agrees with the offset at every frame",
          actual: "the frame at t = \(PropertyFormat.seconds(frame.time)) with offsetX = \(x) has \(problem)", time: frame.time)
      }
    }
    return nil
  }

  static func isClose(_ a: Quad, _ b: Quad) -> Bool {
    func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) <= 1e-9 && abs(p.y - q.y) <= 1e-9 }
    return close(a.topLeft, b.topLeft) && close(a.topRight, b.topRight) && close(a.bottomRight, b.bottomRight)
      && close(a.bottomLeft, b.bottomLeft)
  }

  func checkShowingMenuAfterScroll(_ records: ArraySlice<SideMenuRecord>, scene: inout SideMenuScene, time: Double) -> PropertyFailure? {
    // Only scrollViewDidScroll and hideOrShowMenu (an action) set showingMenu in
    // `fixed`: after the input, showingMenu is what the last DidScroll set unless an
    // action came after it.
    var lastScroll: ScrollViewCallback?
    for record in records {
      switch record {
      case .callback(let callback):
        if case .scrollViewDidScroll = callback.kind { lastScroll = callback }
      case .action:
        lastScroll = nil
      case .frame, .gesture, .warning:
        break
      }
    }
    guard let lastScroll, case .scrollViewDidScroll(let offset) = lastScroll.kind else { return nil }
    let showing = scene.controller.showingMenu
    guard showing != (offset.x != hidden) else { return nil }
    return failure(
      expected: "after every scrollViewDidScroll, showingMenu == (offsetX != \(PropertyFormat.number(hidden, decimals: 3)))",
      actual: "after scrollViewDidScroll at t = \(PropertyFormat.seconds(lastScroll.time)) with offsetX = \(offset.x), showingMenu is \(showing)",
      time: lastScroll.time)
  }

  // MARK: - At rest

  mutating func cameToRest(scene: inout SideMenuScene, time: Double) -> PropertyFailure? {
    let x = scene.scrollView.contentOffset.x
    switch invariant {
    case .restsOpenOrHidden:
      if x != 0 && x != hidden && !releasedWithPagingOff {
        return failure(
          expected: "at rest offsetX is 0 (open) or \(PropertyFormat.number(hidden, decimals: 3)) (hidden)",
          actual: "the scene came to rest at t = \(PropertyFormat.seconds(time)) with offsetX = \(x)", time: time)
      }
    case .showingMenuMatchesOffset:
      let showing = scene.controller.showingMenu
      if !stale, showing != (x != hidden) {
        return failure(
          expected: "at rest showingMenu == (offsetX != \(PropertyFormat.number(hidden, decimals: 3)))",
          actual: "the scene came to rest at t = \(PropertyFormat.seconds(time)) with offsetX = \(x) and showingMenu \(showing)",
          time: time)
      }
    case .singleTapToggles:
      return judgeTap(scene: &scene)
    case .offsetInRange, .visualState:
      break
    }
    return nil
  }

  // MARK: - single-tap-toggles

  mutating func beforeEvent(_ event: TouchEvent, scene: inout SideMenuScene) {
    guard event.touches.contains(where: { $0.phase == .began }) else { return }
    if scene.isAtRest && !stale {
      candidate = TapCandidate(startOffset: scene.scrollView.contentOffset.x)
    } else {
      // A touch while something moves or another finger is down: not a single tap
      // at rest (or it cuts the previous tap's effect short). Not judged.
      candidate = nil
    }
  }

  mutating func noteActions(_ records: ArraySlice<SideMenuRecord>) {
    guard candidate != nil else { return }
    for record in records {
      guard case .action(let action) = record else { continue }
      switch action.cause {
      case .hamburger:
        candidate!.hamburgerTaps += 1
        candidate!.action = action
        // hideOrShowMenu(!showingMenu): the argument tells what showingMenu was.
        candidate!.showingMenuBefore = !action.show
      case .menuRow, .layout, .launch:
        candidate!.otherActions += 1
      }
    }
  }

  mutating func judgeTap(scene: inout SideMenuScene) -> PropertyFailure? {
    guard let tap = candidate else { return nil }
    candidate = nil
    guard tap.hamburgerTaps == 1, tap.otherActions == 0, let action = tap.action else { return nil }
    guard tap.startOffset == 0 || tap.startOffset == hidden else { return nil }
    let wasOpen = tap.startOffset == 0
    let expected = wasOpen ? hidden : 0
    let x = scene.scrollView.contentOffset.x
    guard x != expected else { return nil }
    let h = PropertyFormat.number(hidden, decimals: 3)
    let from = wasOpen ? "open (offsetX 0)" : "hidden (offsetX \(h))"
    let to = wasOpen ? "hidden (offsetX \(h))" : "open (offsetX 0)"
    return failure(
      expected: "a single hamburger tap at rest toggles the menu: \(from) becomes \(to)",
      actual: "the tap at t = \(PropertyFormat.seconds(action.time)) called hideOrShowMenu(\(action.show), animated: \(action.animated)) "
        + "because showingMenu was \(tap.showingMenuBefore), and the menu came to rest \(x == 0 ? "open" : x == hidden ? "hidden" : "at") (offsetX \(PropertyFormat.number(x, decimals: 3)))",
      time: action.time)
  }
}
