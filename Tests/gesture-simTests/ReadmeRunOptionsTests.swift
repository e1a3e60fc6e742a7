import Foundation
import Testing

/// The README's table of `gesture-sim run` options says what `run --help` says about the
/// values an option takes (issue 24: the README offered `--refresh 60 | 120` while `run`
/// takes 1…1000): a row listing alternatives (`--format table \| json …`) lists exactly the
/// help's `values:`, and an option whose help states a range (`1…1000`) shows that range.
struct ReadmeRunOptionsTests {
  /// The README's rows whose first cell starts with a long option, by option.
  static func readmeRows() throws -> [String: String] {
    let text = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    var rows: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `--") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      guard let option = cell.split(separator: " ").first else { continue }
      rows[String(option)] = rows[String(option)] ?? String(line)
    }
    return rows
  }

  @Test func everyRowAgreesWithRunHelp() throws {
    let help = try spawn(["run", "--help"])
    #expect(help.code == 0)
    let rows = try Self.readmeRows()
    #expect(rows["--refresh"] != nil, "README.md has no row for --refresh")
    var checked = 0
    for line in help.out.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("--"), let option = trimmed.split(separator: " ").first.map(String.init),
        let row = rows[option]
      else { continue }
      // The option's code span in the first cell, such as `--format table \| json`.
      let optionCell = String(row.dropFirst(3).prefix { $0 != "`" })
      // The range the help states, such as 1…1000.
      if let range = trimmed.range(of: #"[0-9.]+…[0-9.]+"#, options: .regularExpression) {
        #expect(row.contains(trimmed[range]), "README.md's \(option) row does not say \(trimmed[range]), as run --help does: \(row)")
        #expect(!optionCell.contains(#"\|"#), "README.md's \(option) row lists alternatives where run --help takes a range: \(row)")
        checked += 1
      }
      // The alternatives the help lists.
      if let start = trimmed.range(of: "(values: ") {
        let values = Set(trimmed[start.upperBound...].prefix { $0 != ";" && $0 != ")" }.components(separatedBy: ", "))
        let shown = optionCell.components(separatedBy: #" \| "#)
        if shown.count > 1 {
          let first = shown[0].split(separator: " ").dropFirst().joined(separator: " ")
          let listed = Set([first] + shown.dropFirst())
          #expect(listed == values, "README.md's \(option) row lists \(listed.sorted()); run --help: \(values.sorted())")
          checked += 1
        }
      }
    }
    #expect(checked >= 4)  // --refresh's range; --scene, --format and --uikit's values
  }
}
