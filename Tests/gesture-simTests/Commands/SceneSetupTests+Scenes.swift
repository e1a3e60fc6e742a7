import Foundation
import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// The scenes, declared once (`SceneSetup.scenes`), and the options of `run`, `plot`
/// and `view`, declared once (`SceneSetup.options(scenes:own:)`): what each command
/// lists in its help, in which order, and what `plot` and `view` make of the one
/// scene without a screen.
@Suite struct SceneSetupScenesTests {
  let tap = packageRoot + "/traces/tap.csv"

  /// The long names of the options `command --help` lists, in its order (`--help`,
  /// which every command lists last, left out).
  func listedOptions(_ command: String) -> [String] {
    let help = runTool([command, "--help"]).out
    let options = help.components(separatedBy: "\nOPTIONS:\n").last ?? ""
    return options.split(separator: "\n").compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
    }.filter { $0 != "--help" }
  }

  /// Each name chooses one scene, and reads back as that scene; `run --help` documents
  /// the default (`default: side-menu`), and `plot` and `view` take every scene but
  /// `gestures`, which has no screen (docs/cli.md).
  @Test func eachNameChoosesOneScene() {
    let names = SceneSetup.scenes.map(\.name)
    #expect(Set(names).count == names.count)
    for scene in SceneSetup.scenes { #expect(SceneSetup.scene(named: scene.name) == scene, "\(scene.name)") }
    // Each name runs its scene (docs/architecture.md, "Adding a scene"; docs/cli.md).
    let types: [String: any CommandLineScene.Type] = [
      "side-menu": SideMenuScene.self, "cards": CardStackScene.self, "dropdown": DropdownScene.self, "table": TableScene.self,
      "transitions": TransitionsScene.self, "scroll-view": ScrollViewScene<GridSnapDelegate>.self, "screen": ScreenScene.self,
    ]
    for scene in SceneSetup.scenes {
      switch scene {
      case .runner(let name, let conformance):
        #expect(types[name].map { ObjectIdentifier($0) == ObjectIdentifier(conformance()) } == true, "\(name)")
      case .gestures:
        #expect(scene.name == "gestures")
      }
    }
    #expect(SceneSetup.scene(named: "sidemenu") == nil)
    #expect(SceneSetup.defaultScene.name == "side-menu")
    #expect(SceneSetup().scene == .runner("side-menu", SideMenuScene.self))
    #expect(SceneSetup.pictureScenes.map(\.name) == ["side-menu", "cards", "dropdown", "table", "transitions", "scroll-view", "screen"])
  }

  /// `run`, `plot` and `view` list the scene's and the input's options in one order,
  /// `run`'s at fef8a2a, after each command's own options; at fef8a2a `plot` listed
  /// `--at` between `--variant` and `--flip-at`, and `view` `--uikit` before `--strict`.
  @Test func runPlotAndViewListTheSceneOptionsInOneOrder() {
    let sceneOptions = [
      "--scene", "--variant", "--viewport", "--scale", "--refresh", "--flip-at", "--screen", "--strict", "--uikit",
      "--recognizers", "--input-format", "--display", "--density", "--raw-range", "--ranges", "--rotate",
      "--device-pixel-ratio", "--content", "--paging", "--page-spacing", "--bounces", "--no-bounces", "--always-bounce",
      "--rate", "--inset", "--start-offset", "--directional-lock", "--snap", "--status-bar", "--jump-bar",
    ]
    let own = [
      "run": ["--format", "--output"], "plot": ["--format", "--output", "--at", "--frames", "--from", "--to"],
      "view": ["--format", "--output"],
    ]
    for command in ["run", "plot", "view"] {
      let listed = listedOptions(command)
      let expected = command == "run" ? sceneOptions : sceneOptions.filter { $0 != "--recognizers" }
      #expect(listed.filter { !own[command]!.contains($0) } == expected, "\(command)")
      // Its own options come right after `--scene`.
      #expect(Array(listed.dropFirst().prefix(own[command]!.count)) == own[command]!, "\(command)")
    }
  }

  /// `--recognizers` chooses the gestures scene's recognizers (docs/recognizers.md):
  /// only `run`, the one command that takes that scene, lists it. `plot` and `view`
  /// listed it although every scene they take refuses it.
  @Test func onlyRunListsTheRecognizers() {
    #expect(listedOptions("run").contains("--recognizers"))
    for command in ["plot", "view", "check"] {
      #expect(!listedOptions(command).contains("--recognizers"), "\(command)")
      #expect(!runTool([command, "--help"]).out.contains("[--recognizers"), "\(command)'s usage")
    }
    let plot = runTool(["plot", tap, "--recognizers", "tap"])
    #expect(plot.code == 64)
    #expect(plot.err.hasPrefix("Error: Unknown option '--recognizers'"))
  }

  /// `plot` and `view` draw a scene's screen, and `gestures` has none: their visitors
  /// refuse it with the usage error their `--scene` gives it, never a crash.
  @Test func plotAndViewRefuseTheGesturesSceneAsTheirSceneOptionDoes() throws {
    for command in ["plot", "view"] {
      let refused = runTool([command, tap, "--scene", "gestures"])
      #expect(refused.code == 64)
      #expect(refused.err.hasPrefix(
        "Error: The value 'gestures' is invalid for '--scene <scene>'. Expected one of: side-menu, cards, dropdown, table, transitions, scroll-view, screen\n"
          + "Help:  --scene <scene>  The scene to replay the trace through.\n"), "\(command)")
    }
    var setup = SceneSetup()
    setup.scene = .gestures
    let text = try String(contentsOfFile: tap, encoding: .utf8)
    var drawing = PlotCommand.Drawing(setup: setup, path: "tap.csv", times: nil, frameCount: 6, from: nil, to: nil)
    var viewing = ViewCommand.Viewing()
    for failure in [try failure(&drawing, setup, text), try failure(&viewing, setup, text)] {
      guard case .usage(let usage) = failure else {
        Issue.record("not a usage error: \(String(describing: failure))")
        continue
      }
      #expect(usage.message == "The value 'gestures' is invalid for '--scene <scene>'. Expected one of: side-menu, cards, dropdown, table, transitions, scroll-view, screen")
      #expect(usage.optionHelp == "--scene <scene>  The scene to replay the trace through.")
    }
    #expect(drawing.document.isEmpty && viewing.page.isEmpty)
  }

  /// What `setup` throws when it hands the trace `text` to `visitor`; nil when nothing.
  func failure<Visitor: SceneVisitor>(_ visitor: inout Visitor, _ setup: SceneSetup, _ text: String) throws -> SceneSetup.Failure? {
    var reader = try TraceReader(text: text, path: "tap.csv")
    var errors = ""
    do throws(SceneSetup.Failure) {
      try setup.setUp(&visitor, reader: &reader, path: "tap.csv", label: "tap.csv", errors: &errors)
      return nil
    } catch {
      return error
    }
  }
}
