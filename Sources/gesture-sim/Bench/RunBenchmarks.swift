#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The benchmarks of the user's path, `run-side-menu`, `run-scroll-view` and
/// `screen`: the code `gesture-sim run TRACE` runs once its arguments are resolved
/// (`RunCommand.execute`, the `Command`'s own: the input opened and its format
/// detected, the trace read, the scene run, the report written in the format asked
/// for and written out through the output's buffered stream), with standard output
/// on `/dev/null`. `bench`'s `resolve` resolves `run`'s command line with `run`'s
/// own `resolve` (`Run`), so that only the execution is timed.
///
/// The trace is the scene benchmarks' `SideMenuTrace` (`--scene-bytes` of it),
/// written to a temporary file (`Run.path`) before the clock starts and read back from the page
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

    /// Its target, in samples per second.
    var target: Double {
      switch self {
      case .sideMenu: 2_500_000
      case .scrollView: 2_000_000
      case .screen: 1_500_000
      }
    }

    /// `run`'s arguments besides the trace's path and format: the scroll view scrolls over
    /// 1170 × 5000 pt of content, as in the `scroll-view-scene` benchmark.
    var arguments: [String] {
      switch self {
      case .sideMenu: return ["--scene", "side-menu"]
      case .scrollView: return ["--scene", "scroll-view", "--content", "1170x5000"]
      case .screen: return ["--scene", "screen"]
      }
    }
  }

  /// One timed run: the trace file it writes and `run`'s request on it.
  struct Run {
    var scene: Scene
    /// The trace file, written before the clock starts and removed afterwards.
    var path: String
    /// `gesture-sim run PATH --format FORMAT` (the scene's arguments added) as
    /// `run`'s own `resolve` made it (`CommandSpec.resolve`), with the screen
    /// scene's screen given as `--screen` would give it.
    var request: RunCommand.Request
    /// The report's format.
    var format: ReportFormat

    /// The run of `scene` in `format` on a trace file in `temporaryDirectory`
    /// named after the process (`processID`) and the benchmark.
    ///
    /// - Throws: `run`'s usage error, should its command line not parse (a
    ///   temporary directory it cannot take as a path).
    init(_ scene: Scene, format: ReportFormat, temporaryDirectory: String, processID: Int32) throws(UsageError) {
      self.scene = scene
      self.format = format
      path = temporaryDirectory + "/gesture-sim-run-\(processID)-\(scene.rawValue).csv"
      request = try CommandSpec.resolve(RunCommand.self, arguments: scene.arguments + ["--format", format.rawValue, "--", path])
      switch scene {
      case .sideMenu, .scrollView: break
      case .screen: request.setup.screenDescription = ScreenBenchmark.screen()
      }
    }
  }

  /// Writes `bytes` of the scene's trace to `run.path` (`LongTraceBenchmark.createTemporaryFile`) and
  /// times `run.request` on it (`measure`); the file is removed afterwards.
  static func run(_ run: Run, bytes: Int) throws -> Result {
    let descriptor = LongTraceBenchmark.createTemporaryFile(run.path)
    guard descriptor >= 0 else {
      throw LongTraceBenchmark.Failure(description: "\(run.path): error: cannot create a temporary trace file: \(String(cString: strerror(errno)))")
    }
    defer { unlink(run.path) }
    switch run.scene {
    case .sideMenu, .scrollView: try LongTraceBenchmark.write(bytes: bytes, to: descriptor, path: run.path)
    case .screen: try ScreenBenchmarks.writeTrace(bytes: bytes, to: descriptor, path: run.path)
    }
    return try measure(run)
  }

  /// Times `gesture-sim run PATH --format FORMAT > /dev/null` (the scene's
  /// arguments added) on the existing trace file `run.path`: `RunCommand.execute`
  /// on the request `run` resolved, with standard output and standard error the
  /// command line's own stream type, so the code timed is the code compiled for the
  /// command line.
  static func measure(_ run: Run) throws -> Result {
    let samples = try countSamples(run.path)
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard sink >= 0 else { throw LongTraceBenchmark.Failure(description: "/dev/null: error: cannot open: \(String(cString: strerror(errno)))") }
    defer { close(sink) }
    // Standard error too: the generated trace ends with a finger down, which `run`
    // warns about (the exit code is checked).
    var output = OutputDestination(descriptor: sink)
    var errors = OutputDestination(descriptor: sink)
    let resetPeak = resetPeakResidentBytes()
    let start = resetPeak ? status("VmRSS:") : nil
    var code: Int32 = 0
    let seconds = Stopwatch.measure {
      code = RunCommand.execute(run.request, output: &output, errors: &errors)
      output.flush()
    }
    let peak = resetPeak ? status("VmHWM:") : nil
    errors.flush()
    guard code == ExitCode.success else {
      throw LongTraceBenchmark.Failure(description: "gesture-sim run \(run.path) (\(run.scene.rawValue)) exited with \(code)")
    }
    return Result(
      samples: samples, bytes: LongTraceBenchmark.fileSize(run.path), format: run.format, exitCode: code, seconds: seconds,
      startResidentBytes: start, peakResidentBytes: peak)
  }

  /// The touch samples of the trace at `path`, as `run` feeds them (rows plus the
  /// reader's added cancellations).
  static func countSamples(_ path: String) throws -> Int {
    let summary = try readSummary(path)
    return summary.rows + summary.synthesizedCancellations
  }

  /// The reader's summary of the whole trace at `path` (its rows, events and the
  /// cancellations it adds), read without a scene.
  static func readSummary(_ path: String) throws -> TraceSummary {
    var reader = try TraceReader(source: FileByteSource(path: path), path: path, options: TraceReaderOptions())
    var event = TouchEvent(time: 0, touches: [])
    while try reader.next(into: &event) {}
    return reader.summary
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
