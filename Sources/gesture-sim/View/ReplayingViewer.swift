import Gestures

/// A viewer whose run is a ``ViewerReplay``: feeding it an event hands the event to
/// the replay, then moves the records it wrote into the page's data (`drain`). Every
/// viewer of `gesture-sim view` is one.
protocol ReplayingViewer: ViewerScene {
  /// The scene replayed (a `ProbedScene` when the viewer samples it after every frame).
  associatedtype Replayed: RunnableScene
  /// The run and the page's data.
  var replay: ViewerReplay<Replayed> { get set }
  /// Moves the records the replay wrote since the last call into the page's data.
  mutating func drain()
}

extension ReplayingViewer {
  /// Feeds the next touch event to the replay and takes its records.
  mutating func feed(_ event: TouchEvent) {
    replay.feed(event)
    drain()
  }
}
