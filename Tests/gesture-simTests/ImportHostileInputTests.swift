import Foundation
@testable import gesture_sim
import Testing

/// Hostile inputs for `gesture-sim import` (docs/robustness.md, "Hostile input"): every one ends
/// at once with a file:line:column error and exit 65, or with a warning and exit 0.
@Suite struct ImportHostileInputTests {
  static let formats = ["getevent", "evemu", "flutter", "web", "cdp"]
  /// Every option each format uses, so that no hostile file stops at a missing range
  /// or display (the other formats refuse these options: `importRefusesAnotherFormatsOption`).
  static let options = [
    "getevent": ["--display", "1080x2400", "--density", "420", "--raw-range", "1080x2400"],
    "evemu": ["--display", "1080x2400", "--density", "420", "--raw-range", "1080x2400"],
    "flutter": ["--device-pixel-ratio", "2"],
    "web": [], "cdp": [],
  ]

  func run(_ format: String, _ path: String) -> (code: Int32, out: String, err: String) {
    runTool(["import", format, path] + (Self.options[format] ?? []))
  }

  @Test(arguments: formats) func binaryGarbage(format: String) throws {
    let path = try temporaryFile("", name: "garbage.bin")
    try Data([0x74, 0xFF, 0x00, 0x9C, 0x0A, 0x80]).write(to: URL(fileURLWithPath: path))
    let result = run(format, path)
    #expect(result.code == 65)
    #expect(result.err.hasPrefix("\(path):1:"), "\(result.err)")
  }

  @Test(arguments: formats) func endlessDevicesStopAtOnce(format: String) {
    for device in ["/dev/zero", "/dev/urandom"] {
      let result = run(format, device)
      #expect(result.code == 65, "\(format) \(device): \(result.err)")
      #expect(result.err.hasPrefix("\(device):"), "\(result.err)")
      #expect(result.err.split(separator: "\n").count == 1, "\(format) \(device): \(result.err.prefix(500))")
    }
  }

  @Test(arguments: formats) func anEmptyFileHasNoTouches(format: String) throws {
    let path = try temporaryFile("", name: "empty.txt")
    let result = run(format, path)
    if format == "web" {
      // Not JSON, so the recorder page's CSV: an empty trace is the trace reader's error.
      #expect(result.code == 65)
      #expect(result.err.contains("error: the file is empty"))
      return
    }
    #expect(result.code == 0)
    #expect(result.err.contains("warning: the recording has no touches"))
    #expect(result.out.hasSuffix("t,id,phase,x,y\n"))
  }

  @Test func deeplyNestedJSONIsBounded() throws {
    let path = try temporaryFile(String(repeating: "[", count: 100_000), name: "nested.json")
    let result = run("web", path)
    #expect(result.code == 65)
    #expect(result.err.contains("larger than the limit of 64"))
  }

  @Test func aLongLineStopsAtTheLineLimit() throws {
    // 16 MiB without a line ending (the 100 MB version is scripts/hostile-inputs.py's).
    let path = try temporaryFile("", name: "long.txt")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let chunk = Data(repeating: UInt8(ascii: "1"), count: 1 << 20)
    for _ in 0..<16 { handle.write(chunk) }
    try handle.close()
    let result = run("getevent", path)
    #expect(result.code == 65)
    #expect(result.err == "\(path):1:65537: error: line longer than 65536 bytes\n")
  }

  @Test func hugeTimesCoordinatesAndFingerCounts() throws {
    let time = try temporaryFile(#"[{"type": "touchStart", "timestamp": 1e300, "touchPoints": [{"x": 1, "y": 1}]}]"#, name: "t.json")
    #expect(run("cdp", time).err.contains("beyond ±4000000000.0 seconds"))
    let place = try temporaryFile(#"[{"type": "touchstart", "timeStamp": 1, "changedTouches": [{"identifier": 1, "clientX": 1e300, "clientY": 1}]}]"#, name: "x.json")
    let placed = run("web", place)
    #expect(placed.code == 65)
    #expect(placed.err.contains("beyond ±1000000.0 points"))
    let points = (0..<10_000).map { #"{"x": \#($0), "y": 1, "id": \#($0)}"# }.joined(separator: ",")
    let fingers = try temporaryFile(#"[{"type": "touchStart", "timestamp": 1, "touchPoints": [\#(points)]}]"#, name: "f.json")
    let many = run("cdp", fingers)
    #expect(many.code == 65)
    #expect(many.err.contains("more than 1000 fingers down at once"))
  }

  @Test func slotsBeyondTheFingerLimitAreAnError() throws {
    let path = try temporaryFile("[ 1.0] 0003 002f 7fffffff\n[ 1.0] 0000 0000 00000000\n", name: "slot.txt")
    let result = run("getevent", path)
    #expect(result.code == 65)
    #expect(result.err.contains("invalid ABS_MT_SLOT '2147483647'; expected a slot from 0 to 999"))
  }
}
