/// A subcommand whose arguments go through the one preamble of every command
/// (`CommandSpec.parse`) before it does its work: `--help` prints the help and
/// ends with `ExitCode.success`; a usage error, from the parser or from `resolve`,
/// is printed and ends with `ExitCode.usage`; otherwise `execute` runs with the
/// resolved request.
protocol Command: Subcommand {
  /// What `resolve` makes of the arguments: the validated options `execute` needs.
  associatedtype Request
  /// Validates the parsed arguments into a request; a problem is a usage error.
  static func resolve(_ parsed: ParsedArguments) throws(UsageError) -> Request
  /// Does the work for `request` and returns the exit code. `arguments` are the
  /// command's own, as given (for a `# command:` line).
  static func execute(
    _ request: Request, parsed: ParsedArguments, arguments: [String],
    output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32
}

extension Command {
  /// Parses `arguments`, resolves and executes them; returns the exit code.
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    run(arguments: arguments, output: &output, errors: &errors) { request, parsed, output, errors in
      execute(request, parsed: parsed, arguments: arguments, output: &output, errors: &errors)
    }
  }

  /// The one preamble, then `body` instead of `execute`: for a caller that runs the
  /// resolved request differently, such as `check` in a test's environment or a
  /// benchmark that times `execute` alone.
  static func run<Output: TextOutputStream, Errors: TextOutputStream>(
    arguments: [String], output: inout Output, errors: inout Errors,
    then body: (Request, ParsedArguments, inout Output, inout Errors) -> Int32
  ) -> Int32 {
    switch spec.parse(arguments, output: &output, errors: &errors, resolve: resolve) {
    case .exit(let code):
      return code
    case .ready(let parsed, let request):
      return body(request, parsed, &output, &errors)
    }
  }
}
