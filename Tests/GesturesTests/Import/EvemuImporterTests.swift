import Gestures
import ScrollPhysics
import Testing

@Suite struct EvemuImporterTests {
  @Test func realSynapticsRecordingTakesItsRangesFromTheHeader() throws {
    // AOSP's EvemuParserTest recording of a Synaptics TM3289-021 (traces/README.md). The header's
    // `A: 35 0 1936 …` and `A: 36 0 1057 …` give the ranges; on a 1937x1058 "display" at scale 1
    // a raw value is its own pixel and point: the first contact is at (891, 333). The file ends
    // inside the second frame (X 888 without SYN_REPORT): that frame is not delivered and the
    // finger is cancelled at the last time in the file, 0.006081 s, with a warning.
    let options = ImportOptions(display: Size(width: 1937, height: 1058), scale: 1)
    let result = try importBytes(.evemu, try recording("synaptics-tm3289-excerpt.evemu"), options: options)
    #expect(result.events.count == 2)
    #expect(result.events[0].time == 0.000001)
    #expect(result.events[0].touches == [Touch(id: 0, phase: .began, location: Point(x: 891, y: 333))])
    #expect(result.events[1].time == 0.006081)
    #expect(result.events[1].touches.map(\.phase) == [.cancelled])
    #expect(result.warnings.count == 1)
    #expect(result.metadata.source?.contains("Synaptics TM3289-021") == true)
    #expect(result.assumptions.contains { $0.contains("x 0…1936, y 0…1057 from the recording") })
  }

  @Test func decimalValuesNegativeTrackingIDsAndComments() throws {
    let text = """
      # EVEMU 1.3
      N: test panel
      A: 35 0 999 0 0 0
      A: 36 0 1999 0 0 0
      E: 0.000001 0003 0039 0007	# EV_ABS / ABS_MT_TRACKING_ID   7
      E: 0.000001 0003 0035 0100
      E: 0.000001 0003 0036 0200
      E: 0.000001 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
      E: 0.008000 0003 0036 0260
      E: 0.008000 0000 0000 0000
      E: 0.016000 0003 0039 -001	# EV_ABS / ABS_MT_TRACKING_ID   -1
      E: 0.016000 0000 0000 0000

      """
    // 1000 raw values onto 500 px: pixel = raw / 2; scale 2: point = raw / 4.
    let result = try importText(.evemu, text, options: ImportOptions(display: Size(width: 500, height: 1000), scale: 2))
    let touches = path(of: 0, in: result.events)
    #expect(touches.map(\.0) == [.began, .moved, .ended])
    let ys: [Double] = [50, 65, 65]
    #expect(touches.map(\.2) == ys)
    #expect(touches[0].1 == 25)
  }

  @Test func malformedEventLine() {
    let error = importError(.evemu, "A: 35 0 9 0 0 0\nE: 0.1 0003 0035 zz\n", options: ImportOptions(display: Size(width: 10, height: 10), scale: 1))
    #expect(error?.line == 2)
    #expect(error?.column == 18)
    #expect(error?.description.contains("decimal integer") == true)
  }
}
