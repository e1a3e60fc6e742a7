/// The output formats of `gesture-sim run` (README.md, "Output of run"), the same
/// for every scene.
enum ReportFormat: String, CaseIterable {
  /// Readable lines, one per event, with runs of frames folded, then the final state.
  case table
  /// One JSON object: the run's summary.
  case json
  /// One JSON object per record, one per line.
  case jsonl
  /// A header, then one row per frame (or per visible row of a frame).
  case csv
}
