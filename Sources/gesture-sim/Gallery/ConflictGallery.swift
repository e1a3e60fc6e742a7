#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The conflicts gallery on disk (docs/conflicts.md): one folder per conflict,
/// `N-slug/`, holding `screen.json`, two or more traces (`*.csv`, one per side of
/// the decision) and optional fixes (`fix-NAME.json`, the screen with one app-code
/// fix applied).
struct ConflictGallery {
  /// One conflict of the gallery.
  struct Conflict {
    /// Its number in docs/conflicts.md (1 to 8).
    var number: Int
    /// Its folder's name, `N-slug`.
    var folder: String
    /// The traces' file names, sorted.
    var traces: [String]
    /// The fixes' names (`NAME` of `fix-NAME.json`), sorted.
    var fixes: [String]

    /// Its title in docs/conflicts.md (its folder's name for a number the gallery
    /// does not know).
    var title: String { ConflictGallery.titles[number] ?? folder }
  }

  /// The gallery's folder, as given or found.
  var directory: String
  /// The conflicts found there, by number.
  var conflicts: [Conflict]

  /// Each conflict's title, by number, as docs/conflicts.md names it.
  static let titles: [Int: String] = [
    1: "Back swipe against a horizontal collection view in a navigation controller",
    2: "Long press on a table cell against the table's scroll",
    3: "Pinch-zoom on a photo inside a horizontal pager",
    4: "A horizontal carousel inside a vertical list",
    5: "A swipeable cell against the back swipe and the table's scroll",
    6: "A button inside a scroll view",
    7: "Pull to refresh",
    8: "A vertical list inside a vertical bottom sheet",
  ]

  /// Where the gallery is looked for when no folder is given, in order:
  /// `traces/conflicts` below `workingDirectory`, then below each folder that holds
  /// the executable at `executablePath` (so that a checkout's
  /// `.build/release/gesture-sim` finds its own); the first that is a folder is it.
  static func searchedFolders(workingDirectory: String?, executablePath: String?) -> [String] {
    var candidates: [String] = []
    if let workingDirectory { candidates.append(workingDirectory) }
    if var folder = executablePath.map(parent) {
      while !folder.isEmpty && folder != "/" {
        candidates.append(folder)
        folder = parent(folder)
      }
    }
    return candidates.map { $0 + "/traces/conflicts" }
  }

  /// Reads the folder's listing: every `N-slug` folder with a `screen.json`; nil
  /// when the folder cannot be listed.
  init?(directory: String) {
    guard let entries = Self.entries(of: directory) else { return nil }
    self.directory = directory
    conflicts = entries.compactMap { entry -> Conflict? in
      guard let dash = entry.firstIndex(of: "-"), let number = Int(entry[..<dash]) else { return nil }
      let folder = directory + "/" + entry
      guard Self.isFile(folder + "/screen.json"), let files = Self.entries(of: folder) else { return nil }
      let fixes = files.filter { $0.hasPrefix("fix-") && $0.hasSuffix(".json") }.map { String($0.dropFirst(4).dropLast(5)) }
      return Conflict(
        number: number, folder: entry,
        traces: files.filter { $0.hasSuffix(".csv") }, fixes: fixes)
    }.sorted { $0.number < $1.number }
  }

  /// The path of a file of `conflict`.
  func path(_ file: String, of conflict: Conflict) -> String {
    directory + "/" + conflict.folder + "/" + file
  }

  /// The trace's description: its `# source:` line, without the generator's name.
  func summary(ofTrace file: String, of conflict: Conflict) -> String {
    guard let text = Self.head(of: path(file, of: conflict)) else { return "" }
    for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }) where line.hasPrefix("# source:") {
      let description = line.dropFirst("# source:".count).drop(while: { $0 == " " })
      // "generated: what it does": the part after the generator's name.
      var index = description.startIndex
      while let colon = description[index...].firstIndex(of: ":") {
        let next = description.index(after: colon)
        if next < description.endIndex && description[next] == " " {
          return String(description[description.index(after: next)...])
        }
        index = next
      }
      return String(description)
    }
    return ""
  }

  // MARK: - The file system (POSIX: the command line does not load Foundation)

  /// The names in the folder (`DirectoryListing`), or nil when it cannot be listed.
  static func entries(of path: String) -> [String]? {
    try? DirectoryListing.names(in: path)
  }

  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  static func isFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// The first 4 KiB of the file, as text (its header comments); nil if unreadable.
  static func head(of path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    return String(decoding: bytes.prefix(count), as: UTF8.self)
  }

  static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The running executable's path: /proc/self/exe where there is one, else the
  /// first argument made absolute.
  static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
    return first.hasPrefix("/") ? first : (currentDirectory() ?? ".") + "/" + first
  }

  /// The folder that holds `path` ("" for a bare name).
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
