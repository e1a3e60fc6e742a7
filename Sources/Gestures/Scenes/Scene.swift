/// A simulated screen that touch events and display frames drive: the unit the
/// `Replayer` runs.
///
/// A scene is a value-type state machine. It never reads a clock: every input
/// carries its time, in seconds, and times never decrease from one call to the
/// next. What happens is reported as output records, appended in order to a
/// buffer the caller owns (and may reuse, so that a steady run does not allocate).
///
/// **Frames that change nothing.** A display frame can be skipped when it would
/// only append a frame record equal, its time aside, to the previous one. The
/// scene says when that stops being so with `framesNeededFrom`; the replayer
/// still runs the first frame after every input, so each input's effect shows in
/// one frame record (docs/side-menu.md, "Replay").
public protocol Scene {
  /// One output record: a frame, a callback, a gesture, an action or a warning.
  associatedtype Record

  /// Handles one touch event (all samples with one timestamp) at `event.time`.
  /// It must first let time pass to `event.time` itself (animations ending,
  /// deadlines), so that skipped frames before it change nothing.
  mutating func handle(_ event: TouchEvent, into records: inout [Record])

  /// Advances to the display frame at `time` (seconds) and appends the frame's
  /// record after anything the passing time caused (an animation step, a tap
  /// recognized once an interval expired).
  mutating func frame(at time: Double, into records: inout [Record])

  /// The earliest time, in seconds, from which a display frame can change the
  /// scene or report anything but a frame record equal, its time aside, to the
  /// previous frame's, assuming no further input:
  /// - `-Double.infinity` (or any time not after the next frame's) while something
  ///   moves on its own: a scroll view decelerating, bouncing or settling, an
  ///   animation running;
  /// - otherwise the earliest deadline that passing time alone reaches (a
  ///   recognizer's, such as a double tap's interval running out; a scheduled
  ///   button press): frames before it are skipped, the first at or after it runs;
  /// - `nil` when only an input can change anything.
  ///
  /// Reporting a time earlier than needed is always correct (it only runs
  /// redundant frames); reporting a later one loses frames.
  var framesNeededFrom: Double? { get }

  /// Whether nothing would change without further touches: no finger down, no
  /// recognizer waiting on time, nothing moving.
  var isAtRest: Bool { get }
}
