/// The request of `plot` and `view`, whose output is one picture: the scene, the
/// command line's choices for it and its input, the visitor that replays the input
/// into the picture, and where the picture goes.
struct PictureRequest<Visitor: SceneVisitor> {
  /// The scene, the command line's choices for it and its input: its set-up
  /// before the trace is read.
  var setup: SceneSetup
  /// What replays the input and holds the picture once it has (`SceneSetup.draw`).
  var visitor: Visitor
  /// `--output`: the picture's file; nil (or `-`) for standard output.
  var outputPath: String?

  /// Reads the request of `gesture-sim command` (`spec`), whose output is `picture`
  /// ("an SVG", "an HTML page"): the scene's set-up (`SceneSetup(parsing:…)`), then
  /// the visitor `makeVisitor` builds from it and the command's own options, then
  /// the input.
  ///
  /// - Throws: the first usage error, in that order.
  init(
    parsing parsed: CommandSpec.ParsedArguments, spec: CommandSpec, command: String, picture: String,
    visitor makeVisitor: (SceneSetup) throws(UsageError) -> Visitor
  ) throws(UsageError) {
    setup = try SceneSetup(parsing: parsed, spec: spec, command: command, picture: picture)
    visitor = try makeVisitor(setup)
    setup.input = try SceneSetup.Input(parsing: parsed, spec: spec)
    outputPath = parsed.value("--output")
  }
}
