import Gestures

/// The viewer of a screen whose view-controller transitions animate
/// (``DropdownViewer``, ``TransitionsViewer``): what it does with the records is
/// the same for both and written once here. A frame record becomes one of the
/// page's frames (`add(_:)`); every other record goes to the log, marked, as its
/// jsonl line; at the end the replay finishes, the last records are drained and
/// the page gets the screen's picture (`drawPicture()`).
protocol AnimatedScreenViewer: ReplayingViewer where Replayed.Record == Report.Record, Replayed.Run == Report.Run {
  /// The scene's report, whose jsonl lines the log shows.
  associatedtype Report: AnimatedScreenReport
  /// Adds a frame record to the page's data (its values, state and drawing).
  mutating func add(_ frame: Report.Frame)
  /// Notes a transition that began, before the log shows it. Default: nothing.
  mutating func began(_ transition: Report.Transition)
  /// Sets the page's picture (`replay.data.picture`): the screen's layout and the
  /// frames' drawing, once every record is drained.
  mutating func drawPicture()
}

extension AnimatedScreenViewer {
  /// The run's options (the runner's).
  var options: SceneRunner<Replayed>.Options { replay.runner.options }

  mutating func began(_ transition: Report.Transition) {}

  mutating func finish() -> ViewerData {
    replay.finish(cameToRest: \.cameToRest)
    drain()
    drawPicture()
    return replay.data
  }

  mutating func drain() {
    for record in replay.takeRecords() {
      switch record {
      case .frame(let frame):
        add(frame)
      case .tap, .transition, .refusedTouch, .warning:
        if case .transition(let transition) = record, transition.moment == .began { began(transition) }
        replay.data.log(Report.jsonLine(record), marked: true)
      }
    }
  }
}
