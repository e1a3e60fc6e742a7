import Gestures
import ScrollPhysics
import Testing

/// The conflicts gallery's files (`traces/conflicts/N-slug/`, docs/conflicts.md): a
/// conflict's screens and traces, read from the repository, and runs through
/// `ScreenScene` with the records the tests check.
struct ConflictGallery {
  /// The conflict's folder under `traces/conflicts/`, such as "2-long-press-vs-scroll".
  let folder: String

  /// The screen file `name` of the conflict (`screen.json`, `fix-….json`).
  func screen(_ name: String = "screen.json") throws -> Screen {
    try Screen(json: ScreenSceneScrollViewEquivalenceTests.bytes("conflicts/\(folder)/\(name)"), path: name)
  }

  /// The trace `name` of the conflict.
  func trace(_ name: String) throws -> [TouchEvent] {
    let bytes = ScreenSceneScrollViewEquivalenceTests.bytes("conflicts/\(folder)/\(name)")
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: name)
    let events = try reader.readAll()
    #expect(!events.isEmpty, "traces/conflicts/\(folder)/\(name) is missing or empty")
    return events
  }

  /// `trace` run through `screen` (file names).
  func run(_ trace: String, on screen: String = "screen.json") throws -> ConflictRun {
    let (summary, records) = try ScreenSceneTests.run(try self.screen(screen), try self.trace(trace))
    return ConflictRun(summary: summary, records: records)
  }
}

/// One run of a conflict's trace, with what the tests read of it.
struct ConflictRun {
  let summary: ScreenSummary
  let records: [ScreenRecord]

  /// The first state change of recognizer `id` to `state`, or nil.
  func first(_ id: String, _ state: GestureState) -> ScreenGesture? {
    ScreenSceneTests.gestures(records).first { $0.recognizer == id && $0.state == state }
  }

  /// The last state of recognizer `id`.
  func lastState(_ id: String) -> GestureState? { ScreenSceneTests.recognizer(summary, id)?.lastState }

  /// Scroll view `id` at the end of the run.
  func scrollView(_ id: String) -> ScreenSummary.ScrollViewFinal? { ScreenSceneTests.scrollView(summary, id) }

  /// The touch calls view `id` received, in order: (method, time).
  func touches(of id: String) -> [(method: TouchDelivery.Method, time: Double)] {
    ScreenSceneTests.touches(records).filter { $0.view == id }.map { ($0.method, $0.time) }
  }
}
