import ScrollPhysics

/// How a `TouchImporter` converts a recording, and the limits that protect it
/// from hostile input. The command line's `gesture-sim import` options set
/// these (docs/recording.md).
package struct ImportOptions: Hashable, Sendable {
  /// Whether warnings are errors (`--strict`). Defaults to `false`.
  package var strict: Bool
  /// The display size in pixels, in its natural orientation (`--display WxH`,
  /// `adb shell wm size`). getevent and evemu need it.
  package var display: Size?
  /// Device pixels per point (`--scale`). getevent and evemu need it or
  /// `density`; the web and flutter importers write it as metadata.
  package var scale: Double?
  /// The display density in dots per inch (`--density`, `adb shell wm
  /// density`); the scale is `density / 160`, Android's dp. Ignored when
  /// `scale` is given.
  package var density: Double?
  /// Raw ranges given on the command line (`--raw-range WxH`, or `--ranges
  /// FILE` holding `getevent -p` output). They win over ranges in the file.
  package var ranges: AxisRanges?
  /// The display rotation during the recording (`--rotate`). Defaults to none.
  package var rotation: DisplayRotation
  /// Flutter's `devicePixelRatio` (`--device-pixel-ratio`): physical pixels
  /// per logical pixel. The engine's `PointerData` needs it.
  package var devicePixelRatio: Double?
  /// The viewport in points (`--viewport WxH`) for formats that do not say it
  /// (flutter, cdp, web without metadata).
  package var viewport: Size?
  /// The longest line (or, for JSON, the largest record) accepted, in bytes.
  /// Defaults to 65,536.
  package var maximumLineLength: Int
  /// The most fingers down at once. Defaults to 1,000 (the trace reader's).
  package var maximumFingers: Int
  /// The largest coordinate magnitude accepted, in points. Defaults to
  /// 1,000,000 (the trace reader's).
  package var coordinateLimit: Double
  /// The largest time magnitude accepted, in seconds. Defaults to
  /// 4,000,000,000 (the trace reader's).
  package var timeLimit: Double
  /// The most events read ahead to estimate the refresh rate before the
  /// first event is returned. Defaults to 256.
  package var lookahead: Int
  /// Reports of different fingers closer together than this, in seconds, are
  /// one digitizer frame that the recording split, and become one event at
  /// the later report's time (docs/recording.md, "Split frames"). Defaults to
  /// 0.002 (2 ms, under half the 4.2 ms frame of the fastest UIKit digitizer,
  /// 240 Hz); 0 merges nothing.
  package var splitFrameInterval: Double

  /// Creates options; see each property for its default.
  package init(
    strict: Bool = false, display: Size? = nil, scale: Double? = nil, density: Double? = nil,
    ranges: AxisRanges? = nil, rotation: DisplayRotation = .none, devicePixelRatio: Double? = nil,
    viewport: Size? = nil, maximumLineLength: Int = 65_536, maximumFingers: Int = 1_000,
    coordinateLimit: Double = 1_000_000, timeLimit: Double = 4_000_000_000, lookahead: Int = 256, splitFrameInterval: Double = 0.002
  ) {
    self.strict = strict
    self.display = display
    self.scale = scale
    self.density = density
    self.ranges = ranges
    self.rotation = rotation
    self.devicePixelRatio = devicePixelRatio
    self.viewport = viewport
    self.maximumLineLength = maximumLineLength
    self.maximumFingers = maximumFingers
    self.coordinateLimit = coordinateLimit
    self.timeLimit = timeLimit
    self.lookahead = lookahead
    self.splitFrameInterval = splitFrameInterval
  }

  /// The scale in pixels per point: `scale`, else `density / 160`, else nil.
  package var resolvedScale: Double? {
    if let scale { return scale }
    if let density { return density / 160 }
    return nil
  }
}
