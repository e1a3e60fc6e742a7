/// The whole command line as a function: arguments and output streams in, exit code out.
enum CommandLineTool {
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    output.write("gesture-sim\n")
    return 0
  }
}
