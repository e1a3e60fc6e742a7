#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The regression corpus on disk (`traces/regressions/` by default): every `.csv`
/// file in it, read strictly with `TraceReader`, replayed before any generated case;
/// and where `check --save` writes a new minimal trace (docs/properties.md, "The
/// regression corpus").
struct RegressionDirectory {
  /// Why the corpus could not be used.
  enum Failure: Error {
    /// The directory or a file could not be opened (exit 66), or a file holds bad
    /// data or a warning (read strictly; exit 65).
    case input(TraceFileError)
    /// A file could not be written (exit 73).
    case cannotCreate(path: String, reason: String)
  }

  /// The directory's path, as given.
  var path: String

  /// The names of the `.csv` files in the directory, sorted by their bytes (so the
  /// order does not depend on the locale or the file system); `nil` when the
  /// directory does not exist.
  func fileNames() throws(Failure) -> [String]? {
    do {
      return try DirectoryListing.names(in: path).filter { $0.hasSuffix(".csv") }
    } catch {
      if error.code == ENOENT { return nil }
      throw .input(.file(FileError(path: path, reason: .system(operation: "open the directory", code: error.code))))
    }
  }

  /// Every trace in the directory, named by its path; empty when the directory does
  /// not exist. Files are read strictly: a warning is an error, since a stored trace
  /// is the exact CSV a report printed.
  /// - Parameter builtIn: Also replay the corpus built into the binary
  ///   (`BuiltInTraces.regressions`, named `built-in:traces/regressions/NAME`); a file
  ///   of the same name in the directory replaces the built-in copy. All are in the
  ///   order of their file names' bytes.
  func traces(builtIn: Bool = false) throws(Failure) -> [RegressionTrace] {
    let names = try fileNames() ?? []
    var entries: [(name: String, trace: () throws(Failure) -> RegressionTrace)] = names.map { name in
      (name, { () throws(Failure) -> RegressionTrace in try readFile(named: name) })
    }
    if builtIn {
      for (name, text) in BuiltInTraces.regressions where !names.contains(name) {
        entries.append((name, { () throws(Failure) -> RegressionTrace in
          try RegressionDirectory.read(MemoryByteSource(text), path: RegressionDirectory.builtInPrefix + name)
        }))
      }
      entries.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    }
    var traces: [RegressionTrace] = []
    for entry in entries { traces.append(try entry.trace()) }
    return traces
  }

  /// How a built-in regression trace is named in reports and errors.
  static let builtInPrefix = "built-in:traces/regressions/"

  private func readFile(named name: String) throws(Failure) -> RegressionTrace {
    let file = path.hasSuffix("/") ? path + name : path + "/" + name
    let source: FileByteSource
    do {
      source = try FileByteSource(path: file)
    } catch {
      throw .input(.file(error))
    }
    return try RegressionDirectory.read(source, path: file)
  }

  private static func read(_ source: some ByteSource, path: String) throws(Failure) -> RegressionTrace {
    do {
      var reader = try TraceReader(source: source, path: path, options: TraceReaderOptions(strict: true))
      let events = try reader.readAll()
      return RegressionTrace(name: path, events: events, refreshRate: reader.metadata.refresh)
    } catch {
      throw .input(.trace(error))
    }
  }

  /// The path a minimal trace of `property` found from case seed `seed` is saved at:
  /// `<directory>/<property>-<seed>.csv`.
  func savePath(property: String, seed: UInt64) -> String {
    (path.hasSuffix("/") ? path : path + "/") + "\(property)-\(seed).csv"
  }

  /// Writes `text` to `file` atomically (`AtomicFile`), creating the directory first
  /// if it is missing.
  func save(_ text: String, to file: String) throws(Failure) {
    // Create the directory and any missing parent (`traces/regressions` in a
    // directory that has no `traces/` yet), as `mkdir -p` does.
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if component == "." || component == ".." { continue }
      guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
        throw .cannotCreate(path: prefix, reason: String(cString: strerror(errno)))
      }
    }
    var output: AtomicFile
    do {
      output = try AtomicFile(path: file)
      output.stream.write(text)
      try output.commit()
    } catch {
      throw .cannotCreate(path: file, reason: error.reason)
    }
  }
}
