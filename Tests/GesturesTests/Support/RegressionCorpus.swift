import Gestures

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The regression corpus in `<package root>/traces/regressions/`, read the way the
/// command line reads it: every `.csv` file, in name order, through `TraceReader`.
enum RegressionCorpus {
  /// `<root>/traces/regressions`, derived from this file's path
  /// `<root>/Tests/GesturesTests/Support/RegressionCorpus.swift`.
  static let directory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)
    return components.joined(separator: "/") + "/traces/regressions"
  }()

  /// The names of the CSV files, sorted.
  static func fileNames() -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".csv") { names.append(name) }
    }
    return names.sorted()
  }

  /// The bytes of a file in the corpus, or `nil`.
  static func bytes(_ name: String) -> [UInt8]? {
    guard let file = fopen(directory + "/" + name, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if read <= 0 { break }
      bytes.append(contentsOf: chunk[..<read])
    }
    return bytes
  }

  /// Every trace of the corpus, named `traces/regressions/<file>`.
  static func traces() throws -> [RegressionTrace] {
    try fileNames().map { name in
      let path = "traces/regressions/" + name
      var reader = try TraceReader(source: MemoryByteSource(bytes: bytes(name) ?? []), path: path, options: TraceReaderOptions(strict: true))
      let events = try reader.readAll()
      return RegressionTrace(name: path, events: events, refreshRate: reader.metadata.refresh)
    }
  }
}
