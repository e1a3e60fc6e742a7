#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// `gesture-sim bench --long` (docs/robustness.md "Long traces"): a long
/// side-menu trace replayed from a file exactly as `gesture-sim run --scene
/// side-menu` replays it, timed against `wc -l` on the same file.
///
/// The replay is `RunCommand.execute` on the request `run`'s own `resolve` makes
/// of `run FILE --scene side-menu` (`Plan`, resolved in `bench`'s `resolve`).
/// The trace is the `side-menu` benchmark's `SideMenuTrace` (the same realistic
/// cycle of swipes, flicks, taps and peeks), written to a file once: to
/// `--long-path` when given (and kept there, so a later run reuses it), otherwise
/// to a temporary file named after the process, removed at the end. The generator is
/// deterministic, so a file written for the same size has the same bytes.
///
/// Both times are wall-clock seconds (`CLOCK_MONOTONIC`), because `wc` is
/// another process; `wc -l` runs three times and the fastest counts (the first
/// run also brings the file into the page cache, so the replay after it reads
/// from memory as `wc` does).
enum LongTraceBenchmark {
  /// The target: the replay within this many times `wc -l`'s time.
  static let targetRatio = 5.0
  /// How many times `wc -l` runs; the fastest counts.
  static let wcRuns = 3

  /// What one run measured.
  struct Result {
    var path: String
    /// Whether this run wrote the file (false: an existing `--long-path` was reused).
    var written: Bool
    var bytes: Int
    /// Lines, as `wc -l` counts them.
    var lines: Int
    /// Data rows the reader read.
    var rows: Int
    /// Touch samples fed to the scene: the rows plus the cancellations the reader
    /// adds for fingers still down at the end.
    var samples: Int
    var events: Int
    /// Warnings the reader gave.
    var warnings: Int
    /// The replay's wall-clock seconds.
    var seconds: Double
    /// The replay's CPU seconds (this thread).
    var cpuSeconds: Double
    /// The fastest `wc -l`, wall-clock seconds.
    var wcSeconds: Double
    /// Seconds spent writing the file (0 when reused).
    var writeSeconds: Double

    var ratio: Double { wcSeconds > 0 ? seconds / wcSeconds : .infinity }

    var json: JSONValue {
      .object([
        ("name", .string("long-trace")),
        ("path", .string(path)),
        ("written", .bool(written)),
        ("bytes", .int(bytes)),
        ("lines", .int(lines)),
        ("rows", .int(rows)),
        ("samples", .int(samples)),
        ("events", .int(events)),
        ("warnings", .int(warnings)),
        ("clock", .string("wall (CLOCK_MONOTONIC)")),
        ("writeSeconds", .number(rounded(writeSeconds))),
        ("seconds", .number(rounded(seconds))),
        ("cpuSeconds", .number(rounded(cpuSeconds))),
        ("samplesPerSecond", .number(seconds > 0 ? (Double(samples) / seconds).rounded() : 0)),
        ("bytesPerSecond", .number(seconds > 0 ? (Double(bytes) / seconds).rounded() : 0)),
        ("wcSeconds", .number(rounded(wcSeconds))),
        ("ratio", .number(ratio.isFinite ? (ratio * 1000).rounded() / 1000 : 0)),
        ("targetRatio", .number(LongTraceBenchmark.targetRatio)),
        ("meetsTarget", .bool(ratio <= LongTraceBenchmark.targetRatio)),
        ("peakResidentBytes", .int(Stopwatch.peakResidentBytes())),
      ])
    }

    private func rounded(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e6 }
  }

  /// Why the benchmark could not run; printed as `path: error: message`.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// The exit code `bench --long` ends with.
    var exitCode = ExitCode.failure
  }

  /// What the benchmark replays, resolved before it runs (`bench`'s `resolve`).
  struct Plan {
    /// The trace file: `--long-path`'s, or a temporary file named after the process.
    var path: String
    /// Whether `path` is a temporary file, written and removed afterwards; else
    /// it is written when it does not exist, kept, and reused as it is when it does.
    var isTemporary: Bool
    /// `--long-bytes`: the size of the file to write, in bytes.
    var bytes: Int
    /// `gesture-sim run PATH --scene side-menu` (its table report), as `run`'s own
    /// `resolve` made it (`CommandSpec.resolve`).
    var request: RunCommand.Request

    /// The plan for `bytes` of trace at `path`, or when nil at a file named after
    /// the process (`processID`) in `temporaryDirectory`.
    ///
    /// - Throws: `run`'s usage error, should its command line not parse.
    init(bytes: Int, path: String?, temporaryDirectory: String, processID: Int32) throws(UsageError) {
      self.bytes = bytes
      isTemporary = path == nil
      self.path = path ?? temporaryDirectory + "/gesture-sim-long-\(processID).csv"
      request = try CommandSpec.resolve(RunCommand.self, arguments: ["--scene", "side-menu", "--", self.path])
    }
  }

  /// Runs the benchmark and prints its JSON; returns the exit code.
  static func run(_ plan: Plan, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    do {
      let result = try measure(plan)
      output.write(result.json.text + "\n")
      return ExitCode.success
    } catch let error as Failure {
      errors.write("\(error)\n")
      return error.exitCode
    } catch let error as TraceError {
      errors.write("\(error)\n")
      return ExitCode.dataError
    } catch let error as FileError {
      errors.write("\(error)\n")
      return ExitCode.noInput
    } catch {
      errors.write("\(error)\n")
      return ExitCode.failure
    }
  }

  /// Writes (or reuses) the trace, times `wc -l` and the replay.
  static func measure(_ plan: Plan) throws -> Result {
    let file = plan.path
    var written = false
    var writeSeconds = 0.0
    if plan.isTemporary || !isRegularFile(file) {
      let start = wallSeconds()
      let descriptor =
        plan.isTemporary
        ? createTemporaryFile(file) : open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        let what = plan.isTemporary ? "a temporary trace file" : "the trace file"
        throw Failure(description: "\(file): error: cannot create \(what): \(String(cString: strerror(errno)))")
      }
      do {
        try write(bytes: plan.bytes, to: descriptor, path: file)
      } catch {
        if plan.isTemporary { unlink(file) }
        throw error
      }
      writeSeconds = wallSeconds() - start
      written = true
    }
    defer { if plan.isTemporary { unlink(file) } }

    var lines = 0
    var wcSeconds = Double.infinity
    for _ in 0..<wcRuns {
      let start = wallSeconds()
      lines = try countLines(file)
      wcSeconds = min(wcSeconds, wallSeconds() - start)
    }

    // The replay: `gesture-sim run FILE --scene side-menu > /dev/null`, its
    // warnings counted.
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard sink >= 0 else { throw Failure(description: "/dev/null: error: cannot open: \(String(cString: strerror(errno)))") }
    defer { close(sink) }
    var out = OutputDestination(descriptor: sink)
    var warnings = WarningCounter()
    let startCPU = Stopwatch.cpuSeconds()
    let start = wallSeconds()
    let code = RunCommand.execute(plan.request, output: &out, errors: &warnings)
    out.flush()
    let seconds = wallSeconds() - start
    let cpuSeconds = Stopwatch.cpuSeconds() - startCPU
    guard code == ExitCode.success else {
      // What `run` printed last: its error.
      var message = warnings.last
      while message.hasSuffix("\n") { message.removeLast() }
      throw Failure(description: message, exitCode: code)
    }

    // The reader's count of what the replay read (outside the clock).
    let summary = try RunBenchmarks.readSummary(file)
    return Result(
      path: file, written: written, bytes: fileSize(file), lines: lines, rows: summary.rows,
      samples: summary.rows + summary.synthesizedCancellations, events: summary.events, warnings: warnings.count,
      seconds: seconds, cpuSeconds: cpuSeconds, wcSeconds: wcSeconds, writeSeconds: writeSeconds)
  }

  /// Counts the lines the replay's warnings take (one per warning), keeping only
  /// the last text written (the error, when the replay fails).
  struct WarningCounter: TextOutputStream {
    var count = 0
    var last = ""
    mutating func write(_ string: String) {
      for byte in string.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
      last = string
    }
  }

  /// Streams `bytes` of `SideMenuTrace` (whole lines, as the `side-menu` benchmark
  /// reads it) to `descriptor` and closes it.
  static func write(bytes: Int, to descriptor: Int32, path: String) throws {
    defer { close(descriptor) }
    var source = SyntheticTraceSource(trace: SideMenuTrace(), byteLimit: bytes)
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
      if count == 0 { return }
      if let code = buffer.withUnsafeBytes({ OutputDestination.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor) }) {
        throw Failure(description: "\(path): error: cannot write the trace file: \(String(cString: strerror(code)))")
      }
    }
  }

  /// Runs `wc -l PATH` (found on `PATH`) and returns the count it prints.
  static func countLines(_ path: String) throws -> Int {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw Failure(description: "wc: error: cannot create a pipe: \(String(cString: strerror(errno)))") }
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let words: [String] = ["wc", "-l", path]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { (word: String) in strdup(word) }
    defer { for argument in arguments { free(argument) } }
    var argv = arguments + [nil]
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, "wc", &actions, nil, &argv, environ)
    close(pipeEnds[1])
    guard status == 0 else {
      close(pipeEnds[0])
      throw Failure(description: "wc: error: cannot run: \(String(cString: strerror(status)))")
    }
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      text += chunk[0..<count]
    }
    close(pipeEnds[0])
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    let digits = text.drop { $0 == UInt8(ascii: " ") }.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard exitStatus == 0, let lines = Int(String(decoding: digits, as: UTF8.self)) else {
      throw Failure(description: "wc: error: 'wc -l \(path)' failed: \(String(decoding: text, as: UTF8.self))")
    }
    return lines
  }

  /// Seconds on the monotonic clock.
  static func wallSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Creates the benchmark's temporary trace file `path` for writing, a name that
  /// holds this process's id: a file of that name can only be left by an earlier
  /// process with the same id that was killed before it removed it, so it is
  /// replaced. Returns the descriptor, or -1 with `errno` set.
  static func createTemporaryFile(_ path: String) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor < 0, errno == EEXIST, unlink(path) == 0 else { return descriptor }
    return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
  }

  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  static func fileSize(_ path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }
}
