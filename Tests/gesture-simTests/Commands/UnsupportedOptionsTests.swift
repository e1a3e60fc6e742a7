@testable import gesture_sim
import Testing

/// An option a scene does not use is a usage error (exit 64) that names what the
/// scene supports; it used to be ignored silently (`--flip-at` on the side menu, the
/// screen options on the gestures scene). Every format works with every scene.
@Suite struct UnsupportedOptionsTests {
  let tap = packageRoot + "/traces/tap.csv"

  @Test func flipAtWorksOnlyWithTheCards() {
    for scene in SceneSetup.scenes.map(\.name) where scene != "cards" {
      let result = runTool(["run", tap, "--scene", scene, "--flip-at", "1"])
      #expect(result.code == 64, "\(scene)")
      #expect(result.err.hasPrefix(
        "Error: '--flip-at' presses the card stack's flip button: it works only with --scene cards, not --scene \(scene)\n"))
    }
    #expect(runTool(["run", tap, "--scene", "cards", "--flip-at", "1"]).code == 0)
    let plot = runTool(["plot", tap, "--flip-at", "1"])
    #expect(plot.code == 64)
    #expect(plot.err.contains("works only with --scene cards"))
    // plot and view take the side menu's tutorial steps and the table's versions.
    for command in ["plot", "view"] {
      let variant = runTool([command, tap, "--scene", "cards", "--variant", "hamburger"])
      #expect(variant.code == 64)
      #expect(variant.err.hasPrefix(
        "Error: '--variant' chooses the side menu's tutorial step or the table's version: it works only with --scene side-menu or --scene table, not --scene cards\n"))
    }
    #expect(runTool(["plot", tap, "--scene", "table", "--variant", "fade"]).code == 0)
  }

  /// The gestures scene has screen edges (for the edge pan) but no pixels or frames:
  /// `--viewport` applies, `--refresh` never does, and `--scale` only converts a recording
  /// (`ImportCommandTests.everyImportOptionWorksWithEveryScene`).
  @Test func theGesturesSceneHasNoPixelsOrFrames() {
    let refresh = runTool(["run", tap, "--scene", "gestures", "--refresh", "120"])
    #expect(refresh.code == 64)
    #expect(refresh.err.hasPrefix(
      "Error: The gestures scene has no frames, so '--refresh' does not apply; it takes --format, --output, --strict, --viewport (the screen edges), --recognizers and a recording's conversion options (--display, --scale, … as for gesture-sim import)\n"))
    let result = runTool(["run", tap, "--scene", "gestures", "--scale", "2"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix(
      "Error: The gestures scene has no pixels, so '--scale' only converts a recording; '\(tap)' is a trace (detected), so remove it\n"))
    let named = runTool(["run", tap, "--scene", "gestures", "--input-format", "trace", "--scale", "2"])
    #expect(named.code == 64)
    #expect(runTool(["run", tap, "--scene", "gestures", "--viewport", "100x100"]).code == 0)
    // --recognizers belongs to the gestures scene.
    let other = runTool(["run", tap, "--scene", "cards", "--recognizers", "tap"])
    #expect(other.code == 64)
    #expect(other.err.hasPrefix("Error: '--recognizers' chooses the recognizers of --scene gestures; the scene 'cards' does not take it\n"))
    let unknown = runTool(["run", tap, "--scene", "gestures", "--recognizers", "tap,drag"])
    #expect(unknown.code == 64)
    #expect(unknown.err.hasPrefix("Error: The value 'tap,drag' is invalid for '--recognizers <kinds>'"))
  }

  /// A screen option the scene cannot use names the option and the scene's rule.
  @Test func screenOptionsAreCheckedAgainstTheScene() {
    let result = runTool(["run", tap, "--scene", "dropdown", "--viewport", "390x100"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix(
      "Error: The value '390x100' is invalid for '--viewport <WxH>' with --scene dropdown: the drop-down menu needs a viewport at least 200 points tall, got 100.0\n"
        + "Help:  --viewport <WxH>  Viewport size in points, e.g. 390x844.\n"))
    #expect(runTool(["run", tap, "--scene", "side-menu", "--viewport", "390x100"]).code == 0)
  }

  @Test func everyFormatWorksWithEveryScene() {
    for scene in SceneSetup.scenes.map(\.name) {
      var outputs: Set<String> = []
      for format in ["table", "json", "jsonl", "csv"] {
        let result = runTool(["run", tap, "--scene", scene, "--format", format])
        #expect(result.code == 0, "\(scene) \(format)")
        outputs.insert(result.out)
      }
      #expect(outputs.count == 4, "\(scene): two formats print the same")
    }
  }
}
