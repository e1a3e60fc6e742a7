#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, read with POSIX calls (the command line does not load
/// Foundation): hidden names (a leading `.`) left out, sorted by their bytes so that
/// the order depends on neither the locale nor the file system.
enum DirectoryListing {
  /// Why a folder could not be listed: `opendir`'s `errno`.
  struct OpenFailure: Error {
    var code: Int32
  }

  /// The names in the folder at `path`.
  static func names(in path: String) throws(OpenFailure) -> [String] {
    guard let folder = opendir(path) else { throw OpenFailure(code: errno) }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }
}
