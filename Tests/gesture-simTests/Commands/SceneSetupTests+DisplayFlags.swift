@testable import gesture_sim
import Testing

/// The display flags `--viewport`, `--scale` and `--refresh` of `run`, `plot` and `view`:
/// text that is no number (no `WxH`) is refused as it is parsed; a number out of range
/// is refused by the library's rule for every scene's display (the trace reader's
/// limits, docs/trace-format.md: a viewport side 1…100000 points, a scale 0.5…10
/// pixels per point, a refresh rate 1…1000 Hz), once, as a usage error naming the
/// flag and the rule, before the input is opened: whatever the scene, `gestures`
/// (which sets up no display) included, and whether or not the file exists.
@Suite struct SceneSetupDisplayFlagTests {
  let tap = packageRoot + "/traces/tap.csv"
  let missing = packageRoot + "/traces/no-such-trace.csv"

  /// The `Help:` lines of the three flags, as `run --help` lists them.
  static let help = [
    "viewport": "Help:  --viewport <WxH>  Viewport size in points, e.g. 390x844.\n",
    "scale": "Help:  --scale <n>  Device pixels per point.\n",
    "refresh": "Help:  --refresh <hz>  Display refresh rate in hertz, 1…1000 (as the trace's metadata accepts).\n",
  ]

  @Test func aZeroViewportIsRefusedWithTheGesturesSceneToo() {
    let result = runTool(["run", tap, "--scene", "gestures", "--viewport", "0x0"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix(
      "Error: The value '0x0' is invalid for '--viewport <WxH>' with --scene gestures: the viewport must be between 1x1 and 100000x100000 points, got 0.0x0.0\n"
        + Self.help["viewport"]!))
  }

  @Test func aValueOutOfRangeIsAUsageErrorBeforeTheInputIsOpened() {
    let cases = [("--viewport", "100001x844", "viewport", "the viewport must be between 1x1 and 100000x100000 points, got 100001.0x844.0"),
                 ("--scale", "0.25", "scale", "the scale must be between 0.5 and 10 pixels per point, got 0.25"),
                 ("--refresh", "0", "refresh", "the refresh rate must be between 1 and 1000 Hz, got 0.0")]
    for scene in SceneSetup.scenes where scene != .gestures {
      for (flag, value, key, reason) in cases {
        // The file does not exist: the flag's problem comes first (64, not 66).
        for input in [tap, missing] {
          let result = runTool(["run", input, "--scene", scene.name, flag, value])
          #expect(result.code == 64, "\(scene) \(flag) \(input)")
          #expect(
            result.err.hasPrefix(
              "Error: The value '\(value)' is invalid for '\(flag) <\(flag == "--viewport" ? "WxH" : flag == "--scale" ? "n" : "hz")>' with --scene \(scene.name): \(reason)\n"
                + Self.help[key]!),
            "\(scene) \(flag) \(input): \(result.err)")
        }
      }
    }
  }

  @Test func theMessageQuotesTheValueAsGiven() {
    // Infinity is a number out of range, quoted as typed (it used to read 'null').
    let result = runTool(["run", tap, "--refresh", "inf"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix(
      "Error: The value 'inf' is invalid for '--refresh <hz>' with --scene side-menu: the refresh rate must be between 1 and 1000 Hz, got inf\n"))
  }

  @Test func textThatIsNoNumberIsRefusedAsItIsParsed() {
    let viewport = runTool(["run", missing, "--viewport", "wide"])
    #expect(viewport.code == 64)
    #expect(viewport.err.hasPrefix(
      "Error: The value 'wide' is invalid for '--viewport <WxH>': expected a size between 1x1 and 100000x100000 points such as 390x844\n"))
    let scale = runTool(["run", missing, "--scale", "retina"])
    #expect(scale.code == 64)
    #expect(scale.err.hasPrefix("Error: The value 'retina' is invalid for '--scale <n>': expected a number between 0.5 and 10\n"))
  }

  @Test func valuesInRangeRun() {
    for scene in SceneSetup.scenes where scene != .gestures {
      #expect(runTool(["run", tap, "--scene", scene.name, "--viewport", "1000x1000", "--scale", "0.5", "--refresh", "1000"]).code == 0, "\(scene)")
    }
    #expect(runTool(["run", tap, "--scene", "gestures", "--viewport", "1x1"]).code == 0)
  }
}
