/// Drives a scene through a trace for a property with the `Replayer` that
/// `gesture-sim run` uses, stepping it input by input (`Replayer.nextFrame(before:)`,
/// `nextSettlingFrame()`), and lets the property look at the scene after every
/// input. The frames that run are therefore exactly those of a run: the frame
/// grid, the skipping of frames that cannot change anything and the settle limit
/// are the replayer's (docs/side-menu.md, "Replay"). Skipping is what makes
/// checking a case cheap: a trace is mostly pauses.
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
  /// - Precondition: `refreshRate` is positive and finite, `settleLimit` finite and
  ///   non-negative; `events` are in time order.
  static func run(
    _ scene: inout S, events: [TouchEvent], refreshRate: Double, startTime: Double, settleLimit: Double,
    records: inout [S.Record], observe: (Step, inout S, ArraySlice<S.Record>) -> PropertyFailure?
  ) -> Outcome {
    records.removeAllElements()
    var replayer = Replayer(scene: scene, refreshRate: refreshRate, startTime: startTime, settleLimit: settleLimit)
    defer { scene = replayer._scene }
    var lastInput = startTime

    for index in events.indices {
      let event = events[index]
      while let t = replayer.nextFrame(before: event.time) {
        if let failure = runFrame(at: t, &replayer, &records, observe) {
          return Outcome(failure: failure, cameToRest: replayer._scene.isAtRest, endTime: t)
        }
        lastInput = t
      }
      if records.count > bufferLimit { records.removeAllElements() }
      let first = records.endIndex
      if let failure = observe(.beforeEvent(index), &replayer._scene, records[first...]) {
        return Outcome(failure: failure, cameToRest: replayer._scene.isAtRest, endTime: lastInput)
      }
      replayer.handle(event, into: &records)
      lastInput = max(lastInput, event.time)
      if let failure = observe(.afterEvent(index), &replayer._scene, records[first...]) {
        return Outcome(failure: failure, cameToRest: replayer._scene.isAtRest, endTime: lastInput)
      }
    }
    while let t = replayer.nextSettlingFrame() {
      if let failure = runFrame(at: t, &replayer, &records, observe) {
        return Outcome(failure: failure, cameToRest: replayer._scene.isAtRest, endTime: t)
      }
      lastInput = t
    }
    return Outcome(failure: nil, cameToRest: replayer._scene.isAtRest, endTime: lastInput)
  }

  /// Runs the replayer's frame at `t` (seconds) and shows the observer what it caused.
  @inline(__always)
  private static func runFrame(
    at t: Double, _ replayer: inout Replayer<S>, _ records: inout [S.Record],
    _ observe: (Step, inout S, ArraySlice<S.Record>) -> PropertyFailure?
  ) -> PropertyFailure? {
    if records.count > bufferLimit { records.removeAllElements() }
    let first = records.endIndex
    replayer.runFrame(at: t, into: &records)
    return observe(.afterFrame(t), &replayer._scene, records[first...])
  }
}
