/// How strict a `TraceReader` is, and the limits that protect it from hostile
/// input. The defaults are documented in `docs/trace-format.md`.
public struct TraceReaderOptions: Hashable, Sendable {
  /// Whether warnings are errors: each is thrown as a `TraceError` with reason
  /// `.strict` at the point it is found (the command line's `--strict`).
  /// Defaults to `false`.
  public var strict: Bool
  /// The longest line accepted, in bytes, without its line ending. Defaults
  /// to 65,536 (64 KiB); must be in `1...16_777_216`. The reader's memory is a
  /// fixed multiple of this.
  public var maximumLineLength: Int
  /// The most fingers down at once. Defaults to 1,000; must be positive. Each
  /// row costs time proportional to the number of fingers down.
  public var maximumFingers: Int
  /// The largest coordinate magnitude accepted, in points. Defaults to
  /// 1,000,000.
  public var coordinateLimit: Double
  /// The largest time magnitude accepted, in seconds: a `t` beyond ±`timeLimit`
  /// is a `timeOutOfRange` error. Defaults to 4,000,000,000 s (about 127
  /// years: UIKit's `UITouch.timestamp` counts seconds since boot, and Unix
  /// times in seconds, about 1.7e9, pass too). Below 2³² a `Double` resolves
  /// 2⁻²¹ s ≈ 0.48 µs or better, so microsecond times and display frames 1/120 s
  /// apart stay distinct; far larger times (`1e300`) would make every frame time
  /// the same number. Must be positive.
  public var timeLimit: Double
  /// The gap between consecutive events, in seconds, beyond which a warning
  /// is given when a finger is down. Defaults to 5 s: see
  /// `TraceWarning.Reason.largeTimeGap`.
  public var largeTimeGap: Double
  /// The most warnings kept until `takeWarnings()` collects them; later ones
  /// are counted in `TraceSummary.droppedWarnings` and dropped. Defaults to
  /// 1,000.
  public var maximumStoredWarnings: Int
  /// The size of the reader's buffer, in bytes; the reader uses at least
  /// 4 × (`maximumLineLength` + 2). Defaults to 1,048,576 (1 MiB); must not be
  /// negative. A smaller buffer reads in smaller pieces and moves the unread
  /// bytes more often: the fuzz targets use one to exercise that path cheaply
  /// (docs/robustness.md, "Fuzzing").
  public var bufferSize: Int

  /// Creates options; see each property for its default.
  public init(
    strict: Bool = false,
    maximumLineLength: Int = 65_536,
    maximumFingers: Int = 1_000,
    coordinateLimit: Double = 1_000_000,
    timeLimit: Double = 4_000_000_000,
    largeTimeGap: Double = 5,
    maximumStoredWarnings: Int = 1_000,
    bufferSize: Int = 1 << 20
  ) {
    self.strict = strict
    self.maximumLineLength = maximumLineLength
    self.maximumFingers = maximumFingers
    self.coordinateLimit = coordinateLimit
    self.timeLimit = timeLimit
    self.largeTimeGap = largeTimeGap
    self.maximumStoredWarnings = maximumStoredWarnings
    self.bufferSize = bufferSize
  }
}
