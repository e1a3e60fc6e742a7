/// The recording formats `TouchImporter` reads (docs/recording.md).
package enum ImportFormat: String, Hashable, Sendable, CaseIterable {
  /// Android's `getevent` text (`adb shell getevent -lt`), all its shapes.
  case getevent
  /// evemu-record files.
  case evemu
  /// Flutter: the engine's `PointerData` as JSON packets, or serialized
  /// `PointerEvent` lists.
  case flutter
  /// W3C Touch Events and Pointer Events as JSON (docs/recording.md gives the
  /// schema), or the CSV the recorder page writes.
  case web
  /// A list of Chrome DevTools Protocol `Input.dispatchTouchEvent` calls.
  case cdp

  /// The format the start of a file looks like, or nil.
  ///
  /// The test looks at the first 4 KiB at most: getevent lines (`[  12.5]`,
  /// `/dev/input/`, `add device`, `EV_ABS`), evemu headers (`# EVEMU`, `N:`,
  /// `E:`), and for JSON the first field names that only one format uses
  /// (`touchPoints`/`Input.dispatchTouchEvent`; `physicalX`/`pointerIdentifier`
  /// /`PointerDownEvent`; `changedTouches`/`clientX`/`pointerId`). A
  /// gesture-sim trace (a header naming `t`, `id`, `phase`) is not a
  /// recording: `nil` (the caller reads it as a trace).
  package static func detect(_ prefix: some Collection<UInt8>) -> ImportFormat? {
    let bytes = Array(prefix.prefix(4_096))
    let text = String(decoding: bytes, as: UTF8.self)
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    while let first = body.first, first.isWhitespace { body = body.dropFirst() }
    if body.hasPrefix("{") || (body.hasPrefix("[") && !looksLikeGeteventTime(body)) {
      if body.contains("touchPoints") || body.contains("Input.dispatchTouchEvent") { return .cdp }
      if body.contains("physicalX") || body.contains("pointerIdentifier") || body.contains("Pointer") && body.contains("Event\"")
        || body.contains("\"change\"")
      {
        return .flutter
      }
      if body.contains("changedTouches") || body.contains("clientX") || body.contains("pointerId") || body.contains("touchstart")
        || body.contains("pointerdown")
      {
        return .web
      }
      return nil
    }
    for line in body.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).prefix(64) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("# EVEMU") { return .evemu }
      // Comments say nothing (a converted trace's comments name getevent devices).
      if trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
      if fields.contains("t") && fields.contains("phase") { return nil }
      if trimmed.hasPrefix("E: ") || trimmed.hasPrefix("N: ") || trimmed.hasPrefix("A: ") { return .evemu }
      if trimmed.hasPrefix("add device") || trimmed.contains("/dev/input/") || trimmed.contains("EV_ABS") || trimmed.contains("EV_SYN")
        || trimmed.contains("EV_KEY") || looksLikeGeteventTime(trimmed)
      {
        return .getevent
      }
      if trimmed.contains("PointerDownEvent(") || trimmed.contains("PointerMoveEvent(") { return .flutter }
    }
    return nil
  }

  /// Whether the start of a file is JSON (an object or an array after any
  /// white space and byte-order mark, and not a getevent time such as
  /// `[  12.5]`): `detect` then returns a format only when the JSON names
  /// fields one format uses.
  package static func looksLikeJSON(_ prefix: some Collection<UInt8>) -> Bool {
    let text = String(decoding: Array(prefix.prefix(4_096)), as: UTF8.self)
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    while let first = body.first, first.isWhitespace { body = body.dropFirst() }
    return body.hasPrefix("{") || (body.hasPrefix("[") && !looksLikeGeteventTime(body))
  }

  private static func looksLikeGeteventTime(_ text: Substring) -> Bool {
    guard text.first == "[" else { return false }
    let rest = text.dropFirst().drop { $0 == " " }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return false }
    let after = rest.dropFirst(digits.count).first
    return after == "." || after == "-" || after == "]"
  }
}
