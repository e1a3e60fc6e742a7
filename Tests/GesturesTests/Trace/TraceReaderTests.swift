import Gestures
import ScrollPhysics
import Testing

@Suite struct TraceReaderTests {
  static let twoFingers = """
    # viewport: 390x844
    t,id,phase,x,y
    0.0,0,began,10,20
    0.008,0,moved,11,21.5
    0.008,1,began,5,5
    0.016,0,ended,12,22
    0.016,1,moved,6,5
    0.025,1,ended,6,5

    """

  @Test func rowsWithTheSameTimeFormOneEvent() throws {
    let result = try readTrace(Self.twoFingers)
    // Four distinct times (0, 0.008, 0.016, 0.025): four events, rows in file order.
    #expect(result.events == [
      TouchEvent(time: 0.0, touches: [touch(0, .began, 10, 20)]),
      TouchEvent(time: 0.008, touches: [touch(0, .moved, 11, 21.5), touch(1, .began, 5, 5)]),
      TouchEvent(time: 0.016, touches: [touch(0, .ended, 12, 22), touch(1, .moved, 6, 5)]),
      TouchEvent(time: 0.025, touches: [touch(1, .ended, 6, 5)]),
    ])
    #expect(result.warnings.isEmpty)
    #expect(result.columns == [.t, .id, .phase, .x, .y])
  }

  @Test func summaryCountsWhatWasRead() throws {
    let summary = try readTrace(Self.twoFingers).summary
    #expect(summary.lines == 8)  // metadata, header, 6 rows; the final newline ends line 8
    #expect(summary.rows == 6)
    #expect(summary.events == 4)
    #expect(summary.touches == 2)
    #expect(summary.maximumSimultaneousFingers == 2)  // both down at t = 0.008
    #expect(summary.firstTime == 0.0)
    #expect(summary.lastTime == 0.025)
    #expect(summary.duration == 0.025)
    #expect(summary.synthesizedCancellations == 0)
    #expect(summary.warnings == 0)
  }

  @Test func chunkedSourcesGiveTheSameEvents() throws {
    let whole = try readTrace(Self.twoFingers).events
    for chunkSize in [1, 2, 3, 5, 7, 64] {
      #expect(try readTrace(Self.twoFingers, chunkSize: chunkSize).events == whole, "chunk size \(chunkSize)")
    }
  }

  @Test func columnsMayComeInAnyOrderAndOptionalFieldsMayBeEmpty() throws {
    let text = """
      phase, y ,x,id,t,coalesced,radius,force
      began,20,10,7,1.5,0,3.25,0.5
      moved,21,11,7,1.6,1,,
      ended,22,12,7,1.7,,4,
      """
    let result = try readTrace(text)
    #expect(result.columns == [.phase, .y, .x, .id, .t, .coalesced, .radius, .force])
    #expect(result.events == [
      TouchEvent(time: 1.5, touches: [touch(7, .began, 10, 20, force: 0.5, radius: 3.25)]),
      TouchEvent(time: 1.6, touches: [touch(7, .moved, 11, 21, coalesced: true)]),
      TouchEvent(time: 1.7, touches: [touch(7, .ended, 12, 22, radius: 4)]),
    ])
  }

  @Test func byteOrderMarkCRLFBlankLinesSpacesAndCommentsAreAccepted() throws {
    let text = "\u{FEFF}# source: recorded by hand\r\n\r\n  t , id,phase ,x,y\r\n"
      + "\t0.5 ,\t0 , began , 1 , 2 \r\n"
      + "   \r\n"
      + "# a comment between rows\r\n"
      + "  # an indented comment\r\n"
      + "0.75,0,ended,3,4"  // no final line break
    let result = try readTrace(text)
    #expect(result.metadata.source == "recorded by hand")
    #expect(result.events == [
      TouchEvent(time: 0.5, touches: [touch(0, .began, 1, 2)]),
      TouchEvent(time: 0.75, touches: [touch(0, .ended, 3, 4)]),
    ])
    #expect(result.summary.lines == 8)
    // The last row is read, with the one warning a row without a line ending
    // gets (a file cut short can end inside a number): "0.75,0,ended,3,4" is 16
    // characters, so the row ends before column 17.
    #expect(result.warnings == [TraceWarning(path: "test.csv", line: 8, column: 17, reason: .unterminatedLastRow)])
  }

  @Test func metadataSetsKnownKeysAndKeepsUnknownOnesInOrder() throws {
    let text = """
      # Viewport: 375.5 x 812
      # scale: 3
      # refresh:120
      # device: iPhone 15 Pro
      # a remark with spaces: not metadata, the key has a space
      # plain comment
      # source:   lab session 4  
      # app-build.number: 12
      t,id,phase,x,y
      0,0,began,1,1
      1,0,ended,1,1
      """
    let metadata = try readTrace(text).metadata
    #expect(metadata.viewport == Size(width: 375.5, height: 812))
    #expect(metadata.scale == 3)
    #expect(metadata.refresh == 120)
    #expect(metadata.source == "lab session 4")
    #expect(metadata.unknown == [
      TraceMetadata.Entry(key: "device", value: "iPhone 15 Pro"),
      TraceMetadata.Entry(key: "app-build.number", value: "12"),
    ])
  }

  @Test func numbersParseToTheCorrectlyRoundedDouble() throws {
    let text = """
      t,id,phase,x,y,force,radius
      0.1,0,began,0.30000000000000004,-0.0,1e-05,5e-324
      12345.678901234567,0,moved,+.5,7.,2.5E+2,1.7976931348623157e308
      12346.5,0,ended,-1000000,1000000,0,0
      """
    let events = try readTrace(text).events
    // Expected values are Swift literals, which the compiler rounds correctly.
    #expect(events.map(\.time) == [0.1, 12345.678901234567, 12346.5])
    #expect(events[0].touches[0] == touch(0, .began, 0.1 + 0.2, 0, force: 0.00001, radius: .leastNonzeroMagnitude))
    #expect(events[0].touches[0].location.y.sign == .minus)
    #expect(events[1].touches[0] == touch(0, .moved, 0.5, 7, force: 250, radius: .greatestFiniteMagnitude))
    #expect(events[2].touches[0] == touch(0, .ended, -1_000_000, 1_000_000, force: 0, radius: 0))
  }

  @Test func idsUpToIntMaxAreAccepted() throws {
    let text = "t,id,phase,x,y\n0,9223372036854775807,began,0,0\n0,0000000000000000000042,began,0,0\n1,9223372036854775807,ended,0,0\n1,42,ended,0,0\n"
    let events = try readTrace(text).events
    #expect(events[0].touches.map(\.id) == [Int.max, 42])
  }

  @Test func aFingerIDMayBeReusedAfterItLifted() throws {
    let text = "t,id,phase,x,y\n0,0,began,0,0\n1,0,ended,0,0\n2,0,began,5,5\n3,0,cancelled,5,5\n"
    let result = try readTrace(text)
    #expect(result.events.map { $0.touches[0].phase } == [.began, .ended, .began, .cancelled])
    #expect(result.summary.touches == 2)
    #expect(result.summary.maximumSimultaneousFingers == 1)
  }

  @Test func aLineOfExactlyTheMaximumLengthIsAccepted() throws {
    // "0,0,began,1," is 12 bytes; 28 more digits make a 40-byte line.
    let row = "0,0,began,1," + String(repeating: "0", count: 27) + "2"
    #expect(row.utf8.count == 40)
    let options = TraceReaderOptions(maximumLineLength: 40)
    let text = "t,id,phase,x,y\n\(row)\r\n1,0,ended,1,2\n"
    for chunkSize in [Int.max, 1, 13] {
      let events = try readTrace(text, chunkSize: chunkSize, options: options).events
      #expect(events.first?.touches.first?.location == Point(x: 1, y: 2))
    }
  }

  @Test func aHeaderWithoutRowsGivesNoEvents() throws {
    let result = try readTrace("t,id,phase,x,y\n")
    #expect(result.events.isEmpty)
    #expect(result.summary.rows == 0)
    #expect(result.summary.firstTime == nil)
    #expect(result.summary.duration == 0)
  }

  @Test func metadataAndColumnsAreKnownOnceTheReaderIsCreated() throws {
    let reader = try TraceReader(text: "# refresh: 60\nx,y,t,id,phase\n1,2,0,0,began\n", path: "p.csv")
    #expect(reader.metadata.refresh == 60)
    #expect(reader.columns == [.x, .y, .t, .id, .phase])
    #expect(reader.path == "p.csv")
    #expect(reader.summary.rows == 0)
  }

  @Test func aLongTraceStreamsThroughTheFixedBuffer() throws {
    // 60,000 strokes of began/moved/ended, 3 rows each: about 3.6 MB, more
    // than three times the 1 MiB buffer, read in odd-sized chunks.
    let strokes = 60_000
    var text = "t,id,phase,x,y\n"
    var expected: [TouchEvent] = []
    for k in 0..<strokes {
      let t0 = Double(k) * 0.5
      let id = k % 3
      let rows: [(Double, TouchPhase, Double)] = [(t0, .began, 100), (t0 + 0.125, .moved, 150.25), (t0 + 0.25, .ended, 175.5)]
      for (t, phase, x) in rows {
        text += "\(t),\(id),\(phase.rawValue),\(x),\(Double(k))\n"
        expected.append(TouchEvent(time: t, touches: [touch(id, phase, x, Double(k))]))
      }
    }
    #expect(text.utf8.count > 3 << 20)
    let result = try readTrace(text, chunkSize: 4093)
    #expect(result.events.count == 3 * strokes)
    #expect(result.events == expected)
    #expect(result.summary.lines == 3 * strokes + 1)
  }

  @Test func readAllReturnsTheRemainingEvents() throws {
    var reader = try TraceReader(text: Self.twoFingers)
    let first = try reader.next()
    #expect(first?.time == 0)
    let rest = try reader.readAll()
    #expect(rest.map(\.time) == [0.008, 0.016, 0.025])
    #expect(try reader.next() == nil)
  }

  @Test func aHeldEventIsNotChangedByReadingTheNextOne() throws {
    var reader = try TraceReader(text: Self.twoFingers)
    let first = try #require(try reader.next())
    let second = try #require(try reader.next())
    #expect(first == TouchEvent(time: 0, touches: [touch(0, .began, 10, 20)]))
    #expect(second.touches.count == 2)
  }
}

extension TraceReaderTests {
  @Test func aCopiedReaderReadsOnIndependently() throws {
    // 2 MiB of rows, so both copies refill their buffers after the copy.
    var text = "t,id,phase,x,y\n"
    var k = 0
    while text.utf8.count < 2 << 20 {
      text += "\(k),0,began,1,2\n\(k).5,0,ended,3,4\n"
      k += 1
    }
    var original = try TraceReader(text: text)
    _ = try original.next()
    var copy = original
    let fromOriginal = try original.readAll()
    let fromCopy = try copy.readAll()
    #expect(fromOriginal.count == 2 * k - 1)
    #expect(fromCopy == fromOriginal)
  }
}
