#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command-line entry point. All logic lives in `CommandLineTool`, which tests
/// call without spawning a process.
@main
enum GestureSim {
  static func main() {
    var output = StandardStream.standardOutput
    var errors = StandardStream.standardError
    let code = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors)
    output.flush()
    errors.flush()
    exit(code)
  }
}
