import Gestures
import ScrollPhysics
import Testing

/// The getevent importer against hand-computed conversions (AOSP's
/// `(raw − min) · display / (max − min + 1)`, then `/ scale`) and real recordings.
@Suite struct GeteventImporterTests {
  /// 1080x2400 px, raw 0…1079 × 0…2399 (raw = px), density 480 dpi: scale 3.
  let phone = ImportOptions(display: Size(width: 1080, height: 2400), density: 480, ranges: AxisRanges(width: 1080, height: 2400))

  @Test func labelledProtocolBWithRangesInTheFileDevicePrefixRateAndJunk() throws {
    // getevent -pl block first (ranges 0…1079, 0…2399), then -ltr events, CRLF, a prompt and a
    // stray '0' before a time as seen in real logs.
    let text = """
      C:\\Users\\me> adb shell getevent -pl /dev/input/event7\r
      add device 1: /dev/input/event7\r
        name:     "main_touch"\r
        events:\r
          ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0\r
                      ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0\r
      could not get driver version for /dev/input/mice, Not a typewriter\r
      0[  615041.773137] /dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   000011bb            \r
      [  615041.773137] /dev/input/event7: EV_ABS       ABS_MT_POSITION_X    00000384            \r
      [  615041.773137] /dev/input/event7: EV_ABS       ABS_MT_POSITION_Y    00000339            \r
      [  615041.773137] /dev/input/event7: EV_KEY       BTN_TOUCH            DOWN                \r
      [  615041.773137] /dev/input/event7: EV_SYN       SYN_REPORT           00000000            \r
      [  615041.781618] /dev/input/event7: EV_ABS       ABS_MT_POSITION_X    0000038d            \r
      [  615041.781618] /dev/input/event7: EV_SYN       SYN_REPORT           00000000             rate 118\r
      [  615041.790138] /dev/input/event7: EV_ABS       ABS_MT_POSITION_Y    00000330            \r
      [  615041.790138] /dev/input/event7: EV_SYN       SYN_REPORT           00000000             rate 117\r
      [  615041.798000] /dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   ffffffff            \r
      [  615041.798000] /dev/input/event7: EV_KEY       BTN_TOUCH            UP                  \r
      [  615041.798000] /dev/input/event7: EV_SYN       SYN_REPORT           00000000             rate 127\r

      """
    let options = ImportOptions(display: Size(width: 1080, height: 2400), scale: 3)
    let result = try importText(.getevent, text, options: options)
    // 0x384 = 900 px → 300 pt; 0x339 = 825 px → 275 pt; 0x38d = 909 → 303; 0x330 = 816 → 272.
    let touches = path(of: 0, in: result.events)
    #expect(touches.map(\.0) == [.began, .moved, .moved, .ended])
    #expect(touches.map(\.1) == [300, 303, 303, 303])
    #expect(touches.map(\.2) == [275, 275, 272, 272])
    #expect(result.events.map(\.time) == [615041.773137, 615041.781618, 615041.790138, 615041.798])
    #expect(result.metadata.viewport == Size(width: 360, height: 800))
    #expect(result.metadata.scale == 3)
    #expect(result.assumptions.contains { $0.contains("x 0…1079, y 0…2399 from the recording") })
    // The prompt line and the stray '0' are reported; the driver message is known and silent.
    #expect(result.warnings.count == 2)
    #expect(result.warnings[0].line == 1 && result.warnings[1].line == 8)
  }

  @Test func rawHexProtocolBTwoFingersCarriedAxesAndSmallIDs() throws {
    // Kernel tracking ids 0x504c and 0x11bb become fingers 0 and 1; slot 1's first frame has no Y
    // (a finger without a position is held back until it has one), axes carry forward.
    let text = """
      [    1.000000] 0003 002f 00000000
      [    1.000000] 0003 0039 0000504c
      [    1.000000] 0003 0035 00000064
      [    1.000000] 0003 0036 000000c8
      [    1.000000] 0000 0000 00000000
      [    1.010000] 0003 002f 00000001
      [    1.010000] 0003 0039 000011bb
      [    1.010000] 0003 0035 0000012c
      [    1.010000] 0003 0036 00000190
      [    1.010000] 0003 002f 00000000
      [    1.010000] 0003 0035 0000006e
      [    1.010000] 0000 0000 00000000
      [    1.020000] 0003 0036 000000d2
      [    1.020000] 0000 0000 00000000
      [    1.030000] 0003 0039 ffffffff
      [    1.030000] 0003 002f 00000001
      [    1.030000] 0003 0039 ffffffff
      [    1.030000] 0000 0000 00000000

      """
    let result = try importText(.getevent, text, options: phone)
    #expect(result.events.count == 4)
    // Finger 0: (100, 200) px → (33.33, 66.67) pt; then x 110, then y 210.
    let first = path(of: 0, in: result.events)
    #expect(first.map(\.0) == [.began, .moved, .moved, .ended])
    let xs: [Double] = [100.0 / 3, 110.0 / 3, 110.0 / 3, 110.0 / 3]
    let ys: [Double] = [200.0 / 3, 200.0 / 3, 70, 70]
    #expect(first.map(\.1) == xs)
    #expect(first.map(\.2) == ys)
    let second = path(of: 1, in: result.events)
    #expect(second.map(\.0) == [.began, .ended])
    #expect(second.map(\.1) == [100, 100])
    #expect(result.warnings.isEmpty)
  }

  @Test func twosComplementValuesAndRotation() throws {
    // A raw range −100…99 (200 values) on a 200 px display, scale 1: raw ffffffce = −50 → pixel 50.
    // Rotated 90°: x′ = y, y′ = W − x.
    let text = """
      [ 5.0] 0003 0039 00000001
      [ 5.0] 0003 0035 ffffffce
      [ 5.0] 0003 0036 00000000
      [ 5.0] 0000 0000 00000000
      [ 5.1] 0003 0039 ffffffff
      [ 5.1] 0000 0000 00000000

      """
    var options = ImportOptions(display: Size(width: 200, height: 400), scale: 1)
    options.ranges = AxisRanges(x: AxisRange(minimum: -100, maximum: 99), y: AxisRange(minimum: 0, maximum: 399))
    let plain = try importText(.getevent, text, options: options)
    #expect(plain.events[0].touches[0].location == Point(x: 50, y: 0))
    options.rotation = .quarter
    let rotated = try importText(.getevent, text, options: options)
    #expect(rotated.events[0].touches[0].location == Point(x: 0, y: 150))
    #expect(rotated.metadata.viewport == Size(width: 400, height: 200))
  }

  @Test func wallClockTimesOfDashT() throws {
    // -lTr: [2024-04-07 11:47:18.607]; 18.627 − 18.607 = 20 ms between the frames.
    let text = """
      [2024-04-07 11:47:18.607]/dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   000002f6
      [2024-04-07 11:47:18.608]/dev/input/event7: EV_ABS       ABS_MT_POSITION_X    000003fc
      [2024-04-07 11:47:18.608]/dev/input/event7: EV_ABS       ABS_MT_POSITION_Y    00000516
      [2024-04-07 11:47:18.608]/dev/input/event7: EV_SYN       SYN_REPORT           00000000
      [2024-04-07 11:47:18.627]/dev/input/event7: EV_ABS       ABS_MT_POSITION_X    00000401
      [2024-04-07 11:47:18.628]/dev/input/event7: EV_SYN       SYN_REPORT           00000000             rate 45
      [2024-04-07 11:47:18.671]/dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [2024-04-07 11:47:18.671]/dev/input/event7: EV_SYN       SYN_REPORT           00000000             rate 128

      """
    let result = try importText(.getevent, text, options: phone)
    #expect(result.events.count == 3)
    // 2024-04-07 is day 19820 since 1970-01-01: 19820 · 86400 + 11·3600 + 47·60 + 18 = 1712490438.
    #expect(abs(result.events[0].time - 1_712_490_438.608) < 1e-6)
    #expect(abs((result.events[1].time - result.events[0].time) - 0.020) < 1e-6)
  }

  @Test func protocolAWithoutTrackingIDsMatchesByNearestPositionAndLiftsOnAnEmptyFrame() throws {
    let text = """
      [ 1.00] EV_ABS ABS_MT_POSITION_X 00000064
      [ 1.00] EV_ABS ABS_MT_POSITION_Y 00000064
      [ 1.00] EV_SYN SYN_MT_REPORT 00000000
      [ 1.00] EV_ABS ABS_MT_POSITION_X 000001f4
      [ 1.00] EV_ABS ABS_MT_POSITION_Y 000001f4
      [ 1.00] EV_SYN SYN_MT_REPORT 00000000
      [ 1.00] EV_SYN SYN_REPORT 00000000
      [ 1.01] EV_ABS ABS_MT_POSITION_X 000001f0
      [ 1.01] EV_ABS ABS_MT_POSITION_Y 000001f0
      [ 1.01] EV_SYN SYN_MT_REPORT 00000000
      [ 1.01] EV_ABS ABS_MT_POSITION_X 00000068
      [ 1.01] EV_ABS ABS_MT_POSITION_Y 00000068
      [ 1.01] EV_SYN SYN_MT_REPORT 00000000
      [ 1.01] EV_SYN SYN_REPORT 00000000
      [ 1.02] EV_ABS ABS_MT_POSITION_X 000001ec
      [ 1.02] EV_ABS ABS_MT_POSITION_Y 000001ec
      [ 1.02] EV_SYN SYN_MT_REPORT 00000000
      [ 1.02] EV_SYN SYN_REPORT 00000000
      [ 1.03] EV_SYN SYN_MT_REPORT 00000000
      [ 1.03] EV_SYN SYN_REPORT 00000000

      """
    let options = ImportOptions(display: Size(width: 1000, height: 1000), scale: 1, ranges: AxisRanges(width: 1000, height: 1000))
    let result = try importText(.getevent, text, options: options)
    // The contacts are listed in the other order at 1.01; nearest matching keeps each finger.
    #expect(path(of: 0, in: result.events).map(\.1) == [100, 104, 104])
    #expect(path(of: 0, in: result.events).map(\.0) == [.began, .moved, .ended])
    #expect(path(of: 1, in: result.events).map(\.1) == [500, 496, 492, 492])
    #expect(path(of: 1, in: result.events).map(\.0) == [.began, .moved, .moved, .ended])
  }

  @Test func realGalaxySProtocolARecording() throws {
    // henrydeng/MonkeyHelper samples/Phone/phone-single-drag.txt (traces/README.md): 24 frames of
    // one contact, then an empty frame. --raw-range 1024x1024 --display 480x800 --density 240:
    // the first contact 0x273 = 627, 0x306 = 774 → x = 627 · 480 / 1024 / 1.5 = 195.9375,
    // y = 774 · 800 / 1024 / 1.5 = 403.125.
    let options = ImportOptions(display: Size(width: 480, height: 800), density: 240, ranges: AxisRanges(width: 1024, height: 1024))
    let result = try importBytes(.getevent, try recording("phone-single-drag.txt"), options: options)
    #expect(result.events.count == 25)
    #expect(result.events.first?.touches == [Touch(id: 0, phase: .began, location: Point(x: 195.9375, y: 403.125))])
    #expect(result.events.last?.time == 1412.1625)
    #expect(result.events.last?.touches.map(\.phase) == [.ended])
    #expect(result.warnings.isEmpty)
    // The frames are about 14.9 ms apart (67 Hz): nearer 60 Hz than 120 Hz.
    #expect(result.metadata.refresh == 60)
  }

  @Test func realEmulatorSingleTouchRecording() throws {
    // henrydeng/MonkeyHelper traces/Emulator/emulator-drag.txt: ABS_X/ABS_Y with BTN_TOUCH, no
    // ABS_MT_*, 27 frames (touch-down, 25 moves, lift). Raw = px on the emulator's 720x1280 screen at density 320 (scale 2):
    // the first point 0x168 = 360, 0x392 = 914 → (180, 457).
    let options = ImportOptions(display: Size(width: 720, height: 1280), density: 320, ranges: AxisRanges(width: 720, height: 1280))
    let result = try importBytes(.getevent, try recording("emulator-drag.txt"), options: options)
    #expect(result.events.count == 27)
    #expect(result.events[0].touches == [Touch(id: 0, phase: .began, location: Point(x: 180, y: 457))])
    #expect(result.events.last?.touches.map(\.phase) == [.ended])
    // The last X 0x297 = 663 → 331.5 pt, Y 0x38a = 906 → 453 pt.
    #expect(result.events.last?.touches.first?.location == Point(x: 331.5, y: 453))
  }

  @Test func unknownRangesDisplayOrScaleNameTheFlagThatSuppliesThem() {
    let text = "[ 1.0] EV_ABS ABS_MT_TRACKING_ID 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_Y 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000\n"
    let noRange = importError(.getevent, text, options: ImportOptions(display: Size(width: 10, height: 10), scale: 1))
    #expect(noRange?.description.contains("--raw-range") == true)
    #expect(noRange?.description.contains("--ranges") == true)
    #expect(noRange?.line == 4)
    let noDisplay = importError(.getevent, text, options: ImportOptions(scale: 1, ranges: AxisRanges(width: 10, height: 10)))
    #expect(noDisplay?.description.contains("--display") == true)
    let noScale = importError(.getevent, text, options: ImportOptions(display: Size(width: 10, height: 10), ranges: AxisRanges(width: 10, height: 10)))
    #expect(noScale?.description.contains("--density") == true)
    // Everything missing in one error, not one round each.
    let nothing = importError(.getevent, text)
    #expect(
      nothing?.description
        == "rec.txt:4:1: error: the raw range of ABS_MT_POSITION_X and ABS_MT_POSITION_Y, the display size in pixels and the display scale are unknown, so the raw values cannot be converted to points; give --raw-range WxH, or --ranges FILE holding the output of 'adb shell getevent -pl', or record the 'getevent -pl' output in the same file; give --display WxH (the 'Physical size' of 'adb shell wm size'); give --density DPI (the 'Physical density' of 'adb shell wm density') or --scale PIXELS_PER_POINT")
  }

  /// A file of `getevent -pl` output alone (no events) names the touch screen, the device whose
  /// position ranges it announces, and converts with them: not the first device of the file.
  @Test func aRangesOnlyFileNamesTheTouchScreen() throws {
    let text = """
      add device 1: /dev/input/event0
        name:     "gpio-keys"
        events:
          KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP          KEY_POWER
      add device 2: /dev/input/event2
        name:     "fts_ts"
        events:
          ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
      add device 3: /dev/input/event5
        name:     "sensor_hub"
        events:
          ABS (0003): ABS_X                 : value 0, min 0, max 100, fuzz 0, flat 0, resolution 0

      """
    let result = try importText(.getevent, text, options: ImportOptions(display: Size(width: 1080, height: 2400), density: 480))
    #expect(result.metadata.source == "getevent recording of 'fts_ts' (rec.txt)")
    #expect(result.assumptions.contains { $0.contains("x 0…1079, y 0…2399 from the recording (/dev/input/event2)") })
    // 1080x2400 px at density 480 (scale 3): 360x800 points.
    #expect(result.metadata.viewport == Size(width: 360, height: 800))
  }

  @Test func eventsWithoutTimesAreAnError() {
    // Plain `getevent` (no -t), as in zapolsky/3m-solution's getevent.log.
    let error = importError(.getevent, "add device 1: /dev/input/event2\n/dev/input/event2: 0003 0039 00000004\n", options: phone)
    #expect(error?.line == 2)
    #expect(error?.description.contains("getevent -lt") == true)
  }

  @Test func malformedValueIsAnErrorWithItsColumn() {
    let error = importError(.getevent, "[ 1.0] EV_ABS ABS_MT_POSITION_X 00zz\n", options: phone)
    #expect(error?.description == "rec.txt:1:33: error: expected a value: 8 hexadecimal digits (two's complement), or DOWN or UP, found '00zz'")
  }

  @Test func droppedEventsWarnAndStrictMakesThemErrors() throws {
    let text = """
      [ 1.00] 0003 0039 00000001
      [ 1.00] 0003 0035 00000001
      [ 1.00] 0003 0036 00000001
      [ 1.00] 0000 0000 00000000
      [ 1.01] 0003 0035 00000005
      [ 1.01] 0000 0003 00000000
      [ 1.02] 0000 0000 00000000
      [ 1.03] 0003 0035 00000009
      [ 1.03] 0000 0000 00000000

      """
    let result = try importText(.getevent, text, options: phone)
    // The frame cut by SYN_DROPPED (x = 5) is discarded; the finger moves to 9 and is still down.
    let xs: [Double] = [1.0 / 3, 3, 3]
    #expect(path(of: 0, in: result.events).map(\.1) == xs)
    #expect(path(of: 0, in: result.events).map(\.0) == [.began, .moved, .cancelled])
    // SYN_DROPPED on line 6; the finger still down is reported at the last line, 9.
    #expect(result.warnings.map(\.line) == [6, 9])
    var strict = phone
    strict.strict = true
    #expect(importError(.getevent, text, options: strict)?.line == 6)
  }

  @Test func aNewTrackingIDInABusySlotEndsTheOldFinger() throws {
    let text = """
      [ 1.00] 0003 0039 00000001
      [ 1.00] 0003 0035 00000003
      [ 1.00] 0003 0036 00000003
      [ 1.00] 0000 0000 00000000
      [ 1.01] 0003 0039 00000002
      [ 1.01] 0000 0000 00000000
      [ 1.02] 0003 0039 ffffffff
      [ 1.02] 0000 0000 00000000

      """
    let result = try importText(.getevent, text, options: phone)
    #expect(result.events[1].touches.map(\.phase) == [.ended, .began])
    // The freed id 0 is not reused within the same event: the new finger is 1.
    #expect(result.events[1].touches.map(\.id) == [0, 1])
    #expect(result.warnings.count == 1)
  }

  @Test func detection() {
    #expect(ImportFormat.detect(Array("[   615041.773137] /dev/input/event7: EV_ABS ...".utf8)) == .getevent)
    #expect(ImportFormat.detect(Array("add device 1: /dev/input/event2\n".utf8)) == .getevent)
    #expect(ImportFormat.detect(Array("# EVEMU 1.3\nN: x\n".utf8)) == .evemu)
    #expect(ImportFormat.detect(Array("[{\"type\":\"touchstart\",\"changedTouches\":[]}]".utf8)) == .web)
    #expect(ImportFormat.detect(Array("[{\"method\":\"Input.dispatchTouchEvent\"}]".utf8)) == .cdp)
    #expect(ImportFormat.detect(Array("[{\"ts\":1,\"events\":[{\"change\":4,\"physicalX\":1}]}]".utf8)) == .flutter)
    #expect(ImportFormat.detect(Array("# viewport: 390x844\nt,id,phase,x,y\n".utf8)) == nil)
  }

  @Test func rangesFromRawAndLabelledProbeOutput() throws {
    // `getevent -p` (hexadecimal codes) and `getevent -il` (labels) both give the ranges.
    let raw = """
      add device 2: /dev/input/event1
        name:     "Touchscreen"
        events:
          KEY (0001): 014a
          ABS (0003): 0000  : value 0, min 0, max 719, fuzz 0, flat 0, resolution 0
                      0001  : value 0, min 0, max 1279, fuzz 0, flat 0, resolution 0
                      0035  : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0
                      0036  : value 0, min 0, max 2559, fuzz 0, flat 0, resolution 0

      """
    let found = try #require(try GeteventRanges.read(source: MemoryByteSource(raw), path: "p.txt"))
    #expect(found.ranges == AxisRanges(width: 1440, height: 2560))
    #expect(found.device == "Touchscreen")
    let labelled = "  ABS (0003): ABS_X                 : value 0, min 10, max 99, fuzz 0, flat 0, resolution 0\n"
      + "              ABS_Y                 : value 0, min 20, max 199, fuzz 0, flat 0, resolution 0\n"
    let single = try #require(try GeteventRanges.read(source: MemoryByteSource(labelled), path: "p.txt"))
    #expect(single.ranges == AxisRanges(x: AxisRange(minimum: 10, maximum: 99), y: AxisRange(minimum: 20, maximum: 199)))
    #expect(try GeteventRanges.read(source: MemoryByteSource("add device 1: /dev/input/event0\n"), path: "p.txt") == nil)
  }

  /// A raw value outside `--raw-range` is warned about at its line and column, on both the fast
  /// path (the `-lt` lines of a protocol B move) and the general one (protocol A, the Galaxy S).
  @Test func rawValuesOutsideTheGivenRangeAreWarnedAbout() throws {
    // The Galaxy S drag's largest raw x is 1019 (traces/README.md): outside a range of 0…799.
    let options = ImportOptions(display: Size(width: 480, height: 800), density: 240, ranges: AxisRanges(width: 800, height: 1024))
    let galaxy = try importBytes(.getevent, try recording("phone-single-drag.txt"), options: options)
    let warning = try #require(galaxy.warnings.first { if case .rawValueOutOfRange = $0.reason { true } else { false } })
    // The first x above 799: line 78 of the file, `[    1411.942812] EV_ABS       ABS_MT_POSITION_X    00000331`
    // (817), its value at column 53 (17 for the time, a space, 12 for the type, a space, 20 for the code, a space).
    #expect(warning.line == 78)
    #expect(warning.column == 53)
    #expect(warning.description.contains("raw x 817 is outside the range 0…799 from the command line,"))
    #expect(galaxy.warnings.filter { if case .rawValueOutOfRange = $0.reason { true } else { false } }.count == 1)
    // Protocol B through the fast path: a move of slot 0 to y = 2500 on a 0…2399 axis.
    let lines = [
      "[       1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001            ",
      "[       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000100            ",
      "[       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000100            ",
      "[       1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000            ",
      "[       1.008000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000009c4            ",
      "[       1.008000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000            ",
    ]
    let text = lines.joined(separator: "\n") + "\n" + String(repeating: "\n", count: 300)
    let fast = try importText(.getevent, text, options: ImportOptions(display: Size(width: 1080, height: 2400), scale: 3, ranges: AxisRanges(width: 1080, height: 2400)))
    let out = try #require(fast.warnings.first { if case .rawValueOutOfRange = $0.reason { true } else { false } })
    // Column 72: 17 for the time, a space, 18 for the device and its colon, a space, 12, a space, 20, a space.
    #expect(out.line == 5)
    #expect(out.column == 72)
    #expect(out.description.contains("raw y 2500 is outside the range 0…2399"))
  }

  /// A finger still down at the end is cancelled at the last time in the file; when the last
  /// event already has that time, 1 µs after it (getevent's resolution; the times of an import
  /// increase strictly), not at the next representable double (1412.1220130000002), which no
  /// recording could hold. The Galaxy S drag cut after its 24th frame's SYN_REPORT (line 168,
  /// 1412.122013) is cancelled at 1412.122014.
  @Test func aFingerStillDownIsCancelledAtTheLastTimeOrOneMicrosecondAfterIt() throws {
    let options = ImportOptions(display: Size(width: 480, height: 800), density: 240, ranges: AxisRanges(width: 1024, height: 1024))
    let bytes = try recording("phone-single-drag.txt")
    let lineEnds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    let result = try importBytes(.getevent, Array(bytes[...lineEnds[167]]), options: options)
    #expect(result.events.dropLast().last?.time == 1412.122013)
    #expect(result.events.last?.time == 1412.122014)
    #expect(result.events.last?.touches.map(\.phase) == [.cancelled])
    #expect(result.warnings.last?.description.hasSuffix("a 'cancelled' touch is added for it at time 1412.122014") == true)
  }

  /// A report in which a finger did not move gives it no row (docs/recording.md, "Samples where
  /// nothing moved"): protocol A repeats every contact in every frame, and the Galaxy S two-finger
  /// drag's frames each move one finger, so (its split frames merged) finger 1, which rests at raw x
  /// 1014 from 1808.351547 on, has no row between its last move and its lift.
  @Test func samplesWhereTheFingerDidNotMoveAreDropped() throws {
    let options = ImportOptions(display: Size(width: 480, height: 800), density: 240, ranges: AxisRanges(width: 1024, height: 1024))
    let result = try importBytes(.getevent, try recording("phone-two-finger-drag.txt"), options: options)
    let finger1 = result.events.filter { $0.touches.contains { $0.id == 1 } }.map(\.time)
    // Its last move (reported at 1808.351547, merged into 1808.352121), then its lift (1808.455681).
    #expect(Array(finger1.suffix(2)) == [1808.352121, 1808.455681])
    #expect(result.events.allSatisfy { $0.touches.allSatisfy { $0.phase != .stationary } })
  }

  /// The refresh rate written for the replay is a UIKit display rate, 60 Hz or 120 Hz
  /// (`UIScreen.maximumFramesPerSecond`), the nearer by ratio to the touch sample rate (the
  /// boundary is √(60 · 120) = 84.9 Hz). A 100 Hz recording used to get 90 Hz, a rate no UIKit
  /// device has.
  @Test func theRefreshRateIsTheNearestUIKitDisplayRate() throws {
    for (rate, expected) in [(100.0, 120.0), (90, 120), (67, 60), (80, 60), (30, 60), (240, 120), (144, 120)] {
      var lines: [String] = []
      for k in 0..<20 {
        let micros = 1_000_000 + Int((Double(k) * 1e6 / rate).rounded())
        let time = "[\(String(repeating: " ", count: 7))\(micros / 1_000_000).\(String(micros % 1_000_000).leftPadded(6))]"
        if k == 0 { lines.append("\(time) EV_ABS       ABS_MT_TRACKING_ID   00000001") }
        lines.append("\(time) EV_ABS       ABS_MT_POSITION_X    \(String(String(100 + 10 * k, radix: 16)).leftPadded(8))")
        lines.append("\(time) EV_ABS       ABS_MT_POSITION_Y    00000100")
        lines.append("\(time) EV_SYN       SYN_REPORT           00000000")
      }
      let result = try importText(.getevent, lines.joined(separator: "\n") + "\n", options: phone)
      #expect(result.metadata.refresh == expected, "\(rate) Hz")
    }
  }
}

extension String {
  /// The string with zeros before it, to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
