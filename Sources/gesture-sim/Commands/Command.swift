/// A subcommand whose arguments go through the one preamble of every command
/// (`CommandSpec.parse`) before it does its work: `--help` prints the help and
/// ends with `ExitCode.success`; a usage error, from the parser or from `resolve`,
/// is printed and ends with `ExitCode.usage`; otherwise `execute` runs with the
/// resolved request.
protocol Command: Subcommand {
  /// What `resolve` makes of the arguments: the validated options `execute` needs.
  associatedtype Request
  /// Validates the parsed arguments into a request, every value typed (the
  /// command's own arguments, as given, are `parsed.arguments`: for a `# source:`
  /// or `# import:` line); a problem is a usage error.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request
  /// Does the work for `request` and returns the exit code: it reads nothing but
  /// the request.
  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32
}

extension Command {
  /// Parses `arguments`, resolves and executes them; returns the exit code.
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    run(arguments: arguments, output: &output, errors: &errors) { request, output, errors in
      execute(request, output: &output, errors: &errors)
    }
  }

  /// The one preamble, then `body` instead of `execute`: for a caller that runs the
  /// resolved request differently, such as `check` in a test's environment or a
  /// benchmark that times `execute` alone.
  static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    arguments: [String], output: inout Output, errors: inout Errors,
    then body: (Request, inout Output, inout Errors) -> Int32
  ) -> Int32 {
    switch spec.parse(arguments, output: &output, errors: &errors, resolve: resolve) {
    case .exit(let code):
      return code
    case .ready(let request):
      return body(request, &output, &errors)
    }
  }
}
