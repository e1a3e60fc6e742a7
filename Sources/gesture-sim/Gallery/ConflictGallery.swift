import Foundation

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
    /// Its title in docs/conflicts.md.
    var title: String
    /// The traces' file names, sorted.
    var traces: [String]
    /// The fixes' names (`NAME` of `fix-NAME.json`), sorted.
    var fixes: [String]
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

  /// Where the gallery is looked for when no folder is given: `traces/conflicts`
  /// below the working directory, then below each folder that holds the
  /// executable (so that `.build/release/gesture-sim` finds its checkout's).
  static func defaultDirectory(executable: String) -> String? {
    let manager = FileManager.default
    var candidates = [manager.currentDirectoryPath]
    var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      candidates.append(folder.path)
      folder.deleteLastPathComponent()
    }
    for candidate in candidates {
      let path = candidate + "/traces/conflicts"
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue {
        return path
      }
    }
    return nil
  }

  /// Reads the folder's listing: every `N-slug` folder with a `screen.json`; nil
  /// when the folder cannot be listed.
  init?(directory: String) {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: directory) else { return nil }
    self.directory = directory
    conflicts = entries.compactMap { entry -> Conflict? in
      guard let dash = entry.firstIndex(of: "-"), let number = Int(entry[..<dash]) else { return nil }
      let folder = directory + "/" + entry
      guard manager.fileExists(atPath: folder + "/screen.json"), let files = try? manager.contentsOfDirectory(atPath: folder) else {
        return nil
      }
      let fixes = files.filter { $0.hasPrefix("fix-") && $0.hasSuffix(".json") }.map { String($0.dropFirst(4).dropLast(5)) }
      return Conflict(
        number: number, folder: entry, title: Self.titles[number] ?? entry,
        traces: files.filter { $0.hasSuffix(".csv") }.sorted(), fixes: fixes.sorted())
    }.sorted { $0.number < $1.number }
  }

  /// The path of a file of `conflict`.
  func path(_ file: String, of conflict: Conflict) -> String {
    directory + "/" + conflict.folder + "/" + file
  }

  /// The trace's description: its `# source:` line, without the generator's name.
  func summary(ofTrace file: String, of conflict: Conflict) -> String {
    guard let text = try? String(contentsOfFile: path(file, of: conflict), encoding: .utf8) else { return "" }
    for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }) where line.hasPrefix("# source:") {
      let description = line.dropFirst("# source:".count).drop(while: { $0 == " " })
      if let colon = description.range(of: ": ") {
        return String(description[colon.upperBound...])
      }
      return String(description)
    }
    return ""
  }
}
