/// Merges a stream of touch events with display frames in time order and feeds
/// both to a `Scene` (docs/side-menu.md, "Replay").
///
/// Frames come at `startTime + k / refreshRate` for k = 0, 1, 2, … (computed
/// from k, so no rounding error accumulates). Before an event at time t, every
/// frame at a time strictly before t runs; an event and a frame with the same
/// time are handled event first, so that the frame shows the event's effect.
/// After the last event, `finish` keeps running frames until the scene is at
/// rest, for at most `settleLimit` seconds of simulated time.
///
/// The replayer holds one event at a time: feed it from a streaming trace
/// reader and memory stays constant whatever the trace's length.
public struct Replayer<S: Scene> {
  /// The scene being driven.
  public private(set) var scene: S
  /// Display frames per second (hertz), > 0.
  public let refreshRate: Double
  /// The time of frame 0, in seconds.
  public let startTime: Double
  /// The longest the replayer runs frames after the last event while waiting
  /// for the scene to come to rest, in seconds.
  public let settleLimit: Double
  /// The index of the next frame to run.
  public private(set) var nextFrameIndex: Int
  /// The time of the last event fed, in seconds (`startTime` before any).
  public private(set) var lastEventTime: Double

  /// The default `settleLimit`: 10 s. Every motion of the side menu ends well
  /// within it (the longest, a paging settle or a 0.3 s animation, lasts about
  /// a second); a scene still moving after it is reported, not run forever.
  public static var defaultSettleLimit: Double { 10 }

  /// Creates a replayer whose frame 0 is at `startTime` (seconds).
  ///
  /// - Precondition: `refreshRate` is finite and positive, `settleLimit` finite and non-negative.
  public init(scene: S, refreshRate: Double, startTime: Double, settleLimit: Double = Replayer.defaultSettleLimit) {
    precondition(refreshRate.isFinite && refreshRate > 0, "Replayer: the refresh rate must be positive")
    precondition(settleLimit.isFinite && settleLimit >= 0, "Replayer: the settle limit must be non-negative")
    self.scene = scene
    self.refreshRate = refreshRate
    self.startTime = startTime
    self.settleLimit = settleLimit
    self.nextFrameIndex = 0
    self.lastEventTime = startTime
  }

  /// The time of frame `index`, in seconds.
  @inlinable
  public func frameTime(_ index: Int) -> Double {
    startTime + Double(index) / refreshRate
  }

  /// Runs every frame before `event.time`, then hands `event` to the scene.
  /// Events must come in non-decreasing time order (a trace reader guarantees it).
  public mutating func feed(_ event: TouchEvent, into records: inout [S.Record]) {
    run(framesBefore: event.time, into: &records)
    lastEventTime = Swift.max(lastEventTime, event.time)
    scene.handle(event, into: &records)
  }

  /// Runs every frame strictly before `time` (seconds).
  public mutating func run(framesBefore time: Double, into records: inout [S.Record]) {
    while frameTime(nextFrameIndex) < time {
      scene.frame(at: frameTime(nextFrameIndex), into: &records)
      nextFrameIndex += 1
    }
  }

  /// After the last event: runs the frame at (or just after) the last event,
  /// then frames until the scene is at rest or `settleLimit` seconds have passed
  /// since the last event. Returns whether the scene came to rest.
  @discardableResult
  public mutating func finish(into records: inout [S.Record]) -> Bool {
    let deadline = lastEventTime + settleLimit
    repeat {
      scene.frame(at: frameTime(nextFrameIndex), into: &records)
      nextFrameIndex += 1
      if scene.isAtRest { return true }
    } while frameTime(nextFrameIndex) <= deadline
    return scene.isAtRest
  }
}
