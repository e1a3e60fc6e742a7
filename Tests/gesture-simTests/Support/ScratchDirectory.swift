#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory under /tmp for a test's files; `cleanUp` removes it and everything in it.
struct ScratchDirectory {
  let path: String

  init() {
    var template = Array("/tmp/gesture-sim-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func write(_ name: String, _ text: String) {
    let file = fopen(path + "/" + name, "wb")!
    _ = Array(text.utf8).withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  func read(_ name: String) -> String? {
    guard let file = fopen(path + "/" + name, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names in the directory (not `.` and `..`), sorted.
  func names() -> [String] {
    ScratchDirectory.names(in: path)
  }

  static func names(in path: String) -> [String] {
    var names: [String] = []
    if let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(directory)
    }
    return names.sorted()
  }

  /// Removes the directory and everything in it.
  func cleanUp() {
    ScratchDirectory.remove(path)
  }

  private static func remove(_ path: String) {
    for name in names(in: path) {
      let child = path + "/" + name
      if unlink(child) != 0 { remove(child) }
    }
    rmdir(path)
  }
}

