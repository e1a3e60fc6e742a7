import Gestures
import ScrollPhysics

/// `gesture-sim repro <name>`: reproduces one of the side-menu tutorial's bugs from
/// its traces (built into the binary, `BuiltInTraces.repro`, or read from
/// `--traces DIR`) and checks that every tutorial step behaves as the
/// tutorial describes (docs/side-menu.md, "The two bugs"). `gesture-sim repro
/// --list` lists the reproductions, one per line with a description.
enum ReproCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim repro",
    abstract: "Reproduce a side-menu tutorial bug from its traces and check every step.",
    discussion: """
      paging-snap: the menu that pops back out (a slow swipe that hides the menu and
      rests, or a tap on the detail view, with paging on and the menu hidden). The snap
      is iOS 7/8 behaviour: by default the repro runs under ios7, where the paging step
      snaps, and under ios26, where no variant snaps at the clamped last page; both are
      checked.
      double-tap: the hamburger that needs two taps after a swipe opened the menu; it
      reproduces under either profile (default ios26).
      --uikit runs one profile only. Prints a table (uikit, variant, swipe, taps to
      close, final offset, showingMenu), a line per profile saying what it shows, and
      exits 0 when every row behaves as expected for its profile, 1 otherwise.
      With --list, prints each reproduction's name and a one-line description instead
      (no <name> then).
      The traces are built into the binary (copies of the repository's traces/), so the
      command works from any directory; --traces reads them from a directory instead
      (paging-snap-slow-swipe.csv, paging-snap-tap.csv, double-tap-flick.csv,
      double-tap-drag.csv).
      """,
    arguments: [CommandSpec.Argument(name: "name", help: "The bug to reproduce (paging-snap, double-tap).", omittedWith: "--list")],
    options: [
      CommandSpec.Option(longName: "--list", help: "List the reproductions, one per line with a description, and exit."),
      CommandSpec.Option(
        longName: "--traces", valueName: "directory", help: "Read the repro's trace files from this directory.",
        defaultValue: "the copies built into the binary"),
      CommandSpec.Option(
        longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz.", defaultValue: Rounded.text(SideMenuRepro.defaultRefreshRate),
        allowedValues: ["60", "120"]),
      CommandSpec.Option(
        longName: "--uikit", valueName: "profile",
        help: "The UIKit behaviour profile to run under (default: both for paging-snap, ios26 for double-tap).",
        allowedValues: UIKitProfile.allCases.map(\.rawValue)),
    ])

  /// One line per reproduction: its name and what it reproduces.
  static func description(of repro: SideMenuRepro) -> String {
    switch repro {
    case .pagingSnap:
      return "The hidden menu pops back out when paging snaps an off-page offset to page 0 (slow swipe, tap; iOS 7)."
    case .doubleTap:
      return "The hamburger needs two taps to close a menu that a swipe opened (showingMenu is still false)."
    }
  }

  /// The `--list` output: each name, padded to the longest, two spaces and its description.
  static var list: String {
    let width = SideMenuRepro.allCases.map(\.rawValue.count).max() ?? 0
    return SideMenuRepro.allCases.map { Formatting.pad($0.rawValue, width) + "  " + description(of: $0) + "\n" }.joined()
  }

  /// What the command line asked for.
  enum Request {
    /// `--list`: print the reproductions.
    case list
    /// Reproduce `repro` from the traces in `directory` (the built-in copies when
    /// nil) at `refreshRate` hertz, under `profiles` (the repro's own when nil).
    case reproduce(SideMenuRepro, directory: String?, refreshRate: Double, profiles: [UIKitProfile]?)
  }

  /// `--list` (with no name), or the reproduction named by `<name>` and its settings.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    if parsed.flag("--list") {
      if let name = parsed.positionals.first {
        throw UsageError(message: "'--list' cannot be used with a name ('\(name)')")
      }
      return .list
    }
    return .reproduce(
      try parsed.choice(SideMenuRepro.self, at: 0, placeholder: "<name>"),
      directory: parsed.value("--traces"),
      refreshRate: parsed.value("--refresh").flatMap { Double($0) } ?? SideMenuRepro.defaultRefreshRate,
      profiles: parsed.value("--uikit").flatMap(UIKitProfile.init(rawValue:)).map { [$0] })
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    switch request {
    case .list:
      output.write(list)
      return ExitCode.success
    case .reproduce(let repro, let directory, let refresh, let profiles):
      let report: SideMenuReproReport
      do {
        report = try repro.run(refreshRate: refresh, profiles: profiles) { (input: SideMenuRepro.Input) throws(TraceFileError) -> [TouchEvent] in
          if let directory {
            return try readEvents(path: (directory.hasSuffix("/") ? directory : directory + "/") + input.fileName)
          }
          return try builtInEvents(named: input.fileName)
        }
      } catch {
        return error.report(to: &errors)
      }
      output.write(report.table)
      return report.passed ? ExitCode.success : ExitCode.failure
    }
  }

  /// Reads every event of the trace at `path`.
  static func readEvents(path: String) throws(TraceFileError) -> [TouchEvent] {
    let source: FileByteSource
    do {
      source = try FileByteSource(path: path)
    } catch {
      throw .file(error)
    }
    return try readEvents(source, path: path)
  }

  /// Reads every event of the built-in copy of `traces/NAME`, named
  /// `built-in:traces/NAME` in any message.
  static func builtInEvents(named name: String) throws(TraceFileError) -> [TouchEvent] {
    guard let trace = BuiltInTraces.repro.first(where: { $0.name == name }) else {
      preconditionFailure("ReproCommand: no built-in trace \(name); run scripts/embed-traces.py")
    }
    return try readEvents(MemoryByteSource(trace.text), path: "built-in:traces/" + name)
  }

  private static func readEvents(_ source: some ByteSource, path: String) throws(TraceFileError) -> [TouchEvent] {
    do {
      var reader = try TraceReader(source: source, path: path)
      var events: [TouchEvent] = []
      while let event = try reader.next() { events.append(event) }
      return events
    } catch {
      throw .trace(error)
    }
  }
}
