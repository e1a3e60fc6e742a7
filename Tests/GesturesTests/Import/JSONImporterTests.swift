import Gestures
import ScrollPhysics
import Testing

@Suite struct JSONImporterTests {
  @Test func realFlutterPointerEventListInDartSource() throws {
    // An excerpt of Flutter's velocity_tracker_data.dart (traces/README.md): two strokes. The first
    // event is PointerDownEvent at 216690896 ms, pointer 1, Offset(270.0, 538.2857055664062); the
    // next (216690906 ms) repeats the position and gives no touch; the second stroke's pointer 2
    // becomes finger 0 again once the first has lifted.
    let result = try importBytes(.flutter, try recording("flutter-velocity-tracker-data-excerpt.dart"))
    #expect(result.events.first?.time == 216_690.896)
    #expect(result.events.first?.touches == [Touch(id: 0, phase: .began, location: Point(x: 270.0, y: 538.2857055664062))])
    #expect(result.events[1].time == 216_690.951)
    let phases = result.events.flatMap { $0.touches.map(\.phase) }
    #expect(phases.filter { $0 == .began }.count == 2)
    #expect(phases.filter { $0 == .ended }.count == 2)
    #expect(result.events.allSatisfy { $0.touches.allSatisfy { $0.id == 0 } })
    #expect(result.events.last?.time == 216_691.750)
    #expect(result.warnings.isEmpty)
    // The samples are 7–8 ms apart: 125 Hz, within 15 % of 120 Hz.
    #expect(result.metadata.refresh == 120)
  }

  @Test func flutterPointerDataPacketsNeedTheDevicePixelRatio() throws {
    // dart:ui PointerChange: 1 add, 4 down, 5 move, 6 up. physicalX 275 / 2.75 = 100 points.
    let text = """
      [{"ts": 1000, "events": [{"change": 1, "timeStamp": 1000000, "device": 3, "physicalX": 275, "physicalY": 550, "synthesized": true},
                               {"change": 4, "timeStamp": 1000000, "device": 3, "physicalX": 275, "physicalY": 550, "radiusMajor": 27.5}]},
       {"ts": 1010, "events": [{"change": 5, "timeStamp": 1008000, "device": 3, "physicalX": 302.5, "physicalY": 550}]},
       {"ts": 1020, "events": [{"change": 6, "timeStamp": 1016000, "device": 3, "physicalX": 330, "physicalY": 550}]}]
      """
    #expect(importError(.flutter, text)?.description.contains("--device-pixel-ratio") == true)
    let result = try importText(.flutter, text, options: ImportOptions(devicePixelRatio: 2.75))
    let touches = path(of: 0, in: result.events)
    #expect(touches.map(\.0) == [.began, .moved, .ended])
    let xs: [Double] = [100, 110, 120]
    #expect(touches.map(\.1) == xs)
    #expect(result.events.map(\.time) == [1.0, 1.008, 1.016])
    #expect(result.events[0].touches[0].radius == 10)
    #expect(result.metadata.scale == 2.75)
  }

  @Test func webTouchAndPointerEventsWithAWrapperObject() throws {
    // timeStamp in ms → seconds; clientX/Y in CSS px = points; the wrapper gives viewport and scale.
    let text = """
      {"viewport": {"width": 390, "height": 844}, "devicePixelRatio": 3, "userAgent": "test",
       "events": [
        {"type": "touchstart", "timeStamp": 1000, "changedTouches": [{"identifier": 7, "clientX": 10, "clientY": 20, "force": 0.5}]},
        {"type": "touchmove", "timeStamp": 1016.5, "changedTouches": [{"identifier": 7, "clientX": 30, "clientY": 20}]},
        {"type": "touchstart", "timeStamp": 1020, "changedTouches": [{"identifier": 9, "clientX": 200, "clientY": 400}]},
        {"type": "touchend", "timeStamp": 1030, "changedTouches": [{"identifier": 7, "clientX": 31, "clientY": 21}]},
        {"type": "touchcancel", "timeStamp": 1040, "changedTouches": [{"identifier": 9, "clientX": 200, "clientY": 400}]},
        {"type": "pointerdown", "timeStamp": 2000, "pointerId": 1, "clientX": 5, "clientY": 5},
        {"type": "pointermove", "timeStamp": 2016, "pointerId": 1, "clientX": 9, "clientY": 5,
         "coalescedEvents": [{"timeStamp": 2008, "clientX": 7, "clientY": 5}, {"timeStamp": 2016, "clientX": 9, "clientY": 5}]},
        {"type": "pointerup", "timeStamp": 2024, "pointerId": 1, "clientX": 9, "clientY": 5},
        {"type": "click", "timeStamp": 2025}
       ]}
      """
    let result = try importText(.web, text)
    #expect(result.metadata.viewport == Size(width: 390, height: 844))
    #expect(result.metadata.scale == 3)
    #expect(result.events.map(\.time) == [1.0, 1.0165, 1.02, 1.03, 1.04, 2.0, 2.008, 2.016, 2.024])
    #expect(result.events[0].touches == [Touch(id: 0, phase: .began, location: Point(x: 10, y: 20), force: 0.5)])
    #expect(result.events[2].touches.map(\.id) == [1])
    #expect(result.events[3].touches == [Touch(id: 0, phase: .ended, location: Point(x: 31, y: 21))])
    #expect(result.events[4].touches.map(\.phase) == [.cancelled])
    #expect(path(of: 0, in: Array(result.events[5...])).map(\.1) == [5, 7, 9, 9])
    // The click is reported once and skipped.
    #expect(result.warnings.count == 1)
  }

  @Test func cdpTouchEndCarriesNoPoints() throws {
    // Input.dispatchTouchEvent: touchStart/touchMove list every finger touching; touchEnd lists
    // none, so each finger lifts where it last was.
    let text = """
      [{"method": "Input.dispatchTouchEvent", "params": {"type": "touchStart", "timestamp": 100.0, "touchPoints": [{"x": 10, "y": 10, "id": 4}]}},
       {"method": "Input.dispatchTouchEvent", "params": {"type": "touchMove", "timestamp": 100.016, "touchPoints": [{"x": 20, "y": 10, "id": 4}, {"x": 50, "y": 50, "id": 5}]}},
       {"method": "Input.dispatchTouchEvent", "params": {"type": "touchMove", "timestamp": 100.032, "touchPoints": [{"x": 50, "y": 60, "id": 5}]}},
       {"method": "Runtime.evaluate", "params": {"expression": "1"}},
       {"method": "Input.dispatchTouchEvent", "params": {"type": "touchEnd", "timestamp": 100.048, "touchPoints": []}}]
      """
    let result = try importText(.cdp, text)
    #expect(path(of: 0, in: result.events).map(\.0) == [.began, .moved, .ended])
    #expect(path(of: 0, in: result.events).last?.1 == 20)
    #expect(path(of: 1, in: result.events).map(\.0) == [.began, .moved, .ended])
    #expect(path(of: 1, in: result.events).last?.2 == 60)
    #expect(result.warnings.count == 1)
    let missing = importError(.cdp, #"[{"type": "touchStart", "touchPoints": [{"x": 1, "y": 1}]}]"#)
    #expect(missing?.description.contains("missing field 'timestamp'") == true)
  }

  @Test func jsonSyntaxErrorsHaveTheirPosition() {
    let error = importError(.web, "[\n  {\"type\": \"touchstart\",, }\n]")
    #expect(error?.line == 2)
    #expect(error?.column == 25)
    #expect(importError(.web, "[{\"type\": \"touchstart\", \"timeStamp\": NaN}]") != nil)
    #expect(importError(.web, String(repeating: "[", count: 100)) != nil)
  }

  @Test func webReadsTheRecorderPagesCSV() throws {
    let text = """
      # viewport: 390x844
      # scale: 3
      # refresh: 60
      # source: gesture-sim recorder page
      t,id,phase,x,y,force,radius,coalesced
      1.000,0,began,10,20,,,0
      1.008,0,moved,12,20,,,1
      1.016,0,ended,14,20,,,0

      """
    let result = try importText(.web, text)
    #expect(result.events.count == 3)
    #expect(result.events[1].touches[0].isCoalesced)
    #expect(result.metadata.viewport == Size(width: 390, height: 844))
    #expect(result.metadata.refresh == 60)
  }

  // Fuzz findings (docs/robustness.md, "Importers"): a finger whose only event is still pending
  // at the end of the file was not cancelled (flutter), and the trace reader's end-of-file
  // cancellation shares the last event's time (web CSV), but an import's times increase strictly.
  @Test func aLoneTouchDownIsCancelledAtTheEnd() throws {
    let result = try importText(.flutter, "PointerDownEvent(timeStamp: Duration(milliseconds: 5), pointer: 1, position: Offset(1, 2)),\n")
    #expect(result.events.map { $0.touches.map(\.phase) } == [[.began], [.cancelled]])
    #expect(result.events[1].time > result.events[0].time)
    #expect(result.warnings.count == 1)
  }

  @Test func theRecorderCSVsEndOfFileCancellationComesStrictlyLater() throws {
    let result = try importText(.web, "t,id,phase,x,y\n4.0,0,began,1,2\n4.033333,0,moved,1.5,2\n")
    #expect(result.events.count == 3)
    // 1 µs after the last event, as the other importers' cancellations (docs/recording.md).
    #expect(result.events[2].time == 4.033333 + 0.000001)
    #expect(result.events[2].touches.map(\.phase) == [.cancelled])
  }
}
