/// An endless, deterministic touch trace rendered as CSV bytes on demand, for benchmarks.
///
/// Each cycle (1.2 s) is a one-finger horizontal swipe (a `began` at (100, 400),
/// 30 `moved` rows 1/120 s apart, 12 points each, and an `ended` at the last
/// place), a 0.4 s pause, a tap at (200, 400) (down and up 0.08 s apart) and a
/// pause to the end of the cycle: 34 rows. The finger identifier of cycle c is
/// c mod 4. Times are written with six decimals (microseconds) and positions with
/// one, so the text is small and exact. Rendering needs no allocation after the
/// first call.
struct SyntheticTrace: TraceRenderer {
  /// The rows in one cycle.
  static let rowsPerCycle = 34
  /// The header line.
  static let header: StaticString = "t,id,phase,x,y\n"

  private var trace = PeriodicTrace(header: header, period: 1_200_000, rows: cycle(), identifiers: 4)

  mutating func render(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    trace.render(into: buffer)
  }

  /// The rows of one cycle. Cycle length: 31/120 s of swipe (≈ 258 333 µs) +
  /// 400 000 + 80 000 µs and a pause, rounded up to 1.2 s to keep times exact
  /// in microseconds.
  private static func cycle() -> [PeriodicTrace.Row] {
    var rows: [PeriodicTrace.Row] = []
    let swipeEnd: Int64 = 31 * 1_000_000 / 120
    rows.append(PeriodicTrace.Row(time: 0, phase: .began, x10: 1000, y10: 4000))
    for k in Int64(1)...30 {
      rows.append(PeriodicTrace.Row(time: k * 1_000_000 / 120, phase: .moved, x10: 1000 + k * 120, y10: 4000))
    }
    rows.append(PeriodicTrace.Row(time: swipeEnd, phase: .ended, x10: 1000 + 30 * 120, y10: 4000))
    rows.append(PeriodicTrace.Row(time: swipeEnd + 400_000, phase: .began, x10: 2000, y10: 4000))
    rows.append(PeriodicTrace.Row(time: swipeEnd + 480_000, phase: .ended, x10: 2000, y10: 4000))
    precondition(rows.count == rowsPerCycle)
    return rows
  }
}
