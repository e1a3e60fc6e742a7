extension StringProtocol {
  /// The text without the spaces and tabs at either end (other white space, such
  /// as a newline, is kept): how the trace metadata, the importers' text fields
  /// and the command line's values read a value.
  package var trimmingBlanks: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
