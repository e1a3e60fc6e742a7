/// English counts for the readable reports: `1 finger`, `2 fingers`, `0 gestures`.
enum Plural {
  /// `count` and `noun`, with an `s` unless `count` is 1 (`plural` for nouns whose
  /// plural is not regular).
  static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
  }
}
