/// A simulated screen that touch events and display frames drive: the unit the
/// `Replayer` runs.
///
/// A scene is a value-type state machine. It never reads a clock: every input
/// carries its time, in seconds, and times never decrease from one call to the
/// next. What happens is reported as output records, appended in order to a
/// buffer the caller owns (and may reuse, so that a steady run does not allocate).
public protocol Scene {
  /// One output record: a frame, a callback, a gesture, an action or a warning.
  associatedtype Record

  /// Handles one touch event (all samples with one timestamp) at `event.time`.
  mutating func handle(_ event: TouchEvent, into records: inout [Record])

  /// Advances to the display frame at `time` (seconds) and appends the frame's
  /// record after anything the passing time caused (an animation step, a tap
  /// recognized once an interval expired).
  mutating func frame(at time: Double, into records: inout [Record])

  /// Whether nothing would change without further touches: no finger down, no
  /// recognizer waiting on time, nothing moving.
  var isAtRest: Bool { get }
}
