extension CommandSpec {
  /// The outcome of `CommandSpec.parse(_:output:errors:resolve:)`.
  enum ParseOutcome<Value> {
    /// The arguments parsed and resolved: run the command.
    case ready(Value)
    /// The command is over (help printed, or a usage error reported): return this exit code.
    case exit(Int32)
  }

  /// Parses `arguments` against this spec and resolves them with `resolve`, the one
  /// preamble of every command: `--help` writes the help to `output` and ends with
  /// `ExitCode.success`; a usage error, from parsing or from `resolve`, is written to
  /// `errors` and ends with `ExitCode.usage`.
  func parse<Value>(
    _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream,
    resolve: (CommandSpec.ParsedArguments) throws(UsageError) -> Value
  ) -> ParseOutcome<Value> {
    do throws(UsageError) {
      let parsed = try CommandSpec.ParsedArguments(arguments, spec: self)
      if parsed.wantsHelp {
        output.write(help)
        return .exit(ExitCode.success)
      }
      return .ready(try resolve(parsed))
    } catch {
      errors.write(usageError(error))
      return .exit(ExitCode.usage)
    }
  }

  /// `arguments` parsed against `command`'s spec and resolved by its `resolve`: the
  /// preamble without `--help`, for a command that executes another's request as
  /// that command resolves it (`bench` times `run`'s `execute` on the request
  /// `run`'s `resolve` makes of its command line).
  ///
  /// - Throws: the usage error the parser or `resolve` reports.
  static func resolve<C: Command>(_ command: C.Type, arguments: [String]) throws(UsageError) -> C.Request {
    try C.resolve(try ParsedArguments(arguments, spec: C.spec))
  }

  /// Runs `command` on `arguments`: the one preamble (`parse`, with the command's
  /// `resolve`), then its `execute`; returns the exit code.
  static func run<C: Command>(
    _ command: C.Type, arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    run(command, arguments: arguments, output: &output, errors: &errors) { request, output, errors in
      C.execute(request, output: &output, errors: &errors)
    }
  }

  /// The one preamble, then `body` instead of the command's `execute`: for a caller
  /// that runs the resolved request differently, such as `check` in a test's
  /// environment.
  static func run<C: Command, Output: TextOutputStream, Errors: TextOutputStream>(
    _ command: C.Type, arguments: [String], output: inout Output, errors: inout Errors,
    then body: (C.Request, inout Output, inout Errors) -> Int32
  ) -> Int32 {
    switch C.spec.parse(arguments, output: &output, errors: &errors, resolve: C.resolve) {
    case .exit(let code):
      return code
    case .ready(let request):
      return body(request, &output, &errors)
    }
  }
}
