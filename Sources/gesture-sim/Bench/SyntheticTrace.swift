/// An endless, deterministic touch trace rendered as CSV bytes on demand, for benchmarks.
///
/// Each cycle is a one-finger horizontal swipe (a `began`, 30 `moved` rows 1/120 s
/// apart, 12 points each, and an `ended`), a 0.4 s pause, a tap (down and up
/// 0.08 s apart) and another 0.4 s pause: 34 rows. Times are written with six
/// decimals (microseconds) and positions with one, so the text is small and exact.
/// Rendering needs no allocation after the first call.
struct SyntheticTrace: TraceRenderer {
  /// The rows in one cycle.
  static let rowsPerCycle = 34
  /// The header line.
  static let header = "t,id,phase,x,y\n"

  private var cycle = 0
  private var rowInCycle = 0
  private var headerWritten = false

  /// Appends at most `capacity` bytes of whole lines to `buffer`; returns the number written.
  mutating func render(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var writer = LineWriter(buffer: buffer)
    if !headerWritten {
      writer.write(Self.header)
      headerWritten = true
    }
    while writer.remaining >= 64 {
      writeRow(into: &writer)
      rowInCycle += 1
      if rowInCycle == Self.rowsPerCycle {
        rowInCycle = 0
        cycle += 1
      }
    }
    return writer.count
  }

  private func writeRow(into writer: inout LineWriter) {
    // Cycle length: 31/120 s of swipe (≈ 258 333 µs) + 400 000 + 80 000 + 400 000 µs;
    // rounded up to 1.2 s to keep times exact in microseconds.
    let cycleStart = Int64(cycle) * 1_200_000
    let timeMicroseconds: Int64
    let phase: String
    var x10: Int64 = 1000   // x in tenths of a point
    let y10: Int64 = 4000
    let id = cycle % 4
    switch rowInCycle {
    case 0:
      timeMicroseconds = cycleStart
      phase = "began"
    case 1...30:
      timeMicroseconds = cycleStart + Int64(rowInCycle) * 1_000_000 / 120
      phase = "moved"
      x10 += Int64(rowInCycle) * 120
    case 31:
      timeMicroseconds = cycleStart + 31 * 1_000_000 / 120
      phase = "ended"
      x10 += 30 * 120
    case 32:
      timeMicroseconds = cycleStart + 31 * 1_000_000 / 120 + 400_000
      phase = "began"
      x10 = 2000
    default:
      timeMicroseconds = cycleStart + 31 * 1_000_000 / 120 + 480_000
      phase = "ended"
      x10 = 2000
    }
    writer.writeFixed(timeMicroseconds, decimals: 6)
    writer.write(",")
    writer.writeFixed(Int64(id), decimals: 0)
    writer.write(",")
    writer.write(phase)
    writer.write(",")
    writer.writeFixed(x10, decimals: 1)
    writer.write(",")
    writer.writeFixed(y10, decimals: 1)
    writer.write("\n")
  }
}
