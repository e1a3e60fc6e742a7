import Foundation
@testable import gesture_sim
import Testing

/// The package root, derived from this file's path (…/Tests/gesture-simTests/Commands/RunCommandTests.swift).
let packageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)
  return parts.joined(separator: "/")
}()

/// Writes `text` to a fresh temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "trace.csv") throws -> String {
  let directory = NSTemporaryDirectory() + "gesture-sim-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let path = directory + "/" + name
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

@Suite struct RunCommandTests {
  let fastswipe = packageRoot + "/traces/fastswipe.csv"

  @Test func aTraceAsFirstArgumentRunsTheSideMenuScene() {
    let direct = runTool([fastswipe])
    let viaRun = runTool(["run", fastswipe])
    #expect(direct.code == 0)
    #expect(direct.out == viaRun.out)
    #expect(direct.out.hasPrefix("side-menu  variant fixed  viewport 390x844  scale 3  refresh 120 Hz\n"))
    // The flick opens the menu from its launch state (issue 4): at rest at offset 0.
    #expect(direct.out.contains("final state (at rest)\n  contentOffsetX   0.000 pt\n  showingMenu      true\n"))
  }

  @Test func outputIsByteIdenticalAcrossRuns() {
    for format in ["table", "json", "jsonl", "csv"] {
      #expect(runTool(["run", "--format", format, fastswipe]).out == runTool(["run", "--format", format, fastswipe]).out)
    }
  }

  @Test func jsonFollowsTheDocumentedShape() throws {
    let result = runTool(["run", "--format", "json", fastswipe])
    #expect(result.code == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(object["scene"] as? String == "side-menu")
    #expect(object["variant"] as? String == "fixed")
    let final = try #require(object["final"] as? [String: Any])
    for key in ["contentOffsetX", "showingMenu", "pagingEnabled", "isDragging", "isDecelerating", "menuFraction", "menuAlpha", "hamburgerAngleDegrees"] {
      #expect(final[key] != nil, "final.\(key) missing")
    }
    // Menu fully shown: offset 0, fraction 1, alpha 1, hamburger rotated by π/2 = 90°
    // (angles are printed in degrees, in fields named …Degrees).
    #expect(final["contentOffsetX"] as? Double == 0)
    #expect(final["menuFraction"] as? Double == 1)
    #expect(final["hamburgerAngleDegrees"] as? Double == 90)
    #expect(final["hamburgerAngle"] == nil)
    let callbacks = try #require(object["callbacks"] as? [String: Int])
    // One drag that ends with a settle: UIKit's sequence has one of each of these.
    #expect(callbacks["scrollViewWillBeginDragging"] == 1)
    #expect(callbacks["scrollViewWillEndDragging"] == 1)
    #expect(callbacks["scrollViewDidEndDecelerating"] == 1)
    #expect(callbacks["scrollViewDidEndScrollingAnimation"] == 0)
    let trace = try #require(object["trace"] as? [String: Any])
    #expect(trace["touches"] as? Int == 1 && trace["maxFingersDown"] as? Int == 1)
  }

  @Test func jsonlHasOneObjectPerLineInTimeOrder() throws {
    let result = runTool(["run", "--format", "jsonl", "--refresh", "60", fastswipe])
    #expect(result.code == 0)
    var previous = -Double.infinity
    var types: Set<String> = []
    var frames: [Double] = []
    for line in result.out.split(separator: "\n") {
      let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let t = try #require(object["t"] as? Double)
      #expect(t >= previous)
      previous = t
      let type = try #require(object["type"] as? String)
      types.insert(type)
      if type == "frame" {
        frames.append(t)
        let quad = try #require(object["menuQuad"] as? [[Double]])
        #expect(quad.count == 4 && quad.allSatisfy { $0.count == 2 })
      }
    }
    #expect(types == ["frame", "callback", "gesture", "action"])
    // --refresh 60 overrides the trace's "# refresh: 120": frames 1/60 s apart on the grid from
    // the launch (the first event, 0.1 s), each at its grid time or, when it shows an event that
    // came up to 1 µs after that time, at the event's time; printed to the microsecond, so a
    // printed time is within 1 µs (plus the half microsecond of rounding) of its grid time.
    let launch = try #require(frames.first)
    var indices: [Int] = []
    for t in frames {
      let k = ((t - launch) * 60).rounded()
      let grid = launch + k / 60
      #expect(abs(t - grid) <= 1.5e-6, "frame at \(t), grid time \(grid)")
      #expect((t * 1e6).rounded() / 1e6 == t, "frame time \(t) is not whole microseconds")
      indices.append(Int(k))
    }
    for (a, b) in zip(indices, indices.dropFirst()) { #expect(b == a + 1) }
  }

  @Test func csvHasOneRowPerFrame() {
    let csv = runTool(["run", "--format", "csv", fastswipe]).out
    let jsonl = runTool(["run", "--format", "jsonl", fastswipe]).out
    let lines = csv.split(separator: "\n")
    #expect(lines.first?.hasPrefix("t,contentOffsetX,showingMenu,pagingEnabled,") == true)
    let frameCount = jsonl.split(separator: "\n").filter { $0.contains("\"type\":\"frame\"") }.count
    #expect(lines.count - 1 == frameCount)
    #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",").count == 17 })
  }

  @Test func outputOptionWritesTheFile() throws {
    let path = try temporaryFile("", name: "out.json")
    let result = runTool(["run", "--format", "json", "-o", path, fastswipe])
    #expect(result.code == 0)
    #expect(result.out.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == runTool(["run", "--format", "json", fastswipe]).out)
  }

  @Test func badDataExits65WithPathLineAndColumn() throws {
    let path = try temporaryFile("t,id,phase,x,y\n0,0,began,10,10\n0.1,0,moved,abc,10\n")
    let result = runTool(["run", path])
    #expect(result.code == 65)
    // Line 3, column 13: "0.1,0,moved," is 12 characters, so x starts at column 13.
    #expect(result.err.hasPrefix("\(path):3:13: error: "))
    #expect(result.err.contains("'abc'"))
  }

  @Test func aMissingFileExits66() {
    let result = runTool(["run", "/nonexistent/trace.csv"])
    #expect(result.code == 66)
    #expect(result.err == "/nonexistent/trace.csv: error: no such file\n")
  }

  @Test func warningsGoToStandardErrorAndStrictMakesThemErrors() throws {
    // A finger still down at the end: a warning, and the reader cancels it.
    let path = try temporaryFile("t,id,phase,x,y\n0,0,began,100,400\n0.01,0,moved,101,400\n")
    let lenient = runTool(["run", "--scene", "gestures", path])
    #expect(lenient.code == 0)
    #expect(lenient.err.hasPrefix("\(path):"))
    #expect(lenient.err.contains(": warning: "))
    let strict = runTool(["run", "--strict", "--scene", "gestures", path])
    #expect(strict.code == 65)
    #expect(strict.err.contains(": error: "))
  }

  @Test func badViewportIsAUsageError() {
    let result = runTool(["run", "--viewport", "wide", fastswipe])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: The value 'wide' is invalid for '--viewport <WxH>'"))
    #expect(result.err.contains("\nHelp:  --viewport <WxH>"))
  }

  @Test func gesturesSceneSummarizesTheTrace() throws {
    let result = runTool(["run", "--scene", "gestures", "--format", "json", packageRoot + "/traces/doubletap.csv"])
    #expect(result.code == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let records = try #require(object["records"] as? [[String: Any]])
    // Two taps, each recognized at its lift by the single tap recognizer (alone).
    let taps = records.filter { $0["kind"] as? String == "tap" && $0["state"] as? String == "recognized" }
    #expect(taps.map { $0["t"] as? Double } == [1000.08, 1000.31])
    #expect(object["recognizers"] as? [String] == ["tap", "pan", "long-press", "swipe", "screen-edge-pan", "pinch", "rotation"])
  }
}
