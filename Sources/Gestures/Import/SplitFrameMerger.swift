/// Merges the reports of one digitizer frame that a recording splits into
/// several events back into one event.
///
/// UIKit receives one `UIEvent` per digitizer frame, with every finger in it.
/// Some panels and tools report the fingers of one frame separately, a
/// fraction of a millisecond apart: the Galaxy S's touch controller sends each
/// finger in its own `SYN_REPORT` frame 0.57 ms after the other, and a browser
/// dispatches one pointer event per finger. Replayed as they are, the two
/// fingers' centroid moves half a frame's distance in 0.57 ms, and a velocity
/// taken from it is absurd (thousands of points per second).
///
/// The rule: an event that comes less than `interval` after the first report
/// of the event being assembled, whose fingers are not in that event, joins
/// it; the merged event takes the latest report's time (when the frame was
/// complete). An event in which a finger of the assembled event reports again
/// starts a new event (the same finger twice is two frames), and so does any
/// event with a coalesced touch (coalesced samples keep their own times) or
/// a cancellation.
struct SplitFrameMerger {
  /// Reports closer than this to the first report of an event join it,
  /// seconds; 0 merges nothing.
  let interval: Double
  /// The event being assembled, and the time of its first report.
  private var pending: TouchEvent?
  private var pendingStart = 0.0
  /// The recording's line of the event being assembled (its first report's).
  private var pendingLine = 0
  /// The recording's line of the event `add` or `flush` returned last.
  private(set) var completedLine = 0
  /// How many events were merged into the one before them.
  private(set) var mergedCount = 0

  init(interval: Double) {
    self.interval = interval
  }

  /// Takes the next event of the recording, from its `line`; returns the
  /// previous (complete) event when `event` does not join it.
  mutating func add(_ event: TouchEvent, line: Int) -> TouchEvent? {
    guard var current = pending.take() else {
      pending = event
      pendingStart = event.time
      pendingLine = line
      return nil
    }
    if event.time - pendingStart < interval && Self.canJoin(event, current) {
      current.touches.append(contentsOf: event.touches)
      current.time = event.time
      pending = current
      mergedCount += 1
      return nil
    }
    pending = event
    pendingStart = event.time
    completedLine = pendingLine
    pendingLine = line
    return current
  }

  /// Whether no event is being assembled.
  var isEmpty: Bool { pending == nil }

  /// The event being assembled, at the end of the recording.
  mutating func flush() -> TouchEvent? {
    completedLine = pendingLine
    return pending.take()
  }

  /// Whether `event` can join `current`: no coalesced touch in either, no
  /// cancellation in `event` (the cancellations added at the end of a
  /// recording keep their own time), and no finger in both.
  private static func canJoin(_ event: TouchEvent, _ current: TouchEvent) -> Bool {
    for touch in event.touches {
      if touch.isCoalesced || touch.phase == .cancelled { return false }
      if current.touches.contains(where: { $0.id == touch.id || $0.isCoalesced }) { return false }
    }
    return !event.touches.isEmpty
  }
}
