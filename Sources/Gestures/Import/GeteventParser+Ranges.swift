extension GeteventParser {
  /// Reads every line and keeps only the device blocks and axis ranges
  /// (`getevent -p`, `-pl` or `-i` output); events are ignored.
  mutating func readRanges() throws(ImportError) {
    while try lines.nextLine() {
      let text = lines.lineText
      if text.contains(": value ") || text.contains("add device") || text.contains("name:") {
        try parseLine()
      }
    }
  }
}

/// Reads the touch panel's raw ranges from `getevent -p`/`-pl`/`-il` output
/// (`--ranges FILE`).
package enum GeteventRanges {
  /// The ranges of the first device that announces both `ABS_MT_POSITION_X`
  /// and `ABS_MT_POSITION_Y` (else `ABS_X` and `ABS_Y`), and that device's
  /// name or path; nil when there is none.
  ///
  /// - Throws: `ImportError` for a malformed range line or a failed read.
  package static func read(source: some ByteSource, path: String?) throws(ImportError) -> (ranges: AxisRanges, device: String)? {
    var parser = GeteventParser(source: source, path: path, options: ImportOptions())
    try parser.readRanges()
    let devices = parser.decoder.rangesByDevice
    if let device = devices.first(where: { $0.x != nil && $0.y != nil }) {
      return (AxisRanges(x: device.x!, y: device.y!), name(device.device, parser) ?? device.name)
    }
    if let device = devices.first(where: { $0.stX != nil && $0.stY != nil }) {
      return (AxisRanges(x: device.stX!, y: device.stY!), name(device.device, parser) ?? device.name)
    }
    return nil
  }

  private static func name(_ device: Int, _ parser: GeteventParser) -> String? {
    parser.decoder.deviceNames.first { $0.device == device }?.name
  }
}
