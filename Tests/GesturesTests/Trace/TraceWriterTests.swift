import Gestures
import ScrollPhysics
import Testing

@Suite struct TraceWriterTests {
  @Test func writesMetadataHeaderAndRows() {
    let metadata = TraceMetadata(
      viewport: Size(width: 390, height: 844), scale: 3, refresh: 120, source: "unit test",
      unknown: [TraceMetadata.Entry(key: "device", value: "iPhone")])
    var writer = TraceWriter(output: "", metadata: metadata)
    writer.write([
      TouchEvent(time: 0.5, touches: [touch(0, .began, 10, 20.25, force: 1, radius: 8.5), touch(1, .began, 0.00001, -3)]),
      TouchEvent(time: 0.508, touches: [touch(0, .moved, 11, 21, coalesced: true)]),
    ])
    // Numbers as Swift prints them (10.0, 1e-05); metadata integers without ".0".
    #expect(writer.output == """
      # viewport: 390x844
      # scale: 3
      # refresh: 120
      # source: unit test
      # device: iPhone
      t,id,phase,x,y,force,radius,coalesced
      0.5,0,began,10.0,20.25,1.0,8.5,0
      0.5,1,began,1e-05,-3.0,,,0
      0.508,0,moved,11.0,21.0,,,1

      """)
  }

  @Test func writesOnlyTheChosenColumnsInTheirOrder() {
    var writer = TraceWriter(output: "", columns: [.x, .y, .phase, .id, .t])
    writer.write(TouchEvent(time: 2, touches: [touch(3, .ended, 1.5, 2.5, force: 1, coalesced: true)]))
    #expect(writer.output == "x,y,phase,id,t\n1.5,2.5,ended,3,2.0\n")
  }

  @Test func nonIntegralMetadataIsWrittenExactly() {
    let writer = TraceWriter(output: "", metadata: TraceMetadata(viewport: Size(width: 375.5, height: 812), scale: 2.625))
    #expect(writer.output == "# viewport: 375.5x812\n# scale: 2.625\nt,id,phase,x,y,force,radius,coalesced\n")
  }

  /// Writing generated traces and reading them back gives the same metadata
  /// and events, bit for bit, without warnings; over 300 seeds, with the
  /// columns in a random order and the bytes delivered in random chunks.
  @Test func writeThenReadGivesTheSameEvents() throws {
    for seed in UInt64(0)..<300 {
      var generator = RandomTraceEvents(seed: seed)
      let events = generator.events()
      let metadata = generator.metadata()
      let columns = TraceColumn.allCases.shuffled(using: &generator.random)
      var writer = TraceWriter(output: "", metadata: metadata, columns: columns)
      writer.write(events)
      let chunkSize = Int.random(in: 1...200, using: &generator.random)
      let result: ReadResult
      do {
        result = try readTrace(writer.output, chunkSize: chunkSize)
      } catch {
        Issue.record("seed \(seed): \(error)\n\(writer.output)")
        continue
      }
      #expect(result.events == events, "seed \(seed)")
      #expect(result.events.map(\.bits) == events.map(\.bits), "seed \(seed)")
      #expect(result.metadata == metadata, "seed \(seed)")
      #expect(result.warnings.isEmpty, "seed \(seed)")
      #expect(result.columns == columns, "seed \(seed)")
    }
  }
}

extension TouchEvent {
  /// The bit patterns of every number, so that -0.0 and 0.0 differ.
  var bits: [UInt64] {
    [time.bitPattern] + touches.flatMap { touch in
      [touch.location.x.bitPattern, touch.location.y.bitPattern, touch.force?.bitPattern ?? 1, touch.radius?.bitPattern ?? 1]
    }
  }
}

/// Generates valid traces: times increase, fingers begin before they move
/// and lift, a stationary finger keeps its location, at most one row per
/// finger per event, and every finger lifts at the end.
struct RandomTraceEvents {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// A number of one of several kinds: a short decimal, any double in range,
  /// an integer, a tiny value, or zero with either sign.
  mutating func number(magnitude: Double) -> Double {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return Double(Int.random(in: -100_000...100_000, using: &random)) / 100
    case 1: return Double.random(in: -magnitude...magnitude, using: &random)
    case 2: return Double(Int.random(in: -1000...1000, using: &random))
    case 3: return Double.random(in: -1e-300...1e-300, using: &random)
    case 4: return Bool.random(using: &random) ? 0.0 : -0.0
    default: return Double.random(in: -1...1, using: &random) * 1e-5
    }
  }

  mutating func optionalNonNegative() -> Double? {
    Bool.random(using: &random) ? nil : abs(number(magnitude: 50))
  }

  mutating func location() -> Point {
    Point(x: number(magnitude: 1_000_000), y: number(magnitude: 1_000_000))
  }

  mutating func metadata() -> TraceMetadata {
    var metadata = TraceMetadata()
    if Bool.random(using: &random) {
      metadata.viewport = Size(width: abs(number(magnitude: 2000)) + 1, height: Double(Int.random(in: 1...3000, using: &random)))
    }
    if Bool.random(using: &random) { metadata.scale = Double(Int.random(in: 1...3, using: &random)) }
    if Bool.random(using: &random) { metadata.refresh = Double.random(in: 30...240, using: &random) }
    if Bool.random(using: &random) { metadata.source = "generated, seed \(random.state)" }
    for k in 0..<Int.random(in: 0...2, using: &random) {
      metadata.unknown.append(TraceMetadata.Entry(key: "key-\(k)", value: "value \(k): é"))
    }
    return metadata
  }

  mutating func events() -> [TouchEvent] {
    var time = Bool.random(using: &random) ? 0 : Double.random(in: 0...1e6, using: &random)
    var down: [(id: Int, location: Point)] = []
    var result: [TouchEvent] = []
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      var touches: [Touch] = []
      var stillDown: [(id: Int, location: Point)] = []
      for finger in down.shuffled(using: &random) {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2:
          let location = location()
          touches.append(sample(finger.id, .moved, location))
          stillDown.append((finger.id, location))
        case 3:
          touches.append(sample(finger.id, .stationary, finger.location))
          stillDown.append(finger)
        case 4:
          touches.append(sample(finger.id, .ended, location()))
        case 5:
          touches.append(sample(finger.id, .cancelled, finger.location))
        default:
          stillDown.append(finger)  // absent from this event
        }
      }
      let used = Set(touches.map(\.id))
      if touches.isEmpty || (stillDown.count < 4 && Bool.random(using: &random)) {
        let candidates = (0...9).filter { id in !used.contains(id) && !stillDown.contains { $0.id == id } }
        if let id = candidates.randomElement(using: &random) {
          let location = location()
          touches.append(sample(id, .began, location))
          stillDown.append((id, location))
        }
      }
      if touches.isEmpty { continue }
      result.append(TouchEvent(time: time, touches: touches))
      down = stillDown
      time += [1.0 / 120, 1.0 / 60, Double.random(in: 1e-6...0.05, using: &random), 0.1][Int.random(in: 0..<4, using: &random)]
    }
    if !down.isEmpty {
      result.append(TouchEvent(time: time, touches: down.map { sample($0.id, .ended, $0.location) }))
    }
    return result
  }

  mutating func sample(_ id: Int, _ phase: TouchPhase, _ location: Point) -> Touch {
    Touch(id: id, phase: phase, location: location, force: optionalNonNegative(), radius: optionalNonNegative(), isCoalesced: Bool.random(using: &random))
  }
}
