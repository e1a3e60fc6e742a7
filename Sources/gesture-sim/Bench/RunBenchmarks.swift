#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The benchmarks of the user's path, `run-side-menu` and `run-scroll-view`: the
/// code `gesture-sim run TRACE` runs once its arguments are parsed
/// (`RunCommand.execute`: the input opened and its format detected, the trace
/// read, the scene run, the report written in the format asked for and written out
/// through the output's buffered stream), with standard output on `/dev/null`.
///
/// The trace is the scene benchmarks' `SideMenuTrace` (`--scene-bytes` of it),
/// written to a temporary file before the clock starts and read back from the page
/// cache, as a replay of a recorded file reads it. The clock is the thread's CPU
/// time. Peak memory is the process's resident high-water mark (`VmHWM`) reset
/// just before the run (`/proc/self/clear_refs`), so it is the run's own, program
/// and libraries included, as `/usr/bin/time` would report for `gesture-sim run`.
enum RunBenchmarks {
  /// What one run did.
  struct Result {
    /// Touch samples (trace rows, plus the cancellations the reader adds).
    var samples: Int
    /// Bytes of the trace file.
    var bytes: Int
    /// The report's format.
    var format: ReportFormat
    /// The exit code `run` returned (0).
    var exitCode: Int32
    /// CPU seconds of the run.
    var seconds: Double
    /// Resident memory when the run started, in bytes (the benchmark process's own,
    /// its trace generator's pages included), or nil where it cannot be read (no `/proc`).
    var startResidentBytes: Int?
    /// Peak resident memory during the run, in bytes (from `startResidentBytes`
    /// up), or nil where it cannot be read.
    var peakResidentBytes: Int?
  }

  /// The scene of each benchmark, as `run`'s arguments name it.
  enum Scene: String {
    case sideMenu = "run-side-menu"
    case scrollView = "run-scroll-view"
    /// `bench screen`: `ScreenBenchmark`'s screen and trace (`ScreenBenchmarks`).
    case screen

    /// `run`'s arguments after the trace's path: the scroll view scrolls over
    /// 1170 × 5000 pt of content, as in the `scroll-view-scene` benchmark.
    var arguments: [String] {
      switch self {
      case .sideMenu: return ["--scene", "side-menu"]
      case .scrollView: return ["--scene", "scroll-view", "--content", "1170x5000"]
      case .screen: return ["--scene", "screen"]
      }
    }
  }

  /// Writes `bytes` of `SideMenuTrace` to a temporary file and times `gesture-sim
  /// run FILE --format FORMAT > /dev/null` (the scene's arguments added) on it.
  static func run(_ scene: Scene, bytes: Int, format: ReportFormat) throws -> Result {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((directory + "/gesture-sim-run-XXXXXX.csv").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else {
      throw LongTraceBenchmark.Failure(description: "\(path): error: cannot create a temporary trace file: \(String(cString: strerror(errno)))")
    }
    defer { unlink(path) }
    switch scene {
    case .sideMenu, .scrollView: try LongTraceBenchmark.write(bytes: bytes, to: descriptor, path: path)
    case .screen: try ScreenBenchmarks.writeTrace(bytes: bytes, to: descriptor, path: path)
    }
    return try run(scene, path: path, format: format)
  }

  /// Times `gesture-sim run PATH --format FORMAT > /dev/null` (the scene's
  /// arguments added) on an existing trace file: standard output and standard
  /// error are the command line's own stream type, so the code timed is the code
  /// compiled for the command line.
  static func run(_ scene: Scene, path: String, format: ReportFormat) throws -> Result {
    let samples = try countSamples(path)
    let arguments = [path] + scene.arguments + ["--format", format.rawValue]
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard sink >= 0 else { throw LongTraceBenchmark.Failure(description: "/dev/null: error: cannot open: \(String(cString: strerror(errno)))") }
    defer { close(sink) }
    // Standard error too: the generated trace ends with a finger down, which `run`
    // warns about (the exit code is checked).
    var output = OutputDestination(descriptor: sink)
    var errors = OutputDestination(descriptor: sink)
    // Argument parsing aside: outside the clock.
    guard case .ready(var request) = RunCommand.spec.parse(arguments, output: &output, errors: &errors, resolve: RunCommand.resolve)
    else {
      throw LongTraceBenchmark.Failure(description: "gesture-sim run \(arguments.joined(separator: " ")): usage error")
    }
    // The screen scene's screen, as `--screen` would give it (outside the clock, as the parsing).
    switch scene {
    case .sideMenu, .scrollView: break
    case .screen: request.setup.screenDescription = ScreenBenchmark.screen()
    }
    let resetPeak = resetPeakResidentBytes()
    let start = resetPeak ? status("VmRSS:") : nil
    var code: Int32 = 0
    let seconds = Stopwatch.measure {
      code = RunCommand.execute(request, output: &output, errors: &errors)
      output.flush()
    }
    let peak = resetPeak ? status("VmHWM:") : nil
    errors.flush()
    guard code == ExitCode.success else {
      throw LongTraceBenchmark.Failure(description: "gesture-sim run \(arguments.joined(separator: " ")) exited with \(code)")
    }
    return Result(
      samples: samples, bytes: LongTraceBenchmark.fileSize(path), format: format, exitCode: code, seconds: seconds,
      startResidentBytes: start, peakResidentBytes: peak)
  }

  /// The touch samples of the trace at `path`, as `run` feeds them (rows plus the
  /// reader's added cancellations).
  static func countSamples(_ path: String) throws -> Int {
    var reader = try TraceReader(source: FileByteSource(path: path), path: path, options: TraceReaderOptions())
    var event = TouchEvent(time: 0, touches: [])
    while try reader.next(into: &event) {}
    return reader.summary.rows + reader.summary.synthesizedCancellations
  }

  /// Resets the process's resident high-water mark to its current resident size
  /// (writes 5 to `/proc/self/clear_refs`); false where that is not possible.
  static func resetPeakResidentBytes() -> Bool {
    let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(descriptor, "5", 1) == 1
  }

  /// A size of `/proc/self/status` in bytes: `VmHWM:` (the resident high-water
  /// mark) or `VmRSS:` (resident now); nil where it cannot be read.
  static func status(_ key: String) -> Int? {
    // A line such as "VmHWM:     12345 kB".
    guard let value = ProcessStatus.value(of: key) else { return nil }
    let digits = value.drop { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return Int(String(decoding: digits, as: UTF8.self)).map { $0 * 1024 }
  }
}
