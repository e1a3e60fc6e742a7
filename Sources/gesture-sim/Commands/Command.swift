/// A command: its declaration (`spec`), what it makes of its parsed arguments
/// (`resolve`) and what it does (`execute`), as swift-argument-parser's
/// `ParsableCommand` declares its configuration and `run`. The parser runs it
/// (`CommandSpec.run(_:arguments:output:errors:)`, the one preamble of every
/// command): `--help` prints the help and ends with `ExitCode.success`; a usage
/// error, from the parser or from `resolve`, is printed and ends with
/// `ExitCode.usage`; otherwise `execute` runs with the resolved request.
protocol Command: SendableMetatype {
  /// What `resolve` makes of the arguments: the validated options `execute` needs.
  associatedtype Request
  /// The command's options, arguments and help; the last word of its `name`
  /// (`spec.subcommandName`) is what the user types.
  static var spec: CommandSpec { get }
  /// Validates the parsed arguments into a request, every value typed (the
  /// command's own arguments, as given, are `parsed.arguments`: for a `# source:`
  /// or `# import:` line); a problem is a usage error.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request
  /// Does the work for `request` and returns the exit code: it reads nothing but
  /// the request.
  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32
}
