extension Counterexample {
  /// The counterexample's events as a trace CSV (docs/trace-format.md), written by
  /// `TraceWriter`: the metadata comments `viewport`, `refresh` (when the trace was
  /// checked at another display refresh rate than 60 Hz, `refreshRate`), `source`
  /// and the failure's scene settings (`PropertyFailure.sceneSettings`, the
  /// scroll-view scene's `# scroll-view:` line), the header `t,id,phase,x,y` (plus `coalesced` when any sample is
  /// coalesced) and one row per touch, ending with a newline. Reading it with `TraceReader` gives `events` back
  /// exactly, so `gesture-sim run` replays it as it is and it can be stored in
  /// `traces/regressions/`.
  /// - Parameter source: Free text for the `# source:` comment (line breaks become
  ///   spaces).
  package func csv(source: String) -> String {
    let coalesced = events.contains { $0.touches.contains(where: \.isCoalesced) }
    let metadata = TraceMetadata(
      viewport: viewport, refresh: refreshRate == 60 ? nil : refreshRate, source: source.split(whereSeparator: \.isNewline).joined(separator: " "),
      unknown: failure.sceneSettings)
    var writer = TraceWriter(
      output: "", metadata: metadata, columns: coalesced ? [.t, .id, .phase, .x, .y, .coalesced] : [.t, .id, .phase, .x, .y])
    writer.write(events)
    return writer.output
  }
}
