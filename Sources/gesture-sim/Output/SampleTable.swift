/// The readable sample tables of the `physics` calculator: right-aligned columns
/// under a header, numbers by the number rule (`Rounded`).
enum SampleTable {
  /// `header` and `rows` in right-aligned columns, each as wide as its widest cell,
  /// two spaces apart.
  static func columns(_ header: [String], _ rows: [[String]]) -> String {
    let lines = [header] + rows
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for cells in lines {
      for (index, cell) in cells.enumerated() {
        text += Formatting.padLeft(cell, widths[index] + (index == 0 ? 0 : 2))
      }
      text += "\n"
    }
    return text
  }

  /// The table of a motion's samples (time in seconds, offset in points, velocity
  /// in points per second), after a blank line; empty without samples.
  static func offsets(_ samples: [(t: Double, offset: Double, velocity: Double)]) -> String {
    guard !samples.isEmpty else { return "" }
    let n = Rounded.text
    let rows = samples.map { [n(Rounded.time($0.t)), n(Rounded.length($0.offset)), n(Rounded.length($0.velocity))] }
    return "\n" + columns(["t (s)", "offset (pt)", "velocity (pt/s)"], rows)
  }
}
