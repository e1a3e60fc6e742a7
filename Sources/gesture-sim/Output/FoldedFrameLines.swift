/// The readable table output's treatment of display frames, shared by the scene
/// reports: a run of consecutive frames (nothing else happening between them) is
/// shown as its first frame, one line counting the frames in between, and its last
/// frame. Frames are described only when shown, so a long quiet run costs nothing.
struct FoldedFrameLines<Frame> {
  /// The frame's time, in seconds.
  let time: (Frame) -> Double
  /// The frame's text after the `frame` label.
  let describe: (Frame) -> String
  private var count = 0
  private var last: Frame?

  init(time: @escaping (Frame) -> Double, describe: @escaping (Frame) -> String) {
    self.time = time
    self.describe = describe
  }

  /// Adds a frame: the first of a run is written at once.
  mutating func add(_ frame: Frame, to out: inout some TextOutputStream) {
    if count == 0 { out.write(Formatting.tableLine(time(frame), "frame     " + describe(frame))) }
    count += 1
    last = frame
  }

  /// Writes a record that is not a frame: ends the run, then writes `text` as the
  /// line at `time`.
  mutating func writeEvent(at time: Double, _ text: String, to out: inout some TextOutputStream) {
    flush(to: &out)
    out.write(Formatting.tableLine(time, text))
  }

  /// Ends the current run (before anything that is not a frame, and at the end).
  mutating func flush(to out: inout some TextOutputStream) {
    guard count > 0, let last else { return }
    if count > 2 { out.write(Formatting.tableLine(nil, "          … \(Plural.count(count - 2, "more frame"))")) }
    if count >= 2 { out.write(Formatting.tableLine(time(last), "frame     " + describe(last))) }
    count = 0
    self.last = nil
  }
}
