@testable import gesture_sim
import Testing

/// JSON strings as RFC 8259, section 7, requires them: the quotation mark, the reverse
/// solidus and the control characters U+0000…U+001F escaped, every other character
/// as it is (the writer uses the short escapes \n, \r, \t where they exist).
@Suite struct JSONValueTests {
  @Test func stringsNeedingNoEscapeAreWrittenAsTheyAre() {
    #expect(JSONValue.string("scrollViewDidScroll").text == #""scrollViewDidScroll""#)
    #expect(JSONValue.string("").text == #""""#)
    // Characters outside ASCII are not escaped (RFC 8259 allows them raw in UTF-8).
    #expect(JSONValue.string("é → 😀").text == "\"é → 😀\"")
  }

  @Test func quotesBackslashesAndControlCharactersAreEscaped() {
    #expect(JSONValue.string("a\"b").text == #""a\"b""#)
    #expect(JSONValue.string("a\\b").text == #""a\\b""#)
    #expect(JSONValue.string("line\nnext\r\ttab").text == #""line\nnext\r\ttab""#)
    #expect(JSONValue.string("\u{01}x\u{1F}").text == #""\u0001x\u001f""#)
    // An escape after characters outside ASCII.
    #expect(JSONValue.string("é\"").text == #""é\"""#)
    // Keys follow the same rule.
    #expect(JSONValue.object([("k\"", .int(1)), ("plain", .null)]).text == #"{"k\"":1,"plain":null}"#)
  }
}
