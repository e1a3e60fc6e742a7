import Foundation
import Testing

/// The docs and every `--help` text cite public sources or the project's own docs,
/// never files a user does not have: the project's private notes, the tutorial files
/// it was written from, its issue tracker or its clarifications.
@Suite struct PublicReferencesTests {
  /// Patterns of references a reader cannot follow.
  static let private_ = [
    "PHYSICS.md", "GESTURES.md", "UIKIT.md", "UIKIT-LAWS.md", "CLARIFICATIONS", "STYLE.md", "IMPORTERS.md",
    "ARCHITECTURE.md", "shared/reference", "shared/seeds", "seeds/0",
  ]

  /// The offending references in `text`: a private file, a tutorial file name
  /// (`000_ac02048dc7870cce.txt`), or "issue N" that is not a public repository's
  /// ("flutter/flutter issue 103762").
  static func problems(in text: String) -> [String] {
    var found = private_.filter { text.contains($0) }
    let lines = text.split(separator: "\n")
    for line in lines {
      if line.range(of: #"[0-9]{3}_[0-9a-f]{16}\.txt"#, options: .regularExpression) != nil {
        found.append("tutorial file: \(line)")
      }
      var rest = Substring(line)
      while let range = rest.range(of: #"(^|[^A-Za-z/-])(?:[Ii]ssues?) [0-9]+"#, options: .regularExpression) {
        let before = rest[..<range.lowerBound]
        // "owner/repo issue N" names a public tracker.
        if before.split(separator: " ").last?.contains("/") != true {
          found.append("issue number: \(line)")
        }
        rest = rest[range.upperBound...]
      }
    }
    return found
  }

  @Test func theDocsCiteOnlyPublicSources() throws {
    var files = ["README.md", "traces/README.md"]
    files += try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
      #expect(Self.problems(in: text) == [], "\(file)")
    }
  }

  @Test func theHelpTextsCiteOnlyPublicSources() {
    let commands: [[String]] = [
      [], ["run"], ["repro"], ["check"], ["bench"], ["physics"], ["physics", "fling"], ["physics", "rubber-band"],
      ["physics", "spring"], ["physics", "curve"], ["synth"], ["plot"],
    ]
    for command in commands {
      let help = runTool(command + ["--help"])
      #expect(help.code == 0, "\(command)")
      #expect(Self.problems(in: help.out) == [], "\(command)")
    }
    // The property list states what must hold: no private reference there either.
    let list = runTool(["check", "--list"])
    #expect(list.code == 0)
    #expect(Self.problems(in: list.out) == [])
  }

  @Test func theCheckerFindsWhatItLooksFor() {
    #expect(Self.problems(in: "see PHYSICS.md §2").count == 1)
    #expect(Self.problems(in: "(issue 4)").count == 1)
    #expect(Self.problems(in: "flutter/flutter issue 103762").isEmpty)
    #expect(Self.problems(in: "../shared/seeds/000_ac02048dc7870cce.txt").count == 3)
  }
}
