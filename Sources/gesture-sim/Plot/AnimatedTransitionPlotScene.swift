import Gestures
import ScrollPhysics

/// The plot of a scene whose view-controller transitions animate
/// (``DropdownPlotScene``, ``TransitionsPlotScene``): its options are its runner's,
/// its display is the configuration's viewport; what it does with the records (a
/// frame to the plotted frames through `add(_:)`, every other record to a mark,
/// `AnimatedTransitionReport.plotMark`) and its timeline's subtitle, lanes, marks and
/// span are the same for both and written once here; a plot scene gives how it
/// keeps a frame, its two curves, their guides and the motion that places the
/// filmstrip.
protocol AnimatedTransitionPlotScene: RunnerPlotScene
where Replayed.Configuration: AnimatedTransitionSceneConfiguration, Replayed.Record == Report.Record {
  /// The scene's report, which names the scene and gives the marks.
  associatedtype Report: AnimatedTransitionReport
  /// The frames plotted, in order (a held frame before each gap, `appendFrame`).
  var frames: [Report.Frame] { get }
  /// The marks of the taps, transitions, refused touches and warnings, in order.
  var marks: [PlotMark] { get set }
  /// Keeps a frame record (`appendFrame`, and what the scene notes with it).
  mutating func add(_ frame: Report.Frame)
  /// Notes a transition that began, before its mark. Default: nothing.
  mutating func began(_ transition: Report.Transition)
}

extension AnimatedTransitionPlotScene {
  /// The run's options (the runner's).
  var options: SceneRunner<Replayed>.Options { runner.options }

  var viewport: Size { options.scene.geometry.viewport }

  mutating func began(_ transition: Report.Transition) {}

  mutating func collect(_ record: Report.Record) {
    switch record {
    case .frame(let frame):
      add(frame)
    case .tap, .transition, .refusedTouch, .warning:
      if case .transition(let transition) = record, transition.moment == .began { began(transition) }
      if let mark = Report.plotMark(record) { marks.append(mark) }
    }
  }

  /// The timeline of the run: `dropdown · viewport 390×844 · 60 Hz`, the two
  /// curves with their labels and guides, the gestures and transitions lanes with
  /// the marks, the `motion`, from the first frame to the last.
  func timeline(
    quantityLabel: String, velocityLabel: String, quantity: [PlotTimeline.Segment], velocity: [PlotTimeline.Segment],
    guides: [(value: Double, label: String)], motion: [(t: Double, value: Double)]
  ) -> PlotTimeline {
    PlotTimeline(
      subtitle: "\(Report.sceneName) · " + Formatting.display(viewport: viewport, scale: nil, refreshRate: options.refreshRate, style: .plot),
      quantityLabel: quantityLabel, velocityLabel: velocityLabel, quantity: quantity, velocity: velocity, guides: guides,
      velocityPoints: [], lanes: [.gestures, .transitions], marks: marks, motion: motion,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }
}
