extension Screen {
  /// Reads a screen file (docs/screens.md, "The format"): the JSON object with
  /// `viewport`, `scale`, `refresh`, `uikit` and `views`.
  ///
  /// - Parameters:
  ///   - json: the file's bytes (UTF-8; at most 16 MiB).
  ///   - path: the file's name for errors (`nil` for input without a name).
  /// - Throws: a `ScreenError` at the line and column of the first fault: JSON that
  ///   is not strict RFC 8259, a repeated key, an unknown key or kind (with the closest
  ///   known one when it looks like a typo), a value of the wrong type or out of its
  ///   range, a duplicate id, a `require-to-fail` or `simultaneous-with` naming no
  ///   recognizer, or a `require-to-fail` cycle. Nothing is read past the first fault.
  public init(json: [UInt8], path: String?) throws(ScreenError) {
    guard json.count <= ScreenFile.sizeLimit else {
      let place = ScreenFile.location(of: ScreenFile.sizeLimit, in: json)
      throw ScreenError(path: path, line: place.line, column: place.column, reason: .tooLarge(what: "the screen file (bytes)", limit: ScreenFile.sizeLimit))
    }
    let document = try LocatedJSONParser.parse(json, path: path)
    var reader = ScreenFileReader(path: path)
    self = try reader.screen(from: document)
  }

  /// Reads a screen file from `source` (`init(json:path:)`); a failing read is a
  /// `readFailed` error, a file over 16 MiB a `tooLarge` one at its first byte
  /// beyond the limit, read no further.
  public static func read(from source: some ByteSource, path: String?) throws(ScreenError) -> Screen {
    var source = source
    let bytes = try ScreenFile.bytes(of: &source, path: path)
    return try Screen(json: bytes, path: path)
  }
}
