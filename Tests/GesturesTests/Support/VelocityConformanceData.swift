import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Access to the velocity conformance data in `<package root>/../shared/conformance/velocity/`
/// (see its README). The data is never copied into the repository; tests that need it
/// are skipped when it is absent.
enum VelocityConformanceData {
  /// The data directory, derived from this file's path:
  /// `<root>/Tests/GesturesTests/Support/VelocityConformanceData.swift`.
  static let directory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)
    return components.joined(separator: "/") + "/../shared/conformance/velocity"
  }()

  /// Whether the data directory holds the README and the CSVs these tests read.
  static var isAvailable: Bool {
    ["README.md", "flutter/flutter_velocity_events.csv", "android/android_motion_events.csv"]
      .allSatisfy { readText($0) != nil }
  }

  /// The message shown when the tests are skipped.
  static let absenceMessage: Comment =
    "velocity conformance data not found in ../shared/conformance/velocity; skipped"

  /// The text of the file at `relativePath` in the data directory, or `nil`.
  static func readText(_ relativePath: String) -> String? {
    guard let file = fopen(directory + "/" + relativePath, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if read == 0 { break }
      bytes.append(contentsOf: chunk[0..<read])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The CSV file at `relativePath`, or `nil` when it cannot be read.
  static func table(_ relativePath: String) -> CSVTable? {
    readText(relativePath).map(CSVTable.init(text:))
  }
}

/// A CSV file with a header row and no quoted fields, as the conformance files are.
struct CSVTable {
  /// The column names.
  let header: [String]
  /// The data rows, each with one field per column.
  let rows: [[String]]

  init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { line -> [String] in
      var line = Substring(line)
      if line.hasSuffix("\r") { line = line.dropLast() }
      return line.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    }
    lines.removeAll { $0 == [""] }
    header = lines.first ?? []
    rows = Array(lines.dropFirst())
  }

  /// The rows as dictionaries keyed by column name.
  var records: [[String: String]] {
    rows.map { row in
      var record: [String: String] = [:]
      for (name, value) in zip(header, row) { record[name] = value }
      return record
    }
  }
}

/// Whether `actual` is within `relative` of `expected` (relative to |expected|), or
/// within `absoluteAtZero` when `expected` is 0.
func isClose(_ actual: Double, _ expected: Double, relative: Double, absoluteAtZero: Double) -> Bool {
  if expected == 0 { return abs(actual) <= absoluteAtZero }
  return abs(actual - expected) <= abs(expected) * relative
}
