import Gestures
import ScrollPhysics

/// `gesture-sim view TRACE -o run.html`: replays a trace through a scene and writes
/// one self-contained HTML page that plays the run back (``ViewerPage``): the scene
/// drawn frame by frame, the fingers, play/pause at 0.1×, 0.25× and 1×, a scrubber,
/// frame stepping, the current values, the log and synced charts.
enum ViewCommand: Command {
  /// The scenes that can be viewed: every scene with a picture (a ``ViewerScene``
  /// each; see `CommandLineScene.viewerScene`). `gestures` has none: `--scene gestures` is a usage
  /// error that lists these.
  static let scenes = SceneSetup.pictureScenes

  static let spec = CommandSpec(
    name: "gesture-sim view",
    abstract: "Write a self-contained HTML page that replays a trace's run: the scene, the fingers, the log and charts.",
    discussion: """
      The page has no network access, external scripts or fonts; open it in any browser.
      side-menu: the detail view and the menu's 3-D flip (a CSS matrix3d from the model's
      Transform3D, with its anchor point and layer geometry). cards: the card stack and its
      flips. table: the rows, tipping in, with the scroll indicator. scroll-view: the viewport
      over the content (pages, the snap grid or rows; the insets; the overscroll) with UIKit-like
      scroll indicators, configured by run's scroll-view flags and the trace's '# scroll-view:'
      line (flags win; docs/scroll-view-scene.md). dropdown, transitions: their views.
      Fingers are dots with a short trail.
      Controls: play/pause (space) at 0.1x, 0.25x or 1x of the trace's time; the scrubber;
      left/right arrows step one display frame, shift+arrows jump to the previous or next
      frame that changed; click a log entry or a chart to jump to its time.
      Viewport, scale and refresh rate come from the trace's metadata unless given here.
      A recording in another format (getevent, evemu, flutter, web, cdp; docs/recording.md) is
      read as 'gesture-sim run' reads it, with the same options; the page's title names its format.
      --uikit ios7 runs the side menu's, the table's or the scroll-view scene's scroll view
      under the tutorials' era's UIKit rules instead of today's (ios26).
      Example: gesture-sim view traces/fastswipe.csv -o fastswipe.html
      Example: gesture-sim view traces/cards-flip-complete.csv --scene cards -o flip.html
      Example: gesture-sim view traces/pager-3.csv --scene scroll-view --paging --content 1170x844 -o pager.html
      Example: gesture-sim view swipe.txt --scene scroll-view --display 1080x2400 --density 420 -o swipe.html
      """,
    arguments: [CommandSpec.Argument(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md), or a recording (docs/recording.md).")],
    options: SceneSetup.options(
      scenes: scenes,
      own: [
        SceneSetup.refusedFormatOption(picture: "an HTML page"),
        CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the page to a file instead of standard output."),
      ]))

  /// The scene, the input and where the page goes.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> PictureRequest<Viewing> {
    try PictureRequest(parsing: parsed, spec: spec, command: "view", picture: "an HTML page") { _ in Viewing() }
  }

  static func execute(
    _ request: PictureRequest<Viewing>, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    SceneSetup.draw(request, picture: \.page, output: &output, errors: &errors)
  }

  /// The replay through the scene's viewer, into `page`. The page's title names
  /// the input by its `label`'s last path component (a recording's format too).
  struct Viewing: PictureVisitor {
    /// The page, once `visit` has read the trace.
    var page = ""

    mutating func visit<Scene: CommandLineScene, S: ByteSource, E: TextOutputStream>(
      _ options: SceneRunner<Scene>.Options, setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
    ) throws(SceneSetup.Failure) {
      var scene = Scene.viewerScene(options, display: setup.display)
      do throws(TraceError) {
        try reader.forEachEvent(errors: &errors) { scene.feed($0) }
      } catch {
        throw .data(error)
      }
      var data = scene.finish()
      data.title = "\(label.lastPathComponent) · \(data.title)"
      page = ViewerPage.html(data)
    }
  }
}
