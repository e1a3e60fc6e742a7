import Gestures

/// The viewer of a scene whose view-controller transitions animate
/// (``DropdownViewer``, ``TransitionsViewer``): what it does with the records is
/// the same for both and written once here. A frame record becomes one of the
/// page's frames (`add(_:)`); every other record goes to the log, marked, as its
/// jsonl line; at the end the run finishes, the last records are drained and
/// the page gets the screen's picture (`drawPicture()`).
protocol AnimatedTransitionViewer: RunnerViewer where Replayed.Record == Report.Record, Replayed.Summary == Report.Summary {
  /// The scene's report, whose jsonl lines the log shows.
  associatedtype Report: AnimatedTransitionReport
  /// Adds a frame record to the page's data (its values, state and drawing).
  mutating func add(_ frame: Report.Frame)
  /// Notes a transition that began, before the log shows it. Default: nothing.
  mutating func began(_ transition: Report.Transition)
  /// Sets the page's picture (`run.data.picture`): the screen's layout and the
  /// frames' drawing, once every record is drained.
  mutating func drawPicture()
}

extension AnimatedTransitionViewer {
  /// The run's options (the runner's).
  var options: SceneRunner<Replayed>.Options { run.runner.options }

  mutating func began(_ transition: Report.Transition) {}

  mutating func finish() -> ViewerData {
    run.finish(cameToRest: \.cameToRest)
    drain()
    drawPicture()
    return run.data
  }

  mutating func drain() {
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        add(frame)
      case .tap, .transition, .refusedTouch, .warning:
        if case .transition(let transition) = record, transition.moment == .began { began(transition) }
        run.data.log(Report.jsonLine(record), marked: true)
      }
    }
  }
}
