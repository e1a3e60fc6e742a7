import Foundation
import Gestures
import ScrollPhysics
import Testing

/// The UIKit recorder's CSV writer. Recorders/TouchRecorder.swift is not part of the package;
/// this test target compiles that very file through a symbolic link (TouchRecorder.swift in this
/// folder; its UIKit part is under `#if canImport(UIKit)`), so the tested code is the shipped code.
@Suite struct TouchRecorderCSVTests {
  @Test func theTestedFileIsTheRecorder() throws {
    let root = importTraces.replacingOccurrences(of: "/traces/", with: "/")
    let link = URL(fileURLWithPath: root + "Tests/GesturesTests/Import/TouchRecorder.swift")
    let shipped = URL(fileURLWithPath: root + "Recorders/TouchRecorder.swift")
    #expect(link.resolvingSymlinksInPath().path == shipped.resolvingSymlinksInPath().path)
  }

  @Test func writesWhatTraceWriterWritesAndReadsBack() throws {
    // A two-finger event with a coalesced sample, odd numbers and an absent force.
    var csv = TouchRecorderCSV()
    csv.metadata = .init(viewportWidth: 390, viewportHeight: 844, scale: 3, refresh: 120, source: "TouchRecorder, iPhone iOS 17.4")
    let samples: [TouchRecorderCSV.Sample] = [
      .init(time: 12_345.678901, id: 0, phase: "began", x: 100.5, y: 200.25, force: 0.333, radius: 20.833333333333332, coalesced: false),
      .init(time: 12_345.683, id: 0, phase: "moved", x: 101.0 / 3, y: 200.25, force: nil, radius: 20.8, coalesced: true),
      .init(time: 12_345.6873, id: 0, phase: "moved", x: 110, y: 199.75, force: nil, radius: 20.8, coalesced: false),
      .init(time: 12_345.6873, id: 1, phase: "began", x: 300, y: 500, force: nil, radius: nil, coalesced: false),
      .init(time: 12_345.695, id: 0, phase: "ended", x: 110, y: 199.75, force: nil, radius: nil, coalesced: false),
      .init(time: 12_345.695, id: 1, phase: "cancelled", x: 300, y: 500, force: nil, radius: nil, coalesced: false),
    ]
    for sample in samples { csv.append(sample) }

    var events: [TouchEvent] = []
    for sample in samples {
      let touch = Touch(
        id: sample.id, phase: TouchPhase(rawValue: sample.phase)!, location: Point(x: sample.x, y: sample.y), force: sample.force,
        radius: sample.radius, isCoalesced: sample.coalesced)
      if let last = events.last, last.time == sample.time {
        events[events.count - 1].touches.append(touch)
      } else {
        events.append(TouchEvent(time: sample.time, touches: [touch]))
      }
    }
    var writer = TraceWriter(
      output: "",
      metadata: TraceMetadata(viewport: Size(width: 390, height: 844), scale: 3, refresh: 120, source: "TouchRecorder, iPhone iOS 17.4"))
    writer.write(events)
    #expect(csv.text == writer.output)

    var reader = try TraceReader(text: csv.text, path: "recorded.csv")
    #expect(try reader.readAll() == events)
    #expect(reader.takeWarnings().isEmpty)
  }
}
