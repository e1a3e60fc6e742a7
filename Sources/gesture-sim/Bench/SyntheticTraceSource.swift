import Gestures

/// A `ByteSource` that streams a `TraceRenderer`'s text until at least
/// `byteLimit` bytes have been produced (whole lines), in constant memory.
struct SyntheticTraceSource<Trace: TraceRenderer>: ByteSource {
  private var trace: Trace
  private let byteLimit: Int
  /// Bytes rendered so far.
  private(set) var produced = 0
  /// Rendered bytes not yet handed out: `staging[start..<end]`.
  private var staging = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0

  init(trace: Trace, byteLimit: Int) {
    self.trace = trace
    self.byteLimit = byteLimit
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    if start == end {
      guard produced < byteLimit else { return 0 }
      let count = staging.withUnsafeMutableBytes { trace.render(into: $0) }
      produced += count
      start = 0
      end = count
    }
    let count = min(buffer.count, end - start)
    staging.withUnsafeBytes { raw in
      buffer.baseAddress!.copyMemory(from: raw.baseAddress! + start, byteCount: count)
    }
    start += count
    return count
  }
}

extension SyntheticTraceSource where Trace == SyntheticTrace {
  /// Streams `SyntheticTrace` (swipes and taps) until `byteLimit` bytes.
  init(byteLimit: Int) {
    self.init(trace: SyntheticTrace(), byteLimit: byteLimit)
  }
}
