import Gestures
import Testing

/// Every malformed input names its line and column (1-based, in characters),
/// quotes the offending text and says what was expected.
@Suite struct TraceErrorTests {
  static let header = "t,id,phase,x,y\n"

  // MARK: File structure

  @Test func emptyFile() {
    expectTraceError("", line: 1, column: 1, .emptyFile)
    expectTraceError("\u{FEFF}", line: 1, column: 1, .emptyFile)
    expectTraceError("\n  \r\n\t\n", line: 1, column: 1, .emptyFile)
  }

  @Test func noHeaderAfterComments() {
    // Two comment lines; the header would be on line 3.
    expectTraceError("# viewport: 390x844\n# scale: 3\n", line: 3, column: 1, .missingHeader(found: nil))
  }

  @Test func aDataRowWhereTheHeaderShouldBe() {
    expectTraceError("0.0,0,began,1,2\n", line: 1, column: 1, .missingHeader(found: "0.0,0,began,1,2"))
    // Line 2, after two spaces: column 3.
    expectTraceError("# c\n  -.5,0,began,1,2\n", line: 2, column: 3, .missingHeader(found: "-.5,0,began,1,2"))
  }

  @Test func missingRequiredColumns() {
    expectTraceError("t,id,phase,x\n", line: 1, column: 1, .missingColumns([.y]))
    expectTraceError("phase,t,force\n", line: 1, column: 1, .missingColumns([.id, .x, .y]))
  }

  @Test func unknownColumn() {
    // "t,id,phase,x,y," is 15 characters: the unknown name starts at column 16.
    expectTraceError("t,id,phase,x,y,pressure\n", line: 1, column: 16, .unknownColumn("pressure"))
    expectTraceError("T,id,phase,x,y\n", line: 1, column: 1, .unknownColumn("T"))
    // A byte-order mark is not counted: still column 16.
    expectTraceError("\u{FEFF}t,id,phase,x,y,é\n", line: 1, column: 16, .unknownColumn("é"))
  }

  @Test func duplicateColumn() {
    // x is first at column 12 ("t,id,phase," is 11 characters), again at 16.
    expectTraceError("t,id,phase,x,y,x\n", line: 1, column: 16, .duplicateColumn(.x, firstColumn: 12))
  }

  @Test func emptyColumnName() {
    // "t,id," is 5 characters: the empty name is at column 6.
    expectTraceError("t,id,,phase,x,y\n", line: 1, column: 6, .emptyColumnName)
    expectTraceError("t,id,phase,x,y,\n", line: 1, column: 16, .emptyColumnName)
  }

  // MARK: Field counts

  @Test func tooFewFields() {
    // "0,0,began,1" is 11 characters: the missing field would start at column 12.
    expectTraceError(Self.header + "0,0,began,1\n", line: 2, column: 12, .tooFewFields(expected: 5, found: 4))
    expectTraceError(Self.header + "0,0,began,1   \r\n", line: 2, column: 12, .tooFewFields(expected: 5, found: 4))
  }

  @Test func tooManyFields() {
    // "0,0,began,1,2," is 14 characters: the extra field starts at column 15.
    expectTraceError(Self.header + "0,0,began,1,2,3,4\n", line: 2, column: 15, .tooManyFields(expected: 5, found: 7, extra: "3"))
    expectTraceError(Self.header + "0,0,began,1,2,\n", line: 2, column: 15, .tooManyFields(expected: 5, found: 6, extra: ""))
  }

  // MARK: Numbers

  @Test func emptyRequiredField() {
    // "0,0,began," is 10 characters: x starts at column 11.
    expectTraceError(Self.header + "0,0,began,,2\n", line: 2, column: 11, .missingValue(.x))
    expectTraceError(Self.header + " ,0,began,1,2\n", line: 2, column: 2, .missingValue(.t))
  }

  @Test func numbersThatDoNotParse() {
    for text in ["abc", "1.5.3", "0x10", "1e", "1 2", "--1", ".", "1_000", "½"] {
      expectTraceError(Self.header + "0,0,began,\(text),2\n", line: 2, column: 11, .invalidNumber(.x, text: text))
    }
    // y at column 13, after "0,0,began,1,".
    expectTraceError(Self.header + "0,0,began,1,2é\n", line: 2, column: 13, .invalidNumber(.y, text: "2é"))
  }

  @Test func nonFiniteNumbersInAnySpelling() {
    for text in ["nan", "NaN", "-nan", "inf", "-inf", "+Infinity", "INFINITY", "1e999", "-1e400", "1.8e308"] {
      // t at column 1 of line 2.
      expectTraceError(Self.header + "\(text),0,began,1,2\n", line: 2, column: 1, .nonFiniteNumber(.t, text: text))
    }
    // 10^400 written out: the quote keeps its first 64 characters.
    let huge = "1" + String(repeating: "0", count: 400)
    expectTraceError(Self.header + "\(huge),0,began,1,2\n", line: 2, column: 1, .nonFiniteNumber(.t, text: String(huge.prefix(64)) + "…"))
    // y starts after "0,0,began,1," (12 characters) and force after "0,0,began,1,2," (14).
    expectTraceError(Self.header + "0,0,began,1,NaN\n", line: 2, column: 13, .nonFiniteNumber(.y, text: "NaN"))
    expectTraceError("t,id,phase,x,y,force\n0,0,began,1,2,inf\n", line: 2, column: 15, .nonFiniteNumber(.force, text: "inf"))
    // C's nan(n-char-sequence), as printf("%f") and strtod know it.
    for text in ["nan(0x1)", "-NaN(123)", "snan(abc_1)", "nan()"] {
      expectTraceError(Self.header + "\(text),0,began,1,2\n", line: 2, column: 1, .nonFiniteNumber(.t, text: text))
    }
    // Not NaN spellings: other characters in the parentheses, or no closing one.
    for text in ["nan(0.5)", "nan(", "nan(1", "nanx"] {
      expectTraceError(Self.header + "\(text),0,began,1,2\n", line: 2, column: 1, .invalidNumber(.t, text: text))
    }
  }

  @Test func coordinateBeyondTheLimit() {
    expectTraceError(Self.header + "0,0,began,1000000.5,2\n", line: 2, column: 11, .coordinateOutOfRange(.x, text: "1000000.5", limit: 1_000_000))
    expectTraceError(Self.header + "0,0,began,1,-2e6\n", line: 2, column: 13, .coordinateOutOfRange(.y, text: "-2e6", limit: 1_000_000))
    let options = TraceReaderOptions(coordinateLimit: 100)
    expectTraceError(Self.header + "0,0,began,101,2\n", options: options, line: 2, column: 11, .coordinateOutOfRange(.x, text: "101", limit: 100))
  }

  @Test func timeBeyondTheLimit() {
    // The default limit is 4e9 s (docs/trace-format.md, Limits); t is at column 1.
    expectTraceError(Self.header + "1e300,0,began,1,2\n", line: 2, column: 1, .timeOutOfRange(text: "1e300", limit: 4_000_000_000))
    expectTraceError(Self.header + "-4000000000.5,0,began,1,2\n", line: 2, column: 1, .timeOutOfRange(text: "-4000000000.5", limit: 4_000_000_000))
    // The case: a plausible first row, then a jump to 1e300 on line 3.
    expectTraceError(Self.header + "0,0,began,1,2\n1e300,0,ended,1,2\n", line: 3, column: 1, .timeOutOfRange(text: "1e300", limit: 4_000_000_000))
    // Blanks before the field: "  " puts t at column 3.
    expectTraceError(Self.header + "  5e9 ,0,began,1,2\n", line: 2, column: 3, .timeOutOfRange(text: "5e9", limit: 4_000_000_000))
    let options = TraceReaderOptions(timeLimit: 10)
    expectTraceError(Self.header + "10.5,0,began,1,2\n", options: options, line: 2, column: 1, .timeOutOfRange(text: "10.5", limit: 10))
  }

  @Test func timesUpToTheLimitAreAccepted() throws {
    // ±4e9 exactly is within the limit, and so is a Unix time in seconds (1.7e9).
    let result = try readTrace(Self.header + "-4e9,0,began,1,2\n1700000000.123456,0,moved,1,2\n4e9,0,ended,1,2\n")
    #expect(result.events.map(\.time) == [-4e9, 1_700_000_000.123456, 4e9])
    // Doubles in [2^31, 2^32) (4e9 < 2^32 = 4294967296) are 2^(31 − 52) = 2^−21 s
    // ≈ 0.48 µs apart, so a microsecond step and a 120 Hz frame step stay distinct.
    #expect(4e9.ulp == 0x1p-21)
    #expect(4e9 + 1e-6 > 4e9)
  }

  @Test func negativeForceOrRadius() {
    // force after "0,0,began,1,2," (14 characters): column 15; radius after ",," one more.
    expectTraceError("t,id,phase,x,y,force,radius\n0,0,began,1,2,-0.5,\n", line: 2, column: 15, .negativeValue(.force, text: "-0.5"))
    expectTraceError("t,id,phase,x,y,force,radius\n0,0,began,1,2,,-1\n", line: 2, column: 16, .negativeValue(.radius, text: "-1"))
  }

  // MARK: Ids, phases, coalesced

  @Test func invalidIDs() {
    // id at column 3, after "0,".
    expectTraceError(Self.header + "0,abc,began,1,2\n", line: 2, column: 3, .invalidID("abc"))
    expectTraceError(Self.header + "0,-1,began,1,2\n", line: 2, column: 3, .negativeID("-1"))
    expectTraceError(Self.header + "0,1.5,began,1,2\n", line: 2, column: 3, .nonIntegerID("1.5"))
    expectTraceError(Self.header + "0,1e3,began,1,2\n", line: 2, column: 3, .nonIntegerID("1e3"))
    expectTraceError(Self.header + "0,2.0,began,1,2\n", line: 2, column: 3, .nonIntegerID("2.0"))
    // Int.max + 1.
    expectTraceError(Self.header + "0,9223372036854775808,began,1,2\n", line: 2, column: 3, .idOutOfRange("9223372036854775808"))
    expectTraceError(Self.header + "0,,began,1,2\n", line: 2, column: 3, .missingValue(.id))
  }

  @Test func unknownPhase() {
    // phase at column 5, after "0,0,".
    for text in ["Began", "begun", "beganx", "canceled", "stationar", "up"] {
      expectTraceError(Self.header + "0,0,\(text),1,2\n", line: 2, column: 5, .unknownPhase(text))
    }
    expectTraceError(Self.header + "0,0, ,1,2\n", line: 2, column: 6, .missingValue(.phase))
  }

  @Test func coalescedMustBeZeroOrOne() {
    // coalesced after "0,0,began,1,2," (14 characters): column 15.
    for text in ["2", "yes", "01", "-0", "true"] {
      expectTraceError("t,id,phase,x,y,coalesced\n0,0,began,1,2,\(text)\n", line: 2, column: 15, .invalidCoalesced(text))
    }
  }

  // MARK: Order and fingers

  @Test func timeEarlierThanThePreviousRow() {
    let text = Self.header + "1.0,0,began,1,2\n1.25,0,moved,1,2\n0.5,0,ended,1,2\n"
    expectTraceError(text, line: 4, column: 1, .timeWentBackwards(text: "0.5", previous: 1.25, previousLine: 3))
  }

  @Test func theEventBeforeABadRowIsDelivered() throws {
    var reader = try TraceReader(text: Self.header + "1.0,0,began,1,2\n0.5,0,ended,1,2\n")
    #expect(try reader.next()?.time == 1.0)
    #expect(throws: TraceError(path: nil, line: 3, column: 1, reason: .timeWentBackwards(text: "0.5", previous: 1.0, previousLine: 2))) {
      try reader.next()
    }
  }

  @Test func fingerThatMovesRestsOrLiftsWithoutHavingBegun() {
    // phase at column 5, after "0,3,".
    for phase in [TouchPhase.moved, .stationary, .ended, .cancelled] {
      expectTraceError(Self.header + "0,3,\(phase.rawValue),1,2\n", line: 2, column: 5, .fingerNotDown(id: 3, phase: phase))
    }
    // Finger 0 lifted on line 3 and moves again on line 4.
    expectTraceError(Self.header + "0,0,began,1,2\n1,0,ended,1,2\n2,0,moved,1,2\n", line: 4, column: 5, .fingerNotDown(id: 0, phase: .moved))
  }

  @Test func fingerThatBeginsTwice() {
    expectTraceError(Self.header + "0,4,began,1,2\n0.5,4,began,1,2\n", line: 3, column: 7, .fingerAlreadyDown(id: 4, beganLine: 2))
  }

  @Test func oneFingerTwiceInOneEvent() {
    // Same time, same id: column 3 of line 3 is the id.
    expectTraceError(Self.header + "0,0,began,1,2\n0,0,moved,1,3\n", line: 3, column: 3, .duplicateTouch(id: 0, time: 0, firstLine: 2))
    // Lifting and beginning again within one event is also two rows for one finger.
    expectTraceError(Self.header + "0,0,began,1,2\n1,0,ended,1,2\n1,0,began,1,2\n", line: 4, column: 3, .duplicateTouch(id: 0, time: 1, firstLine: 3))
  }

  @Test func tooManyFingersAtOnce() {
    let options = TraceReaderOptions(maximumFingers: 2)
    expectTraceError(Self.header + "0,0,began,1,2\n0,1,began,1,2\n0,2,began,1,2\n", options: options, line: 4, column: 5, .tooManyFingers(limit: 2))
    // The default limit: 1,000 fingers are fine, the 1,001st (line 1,002) is not.
    var text = Self.header
    for id in 0...1000 { text += "0,\(id),began,1,2\n" }
    let lastID = "1000,"
    expectTraceError(text, line: 1002, column: 3 + lastID.count, .tooManyFingers(limit: 1000))
  }

  // MARK: Hostile input

  @Test func lineLongerThanTheLimit() {
    // The default limit is 65,536 bytes; the first character beyond it is column 65,537.
    let long = "# " + String(repeating: "a", count: 70_000)
    expectTraceError(Self.header + long + "\n0,0,began,1,2\n", line: 2, column: 65_537, .lineTooLong(limit: 65_536))
    let longRow = "0,0,began,1," + String(repeating: "2", count: 70_000)
    expectTraceError(Self.header + longRow + "\n", line: 2, column: 65_537, .lineTooLong(limit: 65_536))
    expectTraceError(Self.header + String(repeating: " ", count: 70_000) + "\n", line: 2, column: 65_537, .lineTooLong(limit: 65_536))
    // A 41-byte row with a 40-byte limit; the header is 14 bytes.
    let options = TraceReaderOptions(maximumLineLength: 40)
    let row = "0,0,began,1," + String(repeating: "0", count: 28) + "2"
    expectTraceError(Self.header + row + "\n", options: options, line: 2, column: 41, .lineTooLong(limit: 40))
    // Multi-byte characters count once: 30 "é" (60 bytes) make the 41st byte the 21st character.
    let accented = "# " + String(repeating: "é", count: 30)
    expectTraceError(Self.header + accented + "\n", options: options, line: 2, column: 22, .lineTooLong(limit: 40))
  }

  @Test func invalidUTF8() {
    let header = Array(Self.header.utf8)
    // "# café " is 7 characters (8 bytes): the bad byte is column 8.
    expectTraceError(bytes: Array("# café ".utf8) + [0xFF] + Array("\n".utf8) + header, line: 1, column: 8, .invalidUTF8(byte: 0xFF))
    // A lead byte followed by a non-continuation byte, in the header.
    expectTraceError(bytes: Array("t,id,phase,x,y,".utf8) + [0xC3, 0x28] + [0x0A], line: 1, column: 16, .invalidUTF8(byte: 0xC3))
    // In a data row, inside the x field: "0,0,began,1" is 11 characters.
    expectTraceError(bytes: header + Array("0,0,began,1".utf8) + [0xE9] + Array(",2\n".utf8), line: 2, column: 12, .invalidUTF8(byte: 0xE9))
    // A surrogate (ED A0 80) and an overlong form (C0 80).
    expectTraceError(bytes: header + Array("0,0,".utf8) + [0xED, 0xA0, 0x80] + Array(",1,2\n".utf8), line: 2, column: 5, .invalidUTF8(byte: 0xED))
    expectTraceError(bytes: header + Array("# ".utf8) + [0xC0, 0x80] + [0x0A], line: 2, column: 3, .invalidUTF8(byte: 0xC0))
    // Cut short by the end of the line.
    expectTraceError(bytes: header + Array("# ab".utf8) + [0xE2, 0x82] + [0x0A], line: 2, column: 5, .invalidUTF8(byte: 0xE2))
  }

  // MARK: Metadata

  @Test func malformedKnownMetadata() {
    // "# viewport: " is 12 characters: the value starts at column 13.
    let viewport = "WIDTHxHEIGHT in points, each between 1 and 100000, such as 390x844"
    // The limits are the scenes' (1…100000 pt, 0.5…10 px/pt, 1…1000 Hz), checked where
    // the key is read: 200000x844, 0.5x844, scale 20 and refresh 0.5 used to pass the
    // reader and fail later at 1:1.
    for value in ["abc", "390", "390x", "0x844", "390x844x2", "-390x844", "nanxinf", "200000x844", "0.5x844", "390x100001"] {
      expectTraceError("# viewport: \(value)\n" + Self.header, line: 1, column: 13, .invalidMetadata(key: "viewport", value: value, expected: viewport))
    }
    // "# scale: " is 9 characters; "#  REFRESH :" puts the value at column 14.
    for value in ["0", "-2", "three", "inf", "", "20", "0.49"] {
      expectTraceError("# scale: \(value)\n" + Self.header, line: 1, column: 10, .invalidMetadata(key: "scale", value: value, expected: "a number of device pixels per point between 0.5 and 10, such as 3"))
    }
    for value in ["1e999", "0.5", "1001"] {
      expectTraceError("# source: x\n#  REFRESH : \(value)\n" + Self.header, line: 2, column: 14, .invalidMetadata(key: "refresh", value: value, expected: "a refresh rate between 1 and 1000 hertz, such as 120"))
    }
    // The ends of each range are accepted.
    for text in ["# viewport: 1x100000\n# scale: 0.5\n# refresh: 1\n", "# viewport: 100000x1\n# scale: 10\n# refresh: 1000\n"] {
      #expect(throws: Never.self) { _ = try TraceReader(text: text + Self.header + "0,0,began,0,0\n0.1,0,ended,0,0\n") }
    }
  }

  @Test func tooManyUnknownMetadataEntries() {
    // 256 are kept; the 257th (line 257) is an error at its key, column 3.
    var text = ""
    for k in 1...257 { text += "# note\(k): x\n" }
    expectTraceError(text + Self.header, line: 257, column: 3, .tooManyMetadataEntries(limit: 256))
  }

  // MARK: Reading

  struct FailingSource: ByteSource {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "the disk caught fire" }
    }

    var served = false

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
      if served { throw Failure() }
      served = true
      let bytes = Array("t,id,phase,x,y\n0,0,began,1,2\n".utf8)
      buffer.copyBytes(from: bytes)
      return bytes.count
    }
  }

  @Test func aFailingSourceIsAnErrorAtTheLineBeingRead() {
    #expect(throws: TraceError(path: "x.csv", line: 1, column: 1, reason: .readFailed(message: "the disk caught fire"))) {
      _ = try TraceReader(source: FailingSource(), path: "x.csv")
    }
  }

  // MARK: Behaviour after an error and the message format

  @Test func afterAnErrorTheReaderRethrowsIt() throws {
    var reader = try TraceReader(text: Self.header + "0,0,began,1,2\n0,0,began,1,2\n0.5,1,began,1,2\n")
    let expected = TraceError(path: nil, line: 3, column: 3, reason: .duplicateTouch(id: 0, time: 0, firstLine: 2))
    #expect(throws: expected) { try reader.next() }
    #expect(throws: expected) { try reader.next() }
  }

  @Test func descriptionIsPathLineColumnErrorMessage() {
    let error = TraceError(path: "traces/bad.csv", line: 7, column: 12, reason: .invalidNumber(.x, text: "abc"))
    #expect(error.description == "traces/bad.csv:7:12: error: expected a number for x, found 'abc'")
    let unnamed = TraceError(path: nil, line: 2, column: 5, reason: .unknownPhase("up"))
    #expect(unnamed.description == "2:5: error: unknown phase 'up'; expected one of began, moved, stationary, ended, cancelled")
  }

  @Test func messagesQuoteControlCharactersAndCutLongTexts() {
    #expect(TraceError.Reason.invalidNumber(.t, text: "1\t2").description == "expected a number for t, found '1\\t2'")
    let long = String(repeating: "z", count: 100)
    let error = traceError(bytes: Array((Self.header + "0,0,\(long),1,2\n").utf8))
    // The quote keeps the first 64 characters and adds an ellipsis.
    #expect(error?.reason == .unknownPhase(String(repeating: "z", count: 64) + "…"))
  }

  @Test func everyReasonHasAMessage() {
    let reasons: [TraceError.Reason] = [
      .emptyFile, .missingHeader(found: nil), .missingHeader(found: "1,2"), .unknownColumn("q"), .emptyColumnName,
      .duplicateColumn(.x, firstColumn: 3), .missingColumns([.x]), .missingColumns([.x, .y]),
      .tooFewFields(expected: 5, found: 4), .tooManyFields(expected: 5, found: 6, extra: "9"), .missingValue(.id),
      .invalidNumber(.x, text: "a"), .nonFiniteNumber(.y, text: "nan"), .invalidID("a"), .negativeID("-1"),
      .nonIntegerID("1.5"), .idOutOfRange("99999999999999999999"), .unknownPhase("up"), .invalidCoalesced("2"),
      .negativeValue(.force, text: "-1"), .coordinateOutOfRange(.x, text: "2e6", limit: 1_000_000),
      .timeOutOfRange(text: "1e300", limit: 4_000_000_000),
      .timeWentBackwards(text: "1", previous: 2, previousLine: 3), .fingerNotDown(id: 1, phase: .moved),
      .fingerAlreadyDown(id: 1, beganLine: 2), .duplicateTouch(id: 1, time: 0.5, firstLine: 2), .tooManyFingers(limit: 1000),
      .lineTooLong(limit: 65536), .invalidUTF8(byte: 0xFF), .tooManyMetadataEntries(limit: 256), .invalidMetadata(key: "scale", value: "x", expected: "a number"),
      .readFailed(message: "EIO"), .strict(.noRows),
    ]
    // No two reasons share a message, and none is empty.
    #expect(Set(reasons.map(\.description)).count == reasons.count)
    #expect(reasons.allSatisfy { !$0.description.isEmpty })
    #expect(TraceError.Reason.coordinateOutOfRange(.x, text: "2e6", limit: 1_000_000).description == "x coordinate '2e6' is beyond ±1000000 points")
    #expect(TraceError.Reason.invalidUTF8(byte: 0xFF).description == "invalid UTF-8 (byte 0xFF); expected UTF-8 text")
    #expect(TraceError.Reason.timeOutOfRange(text: "1e300", limit: 4_000_000_000).description
      == "time '1e300' is beyond ±4000000000 seconds; expected seconds since an origin such as the device's boot or the Unix epoch")
  }
}
