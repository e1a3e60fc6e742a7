import Foundation
import Testing

/// The built `gesture-sim` executable: next to the test bundle (SwiftPM puts both in
/// the same build directory), else `<package>/.build/debug/gesture-sim`; nil when it
/// has not been built.
let builtTool: String? = {
  var candidates: [String] = []
  if let executable = Bundle.main.executablePath {
    var parts = executable.split(separator: "/", omittingEmptySubsequences: false)
    // …/debug/gesture-simPackageTests.xctest (Linux) or …/debug/<bundle>.xctest/Contents/MacOS/<exe> (macOS).
    while let last = parts.last, !last.hasSuffix(".xctest") && parts.count > 1 { parts.removeLast() }
    if parts.count > 1 {
      parts.removeLast()
      candidates.append(parts.joined(separator: "/") + "/gesture-sim")
    }
  }
  candidates.append(packageRoot + "/.build/debug/gesture-sim")
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs the built tool with `arguments` (and `input` on standard input) and
/// returns its exit status and output.
func spawn(_ arguments: [String], currentDirectory: String = packageRoot) throws -> (code: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(builtTool))
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Read before waiting, so that a large output cannot fill the pipe and block the child.
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}
