import Gestures
import ScrollPhysics

/// `gesture-sim plot TRACE -o FILE.svg`: replays a trace through a scene and draws
/// the run as a self-contained SVG (``PlotRenderer``): the scene's quantity and its
/// velocity against time, the events on the time axis, the fingers' paths and a
/// filmstrip of the scene at chosen times.
enum PlotCommand: Command {
  /// The scenes that can be plotted (a ``PlotScene`` each; see `CommandLineScene.plotScene`).
  static let scenes = SceneSetup.pictureScenes
  /// The filmstrip's largest number of frames.
  static let maximumFrames = 12

  static let spec = CommandSpec(
    name: "gesture-sim plot",
    abstract: "Draw a trace's run as a self-contained SVG: offset or flip angle and velocity over time, events, finger paths, a filmstrip.",
    discussion: """
      side-menu: the content offset and its velocity, the pan and tap actions, the
      scroll-view callbacks and hideOrShowMenu calls, and a filmstrip of the screen with
      the menu panel folding in (drawn from its projected 3-D quad).
      cards: the flip angle of the turning card, the pan's velocity, the pan's actions,
      each flip's outcome and completion, and a filmstrip of the stack drawn from every
      card's projected 3-D quad (the card turning over and showing its back).
      table: the content offset and its velocity, the pan, taps and rows shown, and a
      filmstrip of the rows tipping in. dropdown: the snapshot's and the menu's
      translations, taps and transitions. transitions: the flip angle and the presented
      view's translation, taps and transitions.
      The velocity is the model's own: the pan's while dragging, the scroll view's
      closed-form motion after (side-menu, table), the pan's estimate (cards).
      --from and --to zoom into a time window.
      scroll-view: the content offset along the scrolling axis and the scroll view's
      own velocity, the pan and tap actions, every delegate callback (the release
      velocity marked), and a filmstrip of the viewport over the content; it takes
      run's scroll-view flags and reads the '# scroll-view:' metadata line.
      Without --at the filmstrip shows --frames times spread evenly over the scene's
      motion (each frame a different picture), from the first frame to the end of the
      last change.
      Viewport, scale and refresh rate come from the trace's metadata unless given here.
      A recording in another format (getevent, evemu, flutter, web, cdp; docs/recording.md) is
      read as 'gesture-sim run' reads it, with the same options; the summary line names its format.
      The SVG has no scripts, images, fonts or links, and the same trace always gives
      the same bytes. Open it in any browser.
      Example: gesture-sim plot traces/fastswipe.csv -o fastswipe.svg
      Example: gesture-sim plot traces/cards-flip-complete.csv --scene cards -o flip.svg
      Example: gesture-sim plot swipe.txt --display 1080x2400 --density 420 -o swipe.svg
      """,
    arguments: [CommandSpec.Argument(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md), or a recording (docs/recording.md).")],
    options: SceneSetup.options(
      scenes: scenes,
      own: [
        SceneSetup.refusedFormatOption(picture: "an SVG"),
        CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the SVG to a file instead of standard output."),
        CommandSpec.Option(longName: "--at", valueName: "t1,t2,…", help: "Filmstrip times, in seconds of the trace's time base (at most 12).", defaultValue: "evenly spread"),
        CommandSpec.Option(longName: "--frames", valueName: "n", help: "Filmstrip frames when --at is not given, 1…12.", defaultValue: "6"),
        CommandSpec.Option(longName: "--from", valueName: "t", help: "Zoom: start the charts at time t (seconds, the trace's time base).", defaultValue: "the run's start"),
        CommandSpec.Option(longName: "--to", valueName: "t", help: "Zoom: end the charts at time t (seconds, the trace's time base).", defaultValue: "the run's end"),
      ]))

  /// The scene, the drawing the options ask for (before it has read the trace), the
  /// input and where the SVG goes.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> PictureRequest<Drawing> {
    try PictureRequest(parsing: parsed, spec: spec, command: "plot", picture: "an SVG") { setup throws(UsageError) in
      try drawing(parsed, setup: setup)
    }
  }

  /// The drawing `parsed` asks for with the scene `setup`.
  private static func drawing(_ parsed: CommandSpec.ParsedArguments, setup: SceneSetup) throws(UsageError) -> Drawing {
    let times = try parsed.numbers("--at", spec: spec, expected: "finite times in seconds") { _ in true }
    if let times, times.count > maximumFrames {
      throw spec.invalidValue(parsed.value("--at")!, for: "--at", expected: "at most \(maximumFrames) times")
    }
    if parsed.has("--at") && parsed.has("--frames") {
      throw UsageError(message: "'--frames' cannot be used with '--at'")
    }
    let from = try parsed.number("--from", spec: spec, expected: "a finite time in seconds") { _ in true }
    let to = try parsed.number("--to", spec: spec, expected: "a finite time in seconds") { _ in true }
    if let from, let to, !(from < to) {
      throw UsageError(message: "'--from' (\(from)) must be before '--to' (\(to))")
    }
    let frameCount = Int(try parsed.number("--frames", default: 6, spec: spec, expected: "an integer between 1 and 12") {
      $0 >= 1 && $0 <= Double(maximumFrames) && $0 == $0.rounded()
    }!)
    return Drawing(setup: setup, path: parsed.positionals[0], times: times, frameCount: frameCount, from: from, to: to)
  }

  static func execute(
    _ request: PictureRequest<Drawing>, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    SceneSetup.draw(request, picture: \.document, output: &output, errors: &errors)
  }

  /// `count` frame times that show the run's changes: spread evenly over the
  /// quantity's accumulated change (the total variation), from the first frame to
  /// the frame that completes the last change, so that each picture differs from
  /// the next; spread evenly in time when nothing changes.
  ///
  /// For a run that opens the menu (offset 80 → 0) and closes it again, six frames
  /// fall at 0, 32, 64, 96, 128 and 160 pt of accumulated motion: two while
  /// opening, two while closing, plus the start and the end.
  static func spreadTimes(_ series: [(t: Double, value: Double)], count: Int) -> [Double] {
    guard let first = series.first, let last = series.last else { return [0] }
    var cumulative: [Double] = [0]
    cumulative.reserveCapacity(series.count)
    for i in series.indices.dropFirst() {
      cumulative.append(cumulative[i - 1] + (series[i].value - series[i - 1].value).magnitude)
    }
    let total = cumulative[cumulative.count - 1]
    guard count > 1 else { return [last.t] }
    guard total > 0 else {
      return (0..<count).map { first.t + (last.t - first.t) * Double($0) / Double(count - 1) }
    }
    var times: [Double] = []
    var index = 0
    for k in 0..<count {
      let target = total * Double(k) / Double(count - 1)
      while index < cumulative.count - 1, cumulative[index] < target { index += 1 }
      times.append(series[index].t)
    }
    return times
  }

  /// The replay through the scene's plot, into `document`. The summary line names
  /// the input by its `label` (a recording's format too).
  struct Drawing: PictureVisitor {
    let setup: SceneSetup
    /// The input's path, for errors in its metadata and the title.
    let path: String
    /// `--at`: the filmstrip's times (seconds); nil spreads `frameCount` frames.
    let times: [Double]?
    let frameCount: Int
    /// `--from`, `--to`: the charts' window (seconds); nil for the run's start or end.
    let from: Double?
    let to: Double?
    /// The SVG, once `visit` has read the trace.
    var document = ""

    mutating func visit<Scene: CommandLineScene, S: ByteSource, E: TextOutputStream>(
      _ options: SceneRunner<Scene>.Options, setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
    ) throws(SceneSetup.Failure) {
      do throws(TraceError) {
        try draw(Scene.plotScene(options), reader: &reader, label: label, errors: &errors)
      } catch {
        throw .data(error)
      }
    }

    /// Replays the rest of `reader` through `scene` and draws the SVG.
    private mutating func draw<S: ByteSource, E: TextOutputStream>(
      _ scene: any PlotScene, reader: inout TraceReader<S>, label: String, errors: inout E
    ) throws(TraceError) {
      var scene = scene
      var strokes: [PlotRenderer.Stroke] = []
      var open: [Int: Int] = [:]  // finger id → index in strokes
      var events = 0
      var first: Double?
      var last = 0.0
      try reader.forEachEvent(errors: &errors) { event in
        events += 1
        if first == nil { first = event.time }
        last = event.time
        for touch in event.touches {
          let sample = (t: event.time, location: touch.location, phase: touch.phase)
          if let index = open[touch.id] {
            strokes[index].samples.append(sample)
          } else {
            open[touch.id] = strokes.count
            strokes.append(PlotRenderer.Stroke(id: touch.id, samples: [sample]))
          }
          switch touch.phase {
          case .ended, .cancelled: open[touch.id] = nil
          case .began, .moved, .stationary: break
          }
        }
        scene.feed(event)
      }
      var timeline = scene.finish()
      let restTime = timeline.end
      if from != nil || to != nil {
        let start = from ?? timeline.start
        let end = to ?? max(timeline.end, start + 1e-3)
        guard start < end else {
          throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(
            key: "--from/--to", value: "\(start)…\(end)", expected: "a window that overlaps the run (\(timeline.start)…\(timeline.end) s)"))
        }
        timeline = timeline.windowed(from: start, to: end)
        strokes = strokes.compactMap { stroke in
          var kept = stroke
          kept.samples = stroke.samples.filter { $0.t >= start && $0.t <= end }
          return kept.samples.isEmpty ? nil : kept
        }
      }
      let snapshotTimes = times ?? spreadTimes(timeline.motion, count: frameCount)
      let snapshots = snapshotTimes.map { scene.snapshot(at: $0) }
      let n = Rounded.text
      let summary = "trace \(label): \(events) events, \(strokes.count) finger\(strokes.count == 1 ? "" : "s"), "
        + "\(Formatting.fixed(last - (first ?? 0), 3)) s from t = \(n(first ?? 0)) s; the scene is at rest at t = \(Formatting.fixed(restTime, 3)) s"
        + (from != nil || to != nil ? "; shown from \(n(timeline.start)) to \(n(timeline.end)) s" : "")
      let renderer = PlotRenderer(
        title: "gesture-sim plot · \(path.lastPathComponent)", timeline: timeline, strokes: strokes, snapshots: snapshots,
        viewport: scene.viewport, landmarks: scene.landmarks, summary: summary)
      document = renderer.render()
    }
  }
}
