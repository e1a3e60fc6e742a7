extension PropertyResult {
  /// The report printed at the end of a run, in the manner of QuickCheck, Hedgehog
  /// and fast-check (docs/sources.md, "Property-based testing").
  ///
  /// When the property held, one line:
  /// ```
  /// +++ OK, property 'NAME' passed 200 cases (seed 42) and 3 regression traces.
  /// ```
  /// or, when no generated case ran (`cases` 0, or stopped before the first):
  /// ```
  /// --- EMPTY, property 'NAME' ran no generated case (0 planned) (seed 42); it passed 3 regression traces.
  /// ```
  /// (a scene's property is named with its scene and variant, `'NAME' in
  /// side-menu/fixed`; a property that demonstrates a known bug, which should have
  /// failed, gets one more sentence).
  /// When it failed: the property's name, how many cases passed, the seed and case,
  /// the number of shrink steps; the minimal trace's description, what was expected
  /// and what happened; the unshrunk trace's description and failure; the minimal
  /// trace as a CSV that `gesture-sim run` replays as it is (with the scene's
  /// settings, such as the scroll view's `# scroll-view:` line); one replay line; the
  /// `gesture-sim run` command that replays the minimal trace in its scene; the
  /// generator version (seeds are version-bound); and, for a property that
  /// demonstrates a known tutorial bug, a last line saying that this failure is the
  /// expected one.
  /// - Parameter savedAt: Where the caller saved the CSV (for example in
  ///   `traces/regressions/`), mentioned in the report; `nil` if it was not saved.
  package func report(savedAt path: String? = nil) -> String {
    guard let counterexample else {
      let traces = "\(regressionsPassed) regression trace\(regressionsPassed == 1 ? "" : "s")"
      if casesPassed == 0 {
        // Nothing generated was checked: say so rather than "OK".
        var line = "--- EMPTY, property '\(property)'\(qualifier) ran no generated case"
        line += stoppedEarly ? " (stopped before its first of \(casesPlanned))" : " (0 planned)"
        line += " (seed \(seed)\(shardNote)); it passed \(traces)."
        return line
      }
      var line = "+++ OK, property '\(property)'\(qualifier) passed "
      line += stoppedEarly ? "\(casesPassed) of \(casesPlanned) cases before it was stopped" : "\(casesPassed) cases"
      line += " (seed \(seed)\(shardNote)) and \(traces)."
      if let knownBug {
        line += " It demonstrates \(knownBug) and is expected to fail: run more cases."
      }
      return line
    }
    var lines: [String] = []
    switch counterexample.origin {
    case .generated(let index, let caseSeed):
      var head = "*** Failed! Property '\(property)'\(qualifier) falsified after \(casesPassed) passing case\(casesPassed == 1 ? "" : "s")"
      head += " and \(counterexample.shrinkSteps) shrink step\(counterexample.shrinkSteps == 1 ? "" : "s")"
      head += " (seed \(seed)\(shardNote), case \(index), case seed \(caseSeed))."
      lines.append(head)
      lines.append("Minimal trace: \(counterexample.summary)")
      if let screen = counterexample.screen { lines.append("Minimal screen: \(screen.summary)") }
      lines.append(contentsOf: PropertyResult.describe(counterexample.failure))
      if let minimal = counterexample.minimal { lines.append("  Script:   \(minimal.description)") }
      if counterexample.shrinkReachedAttemptLimit {
        lines.append("  (shrinking stopped at its limit of \(counterexample.shrinkAttempts) attempts; the trace may not be minimal)")
      }
      if let original = counterexample.original {
        lines.append("Original trace (unshrunk): \(original.summary)")
        if let screen = counterexample.originalScreen { lines.append("  Screen:   \(screen.summary)") }
        lines.append("  Script:   \(original.description)")
        lines.append("  Actual:   \(counterexample.originalFailure.actual)")
      }
    case .regression(let name):
      lines.append("*** Failed! Property '\(property)'\(qualifier) falsified by the stored regression trace \(name), before any generated case.")
      lines.append(contentsOf: PropertyResult.describe(counterexample.failure))
    }
    let where_ = path.map { ", saved to \($0)" } ?? ""
    lines.append("Minimal trace as CSV (gesture-sim run replays it as it is\(where_)):")
    var csv = counterexample.csv(source: "\(replayCommand): \(counterexample.summary)")
    if csv.last == "\n" { csv.removeLast() }
    lines.append(csv)
    let file = path ?? counterexample.replaySeed.map { "\(property)-\($0).csv" } ?? "\(property).csv"
    var screenFile: String?
    if let screen = counterexample.screen {
      let name = PropertyResult.screenPath(ofTrace: file)
      screenFile = name
      lines.append("Minimal screen as JSON (gesture-sim run --screen reads it\(path == nil ? "" : ", saved to \(name)")):")
      var json = screen.jsonText
      if json.last == "\n" { json.removeLast() }
      lines.append(json)
    }
    lines.append("Replay: \(replayCommand)")
    var arguments = runArguments
    if let screenFile {
      arguments = ["--screen", screenFile]
    } else if scene == ScreenProperties.scene {
      // The user's own screen (`check --screen FILE`), else the one regressions replay on.
      arguments = ["--screen", configurationValue("--screen") ?? ScreenProperties.regressionScreenFile]
    }
    let run = (["gesture-sim", "run", file] + arguments).joined(separator: " ")
    let saved = screenFile.map { "the CSV above saved as \(file) and the screen as \($0)" } ?? "the CSV above saved as \(file)"
    lines.append("Run:    \(run)" + (path == nil ? "  (with \(saved))" : ""))
    lines.append("(trace generator version \(TraceGenerator.version); seeds replay only with the same version)")
    if let knownBug {
      lines.append("This property demonstrates \(knownBug): it is expected to fail.")
    }
    return lines.joined(separator: "\n")
  }

  /// The `gesture-sim run` options that replay a trace in the property's scene:
  /// `--scene` and `--variant` from `selectionArguments` (`--scene gestures`, the
  /// recognizers alone, for a property without a scene), and for the side menu the
  /// `--uikit` profile of `configurationArguments` (a scroll view's profile and flags
  /// are on the CSV's `# scroll-view:` line).
  var runArguments: [String] {
    var scene: [String] = ["--scene", "gestures"]
    var variant: [String] = []
    var arguments = selectionArguments[...]
    while let option = arguments.popFirst() {
      guard let value = arguments.popFirst() else { break }
      if option == "--scene" { scene = [option, value] }
      if option == "--variant" { variant = [option, value] }
    }
    var profile: [String] = []
    if scene.last == SideMenuProperties.scene, let uikit = configurationValue("--uikit") {
      profile = ["--uikit", uikit]
    }
    return scene + variant + profile
  }

  /// The value `configurationArguments` give `option` (`--uikit ios7`), or nil.
  func configurationValue(_ option: String) -> String? {
    guard let index = configurationArguments.firstIndex(of: option), index + 1 < configurationArguments.count else { return nil }
    return configurationArguments[index + 1]
  }

  /// Where a screen property's minimal screen goes beside its trace file: the same
  /// name with `.json` for `.csv`.
  package static func screenPath(ofTrace path: String) -> String {
    (path.hasSuffix(".csv") ? String(path.dropLast(4)) : path) + ".json"
  }

  /// The property's scene, from `selectionArguments`, or nil.
  var scene: String? {
    var arguments = selectionArguments[...]
    while let option = arguments.popFirst() {
      guard let value = arguments.popFirst() else { break }
      if option == "--scene" { return value }
    }
    return nil
  }

  /// ", shard I/N" for a sharded run, or "".
  var shardNote: String {
    shard == .whole ? "" : ", shard \(shard)"
  }

  /// " in SCENE/VARIANT" for a property of a scene (from `selectionArguments`), or "".
  var qualifier: String {
    var parts: [String] = []
    var arguments = selectionArguments[...]
    while let option = arguments.popFirst() {
      guard let value = arguments.popFirst() else { break }
      if option == "--scene" || option == "--variant" { parts.append(value) }
    }
    return parts.isEmpty ? "" : " in " + parts.joined(separator: "/")
  }

  static func describe(_ failure: PropertyFailure) -> [String] {
    var lines = ["  Expected: \(failure.expected)", "  Actual:   \(failure.actual)"]
    if let time = failure.time { lines.append("  At:       t = \(PropertyFormat.seconds(time))") }
    return lines
  }
}
