/// A strict, minimal check that a text is well-formed XML 1.0, for the plot tests.
///
/// swift-corelibs-foundation's `XMLParser` (libxml2 underneath) accepts some broken
/// documents on Linux, such as `<a><b></a>` or two root elements, so the tests also
/// run this check. It covers what the SVG writer can produce: an optional XML
/// declaration, comments, one root element, start, end and empty-element tags with
/// quoted, unique attributes, and text or attribute values whose `&` start one of
/// the five predefined entities or a character reference and that contain no `<`.
/// No DTDs, CDATA sections or processing instructions other than the declaration.
enum XMLWellFormedness {
  /// nil when `text` is well-formed, otherwise what is wrong and where (a byte offset).
  static func problem(in text: String) -> String? {
    let bytes = Array(text.utf8)
    var i = 0
    var stack: [String] = []
    var rootSeen = false

    func isNameByte(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A || b == 0x2E || b >= 0x80
    }
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    func hasPrefix(_ s: String, at j: Int) -> Bool {
      let p = Array(s.utf8)
      return j + p.count <= bytes.count && Array(bytes[j..<(j + p.count)]) == p
    }
    func name(at j: inout Int) -> String? {
      let start = j
      guard j < bytes.count, isNameByte(bytes[j]), !(bytes[j] >= 0x30 && bytes[j] <= 0x39), bytes[j] != 0x2D, bytes[j] != 0x2E else { return nil }
      while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
      return String(decoding: bytes[start..<j], as: UTF8.self)
    }
    /// Checks character data from `start` to `end` (exclusive): no `<`, only valid references.
    func checkText(_ start: Int, _ end: Int) -> String? {
      var j = start
      while j < end {
        if bytes[j] == 0x3C { return "'<' in character data at \(j)" }
        if bytes[j] == 0x26 {
          guard let semicolon = bytes[j..<end].firstIndex(of: 0x3B) else { return "unterminated reference at \(j)" }
          let reference = String(decoding: bytes[(j + 1)..<semicolon], as: UTF8.self)
          let predefined = ["amp", "lt", "gt", "quot", "apos"]
          let isCharacter = reference.hasPrefix("#x") ? reference.count > 2 && reference.dropFirst(2).allSatisfy(\.isHexDigit)
            : reference.hasPrefix("#") ? reference.count > 1 && reference.dropFirst().allSatisfy(\.isNumber) : false
          if !predefined.contains(reference) && !isCharacter { return "unknown reference '&\(reference);' at \(j)" }
          j = semicolon
        }
        j += 1
      }
      return nil
    }

    if hasPrefix("<?xml", at: 0) {
      guard let end = (0..<bytes.count).first(where: { hasPrefix("?>", at: $0) }) else { return "unterminated XML declaration" }
      i = end + 2
    }
    while i < bytes.count {
      if bytes[i] != 0x3C {
        let start = i
        while i < bytes.count, bytes[i] != 0x3C { i += 1 }
        if stack.isEmpty {
          if !bytes[start..<i].allSatisfy(isSpace) { return "text outside the root element at \(start)" }
        } else if let problem = checkText(start, i) {
          return problem
        }
        continue
      }
      if hasPrefix("<!--", at: i) {
        guard let end = ((i + 4)..<bytes.count).first(where: { hasPrefix("-->", at: $0) }) else { return "unterminated comment at \(i)" }
        i = end + 3
        continue
      }
      if hasPrefix("</", at: i) {
        var j = i + 2
        guard let tag = name(at: &j) else { return "bad end tag at \(i)" }
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        guard j < bytes.count, bytes[j] == 0x3E else { return "bad end tag at \(i)" }
        guard stack.last == tag else { return "end tag </\(tag)> does not match <\(stack.last ?? "nothing")> at \(i)" }
        stack.removeLast()
        i = j + 1
        continue
      }
      var j = i + 1
      guard let tag = name(at: &j) else { return "bad start tag at \(i)" }
      if stack.isEmpty {
        if rootSeen { return "a second root element <\(tag)> at \(i)" }
        rootSeen = true
      }
      var attributes: Set<String> = []
      while true {
        let hadSpace = j < bytes.count && isSpace(bytes[j])
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        guard j < bytes.count else { return "unterminated tag <\(tag)>" }
        if bytes[j] == 0x3E { stack.append(tag); j += 1; break }
        if hasPrefix("/>", at: j) { j += 2; break }
        guard hadSpace, let attribute = name(at: &j) else { return "bad attribute in <\(tag)> at \(j)" }
        guard attributes.insert(attribute).inserted else { return "attribute '\(attribute)' repeated in <\(tag)>" }
        guard j + 1 < bytes.count, bytes[j] == 0x3D, bytes[j + 1] == 0x22 || bytes[j + 1] == 0x27 else { return "unquoted attribute '\(attribute)' at \(j)" }
        let quote = bytes[j + 1]
        guard let close = bytes[(j + 2)...].firstIndex(of: quote) else { return "unterminated attribute '\(attribute)'" }
        if let problem = checkText(j + 2, close) { return problem }
        j = close + 1
      }
      i = j
    }
    if let open = stack.last { return "unclosed <\(open)>" }
    return rootSeen ? nil : "no root element"
  }
}
