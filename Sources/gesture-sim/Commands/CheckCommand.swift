import Gestures

/// `gesture-sim check`: runs the project's properties on random touch traces at any
/// depth, replaying the regression corpus first, and reports the first failure of
/// each property shrunk to a minimal trace (docs/properties.md, "gesture-sim check").
///
/// The report is deterministic: the same arguments and corpus print the same text
/// (no timings; with `--time-limit` the number of cases depends on the machine). On a
/// terminal a progress line with cases per second goes to standard error; never on a
/// pipe or a file.
enum CheckCommand: Command {
  /// The seed used without `--seed`: CI's fixed seed, so that a plain run is
  /// reproducible.
  static let defaultSeed: UInt64 = 20_260_101
  /// Cases per property without `--cases`.
  static let defaultCases = 1000
  /// Where the regression corpus is, relative to the working directory.
  static let defaultRegressions = "traces/regressions"

  static let spec = CommandSpec(
    name: "gesture-sim check",
    abstract: "Check the properties on random touch traces; shrink and report a failure.",
    discussion: """
      Replays the regression corpus first (built into the binary, plus ./traces/regressions
      when it exists; or only --regressions DIR), then generates --cases traces per property
      from --seed (case i uses seed S + i). Each property's line says how many cases ran.
      Exits 0 when every selected property holds and 1 when one fails, with a report: the
      minimal failing trace, as a description and as a CSV that 'gesture-sim run' replays
      (with the scene's settings, such as the scroll view's '# scroll-view:' line), the line
      that replays the check and the 'gesture-sim run' command that reproduces the failure.
      A property that ran no generated case is not a pass: exit 1 unless --allow-empty.
      --jobs spreads the cases over threads and --shard over machines; --jobs never
      changes the output, and the shards of a run together check the run's cases.
      Properties that demonstrate a tutorial bug (single-tap-toggles in the hamburger and
      end-decelerating steps) run only when their variant is selected with --variant.
      With --screen FILE the screen properties run on that screen instead of generated ones:
      random traces on its views, a failure shrunk to a minimal trace that
      'gesture-sim run TRACE --screen FILE' replays; a bad file exits 65 at its line and column.
      Example: gesture-sim check --variant hamburger --property single-tap-toggles
      """,
    options: [
      CommandSpec.Option(longName: "--property", valueName: "name", help: "Check only the properties with this name (see --list)."),
      CommandSpec.Option(
        longName: "--scene", valueName: "scene", help: "Check only the properties of this scene.",
        allowedValues: PropertyCatalog.scenes),
      CommandSpec.Option(
        longName: "--screen", valueName: "file",
        help: "Check the screen properties on this screen JSON file (docs/screens.md) instead of generated screens; implies --scene screen."),
      CommandSpec.Option(
        longName: "--variant", valueName: "variant", help: "Check only the side menu's properties in this tutorial step.",
        allowedValues: SideMenuVariant.allCases.map(\.rawValue)),
      CommandSpec.Option(longName: "--cases", valueName: "n", help: "Generated cases per property.", defaultValue: String(defaultCases)),
      CommandSpec.Option(longName: "--seed", valueName: "seed", help: "The run seed (an unsigned 64-bit integer).", defaultValue: String(defaultSeed)),
      CommandSpec.Option(
        longName: "--time-limit", valueName: "seconds",
        help: "Stop after this many seconds, shared equally among the properties left."),
      CommandSpec.Option(
        longName: "--regressions", valueName: "directory",
        help: "Replay only the traces in this directory before any generated case; --save writes there.",
        defaultValue: "the corpus built into the binary, plus ./traces/regressions when it exists"),
      CommandSpec.Option(
        longName: "--save",
        help: "Save each minimal failing trace as <property>-<seed>.csv (and a screen property's screen as .json) in --regressions, else in ./traces/regressions."),
      CommandSpec.Option(
        longName: "--jobs", shortName: "-j", valueName: "n",
        help: "Check cases on n threads; the results and minimal traces are those of --jobs 1.",
        defaultValue: "the number of cores"),
      CommandSpec.Option(
        longName: "--shard", valueName: "i/n",
        help: "Run only shard i of n: the cases whose index is i-1 modulo n (a CI matrix runs all n)."),
      CommandSpec.Option(
        longName: "--junit", valueName: "file",
        help: "Also write a JUnit XML report: one test case per property, a failure's report and minimal trace in it."),
      CommandSpec.Option(
        longName: "--allow-empty",
        help: "Accept a property that ran no generated case (--cases 0, the time limit, a small shard); else exit 1."),
      CommandSpec.Option(longName: "--list", help: "List the properties (those selected) and exit."),
      SceneSetup.profileOption,
    ] + SceneSetup.scrollViewSpecs)

  /// The number of cores, the default of `--jobs`.
  static var defaultJobs: Int {
    WorkerThread.availableCores
  }

  /// What the command line asked for.
  struct Request {
    var properties: [TraceProperty]
    /// Known-bug properties that matched but were not selected (no `--variant`).
    var skipped: [TraceProperty]
    var cases: Int
    var seed: UInt64
    var timeLimit: Double?
    var regressions: RegressionDirectory
    var regressionsGiven: Bool
    var save: Bool
    var list: Bool
    var jobs: Int
    var shard: PropertyShard
    var junit: String?
    var allowEmpty: Bool
    /// `--screen`: the user's screen file that the screen properties run on, or nil
    /// for generated screens.
    var screenFile: String? = nil
  }

  /// Checks `request` with the process's clock and terminal.
  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    execute(request, environment: .process(), output: &output, errors: &errors)
  }

  /// `run` with `environment`'s clock and terminal instead of the process's (tests).
  static func run(
    arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream,
    environment: CheckEnvironment
  ) -> Int32 {
    CommandSpec.run(Self.self, arguments: arguments, output: &output, errors: &errors) { request, output, errors in
      execute(request, environment: environment, output: &output, errors: &errors)
    }
  }

  /// Checks `request`: lists the properties, or replays the corpus and the
  /// generated cases and prints the report; returns the exit code.
  static func execute(
    _ request: Request, environment: CheckEnvironment,
    output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    if request.list {
      output.write(listing(request.properties + request.skipped))
      return ExitCode.success
    }
    var request = request
    if let path = request.screenFile {
      // The user's screen: its errors are those of `run --screen` (66, or 65 at line:column).
      switch SceneSetup.readScreen(path: path, errors: &errors) {
      case .success(let screen):
        let onScreen = ScreenProperties.properties(on: screen)
        request.properties = request.properties.compactMap { selected in
          guard var property = onScreen.first(where: { $0.name == selected.name }) else { return nil }
          property.configurationArguments = selected.configurationArguments
          return property
        }
      case .failure(let exit):
        return exit.code
      }
    }

    let corpus: [RegressionTrace]
    do {
      if request.regressionsGiven, try request.regressions.fileNames() == nil {
        errors.write("\(request.regressions.path): error: no such directory\n")
        return ExitCode.noInput
      }
      // Without --regressions: the corpus built into the binary, plus (replacing a
      // built-in copy of the same name) the working directory's traces/regressions/.
      corpus = try request.regressions.traces(builtIn: !request.regressionsGiven)
    } catch {
      return report(error, to: &errors)
    }

    // An unwritable --junit path is refused before the run (exit 73), not after it: the
    // file is created (as a temporary file beside it) now and renamed into place at the end.
    var junitFile: AtomicFile?
    if let junit = request.junit {
      do {
        junitFile = try AtomicFile(path: junit)
      } catch {
        errors.write("\(junit): error: cannot create the output file: \(error.reason)\n")
        return ExitCode.cannotCreate
      }
    }

    let runner = PropertyRunner(regressions: corpus, progressInterval: 50)
    let parallel = ParallelPropertyRunner(runner: runner, jobs: request.jobs)
    let start = environment.now()
    var results: [PropertyResult] = []
    var reports: [String] = []
    /// Each property's time, seconds on the environment's clock (JUnit's `time`).
    var times: [Double] = []
    var exitCode = ExitCode.success
    for (index, property) in request.properties.enumerated() {
      let propertyStart = environment.now()
      let budget = request.timeLimit.map { limit in
        max(0, limit - (propertyStart - start)) / Double(request.properties.count - index)
      }
      var lastDrawn = -Double.infinity
      var drew = false
      let progress = { (progress: PropertyRunner.Progress) -> Bool in
        let now = environment.now()
        if let terminal = environment.terminal, now - lastDrawn >= environment.progressInterval {
          let elapsed = now - propertyStart
          let rate = elapsed > 0 ? Double(progress.casesPassed) / elapsed : 0
          terminal(
            "\r\u{1B}[2K[\(index + 1)/\(request.properties.count)] \(property.qualifiedName): "
              + "\(progress.casesPassed)/\(progress.casesPlanned) cases, \(Int(rate.rounded())) cases/s")
          lastDrawn = now
          drew = true
        }
        if let budget, now - propertyStart >= budget { return false }
        return true
      }
      let result =
        request.jobs > 1
        ? parallel.check(property: property, cases: request.cases, seed: request.seed, shard: request.shard, progress: progress)
        : runner.check(property: property, cases: request.cases, seed: request.seed, shard: request.shard, progress: progress)
      if drew, let terminal = environment.terminal { terminal("\r\u{1B}[2K") }
      results.append(result)
      times.append(environment.now() - propertyStart)
      guard let counterexample = result.counterexample else {
        let report = result.report()
        reports.append(report)
        output.write(report + "\n")
        continue
      }
      var savedAt: String?
      if request.save, let caseSeed = counterexample.replaySeed {
        let path = request.regressions.savePath(property: property.name, seed: caseSeed)
        do {
          try request.regressions.save(
            counterexample.csv(source: "\(result.replayCommand): \(counterexample.summary)"), to: path)
          // A screen property's minimal screen goes beside it, as the report's Summary: line names it.
          if let screen = counterexample.screen {
            try request.regressions.save(screen.jsonText, to: PropertyResult.screenPath(ofTrace: path))
          }
          savedAt = path
        } catch {
          exitCode = report(error, to: &errors)
        }
      }
      let report = result.report(savedAt: savedAt)
      reports.append(report)
      output.write("\n" + report + "\n\n")
    }

    let summary = CheckSummary(results: zip(request.properties, results).map { ($0, $1) }, allowEmpty: request.allowEmpty)
    output.write(summary.text)
    if !request.skipped.isEmpty {
      output.write(
        "Not run: \(request.skipped.map(\.qualifiedName).joined(separator: ", ")) "
          + "(they demonstrate tutorial bugs and are expected to fail; select them with --variant).\n")
    }
    if exitCode == ExitCode.success && !summary.passed { exitCode = ExitCode.failure }

    if var file = junitFile {
      let rows = zip(zip(request.properties, results), zip(reports, times)).map { ($0.0, $0.1, $1.0, $1.1) }
      let document = JUnitReport(results: rows, request: request, time: environment.now() - start).xml
      file.stream.write(document)
      do {
        try file.commit()
      } catch {
        errors.write("\(file.path): error: cannot write the output file: \(error.reason)\n")
        return ExitCode.cannotCreate
      }
    }
    return exitCode
  }

  /// Turns the parsed arguments into a request, or the usage error to print.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    let name = parsed.value("--property")
    let screenFile = parsed.value("--screen")
    if screenFile != nil, let scene = parsed.value("--scene"), scene != ScreenProperties.scene {
      throw UsageError(message: "'--screen' checks the screen properties on that screen: it implies '--scene screen', not '--scene \(scene)'")
    }
    let scene = screenFile != nil ? ScreenProperties.scene : parsed.value("--scene")
    let variant = parsed.value("--variant")
    if let name, !PropertyCatalog.all.contains(where: { $0.name == name }) {
      var names: [String] = []
      for property in PropertyCatalog.all where !names.contains(property.name) { names.append(property.name) }
      var message = "The value '\(name)' is invalid for '--property <name>'. See 'gesture-sim check --list'"
      if let suggestion = EditDistance.closest(to: name, in: names) {
        message += ". Did you mean '\(suggestion)'?"
      }
      throw UsageError(message: message)
    }
    let matching = PropertyCatalog.properties(
      named: name, scene: scene, variant: variant, profile: SceneSetup.profile(parsed))
    guard !matching.isEmpty else {
      let given = [("--property", name), ("--scene", scene), ("--variant", variant)]
        .compactMap { option, value in value.map { "\(option) \($0)" } }
      throw UsageError(message: "No property matches \(given.joined(separator: " "))")
    }
    // Known-bug demonstrations fail on purpose: only an explicit --variant runs them.
    var selected = variant == nil ? matching.filter { $0.knownBug == nil } : matching
    // --scene scroll-view with the scroll-view flags: the properties on that scroll view.
    let flags = try SceneSetup.parseScrollViewFlags(parsed, spec: spec)
    if let flag = SceneSetup.scrollViewFlag(in: parsed) {
      guard scene == ScrollViewProperties.scene else {
        throw UsageError(message: "'\(flag)' configures the scroll view of --scene scroll-view; add '--scene scroll-view'")
      }
      let options = try ScrollViewScene<GridSnapDelegate>.setupOnDefaultDisplay(flags)
      selected = ScrollViewProperties.properties(for: options).filter { name == nil || $0.name == name }
      if selected.isEmpty, let name {
        throw UsageError(message: "The property '\(name)' does not apply to this scroll view (see docs/properties.md)")
      }
    }
    // A failure's replay line repeats the options that configured the scenes.
    let configuration = configurationArguments(parsed)
    for index in selected.indices { selected[index].configurationArguments = configuration }
    let skipped = variant == nil ? matching.filter { $0.knownBug != nil } : []
    if selected.isEmpty && !parsed.flag("--list") {
      throw UsageError(
        message: "Only properties that demonstrate tutorial bugs match; select one with --variant (\(skipped.compactMap(\.variant).joined(separator: ", ")))")
    }

    let cases = try parsed.value("--cases", default: defaultCases, spec: spec, expected: "a whole number of cases, 0 or more") {
      Int($0).flatMap { $0 >= 0 ? $0 : nil }
    }
    let seed = try parsed.value("--seed", default: defaultSeed, spec: spec, expected: "an unsigned 64-bit integer") { UInt64($0) }
    let timeLimit = try parsed.number("--time-limit", spec: spec)
    if let timeLimit, timeLimit < 0 {
      throw UsageError(
        message: "The value '\(timeLimit)' is invalid for '--time-limit <seconds>': expected 0 or more seconds",
        optionHelp: "--time-limit <seconds>  Stop after this many seconds, shared equally among the properties left.")
    }
    let jobs = try parsed.value(
      "--jobs", default: defaultJobs, spec: spec, expected: "a whole number of threads from 1 to 1024", help: "Check cases on n threads."
    ) { Int($0).flatMap { (1...1024).contains($0) ? $0 : nil } }
    let shard = try parsed.value(
      "--shard", default: PropertyShard.whole, spec: spec, expected: "i/n with 1 ≤ i ≤ n, such as 2/4", help: "Run only shard i of n."
    ) { PropertyShard($0) }
    if let junit = parsed.value("--junit"), junit.isEmpty || junit == "-" {
      throw UsageError(message: "The value '\(junit)' is invalid for '--junit <file>': expected a file name")
    }
    return Request(
      properties: selected, skipped: skipped, cases: cases, seed: seed, timeLimit: timeLimit,
      regressions: RegressionDirectory(path: parsed.value("--regressions") ?? defaultRegressions),
      regressionsGiven: parsed.value("--regressions") != nil, save: parsed.flag("--save"), list: parsed.flag("--list"),
      jobs: jobs, shard: shard, junit: parsed.value("--junit"), allowEmpty: parsed.flag("--allow-empty"), screenFile: screenFile)
  }

  /// The options given that configure the checked scenes rather than select
  /// properties, as given: `--screen`, `--uikit` and the scroll-view flags, in the
  /// order of the help.
  static func configurationArguments(_ parsed: CommandSpec.ParsedArguments) -> [String] {
    var arguments: [String] = []
    if let screen = parsed.value("--screen") { arguments += ["--screen", screen] }
    if let profile = parsed.value("--uikit") { arguments += ["--uikit", profile] }
    for flag in SceneSetup.scrollViewSpecs {
      if flag.isFlag {
        if parsed.flag(flag.longName) { arguments.append(flag.longName) }
      } else if let value = parsed.value(flag.longName) {
        arguments += [flag.longName, value]
      }
    }
    return arguments
  }

  /// `check --list`: one line per property, in catalog order: name, scene, variant
  /// and what must hold; a known-bug demonstration says so.
  static func listing(_ properties: [TraceProperty]) -> String {
    let ordered = PropertyCatalog.all.filter { candidate in
      properties.contains { $0.qualifiedName == candidate.qualifiedName }
    }
    let rows = [("PROPERTY", "SCENE", "VARIANT", "WHAT MUST HOLD")]
      + ordered.map { property in
        var summary = property.summary
        if let bug = property.knownBug {
          summary += " [demonstrates \(bug): expected to fail; runs only with --variant \(property.variant ?? "")]"
        }
        return (property.name, property.scene ?? "-", property.variant ?? "-", summary)
      }
    let widths = (
      rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0, rows.map(\.2.count).max() ?? 0
    )
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
    return rows.map { "\(pad($0.0, widths.0))  \(pad($0.1, widths.1))  \(pad($0.2, widths.2))  \($0.3)\n" }.joined()
  }

  /// Prints a corpus error and returns its exit code.
  static func report(_ error: RegressionDirectory.Failure, to errors: inout some TextOutputStream) -> Int32 {
    switch error {
    case .input(let input):
      return input.report(to: &errors)
    case .cannotCreate(let path, let reason):
      errors.write("\(path): error: cannot create: \(reason)\n")
      return ExitCode.cannotCreate
    }
  }
}
