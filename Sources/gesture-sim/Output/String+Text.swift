// Small text helpers for the command line (the tool takes no dependencies).

extension String {
  /// The last component of the path the string holds (`fastswipe.csv` for
  /// `traces/fastswipe.csv`); the string itself when it has none.
  var lastPathComponent: String {
    split(separator: "/").last.map(String.init) ?? self
  }

  /// The string escaped for XML 1.0 text and attribute values (JUnit reports, SVG,
  /// HTML): `&`, `<`, `>`, `"` and `'` become entity references, and the characters
  /// XML 1.0 cannot hold (control characters other than tab, newline and carriage
  /// return, U+FFFE, U+FFFF) become U+FFFD.
  var xmlEscaped: String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The string with every occurrence of `target` (a character) replaced by `replacement`.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
