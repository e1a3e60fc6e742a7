extension ViewerData {
  /// Adds a frame record's row: its time (seconds), one value per series in the
  /// order of `series` (nil where the series has none), and its state text.
  mutating func addFrame(at time: Double, values: [Double?], state: String) {
    times.append(time)
    for (i, value) in values.enumerated() { series[i].values.append(value) }
    states.append(state)
  }
}
