/// A benchmark trace rendered as CSV text on demand (`SyntheticTrace`,
/// `SideMenuTrace`), read through `SyntheticTraceSource` in constant memory.
protocol TraceRenderer {
  /// Appends whole lines to `buffer` (the header first, on the first call), as
  /// many as fit with at least 64 bytes to spare for the longest line; returns
  /// the number of bytes written. Never ends: the source decides when to stop.
  mutating func render(into buffer: UnsafeMutableRawBufferPointer) -> Int
}
