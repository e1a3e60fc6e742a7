import ScrollPhysics
import Testing

// Test support for the scroll-view scenarios: a TCA-style store that asserts the
// whole callback list and the key state after every input, an independent
// reference for the deceleration law, and a seeded generator.

/// The state every scenario step asserts.
struct ScrollViewSnapshot: Equatable, CustomStringConvertible {
  var contentOffset: Point
  var isTracking = false
  var isDragging = false
  var isDecelerating = false
  var isPagingEnabled = false
  var isAtRest = true

  init(
    contentOffset: Point, isTracking: Bool = false, isDragging: Bool = false, isDecelerating: Bool = false,
    isPagingEnabled: Bool = false, isAtRest: Bool = true
  ) {
    self.contentOffset = contentOffset
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.isPagingEnabled = isPagingEnabled
    self.isAtRest = isAtRest
  }

  init(_ scrollView: ScrollView) {
    self.init(
      contentOffset: scrollView.contentOffset, isTracking: scrollView.isTracking,
      isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating,
      isPagingEnabled: scrollView.isPagingEnabled, isAtRest: scrollView.isAtRest)
  }

  var description: String {
    "offset \(contentOffset) tracking \(isTracking) dragging \(isDragging) "
      + "decelerating \(isDecelerating) paging \(isPagingEnabled) atRest \(isAtRest)"
  }
}

/// Drives a scroll view and its delegate, asserting every step exhaustively:
/// each `send` states the exact callbacks and the full expected state change.
struct ScrollViewTestStore<Delegate: ScrollViewDelegate> {
  var scrollView: ScrollView
  var delegate: Delegate
  var expected: ScrollViewSnapshot
  /// Every callback so far.
  var log: [ScrollViewCallback] = []

  init(_ scrollView: ScrollView, delegate: Delegate) {
    self.scrollView = scrollView
    self.delegate = delegate
    self.expected = ScrollViewSnapshot(scrollView)
  }

  /// Sends `input` at `time`; expects exactly `callbacks` (all at `time`) and
  /// the previous expected state changed by `update`. The state before the input
  /// must be the expected one: a change by frames is asserted (`expectState`)
  /// before the next input.
  mutating func send(
    _ input: ScrollViewInput, at time: Double, _ callbacks: [ScrollViewCallback.Kind],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout ScrollViewSnapshot) -> Void = { _ in }
  ) {
    #expect(
      ScrollViewSnapshot(scrollView) == expected, "state before \(input) at \(time): the frames' change was not asserted",
      sourceLocation: sourceLocation)
    let got = scrollView.handle(input, at: time, delegate: &delegate)
    log += got
    #expect(got.map(\.kind) == callbacks, "callbacks after \(input) at \(time)", sourceLocation: sourceLocation)
    #expect(got.allSatisfy { $0.time == time }, sourceLocation: sourceLocation)
    update(&expected)
    #expect(
      ScrollViewSnapshot(scrollView) == expected, "state after \(input) at \(time)",
      sourceLocation: sourceLocation)
  }

  /// Sends a `.frame` at every multiple of `1/hz` seconds after `start`, up to
  /// and including `end`, and returns the callbacks with their times. The
  /// caller asserts them and then updates `expected` with ``expectState(_:)``.
  mutating func frames(
    after start: Double, through end: Double, hz: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ScrollViewCallback] {
    var result: [ScrollViewCallback] = []
    for time in frameTimes(after: start, through: end, hz: hz) {
      frame(at: time, into: &result, sourceLocation: sourceLocation)
    }
    log += result
    return result
  }

  /// Sends one `.frame` at `time`, appending its callbacks to `result`, and checks
  /// the state after it against them (`frameProblem`).
  mutating func frame(at time: Double, into result: inout [ScrollViewCallback], sourceLocation: SourceLocation) {
    let before = ScrollViewSnapshot(scrollView)
    let start = result.count
    scrollView.handle(.frame, at: time, delegate: &delegate, into: &result)
    let problem = Self.frameProblem(before: before, after: ScrollViewSnapshot(scrollView), callbacks: result[start...])
    #expect(problem == nil, "the frame at \(time)", sourceLocation: sourceLocation)
  }

  /// What is wrong with a frame that took the state from `before` to `after` with
  /// `callbacks`, by UIKit's contract, or nil: the offset is the last
  /// `scrollViewDidScroll`'s (unchanged without one), a frame neither touches nor
  /// drags, `scrollViewDidEndDecelerating` leaves it not decelerating, and a scroll
  /// view at rest stays as it is, silent.
  static func frameProblem(before: ScrollViewSnapshot, after: ScrollViewSnapshot, callbacks: ArraySlice<ScrollViewCallback>) -> String? {
    let offset = scrolledOffsets(Array(callbacks)).last ?? before.contentOffset
    if after.contentOffset != offset { return "offset \(after.contentOffset), but the callbacks \(callbacks) give \(offset)" }
    if after.isTracking != before.isTracking || after.isDragging != before.isDragging {
      return "the touch state changed from \(before) to \(after)"
    }
    if after.isDecelerating && callbacks.contains(where: { $0.kind == .scrollViewDidEndDecelerating }) {
      return "still decelerating after scrollViewDidEndDecelerating"
    }
    if before.isAtRest && (!callbacks.isEmpty || after != before) {
      return "a frame at rest changed \(before) to \(after) with \(callbacks)"
    }
    return nil
  }

  /// Sends frames at `hz` after `start` until the scroll view is at rest (at
  /// most `limit` seconds) and returns the callbacks.
  mutating func framesUntilRest(
    after start: Double, hz: Double = 60, limit: Double = 20, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ScrollViewCallback] {
    var result: [ScrollViewCallback] = []
    var k = (start * hz).rounded(.down) + 1
    while !scrollView.isAtRest {
      let time = k / hz
      if time > start + limit { break }
      frame(at: time, into: &result, sourceLocation: sourceLocation)
      k += 1
    }
    log += result
    return result
  }

  /// Updates the expected state after frames and checks it.
  mutating func expectState(
    sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout ScrollViewSnapshot) -> Void
  ) {
    update(&expected)
    #expect(ScrollViewSnapshot(scrollView) == expected, sourceLocation: sourceLocation)
  }
}

extension ScrollViewTestStore where Delegate == NoScrollViewDelegate {
  init(_ scrollView: ScrollView) {
    self.init(scrollView, delegate: NoScrollViewDelegate())
  }
}

/// The display-link times `k/hz` (seconds) in `(start, end]`.
func frameTimes(after start: Double, through end: Double, hz: Double) -> [Double] {
  var times: [Double] = []
  var k = (start * hz).rounded(.down) + 1
  while k / hz <= end {
    if k / hz > start { times.append(k / hz) }
    k += 1
  }
  return times
}

/// `value` rounded to 1/scale, ties up, written out independently of the
/// library: floor(value·scale + 0.5)/scale.
func pixel(_ value: Double, scale: Double = 3) -> Double {
  (value * scale + 0.5).rounded(.down) / scale
}

/// The UIKit deceleration law of PHYSICS.md §1.2–1.3, written out for the tests:
/// λ = −1000·ln d; x(t) = x0 + (v0/λ)(1 − e^(−λt)) until |v| = 10 pt/s at
/// t_stop = ln(|v0|/10)/λ, then x_rest = x0 + (v0 − 10·sgn v0)/λ.
struct ReferenceDeceleration {
  var x0: Double
  var v0: Double
  var d: Double = 0.998
  var lambda: Double { -1000 * Elementary.log(d) }
  var stopTime: Double { Elementary.log(v0.magnitude / 10) / lambda }
  var rest: Double { x0 + (v0 - (v0 > 0 ? 10 : -10)) / lambda }
  func position(_ t: Double) -> Double {
    t >= stopTime ? rest : x0 + v0 / lambda * (1 - Elementary.exp(-lambda * t))
  }
  /// The time at which x(t) = x: −ln(1 − λ(x − x0)/v0)/λ.
  func time(toReach x: Double) -> Double { -Elementary.log(1 - lambda * (x - x0) / v0) / lambda }
}

/// The `scrollViewDidScroll` offsets in `callbacks`.
func scrolledOffsets(_ callbacks: [ScrollViewCallback]) -> [Point] {
  callbacks.compactMap {
    if case .scrollViewDidScroll(let offset) = $0.kind { return offset }
    return nil
  }
}

/// The callbacks with the `scrollViewDidScroll` ones left out.
func withoutScrolls(_ callbacks: [ScrollViewCallback]) -> [ScrollViewCallback.Kind] {
  callbacks.map(\.kind).filter {
    if case .scrollViewDidScroll = $0 { return false }
    return true
  }
}

/// An over-damped spring written out from PHYSICS.md §7 for the tests:
/// β = c/(2m), ω0 = √(k/m), r₁,₂ = −β ∓ ω0√(ζ² − 1),
/// C2 = (v0 − r₁x0)/(r₂ − r₁), C1 = x0 − C2, x(t) = target + C1e^(r₁t) + C2e^(r₂t)
/// with x0 the displacement from the target.
struct ReferenceOverdampedSpring {
  var r1: Double
  var r2: Double
  var c1: Double
  var c2: Double
  var target: Double

  /// Flutter's page spring (m 0.5, k 100, ζ 1.1) from `from` to `to` with
  /// initial velocity `v0` (points per second).
  init(pageSpringFrom from: Double, to: Double, velocity v0: Double) {
    let m = 0.5
    let k = 100.0
    let zeta = 1.1
    let c = zeta * 2 * (m * k).squareRoot()
    let beta = c / (2 * m)
    let omega0 = (k / m).squareRoot()
    let spread = omega0 * (zeta * zeta - 1).squareRoot()
    r1 = -beta - spread
    r2 = -beta + spread
    let x0 = from - to
    c2 = (v0 - r1 * x0) / (r2 - r1)
    c1 = x0 - c2
    target = to
  }

  func position(_ t: Double) -> Double {
    target + c1 * Elementary.exp(r1 * t) + c2 * Elementary.exp(r2 * t)
  }
}

/// CAMediaTimingFunction's ease-in-ease-out, the cubic Bézier with control points
/// (0.42, 0) and (0.58, 1), solved for the tests by bisection on
/// x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³, then y(s) = 3(1−s)s² + s³.
func referenceEaseInEaseOut(_ u: Double) -> Double {
  if u <= 0 { return 0 }
  if u >= 1 { return 1 }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let s = (low + high) / 2
    let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
    if x < u { low = s } else { high = s }
  }
  let s = (low + high) / 2
  return 3 * (1 - s) * s * s + s * s * s
}

/// UIKit's per-frame deceleration law, iterated frame by frame for the tests
/// (the library uses its closed form): for a frame of `t = 1000/hz` ms,
/// a = t·ln d, p = 1 + a + a²/2 (a ≥ −0.5), x += v·d·(1 − p)/(1 − d), v *= p, with
/// v in pt/ms, until |v| < 0.01 pt/ms. `positions[k]` is the position after k
/// frames (`positions[0]` = x0); frame k is shown (k − 1)/hz after the release.
struct ReferenceFrameDeceleration {
  var positions: [Double] = []
  var velocities: [Double] = []

  init(x0: Double, v0: Double, d: Double = 0.998, hz: Double = 60) {
    let a = 1000 / hz * Elementary.log(d)
    let p = a >= -0.5 ? 1 + a + a * a / 2 : Elementary.exp(a)
    var x = x0
    var v = v0 / 1000
    positions = [x]
    velocities = [v]
    repeat {
      x += v * d * (1 - p) / (1 - d)
      v *= p
      positions.append(x)
      velocities.append(v)
    } while v.magnitude >= 0.01
  }

  /// The number of frames, K: the motion is at rest after frame K.
  var frameCount: Int { positions.count - 1 }
  /// Where it rests, in points.
  var rest: Double { positions.last! }

  /// The frame shown at `t` seconds after the release: 1 + ⌊t·hz⌋, at most K.
  func frame(at t: Double, hz: Double = 60) -> Int {
    Swift.min(1 + Int((t * hz + 1e-9).rounded(.down)), frameCount)
  }

  /// The position shown at `t` seconds after the release.
  func position(_ t: Double, hz: Double = 60) -> Double { positions[frame(at: t, hz: hz)] }

  /// The expected frame callbacks for a release at `release` with frames at
  /// `k/hz` after it: a `scrollViewDidScroll` per changed pixel offset (from
  /// `published`), then `scrollViewDidEndDecelerating` at the first frame showing
  /// frame K. `axis` builds the offset.
  func callbacks(
    release: Double, published: Double, hz: Double = 60, offset: (Double) -> Point
  ) -> (callbacks: [ScrollViewCallback], last: Double) {
    var expected: [ScrollViewCallback] = []
    var last = published
    var j = (release * hz).rounded(.down) + 1
    while true {
      let t = j / hz
      let k = frame(at: t - release, hz: hz)
      let shown = pixel(positions[k])
      if shown != last { expected.append(ScrollViewCallback(time: t, .scrollViewDidScroll(contentOffset: offset(shown)))) }
      last = shown
      if k == frameCount {
        expected.append(ScrollViewCallback(time: t, .scrollViewDidEndDecelerating))
        return (expected, last)
      }
      j += 1
    }
  }
}

/// UIKit's paging settle, written out for the tests from the law: per frame the
/// whole milliseconds of its own length (⌊1000/hz⌋, the fraction dropped), each
/// Δ = target − x, v = (v + Δ·pull)·friction, x += v (v in pt/ms); then x is
/// rounded to pixels, nudged one pixel toward the target if it did not change
/// and the signed v < 0.5; done at |v| < 0.01 with the last |Δ| ≤ 1 and |x − target| < 5,
/// or on crossing back out of the overshoot with |v| < 0.1, or on leaving `range` (no bounce). For w ≤ 1024:
/// pull = 3.59090909e-4 − 1.84659091e-7·w, friction = 0.966818182 + 9.94318182e-6·w.
struct ReferencePagingSettle {
  var positions: [Double] = []

  init(
    from x0: Double, to target: Double, v0: Double, width: Double = 390, hz: Double = 60, scale: Double = 3,
    range: ClosedRange<Double>? = nil
  ) {
    let pull = 3.59090909e-4 - 1.84659091e-7 * width
    let friction = 0.966818182 + 9.94318182e-6 * width
    // UIKIT-LAWS §4.3 (third pass): each frame runs ⌊1000/hz⌋ whole milliseconds (the
    // fraction is dropped), from the offset shown before it (at the release, the
    // pixel-rounded offset); §4.6: the finish on |v| < 0.01 with the last |Δ| ≤ 1 and
    // |x − target| < 5, or on the crossing back (past → not past, |v| < 0.1).
    let forward = target > x0
    func past(_ value: Double) -> Bool { forward ? value >= target : value <= target }
    var x = pixel(x0, scale: scale)
    var v = v0 / 1000
    let steps = Int((1000 / hz + 1e-9).rounded(.down))
    while true {
      let before = x
      var delta = target - x
      for _ in 0..<steps {
        delta = target - x
        v = (v + delta * pull) * friction
        x += v
      }
      var r = pixel(x, scale: scale)
      if r == before && r != target && v < 0.5 { r = pixel(r + (target > r ? 1 / scale : -1 / scale), scale: scale) }
      x = r
      let left = range.map { !$0.contains(x) } ?? false
      if (v.magnitude < 0.01 && delta.magnitude <= 1 && (target - x).magnitude < 5)
        || (past(before) && !past(x) && v.magnitude < 0.1) || left
      {
        positions.append(target)
        return
      }
      positions.append(x)
    }
  }

  /// The position shown at `t` seconds after the release (frame 1 at the release).
  func position(_ t: Double, hz: Double = 60) -> Double {
    positions[Swift.min(Int((t * hz + 1e-9).rounded(.down)), positions.count - 1)]
  }
  /// When the settle ends, seconds after the release.
  func duration(hz: Double = 60) -> Double { Double(positions.count - 1) / hz }
}

/// sin²(π·f/2), written out for the tests.
func referenceSineSquared(_ f: Double) -> Double {
  if f >= 0.999 { return 1 }
  let s = Elementary.sin(Double.pi * f / 2)
  return s * s
}
