#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
@testable import gesture_sim
import Testing

/// The lines of `text` between the line starting with `from` and the line starting
/// with `to` (both excluded), joined with newlines and ending with one.
private func block(_ text: String, from: String, to: String) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let start = lines.firstIndex(where: { $0.hasPrefix(from) }),
    let end = lines[start...].firstIndex(where: { $0.hasPrefix(to) })
  else { return "" }
  return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
}

@Suite struct CheckCommandTests {
  /// The demonstration: the search finds the double-tap bug of the hamburger
  /// step by itself and reports it shrunk to one swipe and one tap, with the CSV and
  /// the line that replays it, and the command exits 1.
  @Test func hamburgerSingleTapTogglesFailsWithTheMinimalTrace() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let arguments = ["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path]
    let result = runTool(arguments)
    #expect(result.code == 1)
    #expect(result.err.isEmpty)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.hasPrefix("*** Failed! Property 'single-tap-toggles' in side-menu/hamburger falsified after ") })
    // One swipe (a stroke to the right, which opens the menu) and one tap at the open
    // hamburger's corner (x 88…132, y 47…91; shrinking moves a tap towards (0, 0)).
    let minimal = try #require(lines.first { $0.hasPrefix("Minimal trace: ") })
    let parts = minimal.dropFirst("Minimal trace: ".count).split(separator: ", then ").map(String.init)
    #expect(parts.count == 2 && parts[1] == "tap at (88, 47)", "\(minimal)")
    // A stroke to the right, possibly a few degrees off it (SideMenuPropertiesTests explains why the
    // shrinker may stop short of 0°): "flick right at …" or "flick right (354°) at …".
    #expect(parts.first.map { ($0.hasPrefix("flick right ") || $0.hasPrefix("drag right ") || $0.hasPrefix("swipe right ")) } == true)
    #expect(lines.contains("This property demonstrates the double-tap hamburger bug of the 'hamburger' step: it is expected to fail."))
    #expect(lines.last == "" && lines.dropLast().last == "FAILED: 1 of 1 property: side-menu/hamburger/single-tap-toggles.")

    // The CSV reads back (strictly) as a trace that `gesture-sim run --variant hamburger`
    // replays with the bug: the tap reaches the hamburger and the menu stays open.
    let csv = block(result.out, from: "Minimal trace as CSV", to: "Replay: ")
    var reader = try TraceReader(text: csv, path: "minimal.csv", options: TraceReaderOptions(strict: true))
    let events = try reader.readAll()
    let options = try SceneRunner<SideMenuScene>.Options(scene: .init(variant: .hamburger), refreshRate: reader.metadata.refresh ?? 60)
    let run = SceneRunner<SideMenuScene>.run(events, options: options).summary
    #expect(run.taps.map(\.target) == [.hamburger])
    #expect(run.final.contentOffsetX == 0)

    // The report is deterministic.
    #expect(runTool(arguments).out == result.out)
  }

  @Test func theReplayLineMeetsTheFailureFirst() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let first = runTool(["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path])
    let replay = try #require(first.out.split(separator: "\n").first { $0.hasPrefix("Replay: gesture-sim ") })
    var arguments = replay.dropFirst("Replay: gesture-sim ".count).split(separator: " ").map(String.init)
    #expect(arguments.prefix(7) == ["check", "--scene", "side-menu", "--variant", "hamburger", "--property", "single-tap-toggles"])
    arguments += ["--cases", "1", "--regressions", scratch.path]
    let again = runTool(arguments)
    #expect(again.code == 1)
    #expect(again.out.contains("falsified after 0 passing cases"))
    #expect(block(again.out, from: "Minimal trace as CSV", to: "Replay: ") == block(first.out, from: "Minimal trace as CSV", to: "Replay: "))
  }

  @Test func knownBugsRunOnlyWithTheirVariant() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = runTool(["check", "--property", "single-tap-toggles", "--cases", "20", "--regressions", scratch.path])
    #expect(result.code == 0)
    #expect(result.out == """
      +++ OK, property 'single-tap-toggles' in side-menu/fixed passed 20 cases (seed 20260101) and 0 regression traces.
      OK: the property holds (20 generated cases and 0 regression trace replays).
      Not run: side-menu/hamburger/single-tap-toggles, side-menu/end-decelerating/single-tap-toggles (they demonstrate tutorial bugs and are expected to fail; select them with --variant).

      """)
  }

  /// A time limit of 0 stops every property before its first case: nothing was
  /// checked, so the run says so and fails (it used to print "OK: all 5 properties
  /// hold" and exit 0), unless --allow-empty accepts it.
  @Test func aTimeLimitOfZeroStopsEveryPropertyBeforeItsFirstCase() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = runTool(["check", "--scene", "scroll-view", "--time-limit", "0", "--regressions", scratch.path])
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    for (line, property) in zip(lines, ScrollViewProperties.all) {
      #expect(line == "--- EMPTY, property '\(property.name)' in scroll-view ran no generated case (stopped before its first of 1000) (seed 20260101); it passed 0 regression traces.")
    }
    let names = ScrollViewProperties.all.map { "scroll-view/" + $0.name }.joined(separator: ", ")
    #expect(lines.last == "EMPTY: 5 of 5 properties ran no generated case (--cases 0, the time limit or a shard with no case): \(names). Give more cases or time, or --allow-empty to accept this.")

    let allowed = runTool(["check", "--scene", "scroll-view", "--time-limit", "0", "--regressions", scratch.path, "--allow-empty"])
    #expect(allowed.code == 0)
    #expect(allowed.out.hasSuffix(
      "\nOK: all 5 properties hold (0 generated cases and 0 regression trace replays; 5 stopped at the time limit; 5 ran no generated case, allowed by --allow-empty).\n"))
  }

  /// `--cases 0` checks only the regression corpus: each property's line says it ran
  /// no generated case and how many regression traces it passed; exit 1.
  @Test func zeroCasesIsNotAPass() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("one.csv", "t,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let result = runTool(["check", "--property", "recognizer-one-end", "--cases", "0", "--regressions", scratch.path])
    #expect(result.code == 1)
    #expect(result.out == """
      --- EMPTY, property 'recognizer-one-end' ran no generated case (0 planned) (seed 20260101); it passed 1 regression trace.
      EMPTY: 1 of 1 property ran no generated case (--cases 0, the time limit or a shard with no case): recognizer-one-end. Give more cases or time, or --allow-empty to accept this.

      """)
    // A property that did run cases next to an empty one: the summary counts both.
    let some = runTool(["check", "--property", "recognizer-one-end", "--cases", "7", "--regressions", scratch.path])
    #expect(some.code == 0)
    #expect(some.out.hasSuffix("\nOK: the property holds (7 generated cases and 1 regression trace replay).\n"))
  }

  @Test func saveWritesTheMinimalTraceWhichTheNextRunReplaysFirst() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let arguments = ["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path]
    let saved = runTool(arguments + ["--save"])
    #expect(saved.code == 1)
    let replay = try #require(saved.out.split(separator: "\n").first { $0.hasPrefix("Replay: ") })
    let seed = try #require(replay.split(separator: " ").last.map(String.init))
    let name = "single-tap-toggles-\(seed).csv"
    let path = scratch.path + "/" + name
    #expect(saved.out.contains("Minimal trace as CSV (gesture-sim run replays it as it is, saved to \(path)):"))
    #expect(scratch.read(name) == block(saved.out, from: "Minimal trace as CSV", to: "Replay: "))

    // The stored trace is replayed before any generated case.
    let again = runTool(arguments)
    #expect(again.code == 1)
    #expect(again.out.contains("*** Failed! Property 'single-tap-toggles' in side-menu/hamburger falsified by the stored regression trace \(path), before any generated case."))
    // Without --save nothing is written.
    let other = ScratchDirectory()
    defer { other.cleanUp() }
    _ = runTool(["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", other.path])
    let directory = try #require(opendir(other.path))
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
    }
    closedir(directory)
    #expect(names.sorted() == [".", ".."])
  }

  @Test func listShowsEveryPropertyInCatalogOrder() {
    let result = runTool(["check", "--list"])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("PROPERTY ") == true)
    #expect(lines.count == PropertyCatalog.all.count + 1)
    for (line, property) in zip(lines.dropFirst(), PropertyCatalog.all) {
      let columns = line.split(separator: " ", omittingEmptySubsequences: true).prefix(3).map(String.init)
      #expect(columns == [property.name, property.scene ?? "-", property.variant ?? "-"], "\(line)")
      #expect(line.contains("[demonstrates ") == (property.knownBug != nil))
    }
    // --list with a selection lists only it, known bugs included.
    let selected = runTool(["check", "--list", "--property", "single-tap-toggles"]).out.split(separator: "\n")
    #expect(selected.count == 4)
  }

  @Test func usageErrorsExit64() {
    let unknown = runTool(["check", "--property", "single-tap-toggle"])
    #expect(unknown.code == 64)
    #expect(unknown.err.hasPrefix("Error: The value 'single-tap-toggle' is invalid for '--property <name>'. See 'gesture-sim check --list'. Did you mean 'single-tap-toggles'?\n"))
    let none = runTool(["check", "--scene", "scroll-view", "--variant", "fixed"])
    #expect(none.code == 64)
    #expect(none.err.hasPrefix("Error: No property matches --scene scroll-view --variant fixed\n"))
    #expect(runTool(["check", "--cases", "-1"]).code == 64)
    #expect(runTool(["check", "--seed", "x"]).code == 64)
    #expect(runTool(["check", "--time-limit", "-2"]).code == 64)
    #expect(runTool(["check", "--scene", "nowhere"]).code == 64)
  }

  @Test func corpusProblemsAreReported() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("bad.csv", "t,id,phase,x,y\n0,0,began,abc,0\n")
    let bad = runTool(["check", "--property", "tap-pan-exclusive", "--regressions", scratch.path])
    #expect(bad.code == 65)
    #expect(bad.err.hasPrefix(scratch.path + "/bad.csv:2:"))
    let missing = runTool(["check", "--property", "tap-pan-exclusive", "--regressions", scratch.path + "/nowhere"])
    #expect(missing.code == 66)
    #expect(missing.err == scratch.path + "/nowhere: error: no such directory\n")
  }

  /// The progress line goes to the terminal only, with cases per second from the
  /// clock, and is cleared at the end. The fake clock advances 0.5 s per reading: the
  /// run starts at 0, the property at 0.5; the runner reports after the corpus (reading
  /// 1.0: 0 cases in 0.5 s), after 50 cases (1.5: 50 cases in 1 s = 50/s) and after 100
  /// (2.0: 100 cases in 1.5 s = 66.7/s, shown as 67).
  @Test func progressGoesToTheTerminalOnly() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    final class Recorder: @unchecked Sendable {
      var time = -0.5
      var written: [String] = []
    }
    let recorder = Recorder()
    let environment = CheckEnvironment(
      now: {
        recorder.time += 0.5
        return recorder.time
      },
      terminal: { recorder.written.append($0) })
    var out = ""
    var err = ""
    // One job: the runner reports every 50 cases (with more, the calling thread reports
    // on a timer; see parallelRunsPrintWhatOneJobPrints).
    let code = CheckCommand.run(
      arguments: [
        "--scene", "scroll-view", "--property", "scroll-view-deterministic", "--cases", "120", "--regressions", scratch.path,
        "--jobs", "1",
      ],
      output: &out, errors: &err, environment: environment)
    #expect(code == 0)
    let prefix = "\r\u{1B}[2K[1/1] scroll-view/scroll-view-deterministic: "
    #expect(recorder.written == [
      prefix + "0/120 cases, 0 cases/s", prefix + "50/120 cases, 50 cases/s", prefix + "100/120 cases, 67 cases/s", "\r\u{1B}[2K",
    ])
    #expect(!out.contains("cases/s") && err.isEmpty)
  }

  @Test func helpListsTheCommand() {
    let top = runTool(["--help"])
    #expect(top.out.contains("\n  check "))
    let help = runTool(["check", "--help"])
    #expect(help.code == 0)
    #expect(help.out.contains("USAGE: gesture-sim check [--property <name>] [--scene <scene>] [--screen <file>] [--variant <variant>] [--cases <n>] [--seed <seed>] [--time-limit <seconds>] [--regressions <directory>] [--save] [--jobs <n>] [--shard <i/n>] [--junit <file>] [--allow-empty] [--list]"))
  }
}

/// `check --screen FILE` (issue 28, "The command line and the output"): the screen
/// properties on the user's screen over random traces, with `run --screen`'s file errors.
@Suite struct CheckCommandScreenTests {
  static let screen = packageRoot + "/traces/screens/carousel-in-list.json"

  @Test func theScreenPropertiesRunOnTheGivenScreen() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = runTool(["check", "--screen", Self.screen, "--cases", "20", "--jobs", "1", "--regressions", scratch.path])
    #expect(result.code == 0, "\(result.err)")
    let names = ["exclusive", "require-to-fail", "touch-ends-once", "rest-in-range", "deterministic", "frame-rate"]
    for name in names {
      #expect(result.out.contains("+++ OK, property 'screen-\(name)' in screen passed 20 cases (seed 20260101)"), "\(name): \(result.out)")
    }
    // Only the screen properties: `--screen` implies `--scene screen`.
    #expect(result.out.components(separatedBy: "+++ OK").count - 1 == names.count)
    // The same run on the same screen is the same report.
    #expect(runTool(["check", "--screen", Self.screen, "--cases", "20", "--jobs", "1", "--regressions", scratch.path]).out == result.out)
  }

  @Test func aBadScreenFileIsBadDataAtItsLineAndColumn() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("typo.json", "{\n  \"views\": [ { \"id\": \"a\", \"frmae\": [0, 0, 10, 10] } ]\n}\n")
    let path = scratch.path + "/typo.json"
    let result = runTool(["check", "--screen", path, "--cases", "1"])
    #expect(result.code == 65)
    // Line 2, column 27, as for `run --screen` (SceneSetupScreenTests counts it by hand).
    #expect(result.err.hasPrefix("\(path):2:27: error: unknown key 'frmae'"), "\(result.err)")
    #expect(result.out.isEmpty)
    let missing = runTool(["check", "--screen", "/nonexistent/screen.json", "--cases", "1"])
    #expect(missing.code == 66)
    #expect(missing.err.hasPrefix("/nonexistent/screen.json: error:"))
  }

  @Test func screenWithAnotherSceneIsAUsageError() {
    let result = runTool(["check", "--screen", Self.screen, "--scene", "table"])
    #expect(result.code == 64)
    #expect(result.err.contains("'--screen'") && result.err.contains("--scene table"), "\(result.err)")
  }
}
