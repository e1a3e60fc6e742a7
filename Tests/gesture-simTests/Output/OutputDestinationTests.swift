#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import gesture_sim
import Testing

/// `-o FILE` is written through a temporary file in the same directory and renamed
/// into place only on success, so that a failed run leaves no 0-byte or half-written
/// file and keeps what was there (the way `curl -o`, `sort -o` and editors save).
@Suite struct OutputDestinationTests {
  /// A trace whose third row is bad: the reader fails after the first event has been
  /// replayed, so jsonl and csv have already streamed some output by then.
  static let badLater = "t,id,phase,x,y\n0,0,began,100,420\n0.1,0,moved,120,420\n0.2,0,jumped,140,420\n"

  @Test func aFailedRunCreatesNoFile() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("bad.csv", Self.badLater)
    for format in ["table", "json", "jsonl", "csv"] {
      let out = scratch.path + "/out." + format
      let result = runTool(["run", scratch.path + "/bad.csv", "--format", format, "-o", out])
      #expect(result.code == 65, "\(format): \(result.err)")
      #expect(result.err.hasPrefix(scratch.path + "/bad.csv:4:"))
      #expect(scratch.read("out." + format) == nil, "\(format): a failed run left a file")
    }
    // No temporary file is left behind either.
    #expect(scratch.names() == ["bad.csv"])
  }

  @Test func aFailedRunKeepsTheOldFileAndASuccessfulOneReplacesIt() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("bad.csv", Self.badLater)
    scratch.write("out.jsonl", "previous contents\n")
    let out = scratch.path + "/out.jsonl"
    let failed = runTool(["run", scratch.path + "/bad.csv", "--format", "jsonl", "-o", out])
    #expect(failed.code == 65)
    #expect(scratch.read("out.jsonl") == "previous contents\n")

    let good = packageRoot + "/traces/tap.csv"
    let succeeded = runTool(["run", good, "--format", "jsonl", "-o", out])
    #expect(succeeded.code == 0)
    #expect(scratch.read("out.jsonl") == runTool(["run", good, "--format", "jsonl"]).out)
    #expect(scratch.names() == ["bad.csv", "out.jsonl"])
  }

  /// The new file gets the mode an ordinary create would give it (0666 less the
  /// umask), not mkstemp's 0600; a replaced file keeps its mode.
  @Test func theFileGetsTheUsualMode() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let mask = umask(0o022)
    defer { umask(mask) }
    let fresh = scratch.path + "/fresh.csv"
    #expect(runTool(["synth", "tap", "-o", fresh]).code == 0)
    var status = stat()
    #expect(stat(fresh, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o644)
    #expect(chmod(fresh, 0o600) == 0)
    #expect(runTool(["synth", "tap", "-o", fresh]).code == 0)
    #expect(stat(fresh, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
  }

  /// A device such as /dev/null is written directly, never replaced.
  @Test func aDeviceIsWrittenDirectly() {
    var before = stat()
    #expect(stat("/dev/null", &before) == 0)
    #expect(runTool(["synth", "tap", "-o", "/dev/null"]).code == 0)
    var after = stat()
    #expect(stat("/dev/null", &after) == 0)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_rdev == before.st_rdev)
  }
}
