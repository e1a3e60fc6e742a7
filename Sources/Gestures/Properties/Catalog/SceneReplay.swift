/// Drives a scene through a trace for a property, with the frame timing of
/// `Replayer` (and so of `gesture-sim run`), and lets the property look at the scene
/// after every input.
///
/// Frames come at `startTime + k / refreshRate`; before an event at time t every
/// frame strictly before t − 1 µs runs, an event and a frame at the same time
/// (within `FrameGrid.eventTolerance`) are handled event first, and after the last event frames run until the scene is at rest or
/// `settleLimit` seconds have passed (at least one frame runs). Frames are skipped
/// exactly as `Replayer` skips them: the first frame after every event runs, any
/// other only from the scene's `framesNeededFrom` on, since each skipped frame would
/// only repeat the previous state. That is what makes checking a case cheap: a
/// trace is mostly pauses.
struct SceneReplay<S: Scene> {
  /// One input the observer is told about.
  enum Step {
    /// Event `index` of the trace is about to be handled (the frames before it have
    /// run); the step's records are empty.
    case beforeEvent(Int)
    /// Event `index` was handled; the records are what it caused.
    case afterEvent(Int)
    /// The frame at `time` (seconds) ran; the records are what it caused.
    case afterFrame(Double)
  }

  /// The most records the buffer keeps before it is emptied.
  static var bufferLimit: Int { 48 }

  /// How a replay ended.
  struct Outcome {
    /// The failure the observer returned, which stopped the replay; `nil` if none.
    var failure: PropertyFailure?
    /// Whether the scene was at rest when the replay ended.
    var cameToRest: Bool
    /// The time of the last input handled, in seconds.
    var endTime: Double
  }

  /// Runs `events` through `scene` and calls `observe` after every input (and before
  /// every event) with the records that input caused: a slice of the reused buffer
  /// `records`, which is emptied only now and then (when it holds more than
  /// `bufferLimit` records) so that checking costs little per input. The replay stops at the first failure `observe`
  /// returns. `observe` gets the scene `inout` only so that it is not copied; it must
  /// not change it.
  /// - Precondition: `refreshRate` is positive and finite; `events` are in time order.
  static func run(
    _ scene: inout S, events: [TouchEvent], refreshRate: Double, startTime: Double, settleLimit: Double,
    records: inout [S.Record], observe: (Step, inout S, ArraySlice<S.Record>) -> PropertyFailure?
  ) -> Outcome {
    records.removeAll(keepingCapacity: true)
    precondition(refreshRate.isFinite && refreshRate > 0, "SceneReplay: the refresh rate must be positive")
    var k = 0
    var lastInput = startTime
    // Whether the next frame runs whatever the scene needs (as in `Replayer`).
    var frameOwed = true
    let grid = FrameGrid(startTime: startTime, refreshRate: refreshRate)
    let limit = FrameGrid.indexLimit
    @inline(__always) func frameTime(_ index: Int) -> Double { grid.time(index) }

    for index in events.indices {
      let time = FrameGrid.dueLimit(beforeEventAt: events[index].time)
      while k < limit && frameTime(k) < time {
        let gridTime = frameTime(k)
        let t = FrameGrid.runTime(ofFrameAt: gridTime, lastInput: lastInput)
        if !frameOwed {
          guard let needed = scene.framesNeededFrom else {
            // Skip to the first frame at or after the event: each skipped frame would
            // repeat the state.
            k = grid.firstIndex(notBefore: time, from: k)
            break
          }
          if needed > gridTime {
            k = grid.firstIndex(notBefore: min(needed, time), from: k)
            continue
          }
        }
        if records.count > bufferLimit { records.removeAll(keepingCapacity: true) }
        let first = records.endIndex
        scene.frame(at: t, into: &records)
        k += 1
        frameOwed = false
        lastInput = t
        if let failure = observe(.afterFrame(t), &scene, records[first...]) {
          return Outcome(failure: failure, cameToRest: scene.isAtRest, endTime: t)
        }
      }
      if records.count > bufferLimit { records.removeAll(keepingCapacity: true) }
      let first = records.endIndex
      if let failure = observe(.beforeEvent(index), &scene, records[first...]) {
        return Outcome(failure: failure, cameToRest: scene.isAtRest, endTime: lastInput)
      }
      scene.handle(events[index], into: &records)
      frameOwed = true
      lastInput = max(lastInput, events[index].time)
      if let failure = observe(.afterEvent(index), &scene, records[first...]) {
        return Outcome(failure: failure, cameToRest: scene.isAtRest, endTime: lastInput)
      }
    }

    let lastEventTime = events.last.map { max($0.time, startTime) } ?? startTime
    let deadline = lastEventTime + settleLimit
    var firstFrame = true
    while k < limit {
      let gridTime = frameTime(k)
      if !firstFrame && !(gridTime <= deadline) { break }
      let t = FrameGrid.runTime(ofFrameAt: gridTime, lastInput: lastInput)
      firstFrame = false
      if !frameOwed {
        if scene.isAtRest { break }
        guard let needed = scene.framesNeededFrom else { break }
        if needed > gridTime {
          k = grid.firstIndex(notBefore: min(needed, deadline.nextUp), from: k)
          continue
        }
      }
      if records.count > bufferLimit { records.removeAll(keepingCapacity: true) }
      let first = records.endIndex
      scene.frame(at: t, into: &records)
      k += 1
      frameOwed = false
      lastInput = t
      if let failure = observe(.afterFrame(t), &scene, records[first...]) {
        return Outcome(failure: failure, cameToRest: scene.isAtRest, endTime: t)
      }
      if scene.isAtRest { break }
    }
    return Outcome(failure: nil, cameToRest: scene.isAtRest, endTime: lastInput)
  }
}
