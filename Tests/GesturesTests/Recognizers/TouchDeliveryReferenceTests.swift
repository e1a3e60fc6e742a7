import Gestures
import ScrollPhysics
import Testing

// `TouchDelivery` keeps its recognizers' standings in arrays with running counts
// (docs/performance.md, "The screen scene"). This test compares it, call for call,
// with the straightforward statement of the same rules below (the dictionaries and
// scans it replaced, kept here as the reference): random policies, random recognizer
// transitions and random touches on two fingers.

@Suite struct TouchDeliveryReferenceTests {
  /// The rules of `TouchDelivery`, stated directly: every standing in a dictionary,
  /// every question answered by a scan.
  struct Reference {
    enum Standing { case undecided, succeeded, failed }
    let policies: [GestureRecognizerID: TouchDelivery.Policy]
    var standing: [GestureRecognizerID: Standing] = [:]
    var down: [Int] = []
    var open: [TouchDelivery.Record] = []
    var held: [TouchDelivery.Record] = []
    var cancelled = false
    var active = false
    var touched = false

    mutating func apply(_ outputs: [GestureOutput], into records: inout [TouchDelivery.Record]) {
      defer { closeIfDone() }
      for output in outputs {
        if !active { start() }
        guard policies[output.recognizer] != nil else { continue }
        switch output.state {
        case .began, .ended:
          if standing[output.recognizer] == .succeeded { continue }
          standing[output.recognizer] = .succeeded
        case .failed, .cancelled:
          if standing[output.recognizer] == .succeeded && output.state == .cancelled { continue }
          standing[output.recognizer] = .failed
        case .changed, .possible:
          continue
        }
        settle(at: output.time, into: &records)
      }
    }

    mutating func deliver(_ event: TouchEvent, into records: inout [TouchDelivery.Record]) {
      defer { closeIfDone() }
      for touch in event.touches where touch.phase == .began {
        if !active { start() }
        touched = true
        down.append(touch.id)
        offer(.init(time: event.time, method: .touchesBegan, touch: touch.id, location: touch.location), into: &records)
      }
      for touch in event.touches where touch.phase == .moved && !touch.isCoalesced {
        guard down.contains(touch.id) else { continue }
        offer(.init(time: event.time, method: .touchesMoved, touch: touch.id, location: touch.location), into: &records)
      }
      for touch in event.touches where touch.phase == .ended || touch.phase == .cancelled {
        guard down.contains(touch.id) else { continue }
        let method: TouchDelivery.Method = touch.phase == .ended ? .touchesEnded : .touchesCancelled
        offer(.init(time: event.time, method: method, touch: touch.id, location: touch.location), into: &records)
        down.removeAll { $0 == touch.id }
      }
    }

    mutating func start() {
      standing = policies.mapValues { _ in .undecided }
      cancelled = false
      active = true
      touched = false
    }

    mutating func closeIfDone() {
      let undecidedLeft = standing.values.contains { $0 == .undecided }
      if active && touched && down.isEmpty && held.isEmpty && !undecidedLeft { active = false }
    }

    func undecided(_ property: KeyPath<TouchDelivery.Policy, Bool>) -> Bool {
      standing.contains { id, standing in standing == .undecided && policies[id]![keyPath: property] }
    }

    mutating func offer(_ record: TouchDelivery.Record, into records: inout [TouchDelivery.Record]) {
      if cancelled { return }
      if !held.isEmpty || undecided(\.delaysTouchesBegan) || (record.method == .touchesEnded && undecided(\.delaysTouchesEnded)) {
        held.append(record)
        return
      }
      switch record.method {
      case .touchesBegan: open.append(record)
      case .touchesMoved: if let i = open.firstIndex(where: { $0.touch == record.touch }) { open[i].location = record.location }
      case .touchesEnded, .touchesCancelled: open.removeAll { $0.touch == record.touch }
      }
      records.append(record)
    }

    mutating func settle(at time: Double, into records: inout [TouchDelivery.Record]) {
      let cancelling = standing.contains { id, standing in standing == .succeeded && policies[id]!.cancelsTouchesInView }
      if cancelling && !cancelled {
        cancelled = true
        for record in open { records.append(.init(time: time, method: .touchesCancelled, touch: record.touch, location: record.location)) }
        open.removeAll()
        held.removeAll()
        return
      }
      guard !cancelled else { return }
      let released = held
      held = []
      for var record in released {
        record.time = time
        offer(record, into: &records)
      }
    }
  }

  @Test func matchesTheReferenceCallForCall() {
    var random = SplitMix64(seed: 28)
    let states: [GestureState] = [.possible, .began, .changed, .ended, .failed, .cancelled]
    var differences = 0
    var callsCompared = 0
    for _ in 0..<400 {
      var policies: [GestureRecognizerID: TouchDelivery.Policy] = [:]
      let count = Int.random(in: 1...4, using: &random)
      for r in 0..<count {
        policies[GestureRecognizerID(rawValue: r == 3 ? -1 : r)] = TouchDelivery.Policy(
          cancelsTouchesInView: Bool.random(using: &random), delaysTouchesBegan: Bool.random(using: &random),
          delaysTouchesEnded: Bool.random(using: &random))
      }
      var delivery = TouchDelivery(policies: policies)
      var reference = Reference(policies: policies)
      var fingersDown: [Int] = []
      var time = 0.0
      for _ in 0..<60 {
        time += 0.01
        var calls: [TouchDelivery.Record] = []
        var expected: [TouchDelivery.Record] = []
        if Int.random(in: 0..<3, using: &random) == 0 {
          // Outputs (some of a recognizer the view does not know).
          var outputs: [GestureOutput] = []
          for _ in 0..<Int.random(in: 1...3, using: &random) {
            outputs.append(GestureOutput(
              recognizer: GestureRecognizerID(rawValue: Int.random(in: -1...4, using: &random)),
              state: states.randomElement(using: &random)!, time: time, location: .zero, numberOfTouches: 1))
          }
          delivery.apply(outputs, into: &calls)
          reference.apply(outputs, into: &expected)
        } else {
          var touches: [Touch] = []
          for finger in 0..<2 {
            let location = Point(x: Double(Int.random(in: 0..<400, using: &random)), y: 10)
            if fingersDown.contains(finger) {
              let phase: TouchPhase = [.moved, .moved, .stationary, .ended, .cancelled].randomElement(using: &random)!
              touches.append(Touch(id: finger, phase: phase, location: location, isCoalesced: Int.random(in: 0..<8, using: &random) == 0))
              if phase.isEnd { fingersDown.removeAll { $0 == finger } }
            } else if Bool.random(using: &random) {
              touches.append(Touch(id: finger, phase: .began, location: location))
              fingersDown.append(finger)
            }
          }
          let event = TouchEvent(time: time, touches: touches)
          delivery.deliver(event, into: &calls)
          reference.deliver(event, into: &expected)
        }
        callsCompared += expected.count
        if calls != expected { differences += 1 }
      }
    }
    #expect(differences == 0)
    // The random sessions exercise the rules: many calls were made.
    #expect(callsCompared > 5000)
  }
}
