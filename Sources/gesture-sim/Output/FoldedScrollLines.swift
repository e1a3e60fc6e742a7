import ScrollPhysics

/// The readable table's folding of a scroll view's motion, shared by the scenes whose
/// table shows `scrollViewDidScroll` (the side menu, the scroll-view scene): a run of
/// consecutive frames and `scrollViewDidScroll` calls (the content moving, nothing else
/// happening) is shown as its first frame, one summary line ("… 2 more frames; 3 more
/// scrollViewDidScroll calls, offset 56.333 to 29.667") and its last frame. Lines stay in
/// time order: the calls after the run's last frame are written after it, one line each.
struct FoldedScrollLines<Frame, Offset: Equatable> {
  /// The frame's time, in seconds.
  let time: (Frame) -> Double
  /// The frame's text after the `frame` label.
  let describe: (Frame) -> String
  /// An offset's text, such as `80.000` or `(0.000, 10.000)`.
  let offsetText: (Offset) -> String
  /// The callback lines' label, padded: `callback  ` or `delegate  `.
  let callbackLabel: String

  private var motion: Motion?

  init(
    time: @escaping (Frame) -> Double, describe: @escaping (Frame) -> String, offsetText: @escaping (Offset) -> String,
    callbackLabel: String
  ) {
    self.time = time
    self.describe = describe
    self.offsetText = offsetText
    self.callbackLabel = callbackLabel
  }

  private struct Motion {
    var last: Frame?
    var frames = 0
    var scrolls = 0
    var shownScrolls = 0
    var firstOffset: Offset?
    var lastOffset: Offset?
    /// The calls since the run's latest frame (time in seconds, offset in points).
    var sinceLastFrame: [(time: Double, offset: Offset)] = []

    /// Counts the calls since the latest frame into the summary.
    mutating func foldCallsSinceLastFrame() {
      for call in sinceLastFrame {
        if firstOffset == nil { firstOffset = call.offset }
        lastOffset = call.offset
        scrolls += 1
      }
      sinceLastFrame.removeAll()
    }
  }

  /// Adds a frame: the first of a run is written at once.
  mutating func addFrame(_ frame: Frame, to out: inout some TextOutputStream) {
    var run = motion ?? Motion()
    if run.frames == 0 { out.write(Formatting.tableLine(time(frame), "frame     " + describe(frame))) }
    run.foldCallsSinceLastFrame()
    run.frames += 1
    run.last = frame
    motion = run
  }

  /// Adds a `scrollViewDidScroll` call at `time` (seconds) that reported `offset`.
  mutating func addScroll(at time: Double, offset: Offset, to out: inout some TextOutputStream) {
    var run = motion ?? Motion()
    if run.scrolls == 0 && run.frames == 0 {
      out.write(scrollLine(at: time, offset: offset))
      run.shownScrolls = 1
      run.scrolls = 1
    } else if run.frames == 0 {
      if run.firstOffset == nil { run.firstOffset = offset }
      run.scrolls += 1
      run.lastOffset = offset
    } else {
      run.sinceLastFrame.append((time, offset))
    }
    motion = run
  }

  /// Adds a delegate callback made at `time` (seconds): a `scrollViewDidScroll` joins the
  /// run with the offset `offset` makes of the one it reported; any other call ends the
  /// run and is written as the line `text` makes, or left out when that is nil.
  @inline(__always)
  mutating func addCallback(
    _ kind: ScrollViewCallback.Kind, at time: Double, offset: (Point) -> Offset, text: () -> String?,
    to out: inout some TextOutputStream
  ) {
    if case .scrollViewDidScroll(let reported) = kind {
      addScroll(at: time, offset: offset(reported), to: &out)
    } else if let text = text() {
      writeEvent(at: time, text, to: &out)
    }
  }

  /// Writes a record that is neither a frame nor a scroll: ends the run, then writes
  /// `text` as the line at `time`.
  mutating func writeEvent(at time: Double, _ text: String, to out: inout some TextOutputStream) {
    flush(to: &out)
    out.write(Formatting.tableLine(time, text))
  }

  /// Ends the current run of frames and scrolls.
  mutating func flush(to out: inout some TextOutputStream) {
    guard var run = motion else { return }
    motion = nil
    // With one frame, the summary line already comes after every call in the run.
    if run.frames < 2 { run.foldCallsSinceLastFrame() }
    let hiddenFrames = max(0, run.frames - 2)
    var parts: [String] = []
    if hiddenFrames > 0 { parts.append(Plural.count(hiddenFrames, "more frame")) }
    // The scrollViewDidScroll calls not shown on a line of their own, with the offsets
    // they reported: "2 more scrollViewDidScroll calls, offset 53.333 to 40.000", or
    // "offset 0.000" when they all reported the same offset.
    if run.scrolls > run.shownScrolls, let first = run.firstOffset, let last = run.lastOffset {
      let calls = Plural.count(run.scrolls - run.shownScrolls, "more scrollViewDidScroll call")
      let offsets = first == last ? "offset \(offsetText(first))" : "offset \(offsetText(first)) to \(offsetText(last))"
      parts.append(calls + ", " + offsets)
    }
    if !parts.isEmpty { out.write(Formatting.tableLine(nil, "          … " + parts.joined(separator: "; "))) }
    if run.frames >= 2, let last = run.last { out.write(Formatting.tableLine(time(last), "frame     " + describe(last))) }
    for call in run.sinceLastFrame { out.write(scrollLine(at: call.time, offset: call.offset)) }
  }

  private func scrollLine(at time: Double, offset: Offset) -> String {
    Formatting.tableLine(time, callbackLabel + "scrollViewDidScroll  offset \(offsetText(offset))")
  }
}
