import Gestures
import ScrollPhysics

/// The scene's set-up for `run`, `plot` and `view`, from the flags and the trace:
/// what the command line chose (the scene, its variant, its display values, its
/// own flags: `init(parsing:spec:)`, each flag read and checked on its own; the
/// input, `Input`), completed by the trace's metadata in one straight line once the
/// input is open (`openInput`, then `OpenedInput.read(into:errors:)`;
/// docs/architecture.md, "The set-up"):
/// 1. the scene reads its own settings (`CommandLineScene.settings(_:metadata:path:)`:
///    the scroll view's flags and `# scroll-view:` line);
/// 2. the display is decided once: each of viewport, scale and refresh rate from
///    the command line, else the scene's own metadata line, else the trace's
///    `# viewport:`, `# scale:` or `# refresh:`, else `Display`'s default;
/// 3. the scene builds its configuration on that display
///    (`CommandLineScene.configuration(_:)`);
/// 4. the runner's options are made, which validates them once
///    (`SceneRunner.Options.init`; a display flag's value was also checked by the
///    same rule as it was parsed, so that it is reported before any input is read);
/// 5. a problem becomes a usage error (64) when its value came from a flag, or bad
///    trace data (65) at the value's line and column when it came from the trace
///    (`failure(for:)`, the one place that decides).
struct SceneSetup {
  /// Why a set-up or its replay stopped: a command-line value the scene cannot
  /// use (a usage error, exit 64) or bad trace data (exit 65, 66 when reading failed).
  enum Failure: Error {
    case usage(UsageError)
    case data(TraceError)

    /// The failure as a usage error, for a set-up with no trace to blame (`check`,
    /// a flag checked before the input is read): a data error's message as it is.
    var usage: UsageError {
      switch self {
      case .usage(let usage): usage
      case .data(let data): UsageError(message: "\(data)")
      }
    }
  }

  /// Where a set-up value came from.
  enum Source {
    /// The command line: the flag's value as given.
    case flag(String)
    /// The trace's `# viewport:`, `# scale:` or `# refresh:` line.
    case metadata(TraceMetadata.ValueLocation)
    /// A pair of the scene's own metadata line (`# scroll-view: key=value`):
    /// where the pair starts, and its value.
    case sceneLine(TraceMetadata.ValueLocation)
    /// Nobody gave it: the default.
    case defaultValue
  }

  /// A scene's own settings: those the command line gave, and those of its own
  /// metadata line (`# scroll-view:`), by the name of their `SetupProblem.Key`.
  struct SceneSettings {
    /// The line's name, for messages (`scroll-view`).
    var lineName = ""
    /// The display values the scene's line gives (they win over `# viewport:` …).
    var display = DisplayOptions()
    /// The flags given, by setting name (`content`), with their values as given.
    var flags: [String: String] = [:]
    /// The line's pairs, by setting name (`content`, `viewport`): where each starts, and its value.
    var line: [String: TraceMetadata.ValueLocation] = [:]
  }

  // What the command line chose (`init(parsing:spec:)`).
  var scene = SceneSetup.defaultScene
  /// `--variant`, checked against `scene.variants` when it is chosen
  /// (`choose(variant:)`, its only setter); nil for the scene's default. The scene's
  /// conformance reads it as its own type (`variant(_:)`).
  private(set) var variant: String?
  /// `--viewport`, `--scale` and `--refresh`: the display values the flags give.
  var flagDisplay = DisplayOptions()
  /// The display flags' values as given, by key name (`viewport`), for messages (a
  /// value set without its text, by a caller, is shown rounded).
  var flagTexts: [String: String] = [:]
  /// cards: the flip button's presses, in seconds of the trace's time base.
  var flipTimes: [Double] = []
  /// `--uikit`: the UIKit behaviour profile of the scenes' scroll views.
  var profile = UIKitProfile.ios26
  /// gestures: `--recognizers`, the recognizer kinds to run (default all).
  var recognizers = RecognizerKind.allCases
  /// screen: the path `--screen` gives (it implies `--scene screen`).
  var screenFile: String?
  /// screen: the user's screen, read from `screenFile` before the trace
  /// (`readScreen`), or given by the caller (`bench screen`); nil without
  /// `--screen`: the library's default screen, one full-screen scroll view
  /// (`ScreenScene.defaultConfiguration`).
  var screenDescription: Screen?
  /// scroll-view: the configuration flags given (`parseScrollViewFlags(_:spec:)`).
  var scrollViewFlags: [ScrollViewSceneSetup.Key: String] = [:]
  /// run, plot, view: the input, as the command line names it (`Input`: the trace
  /// or recording, `--strict`, `--input-format` and the import options), which
  /// `openInput` opens; nil for a set-up without a file (`check`'s, a benchmark's).
  var input: Input?

  /// What the trace adds, once it is read (`completed`); nil before.
  var trace: Trace?

  /// The trace's part of a set-up: its metadata, the scene's settings and the
  /// display decided from them.
  struct Trace {
    /// The trace's metadata, and where its known keys' values are.
    var metadata: TraceMetadata
    var locations: [String: TraceMetadata.ValueLocation]
    /// The trace's path, for errors.
    var path: String
    /// The scene's own settings.
    var settings: SceneSettings
    /// The display, decided once: each value from the command line, else the
    /// scene's own metadata line, else the trace's `# viewport:`, `# scale:` or
    /// `# refresh:`, else `Display`'s default.
    var display: DisplayOptions.Resolved
  }

  /// The trace's metadata (none before the trace is read).
  var metadata: TraceMetadata { trace?.metadata ?? TraceMetadata() }
  /// The trace's path, for errors.
  var path: String { trace?.path ?? "" }
  /// The scene's own settings (none before the trace is read).
  var settings: SceneSettings { trace?.settings ?? SceneSettings() }
  /// The display, decided once (`completed`); before the trace is read, the flags'
  /// values, else `Display`'s defaults.
  var display: DisplayOptions.Resolved {
    trace?.display ?? display(settings: SceneSettings(), metadata: TraceMetadata())
  }

  /// This set-up of the scene, whose own settings are `settings`, completed by the
  /// trace at `path` whose metadata is `metadata` (its values at `locations`): the
  /// display decided once.
  func completed(
    metadata: TraceMetadata, locations: [String: TraceMetadata.ValueLocation], path: String, settings: SceneSettings
  ) -> SceneSetup {
    var setup = self
    setup.trace = Trace(
      metadata: metadata, locations: locations, path: path, settings: settings, display: display(settings: settings, metadata: metadata))
    return setup
  }

  /// The display, each value from the command line, else the scene's own `settings`
  /// (its metadata line), else the trace's `metadata`, else `Display`'s default.
  private func display(settings: SceneSettings, metadata: TraceMetadata) -> DisplayOptions.Resolved {
    let given = flagDisplay
    return DisplayOptions.Resolved(
      viewport: given.viewport ?? settings.display.viewport ?? metadata.viewport ?? Display.defaultViewport,
      scale: given.scale ?? settings.display.scale ?? metadata.scale ?? Display.defaultScale,
      refresh: given.refresh ?? settings.display.refresh ?? metadata.refresh ?? Display.defaultRefreshRate)
  }

  /// The runner's options for `Scene` on this set-up, validated once.
  ///
  /// - Throws: the scene's settings' or configuration's problem, as `failure(for:)` maps it.
  func runnerOptions<Scene: CommandLineScene>(_: Scene.Type) throws(Failure) -> SceneRunner<Scene>.Options {
    do {
      return try SceneRunner<Scene>.Options(scene: Scene.configuration(self), refreshRate: display.refresh)
    } catch {
      throw failure(for: error)
    }
  }

  /// The runner's options for `Scene` on this set-up without a trace (`check`,
  /// whose properties draw their traces on `Display`'s default display): the scene's
  /// settings are its flags', validated once as `runnerOptions` validates them.
  ///
  /// - Throws: the problem as a usage error naming the flag (`failure(for:)`).
  func runnerOptionsWithoutTrace<Scene: CommandLineScene>(_: Scene.Type) throws(UsageError) -> SceneRunner<Scene>.Options {
    let settings: SceneSettings
    do {
      settings = try Scene.settings(self, metadata: TraceMetadata(), path: "")
    } catch {
      // Without a trace there is no metadata line whose pairs could be wrong.
      throw UsageError(message: "\(error)")
    }
    do {
      return try completed(metadata: TraceMetadata(), locations: [:], path: "", settings: settings).runnerOptions(Scene.self)
    } catch {
      // Every value no flag gave is `Display`'s default, which every scene takes.
      throw error.usage
    }
  }

  /// Where the value of `key` came from.
  func source(of key: SetupProblem.Key) -> Source {
    let name = key.name
    let given: String?
    switch key {
    case .viewport: given = flagDisplay.viewport.map { flagTexts[name] ?? "\(Rounded.text($0.width))x\(Rounded.text($0.height))" }
    case .scale: given = flagDisplay.scale.map { flagTexts[name] ?? Rounded.text($0) }
    case .refresh: given = flagDisplay.refresh.map { flagTexts[name] ?? Rounded.text($0) }
    case .setting(let setting): given = settings.flags[setting]
    }
    if let given { return .flag(given) }
    if let pair = settings.line[name] { return .sceneLine(pair) }
    if let location = trace?.locations[name] { return .metadata(location) }
    return .defaultValue
  }

  /// `problem` as the command line reports it, by where its value came from: a flag
  /// is a usage error naming it (64); a value of the trace is bad trace data at its
  /// line and column (65), and so is a flag whose value does not fit the display the
  /// trace gave (a paging scroll view's content smaller than the trace's viewport).
  func failure(for problem: SetupProblem) -> Failure {
    let scene = self.scene.name
    switch (problem.key, source(of: problem.key)) {
    case (.viewport, .flag(let text)), (.scale, .flag(let text)), (.refresh, .flag(let text)):
      return .usage(
        CommandSpec.invalidValue(text, for: "--\(problem.key.name)", in: Self.displaySpecs, context: " with --scene \(scene)", reason: problem.reason))
    case (.setting(let name), .flag(let text)):
      switch source(of: .viewport) {
      case .flag, .defaultValue:
        return .usage(Self.settingError(flag: name, reason: problem.reason))
      case .metadata, .sceneLine:
        let location = settings.line[name] ?? lineStart
        return .data(TraceError(
          path: path, line: location.line, column: location.column,
          reason: .invalidMetadata(
            key: "--\(name) (with the trace's metadata)", value: text,
            expected: "a value that fits the rest of the configuration: \(problem.reason)")))
      }
    case (_, .sceneLine(let pair)):
      return .data(TraceError(
        path: path, line: pair.line, column: pair.column,
        reason: .invalidMetadata(
          key: "\(settings.lineName) \(problem.key.name)", value: pair.text,
          expected: "a value that fits the rest of the configuration: \(problem.reason)")))
    case (_, .metadata(let location)):
      return .data(TraceError(
        path: path, line: location.line, column: location.column,
        reason: .unusableMetadata(key: problem.key.name, value: location.text, scene: scene, reason: problem.reason)))
    case (_, .defaultValue):
      return .data(TraceError(
        path: path, line: 1, column: 1,
        reason: .unusableMetadata(key: problem.key.name, value: "", scene: scene, reason: problem.reason)))
    }
  }

  /// Where the scene's metadata line's value starts (line 1, column 1 without one).
  private var lineStart: TraceMetadata.ValueLocation {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == settings.lineName }) else {
      return TraceMetadata.ValueLocation(line: 1, column: 1, text: "")
    }
    return TraceMetadata.ValueLocation(line: entry.line, column: entry.valueColumn, text: entry.value)
  }

  /// Chooses the scene's variant `name` (`--variant`; nil: the scene's default),
  /// checked against `scene.variants`.
  ///
  /// - Throws: the usage error of a variant the scene does not have, or of
  ///   `--variant` with a scene that has none.
  mutating func choose(variant name: String?) throws(UsageError) {
    if let name, !scene.variants.contains(name) {
      let allowed = scene.variants
      throw UsageError(
        message: allowed.isEmpty
          ? "'--variant' chooses the side menu's tutorial step or the table's version: it works only with --scene side-menu or --scene table, not --scene \(scene.name)"
          : "The value '\(name)' is invalid for '--variant <variant>' with --scene \(scene.name). Expected one of: \(allowed.joined(separator: ", "))",
        optionHelp: "--variant <variant>  The tutorial step or version of the scene.")
    }
    variant = name
  }

  /// The chosen variant as its scene's type, whose cases' names are the scene's
  /// `variants` (`CommandLineScene.variants`): the one `choose(variant:)` checked,
  /// else `Variant.defaultVariant` when none was chosen.
  func variant<Variant: ScrollingSceneVariant & CaseIterable & RawRepresentable<String>>(_: Variant.Type) -> Variant {
    Variant.allCases.first { $0.rawValue == variant } ?? .defaultVariant
  }

  /// The usage error of a scene setting's flag `--flag` that the scene cannot use.
  static func settingError(flag: String, reason: String) -> UsageError {
    UsageError(message: "Invalid '--\(flag)': \(reason)")
  }
}
