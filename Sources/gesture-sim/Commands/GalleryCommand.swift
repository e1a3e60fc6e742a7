import Gestures

/// `gesture-sim gallery`: the conflicts gallery (docs/conflicts.md). With no number it
/// lists the conflicts, their traces and fixes; `gallery N` replays each of conflict
/// N's traces through its screen (`run TRACE --screen screen.json`), each under a
/// heading with what the trace does and the outcome it documents; `--view` writes
/// the viewer page of one trace instead (`view`).
enum GalleryCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim gallery",
    abstract: "List the gesture-conflicts gallery, or replay one conflict's traces through its screen.",
    discussion: """
      The gallery (docs/conflicts.md) holds the conflicts iOS engineers hit most: the back
      swipe against a carousel, a long press against scrolling, pinch-zoom in a pager, nested
      scroll views, a swipeable cell, a button in a scroll view, pull to refresh and a list
      in a bottom sheet. Each is a folder traces/conflicts/N-slug with a screen (screen.json),
      a trace per side of the decision and fixes (fix-NAME.json).
      With no number: lists them. With a number: replays each trace (or --trace's) through the
      screen (or --fix's) and prints what 'run --screen' prints in --format's format.
      With --view: writes the viewer page of one trace (--trace's, or the first) to -o's file.
      Example: gesture-sim gallery 3 --view -o photos.html
      The gallery is read from --directory, else from traces/conflicts in the working
      directory or above the executable (a checkout's .build/…/gesture-sim finds its own).
      """,
    arguments: [CommandSpec.Argument(name: "number", help: "The conflict to replay (1 to 8); none lists them.", isOptional: true)],
    options: [
      CommandSpec.Option(longName: "--trace", valueName: "file", help: "Replay only this trace of the conflict (its file name)."),
      CommandSpec.Option(longName: "--fix", valueName: "name", help: "Replay through the fixed screen fix-NAME.json instead of screen.json."),
      CommandSpec.Option(
        longName: "--format", valueName: "format", help: "The output format of each replay.", defaultValue: "table",
        allowedValues: ReportFormat.allCases.map(\.rawValue)),
      CommandSpec.Option(longName: "--view", help: "Write the viewer page of one trace instead of replaying them."),
      CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "With --view: write the page to this file instead of standard output."),
      CommandSpec.Option(longName: "--directory", valueName: "folder", help: "Read the gallery from this folder.", defaultValue: "traces/conflicts, found as described"),
    ])

  /// What the command line asked for.
  struct Request {
    /// The conflict to replay; nil lists the gallery.
    var number: Int?
    /// Only this trace (a file name), or every trace when nil.
    var trace: String?
    /// The fix to replay through, or the conflict's own screen when nil.
    var fix: String?
    /// `run`'s `--format`.
    var format: ReportFormat
    /// `--view`: the page instead of the replays, written to `output` (standard output when nil).
    var view: Bool
    var output: String?
    /// Where the gallery is.
    var location: Location
  }

  /// Where the gallery is: the folder given, or those it is looked for in.
  enum Location {
    /// `--directory`'s folder.
    case given(String)
    /// No folder given: the first of these that is a folder
    /// (`ConflictGallery.searchedFolders`), none when none is.
    case searched([String])
  }

  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    var number: Int?
    if let text = parsed.positionals.first {
      guard let value = Int(text), ConflictGallery.titles[value] != nil else {
        throw UsageError(message: "The value '\(text)' is invalid for '<number>': expected a conflict's number, 1 to \(ConflictGallery.titles.count)")
      }
      number = value
    }
    let view = parsed.flag("--view")
    for option in ["--trace", "--fix", "--output"] where number == nil && parsed.value(option) != nil {
      throw UsageError(message: "'\(option)' needs a conflict's number")
    }
    if parsed.value("--output") != nil && !view {
      throw UsageError(message: "'--output' writes a viewer page: use it with '--view'")
    }
    if view && parsed.value("--format") != nil {
      throw UsageError(message: "'--format' cannot be used with '--view'")
    }
    // Without --directory, the folders to look in, from the process's working
    // directory and executable.
    let location = parsed.value("--directory").map(Location.given)
      ?? .searched(ConflictGallery.searchedFolders(workingDirectory: ConflictGallery.currentDirectory(), executablePath: ConflictGallery.executablePath()))
    return Request(
      number: number, trace: parsed.value("--trace"), fix: parsed.value("--fix"),
      format: parsed.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .table,
      view: view, output: parsed.value("--output"), location: location)
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let found: String?
    switch request.location {
    case .given(let folder): found = folder
    case .searched(let folders): found = folders.first(where: ConflictGallery.isDirectory)
    }
    guard let directory = found else {
      errors.write("error: the gallery's folder traces/conflicts is not in the working directory nor above the executable; run from a checkout or pass --directory\n")
      return ExitCode.noInput
    }
    guard let gallery = ConflictGallery(directory: directory) else {
      errors.write("error: \(directory): cannot list the gallery's folder\n")
      return ExitCode.noInput
    }
    guard let number = request.number else {
      output.write(list(gallery))
      return ExitCode.success
    }
    guard let conflict = gallery.conflicts.first(where: { $0.number == number }) else {
      errors.write("error: \(directory): no folder for conflict \(number) (expected \(number)-slug/ with a screen.json)\n")
      return ExitCode.noInput
    }
    var screen = "screen.json"
    if let fix = request.fix {
      guard conflict.fixes.contains(fix) else {
        errors.write("error: conflict \(number) has no fix '\(fix)'" + suggestion(fix, among: conflict.fixes) + "\n")
        return ExitCode.usage
      }
      screen = "fix-\(fix).json"
    }
    var traces = conflict.traces
    if let trace = request.trace {
      guard traces.contains(trace) else {
        errors.write("error: conflict \(number) has no trace '\(trace)'" + suggestion(trace, among: traces) + "\n")
        return ExitCode.usage
      }
      traces = [trace]
    }
    if request.view {
      var arguments = [gallery.path(traces[0], of: conflict), "--screen", gallery.path(screen, of: conflict)]
      if let file = request.output { arguments += ["-o", file] }
      return CommandSpec.run(ViewCommand.self, arguments: arguments, output: &output, errors: &errors)
    }
    output.write("\(conflict.number). \(conflict.title) (\(conflict.folder)/\(screen))\n")
    var status = ExitCode.success
    for trace in traces {
      output.write("\n== \(trace): \(gallery.summary(ofTrace: trace, of: conflict))\n")
      let code = CommandSpec.run(
        RunCommand.self, arguments: [gallery.path(trace, of: conflict), "--screen", gallery.path(screen, of: conflict), "--format", request.format.rawValue],
        output: &output, errors: &errors)
      if code != ExitCode.success { status = code }
    }
    return status
  }

  /// The listing: each conflict's number, title, traces and fixes.
  static func list(_ gallery: ConflictGallery) -> String {
    var text = ""
    for conflict in gallery.conflicts {
      text += "\(conflict.number). \(conflict.title)\n"
      text += "   traces: \(conflict.traces.joined(separator: ", "))\n"
      if !conflict.fixes.isEmpty {
        text += "   fixes: \(conflict.fixes.joined(separator: ", "))\n"
      }
    }
    text += "Run one: gesture-sim gallery N [--trace FILE] [--fix NAME] [--view -o page.html]\n"
    return text
  }

  /// ". Did you mean 'x'?" for the closest name, or the names there are.
  static func suggestion(_ name: String, among names: [String]) -> String {
    if let closest = names.min(by: { EditDistance.between($0, name) < EditDistance.between($1, name) }),
      EditDistance.between(closest, name) <= max(2, name.count / 3)
    {
      return ". Did you mean '\(closest)'?"
    }
    return "; it has \(names.joined(separator: ", "))"
  }
}
