extension OutputDestination {
  /// The stream `OutputDestination.with` hands its body: standard output, or the
  /// output file. A concrete type rather than `any TextOutputStream`, so that the
  /// generic code a command writes through (a scene's replay, its report writer) is
  /// specialized for it: an existential opened at a generic call runs that code
  /// unspecialized, with a metadata lookup at every generic call (docs/performance.md,
  /// "The user's path").
  struct Stream<Standard: TextOutputStream>: TextOutputStream {
    /// Standard output (or the test's stream), written when there is no file.
    var standard: Standard
    /// The output file's stream, when the output goes to a file.
    var file: OutputDestination?

    init(standard: Standard, file: OutputDestination? = nil) {
      self.standard = standard
      self.file = file
    }

    mutating func write(_ string: String) {
      if file != nil {
        file!.write(string)
      } else {
        standard.write(string)
      }
    }
  }
}
