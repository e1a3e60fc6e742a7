import Gestures
import ScrollPhysics
import Testing

@Suite struct TraceGeneratorTests {
  /// Number of scripts the coverage and validity tests draw: enough that every kind,
  /// rate and option appears (each has probability ≥ 0.5/10.5 per gesture) while the
  /// suite stays well under a second.
  static let sample = 1500

  @Test func sameSeedSameScriptDifferentSeedsDifferentScripts() {
    let generator = Gestures.TraceGenerator()
    for seed: UInt64 in [0, 1, 42, 1_234_567, .max] {
      let script = generator.generate(seed: seed)
      #expect(script == generator.generate(seed: seed))
      #expect(script.render() == generator.generate(seed: seed).render())
    }
    var distinct = Set<TraceScript>()
    for seed: UInt64 in 0..<200 { distinct.insert(generator.generate(seed: seed)) }
    // Scripts carry many continuous parameters; two equal ones among 200 would mean
    // the seed is ignored.
    #expect(distinct.count == 200)
  }

  @Test func everyGeneratedTraceIsValid() {
    var generator = Gestures.TraceGenerator()
    for seed in 0..<UInt64(Self.sample) {
      let script = generator.generate(seed: seed)
      let events = script.render()
      let violation = TraceValidity.violation(in: events, viewport: script.viewport)
      #expect(violation == nil, "seed \(seed): \(script.description)")
      if violation != nil { return }
    }
    // A small viewport with hotspots on its edges and long gestures.
    generator = Gestures.TraceGenerator(viewport: Size(width: 50, height: 80))
    generator.hotspots = [Rect(x: 40, y: 0, width: 10, height: 80), Rect(x: 0, y: 70, width: 50, height: 10)]
    generator.gestureCount = 3...8
    generator.pause = 0...0
    for seed in 0..<UInt64(Self.sample) {
      let script = generator.generate(seed: seed)
      let violation = TraceValidity.violation(in: script.render(), viewport: script.viewport)
      #expect(violation == nil, "seed \(seed): \(script.description)")
      if violation != nil { return }
    }
  }

  @Test func theStrictReaderAcceptsEveryGeneratedTrace() throws {
    // Written with TraceWriter and read back by a strict reader (warnings are errors):
    // no error and the same events. 60 seeds: each read costs a few milliseconds in a
    // debug build; the trace-round-trip property covers more in PropertyCatalogTests.
    for seed: UInt64 in 0..<60 {
      let events = Gestures.TraceGenerator().generate(seed: seed).render()
      var writer = TraceWriter(output: "", metadata: TraceMetadata(viewport: Display.defaultViewport))
      writer.write(events)
      var reader = try TraceReader(text: writer.output, options: TraceReaderOptions(strict: true))
      #expect(try reader.readAll() == events, "seed \(seed)")
    }
  }

  @Test func parametersStayInTheirDocumentedRanges() {
    let generator = Gestures.TraceGenerator()
    var kinds = Set<GestureKind>()
    var rates = Set<Double>()
    var coalescings = Set<Int>()
    var jittered = 0
    var maximumSpeed = 0.0
    for seed in 0..<UInt64(Self.sample) {
      let script = generator.generate(seed: seed)
      #expect((1...4).contains(script.steps.count))
      rates.insert(script.sampling.rate)
      coalescings.insert(script.sampling.coalescing)
      // Coalescing delivers at 60 Hz: 120 Hz → 2, 240 Hz → 4.
      #expect(script.sampling.coalescing == 1 || Double(script.sampling.coalescing) * 60 == script.sampling.rate)
      #expect(script.sampling.jitter >= 0 && script.sampling.jitter <= 0.3)
      if script.sampling.jitter > 0 { jittered += 1 }
      for step in script.steps {
        #expect(step.pause >= 0 && step.pause <= 1)
        kinds.insert(step.gesture.kind)
        switch step.gesture {
        case .tap(let tap):
          #expect(tap.hold >= 0.02 && tap.hold <= 0.3)
          #expect(tap.location.x >= 0 && tap.location.x <= 390 && tap.location.y >= 0 && tap.location.y <= 844)
          if let interval = tap.interval { #expect(interval >= 0.05 && interval <= 0.5) }
        case .stroke(let stroke):
          #expect(stroke.speed >= 0 && stroke.speed <= 8000)
          maximumSpeed = max(maximumSpeed, stroke.speed)
          #expect(stroke.duration >= ScriptedGesture.minimumDuration && stroke.duration <= 1.5)
          #expect(stroke.rest >= 0 && stroke.rest <= 0.6)
          #expect(stroke.start.x >= 0 && stroke.start.x <= 390 && stroke.start.y >= 0 && stroke.start.y <= 844)
          if stroke.fingers == 2 {
            let distance = (stroke.spread.dx * stroke.spread.dx + stroke.spread.dy * stroke.spread.dy).squareRoot()
            #expect(distance >= 30 - 0.02 && distance <= 150 + 0.02)
          } else {
            #expect(stroke.fingers == 1 && stroke.spread == .zero)
          }
        }
      }
    }
    #expect(kinds == Set(GestureKind.allCases))
    #expect(rates == [60, 120, 240])
    #expect(coalescings == [1, 2, 4])
    // Jitter probability 0.5 (times the chance that the drawn amplitude is not 0):
    // about 750 of 1500, with a standard deviation of about 19.
    #expect(jittered > 600 && jittered < 900)
    // Flicks reach up to 8000 pt/s (uniform over 300…8000); the fastest of several
    // hundred is close to the top.
    #expect(maximumSpeed > 7000)
  }

  @Test func hotspotsAttractStartPoints() {
    var generator = Gestures.TraceGenerator()
    let button = Rect(x: 10, y: 50, width: 44, height: 44)
    generator.hotspots = [button]
    generator.hotspotProbability = 1
    for seed: UInt64 in 0..<300 {
      for step in generator.generate(seed: seed).steps {
        let point: Point
        switch step.gesture {
        case .tap(let tap): point = tap.location
        case .stroke(let stroke): point = stroke.start
        }
        // Inside the button, allowing for rounding to 0.01 pt at the far edges.
        #expect(point.x >= 10 && point.x <= 54 && point.y >= 50 && point.y <= 94)
      }
    }
  }

  @Test func strokesStayInsideTheViewport() {
    // The generator shortens strokes so that no finger would be clamped, except when
    // that would go below the minimum duration of 10 ms: then the stroke starts less
    // than speed × 10 ms from the edge it heads for.
    let generator = Gestures.TraceGenerator()
    for seed: UInt64 in 0..<1000 {
      for step in generator.generate(seed: seed).steps {
        guard case .stroke(let stroke) = step.gesture, stroke.duration > ScriptedGesture.minimumDuration else { continue }
        let radians = stroke.angle * Double.pi / 180
        let end = Point(
          x: stroke.start.x + Elementary.cos(radians) * stroke.speed * stroke.duration,
          y: stroke.start.y + Elementary.sin(radians) * stroke.speed * stroke.duration)
        #expect(end.x >= -1e-6 && end.x <= 390 + 1e-6 && end.y >= -1e-6 && end.y <= 844 + 1e-6)
      }
    }
  }

  @Test func refreshRatesAreDrawnOnlyWhenThereAreSeveral() {
    var both = TraceGenerator()
    both.refreshRates = [60, 120]
    #expect(Set((0..<200 as Range<UInt64>).map { both.generate(seed: $0).refreshRate }) == [60, 120])
    // One rate draws nothing: the same scripts as the defaults, with that rate.
    var only120 = TraceGenerator()
    only120.refreshRates = [120]
    for seed: UInt64 in 0..<50 {
      var expected = TraceGenerator().generate(seed: seed)
      #expect(expected.refreshRate == 60)
      expected.refreshRate = 120
      #expect(only120.generate(seed: seed) == expected)
    }
  }

  @Test func shrinkingPrefersA60HzDisplayAndDescribesOtherRates() {
    let script = TraceScript(
      refreshRate: 120, steps: [.init(pause: 0.2, gesture: .tap(.init(location: Point(x: 10, y: 20), hold: 0.1)))])
    #expect(script.description == "60 Hz; display 120 Hz; at 0.2 s: tap at (10, 20) held 0.1 s")
    // A property that fails on every trace shrinks to no gestures on a 60 Hz display.
    let failure = PropertyFailure(expected: "nothing", actual: "anything")
    let outcome = TraceShrinker().shrink(script, failure: failure) { _ in failure }
    #expect(outcome.script.steps.isEmpty && outcome.script.refreshRate == 60)
  }
}
