/// Merges a stream of touch events with display frames in time order and feeds
/// both to a `Scene` (docs/side-menu.md, "Replay").
///
/// **The frame grid.** Frames come at `startTime + k / refreshRate` for k = 0, 1,
/// 2, … (computed from k, so no rounding error accumulates). Before an event at
/// time t, every frame at a time strictly before t − 1 µs is due; an event and a
/// frame at the same time (within the microsecond of `FrameGrid.eventTolerance`,
/// the trace format's resolution) are handled event first, so that the frame
/// shows the event's effect; such a frame runs at the event's time when the event
/// came just after the frame's grid time, so that time never goes back. After the last event, `finish` keeps running frames until the
/// scene is at rest, for at most `settleLimit` seconds of simulated time.
///
/// **Skipped frames.** A due frame runs only when it can change something: the
/// first frame after the replayer was created and the first frame after every
/// event always run (so that one frame record shows each input's effect); any
/// other frame runs only when its time is at or after the scene's
/// `framesNeededFrom` (something moves, or a recognizer's deadline has come).
/// The replayer steps over the others arithmetically, in a bounded number of
/// operations however long the gap (a trace with rows at t = 0 and t = 1e9 does
/// not loop over 1.2e11 frames). A skipped frame would have appended only a frame
/// record equal, its time aside, to the previous one, so skipping changes no
/// callback, gesture, action or state. `framesRun` and `framesSkipped` count both
/// kinds.
///
/// Frame indices are limited to `frameIndexLimit` (2^53, the last index whose
/// time is computed exactly): at 120 Hz that is 2.4 million years after
/// `startTime`. Inputs later than that get no frames at all.
///
/// The replayer holds one event at a time: feed it from a streaming trace
/// reader and memory stays constant whatever the trace's length.
@usableFromInline package struct Replayer<S: Scene> {
  /// The scene being driven.
  @usableFromInline package var scene: S { _scene }
  /// The scene, stored (inlinable code and the property checks' observer reach it in place).
  @usableFromInline var _scene: S
  /// Display frames per second (hertz), > 0.
  @usableFromInline package let refreshRate: Double
  /// The time of frame 0, in seconds.
  @usableFromInline package let startTime: Double
  /// The longest the replayer runs frames after the last event while waiting
  /// for the scene to come to rest, in seconds.
  @usableFromInline package let settleLimit: Double
  /// The index of the next frame on the grid: every frame before it was run or
  /// skipped.
  @usableFromInline package var nextFrameIndex: Int { _nextFrameIndex }
  @usableFromInline var _nextFrameIndex: Int
  /// The time of the last event fed, in seconds (`startTime` before any).
  @usableFromInline package var lastEventTime: Double { _lastEventTime }
  @usableFromInline var _lastEventTime: Double
  /// How many frames ran (`scene.frame(at:into:)` was called).
  @usableFromInline package var framesRun: Int { _framesRun }
  @usableFromInline var _framesRun: Int
  /// Whether the next due frame must run whatever the scene needs: true at the
  /// start and after every event, false after a frame ran.
  @usableFromInline var frameOwed: Bool
  /// Whether `nextSettlingFrame()` was called: from its second call on, the
  /// settle limit applies.
  var settling: Bool

  /// The default `settleLimit`: 10 s. Every motion of the side menu ends well
  /// within it (the longest, a paging settle or a 0.3 s animation, lasts about
  /// a second); a scene still moving after it is reported, not run forever.
  @usableFromInline package static var defaultSettleLimit: Double { 10 }

  /// The first frame index that is never run: 2^53. Up to it `Double(k)` is
  /// exact, so frame times are computed without error.
  @usableFromInline package static var frameIndexLimit: Int { FrameGrid.indexLimit }

  /// Creates a replayer whose frame 0 is at `startTime` (seconds).
  ///
  /// - Precondition: `refreshRate` is finite and positive, `settleLimit` finite and non-negative.
  @usableFromInline package init(scene: S, refreshRate: Double, startTime: Double, settleLimit: Double = Replayer.defaultSettleLimit) {
    precondition(refreshRate.isFinite && refreshRate > 0, "Replayer: the refresh rate must be positive")
    precondition(settleLimit.isFinite && settleLimit >= 0, "Replayer: the settle limit must be non-negative")
    self._scene = scene
    self.refreshRate = refreshRate
    self.startTime = startTime
    self.settleLimit = settleLimit
    self._nextFrameIndex = 0
    self._lastEventTime = startTime
    self._framesRun = 0
    self.frameOwed = true
    self.settling = false
  }

  /// How many frames of the grid before `nextFrameIndex` were skipped because
  /// they could not change anything.
  @usableFromInline package var framesSkipped: Int { nextFrameIndex - framesRun }

  /// The time of the last frame on the grid before the next one to run, in seconds:
  /// the time of the state a finished run reports (`SceneRunFacts.finalTime`).
  var lastFrameTime: Double { frameTime(nextFrameIndex - 1) }

  /// The time of frame `index`, in seconds.
  @inlinable
  package func frameTime(_ index: Int) -> Double {
    startTime + Double(index) / refreshRate
  }

  /// Runs every frame due before `event.time` (those strictly before
  /// `event.time − FrameGrid.eventTolerance`), then hands `event` to the scene.
  /// Events must come in non-decreasing time order (a trace reader guarantees it).
  @inlinable
  package mutating func feed(_ event: TouchEvent, into records: inout [S.Record]) {
    run(framesBefore: event.time, into: &records)
    handle(event, into: &records)
  }

  /// Runs every frame due before an input at `time` (seconds: the frames strictly
  /// before `time − FrameGrid.eventTolerance`) that can change something, and
  /// skips the others.
  @inlinable
  package mutating func run(framesBefore time: Double, into records: inout [S.Record]) {
    while let frame = nextFrame(before: time) {
      runFrame(at: frame, into: &records)
    }
  }

  /// After the last event: runs the frame at (or just after) the last event,
  /// then frames until the scene is at rest or `settleLimit` seconds have passed
  /// since the last event; frames that cannot change anything are skipped.
  /// Returns whether the scene came to rest. `nextFrameIndex − 1` is then the
  /// last frame run (at rest) or the last frame within the limit.
  @discardableResult
  @usableFromInline package mutating func finish(into records: inout [S.Record]) -> Bool {
    while let frame = nextSettlingFrame() {
      runFrame(at: frame, into: &records)
    }
    return _scene.isAtRest
  }

  // MARK: - Stepping

  /// The time, in seconds, of the next frame to run before an input at `time`
  /// (a frame on the grid strictly before `time − FrameGrid.eventTolerance`: a
  /// frame up to 1 µs before the input shows it), after stepping over the frames
  /// before it that cannot change anything; `nil` when no frame before the input
  /// needs to run. The time returned is the frame's grid time, or the last
  /// event's when that came less than the tolerance after it
  /// (`FrameGrid.runTime(ofFrameAt:lastInput:)`), so that time never goes back. Summary the frame with `runFrame(at:into:)`
  /// and ask again; `feed` is `run(framesBefore:)` then `handle(_:into:)`. A
  /// caller that looks at the scene after every input (the property checks)
  /// drives the replayer with these steps, and so runs exactly the frames that
  /// `feed` and `finish` run.
  @inlinable @inline(__always)
  package mutating func nextFrame(before input: Double) -> Double? {
    let time = FrameGrid.dueLimit(beforeEventAt: input)
    while nextFrameIndex < Self.frameIndexLimit {
      let frame = frameTime(nextFrameIndex)
      guard frame < time else { return nil }
      if !frameOwed {
        guard let needed = _scene.framesNeededFrom else {
          // Nothing can change before the event: no frame before it runs.
          _nextFrameIndex = firstFrameIndex(notBefore: time)
          return nil
        }
        if needed > frame {
          // Nothing changes before `needed`: go to the first frame at or after it
          // (or to the event's, if that comes first).
          _nextFrameIndex = firstFrameIndex(notBefore: Swift.min(needed, time))
          continue
        }
      }
      return FrameGrid.runTime(ofFrameAt: frame, lastInput: _lastEventTime)
    }
    return nil
  }

  /// After the last event, the time (seconds) of the next frame to run while the
  /// scene settles, after stepping over frames that cannot change anything; `nil`
  /// once the scene is at rest or `settleLimit` seconds have passed since the last
  /// event. The first call always returns the frame at (or just after) the last
  /// event unless the scene is already at rest with no frame owed. As for
  /// `nextFrame(before:)`, a frame whose grid time is (within 1 µs) before the last
  /// event runs at the event's time. `finish` is this loop with `runFrame(at:into:)`.
  @usableFromInline package mutating func nextSettlingFrame() -> Double? {
    let deadline = lastEventTime + settleLimit
    while nextFrameIndex < Self.frameIndexLimit {
      let frame = frameTime(nextFrameIndex)
      if settling && !(frame <= deadline) { return nil }
      settling = true
      if !frameOwed {
        if _scene.isAtRest { return nil }
        guard let needed = _scene.framesNeededFrom else {
          // Not at rest, but only an input could change that: no frame within the
          // limit runs.
          _nextFrameIndex = firstFrameIndex(notBefore: deadline.nextUp)
          return nil
        }
        if needed > frame {
          _nextFrameIndex = firstFrameIndex(notBefore: Swift.min(needed, deadline.nextUp))
          continue
        }
      }
      return FrameGrid.runTime(ofFrameAt: frame, lastInput: _lastEventTime)
    }
    return nil
  }

  /// Hands `event` to the scene once the frames before it have run (see
  /// `nextFrame(before:)`). Events must come in non-decreasing time order.
  @inlinable @inline(__always)
  package mutating func handle(_ event: TouchEvent, into records: inout [S.Record]) {
    _lastEventTime = Swift.max(_lastEventTime, event.time)
    _scene.handle(event, into: &records)
    frameOwed = true
  }

  /// Runs the frame `nextFrameIndex`, whose time `time` (seconds) `nextFrame(before:)`
  /// or `nextSettlingFrame()` returned, and moves past it.
  @inlinable @inline(__always)
  package mutating func runFrame(at time: Double, into records: inout [S.Record]) {
    _scene.frame(at: time, into: &records)
    _nextFrameIndex += 1
    _framesRun += 1
    frameOwed = false
  }

  /// The first frame index at or after `nextFrameIndex` whose time is at or after
  /// `time` (seconds), or `frameIndexLimit`; bounded work for any `time`.
  @usableFromInline
  func firstFrameIndex(notBefore time: Double) -> Int {
    FrameGrid(startTime: startTime, refreshRate: refreshRate).firstIndex(notBefore: time, from: nextFrameIndex)
  }
}
