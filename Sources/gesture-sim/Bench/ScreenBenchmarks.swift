#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import ScrollPhysics

/// `bench screen`: the screen scene's throughput on the user's path (issue 28,
/// Speed): `gesture-sim run TRACE --scene screen` as `RunCommand.execute` runs it
/// (`RunBenchmarks`, as `run-side-menu` is timed), on the workload `ScreenBenchmark`
/// defines: its 50-view screen (12 recognizers, a navigation container, a vertical
/// list holding a zoomable pager of three photos, a horizontal bar) given as the
/// scene's screen, and as many of its 17 s cycles as fit in `--scene-bytes`, written to
/// a temporary trace file before the clock starts.
enum ScreenBenchmarks {
  /// Writes whole cycles of `ScreenBenchmark.Trace` (at least one), about `bytes` of
  /// trace in all, to `descriptor` (closed afterwards), with the workload's viewport
  /// and refresh rate as metadata.
  static func writeTrace(bytes: Int, to descriptor: Int32, path: String) throws {
    defer { close(descriptor) }
    var writer = TraceWriter(
      output: DescriptorText(descriptor: descriptor), metadata: TraceMetadata(viewport: Size(width: 390, height: 844), refresh: ScreenBenchmark.refreshRate),
      columns: TraceColumn.required)
    // One cycle's size, measured, then the cycles that fit.
    var probe = TraceWriter(output: "", metadata: TraceMetadata(), columns: TraceColumn.required)
    for event in ScreenBenchmark.cycle() { probe.write(event) }
    let cycles = max(1, bytes / max(1, probe.output.utf8.count))
    for event in ScreenBenchmark.Trace(cycles: cycles) {
      writer.write(event)
      if writer.output.pending.utf8.count >= 1 << 20 { try writer.output.flush(path: path) }
    }
    try writer.output.flush(path: path)
  }

  /// Text gathered for a file descriptor, written out by `flush`.
  struct DescriptorText: TextOutputStream {
    let descriptor: Int32
    var pending = ""

    mutating func write(_ string: String) { pending += string }

    /// Writes the text gathered.
    mutating func flush(path: String) throws {
      let bytes = Array(pending.utf8)
      pending = ""
      if let code = bytes.withUnsafeBytes({ OutputDestination.writeAll($0, to: descriptor) }) {
        throw LongTraceBenchmark.Failure(description: "\(path): error: cannot write the trace file: \(String(cString: strerror(code)))")
      }
    }
  }
}
