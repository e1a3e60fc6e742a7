import Gestures

/// A `PlotScene` that replays the trace through a `SceneRunner` and collects what
/// it plots from the records: feeding, finishing and handing each new record over
/// (`collect(_:)`) are the same for every such scene and written once here.
protocol RunnerPlotScene: PlotScene {
  /// The scene the runner replays.
  associatedtype Replayed: RunnableScene
  /// The runner, fed the trace's events.
  var runner: SceneRunner<Replayed> { get set }
  /// The runner's new records (a reused buffer, emptied once they are collected).
  var records: [Replayed.Record] { get set }
  /// Moves a new record into the plot's series and marks.
  mutating func collect(_ record: Replayed.Record)
  /// What happened, once the run has finished and every record is drained.
  func timeline() -> PlotTimeline
}

extension RunnerPlotScene {
  mutating func feed(_ event: TouchEvent) {
    withRecords { runner, records in runner.feed(event, into: &records) }
    drain()
  }

  mutating func finish() -> PlotTimeline {
    withRecords { runner, records in _ = runner.finish(into: &records) }
    drain()
    return timeline()
  }

  /// Hands the runner's new records, in order, to `collect(_:)` and empties the buffer.
  private mutating func drain() {
    for record in records { collect(record) }
    records.removeAllElements()
  }

  /// Runs `body` on the runner and the record buffer at once: the buffer is moved
  /// out (an empty array takes its place, which allocates nothing) so that the two
  /// properties are not both accessed through `self`.
  private mutating func withRecords(_ body: (inout SceneRunner<Replayed>, inout [Replayed.Record]) -> Void) {
    var buffer: [Replayed.Record] = []
    swap(&buffer, &records)
    body(&runner, &buffer)
    swap(&buffer, &records)
  }
}
