import Foundation
import Gestures
@testable import gesture_sim
import Testing

/// A `check` failure replays in `run` (issue 24, "check failures must replay"): the
/// minimal CSV carries the scene's settings and the report's `Summary:` line is the exact
/// `gesture-sim run` command that reproduces the failure.
@Suite struct CheckRunLineTests {
  /// The `Summary:` line's arguments (after `gesture-sim`) and the file name it expects the
  /// CSV at.
  static func runLine(_ report: String) throws -> (arguments: [String], file: String) {
    let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("Run:    gesture-sim run ") })
    let command = line.dropFirst("Run:    gesture-sim ".count).components(separatedBy: "  (")[0]
    let arguments = command.split(separator: " ").map(String.init)
    return (arguments, arguments[1])
  }

  /// The lines between the line starting with `from` and the one starting with `to`.
  static func csv(_ report: String) -> String {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Minimal trace as CSV") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("Replay: ") })
    else { return "" }
    return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
  }

  @Test func theHamburgerBugsRunLineReproducesIt() throws {
    // The known bug (docs/side-menu.md): a tap on the open menu's hamburger while
    // showingMenu is stale calls hideOrShowMenu(true) and the menu stays open (offsetX 0).
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let check = runTool(["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path])
    #expect(check.code == 1)
    #expect(check.out.contains("came to rest open (offsetX 0)"))
    let (arguments, file) = try Self.runLine(check.out)
    #expect(arguments.suffix(4) == ["--scene", "side-menu", "--variant", "hamburger"])
    #expect(check.out.contains("(with the CSV above saved as \(file))"))
    scratch.write(file, Self.csv(check.out))
    var run = arguments
    run[1] = scratch.path + "/" + file
    let replay = runTool(run + ["--format", "json"])
    #expect(replay.code == 0, "\(replay.err)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(replay.out.utf8)) as? [String: Any])
    #expect((json["final"] as? [String: Any])?["contentOffsetX"] as? Double == 0)
    #expect((json["taps"] as? [[String: Any]])?.compactMap { $0["target"] as? String } == ["hamburger"])
  }

  /// The options that configure the scenes are part of the failure: a run under
  /// `--uikit ios7` must be replayed under it. Before, the Replay and Summary lines left the
  /// profile out, so they replayed today's UIKit instead of the one that failed.
  @Test func theProfileGivenToCheckIsInTheReplayAndRunLines() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let check = runTool([
      "check", "--uikit", "ios7", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path,
    ])
    #expect(check.code == 1)
    let replayLine = try #require(check.out.split(separator: "\n").first { $0.hasPrefix("Replay: gesture-sim check ") })
    let replay = replayLine.dropFirst("Replay: gesture-sim ".count).split(separator: " ").map(String.init)
    #expect(replay.contains("--uikit") && replay[replay.firstIndex(of: "--uikit")! + 1] == "ios7", "\(replayLine)")
    // The replay line checks the same case first: the same minimal trace fails.
    let again = runTool(replay + ["--regressions", scratch.path])
    #expect(again.code == 1)
    #expect(Self.csv(again.out) == Self.csv(check.out))
    let (arguments, file) = try Self.runLine(check.out)
    #expect(arguments.suffix(6) == ["--scene", "side-menu", "--variant", "hamburger", "--uikit", "ios7"])
    scratch.write(file, Self.csv(check.out))
    var run = arguments
    run[1] = scratch.path + "/" + file
    let replayed = runTool(run + ["--format", "json"])
    #expect(replayed.code == 0, "\(replayed.err)")
  }

  /// The scroll-view flags of `check --scene scroll-view` configure the scroll view the
  /// properties run on, so the replay line repeats them (the CSV carries them too, on its
  /// `# scroll-view:` line); without them it would check the default set-ups instead.
  @Test func theScrollViewFlagsAreInTheReplayLine() throws {
    let parsed = try CommandSpec.ParsedArguments(
      ["--scene", "scroll-view", "--paging", "--content", "1170x844", "--uikit", "ios7", "--property", "scroll-view-deterministic"],
      spec: CheckCommand.spec)
    let request = try CheckCommand.resolve(parsed)
    #expect(!request.properties.isEmpty)
    for property in request.properties {
      #expect(property.configurationArguments == ["--uikit", "ios7", "--content", "1170x844", "--paging"])
      var result = PropertyResult(property: property.name, selectionArguments: property.selectionArguments, seed: 7, casesPlanned: 1)
      result.configurationArguments = property.configurationArguments
      #expect(
        result.replayCommand
          == "gesture-sim check --scene scroll-view --property scroll-view-deterministic --uikit ios7 --content 1170x844 --paging --seed 7")
    }
  }

  @Test func aSavedFailuresRunLineNamesTheSavedFile() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let check = runTool(["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path, "--save"])
    #expect(check.code == 1)
    let (arguments, file) = try Self.runLine(check.out)
    #expect(file.hasPrefix(scratch.path + "/single-tap-toggles-"))
    #expect(!check.out.contains("(with the CSV above saved as"))
    let replay = runTool(arguments + ["--format", "json"])
    #expect(replay.code == 0, "\(replay.err)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(replay.out.utf8)) as? [String: Any])
    #expect((json["final"] as? [String: Any])?["contentOffsetX"] as? Double == 0)
  }

  @Test func aScrollViewFailuresCSVCarriesItsScrollViewAndRunReproducesIt() throws {
    // The default seed's case 332 (issue 24, section 1): scroll-view-monotonic-deceleration
    // on the pager (no paging, bounces on, .normal). Before the settings were written, `run`
    // on the CSV replayed a 390x844 scroll view with content 390x844, which never moved
    // ("never-moved"). Whether or not the property holds by the time this runs (its root
    // cause is fixed elsewhere), the CSV of any failure must set up the failing scroll view;
    // when it fails, the rest `run` reports is the one the failure states.
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let check = runTool([
      "check", "--scene", "scroll-view", "--property", "scroll-view-monotonic-deceleration", "--seed", "20260433",
      "--cases", "1", "--regressions", scratch.path,
    ])
    guard check.code == 1 else { return }
    let csv = Self.csv(check.out)
    #expect(csv.contains("# scroll-view: content=1170x2532 paging=false page-spacing=0 bounces=x,y always-bounce=none rate=0.998 inset=0,0,0,0 start-offset=390,844 directional-lock=false uikit=ios26 status-bar=true jump-bar=true\n"), "\(csv)")
    let (arguments, file) = try Self.runLine(check.out)
    #expect(arguments.suffix(2) == ["--scene", "scroll-view"])
    scratch.write(file, csv)
    var run = arguments
    run[1] = scratch.path + "/" + file
    let replay = runTool(run + ["--format", "json"])
    #expect(replay.code == 0, "\(replay.err)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(replay.out.utf8)) as? [String: Any])
    let final = try #require(json["final"] as? [String: Any])
    #expect(final["rest"] as? String != "never-moved")
    // "along y it rested at Y": the same rest, to the number rule's 10⁻⁶.
    let actual = try #require(check.out.split(separator: "\n").first { $0.hasPrefix("  Actual:   ") && $0.contains("it rested at ") })
    let stated = try #require(Double(actual.components(separatedBy: "it rested at ").last ?? ""))
    let offset = try #require(final["contentOffset"] as? [Double])
    #expect(offset.contains { abs($0 - stated) < 1e-6 }, "\(offset) vs \(stated)")
  }
}
