extension String {
  /// Appends `text` with backslash escapes, as a quoted string's body:
  /// `delimiter` (the quote) and `\` get a backslash before them, tab, line feed
  /// and carriage return become `\t`, `\n` and `\r`, and any other scalar that
  /// `escape` maps to a text (the other control characters) becomes that text.
  /// What the JSON writers and the error messages' quotes share.
  @inlinable
  package mutating func appendBackslashEscaped(
    _ text: String, delimiter: Unicode.Scalar, escape: (Unicode.Scalar) -> String?
  ) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case delimiter, "\\":
        self += "\\"
        unicodeScalars.append(scalar)
      case "\t": self += "\\t"
      case "\n": self += "\\n"
      case "\r": self += "\\r"
      default:
        if let escaped = escape(scalar) {
          self += escaped
        } else {
          unicodeScalars.append(scalar)
        }
      }
    }
  }
}
