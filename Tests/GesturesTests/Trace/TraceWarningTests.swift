import Gestures
import ScrollPhysics
import Testing

/// Each documented warning, its position, and its strict-mode error.
@Suite struct TraceWarningTests {
  static let header = "t,id,phase,x,y\n"
  static let strict = TraceReaderOptions(strict: true)

  // MARK: A finger still down at the end

  static let unfinished = header + "0,0,began,1,2\n0.5,0,moved,3,4\n0.5,1,began,9,9\n"

  @Test func aFingerStillDownAtTheEndIsCancelled() throws {
    let result = try readTrace(Self.unfinished)
    // After the two events from the file, one event at the last time (0.5)
    // cancels both fingers at their last locations, in the order they began.
    #expect(result.events == [
      TouchEvent(time: 0, touches: [touch(0, .began, 1, 2)]),
      TouchEvent(time: 0.5, touches: [touch(0, .moved, 3, 4), touch(1, .began, 9, 9)]),
      TouchEvent(time: 0.5, touches: [touch(0, .cancelled, 3, 4), touch(1, .cancelled, 9, 9)]),
    ])
    // Each warning points at the finger's last row, id column ("0.5," is 4 characters).
    #expect(result.warnings == [
      TraceWarning(path: "test.csv", line: 3, column: 5, reason: .fingerStillDown(id: 0, time: 0.5)),
      TraceWarning(path: "test.csv", line: 4, column: 5, reason: .fingerStillDown(id: 1, time: 0.5)),
    ])
    #expect(result.summary.synthesizedCancellations == 2)
    #expect(result.summary.events == 3)
    #expect(result.summary.warnings == 2)
  }

  @Test func theCancellationKeepsForceAndRadius() throws {
    let result = try readTrace("t,id,phase,x,y,force,radius\n2,5,began,1,2,0.5,3\n")
    #expect(result.events.last == TouchEvent(time: 2, touches: [touch(5, .cancelled, 1, 2, force: 0.5, radius: 3)]))
  }

  @Test func strictModeMakesAFingerStillDownAnError() throws {
    var reader = try TraceReader(text: Self.unfinished, options: Self.strict)
    #expect(try reader.next()?.time == 0)
    #expect(try reader.next()?.time == 0.5)
    #expect(throws: TraceError(path: nil, line: 3, column: 5, reason: .strict(.fingerStillDown(id: 0, time: 0.5)))) {
      try reader.next()
    }
  }

  // MARK: Stationary rows that move

  @Test func aStationaryRowThatMovesIsAWarning() throws {
    let text = Self.header + "0,0,began,1,2\n1,0,stationary,1.5,2\n2,0,stationary,1.5,3\n3,0,stationary,1.5,3\n4,0,ended,1.5,3\n"
    let result = try readTrace(text)
    // x differs on line 3 (column 16, after "1,0,stationary,"); only y on line 4 (column 20).
    #expect(result.warnings == [
      TraceWarning(path: "test.csv", line: 3, column: 16, reason: .stationaryMoved(id: 0, from: Point(x: 1, y: 2), to: Point(x: 1.5, y: 2))),
      TraceWarning(path: "test.csv", line: 4, column: 20, reason: .stationaryMoved(id: 0, from: Point(x: 1.5, y: 2), to: Point(x: 1.5, y: 3))),
    ])
    // The location is taken as given.
    #expect(result.events[1].touches[0].location == Point(x: 1.5, y: 2))
    expectTraceError(text, options: Self.strict, line: 3, column: 16, .strict(.stationaryMoved(id: 0, from: Point(x: 1, y: 2), to: Point(x: 1.5, y: 2))))
  }

  // MARK: Large gaps

  @Test func aLargeGapWhileAFingerIsDownIsAWarning() throws {
    // 6 s between the events on lines 2 and 3 while finger 0 is down (limit 5 s).
    let text = Self.header + "0,0,began,1,2\n6,0,ended,1,2\n"
    let result = try readTrace(text)
    #expect(result.warnings == [TraceWarning(path: "test.csv", line: 3, column: 1, reason: .largeTimeGap(gap: 6, limit: 5))])
    expectTraceError(text, options: Self.strict, line: 3, column: 1, .strict(.largeTimeGap(gap: 6, limit: 5)))
    // A tighter limit catches a 1 s gap.
    let tight = try readTrace(Self.header + "0,0,began,1,2\n1,0,ended,1,2\n", options: TraceReaderOptions(largeTimeGap: 0.5))
    #expect(tight.warnings.map(\.reason) == [.largeTimeGap(gap: 1, limit: 0.5)])
  }

  @Test func aLargeGapBetweenGesturesIsNot() throws {
    // The finger lifts at 1; the next touches down 100 s later.
    let text = Self.header + "0,0,began,1,2\n1,0,ended,1,2\n101,0,began,1,2\n102,0,ended,1,2\n"
    #expect(try readTrace(text, options: Self.strict).warnings.isEmpty)
  }

  // MARK: No rows

  @Test func aHeaderWithoutRowsIsAWarningAtTheHeader() throws {
    let text = "# scale: 2\n\nt,id,phase,x,y\n\n"
    #expect(try readTrace(text).warnings == [TraceWarning(path: "test.csv", line: 3, column: 1, reason: .noRows)])
    expectTraceError(text, options: Self.strict, line: 3, column: 1, .strict(.noRows))
  }

  // MARK: A file cut short

  @Test func aLastRowWithoutALineEndingIsAWarningAfterItsLastCharacter() throws {
    // A file cut inside the last number: "0.7,0,ended,123.5,22.7" (of 22.75) still
    // reads; the row is 22 characters, so the warning points at column 23 of line 4.
    let text = Self.header + "0.5,0,began,10.25,20\n0.6,0,moved,11.5,21\n0.7,0,ended,123.5,22.7"
    let result = try readTrace(text)
    #expect(result.events.last?.touches.first?.location.y == 22.7)
    #expect(result.warnings == [TraceWarning(path: "test.csv", line: 4, column: 23, reason: .unterminatedLastRow)])
    expectTraceError(text, options: Self.strict, line: 4, column: 23, .strict(.unterminatedLastRow))
    // Trailing blanks count as part of the row; CRLF files are the same.
    #expect(try readTrace(Self.header + "0,0,began,1,2\r\n0.1,0,ended,1,2  ").warnings
      == [TraceWarning(path: "test.csv", line: 3, column: 16, reason: .unterminatedLastRow)])
  }

  @Test func aFileEndingWithALineEndingOrInACommentIsNot() throws {
    #expect(try readTrace(Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n", options: Self.strict).warnings.isEmpty)
    #expect(try readTrace(Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\r\n", options: Self.strict).warnings.isEmpty)
    // A comment or a blank line after the last row, without a line ending, loses no data.
    #expect(try readTrace(Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n# end", options: Self.strict).warnings.isEmpty)
    #expect(try readTrace(Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n  ", options: Self.strict).warnings.isEmpty)
  }

  @Test func aCutLastRowComesAfterTheFingerStillDownWarning() throws {
    // Cut inside the moved row's y: the finger never lifts (line 3, id at column 5)
    // and the row lacks its line ending ("0.1,0,moved,5,2" is 15 characters).
    let result = try readTrace(Self.header + "0,0,began,1,2\n0.1,0,moved,5,2")
    #expect(result.warnings == [
      TraceWarning(path: "test.csv", line: 3, column: 5, reason: .fingerStillDown(id: 0, time: 0.1)),
      TraceWarning(path: "test.csv", line: 3, column: 16, reason: .unterminatedLastRow),
    ])
  }

  // MARK: Metadata

  @Test func knownMetadataAfterTheHeaderIsAWarningAndIgnored() throws {
    let text = Self.header + "0,0,began,1,2\n#   scale: 2\n# note: fine\n1,0,ended,1,2\n"
    let result = try readTrace(text)
    // The key starts at column 5 of line 3; the unknown key "note" is a plain comment there.
    #expect(result.warnings == [TraceWarning(path: "test.csv", line: 3, column: 5, reason: .metadataAfterHeader(key: "scale"))])
    #expect(result.metadata.scale == nil)
    #expect(result.metadata.unknown.isEmpty)
    expectTraceError(text, options: Self.strict, line: 3, column: 5, .strict(.metadataAfterHeader(key: "scale")))
  }

  @Test func knownMetadataGivenTwiceIsAWarningAndTheLaterValueWins() throws {
    let text = "# scale: 2\n# Scale: 3\n" + Self.header + "0,0,began,1,2\n1,0,ended,1,2\n"
    let result = try readTrace(text)
    #expect(result.metadata.scale == 3)
    #expect(result.warnings == [TraceWarning(path: "test.csv", line: 2, column: 3, reason: .duplicateMetadata(key: "scale", firstLine: 1))])
    expectTraceError(text, options: Self.strict, line: 2, column: 3, .strict(.duplicateMetadata(key: "scale", firstLine: 1)))
  }

  // MARK: Collecting warnings

  @Test func takeWarningsDrainsThem() throws {
    var reader = try TraceReader(text: "# scale: 2\n# scale: 3\n" + Self.header + "0,0,began,1,2\n1,0,ended,1,2\n")
    #expect(reader.hasWarnings)
    #expect(reader.takeWarnings().count == 1)
    #expect(!reader.hasWarnings)
    #expect(reader.takeWarnings().isEmpty)
  }

  @Test func storedWarningsAreCappedAndTheRestCounted() throws {
    // Five stationary rows that each move: five warnings, two kept.
    var text = Self.header + "0,0,began,0,0\n"
    for k in 1...5 { text += "\(k),0,stationary,\(k),0\n" }
    text += "6,0,ended,5,0\n"
    var reader = try TraceReader(text: text, options: TraceReaderOptions(maximumStoredWarnings: 2))
    _ = try reader.readAll()
    #expect(reader.takeWarnings().map(\.line) == [3, 4])
    #expect(reader.summary.warnings == 5)
    #expect(reader.summary.droppedWarnings == 3)
  }

  @Test func descriptionIsPathLineColumnWarningMessage() {
    let warning = TraceWarning(path: "traces/hold.csv", line: 9, column: 5, reason: .fingerStillDown(id: 0, time: 1.25))
    #expect(warning.description == "traces/hold.csv:9:5: warning: finger 0 is still down at the end of the file; expected 'ended' or 'cancelled'; a 'cancelled' touch is added for it at time 1.25")
    // A strict reader's error states the problem without the consequence.
    let strict = TraceError(path: "traces/hold.csv", line: 9, column: 5, reason: .strict(warning.reason))
    #expect(strict.description == "traces/hold.csv:9:5: error: finger 0 is still down at the end of the file; expected 'ended' or 'cancelled' (a warning, made an error by strict mode)")
    #expect(TraceWarning(path: "cut.csv", line: 4, column: 23, reason: .unterminatedLastRow).description
      == "cut.csv:4:23: warning: the last row has no line ending; the file may have been cut short inside it; it is read as it is")
    let unnamed = TraceWarning(path: nil, line: 1, column: 1, reason: .noRows)
    #expect(unnamed.description == "1:1: warning: the trace has a header but no rows")
  }
}
