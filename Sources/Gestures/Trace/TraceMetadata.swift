import ScrollPhysics

/// The metadata of a trace: the `# key: value` comments before its header.
///
/// The known keys set defaults for a run; a run's command-line options override
/// them. Keys the format does not know are kept, in file order, and otherwise
/// ignored.
public struct TraceMetadata: Hashable, Sendable {
  /// One `# key: value` comment whose key the format does not know.
  public struct Entry: Hashable, Sendable {
    /// The key, as written.
    public var key: String
    /// The value, with the spaces around it removed.
    public var value: String
    /// The comment's line in the file, counted from 1 (0: not from a file).
    public var line: Int
    /// The column of the value's first character, counted from 1 (0: not from a file).
    public var valueColumn: Int

    /// Creates an entry; `line` and `valueColumn` say where it was read (0: nowhere).
    public init(key: String, value: String, line: Int = 0, valueColumn: Int = 0) {
      self.key = key
      self.value = value
      self.line = line
      self.valueColumn = valueColumn
    }

    /// Entries are equal when their keys and values are: where they were read
    /// does not count.
    public static func == (a: Entry, b: Entry) -> Bool { a.key == b.key && a.value == b.value }

    /// Hashes the key and the value.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(value)
    }
  }

  /// The size of the screen the trace was recorded on, in points
  /// (`# viewport: 390x844`).
  public var viewport: Size?
  /// Device pixels per point (`# scale: 3`).
  public var scale: Double?
  /// The display refresh rate, in hertz (`# refresh: 120`).
  public var refresh: Double?
  /// Free text saying where the trace came from (`# source: …`).
  public var source: String?
  /// The entries with other keys, in file order.
  public var unknown: [Entry]

  /// Creates metadata; every field defaults to absent.
  public init(viewport: Size? = nil, scale: Double? = nil, refresh: Double? = nil, source: String? = nil, unknown: [Entry] = []) {
    self.viewport = viewport
    self.scale = scale
    self.refresh = refresh
    self.source = source
    self.unknown = unknown
  }

  /// The most unknown entries a trace may have (a `TraceError` with reason
  /// `.tooManyMetadataEntries` beyond): with lines of at most 64 KiB this
  /// bounds the metadata's memory.
  package static let maximumUnknownEntries = 256

  /// The sides a `# viewport:` may have, in points: 1…100 000. The one limit of the
  /// project: every scene accepts every viewport the reader accepts, and
  /// `--viewport` is checked against the same range.
  package static let viewportSides: ClosedRange<Double> = 1...100_000
  /// The device pixels per point a `# scale:` may give: 0.5…10 (the one limit, as
  /// `viewportSides`).
  package static let scales: ClosedRange<Double> = 0.5...10
  /// The display refresh rates a `# refresh:` may give, in hertz: 1…1000 (the one
  /// limit, as `viewportSides`).
  package static let refreshRates: ClosedRange<Double> = 1...1000

  /// What a usable `# viewport:` value is, for error messages.
  package static let viewportExpectation = "WIDTHxHEIGHT in points, each between 1 and 100000, such as 390x844"
  /// What a usable `# scale:` value is, for error messages.
  package static let scaleExpectation = "a number of device pixels per point between 0.5 and 10, such as 3"
  /// What a usable `# refresh:` value is, for error messages.
  package static let refreshExpectation = "a refresh rate between 1 and 1000 hertz, such as 120"

  /// Where a known key's value was read: its line and column (from 1) and its text,
  /// so that a value a scene cannot use is reported where it is written.
  package struct ValueLocation: Hashable, Sendable {
    /// The line, from 1.
    package var line: Int
    /// The column of the value's first character, from 1.
    package var column: Int
    /// The value as written.
    package var text: String

    /// Creates a location.
    package init(line: Int, column: Int, text: String) {
      self.line = line
      self.column = column
      self.text = text
    }
  }

  /// The keys the format knows, in the order the writer puts them:
  /// `viewport`, `scale`, `refresh`, `source`. Matched without regard to case.
  package static let knownKeys: [String] = ["viewport", "scale", "refresh", "source"]
}
