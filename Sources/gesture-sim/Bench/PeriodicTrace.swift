import Gestures

/// A trace that repeats one cycle of rows for ever, each cycle `period`
/// microseconds after the previous one, rendered as CSV text: the engine of the
/// benchmarks' generators (`SyntheticTrace`, `SideMenuTrace`).
///
/// Everything but the time is the same in every cycle (up to the finger
/// identifier, which may take one of a few values in turn), so the text after each
/// row's time is rendered once, at creation, per identifier, and a row costs one
/// time formatting and one copy. The benchmarks that read these traces time the
/// reader together with the generator, so the generator must be cheap: about 100
/// instructions a row, a tenth of the reader's cost.
struct PeriodicTrace: TraceRenderer {
  /// One row of the cycle: when, which phase, where.
  struct Row {
    /// From the cycle's start, in microseconds.
    var time: Int64
    var phase: TouchPhase
    /// The position, in tenths of a point (written with one decimal).
    var x10: Int64
    var y10: Int64
  }

  private let header: StaticString
  private let period: Int64
  private let times: [Int64]
  /// The text after each row's time (`,id,phase,x,y\n`), for identifier 0 first,
  /// then 1, …: row `r` of cycle `c` is `suffixes[(c % identifiers) * rows + r]`.
  private let suffixes: [UInt8]
  private let suffixOffsets: [Int]
  private let identifiers: Int

  private var cycle = 0
  private var row = 0
  private var headerWritten = false

  /// A trace of `rows` (in time order, all before `period`) repeated every
  /// `period` microseconds, the finger identifier of cycle `c` being `c % identifiers`.
  init(header: StaticString, period: Int64, rows: [Row], identifiers: Int) {
    precondition(!rows.isEmpty && identifiers >= 1 && rows.last!.time < period, "PeriodicTrace: invalid cycle")
    self.header = header
    self.period = period
    self.identifiers = identifiers
    times = rows.map(\.time)
    var text = [UInt8](repeating: 0, count: 64 * rows.count * identifiers)
    var offsets = [0]
    text.withUnsafeMutableBytes { raw in
      var writer = LineWriter(buffer: raw)
      for id in 0..<identifiers {
        for row in rows {
          writer.write(",")
          writer.writeFixed(Int64(id), decimals: 0)
          writer.write(",")
          writer.write(Self.name(row.phase))
          writer.write(",")
          writer.writeFixed(row.x10, decimals: 1)
          writer.write(",")
          writer.writeFixed(row.y10, decimals: 1)
          writer.write("\n")
          offsets.append(writer.count)
        }
      }
    }
    suffixes = Array(text[..<offsets.last!])
    suffixOffsets = offsets
  }

  mutating func render(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var writer = LineWriter(buffer: buffer)
    if !headerWritten {
      writer.write(header)
      headerWritten = true
    }
    suffixes.withUnsafeBytes { suffixes in
      suffixOffsets.withUnsafeBufferPointer { offsets in
        times.withUnsafeBufferPointer { times in
          var variant = (cycle % identifiers) * times.count
          var start = Int64(cycle) * period
          while writer.remaining >= 64 {
            writeTime(start + times[row], into: &writer)
            let from = offsets[variant + row]
            writer.write(UnsafeRawBufferPointer(rebasing: suffixes[from..<offsets[variant + row + 1]]))
            row += 1
            if row == times.count {
              row = 0
              cycle += 1
              variant = (cycle % identifiers) * times.count
              start = Int64(cycle) * period
            }
          }
        }
      }
    }
    return writer.count
  }

  /// The whole seconds last written, and their text with the point (`123.`).
  private var wholeSeconds: Int64 = -1
  private var wholeText: (UInt64, UInt64, UInt64) = (0, 0, 0)
  private var wholeLength = 0

  /// Writes `microseconds` as seconds with six decimals. The whole seconds
  /// change every few dozen rows, so their text is kept and copied; the six
  /// decimals are written two at a time.
  private mutating func writeTime(_ microseconds: Int64, into writer: inout LineWriter) {
    let whole = microseconds / 1_000_000
    if whole != wholeSeconds {
      wholeSeconds = whole
      wholeLength = withUnsafeMutableBytes(of: &wholeText) { raw in
        var scratch = LineWriter(buffer: raw)
        scratch.writeFixed(whole, decimals: 0)
        scratch.write(".")
        return scratch.count
      }
    }
    withUnsafeBytes(of: &wholeText) { writer.write(UnsafeRawBufferPointer(rebasing: $0[..<wholeLength])) }
    writer.writeSixDigits(microseconds - whole * 1_000_000)
  }

  private static func name(_ phase: TouchPhase) -> StaticString {
    switch phase {
    case .began: return "began"
    case .moved: return "moved"
    case .stationary: return "stationary"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    }
  }
}
