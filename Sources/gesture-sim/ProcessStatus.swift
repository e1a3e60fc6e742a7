#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of `/proc/self/status` (Linux): the process's memory figures and its
/// CPU affinity, read without Foundation.
enum ProcessStatus {
  /// What follows `key` (such as `"VmHWM:"` or `"Cpus_allowed:"`) on its line of
  /// `/proc/self/status`, as bytes; nil where the file cannot be read or has no
  /// such line.
  static func value(of key: String) -> ArraySlice<UInt8>? {
    let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      text += chunk[0..<count]
    }
    let prefix = Array(key.utf8)
    for line in text.split(separator: UInt8(ascii: "\n")) where line.starts(with: prefix) {
      return ArraySlice(line.dropFirst(prefix.count))
    }
    return nil
  }
}
