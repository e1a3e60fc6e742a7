import Foundation
@testable import gesture_sim
import Gestures
import Testing

/// The recorder page's script, run in Node.js with a minimal stand-in for the
/// browser's DOM (skipped with a message when `node` is not installed).
@Suite struct RecorderPageTests {
  /// The page's inline script, with stubs for what it touches: the pad's listeners are collected
  /// so that the test can send it pointer events.
  static func harness(driving body: String) -> String {
    let html = RecorderPage.html
    let script = html.components(separatedBy: "<script>")[1].components(separatedBy: "</script>")[0]
    return """
      const handlers = {};
      const context = new Proxy({}, { get: () => () => {} });
      function element() {
        return { addEventListener: (type, f) => { handlers[type] = handlers[type] || f; }, setPointerCapture() {},
                 getContext: () => context, appendChild() {}, remove() {}, click() {}, textContent: "" };
      }
      globalThis.document = { getElementById: () => element(), createElement: () => element(), body: element() };
      globalThis.window = { innerWidth: 390, innerHeight: 844, devicePixelRatio: 3, addEventListener() {} };
      globalThis.navigator = { userAgent: "node" };
      globalThis.requestAnimationFrame = () => {};
      \(script)
      function pointer(type, id, t, x, y, coalesced) {
        const event = { type, pointerId: id, pointerType: "touch", buttons: 1, timeStamp: t, clientX: x, clientY: y,
                        pressure: 0.5, width: 10 };
        event.getCoalescedEvents = () => (coalesced || []).concat([event]);
        handlers[type](event);
      }
      \(body)
      process.stdout.write(window.gestureSimCSV());
      """
  }

  static var node: String? {
    ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Two fingers 100 pt apart move right together at 300 pt/s, sampled at 120 Hz: the browser
  /// sends one `pointermove` per finger with the same `timeStamp`, each with a coalesced sample
  /// half a frame earlier. The page used to move every row that was not later than the last by
  /// 1 µs, so finger 1's samples came 1–2 µs after finger 0's as events of their own, and the
  /// centroid moved half a frame's distance (1.25 pt) in 2 µs: 2.7 M pt/s at the release. Now both
  /// fingers' samples of a frame are one event, and the two-finger pan releases at the fingers'
  /// speed. By hand: 300 pt/s · 1/120 s = 2.5 pt per frame for each finger, so the centroid moves
  /// 2.5 pt every 8.333 ms, 300 pt/s, and the release (a blend of equal speeds) is 300 pt/s.
  @Test func bothFingersOfAFrameAreOneEvent() throws {
    guard let node = Self.node else {
      print("RecorderPageTests: SKIPPED: Node.js is not installed")
      return
    }
    let body = """
      const frame = 1000 / 120;
      pointer("pointerdown", 7, 1000, 100, 400);
      pointer("pointerdown", 8, 1000, 100, 500);
      for (let k = 1; k <= 24; k += 1) {
        const t = 1000 + k * frame;
        for (const [id, y] of [[7, 400], [8, 500]]) {
          const half = { timeStamp: t - frame / 2, clientX: 100 + 300 * (k - 0.5) / 120, clientY: y, pressure: 0.5, width: 10 };
          pointer("pointermove", id, t, 100 + 300 * k / 120, y, [half]);
        }
      }
      pointer("pointerup", 7, 1000 + 25 * frame, 100 + 300 * 24 / 120, 400);
      pointer("pointerup", 8, 1000 + 25 * frame, 100 + 300 * 24 / 120, 500);
      """
    let script = try temporaryFile(Self.harness(driving: body), name: "recorder-harness.js")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [script]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let csv = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let trace = try temporaryFile(csv, name: "recorder.csv")
    var reader = try TraceReader(text: csv, path: "recorder.csv")
    let events = try reader.readAll()
    // Every main sample of a frame has both fingers: the touch-down, 24 moves and the lift.
    let main = events.filter { $0.touches.contains { !$0.isCoalesced } }
    #expect(main.count == 26)
    #expect(main.allSatisfy { Set($0.touches.map(\.id)) == [0, 1] })
    let run = runTool(["run", trace, "--scene", "gestures", "--format", "json"])
    #expect(run.code == 0)
    // The pan's release: its `ended` record's velocity (x, in pt/s).
    let ended = try #require(run.out.range(of: #""recognizer":"pan","kind":"pan","state":"ended""#))
    let range = try #require(run.out[ended.upperBound...].range(of: #""velocity":["#))
    let velocity = try #require(Double(run.out[range.upperBound...].prefix { $0 != "," }))
    #expect(abs(velocity - 300) / 300 < 0.1, "release velocity \(velocity) pt/s\n\(run.out)")
  }
}
