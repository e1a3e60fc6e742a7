import Gestures
import Testing

/// The screen file's rows of docs/robustness.md's hostile-input table that the JSON parser's
/// own tests (LocatedJSONParserTests) do not cover: a file far beyond the size limit, read
/// through a `ByteSource` as the command line reads a file, and the hostile inputs inside a
/// real screen file (their place is the file's, not a fragment's).
@Suite struct ScreenFileHostileInputTests {
  /// 100 MB of a repeated byte, made as it is read (no 100 MB array), counting what was read.
  struct GeneratedSource: ByteSource {
    let total: Int
    let byte: UInt8
    var served = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
      let count = min(buffer.count, total - served)
      UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]).initializeMemory(as: UInt8.self, repeating: byte)
      served += count
      return count
    }
  }

  /// A source that counts what the reader took, kept outside the reader's copy.
  final class Counter: @unchecked Sendable { var served = 0 }
  struct CountingSource: ByteSource {
    var inner: GeneratedSource
    let counter: Counter

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
      let count = inner.read(into: buffer)
      counter.served += count
      return count
    }
  }

  func error(_ source: some ByteSource) -> String {
    do {
      _ = try Screen.read(from: source, path: "big.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func aHundredMegabyteFileStopsAtTheSizeLimit() {
    // 100 MB of spaces (valid JSON whitespace) and 100 MB of '[': both refused at the first
    // byte beyond 16 MiB (16,777,216 bytes: column 16,777,217 of line 1), having read at most
    // one 64 KiB chunk more.
    for byte in [UInt8(ascii: " "), UInt8(ascii: "[")] {
      let counter = Counter()
      let source = CountingSource(inner: GeneratedSource(total: 100_000_000, byte: byte), counter: counter)
      #expect(error(source) == "big.json:1:16777217: error: the screen file (bytes) is larger than the limit of 16777216")
      #expect(counter.served <= (16 << 20) + (1 << 16))
    }
    // 100 MB of line breaks: the place counts lines.
    #expect(error(GeneratedSource(total: 100_000_000, byte: 0x0A)) == "big.json:16777217:1: error: the screen file (bytes) is larger than the limit of 16777216")
    // Exactly the limit is read (and is whitespace only, so not a screen).
    #expect(error(GeneratedSource(total: 16 << 20, byte: UInt8(ascii: " "))) == "big.json:1:16777217: error: expected a JSON object such as {\"views\": […]}, found the end of the file")
  }

  /// A read that fails is `readFailed` at the place reached (the command line's exit 66).
  @Test func aFailingReadIsAnErrorAtThePlaceReached() {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "Input/output error" }
    }
    struct FailingSource: ByteSource {
      var served = false
      mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !served else { throw Broken() }
        served = true
        let text: [UInt8] = Array("{\n  \"vi".utf8)
        for (i, byte) in text.enumerated() { buffer[i] = byte }
        return text.count
      }
    }
    // Served: `{`, a line break, two spaces and `"vi`: the read failed at line 2, column 6.
    #expect(error(FailingSource()) == "big.json:2:6: error: could not read the screen file: Input/output error")
  }

  /// A chain of 200,000 recognizers, each requiring the next to fail (11 MB, under the size
  /// limit): the cycle search walks it without recursion (a recursive walk overflowed the
  /// stack), and the same chain closed into a cycle is reported with its ids cut short.
  @Test func aLongRequireToFailChainDoesNotExhaustTheStack() {
    func chain(_ count: Int, closed: Bool) -> [UInt8] {
      var text = "{\"views\": [{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [\n"
      for i in 0..<count {
        let next = i + 1 < count ? "r\(i + 1)" : (closed ? "r0" : "")
        text += "{\"id\": \"r\(i)\", \"kind\": \"tap\"" + (next.isEmpty ? "}" : ", \"require-to-fail\": [\"\(next)\"]}") + (i + 1 < count ? ",\n" : "\n")
      }
      return Array((text + "]}]}").utf8)
    }
    let open = chain(200_000, closed: false)
    #expect(open.count < 16 << 20)
    #expect(throws: Never.self) { try Screen(json: open, path: "s.json") }
    do {
      _ = try Screen(json: chain(200_000, closed: true), path: "s.json")
      Issue.record("a cycle of 200000 recognizers was read")
    } catch {
      // The reference that closes the cycle: r0's ["r1"] on line 2 (the first recognizer's line).
      #expect(error.description == "s.json:2:49: error: 'require-to-fail' makes a cycle of 200000 recognizers: 'r0' → 'r1' → 'r2' → 'r3' → 'r4' → 'r5' → 'r6' → 'r7' → … → 'r199999' → 'r0'; a recognizer cannot wait for its own failure")
    }
  }

  @Test func hostileValuesInsideAScreenFile() {
    func message(_ text: String) -> String {
      do {
        _ = try Screen(json: Array(text.utf8), path: "s.json")
        return "no error"
      } catch {
        return error.description
      }
    }
    // A huge number as a frame's width: refused by the parser before the frame's range check.
    #expect(message("{\"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1e999, 1]}]}") == "s.json:1:40: error: expected a number within ±1.7976931348623157e308, found '1e999'")
    // A finite but huge width: the frame's range.
    #expect(message("{\"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1e300, 1]}]}") == "s.json:1:40: error: 'frame' expects numbers within ±10000000 points, found the number 1e+300")
    // A duplicate key in a view: the second "alpha".
    #expect(message("{\"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"alpha\": 1, \"alpha\": 0}]}") == "s.json:1:59: error: duplicate key 'alpha'; it was first given at 1:47")
    // A NUL byte in an id, raw and escaped (JSON allows the escape; an id may not hold it).
    #expect(message("{\"views\": [{\"id\": \"a\u{0}\", \"frame\": [0, 0, 1, 1]}]}") == "s.json:1:21: error: expected a character of a string (control characters must be escaped, such as \\n or \\u0000), found a NUL byte")
    #expect(message("{\"views\": [{\"id\": \"a\\u0000\", \"frame\": [0, 0, 1, 1]}]}") == "s.json:1:19: error: 'id' expects a non-empty string without control characters, such as \"list\", found the string 'a\\u{0}'")
    // Views nested past the parser's depth: each level is a view object and its subviews array.
    var deep = "{\"views\": ["
    for _ in 0..<40 { deep += "{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"subviews\": [" }
    #expect(message(deep).hasSuffix("error: the nesting of arrays and objects is larger than the limit of 64"))
  }
}
