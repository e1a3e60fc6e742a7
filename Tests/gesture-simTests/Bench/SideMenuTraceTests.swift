import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// The side-menu benchmark's trace does what its documentation's table says.
@Suite struct SideMenuTraceTests {
  /// The events of the first `cycles` cycles, read strictly (a warning would throw).
  func events(cycles: Int) throws -> [TouchEvent] {
    var options = TraceReaderOptions()
    options.strict = true
    var reader = try TraceReader(source: SyntheticTraceSource(trace: SideMenuTrace(), byteLimit: 1), options: options)
    #expect(reader.metadata.refresh == 120)
    let end = Double(cycles) * 6.7
    var events: [TouchEvent] = []
    while let event = try reader.next(), event.time < end - 1e-9 {
      events.append(event)
    }
    return events
  }

  @Test func cycleHasTheDocumentedRows() throws {
    // Swipe 1 + 14 + 1, five taps of 3, two flicks of 1 + 4 + 1, the peek
    // 1 + (30 + 30 + 8) + 1: 16 + 15 + 12 + 70 = 113 rows, one per event.
    #expect(SideMenuTrace.cycle.count == 113)
    let events = try events(cycles: 2)
    #expect(events.count == 226)
    #expect(events.allSatisfy { $0.touches.count == 1 })
    // The second cycle starts 6.7 s after the first with finger 1.
    #expect(events[113].time == 6.7)
    #expect(events[113].touches[0] == Touch(id: 1, phase: .began, location: Point(x: 150, y: 420)))
  }

  @Test func gesturesDoWhatTheTableSays() throws {
    let cycles = 3
    let (run, records) = SceneRunner<SideMenuScene>.run(try events(cycles: cycles), options: try SceneRunner<SideMenuScene>.Options(refreshRate: 120))
    #expect(run.cameToRest)
    #expect(run.final.contentOffsetX == 80)
    #expect(!run.final.showingMenu)

    // Taps per cycle: menu row 2, hamburger (opens), hamburger (closes), detail, hamburger (closes).
    let expectedTaps: [(SideMenuTap.Target, Int?)] = [(.menuRow, 2), (.hamburger, nil), (.hamburger, nil), (.detail, nil), (.hamburger, nil)]
    #expect(run.taps.count == cycles * expectedTaps.count)
    for (i, tap) in run.taps.enumerated() {
      #expect(tap.target == expectedTaps[i % expectedTaps.count].0)
      #expect(tap.row == expectedTaps[i % expectedTaps.count].1)
    }
    // hideOrShowMenu after the launch: row → hide, hamburger → show, hamburger → hide, hamburger → hide.
    let actions = records.compactMap { record -> SideMenuAction? in
      if case .action(let action) = record, action.cause != .launch { return action }
      return nil
    }
    let expectedActions: [(SideMenuAction.Cause, Bool)] = [(.menuRow, false), (.hamburger, true), (.hamburger, false), (.hamburger, false)]
    #expect(actions.count == cycles * expectedActions.count)
    for (i, action) in actions.enumerated() {
      #expect(action.cause == expectedActions[i % expectedActions.count].0)
      #expect(action.show == expectedActions[i % expectedActions.count].1)
    }

    // Before every gesture the scene is at rest in the state the table gives: the
    // offset of the last frame before the touch-down (0 open, 80 hidden).
    let gestures: [(start: Double, offset: Double)] = [
      (0, 80), (0.9, 0), (1.45, 80), (2.0, 0), (2.9, 80), (3.8, 0), (4.35, 80), (4.6, 80), (6.15, 0),
    ]
    let frames = records.compactMap { record -> SideMenuFrame? in
      if case .frame(let frame) = record { return frame }
      return nil
    }
    for cycle in 0..<cycles {
      for gesture in gestures {
        let start = Double(cycle) * 6.7 + gesture.start
        guard let last = frames.last(where: { $0.time < start - 1e-9 }) else {
          #expect(cycle == 0 && gesture.start == 0, "no frame before \(start)")
          continue
        }
        #expect(last.contentOffsetX == gesture.offset, "before the gesture at \(start)")
        #expect(!last.isDecelerating && !last.isDragging, "before the gesture at \(start)")
      }
    }
  }
}
