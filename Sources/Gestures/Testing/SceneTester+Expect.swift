/// Exhaustive assertions on the records, as TCA's `TestStore` asserts actions
/// (docs/library.md, "Asserting every record"): each `expect` or `receive` drains
/// what happened since the last assertion, and `finish()` fails on a record no
/// assertion named.
///
/// A failed assertion throws `SceneTester.Failure`, whose `file` and `line` are
/// those of the call and whose `description` starts with them: call it with
/// `try` from an XCTest or Swift Testing test, and the test fails with that
/// message. The libraries import no test framework, so this is how they report,
/// as `init(validating:)` does.
extension SceneTester {
  /// How strictly the tester checks the records.
  public enum Exhaustivity: Hashable, Sendable {
    /// Every record is asserted: `expect` names all pending records, `receive`
    /// the next one, and `finish()` fails on any left (the default).
    case on
    /// Only the records named are asserted: `expect` and `receive` skip the
    /// others, and `finish()` does not fail on pending records (integration tests).
    case off
  }

  /// An assertion that failed: where it was called and what differed.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What differed, e.g. "expected 3 records since the last assertion, got 4 …".
    public var message: String
    /// The file of the failed call (`#filePath`).
    public var file: String
    /// The line of the failed call.
    public var line: UInt
    /// `file:line: SceneTester: message`, the form test logs and editors link.
    public var description: String { "\(file):\(line): SceneTester: \(message)" }
  }

  /// The records emitted since the last assertion, in order.
  public var pendingRecords: ArraySlice<S.Record> { records[assertedCount...] }

  /// Marks every pending record as asserted without checking it.
  public mutating func skipPendingRecords() {
    assertedCount = records.count
  }

  /// Asserts the next pending record with `predicate` and returns it. With
  /// `exhaustivity == .on` the next record must match; with `.off` the first
  /// matching one is taken and those before it are skipped.
  ///
  /// - Throws: `Failure` when no pending record matches (nothing is drained then).
  @discardableResult
  public mutating func receive(
    where predicate: (S.Record) -> Bool, file: StaticString = #filePath, line: UInt = #line
  ) throws(Failure) -> S.Record {
    let pending = pendingRecords
    switch exhaustivity {
    case .on:
      guard let next = pending.first else { throw failure("expected a record, but none is pending", file, line) }
      guard predicate(next) else { throw failure("the next pending record does not match: \(next)", file, line) }
      assertedCount += 1
      return next
    case .off:
      guard let index = pending.firstIndex(where: predicate) else {
        throw failure("none of the \(pending.count) pending records matches", file, line)
      }
      assertedCount = index + 1
      return records[index]
    }
  }

  /// Runs frames until the scene is at rest (`settle()`), then fails if it did
  /// not come to rest within the settle limit or, with `exhaustivity == .on`, if
  /// a record is pending (including those the settling emitted): every record of
  /// the test was asserted. Call it last.
  ///
  /// - Throws: `Failure` naming the pending records or the still-moving scene.
  public mutating func finish(file: StaticString = #filePath, line: UInt = #line) throws(Failure) {
    settle()
    guard cameToRest else {
      throw failure("the scene is still moving \(replayer.settleLimit) s after the last input", file, line)
    }
    switch exhaustivity {
    case .on:
      let pending = pendingRecords
      guard pending.isEmpty else {
        throw failure("\(Self.count(pending.count)) not asserted: \(Self.list(pending))", file, line)
      }
    case .off:
      break
    }
  }

  func failure(_ message: String, _ file: StaticString, _ line: UInt) -> Failure {
    Failure(message: message, file: "\(file)", line: line)
  }

  /// "1 record", "3 records".
  static func count(_ n: Int) -> String { n == 1 ? "1 record" : "\(n) records" }

  /// The first few records, one per line, and how many more.
  static func list(_ records: ArraySlice<S.Record>, limit: Int = 5) -> String {
    var text = records.prefix(limit).map { "\n  \($0)" }.joined()
    if records.count > limit { text += "\n  … and \(records.count - limit) more" }
    return text
  }
}

extension SceneTester where S.Record: Equatable {
  /// Asserts the records emitted since the last assertion and drains them. With
  /// `exhaustivity == .on` they must be exactly `expected`; with `.off`,
  /// `expected` must appear among them in order (others in between are skipped,
  /// and those after the last one stay pending).
  ///
  /// - Throws: `Failure` naming the first difference (nothing is drained then).
  public mutating func expect(_ expected: [S.Record], file: StaticString = #filePath, line: UInt = #line) throws(Failure) {
    assertedCount += try countAsserted(by: expected, among: pendingRecords, file, line)
  }

  /// How many of `pending`, from its start, `expected` asserts (`expect(_:)`'s rule
  /// for `exhaustivity`).
  ///
  /// - Throws: `Failure` naming the first difference.
  func countAsserted(
    by expected: [S.Record], among pending: ArraySlice<S.Record>, _ file: StaticString, _ line: UInt
  ) throws(Failure) -> Int {
    switch exhaustivity {
    case .on:
      if let index = zip(pending, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        throw failure(
          "record \(index + 1) of those since the last assertion differs:\n  expected \(expected[index])\n  got      \(pending[pending.startIndex + index])",
          file, line)
      }
      if pending.count < expected.count {
        throw failure(
          "expected \(Self.count(expected.count)) since the last assertion, got \(pending.count); missing:\(Self.list(expected[pending.count...]))",
          file, line)
      }
      if pending.count > expected.count {
        throw failure(
          "expected \(Self.count(expected.count)) since the last assertion, got \(pending.count); not asserted:\(Self.list(pending.dropFirst(expected.count)))",
          file, line)
      }
      return pending.count
    case .off:
      var index = pending.startIndex
      for record in expected {
        guard let found = pending[index...].firstIndex(of: record) else {
          throw failure("not among the pending records (in order): \(record)", file, line)
        }
        index = found + 1
      }
      return index - pending.startIndex
    }
  }

  /// Asserts the records emitted since the last assertion that `skipped` does not
  /// match, and drains every pending one: with `exhaustivity == .on` those must be
  /// exactly `expected`, with `.off` `expected` must appear among them in order. A
  /// screen's test names its touches, gestures and callbacks and skips the frames
  /// (`expect(records, skipping: \.isFrame)`); the skipped records count as asserted.
  ///
  /// - Throws: `Failure` naming the first difference (nothing is drained then).
  public mutating func expect(
    _ expected: [S.Record], skipping skipped: (S.Record) -> Bool, file: StaticString = #filePath, line: UInt = #line
  ) throws(Failure) {
    _ = try countAsserted(by: expected, among: ArraySlice(pendingRecords.filter { !skipped($0) }), file, line)
    assertedCount = records.count
  }

  /// Asserts that the next pending record is `expected` (with `exhaustivity ==
  /// .off`: that it is pending, skipping those before it) and drains it.
  ///
  /// - Throws: `Failure` with the record found instead (nothing is drained then).
  public mutating func receive(_ expected: S.Record, file: StaticString = #filePath, line: UInt = #line) throws(Failure) {
    let pending = pendingRecords
    switch exhaustivity {
    case .on:
      guard let next = pending.first else { throw failure("expected \(expected), but no record is pending", file, line) }
      guard next == expected else { throw failure("the next pending record differs:\n  expected \(expected)\n  got      \(next)", file, line) }
      assertedCount += 1
    case .off:
      guard let index = pending.firstIndex(of: expected) else {
        throw failure("not among the \(pending.count) pending records: \(expected)", file, line)
      }
      assertedCount = index + 1
    }
  }
}
