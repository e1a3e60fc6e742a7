import ScrollPhysics
import Testing

/// Property tests over random interaction sessions from a seeded SplitMix64
/// generator: a failure names its seed.
@Suite struct ScrollViewPropertyTests {
  /// A timed input of a session.
  struct Event {
    var time: Double
    var input: ScrollViewInput
  }

  /// What a random session may contain.
  struct SessionOptions {
    var gestures = 8
    /// Whether code calls setContentOffset (to a random in-range offset).
    var setsContentOffset = true
    /// The pause between gestures, in seconds: long pauses let every motion
    /// come to rest first; short ones catch motions in flight.
    var pause: ClosedRange<Double> = 0...2
  }

  /// A random session of drags, flicks, taps and setContentOffset calls on
  /// `scrollView`'s geometry, in time order, and the time after which nothing
  /// more happens.
  static func session(
    seed: UInt64, for scrollView: ScrollView, options: SessionOptions
  ) -> (events: [Event], end: Double) {
    var random = SplitMix64(seed: seed)
    var events: [Event] = []
    var t = Double.random(in: 0...0.5, using: &random)
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    for _ in 0..<options.gestures {
      let kind = Int.random(in: 0..<(options.setsContentOffset ? 10 : 8), using: &random)
      switch kind {
      case 0..<6:  // a drag, ending slowly or with a flick
        events.append(Event(time: t, input: .touchDown))
        t += Double.random(in: 0.02...0.1, using: &random)
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        var translation = Vector(dx: 10 * Elementary.cos(angle), dy: 10 * Elementary.sin(angle))
        events.append(Event(time: t, input: .panBegan(translation: translation)))
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          t += Double.random(in: 0.008...0.034, using: &random)
          translation.dx += Double.random(in: -60...60, using: &random)
          translation.dy += Double.random(in: -60...60, using: &random)
          events.append(Event(time: t, input: .panChanged(translation: translation)))
        }
        t += Double.random(in: 0.001...0.02, using: &random)
        let velocity =
          Bool.random(using: &random)
          ? Vector.zero
          : Vector(dx: Double.random(in: -4000...4000, using: &random), dy: Double.random(in: -4000...4000, using: &random))
        events.append(Event(time: t, input: .panEnded(translation: translation, velocity: velocity)))
      case 6, 7:  // a tap
        events.append(Event(time: t, input: .touchDown))
        t += Double.random(in: 0.03...0.2, using: &random)
        events.append(Event(time: t, input: .touchUp))
      default:  // code moves the content
        let target = Point(
          x: Double.random(in: minimum.x...maximum.x, using: &random),
          y: Double.random(in: minimum.y...maximum.y, using: &random))
        events.append(Event(time: t, input: .setContentOffset(target, animated: Bool.random(using: &random))))
      }
      t += Double.random(in: options.pause, using: &random)
    }
    return (events, t + 15)
  }

  /// Runs `events` with display frames at `hz` until `end`, calling `check`
  /// after every input with the callbacks it caused; returns every callback.
  /// `before` sees the scroll view just before each touch input or
  /// setContentOffset.
  @discardableResult
  static func run(
    _ scrollView: inout ScrollView, _ events: [Event], hz: Double, until end: Double,
    before: (ScrollView) -> Void = { _ in },
    check: (ScrollView, [ScrollViewCallback]) -> Void = { _, _ in }
  ) -> [ScrollViewCallback] {
    var log: [ScrollViewCallback] = []
    var buffer: [ScrollViewCallback] = []
    var next = 0
    var k = 1.0
    while true {
      let frameTime = k / hz
      let input: (Double, ScrollViewInput)
      if next < events.count && events[next].time < frameTime {
        input = (events[next].time, events[next].input)
        next += 1
      } else if frameTime <= end {
        input = (frameTime, .frame)
        k += 1
      } else {
        break
      }
      switch input.1 {
      case .frame, .panBegan, .panChanged, .panEnded, .panCancelled, .touchUp: break
      case .touchDown, .setContentOffset: before(scrollView)
      }
      buffer.removeAll(keepingCapacity: true)
      scrollView.handle(input.1, at: input.0, into: &buffer)
      check(scrollView, buffer)
      log += buffer
    }
    return log
  }

  /// The side menu (x in 0…80) and a two-axis pager (x in 0…780, y in
  /// 0…1688, pages of 390 × 844).
  static func geometries() -> [ScrollView] {
    let twoAxes = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 1170, height: 2532))
    return [ScrollViewPagingTests.sideMenu(), twoAxes]
  }

  static func isInRange(_ offset: Point, _ scrollView: ScrollView) -> Bool {
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    return offset.x >= minimum.x && offset.x <= maximum.x && offset.y >= minimum.y && offset.y <= maximum.y
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func withBouncesOffTheOffsetNeverLeavesTheContentRange(seed: UInt64) {
    for (index, geometry) in Self.geometries().enumerated() {
      var scrollView = geometry
      scrollView.bounces = false
      scrollView.isPagingEnabled = seed % 2 == 0
      let (events, end) = Self.session(seed: seed &* 31 &+ UInt64(index), for: scrollView, options: SessionOptions())
      var violations = 0
      Self.run(&scrollView, events, hz: 60, until: end, check: { view, callbacks in
        if !Self.isInRange(view.contentOffset, view) { violations += 1 }
        for offset in scrolledOffsets(callbacks) where !Self.isInRange(offset, view) { violations += 1 }
      })
      #expect(violations == 0, "seed \(seed), geometry \(index)")
      #expect(scrollView.isAtRest, "seed \(seed), geometry \(index)")
    }
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func atRestAPagingScrollViewIsOnAPageOrTheClampedLastPage(seed: UInt64) {
    for (index, geometry) in Self.geometries().enumerated() {
      var scrollView = geometry
      scrollView.isPagingEnabled = true
      scrollView.bounces = seed % 3 != 0
      let options = SessionOptions(setsContentOffset: false)
      let (events, end) = Self.session(seed: seed &* 131 &+ UInt64(index), for: scrollView, options: options)
      Self.run(&scrollView, events, hz: 60, until: end)
      #expect(scrollView.isAtRest, "seed \(seed)")
      // On each axis: a multiple of the page size (pixel-rounded), or an edge
      // of the range (the clamped first or last page).
      for (offset, page, minimum, maximum) in [
        (scrollView.contentOffset.x, 390.0, scrollView.minimumContentOffset.x, scrollView.maximumContentOffset.x),
        (scrollView.contentOffset.y, 844.0, scrollView.minimumContentOffset.y, scrollView.maximumContentOffset.y),
      ] {
        let onPage = offset == pixel((offset / page).rounded() * page)
        #expect(
          onPage || offset == minimum || offset == maximum,
          "seed \(seed), geometry \(index): \(offset) is neither a page nor an edge")
      }
    }
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func aDecelerationIsMonotonic(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var scrollView = ScrollViewTests.list(offsetY: pixel(Double.random(in: 0...4156, using: &random)))
    // With bounces off even a fling into an edge stops there; with bounces on
    // the edge is part of the law (an overshoot), so keep those inside.
    scrollView.bounces = Bool.random(using: &random)
    scrollView.decelerationRate = Bool.random(using: &random) ? .normal : .fast
    let speed = Double.random(in: 11...5000, using: &random)
    let velocity = Bool.random(using: &random) ? speed : -speed
    let start = scrollView.contentOffset.y
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.01)
    _ = scrollView.handle(.panEnded(translation: .zero, velocity: Vector(dx: 0, dy: -velocity)), at: 0.02)
    var ys: [Double] = [start]
    var t = 0.02
    while !scrollView.isAtRest && t < 20 {
      t += 1.0 / 120
      ys += scrolledOffsets(scrollView.handle(.frame, at: t)).map(\.y)
    }
    #expect(scrollView.isAtRest)
    let reference = ReferenceDeceleration(x0: start, v0: velocity, d: scrollView.decelerationRate.rawValue)
    let crossesAnEdge = reference.rest < 0 || reference.rest > 4156
    if !scrollView.bounces || !crossesAnEdge {
      let monotonic = zip(ys, ys.dropFirst()).allSatisfy { velocity > 0 ? $0 < $1 : $0 > $1 }
      #expect(monotonic, "seed \(seed): \(ys)")
      // It rests where the closed form says, clamped to the range.
      #expect(ys.last == pixel(Swift.min(Swift.max(reference.rest, 0), 4156)), "seed \(seed)")
    } else {
      // Into an edge with bounces on: monotonic up to the farthest point, then
      // monotonic back to the edge.
      let far = velocity > 0 ? ys.max()! : ys.min()!
      let turn = ys.firstIndex(of: far)!
      let out = ys[...turn]
      let back = ys[turn...]
      #expect(zip(out, out.dropFirst()).allSatisfy { velocity > 0 ? $0 < $1 : $0 > $1 }, "seed \(seed)")
      #expect(zip(back, back.dropFirst()).allSatisfy { velocity > 0 ? $0 > $1 : $0 < $1 }, "seed \(seed)")
      #expect(ys.last == (velocity > 0 ? 4156 : 0), "seed \(seed)")
    }
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func theRestingStateDoesNotDependOnTheFrameRate(seed: UInt64) {
    for (index, geometry) in Self.geometries().enumerated() {
      var base = geometry
      base.isPagingEnabled = seed % 2 == 1
      base.bounces = seed % 4 < 2
      // Every gesture starts after the previous motion has come to rest
      // (10 s pauses): a catch in flight legitimately depends on the frames.
      let options = SessionOptions(gestures: 6, pause: 10...10)
      let (events, end) = Self.session(seed: seed &* 7 &+ UInt64(index), for: base, options: options)
      // The state just before each touch-down or setContentOffset, and at the end.
      func restingStates(hz: Double) -> [ScrollViewSnapshot] {
        var scrollView = base
        var states: [ScrollViewSnapshot] = []
        Self.run(&scrollView, events, hz: hz, until: end, before: { states.append(ScrollViewSnapshot($0)) })
        states.append(ScrollViewSnapshot(scrollView))
        return states
      }
      let at60 = restingStates(hz: 60)
      let at120 = restingStates(hz: 120)
      #expect(at60 == at120, "seed \(seed), geometry \(index)")
      #expect(at60.allSatisfy { $0.isAtRest }, "seed \(seed), geometry \(index)")
    }
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func theSameSessionGivesTheSameCallbacks(seed: UInt64) {
    var first = Self.geometries()[1]
    first.isPagingEnabled = seed % 2 == 0
    var second = first
    let (events, end) = Self.session(seed: seed, for: first, options: SessionOptions())
    let a = Self.run(&first, events, hz: 120, until: end)
    let b = Self.run(&second, events, hz: 120, until: end)
    #expect(!a.isEmpty)
    #expect(a == b)
    #expect(ScrollViewSnapshot(first) == ScrollViewSnapshot(second))
  }
}
