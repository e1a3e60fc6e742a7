import Gestures

/// A viewer whose run is a ``ViewerRun``: feeding it an event hands the event to
/// the run, then moves the records it wrote into the page's data (`drain`). Every
/// viewer of `gesture-sim view` is one.
protocol RunnerViewer: ViewerScene {
  /// The scene replayed (a `ProbedScene` when the viewer samples it after every frame).
  associatedtype Replayed: RunnableScene
  /// The run and the page's data.
  var run: ViewerRun<Replayed> { get set }
  /// Moves the records the run wrote since the last call into the page's data.
  mutating func drain()
}

extension RunnerViewer {
  /// Feeds the next touch event to the run and takes its records.
  mutating func feed(_ event: TouchEvent) {
    run.feed(event)
    drain()
  }
}
