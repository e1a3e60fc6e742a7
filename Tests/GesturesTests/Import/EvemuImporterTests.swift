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
    let error = importError(.evemu, "A: 35 0 9 0 0 0\nE: 0.100000 0003 0035 zz\n", options: ImportOptions(display: Size(width: 10, height: 10), scale: 1))
    #expect(error?.line == 2)
    #expect(error?.column == 23)
    #expect(error?.description.contains("decimal integer") == true)
  }

  /// evemu writes each event as `E: %lu.%06u %04x %04x %04d` (freedesktop evemu's
  /// `evemu_write_event`; AOSP's evemu-record writes `{}.{:06} {:04x} {:04x} {:04}`): the value has
  /// at least four characters and the time exactly six decimals. A damaged line that breaks this
  /// would otherwise read as a different number: `0379` cut to `03` is x = 3, not 379, and a NUL
  /// inside the time field cut `0.343434` to `0.343`. Each is an error at the field's column.
  @Test func aCutValueOrADamagedTimeIsAnErrorNotAnotherNumber() {
    let options = ImportOptions(display: Size(width: 1000, height: 1000), scale: 1)
    let header = "A: 35 0 999 0 0 0\nA: 36 0 999 0 0 0\nE: 0.000001 0003 0039 0001\n"
    let cut = importError(.evemu, header + "E: 0.000001 0003 0035 03\nE: 0.000001 0003 0036 0200\nE: 0.000001 0000 0000 0000\n", options: options)
    #expect(cut?.line == 4)
    #expect(cut?.column == 23)
    #expect(cut?.description.contains("invalid value '03'") == true)
    #expect(cut?.description.contains("at least 4 characters") == true)
    // The bytes 0x00 and 0xFF inside a time field.
    for byte: UInt8 in [0x00, 0xFF] {
      var bytes = Array((header + "E: 0.343").utf8)
      bytes.append(byte)
      bytes += Array("434 0003 0035 0379\nE: 0.343434 0000 0000 0000\n".utf8)
      let error: ImportError?
      do {
        _ = try importBytes(.evemu, bytes, options: options)
        error = nil
      } catch let caught {
        error = caught
      }
      // The byte itself is named at its column (a 0xFF was shown as U+FFFD, '0.343�434').
      #expect(error?.line == 4, "byte \(byte)")
      #expect(error?.column == 9, "byte \(byte)")
      #expect(error?.description.contains("byte 0x\(String(byte, radix: 16, uppercase: true))") == true, "\(String(describing: error))")
      #expect(error?.description.contains("\u{FFFD}") == false, "\(String(describing: error))")
    }
    // Fewer or more decimals than evemu writes, a sign or an exponent: not evemu's time.
    for time in ["0.343", "0.3434340", "+0.343434", "3e-1", "0x1.8p1", ".343434", "nan"] {
      let error = importError(.evemu, header + "E: \(time) 0003 0035 0379\n", options: options)
      #expect(error?.column == 4, "\(time)")
    }
    // The values evemu does write: zero-padded, negative with its sign in the width, wider ones.
    let good = try? importText(
      .evemu, header + "E: 0.000001 0003 0035 12345\nE: 0.000001 0003 0036 0999\nE: 0.000001 0000 0000 0000\nE: 1.500000 0003 0039 -001\nE: 1.500000 0000 0000 0000\n",
      options: ImportOptions(display: Size(width: 1000, height: 1000), scale: 1, ranges: AxisRanges(width: 20000, height: 1000)))
    #expect(good?.events.first?.touches.first?.location.x == 12345.0 * 1000 / 20000)
    #expect(good?.events.last?.time == 1.5)
  }

  /// A raw value outside the range the recording declares (`A:` lines) is read but warned about,
  /// at its line and column, with the value and the range: its point lies beyond the display.
  @Test func aRawValueOutsideTheDeclaredRangeIsWarnedAbout() throws {
    let text = """
      A: 35 0 799 0 0 0
      A: 36 0 799 0 0 0
      E: 0.000001 0003 0039 0001
      E: 0.000001 0003 0035 0100
      E: 0.000001 0003 0036 0100
      E: 0.000001 0000 0000 0000
      E: 0.010000 0003 0035 0900
      E: 0.010000 0000 0000 0000
      E: 0.020000 0003 0035 0950
      E: 0.020000 0000 0000 0000

      """
    let result = try importText(.evemu, text, options: ImportOptions(display: Size(width: 800, height: 800), scale: 1))
    let warnings = result.warnings.filter { if case .rawValueOutOfRange = $0.reason { true } else { false } }
    #expect(warnings.count == 1)
    #expect(warnings.first?.line == 7)
    #expect(warnings.first?.column == 23)
    #expect(warnings.first?.description.contains("raw x 900 is outside the range 0…799 from the recording (") == true)
    // The value is still converted: 900 raw units on an 800-unit, 800 px axis is x = 900.
    #expect(path(of: 0, in: result.events)[1].1 == 900)
    #expect(importError(.evemu, text, options: ImportOptions(strict: true, display: Size(width: 800, height: 800), scale: 1)) != nil)
  }

  /// What is missing is named in one error, and evemu users are pointed to evemu and the
  /// device, not to `adb`.
  @Test func missingSettingsPointToEvemu() {
    let text = "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 0035 0100\nE: 0.000001 0003 0036 0100\nE: 0.000001 0000 0000 0000\n"
    let error = importError(.evemu, text)
    #expect(error?.line == 4)
    let description = error?.description ?? ""
    #expect(description.contains("the raw range of ABS_MT_POSITION_X and ABS_MT_POSITION_Y, the display size in pixels and the display scale are unknown"))
    #expect(description.contains("evemu-record"))
    #expect(description.contains("'A:' lines"))
    #expect(!description.contains("adb"))
    #expect(!description.contains("getevent"))
  }
}
