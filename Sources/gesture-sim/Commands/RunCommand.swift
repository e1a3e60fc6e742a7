import Gestures
import ScrollPhysics

/// `gesture-sim run TRACE`: replay a trace through a scene and report what happened.
enum RunCommand {
  static let scenes = ["side-menu", "cards", "dropdown", "table", "transitions", "gestures"]

  static let spec = CommandSpec(
    name: "gesture-sim run",
    abstract: "Replay a touch trace through a scene and print what happened.",
    discussion: """
      side-menu: the Taasky-style 3-D flip side menu in a paging scroll view (docs/side-menu.md).
      cards: the pan-driven 3-D card flip stack (docs/cards.md).
      dropdown, table, transitions: the animation tutorials (docs/dropdown.md, docs/table.md, docs/transitions.md).
      gestures: the pans and taps UIKit's standard recognizers find (docs/recognizers.md).
      Viewport, scale and refresh rate come from the trace's metadata unless given here.
      """,
    arguments: [ArgumentSpec(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md).")],
    options: [
      OptionSpec(longName: "--scene", valueName: "scene", help: "The scene to replay the trace through.", defaultValue: "side-menu", allowedValues: scenes),
      OptionSpec(longName: "--format", valueName: "format", help: "Output format (csv: one row per frame).", defaultValue: "table", allowedValues: ["table", "json", "jsonl", "csv"]),
      OptionSpec(longName: "--output", shortName: "-o", valueName: "file", help: "Write the output to a file instead of standard output."),
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
      if parsed.wantsHelp { output.write(spec.help); return ExitCode.success }
      if let text = parsed.value("--viewport") {
        guard let size = parseViewport(text) else {
          throw UsageError(message: "The value '\(text)' is invalid for '--viewport <WxH>': expected two positive numbers such as 390x844",
                           optionHelp: "--viewport <WxH>  Viewport size in points, e.g. 390x844.")
        }
        viewport = size
      }
      scale = try parsed.number("--scale", spec: spec)
      if let viewport, let reason = SideMenuGeometry.validate(viewport: viewport, scale: scale ?? 3) {
        throw UsageError(message: "Invalid '--viewport' or '--scale': \(reason)")
      }
      for text in parsed.values["--flip-at"] ?? [] {
        guard let time = Double(text), CardsRunner.Options.validate(buttonFlipTime: time) == nil else {
          throw UsageError(message: "The value '\(text)' is invalid for '--flip-at <t>': expected a finite number of seconds",
                           optionHelp: "--flip-at <t>  cards: press the flip button at time t (seconds, the trace's time base); repeatable.")
        }
        flipTimes.append(time)
      }
      if let text = parsed.value("--variant") {
        let scene = parsed.value("--scene") ?? "side-menu"
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
      if let scale, let reason = SideMenuGeometry.validate(viewport: Size(width: 390, height: 844), scale: scale) {
        throw UsageError(message: "The value '\(scale)' is invalid for '--scale <n>': \(reason)")
      }
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    let path = parsed.positionals[0]
    var options = TraceReaderOptions()
    options.strict = parsed.flag("--strict")
    let scene = parsed.value("--scene") ?? "side-menu"
    let format = SideMenuReport.Format(rawValue: parsed.value("--format") ?? "table") ?? .table
    let refresh = parsed.value("--refresh").flatMap(Double.init)
    let variant = SideMenuVariant(rawValue: parsed.value("--variant") ?? "") ?? .defaultVariant
    let tableVariant = TableVariant(rawValue: parsed.value("--variant") ?? "") ?? .defaultVariant

    return OutputDestination.with(path: parsed.value("--output"), standardOutput: &output, errors: &errors) { out, errors in
      TraceInput.withReader(path: path, options: options, errors: &errors) { reader, errors throws(TraceError) in
        switch scene {
        case "gestures":
          try replayGestures(&reader, path: path, format: format, errors: &errors, to: &out)
        case "dropdown":
          try DropdownReport.replay(&reader, path: path, format: format, viewport: viewport, refresh: refresh, errors: &errors, to: &out)
        case "table":
          try TableReport.replay(
            &reader, path: path, format: format, variant: tableVariant, viewport: viewport, scale: scale, refresh: refresh,
            errors: &errors, to: &out)
        case "transitions":
          try TransitionsReport.replay(&reader, path: path, format: format, viewport: viewport, refresh: refresh, errors: &errors, to: &out)
        case "cards":
          try replayCards(
            &reader, path: path, format: format, viewport: viewport, scale: scale, refresh: refresh, flipTimes: flipTimes,
            errors: &errors, to: &out)
        default:
          try replaySideMenu(
            &reader, path: path, format: format, variant: variant, viewport: viewport, scale: scale, refresh: refresh,
            errors: &errors, to: &out)
        }
      }
    }
  }

  private static func replayGestures<S>(
    _ reader: inout TraceReader<S>, path: String, format: SideMenuReport.Format,
    errors: inout some TextOutputStream, to out: inout any TextOutputStream
  ) throws(TraceError) {
    var summary = GestureSummary()
    while let event = try reader.next() {
      summary.handle(event)
      TraceInput.report(reader.takeWarnings(), to: &errors)
    }
    summary.finish()
    TraceInput.report(reader.takeWarnings(), to: &errors)
    switch format {
    case .json: out.write(GestureSummaryReport.json(summary, reader: reader, path: path))
    case .jsonl: out.write(GestureSummaryReport.jsonl(summary, reader: reader, path: path))
    case .csv: out.write(GestureSummaryReport.csv(summary))
    case .table: out.write(GestureSummaryReport.table(summary, reader: reader, path: path))
    }
  }

  /// The side-menu replay of `run --scene side-menu` (also timed by `bench --long`).
  static func replaySideMenu<S>(
    _ reader: inout TraceReader<S>, path: String, format: SideMenuReport.Format, variant: SideMenuVariant,
    viewport: Size?, scale: Double?, refresh: Double?,
    errors: inout some TextOutputStream, to out: inout any TextOutputStream
  ) throws(TraceError) {
    let metadata = reader.metadata
    let resolvedViewport = viewport ?? metadata.viewport ?? Size(width: 390, height: 844)
    let resolvedScale = scale ?? metadata.scale ?? 3
    let resolvedRefresh = refresh ?? metadata.refresh ?? 60
    if let reason = SideMenuGeometry.validate(viewport: resolvedViewport, scale: resolvedScale) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport/scale", value: "\(resolvedViewport), \(resolvedScale)", expected: reason))
    }
    if let reason = SideMenuRunner.Options.validate(refreshRate: resolvedRefresh) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(resolvedRefresh)", expected: reason))
    }
    let geometry = SideMenuGeometry(viewport: resolvedViewport, scale: resolvedScale)
    var runner = SideMenuRunner(options: .init(scene: .init(variant: variant, geometry: geometry), refreshRate: resolvedRefresh))
    var report = SideMenuReport(format: format, path: path)
    report.start(variant: variant, geometry: geometry, refreshRate: resolvedRefresh, to: &out)
    try SceneStream.replay(&reader, runner: &runner, report: &report, errors: &errors, to: &out)
  }

  private static func replayCards<S>(
    _ reader: inout TraceReader<S>, path: String, format: SideMenuReport.Format,
    viewport: Size?, scale: Double?, refresh: Double?, flipTimes: [Double],
    errors: inout some TextOutputStream, to out: inout any TextOutputStream
  ) throws(TraceError) {
    let metadata = reader.metadata
    let resolvedViewport = viewport ?? metadata.viewport ?? Size(width: 390, height: 844)
    let resolvedScale = scale ?? metadata.scale ?? 3
    let resolvedRefresh = refresh ?? metadata.refresh ?? 60
    if let reason = CardStackGeometry.validate(viewport: resolvedViewport, scale: resolvedScale) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport/scale", value: "\(resolvedViewport), \(resolvedScale)", expected: reason))
    }
    if let reason = CardsRunner.Options.validate(refreshRate: resolvedRefresh) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(resolvedRefresh)", expected: reason))
    }
    var configuration = CardStackScene.Configuration()
    configuration.geometry.viewport = resolvedViewport
    configuration.geometry.scale = resolvedScale
    if let reason = configuration.validate() {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport", value: "\(resolvedViewport)", expected: reason))
    }
    var runner = CardsRunner(options: .init(scene: configuration, refreshRate: resolvedRefresh, buttonFlipTimes: flipTimes))
    var report = CardsReport(format: format, path: path)
    report.start(geometry: configuration.geometry, refreshRate: resolvedRefresh, to: &out)
    try SceneStream.replay(&reader, runner: &runner, report: &report, errors: &errors, to: &out)
  }

  /// `390x844` (also with `X` or `×`) as a size; nil when malformed.
  static func parseViewport(_ text: String) -> Size? {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
    return Size(width: width, height: height)
  }
}
