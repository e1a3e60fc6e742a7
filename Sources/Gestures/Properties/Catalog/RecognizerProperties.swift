import ScrollPhysics

/// Properties of the gesture recognizers and the arena ("Gesture
/// recognizers"), checked on two fixed layouts in the default 390 × 844 viewport.
///
/// - The *full* layout: the screen with a pan, a double tap and a single tap that
///   requires the double tap to fail (so single taps wait for a deadline), and a
///   44 × 44 button at (16, 50) with its own tap. Used for the state-sequence and
///   one-end properties.
/// - The *competing* layout: the screen with a pan added before a tap, and the same
///   button with a tap added before a pan (so both orders of a tie are exercised). No
///   failure requirements, so every success happens during a touch event.
///
/// Pans use the iOS scroll-view velocity estimator. The trace generator aims half of
/// the start points at the button.
package enum RecognizerProperties {
  /// The screen region, in points.
  package static let screen = Rect(origin: .zero, size: Display.defaultViewport)
  /// The button region, in points: 44 × 44 at (16, 50), the size of a navigation-bar
  /// button.
  package static let button = Rect(x: 16, y: 50, width: 44, height: 44)

  /// The properties, in catalog order, all searched with `generator` (none needs a scene:
  /// each check runs its own arena).
  package static let all = TraceProperty.family(generator: generator, [
    // `recognizer-state-sequence`: every recognizer's outputs form valid UIKit state
    // sequences: a pan goes began → changed* → ended | cancelled, or fails from
    // possible; a tap only ever reports recognized (ended) or failed; nothing follows
    // ended, cancelled or failed but the start of a new gesture; and outputs never go
    // back in time.
    ("recognizer-state-sequence", "recognizers: valid state sequences only: began before changed, nothing after ended/cancelled/failed but a new gesture", checkStateSequence),
    // `recognizer-one-end`: exactly one end per gesture: each pan gesture that began
    // ends or is cancelled exactly once; between two ends of a tap recognizer a touch
    // went down in its region (in the event of the first end at the earliest: a
    // touch-down can end a waiting gesture and start the next); and once every finger has lifted and every
    // deadline has passed, every recognizer is back in `possible` and none is waiting.
    ("recognizer-one-end", "recognizers: exactly one end per gesture, and all back to possible at rest", checkOneEnd),
    // `tap-pan-exclusive`: a tap and a pan that share touches never both succeed:
    // in no touch sequence (from a first finger down until every finger has lifted)
    // does a pan begin and a tap get recognized, on one view or between a view and its
    // button.
    ("tap-pan-exclusive", "recognizers: a tap and a pan on one view never both succeed", checkExclusive),
  ])

  /// The generator of the recognizer properties: the defaults, with half of the start
  /// points on the button.
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    generator.hotspots = [button]
    return generator
  }

  typealias Arena = GestureArena<ScrollViewVelocityEstimator>
  typealias Pan = PanRecognizer<ScrollViewVelocityEstimator>

  /// What a recognizer is, for the checks.
  struct Member {
    var id: GestureRecognizerID
    var isPan: Bool
    var region: Rect
    var name: String
  }

  static func fullLayout() -> (Arena, [Member]) {
    var arena = Arena()
    let screenRegion = arena.addRegion(frame: screen)
    let buttonRegion = arena.addRegion(frame: button, parent: screenRegion)
    let pan = arena.add(Pan(estimator: ScrollViewVelocityEstimator()), to: screenRegion)
    let double = arena.add(TapRecognizer(numberOfTapsRequired: 2), to: screenRegion)
    let single = arena.add(TapRecognizer(), to: screenRegion)
    arena.require(single, toFail: double)
    let buttonTap = arena.add(TapRecognizer(), to: buttonRegion)
    return (arena, [
      Member(id: pan, isPan: true, region: screen, name: "screen pan"),
      Member(id: double, isPan: false, region: screen, name: "screen double tap"),
      Member(id: single, isPan: false, region: screen, name: "screen single tap"),
      Member(id: buttonTap, isPan: false, region: button, name: "button tap"),
    ])
  }

  static func competingLayout() -> (Arena, [Member]) {
    var arena = Arena()
    let screenRegion = arena.addRegion(frame: screen)
    let buttonRegion = arena.addRegion(frame: button, parent: screenRegion)
    let pan = arena.add(Pan(estimator: ScrollViewVelocityEstimator()), to: screenRegion)
    let tap = arena.add(TapRecognizer(), to: screenRegion)
    let buttonTap = arena.add(TapRecognizer(), to: buttonRegion)
    let buttonPan = arena.add(Pan(estimator: ScrollViewVelocityEstimator()), to: buttonRegion)
    return (arena, [
      Member(id: pan, isPan: true, region: screen, name: "screen pan"),
      Member(id: tap, isPan: false, region: screen, name: "screen tap"),
      Member(id: buttonTap, isPan: false, region: button, name: "button tap"),
      Member(id: buttonPan, isPan: true, region: button, name: "button pan"),
    ])
  }

  /// One output with where it happened: `step` is 2k for outputs caused by time
  /// passing before event k, 2k + 1 for outputs of event k itself, and 2n for the final
  /// flush after the n events.
  struct Record {
    var output: GestureOutput
    var step: Int
  }

  /// Feeds `events` to `arena`, then lets 10 s pass so every deadline runs.
  static func run(_ arena: inout Arena, _ events: [TouchEvent]) -> [Record] {
    var records: [Record] = []
    var outputs: [GestureOutput] = []
    for (index, event) in events.enumerated() {
      outputs.removeAllElements()
      arena.advance(to: event.time, into: &outputs)
      for output in outputs { records.append(Record(output: output, step: 2 * index)) }
      outputs.removeAllElements()
      arena.handle(event, into: &outputs)
      for output in outputs { records.append(Record(output: output, step: 2 * index + 1)) }
    }
    outputs.removeAllElements()
    arena.advance(to: (events.last?.time ?? 0) + 10, into: &outputs)
    for output in outputs { records.append(Record(output: output, step: 2 * events.count)) }
    return records
  }

  static func name(of id: GestureRecognizerID, in members: [Member]) -> String {
    members.first { $0.id == id }?.name ?? "recognizer \(id.rawValue)"
  }

  @Sendable static func checkStateSequence(_ events: [TouchEvent]) -> PropertyFailure? {
    var (arena, members) = fullLayout()
    let records = run(&arena, events)
    var previousTime = -Double.infinity
    var last: [GestureRecognizerID: GestureState] = [:]
    for record in records {
      let output = record.output
      let who = name(of: output.recognizer, in: members)
      if output.time < previousTime {
        return PropertyFailure(
          expected: "outputs in time order",
          actual: "\(who) reported \(output.state) at t=\(output.time) after an output at t=\(previousTime)", time: output.time)
      }
      previousTime = output.time
      guard let member = members.first(where: { $0.id == output.recognizer }) else {
        return PropertyFailure(expected: "outputs only from the arena's recognizers", actual: "an output from \(who)")
      }
      let before = last[output.recognizer] ?? .possible
      if !RecognizerStateGraph.allows(output.state, after: before, discrete: !member.isPan) {
        let kind = member.isPan ? "a continuous recognizer" : "a discrete recognizer"
        return PropertyFailure(
          expected: "\(who), \(kind), never goes from \(before == .possible ? "possible (or a finished gesture)" : before.description) to \(output.state)",
          actual: "\(who) reported \(output.state) at t=\(output.time) after \(before)", time: output.time)
      }
      last[output.recognizer] = output.state
    }
    return nil
  }

  @Sendable static func checkOneEnd(_ events: [TouchEvent]) -> PropertyFailure? {
    var (arena, members) = fullLayout()
    let records = run(&arena, events)
    // The steps at which a touch began inside each region.
    var downs: [(step: Int, location: Point)] = []
    for (index, event) in events.enumerated() {
      for touch in event.touches where touch.phase == .began { downs.append((2 * index + 1, touch.location)) }
    }
    for member in members {
      let mine = records.filter { $0.output.recognizer == member.id }
      if member.isPan {
        var open = false
        for record in mine {
          switch record.output.state {
          case .began:
            if open {
              return PropertyFailure(
                expected: "\(member.name) ends each gesture before it begins another",
                actual: "it began again at t=\(record.output.time) without ending", time: record.output.time)
            }
            open = true
          case .ended, .cancelled:
            if !open {
              return PropertyFailure(
                expected: "\(member.name) ends each gesture exactly once",
                actual: "it reported \(record.output.state) at t=\(record.output.time) with no gesture open", time: record.output.time)
            }
            open = false
          case .possible, .changed, .failed:
            break
          }
        }
        if open {
          return PropertyFailure(
            expected: "\(member.name) ends every gesture it began once all fingers have lifted",
            actual: "its last gesture never ended")
        }
      } else {
        var previousEnd: Record?
        for record in mine where record.output.state.isTerminal {
          if let previous = previousEnd,
            !downs.contains(where: { $0.step >= previous.step && $0.step <= record.step && member.region.contains($0.location) })
          {
            return PropertyFailure(
              expected: "\(member.name) reports one end per gesture",
              actual: "it reported \(previous.output.state) at t=\(previous.output.time) and then \(record.output.state) at t=\(record.output.time) with no new touch in between",
              time: record.output.time)
          }
          previousEnd = record
        }
      }
      if arena.state(of: member.id) != .possible || arena.isWaitingForFailure(member.id) {
        return PropertyFailure(
          expected: "every recognizer back in possible, waiting for nothing, once all fingers lifted and every deadline passed",
          actual: "\(member.name) is \(arena.state(of: member.id))\(arena.isWaitingForFailure(member.id) ? " and waiting for a failure" : "")")
      }
    }
    return nil
  }

  @Sendable static func checkExclusive(_ events: [TouchEvent]) -> PropertyFailure? {
    var (arena, members) = competingLayout()
    var down = 0
    var sequence = -1
    var outputs: [GestureOutput] = []
    var panBegan: (name: String, time: Double)?
    var tapRecognized: (name: String, time: Double)?
    for event in events {
      if down == 0, event.touches.contains(where: { $0.phase == .began }) {
        sequence += 1
        panBegan = nil
        tapRecognized = nil
      }
      outputs.removeAllElements()
      arena.handle(event, into: &outputs)
      for output in outputs {
        guard let member = members.first(where: { $0.id == output.recognizer }) else { continue }
        if member.isPan, output.state == .began, panBegan == nil { panBegan = (member.name, output.time) }
        if !member.isPan, output.state == .ended, tapRecognized == nil { tapRecognized = (member.name, output.time) }
      }
      if let pan = panBegan, let tap = tapRecognized {
        return PropertyFailure(
          expected: "a tap and a pan sharing touches never both succeed",
          actual: "in touch sequence \(sequence), the \(pan.name) began at t=\(pan.time) and the \(tap.name) was recognized at t=\(tap.time)",
          time: max(pan.time, tap.time))
      }
      for touch in event.touches {
        switch touch.phase {
        case .began: down += 1
        case .ended, .cancelled: down = max(down - 1, 0)
        case .moved, .stationary: break
        }
      }
    }
    return nil
  }
}
