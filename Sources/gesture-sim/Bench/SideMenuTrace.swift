/// An endless, deterministic trace of a user working the side menu (the project's
/// scene: viewport 390 × 844, menu 80 wide, hidden at launch), rendered as CSV
/// bytes on demand for the `side-menu` benchmark.
///
/// Touches are sampled at 120 Hz (rows 1/120 s apart while a finger is down).
/// One cycle lasts 6.7 s, starts and ends with the menu hidden (offset 80), and
/// leaves every motion time to finish before the next touch:
///
/// | Start (s) | Gesture | Effect |
/// |---|---|---|
/// | 0.00 | swipe right from (150, 420), 14 moves of 5 pt (600 pt/s) | the release settles the menu open (offset 0) |
/// | 0.90 | tap at (40, 290), on menu row 2 | the row is selected; the menu closes (0.3 s animation) |
/// | 1.45 | tap at (30, 69), on the hamburger (menu hidden: x 8…52) | the menu opens (animated) |
/// | 2.00 | flick left from (300, 400), 4 moves of 15 pt (1800 pt/s) | the release settles the menu closed |
/// | 2.90 | flick right from (120, 500), 4 moves of 15 pt | the release settles the menu open |
/// | 3.80 | tap at (110, 69), on the hamburger (menu shown: x 88…132) | the menu closes (animated) |
/// | 4.35 | tap at (200, 600), on the detail view | nothing (a detail tap) |
/// | 4.60 | a peek: drag right 30 moves of 2 pt, back 30 moves of 2 pt, then right 8 moves of 5 pt, rest 0.15 s, lift | the finger rested, so the release has no velocity; the offset (≈ 50) is nearer page 0: the menu settles open |
/// | 6.15 | tap at (110, 69), on the hamburger (menu shown) | the menu closes (animated) |
///
/// A tap is a touch-down, one 0.3-pt wobble 4/120 s later and a lift 9/120 s
/// after the touch-down. A cycle has 113 rows; at 120 Hz that is 804 frames,
/// about 7.1 frames per touch sample (a finger is down for about a sixth of the
/// time, as in real use: the menu's settles and animations run in between; a
/// page settle from rest over 50 pt takes about 0.7 s). Times are written with six decimals and
/// positions with one, so the text is exact. The finger identifier alternates
/// between 0 and 1 from one cycle to the next.
struct SideMenuTrace: TraceRenderer {
  /// The header: metadata for the viewport, scale and refresh rate, then the columns.
  static let header: StaticString = "# viewport: 390x844\n# scale: 3\n# refresh: 120\nt,id,phase,x,y\n"
  /// The length of one cycle, in microseconds.
  static let cycleMicroseconds: Int64 = 6_700_000

  /// The rows of one cycle, in time order.
  static let cycle: [PeriodicTrace.Row] = makeCycle()

  private var trace = PeriodicTrace(header: header, period: cycleMicroseconds, rows: cycle, identifiers: 2)

  mutating func render(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    trace.render(into: buffer)
  }

  // MARK: - The cycle

  /// Builds the table of the type's documentation.
  static func makeCycle() -> [PeriodicTrace.Row] {
    var builder = CycleBuilder()
    builder.drag(at: 0, from: (1500, 4200), legs: [(14, 50, 0)])
    builder.tap(at: 900_000, at: (400, 2900))
    builder.tap(at: 1_450_000, at: (300, 690))
    builder.drag(at: 2_000_000, from: (3000, 4000), legs: [(4, -150, 0)])
    builder.drag(at: 2_900_000, from: (1200, 5000), legs: [(4, 150, 0)])
    builder.tap(at: 3_800_000, at: (1100, 690))
    builder.tap(at: 4_350_000, at: (2000, 6000))
    builder.drag(at: 4_600_000, from: (1000, 4200), legs: [(30, 20, 0), (30, -20, 0), (8, 50, 0)], restBeforeLift: 150_000)
    builder.tap(at: 6_150_000, at: (1100, 690))
    precondition(builder.rows.last!.time < cycleMicroseconds, "SideMenuTrace: the cycle overruns")
    return builder.rows
  }

  /// Appends the rows of drags and taps.
  private struct CycleBuilder {
    var rows: [PeriodicTrace.Row] = []

    /// The time of sample `k` after `start`, at 120 Hz, in microseconds.
    static func sampleTime(_ start: Int64, _ k: Int64) -> Int64 {
      start + k * 1_000_000 / 120
    }

    /// A touch-down at `from`, then for each leg `count` moves of (`dx`, `dy`)
    /// tenths of a point, one per sample; the lift comes one sample after the last
    /// move, one step further on (a release while moving), or `restBeforeLift`
    /// microseconds after it at the same place.
    mutating func drag(at start: Int64, from: (Int64, Int64), legs: [(count: Int64, dx: Int64, dy: Int64)], restBeforeLift: Int64? = nil) {
      var (x, y) = from
      var k: Int64 = 0
      rows.append(PeriodicTrace.Row(time: start, phase: .began, x10: x, y10: y))
      var last = (dx: Int64(0), dy: Int64(0))
      for leg in legs {
        for _ in 0..<leg.count {
          k += 1
          x += leg.dx
          y += leg.dy
          rows.append(PeriodicTrace.Row(time: Self.sampleTime(start, k), phase: .moved, x10: x, y10: y))
        }
        last = (leg.dx, leg.dy)
      }
      if let rest = restBeforeLift {
        rows.append(PeriodicTrace.Row(time: Self.sampleTime(start, k) + rest, phase: .ended, x10: x, y10: y))
      } else {
        rows.append(PeriodicTrace.Row(time: Self.sampleTime(start, k + 1), phase: .ended, x10: x + last.dx, y10: y + last.dy))
      }
    }

    /// A tap: down at `point`, a 0.3-pt wobble 4 samples later, the lift 9 samples
    /// after the touch-down.
    mutating func tap(at start: Int64, at point: (Int64, Int64)) {
      rows.append(PeriodicTrace.Row(time: start, phase: .began, x10: point.0, y10: point.1))
      rows.append(PeriodicTrace.Row(time: Self.sampleTime(start, 4), phase: .moved, x10: point.0 + 3, y10: point.1))
      rows.append(PeriodicTrace.Row(time: Self.sampleTime(start, 9), phase: .ended, x10: point.0 + 3, y10: point.1))
    }
  }
}
