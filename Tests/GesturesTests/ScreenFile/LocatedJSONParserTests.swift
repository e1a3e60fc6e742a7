import Gestures
import Testing

/// The screen file's JSON parser: every value and key at its line and column
/// (Unicode scalars, from 1), and every hostile input refused at its place with
/// the exact message (docs/robustness.md, "Hostile input", screen files).
@Suite struct LocatedJSONParserTests {
  func parse(_ text: String) throws(ScreenError) -> LocatedJSON {
    try LocatedJSONParser.parse(Array(text.utf8), path: "s.json")
  }

  /// The error `bytes` give, as the command line prints it.
  func message(_ bytes: [UInt8]) -> String {
    do {
      let value = try LocatedJSONParser.parse(bytes, path: "s.json")
      return "no error: \(value.summary)"
    } catch {
      return error.description
    }
  }

  func message(_ text: String) -> String { message(Array(text.utf8)) }

  // MARK: Values and places

  @Test func valuesAndKeysKnowWhereTheyStart() throws {
    // Columns by hand: line 1 `{`; line 2: two spaces, "a" at 3, 1.5 at 8;
    // line 3: "é" at 3 (é is one scalar, two bytes), `[` at 8, true at 9, null at 15,
    // "x\n" at 21; line 4 `}`.
    let value = try parse("{\n  \"a\": 1.5,\n  \"é\": [true, null, \"x\\n\"]\n}")
    guard case .object(let members) = value.value else {
      Issue.record("not an object")
      return
    }
    #expect(value.line == 1 && value.column == 1)
    #expect(members.map(\.key) == ["a", "é"])
    #expect(members.map { [$0.line, $0.column] } == [[2, 3], [3, 3]])
    #expect(members[0].value == LocatedJSON(.number(1.5), line: 2, column: 8))
    let list = members[1].value
    #expect(list.line == 3 && list.column == 8)
    guard case .array(let items) = list.value else {
      Issue.record("not an array")
      return
    }
    #expect(items == [
      LocatedJSON(.bool(true), line: 3, column: 9), LocatedJSON(.null, line: 3, column: 15),
      LocatedJSON(.string("x\n"), line: 3, column: 21),
    ])
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    // U+1F600 is the pair D83D DE00; \u00e9 is é; \/ is /.
    #expect(try parse("\"\\uD83D\\uDE00 \\u00e9 \\/ \\\" \\t\"").value == .string("\u{1F600} é / \" \t"))
    #expect(try parse("\u{FEFF} [ -0.5e1 ]").value == .array([LocatedJSON(.number(-5), line: 1, column: 4)]))
  }

  // MARK: Refusals

  @Test func duplicateKeysNameTheFirst() {
    #expect(message("{\"id\": 1,\n \"id\": 2}") == "s.json:2:2: error: duplicate key 'id'; it was first given at 1:2")
    // Keys compare after decoding: "\u0061" is "a".
    #expect(message("{\"a\":1,\"\\u0061\":2}") == "s.json:1:8: error: duplicate key 'a'; it was first given at 1:2")
    // The same key in two different objects is fine.
    #expect(message("[{\"a\":1},{\"a\":2}]") == "no error: an array")
  }

  @Test func deepNestingStopsAtTheLimit() {
    // The document is depth 1, so the 65th bracket (column 65) is one too many.
    let limit = LocatedJSONParser.depthLimit
    #expect(limit == 64)
    #expect(message(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == "no error: an array")
    let expected = "s.json:1:65: error: the nesting of arrays and objects is larger than the limit of 64"
    #expect(message(String(repeating: "[", count: 65)) == expected)
    #expect(message(String(repeating: "[", count: 100_000)) == expected)
    #expect(message(String(repeating: "{\"a\":", count: 100_000)) == "s.json:1:321: error: the nesting of arrays and objects is larger than the limit of 64")
  }

  @Test func hugeNumbersAreRefused() {
    #expect(message("{\"a\": 1e400}") == "s.json:1:7: error: expected a number within ±1.7976931348623157e308, found '1e400'")
    #expect(message("[-1.8e308]") == "s.json:1:2: error: expected a number within ±1.7976931348623157e308, found '-1.8e308'")
    // 10^400 written out: longer than 64 characters.
    #expect(message("[1" + String(repeating: "0", count: 400) + "]") == "s.json:1:2: error: a number's length in characters is larger than the limit of 64")
    // Underflow is not an error: 1e-400 is 0.
    #expect((try? parse("1e-400").value) == .number(0))
    #expect(message("[01]") == "s.json:1:2: error: expected a JSON number such as 12, -0.5 or 1e3, found '01'")
    #expect(message("[NaN]") == "s.json:1:2: error: expected a JSON value, found 'N'")
    #expect(message("[Infinity]") == "s.json:1:2: error: expected a JSON value, found 'I'")
  }

  @Test func nulBytesAreRefusedWhereTheyAre() {
    #expect(message([UInt8]("{\"a\u{0}\":1}".utf8)) == "s.json:1:4: error: expected a character of a string (control characters must be escaped, such as \\n or \\u0000), found a NUL byte")
    #expect(message([UInt8]("{\u{0}}".utf8)) == "s.json:1:2: error: expected a key in double quotes, found a NUL byte")
    #expect(message([UInt8]("[1]\u{0}".utf8)) == "s.json:1:4: error: expected the end of the file after the JSON value, found a NUL byte")
    #expect(message([0, 0, 0]) == "s.json:1:1: error: expected a JSON value, found a NUL byte")
  }

  @Test func invalidUTF8IsRefusedAtItsByte() {
    // `[` 1, `"` 2, é 3, 0xFF 4.
    #expect(message([0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D]) == "s.json:1:4: error: invalid UTF-8 (byte 0xFF); expected UTF-8 text")
    // A truncated sequence, an overlong encoding of '/', an encoded surrogate.
    #expect(message([0x22, 0xE2, 0x98, 0x22]) == "s.json:1:2: error: invalid UTF-8 (byte 0xE2); expected UTF-8 text")
    #expect(message([0x22, 0xC0, 0xAF, 0x22]) == "s.json:1:2: error: invalid UTF-8 (byte 0xC0); expected UTF-8 text")
    #expect(message([0x22, 0xED, 0xA0, 0x80, 0x22]) == "s.json:1:2: error: invalid UTF-8 (byte 0xED); expected UTF-8 text")
    // UTF-16 with its byte-order mark.
    #expect(message([0xFF, 0xFE, 0x7B, 0x00]) == "s.json:1:1: error: expected a JSON value, found byte 0xFF")
  }

  @Test func otherMalformedInput() {
    #expect(message("") == "s.json:1:1: error: expected a JSON object such as {\"views\": […]}, found the end of the file")
    #expect(message("{\"a\": 1,}") == "s.json:1:9: error: expected a key in double quotes, found '}'")
    #expect(message("{\"a\" 1}") == "s.json:1:6: error: expected ':' after the key, found '1'")
    #expect(message("[1 2]") == "s.json:1:4: error: expected ',' or ']' in an array, found '2'")
    #expect(message("{\"a\":1 \"b\":2}") == "s.json:1:8: error: expected ',' or '}' in an object, found '\"'")
    #expect(message("[tru]") == "s.json:1:2: error: expected a JSON value (true, false or null), found 'tru]'")
    #expect(message("{} {}") == "s.json:1:4: error: expected the end of the file after the JSON value, found '{'")
    #expect(message("[\"abc") == "s.json:1:6: error: expected '\"' to end the string, found the end of the file")
    #expect(message("[\"\\x\"]") == "s.json:1:3: error: expected an escape such as \\n, \\\" or \\u00e9, found '\\\\x'")
    #expect(message("[\"\\uD83D\"]") == "s.json:1:3: error: expected a \\u escape of a character, or a UTF-16 surrogate pair such as \\uD83D\\uDE00, found a lone high surrogate")
    #expect(message("[\"\\uDE00\"]") == "s.json:1:3: error: expected a \\u escape of a character, or a UTF-16 surrogate pair such as \\uD83D\\uDE00, found a lone low surrogate")
    #expect(message("[\"\\u12G4\"]") == "s.json:1:7: error: expected 4 hexadecimal digits, found 'G'")
    #expect(message("[\"a\nb\"]") == "s.json:1:4: error: expected a character of a string (control characters must be escaped, such as \\n or \\u0000), found byte 0xA")
  }

  /// Fuzz finding (target `screen`, the first run): a byte that continues a UTF-8 sequence
  /// where a ',' was expected, at the start of a line, was reported at column 0: the error was
  /// placed one column before the position after the byte, and such a byte does not advance
  /// the column. Errors are now placed at the byte before it is consumed.
  @Test func aStrayContinuationByteIsReportedAtItsColumn() {
    #expect(message([UInt8]("{\"a\": 1\n".utf8) + [0x83, 0x7D]) == "s.json:2:1: error: expected ',' or '}' in an object, found byte 0x83")
    #expect(message([UInt8]("[1\n".utf8) + [0xBF]) == "s.json:2:1: error: expected ',' or ']' in an array, found byte 0xBF")
    #expect(message([UInt8]("[1 ".utf8) + [0xC3, 0xA9]) == "s.json:1:4: error: expected ',' or ']' in an array, found byte 0xC3")
  }

  @Test func longStringsStopAtTheLimit() {
    let limit = LocatedJSONParser.stringLimit
    #expect(message("[\"" + String(repeating: "a", count: limit) + "\"]") == "no error: an array")
    #expect(message("[\"" + String(repeating: "a", count: limit + 1) + "\"]") == "s.json:1:\(limit + 4): error: a string's length in bytes is larger than the limit of 65536")
  }
}
