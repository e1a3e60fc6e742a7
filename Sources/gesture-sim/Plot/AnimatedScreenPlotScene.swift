import Gestures
import ScrollPhysics

/// The plot of a screen whose view-controller transitions animate
/// (``DropdownPlotScene``, ``TransitionsPlotScene``): its options are its runner's,
/// its screen is the configuration's viewport, and its timeline's subtitle, lanes,
/// marks and span are the same for both and written once here; a plot scene gives
/// its two curves, their guides and the motion that places the filmstrip.
protocol AnimatedScreenPlotScene: ReplayingPlotScene where Replayed.Configuration: AnimatedScreenConfiguration {
  /// The scene's report, which names the scene.
  associatedtype Report: AnimatedScreenReport
  /// The frames plotted, in order (a held frame before each gap, `appendFrame`).
  var frames: [Report.Frame] { get }
  /// The marks of the taps, transitions, refused touches and warnings, in order.
  var marks: [PlotMark] { get }
}

extension AnimatedScreenPlotScene {
  /// The run's options (the runner's).
  var options: SceneRunner<Replayed>.Options { runner.options }

  var viewport: Size { options.scene.geometry.viewport }

  /// The timeline of the run: `dropdown · viewport 390×844 · 60 Hz`, the two
  /// curves with their labels and guides, the gestures and transitions lanes with
  /// the marks, the `motion`, from the first frame to the last.
  func timeline(
    quantityLabel: String, velocityLabel: String, quantity: [PlotTimeline.Segment], velocity: [PlotTimeline.Segment],
    guides: [(value: Double, label: String)], motion: [(t: Double, value: Double)]
  ) -> PlotTimeline {
    let n = PhysicsCommand.number
    return PlotTimeline(
      subtitle: "\(Report.sceneName) · viewport \(n(viewport.width))×\(n(viewport.height)) · \(n(options.refreshRate)) Hz",
      quantityLabel: quantityLabel, velocityLabel: velocityLabel, quantity: quantity, velocity: velocity, guides: guides,
      velocityPoints: [], lanes: [.gestures, .transitions], marks: marks, motion: motion,
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }
}
