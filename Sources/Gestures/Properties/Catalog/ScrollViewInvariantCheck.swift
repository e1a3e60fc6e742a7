import ScrollPhysics

/// Which scroll-view invariant a property checks (see `ScrollViewProperties`), named
/// as the property; in the order of the scroll view's specification.
enum ScrollViewInvariant: String, CaseIterable, Hashable, Sendable {
  /// `scroll-view-in-range`: with bounces off the offset never leaves the content
  /// range.
  case inRange = "scroll-view-in-range"
  /// `scroll-view-paging-rest`: at rest a paging scroll view is on a page or at the
  /// clamped last page.
  case pagingRest = "scroll-view-paging-rest"
  /// `scroll-view-monotonic-deceleration`: a deceleration's offset is monotonic (a
  /// bounce turns once, beyond the edge) and rests where it announced.
  case monotonicDeceleration = "scroll-view-monotonic-deceleration"
  /// `scroll-view-frame-rate`: the resting state is the same at 60 and 120 Hz, up to
  /// the per-frame law's drift of at most 1 pt.
  case frameRate = "scroll-view-frame-rate"
  /// `scroll-view-deterministic`: the same trace gives the same callbacks and state.
  case deterministic = "scroll-view-deterministic"

  /// One line for `check --list`.
  var summary: String {
    switch self {
    case .inRange: return "with bounces off the offset never leaves the content range"
    case .pagingRest: return "at rest a paging scroll view is on a page or at the clamped last page"
    case .monotonicDeceleration:
      return "a deceleration's offset is monotonic (a bounce turns once, past the edge) and rests near its target"
    case .frameRate: return "the resting state is the same at 60 and 120 Hz, up to the per-frame law's drift"
    case .deterministic: return "the same trace twice gives the same callbacks and final state (determinism)"
    }
  }
}

/// One scroll view the scroll-view properties run a trace on: a `ScrollViewScene`
/// (no delegate behaviour) with the status bar and the jump bar.
struct CheckedScrollView {
  /// A short name for reports, e.g. "pager (paging, bounces off)".
  var name: String
  /// The scroll view at launch.
  var scrollViewSetup: ScrollViewSceneSetup
  /// Whether the scene has the status bar (scroll to top, animated).
  var statusBar = true
  /// Whether the scene has the jump bar (`setContentOffset` from app code).
  var jumpBar: Bool

  static let viewport = ScrollViewProperties.viewport

  /// The scroll-view scene's settings as `gesture-sim run` takes them, bars included:
  /// the value of the `# scroll-view:` line of a failing trace's CSV.
  var metadataValue: String {
    var scrollViewSetup = scrollViewSetup
    scrollViewSetup.statusBar = statusBar
    scrollViewSetup.jumpBar = jumpBar
    return scrollViewSetup.metadataValue
  }

  /// The scene's configuration.
  var configuration: ScrollViewScene<GridSnapDelegate>.Configuration {
    var configuration = ScrollViewScene<GridSnapDelegate>.Configuration(setup: scrollViewSetup)
    configuration.statusBar = statusBar
    configuration.jumpBar = jumpBar
    return configuration
  }

  /// The side menu's scroll view: content 470 × 844, paging on, bounces off, at x = 80.
  static func sideMenu() -> CheckedScrollView {
    var scrollViewSetup = ScrollViewSceneSetup(
      viewport: viewport, content: Size(width: viewport.width + 80, height: viewport.height), paging: true)
    scrollViewSetup.startOffset = Point(x: 80, y: 0)
    scrollViewSetup.bounces = .neither
    return CheckedScrollView(name: "side menu (paging, bounces off)", scrollViewSetup: scrollViewSetup, jumpBar: true)
  }

  /// A 3 × 3 pager (content 1170 × 2532) on its middle page.
  static func pager(paging: Bool, bounces: Bool, rate: DecelerationRate = .normal) -> CheckedScrollView {
    var scrollViewSetup = ScrollViewSceneSetup(
      viewport: viewport, content: Size(width: 3 * viewport.width, height: 3 * viewport.height), paging: paging)
    scrollViewSetup.startOffset = Point(x: viewport.width, y: viewport.height)
    scrollViewSetup.bounces = bounces ? .both : .neither
    scrollViewSetup.rate = rate
    let name = "pager (\(paging ? "paging" : "no paging"), bounces \(bounces ? "on" : "off"), rate \(rate.rawValue))"
    return CheckedScrollView(name: name, scrollViewSetup: scrollViewSetup, jumpBar: true)
  }

  /// A vertical list (content 390 × 5000) at y = 2000.
  static func list(bounces: Bool, rate: DecelerationRate) -> CheckedScrollView {
    var scrollViewSetup = ScrollViewSceneSetup(viewport: viewport, content: Size(width: viewport.width, height: 5000))
    scrollViewSetup.startOffset = Point(x: 0, y: 2000)
    scrollViewSetup.bounces = bounces ? .both : .neither
    scrollViewSetup.rate = rate
    return CheckedScrollView(
      name: "list (bounces \(bounces ? "on" : "off"), rate \(rate.rawValue))", scrollViewSetup: scrollViewSetup, jumpBar: true)
  }

  /// The set-ups of each invariant (see `ScrollViewProperties`).
  static func setups(for invariant: ScrollViewInvariant) -> [CheckedScrollView] {
    switch invariant {
    case .inRange:
      return [sideMenu(), pager(paging: true, bounces: false), pager(paging: false, bounces: false), list(bounces: false, rate: .fast)]
    case .pagingRest:
      // Touches only: code may set any offset, on a page or not (and setContentOffset
      // stops a running paging settle where it is, openradar 16724593).
      return [sideMenu(), pager(paging: true, bounces: true), pager(paging: true, bounces: false)].map {
        var setup = $0
        setup.statusBar = false
        setup.jumpBar = false
        return setup
      }
    case .monotonicDeceleration:
      return [
        pager(paging: false, bounces: true), pager(paging: false, bounces: false, rate: .fast),
        list(bounces: true, rate: .fast), list(bounces: false, rate: .normal),
      ]
    case .frameRate:
      return [sideMenu(), pager(paging: true, bounces: true), pager(paging: false, bounces: true), list(bounces: false, rate: .fast)]
    case .deterministic:
      return [pager(paging: true, bounces: true)]
    }
  }
}

/// Checks one scroll-view invariant on a trace, set-up by set-up.
enum ScrollViewInvariantCheck {
  /// The first failure of `invariant` on `events` shown at `refreshRate` (Hz), set-up
  /// by set-up; the frame-rate property compares 60 and 120 Hz whatever the rate.
  static func check(
    _ invariant: ScrollViewInvariant, events: [TouchEvent], refreshRate rate: Double, profile: UIKitProfile = .ios26,
    setups: [CheckedScrollView]? = nil
  ) -> PropertyFailure? {
    for var setup in setups ?? CheckedScrollView.setups(for: invariant) {
      if setups == nil { setup.scrollViewSetup.uikit = profile }
      let failure: PropertyFailure?
      switch invariant {
      case .inRange: failure = checkInRange(setup, events, rate)
      case .pagingRest: failure = checkPagingRest(setup, events, rate)
      case .monotonicDeceleration: failure = checkMonotonic(setup, events, rate)
      case .frameRate: failure = checkFrameRate(setup, events)
      case .deterministic: failure = checkDeterminism(setup, events, rate)
      }
      if var failure {
        failure.sceneSettings = [TraceMetadata.Entry(key: ScrollViewSceneSetup.metadataKey, value: setup.metadataValue)]
        return failure
      }
    }
    return nil
  }

  /// Replays `events` on a new scene of `setup` at `refreshRate`, calling `observe`.
  static func replay(
    _ setup: CheckedScrollView, _ events: [TouchEvent], refreshRate: Double,
    observe: (SceneReplay<PropertyScene>.Step, inout PropertyScene, [ScrollViewCallback]) -> PropertyFailure?
  ) -> (outcome: SceneReplay<PropertyScene>.Outcome, scene: PropertyScene) {
    let start = events.first?.time ?? 0
    var scene = PropertyScene(configuration: setup.configuration, launchTime: start, refreshRate: refreshRate)
    var records: [ScrollViewSceneRecord] = []
    var callbacks: [ScrollViewCallback] = []
    let outcome = SceneReplay.run(
      &scene, events: events, refreshRate: refreshRate, startTime: start, settleLimit: ScrollViewProperties.settleLimit,
      records: &records
    ) { step, scene, slice in
      callbacks.removeAllElements()
      for record in slice {
        if case .callback(let callback) = record { callbacks.append(callback) }
      }
      return observe(step, &scene, callbacks)
    }
    return (outcome, scene)
  }

  /// The scene the scroll-view properties run: a `ScrollViewScene` whose delegate
  /// does nothing (a grid snap of zero).
  typealias PropertyScene = ScrollViewScene<GridSnapDelegate>

  static func time(of step: SceneReplay<PropertyScene>.Step, _ events: [TouchEvent]) -> Double {
    switch step {
    case .beforeEvent(let index), .afterEvent(let index): return events[index].time
    case .afterFrame(let time): return time
    }
  }

  static func failure(_ setup: CheckedScrollView, expected: String, actual: String, time: Double?, refreshRate: Double) -> PropertyFailure {
    PropertyFailure(
      expected: expected, actual: "\(setup.name) at \(PropertyFormat.number(refreshRate, decimals: 2)) Hz: \(actual)", time: time)
  }

  /// Whether `offset` is in the content range along every axis of `scrollView`
  /// that does not bounce (both axes with `bounces` off).
  static func isInRange(_ offset: Point, _ scrollView: ScrollView) -> Bool {
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    return (scrollView.bouncesHorizontally || (offset.x >= minimum.x && offset.x <= maximum.x))
      && (scrollView.bouncesVertically || (offset.y >= minimum.y && offset.y <= maximum.y))
  }

  // MARK: - In range

  static func checkInRange(_ setup: CheckedScrollView, _ events: [TouchEvent], _ rate: Double) -> PropertyFailure? {
    replay(setup, events, refreshRate: rate) { step, scene, callbacks in
      let scrollView = scene.scrollView
      for callback in callbacks {
        if case .scrollViewDidScroll(let offset) = callback.kind, !isInRange(offset, scrollView) {
          return failure(
            setup, expected: "along each axis that does not bounce the offset stays in \(scrollView.minimumContentOffset)...\(scrollView.maximumContentOffset)",
            actual: "scrollViewDidScroll reported \(offset) at t = \(PropertyFormat.seconds(callback.time))", time: callback.time,
            refreshRate: rate)
        }
      }
      guard isInRange(scrollView.contentOffset, scrollView) else {
        let t = time(of: step, events)
        return failure(
          setup, expected: "along each axis that does not bounce the offset stays in \(scrollView.minimumContentOffset)...\(scrollView.maximumContentOffset)",
          actual: "the offset is \(scrollView.contentOffset) at t = \(PropertyFormat.seconds(t))", time: t, refreshRate: rate)
      }
      return nil
    }.outcome.failure
  }

  // MARK: - Paging at rest

  /// Whether `offset` is a page boundary (a pixel-rounded multiple of `page`) or an
  /// end of the range, on one axis.
  static func isOnPage(_ offset: Double, page: Double, range: ClosedRange<Double>, scale: Double) -> Bool {
    offset == range.lowerBound || offset == range.upperBound
      || offset == roundedToPixel((offset / page).rounded() * page, scale: scale)
  }

  static func checkPagingRest(_ setup: CheckedScrollView, _ events: [TouchEvent], _ rate: Double) -> PropertyFailure? {
    var wasAtRest = false
    let (outcome, scene) = replay(setup, events, refreshRate: rate) { step, scene, _ in
      if case .beforeEvent = step { return nil }
      let atRest = scene.isAtRest
      defer { wasAtRest = atRest }
      guard atRest, !wasAtRest else { return nil }
      let s = scene.scrollView
      let minimum = s.minimumContentOffset
      let maximum = s.maximumContentOffset
      let onX = isOnPage(s.contentOffset.x, page: s.boundsSize.width, range: minimum.x...maximum.x, scale: s.scale)
      let onY = isOnPage(s.contentOffset.y, page: s.boundsSize.height, range: minimum.y...maximum.y, scale: s.scale)
      guard !(onX && onY) else { return nil }
      let t = time(of: step, events)
      return failure(
        setup, expected: "at rest a paging scroll view is on a page (a multiple of \(s.boundsSize)) or at an end of the range",
        actual: "it came to rest at \(s.contentOffset) at t = \(PropertyFormat.seconds(t))", time: t, refreshRate: rate)
    }
    if let failure = outcome.failure { return failure }
    guard outcome.cameToRest else {
      return failure(
        setup, expected: "the scroll view comes to rest within \(PropertyFormat.seconds(ScrollViewProperties.settleLimit)) of the last touch",
        actual: "it was still moving at t = \(PropertyFormat.seconds(outcome.endTime)) at \(scene.scrollView.contentOffset)",
        time: outcome.endTime, refreshRate: rate)
    }
    return nil
  }

  // MARK: - Monotonic deceleration

  /// One deceleration, from the release to its end.
  struct Deceleration {
    /// The published offset at the release, in points.
    var start: Point
    /// The content's release velocity, in points per second.
    var velocity: Vector
    /// The `targetContentOffset` announced in `scrollViewWillEndDragging`.
    var target: Point
    /// The offsets from the release on (the release offset first).
    var xs: [Double]
    var ys: [Double]
  }

  static func checkMonotonic(_ setup: CheckedScrollView, _ events: [TouchEvent], _ rate: Double) -> PropertyFailure? {
    var current = setup.scrollViewSetup.makeScrollView().contentOffset
    var release: (velocity: Vector, target: Point)?
    var running: Deceleration?
    return replay(setup, events, refreshRate: rate) { step, scene, callbacks in
      var ended = false
      // A deceleration moves only at frames; a scroll during a touch event is code
      // (setContentOffset from a bar) or a drag, which end it.
      var isFrame = false
      if case .afterFrame = step { isFrame = true }
      for callback in callbacks {
        switch callback.kind {
        case .scrollViewDidScroll(let offset):
          current = offset
          if isFrame {
            running?.xs.append(offset.x)
            running?.ys.append(offset.y)
          }
        case .scrollViewWillEndDragging(let velocity, let target):
          release = (Vector(dx: velocity.dx * 1000, dy: velocity.dy * 1000), target)
        case .scrollViewWillBeginDecelerating:
          if let r = release, isInRange(current, scene.scrollView) {
            running = Deceleration(start: current, velocity: r.velocity, target: r.target, xs: [current.x], ys: [current.y])
          }
          release = nil
        case .scrollViewDidEndDecelerating:
          ended = true
        case .scrollViewWillBeginDragging, .scrollViewDidEndDragging, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
          break
        }
      }
      guard let deceleration = running, ended || !scene.scrollView.isDecelerating else { return nil }
      running = nil
      let t = time(of: step, events)
      return judge(deceleration, natural: isFrame, scrollView: scene.scrollView, setup: setup, time: t, refreshRate: rate)
    }.outcome.failure
  }

  static func judge(
    _ d: Deceleration, natural: Bool, scrollView: ScrollView, setup: CheckedScrollView, time: Double, refreshRate: Double
  ) -> PropertyFailure? {
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    let axes: [(name: String, values: [Double], range: ClosedRange<Double>, start: Double, velocity: Double, target: Double)] = [
      ("x", d.xs, minimum.x...maximum.x, d.start.x, d.velocity.dx, d.target.x),
      ("y", d.ys, minimum.y...maximum.y, d.start.y, d.velocity.dy, d.target.y),
    ]
    let released = "released at \(d.start) with \(d.velocity) pt/s"
    for axis in axes {
      if let problem = monotonicProblem(axis.values, range: axis.range) {
        return failure(
          setup, expected: "a deceleration moves one way along each axis (a bounce turns once, beyond the edge)",
          actual: "\(released): along \(axis.name) \(problem)", time: time, refreshRate: refreshRate)
      }
    }
    guard natural else { return nil }
    // UIKit's per-frame law does not snap to the target it announced: it rests where
    // its last frame leaves it, about 0.1 % short at .normal and 0.5 % at .fast (the
    // discrete sum v·d/(1 − d) against the target's (v − 0.01)/(−ln d)). The target
    // takes 0.01 pt/ms off each axis while the motion stops on the speed in the plane, so
    // a slow axis of a diagonal flick may pass its target by up to 0.01/(−ln d) points
    // (5 pt at .normal). A bounce or a stop at an edge rests on the edge, the clamped
    // target.
    let rest = scrollView.contentOffset
    let pixel = 1 / scrollView.scale + 1e-9
    let overshoot = scrollView.configuration.stopSpeed / scrollView.decelerationRate.decayConstant
    for (axis, value) in zip(axes, [rest.x, rest.y]) {
      let distance = axis.target - axis.start
      let travelled = value - axis.start
      // The way the axis moves: towards its target, or, for an axis whose target
      // is where it started (a release slower than the 0.01 pt/ms floor on that
      // axis, which the rest of the flick carries on while the speed in the
      // plane lasts), the way of its velocity.
      let forward: Double = distance != 0 ? (distance < 0 ? -1 : 1) : (axis.velocity < 0 ? -1 : 1)
      let shortfall = (axis.target - value) * forward
      let sameWay = distance == 0 ? abs(travelled) <= overshoot + pixel : travelled * distance >= -pixel
      if !sameWay || shortfall < -(overshoot + pixel) || shortfall > 0.01 * abs(distance) + pixel {
        return failure(
          setup,
          expected: "an uninterrupted deceleration rests near the targetContentOffset it announced, "
            + "\(d.target): short of it by at most 1 % of the distance and a pixel, past it by at most "
            + "0.01/(-ln d) points and a pixel",
          actual: "\(released): along \(axis.name) it rested at \(value)", time: time, refreshRate: refreshRate)
      }
    }
    return nil
  }

  /// Why `values` is not monotonic with at most one turn beyond `range`, or `nil`.
  static func monotonicProblem(_ values: [Double], range: ClosedRange<Double>) -> String? {
    var direction = 0.0
    var turned = false
    for i in values.indices.dropFirst() {
      let delta = values[i] - values[i - 1]
      guard delta != 0 else { continue }
      let sign: Double = delta > 0 ? 1 : -1
      if direction == 0 {
        direction = sign
      } else if sign != direction {
        let turn = values[i - 1]
        if turned { return "turns a second time at \(turn): \(values)" }
        if range.contains(turn) { return "turns at \(turn), inside the range \(range): \(values)" }
        turned = true
        direction = sign
      }
    }
    return nil
  }

  // MARK: - Frame rate

  /// At every touch-down: whether the scene was at rest, and the offset.
  struct RestSample: Equatable {
    var atRest: Bool
    var offset: Point
    var time: Double
  }

  static func restSamples(_ setup: CheckedScrollView, _ events: [TouchEvent], refreshRate: Double) -> (samples: [RestSample], end: RestSample) {
    var samples: [RestSample] = []
    let (outcome, scene) = replay(setup, events, refreshRate: refreshRate) { step, scene, _ in
      if case .beforeEvent(let index) = step, events[index].touches.contains(where: { $0.phase == .began }) {
        samples.append(RestSample(atRest: scene.isAtRest, offset: scene.scrollView.contentOffset, time: events[index].time))
      }
      return nil
    }
    return (samples, RestSample(atRest: outcome.cameToRest, offset: scene.scrollView.contentOffset, time: outcome.endTime))
  }

  static func checkFrameRate(_ setup: CheckedScrollView, _ events: [TouchEvent]) -> PropertyFailure? {
    // UIKit's deceleration is a per-frame law: its rest depends on the frame rate by a
    // fraction of a point (the speed left at the stop, under 0.01 pt/ms, times up to
    // 499 ms of travel, differs by at most a frame's factor), so the rests may differ by
    // up to `drift`; from the first rest that differs at all, later gestures start from
    // different offsets and the comparison ends (as it does for a motion caught in flight).
    let drift = 1.0
    let at60 = restSamples(setup, events, refreshRate: 60)
    let at120 = restSamples(setup, events, refreshRate: 120)
    func differ(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) > drift || abs(a.y - b.y) > drift }
    for (a, b) in zip(at60.samples, at120.samples) {
      guard a.atRest && b.atRest else { return nil }  // caught in flight: frames legitimately matter from here on
      if differ(a.offset, b.offset) {
        return PropertyFailure(
          expected: "the resting state depends on the frame rate by at most \(drift) pt",
          actual: "\(setup.name): at the touch-down at t = \(PropertyFormat.seconds(a.time)) the offset is \(a.offset) at 60 Hz and \(b.offset) at 120 Hz",
          time: a.time)
      }
      if a.offset != b.offset { return nil }
    }
    guard at60.end.atRest && at120.end.atRest else { return nil }
    guard !differ(at60.end.offset, at120.end.offset) else {
      return PropertyFailure(
        expected: "the resting state depends on the frame rate by at most \(drift) pt",
        actual: "\(setup.name): the final resting offset is \(at60.end.offset) at 60 Hz and \(at120.end.offset) at 120 Hz",
        time: max(at60.end.time, at120.end.time))
    }
    return nil
  }

  // MARK: - Determinism

  static func checkDeterminism(_ setup: CheckedScrollView, _ events: [TouchEvent], _ rate: Double) -> PropertyFailure? {
    func run() -> (callbacks: [ScrollViewCallback], offset: Point, atRest: Bool) {
      var all: [ScrollViewCallback] = []
      let (outcome, scene) = replay(setup, events, refreshRate: rate) { _, _, callbacks in
        all += callbacks
        return nil
      }
      return (all, scene.scrollView.contentOffset, outcome.cameToRest)
    }
    let first = run()
    let second = run()
    guard first.callbacks != second.callbacks || first.offset != second.offset || first.atRest != second.atRest else { return nil }
    let common = min(first.callbacks.count, second.callbacks.count)
    let index = (0..<common).first { first.callbacks[$0] != second.callbacks[$0] } ?? common
    return PropertyFailure(
      expected: "the same trace gives the same callbacks and final state",
      actual: "\(setup.name) at \(PropertyFormat.number(rate, decimals: 2)) Hz: the runs differ from callback \(index) on (\(first.callbacks.count) and \(second.callbacks.count) callbacks; final offsets \(first.offset) and \(second.offset))",
)
  }
}
