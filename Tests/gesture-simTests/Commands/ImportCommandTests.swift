import Foundation
@testable import gesture_sim
import Gestures
import Testing

@Suite struct ImportCommandTests {
  let drag = packageRoot + "/traces/recordings/phone-single-drag.txt"
  /// The Galaxy S recording's conversion: raw 0…1023 on 480x800 px at 240 dpi (scale 1.5). The
  /// range is the Galaxy S's own: its board file (mach-aries.c, LineageOS/android_kernel_samsung_aries)
  /// gives the mxt224 touch screen min_x 0, max_x 1023, min_y 0, max_y 1023, which the mxt224 driver
  /// announces as ABS_MT_POSITION_X and _Y (traces/README.md).
  let galaxy = ["--raw-range", "1024x1024", "--display", "480x800", "--density", "240"]

  @Test func writesATraceWithTheCommandAndTheAssumptions() throws {
    let result = runTool(["import", "getevent", drag] + galaxy)
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    var reader = try TraceReader(text: result.out, path: "imported.csv")
    let events = try reader.readAll()
    #expect(events.count == 25)
    #expect(reader.metadata.viewport?.width == 320)
    #expect(reader.metadata.scale == 1.5)
    #expect(reader.metadata.refresh == 60)
    let entries = reader.metadata.unknown
    #expect(entries.first { $0.key == "import" }?.value == "gesture-sim import getevent \(drag) --raw-range 1024x1024 --display 480x800 --density 240")
    #expect(entries.filter { $0.key == "assumption" }.count >= 4)
    // Deterministic: the same command gives the same bytes.
    #expect(runTool(["import", "getevent", drag] + galaxy).out == result.out)
  }

  @Test func badDataExits65WithFileLineColumnAndMissingFilesExit66() throws {
    let bad = try temporaryFile("[ 1.0] EV_ABS ABS_MT_POSITION_X 00zz\n", name: "bad.txt")
    let result = runTool(["import", "getevent", bad] + galaxy)
    #expect(result.code == 65)
    #expect(result.err.hasPrefix("\(bad):1:33: error: "))
    #expect(runTool(["import", "getevent", "/nonexistent/x.txt"] + galaxy).code == 66)
    let noRange = runTool(["import", "getevent", drag, "--display", "480x800", "--density", "240"])
    #expect(noRange.code == 65)
    #expect(noRange.err.contains("--raw-range"))
  }

  @Test func usageErrors() {
    #expect(runTool(["import", "geteven", drag]).err.contains("Did you mean 'getevent'?"))
    #expect(runTool(["import", "getevent", drag, "--rotate", "45"]).code == 64)
    #expect(runTool(["import", "getevent", drag, "--raw-range", "10x10", "--ranges", drag]).code == 64)
    #expect(runTool(["import", "getevent", drag, "--display", "axb"]).code == 64)
  }

  /// `--viewport` and `--scale` go to the trace's metadata: a value out of the range
  /// a run accepts (the trace reader's limits, docs/trace-format.md) is refused by the
  /// screen's rule before the recording is read, rather than written to a trace that
  /// cannot be run.
  @Test func theScreenValuesAreCheckedByTheScreensRule() {
    let viewport = runTool(["import", "web", drag, "--viewport", "200000x844"])
    #expect(viewport.code == 64)
    #expect(viewport.err.hasPrefix(
      "Error: The value '200000x844' is invalid for '--viewport <WxH>': the viewport must be between 1x1 and 100000x100000 points, got 200000.0x844.0\n"))
    let scale = runTool(["import", "web", packageRoot + "/traces/no-such-recording.json", "--scale", "0"])
    #expect(scale.code == 64)
    #expect(scale.err.hasPrefix(
      "Error: The value '0' is invalid for '--scale <n>': the scale must be between 0.5 and 10 pixels per point, got 0.0\n"))
    #expect(runTool(["import", "web", drag, "--viewport", "abc"]).err.hasPrefix(
      "Error: The value 'abc' is invalid for '--viewport <WxH>': expected a size in points such as 390x844\n"))
  }

  @Test func rangesFileHoldsGeteventPlOutput() throws {
    let ranges = try temporaryFile(
      """
      add device 1: /dev/input/event1
        name:     "mxt224_ts_input"
        events:
          ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1023, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_Y     : value 0, min 0, max 1023, fuzz 0, flat 0, resolution 0

      """, name: "ranges.txt")
    let viaFile = runTool(["import", "getevent", drag, "--ranges", ranges, "--display", "480x800", "--density", "240"])
    let viaFlag = runTool(["import", "getevent", drag] + galaxy)
    #expect(viaFile.code == 0)
    // The same rows (the metadata differs only in the command).
    #expect(viaFile.out.split(separator: "\n").filter { !$0.hasPrefix("#") } == viaFlag.out.split(separator: "\n").filter { !$0.hasPrefix("#") })
  }

  @Test func warningsGoToStandardErrorAndStrictMakesThemErrors() throws {
    let open = try temporaryFile("[ 1.0] 0003 0039 00000001\n[ 1.0] 0003 0035 00000001\n[ 1.0] 0003 0036 00000001\n[ 1.0] 0000 0000 00000000\n", name: "open.txt")
    let lenient = runTool(["import", "getevent", open] + galaxy)
    #expect(lenient.code == 0)
    #expect(lenient.err.contains("warning: finger 0 is still down"))
    let strict = runTool(["import", "getevent", open, "--strict"] + galaxy)
    #expect(strict.code == 65)
    #expect(strict.err.contains("made an error by --strict"))
  }

  @Test func recorderPageIsSelfContained() {
    let result = runTool(["recorder"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("<!DOCTYPE html>"))
    #expect(result.out.contains("getCoalescedEvents"))
    #expect(result.out.contains("default-src 'none'"))
    // Nothing is loaded from elsewhere.
    for marker in ["http://", "https://", "src=\"", "href=\"http", "@import", "fetch(", "XMLHttpRequest"] {
      #expect(!result.out.contains(marker), "the page contains \(marker)")
    }
  }

  /// Issue 17's done-means check: a real getevent -lt recording of a fling (henrydeng/MonkeyHelper's
  /// phone-single-drag.txt, a Galaxy S, traces/README.md), imported with the ranges given, replays
  /// through the side menu, and its release velocity is within 5 % of the velocity computed by hand
  /// from its last samples.
  ///
  /// Hand computation. Points = raw · 480 / 1024 / 1.5 = raw · 0.3125 (x). The last four frames
  /// (SYN_REPORT times) and raw x: 1412.076484 0x3ab = 939, 1412.091345 0x3d2 = 978,
  /// 1412.106183 0x3f4 = 1012, 1412.122013 0x3fb = 1019; the lift's empty frame follows at
  /// 1412.162500. The scroll view's release velocity is Flutter's iOS fling tracker over the last
  /// four samples (docs/velocity.md §2): pairwise
  ///   v1 = (978 − 939) · 0.3125 / 0.014861 = 12.1875 / 0.014861 = 820.1 pt/s,
  ///   v2 = (1012 − 978) · 0.3125 / 0.014838 = 10.625 / 0.014838 = 716.1 pt/s,
  ///   v3 = (1019 − 1012) · 0.3125 / 0.015830 = 2.1875 / 0.015830 = 138.2 pt/s,
  /// weighted 0.6 · v1 + 0.35 · v2 + 0.05 · v3 = 492.1 + 250.6 + 6.9 = 749.6 pt/s.
  ///
  /// In raw units the same sum is 0.6 · 39 / 0.014861 + 0.35 · 34 / 0.014838 + 0.05 · 7 / 0.015830
  /// = 1574.6 + 802.0 + 22.1 = 2398.7 raw/s, and a range of W raw units gives 2398.7 · 480 / W / 1.5
  /// pt/s: the check is made for the Galaxy S's range and for another (W = 1536), so it does not
  /// rest on the range.
  @Test func realFlingReplaysThroughTheSideMenuWithTheHandComputedVelocity() throws {
    // One command, from the phone's log to the replay.
    let run = runTool(["run", drag, "--scene", "side-menu"] + galaxy)
    #expect(run.code == 0)
    #expect(run.err.isEmpty)
    let velocity = try #require(Self.releaseVelocity(run.out))
    #expect(abs(velocity - 749.6) / 749.6 < 0.05, "release velocity \(velocity) pt/s")
    let wider = runTool(["run", drag, "--scene", "side-menu", "--raw-range", "1536x1536", "--display", "480x800", "--density", "240"])
    let widerVelocity = try #require(Self.releaseVelocity(wider.out))
    let widerHand = 2398.7 * 480 / 1536 / 1.5
    #expect(abs(widerVelocity - widerHand) / widerHand < 0.05, "release velocity \(widerVelocity) pt/s, by hand \(widerHand)")
    // The flick opens the menu (offset 0 at rest).
    #expect(run.out.contains("showingMenu      true"))
    // The header names the detected format.
    #expect(run.out.contains("trace      \(drag) (getevent recording, detected)\n"))
    // Converting first and replaying the trace gives the same replay (but for the header).
    let imported = runTool(["import", "getevent", drag] + galaxy)
    #expect(imported.code == 0)
    let trace = try temporaryFile(imported.out, name: "fling.csv")
    let twoSteps = runTool(["run", "--scene", "side-menu", trace])
    #expect(twoSteps.out.replacingOccurrences(of: trace, with: "X") == run.out.replacingOccurrences(of: "\(drag) (getevent recording, detected)", with: "X"))
  }

  /// Split frames (docs/recording.md): the Galaxy S two-finger drag (henrydeng/MonkeyHelper's
  /// phone-two-finger-drag.txt, traces/README.md) reports each finger in its own SYN_REPORT frame,
  /// the second 0.57 ms after the first, about every 17 ms. Replayed as they are, the centroid moves
  /// half a frame's distance in 0.57 ms and the scroll view released at 2099 pt/s. Merged (one
  /// event per digitizer frame, at the later report's time), the release is the fingers' speed.
  ///
  /// Hand computation. Points = raw · 480 / 1024 / 1.5 = raw · 0.3125 (x). Raw x of the last
  /// frames, finger 0 (lower) and finger 1 (upper), each pair merged at the later report's time:
  ///   1808.317538: finger 1 979 (0x3d3, reported at .316960), finger 0 941 (0x3ad) → centroid 960
  ///   1808.334754: finger 1 998 (0x3e6), finger 0 969 (0x3c9) → centroid 983.5
  ///   1808.352121: finger 1 1014 (0x3f6), finger 0 990 (0x3de) → centroid 1002
  ///   1808.368692: finger 1 1014 (still: it stopped 3 pt from the screen's right edge), finger 0
  ///                1009 (0x3f1) → centroid 1011.5
  /// then both lift 87 ms later. Centroid speeds:
  ///   s1 = 23.5 · 0.3125 / 0.017216 = 426.6 pt/s, s2 = 18.5 · 0.3125 / 0.017367 = 332.9 pt/s,
  ///   s3 = 9.5 · 0.3125 / 0.016571 = 179.2 pt/s,
  /// and the scroll view's release (docs/velocity.md §2: 0.6 · s1 + 0.35 · s2 + 0.05 · s3)
  /// = 256.0 + 116.5 + 9.0 = 381.4 pt/s. (Finger 0 alone moved 68 raw = 21.25 pt in the last
  /// 51.2 ms, 415 pt/s; finger 1 had stopped.) The release must be within 10 % of 381.4 pt/s.
  @Test func splitFramesOfTheGalaxySTwoFingerDragAreMergedIntoOneEvent() throws {
    let twoFinger = packageRoot + "/traces/recordings/phone-two-finger-drag.txt"
    let run = runTool(["run", twoFinger, "--scene", "side-menu"] + galaxy)
    #expect(run.code == 0)
    #expect(run.err.isEmpty, "\(run.err)")
    let velocity = try #require(Self.releaseVelocity(run.out))
    #expect(abs(velocity - 381.4) / 381.4 < 0.1, "release velocity \(velocity) pt/s")
    // Each pair of reports is one event: both fingers move at the same time.
    let imported = runTool(["import", "getevent", twoFinger] + galaxy)
    var reader = try TraceReader(text: imported.out, path: "two-finger.csv")
    let events = try reader.readAll()
    let both = try #require(events.first { $0.time == 1808.352121 })
    #expect(Set(both.touches.map(\.id)) == [0, 1])
    #expect(!events.contains { abs($0.time - 1808.351547) < 1e-9 })
    // The two lifts, 0.58 ms apart, are one event too.
    #expect(events.last?.touches.map(\.phase) == [.ended, .ended])
    // The refresh rate comes from the merged events: about 17 ms apart, 60 Hz.
    #expect(reader.metadata.refresh == 60)
  }

  /// An import option works with every scene: `--scale`, the importer's own alternative to
  /// `--density`, was refused with `--scene gestures` ("the gestures scene has no screen").
  @Test func everyImportOptionWorksWithEveryScene() throws {
    let withScale = ["--raw-range", "1024x1024", "--display", "480x800", "--scale", "1.5"]
    for scene in SceneSetup.scenes {
      let result = runTool(["run", drag, "--scene", scene.name, "--format", "json"] + withScale)
      #expect(result.code == 0, "\(scene.name): \(result.err)")
      let viewport = runTool(["run", drag, "--scene", scene.name, "--format", "json", "--viewport", "320x533"] + galaxy)
      #expect(viewport.code == 0, "\(scene.name): \(viewport.err)")
    }
    // --scale 1.5 is --density 240: the same replay.
    #expect(runTool(["run", drag, "--scene", "gestures"] + withScale).out == runTool(["run", drag, "--scene", "gestures"] + galaxy).out)
  }

  /// A warning about the converted trace (here the reader's warning about a gap of more than 5 s
  /// while a finger is down) names the recording's line, not the line of the trace converted on
  /// the fly: the finger rests 10 s, and the frame after the rest ends on line 6 of the recording
  /// (in the converted trace its row comes after a dozen metadata lines).
  @Test func warningsCarryTheRecordingsLine() throws {
    let text = """
      [    1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
      [    1.000000] EV_ABS       ABS_MT_POSITION_X    00000100
      [    1.000000] EV_ABS       ABS_MT_POSITION_Y    00000100
      [    1.000000] EV_SYN       SYN_REPORT           00000000
      [   11.000000] EV_ABS       ABS_MT_POSITION_X    00000101
      [   11.000000] EV_SYN       SYN_REPORT           00000000
      [   11.080000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      [   11.080000] EV_SYN       SYN_REPORT           00000000

      """
    let file = try temporaryFile(text, name: "gap.txt")
    let run = runTool(["run", file, "--scene", "gestures", "--raw-range", "1080x2400", "--display", "1080x2400", "--scale", "3"])
    #expect(run.code == 0)
    let warning = try #require(run.err.split(separator: "\n").first { $0.contains("warning") && $0.contains("gap") }, "\(run.err)")
    #expect(warning.hasPrefix("\(file):6:1: warning: "), "\(run.err)")
  }

  /// A recording without touches is said once, at the recording's line: the reader's "the
  /// trace has a header but no rows" named line 10 of a one-line file (the converted trace's
  /// header, after its metadata).
  @Test func aRecordingWithoutTouchesIsOneWarningAtItsOwnLine() throws {
    let file = try temporaryFile("[    1.000000] EV_SYN       SYN_REPORT           00000000\n", name: "syn.txt")
    let run = runTool(["run", file] + galaxy)
    #expect(run.code == 0)
    #expect(run.err == "\(file):1:1: warning: the recording has no touches\n", "\(run.err)")
    // A plain trace without rows still gets the reader's warning.
    let trace = try temporaryFile("t,id,phase,x,y\n", name: "empty.csv")
    #expect(runTool(["run", trace]).err.contains("the trace has a header but no rows"))
  }

  @Test func runReadsEveryFormatAndTakesTheImportOptions() throws {
    // Explicit format; the header says so.
    let explicit = runTool(["run", drag, "--input-format", "getevent", "--scene", "gestures"] + galaxy)
    #expect(explicit.code == 0)
    #expect(explicit.out.contains("(getevent recording, --input-format)"))
    // A missing range is the import's error, naming the recording's line and the flags.
    let noRange = runTool(["run", drag, "--display", "480x800", "--density", "240"])
    #expect(noRange.code == 65)
    #expect(noRange.err.hasPrefix("\(drag):7:1: error: the raw range of ABS_MT_POSITION_X and ABS_MT_POSITION_Y is unknown"))
    // A bad line in the recording: its own file:line:column.
    let bad = try temporaryFile("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_X 00zz\n", name: "bad.txt")
    let failed = runTool(["run", bad] + galaxy)
    #expect(failed.code == 65)
    #expect(failed.err == "\(bad):2:33: error: expected a value: 8 hexadecimal digits (two's complement), or DOWN or UP, found '00zz'\n")
    // Flutter's Dart source through the gestures scene: two strokes, two pans.
    let flutter = runTool(["run", packageRoot + "/traces/recordings/flutter-velocity-tracker-data-excerpt.dart", "--scene", "gestures", "--format", "json"])
    #expect(flutter.code == 0)
    #expect(flutter.out.components(separatedBy: #""kind":"pan","state":"began""#).count == 3)
    // A trace is still a trace, and --input-format trace reads it without detection.
    let fastswipe = packageRoot + "/traces/fastswipe.csv"
    #expect(runTool(["run", fastswipe]).out == runTool(["run", fastswipe, "--input-format", "trace"]).out)
    #expect(!runTool(["run", fastswipe]).out.contains("recording"))
  }

  /// A real two-finger W3C touch recording (keymanapp/keyman's basicMultitouch.json, traces/README.md),
  /// converted by the documented adapter (`KeymanRecording`), imported and replayed.
  ///
  /// By hand from the file: finger 0 has 46 samples from t = 6679 ms at (46, 66) to 9732 ms at
  /// (29, 23), ended; finger 1 has 37 from 7871 ms at (172, 95) to 8731 ms at (183, −26), cancelled,
  /// so it touches while finger 0 is down. No sample repeats its finger's previous position, so
  /// every sample is one row: 83. Through the gestures scene: finger 0 moves up 7, 8, 9, then 10 pt
  /// (y 59, 58, 57, 56) at 6935, 6949, 6983 and 7016 ms, so the pan begins at 7.016 s, when its
  /// translation reaches 10 pt on an axis (UIKit's hysteresis, docs/gestures.md); UIKit cancels a
  /// recognizer when one of its touches is cancelled, so it ends, cancelled, at finger 1's
  /// touchcancel, 8.731 s, having seen 2 fingers.
  @Test func realKeymanTwoFingerWebRecordingImportsAndReplays() throws {
    let original = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/traces/recordings/keyman-basic-multitouch.json"))
    let web = try temporaryFile(try KeymanRecording.webJSON(original), name: "keyman-web.json")
    let imported = runTool(["import", "web", web])
    #expect(imported.code == 0)
    #expect(imported.err.isEmpty)
    var reader = try TraceReader(text: imported.out, path: "imported.csv")
    let events = try reader.readAll()
    let touches = events.flatMap { event in event.touches.map { (event.time, $0) } }
    #expect(touches.count == 83)
    let first = touches.filter { $0.1.id == 0 }
    let second = touches.filter { $0.1.id == 1 }
    #expect(first.count == 46 && second.count == 37)
    func describe(_ sample: (Double, Touch)?) -> String {
      sample.map { "\($0.0) \($0.1.phase) \($0.1.location.x) \($0.1.location.y)" } ?? "none"
    }
    #expect(describe(first.first) == "6.679 began 46.0 66.0")
    #expect(describe(first.last) == "9.732 ended 29.0 23.0")
    #expect(describe(second.first) == "7.871 began 172.0 95.0")
    #expect(describe(second.last) == "8.731 cancelled 183.0 -26.0")
    let run = runTool(["run", web, "--scene", "gestures"])
    #expect(run.code == 0)
    #expect(run.out.contains("fingers     at most 2 down at once"))
    // The pan begins at 7.016 s and is cancelled with the second stroke at 8.731 s.
    let pan = run.out.split(separator: "\n").filter { $0.contains(" pan ") && !$0.contains(" view: ") }
    #expect(pan.first?.hasPrefix("  7.016 s ") == true && pan.first?.contains(" began ") == true)
    #expect(pan.last?.hasPrefix("  8.731 s ") == true && pan.last?.contains(" cancelled ") == true)
  }

  /// The x of "pan ended … velocity (x, y) pt/s" in a side-menu table.
  static func releaseVelocity(_ table: String) -> Double? {
    guard let line = table.split(separator: "\n").first(where: { $0.contains("pan ended") }),
      let range = line.range(of: "velocity (")
    else { return nil }
    return Double(line[range.upperBound...].prefix { $0 != "," })
  }
}
