import Gestures
import ScrollPhysics

/// `gesture-sim view TRACE -o run.html`: replays a trace through a scene and writes
/// one self-contained HTML page that plays the run back (``ViewerPage``): the scene
/// drawn frame by frame, the fingers, play/pause at 0.1×, 0.25× and 1×, a scrubber,
/// frame stepping, the current values, the log and synced charts.
enum ViewCommand {
  /// The scenes that can be viewed (a ``ViewerScene`` each; see `makeScene`).
  static let scenes = ["side-menu", "cards", "dropdown", "table", "transitions"]

  static let spec = CommandSpec(
    name: "gesture-sim view",
    abstract: "Write a self-contained HTML page that replays a trace's run: the scene, the fingers, the log and charts.",
    discussion: """
      The page has no network access, external scripts or fonts; open it in any browser.
      side-menu: the detail view and the menu's 3-D flip (a CSS matrix3d from the model's
      Transform3D, with its anchor point and layer geometry). cards: the card stack and its
      flips. table: the rows, tipping in, with the scroll indicator. dropdown, transitions:
      their views. Fingers are dots with a short trail.
      Controls: play/pause (space) at 0.1x, 0.25x or 1x of the trace's time; the scrubber;
      left/right arrows step one display frame, shift+arrows jump to the previous or next
      frame that changed; click a log entry or a chart to jump to its time.
      Viewport, scale and refresh rate come from the trace's metadata unless given here.
      Example: gesture-sim view traces/fastswipe.csv -o fastswipe.html
      Example: gesture-sim view traces/cards-flip-complete.csv --scene cards -o flip.html
      """,
    arguments: [ArgumentSpec(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md).")],
    options: [
      OptionSpec(longName: "--output", shortName: "-o", valueName: "file", help: "Write the page to a file instead of standard output."),
      OptionSpec(longName: "--scene", valueName: "scene", help: "The scene to replay the trace through.", defaultValue: "side-menu", allowedValues: scenes),
      OptionSpec(
        longName: "--variant", valueName: "variant",
        help: "side-menu: the tutorial step (paging, paging-toggle, hamburger, end-decelerating, fixed); table: tip-in, fade, always.",
        defaultValue: "fixed for side-menu, tip-in for table"),
      OptionSpec(longName: "--viewport", valueName: "WxH", help: "Viewport size in points, e.g. 390x844.", defaultValue: "trace metadata, else 390x844"),
      OptionSpec(longName: "--scale", valueName: "n", help: "Device pixels per point.", defaultValue: "trace metadata, else 3"),
      OptionSpec(longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz.", defaultValue: "trace metadata, else 60", allowedValues: ["60", "120"]),
      OptionSpec(longName: "--flip-at", valueName: "t", help: "cards: press the flip button at time t (seconds, the trace's time base); repeatable."),
      OptionSpec(longName: "--strict", help: "Treat trace warnings as errors."),
    ])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let parsed: ParsedArguments
    var viewport: Size?
    var scale: Double?
    var flipTimes: [Double] = []
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, spec: spec)
      if parsed.wantsHelp {
        output.write(spec.help)
        return ExitCode.success
      }
      if let text = parsed.value("--viewport") {
        guard let size = RunCommand.parseViewport(text), SideMenuGeometry.validate(viewport: size, scale: 3) == nil else {
          throw spec.invalidValue(text, for: "--viewport", expected: "a size between 1x1 and 100000x100000 points such as 390x844")
        }
        viewport = size
      }
      scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { PhysicsCommand.scales.contains($0) }
      for text in parsed.values["--flip-at"] ?? [] {
        guard let time = Double(text), CardsRunner.Options.validate(buttonFlipTime: time) == nil else {
          throw spec.invalidValue(text, for: "--flip-at", expected: "a finite number of seconds")
        }
        flipTimes.append(time)
      }
      let scene = parsed.value("--scene") ?? "side-menu"
      if let text = parsed.value("--variant") {
        let allowed: [String]
        switch scene {
        case "side-menu": allowed = SideMenuVariant.allCases.map(\.rawValue)
        case "table": allowed = TableVariant.allCases.map(\.rawValue)
        default: allowed = []
        }
        guard allowed.contains(text) else {
          throw UsageError(
            message: allowed.isEmpty
              ? "The scene '\(scene)' has no variants; remove '--variant \(text)'"
              : "The value '\(text)' is invalid for '--variant <variant>' with --scene \(scene). Expected one of: \(allowed.joined(separator: ", "))",
            optionHelp: "--variant <variant>  The tutorial step or version of the scene.")
        }
      }
      if !flipTimes.isEmpty && scene != "cards" {
        throw UsageError(message: "'--flip-at' applies to --scene cards only")
      }
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    let path = parsed.positionals[0]
    var options = TraceReaderOptions()
    options.strict = parsed.flag("--strict")
    let settings = Settings(
      scene: parsed.value("--scene") ?? "side-menu", variant: parsed.value("--variant"), viewport: viewport, scale: scale,
      refresh: parsed.value("--refresh").flatMap(Double.init), flipTimes: flipTimes)

    var page = ""
    let code = TraceInput.withReader(path: path, options: options, errors: &errors) { reader, errors throws(TraceError) in
      var scene = try makeScene(settings, metadata: reader.metadata, path: path)
      while let event = try reader.next() {
        TraceInput.report(reader.takeWarnings(), to: &errors)
        scene.feed(event)
      }
      TraceInput.report(reader.takeWarnings(), to: &errors)
      var data = scene.finish()
      data.title = "\(PlotCommand.fileName(path)) · \(data.title)"
      page = ViewerPage.html(data)
    }
    guard code == ExitCode.success else { return code }
    return OutputDestination.with(path: parsed.value("--output"), standardOutput: &output, errors: &errors) { out, _ in
      out.write(page)
      return ExitCode.success
    }
  }

  /// What the command line chose; nil fields come from the trace's metadata, else the defaults.
  struct Settings {
    var scene: String
    var variant: String?
    var viewport: Size?
    var scale: Double?
    var refresh: Double?
    var flipTimes: [Double]
  }

  /// The scene `settings.scene` names, with the run's settings: the command line's,
  /// else the trace's metadata, else the defaults (as `run`). Bad metadata is a
  /// trace error.
  static func makeScene(_ settings: Settings, metadata: TraceMetadata, path: String) throws(TraceError) -> any ViewerScene {
    let viewport = settings.viewport ?? metadata.viewport ?? Size(width: 390, height: 844)
    let scale = settings.scale ?? metadata.scale ?? 3
    let refresh = settings.refresh ?? metadata.refresh ?? 60
    func invalid(_ key: String, _ value: String, _ reason: String) -> TraceError {
      TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: key, value: value, expected: reason))
    }
    if let reason = SideMenuRunner.Options.validate(refreshRate: refresh) { throw invalid("refresh", "\(refresh)", reason) }
    switch settings.scene {
    case "cards":
      if let reason = CardStackGeometry.validate(viewport: viewport, scale: scale) { throw invalid("viewport/scale", "\(viewport), \(scale)", reason) }
      var configuration = CardStackScene.Configuration()
      configuration.geometry.viewport = viewport
      configuration.geometry.scale = scale
      if let reason = configuration.validate() { throw invalid("viewport", "\(viewport)", reason) }
      return CardsViewer(configuration: configuration, refreshRate: refresh, buttonFlipTimes: settings.flipTimes)
    case "table":
      if let reason = TableGeometry.validate(viewport: viewport, scale: scale) { throw invalid("viewport/scale", "\(viewport), \(scale)", reason) }
      let variant = TableVariant(rawValue: settings.variant ?? "") ?? .defaultVariant
      let options = TableRunner.Options(
        scene: TableScene.Configuration(variant: variant, geometry: TableGeometry(viewport: viewport, scale: scale)), refreshRate: refresh)
      if let reason = options.validate() { throw invalid("refresh", "\(refresh)", reason) }
      return TableViewer(options: options)
    case "dropdown":
      if let reason = DropdownGeometry.validate(viewport: viewport) { throw invalid("viewport", "\(viewport)", reason) }
      let options = DropdownRunner.Options(
        scene: DropdownScene.Configuration(geometry: DropdownGeometry(viewport: viewport)), refreshRate: refresh)
      if let reason = options.validate() { throw invalid("refresh", "\(refresh)", reason) }
      return DropdownViewer(options: options, scale: scale)
    case "transitions":
      if let reason = TransitionsGeometry.validate(viewport: viewport) { throw invalid("viewport", "\(viewport)", reason) }
      let options = TransitionsRunner.Options(
        scene: TransitionsScene.Configuration(geometry: TransitionsGeometry(viewport: viewport)), refreshRate: refresh)
      if let reason = options.validate() { throw invalid("refresh", "\(refresh)", reason) }
      return TransitionsViewer(options: options, scale: scale)
    default:
      if let reason = SideMenuGeometry.validate(viewport: viewport, scale: scale) { throw invalid("viewport/scale", "\(viewport), \(scale)", reason) }
      let variant = SideMenuVariant(rawValue: settings.variant ?? "") ?? .defaultVariant
      return SideMenuViewer(geometry: SideMenuGeometry(viewport: viewport, scale: scale), variant: variant, refreshRate: refresh)
    }
  }
}
