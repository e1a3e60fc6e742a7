@testable import gesture_sim
import Testing

/// The benchmark traces' text, line by line where it matters.
@Suite struct SyntheticTraceTests {
  /// The first `count` lines `trace` renders.
  func lines(_ trace: some TraceRenderer, _ count: Int) -> [String] {
    var trace = trace
    var bytes = [UInt8](repeating: 0, count: 1 << 16)
    let written = bytes.withUnsafeMutableBytes { trace.render(into: $0) }
    let text = String(decoding: bytes[..<written], as: UTF8.self)
    return Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).map(String.init))
  }

  @Test func swipeAndTapCycle() {
    let text = lines(SyntheticTrace(), 37)
    #expect(text[0] == "t,id,phase,x,y")
    // The swipe: began at (100, 400), moves of 12 pt at k/120 s (k·10⁶/120 µs, truncated).
    #expect(text[1] == "0.000000,0,began,100.0,400.0")
    #expect(text[2] == "0.008333,0,moved,112.0,400.0")  // 1·10⁶/120 = 8333.3 µs
    #expect(text[31] == "0.250000,0,moved,460.0,400.0")  // k = 30: 250 000 µs, 100 + 30·12
    #expect(text[32] == "0.258333,0,ended,460.0,400.0")  // 31·10⁶/120 = 258 333.3 µs
    // The tap at (200, 400): 0.4 s and 0.48 s after the swipe's end.
    #expect(text[33] == "0.658333,0,began,200.0,400.0")
    #expect(text[34] == "0.738333,0,ended,200.0,400.0")
    // The next cycle, 1.2 s later, with finger 1.
    #expect(text[35] == "1.200000,1,began,100.0,400.0")
    #expect(text[36] == "1.208333,1,moved,112.0,400.0")
  }

  @Test func timesPastTenSecondsKeepSixDecimals() {
    // Cycle 9 starts at 10.8 s: whole seconds of two digits, the decimals kept.
    let text = lines(SyntheticTrace(), 1 + 34 * 9 + 2)
    #expect(text[1 + 34 * 9] == "10.800000,1,began,100.0,400.0")  // 9 mod 4 = 1
    #expect(text[2 + 34 * 9] == "10.808333,1,moved,112.0,400.0")
  }
}
