// A copy of the portable part of Recorders/TouchRecorder.swift, compiled into the tests.
// TouchRecorderCSVTests checks that this text is exactly the recorder's (so the tested code is the
// shipped code) and that it writes what TraceWriter writes.

// BEGIN PORTABLE TouchRecorderCSV
/// gesture-sim's trace CSV (docs/trace-format.md), as `TraceWriter` writes it: the metadata
/// comments, the header `t,id,phase,x,y,force,radius,coalesced`, one row per sample; numbers
/// with Swift's shortest round-trip `description`, whole metadata numbers without a fraction.
struct TouchRecorderCSV {
  struct Metadata {
    var viewportWidth: Double
    var viewportHeight: Double
    var scale: Double
    var refresh: Double
    var source: String
  }

  struct Sample {
    var time: Double
    var id: Int
    var phase: String
    var x: Double
    var y: Double
    var force: Double?
    var radius: Double?
    var coalesced: Bool
  }

  var metadata: Metadata?
  private(set) var rows = ""

  mutating func append(_ sample: Sample) {
    var row = sample.time.description + "," + String(sample.id) + "," + sample.phase + ","
    row += sample.x.description + "," + sample.y.description + ","
    row += (sample.force.map { $0.description } ?? "") + "," + (sample.radius.map { $0.description } ?? "") + ","
    row += sample.coalesced ? "1\n" : "0\n"
    rows += row
  }

  var text: String {
    var header = ""
    if let metadata {
      header += "# viewport: \(Self.number(metadata.viewportWidth))x\(Self.number(metadata.viewportHeight))\n"
      header += "# scale: \(Self.number(metadata.scale))\n"
      header += "# refresh: \(Self.number(metadata.refresh))\n"
      header += "# source: \(metadata.source.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " "))\n"
    }
    return header + "t,id,phase,x,y,force,radius,coalesced\n" + rows
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int(value)) }
    return value.description
  }
}
// END PORTABLE TouchRecorderCSV
