import ScrollPhysics

/// Generates random `TraceScript`s: sequences of taps, double taps, drags, flicks,
/// resting swipes, two-finger pans and cancelled touches, with pauses between them,
/// sampled at 60, 120 or 240 Hz with optional jitter and coalescing.
///
/// Generation is a pure function of the generator's settings and the random stream:
/// `generate(seed:)` with the same seed gives the same script on every platform and
/// Swift release (the draws are `SplitMix64`'s own, not the standard library's). It
/// builds no strings and allocates only the script's step array.
///
/// Generated values sit on grids so that descriptions and CSV files are short:
/// coordinates on 0.01 point, speeds on 1 point per second, angles on 1°, times on
/// 1 ms, jitter on 0.01. Strokes are shortened so that their fingers stay inside the
/// viewport (never below `ScriptedGesture.minimumDuration`; rendering clamps what is
/// left).
///
/// Change `version` whenever a change to the defaults or the algorithm makes a seed
/// produce a different script: reports print it, because seeds are version-bound
/// (docs/sources.md, "Property-based testing").
package struct TraceGenerator: Sendable {
  /// The version of the generation algorithm and defaults. Reports print it.
  package static let version = 1

  /// The display, in points; start points are drawn inside it. Default 390 × 844.
  package var viewport: Size
  /// How many gestures a script has. Default 1 … 4.
  package var gestureCount: ClosedRange<Int>
  /// How often each kind of gesture is drawn.
  package var mix: GestureMix
  /// Rectangles (in points) that start points favour, for example a scene's buttons.
  /// Default none.
  package var hotspots: [Rect]
  /// The probability that a start point is drawn inside a random hotspot rather than
  /// anywhere in the viewport. Default 0.5; irrelevant without hotspots.
  package var hotspotProbability: Double
  /// The pause before each gesture, in seconds. Default 0 … 1.
  package var pause: ClosedRange<Double>
  /// The sampling rates, in hertz, drawn uniformly. Default 60, 120, 240
  /// (docs/sources.md, "Touch traces").
  package var rates: [Double]
  /// The display refresh rates, in hertz, drawn uniformly (`TraceScript.refreshRate`).
  /// Default 60 only (no draw is made for a single rate, so adding rates to a
  /// generator changes no other generator's scripts).
  package var refreshRates: [Double]
  /// The probability that a script's samples are jittered. Default 0.5.
  package var jitterProbability: Double
  /// The largest jitter, as a fraction of the sample spacing (see
  /// `TraceScript.Sampling.jitter`). Default 0.3.
  package var maximumJitter: Double
  /// The probability that a script at more than 60 Hz is delivered at 60 Hz with the
  /// samples in between coalesced. Default 0.3.
  package var coalescingProbability: Double

  /// Hold of each tap, in seconds. Default 0.02 … 0.3.
  package var tapHold: ClosedRange<Double>
  /// Time from a double tap's first lift to its second touch-down, in seconds.
  /// Default 0.05 … 0.5, around UIKit's 0.35 s and Flutter's 0.3 s (docs/sources.md, "Gesture recognizers").
  package var doubleTapInterval: ClosedRange<Double>
  /// Slow one-finger strokes lifted while moving. Default 0 … 300 pt/s for
  /// 0.2 … 1.5 s.
  package var drag: StrokeRanges
  /// Fast one-finger strokes lifted while moving. Default 300 … 8,000 pt/s (8,000 is
  /// the fling ceiling of Flutter and Android, docs/sources.md, "Gesture recognizers") for 0.03 … 0.3 s.
  package var flick: StrokeRanges
  /// One-finger strokes that rest before lifting. Default 50 … 3,000 pt/s for
  /// 0.1 … 0.6 s, then a rest of 0.02 … 0.6 s (around the 40 ms and 0.1 s resting
  /// rules, docs/sources.md, "Gesture recognizers" and "Velocity estimation").
  package var restingSwipe: StrokeRanges
  /// Two-finger strokes. Default 0 … 1,500 pt/s for 0.2 … 1 s, rest 0 … 0.2 s.
  package var twoFingerPan: StrokeRanges
  /// Distance between the two fingers of a pan, in points, in a random direction.
  /// Default 30 … 150.
  package var panSpread: ClosedRange<Double>
  /// One-finger strokes that the system cancels. Default 0 … 3,000 pt/s for
  /// 0.05 … 0.8 s.
  package var cancelledTouch: StrokeRanges

  /// Creates a generator with the documented defaults for `viewport`.
  package init(viewport: Size = Display.defaultViewport) {
    self.viewport = viewport
    self.gestureCount = 1...4
    self.mix = GestureMix()
    self.hotspots = []
    self.hotspotProbability = 0.5
    self.pause = 0...1
    self.rates = [60, 120, 240]
    self.refreshRates = [60]
    self.jitterProbability = 0.5
    self.maximumJitter = 0.3
    self.coalescingProbability = 0.3
    self.tapHold = 0.02...0.3
    self.doubleTapInterval = 0.05...0.5
    self.drag = StrokeRanges(speed: 0...300, duration: 0.2...1.5)
    self.flick = StrokeRanges(speed: 300...8000, duration: 0.03...0.3)
    self.restingSwipe = StrokeRanges(speed: 50...3000, duration: 0.1...0.6, rest: 0.02...0.6)
    self.twoFingerPan = StrokeRanges(speed: 0...1500, duration: 0.2...1, rest: 0...0.2)
    self.panSpread = 30...150
    self.cancelledTouch = StrokeRanges(speed: 0...3000, duration: 0.05...0.8)
  }

  /// The parameter ranges of one kind of stroke.
  package struct StrokeRanges: Hashable, Sendable {
    /// Finger speed, in points per second (non-negative).
    package var speed: ClosedRange<Double>
    /// Duration of the motion, in seconds.
    package var duration: ClosedRange<Double>
    /// Rest before lifting, in seconds (0 … 0 lifts while moving).
    package var rest: ClosedRange<Double>

    /// Creates stroke ranges; by default the stroke lifts while moving.
    package init(speed: ClosedRange<Double>, duration: ClosedRange<Double>, rest: ClosedRange<Double> = 0...0) {
      self.speed = speed
      self.duration = duration
      self.rest = rest
    }
  }

  /// The relative frequency of each kind of gesture (non-negative weights; a kind
  /// with weight 0 is never drawn; at least one weight must be positive).
  package struct GestureMix: Hashable, Sendable {
    /// Weight of single taps. Default 3.
    package var tap: Double
    /// Weight of double taps. Default 1.5.
    package var doubleTap: Double
    /// Weight of drags. Default 1.5.
    package var drag: Double
    /// Weight of flicks. Default 2.
    package var flick: Double
    /// Weight of resting swipes. Default 1.
    package var restingSwipe: Double
    /// Weight of two-finger pans. Default 1.
    package var twoFingerPan: Double
    /// Weight of cancelled touches. Default 0.5.
    package var cancelledTouch: Double

    /// Creates a mix; a weight not given keeps its default.
    package init(
      tap: Double = 3, doubleTap: Double = 1.5, drag: Double = 1.5, flick: Double = 2, restingSwipe: Double = 1,
      twoFingerPan: Double = 1, cancelledTouch: Double = 0.5
    ) {
      self.tap = tap
      self.doubleTap = doubleTap
      self.drag = drag
      self.flick = flick
      self.restingSwipe = restingSwipe
      self.twoFingerPan = twoFingerPan
      self.cancelledTouch = cancelledTouch
    }

    /// The weight of `kind`.
    package func weight(of kind: GestureKind) -> Double {
      switch kind {
      case .tap: return tap
      case .doubleTap: return doubleTap
      case .drag: return drag
      case .flick: return flick
      case .restingSwipe: return restingSwipe
      case .twoFingerPan: return twoFingerPan
      case .cancelledTouch: return cancelledTouch
      }
    }
  }

  /// A script drawn from a new `SplitMix64` seeded with `seed`.
  package func generate(seed: UInt64) -> TraceScript {
    var random = SplitMix64(seed: seed)
    return generate(using: &random)
  }

  /// A script drawn from `random`.
  /// - Precondition: `gestureCount` is non-negative, `rates` and `refreshRates` are not
  ///   empty, and some weight of `mix` is positive.
  package func generate(using random: inout SplitMix64) -> TraceScript {
    precondition(!rates.isEmpty, "TraceGenerator: no sampling rates")
    precondition(!refreshRates.isEmpty, "TraceGenerator: no refresh rates")
    precondition(gestureCount.lowerBound >= 0, "TraceGenerator: negative gesture count")
    let rate = rates[random.nextInt(in: 0...(rates.count - 1))]
    var sampling = TraceScript.Sampling(rate: rate)
    if random.nextBool(probability: jitterProbability) {
      sampling.jitter = TraceGenerator.round(random.nextDouble(in: 0...max(maximumJitter, 0)), per: 100)
      if sampling.jitter > 0 { sampling.noiseSeed = random.next() }
    }
    let perEvent = Int((rate / 60).rounded(.down))
    if perEvent > 1, random.nextBool(probability: coalescingProbability) {
      sampling.coalescing = perEvent
    }
    let refreshRate = refreshRates.count == 1 ? refreshRates[0] : refreshRates[random.nextInt(in: 0...(refreshRates.count - 1))]
    let count = random.nextInt(in: gestureCount)
    var steps: [TraceScript.Step] = []
    steps.reserveCapacity(count)
    for _ in 0..<count {
      let pause = TraceGenerator.round(random.nextDouble(in: self.pause), per: 1000)
      steps.append(TraceScript.Step(pause: pause, gesture: gesture(using: &random)))
    }
    return TraceScript(viewport: viewport, sampling: sampling, refreshRate: refreshRate, steps: steps)
  }

  func gesture(using random: inout SplitMix64) -> ScriptedGesture {
    switch kind(using: &random) {
    case .tap:
      return .tap(ScriptedGesture.Tap(location: point(using: &random), hold: time(in: tapHold, using: &random)))
    case .doubleTap:
      let location = point(using: &random)
      let hold = time(in: tapHold, using: &random)
      return .tap(ScriptedGesture.Tap(location: location, hold: hold, interval: time(in: doubleTapInterval, using: &random)))
    case .drag:
      return .stroke(stroke(drag, using: &random))
    case .flick:
      return .stroke(stroke(flick, using: &random))
    case .restingSwipe:
      return .stroke(stroke(restingSwipe, using: &random))
    case .twoFingerPan:
      let distance = random.nextDouble(in: panSpread)
      let direction = ScriptRenderer.direction(degrees: Double(random.nextInt(in: 0...359)))
      let spread = Vector(
        dx: TraceGenerator.round(direction.dx * distance, per: 100),
        dy: TraceGenerator.round(direction.dy * distance, per: 100))
      return .stroke(stroke(twoFingerPan, spread: spread, using: &random))
    case .cancelledTouch:
      var cancelled = stroke(cancelledTouch, using: &random)
      cancelled.ending = .cancelled
      return .stroke(cancelled)
    }
  }

  func kind(using random: inout SplitMix64) -> GestureKind {
    var total = 0.0
    for kind in GestureKind.allCases { total += max(mix.weight(of: kind), 0) }
    precondition(total > 0, "TraceGenerator: every gesture weight is zero")
    var remaining = random.nextUnit() * total
    var chosen = GestureKind.tap
    for kind in GestureKind.allCases {
      let weight = max(mix.weight(of: kind), 0)
      guard weight > 0 else { continue }
      chosen = kind
      if remaining < weight { break }
      remaining -= weight
    }
    return chosen
  }

  func stroke(_ ranges: StrokeRanges, spread: Vector? = nil, using random: inout SplitMix64) -> ScriptedGesture.Stroke {
    let start = point(using: &random)
    let angle = random.nextBool(probability: 0.5)
      ? Double(random.nextInt(in: 0...3) * 90)
      : Double(random.nextInt(in: 0...359))
    let speed = TraceGenerator.round(random.nextDouble(in: ranges.speed), per: 1)
    var duration = random.nextDouble(in: ranges.duration)
    let rest = time(in: ranges.rest, using: &random)
    // Shorten the motion so that every finger stays inside the viewport.
    let unit = ScriptRenderer.direction(degrees: angle)
    let velocity = Vector(dx: unit.dx * speed, dy: unit.dy * speed)
    duration = min(duration, timeInside(from: start, velocity: velocity))
    if let spread { duration = min(duration, timeInside(from: start + spread, velocity: velocity)) }
    duration = max(TraceGenerator.round(duration, per: 1000, rule: .down), ScriptedGesture.minimumDuration)
    return ScriptedGesture.Stroke(
      start: start, angle: angle, speed: speed, duration: duration, rest: rest,
      fingers: spread == nil ? 1 : 2, spread: spread ?? .zero)
  }

  /// How long a finger at `start` moving at `velocity` stays inside the viewport, in
  /// seconds (infinite when it does not move).
  func timeInside(from start: Point, velocity: Vector) -> Double {
    func limit(_ position: Double, _ speed: Double, _ size: Double) -> Double {
      if speed > 0 { return max(size - position, 0) / speed }
      if speed < 0 { return max(position, 0) / -speed }
      return .infinity
    }
    return min(limit(start.x, velocity.dx, viewport.width), limit(start.y, velocity.dy, viewport.height))
  }

  func point(using random: inout SplitMix64) -> Point {
    var area = Rect(origin: .zero, size: viewport)
    if !hotspots.isEmpty, random.nextBool(probability: hotspotProbability) {
      area = hotspots[random.nextInt(in: 0...(hotspots.count - 1))]
    }
    let x = area.minX + area.size.width * random.nextUnit()
    let y = area.minY + area.size.height * random.nextUnit()
    return Point(
      x: ScriptRenderer.coordinate(x, limit: viewport.width),
      y: ScriptRenderer.coordinate(y, limit: viewport.height))
  }

  func time(in range: ClosedRange<Double>, using random: inout SplitMix64) -> Double {
    TraceGenerator.round(random.nextDouble(in: range), per: 1000)
  }

  /// `value` rounded to a multiple of `1 / scale`, as `(value × scale).rounded() / scale`
  /// so that the result is the double nearest to the decimal (0.123, not
  /// 0.12300000000000001).
  static func round(_ value: Double, per scale: Double, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
    (value * scale).rounded(rule) / scale
  }
}
