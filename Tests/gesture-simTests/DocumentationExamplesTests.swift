import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Every example in README.md, docs/cli.md and docs/properties.md is run by this test, so the docs cannot
/// drift from the binary:
/// - in a ```sh block, a line `$ gesture-sim ARGS` is followed by its exact standard
///   output (up to the next `$` line or the end of the block); it must exit 0;
/// - a line `gesture-sim ARGS` (or `swift run -c release gesture-sim ARGS`) without `$`
///   shows no output: it must exit 0, or the code its comment names ("exit 1");
///   `> FILE` sends its output to a file that later lines may read;
/// - a ```csv block is a trace: it must replay through `gesture-sim run --strict`;
/// - output is shown only that way: a ```json block (an untested output) is an error.
/// Commands run in the built binary, in a scratch directory where `traces` links to
/// the repository's traces, in block order (a later line may read an earlier one's
/// file).
@Suite(.enabled(if: builtTool != nil, "gesture-sim is not built next to the tests; run `swift build` first"))
struct DocumentationExamplesTests {
  static let documents = ["README.md", "docs/cli.md", "docs/properties.md"]

  /// A fenced block: its language, its first line's number and its lines.
  struct Block {
    var language: String
    var line: Int
    var lines: [String]
  }

  static func blocks(in text: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)), line: index + 2, lines: [])
        }
      } else if current != nil {
        current!.lines.append(String(line))
      }
    }
    return blocks
  }

  /// Splits a shell line into words: single and double quotes, a `#` comment (returned
  /// apart) and `> file`.
  static func words(_ line: String) -> (words: [String], redirect: String?, comment: String) {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var comment = ""
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        inWord = true
      } else if c == "#" && !inWord {
        comment = String(line[line.index(after: index)...])
        break
      } else if c == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(c)
        inWord = true
      }
      index = line.index(after: index)
    }
    if inWord { words.append(word) }
    var redirect: String?
    if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
      redirect = words[arrow + 1]
      words.removeSubrange(arrow...)
    }
    return (words, redirect, comment)
  }

  /// The tool's arguments of a documented command line, or nil when it does not run
  /// gesture-sim (`swift test`, `.ci/run`).
  static func toolArguments(_ words: [String]) -> [String]? {
    if words.first == "gesture-sim" { return Array(words.dropFirst()) }
    if let index = words.firstIndex(of: "gesture-sim"), words.first == "swift", words.dropFirst().first == "run" {
      return Array(words[(index + 1)...])
    }
    return nil
  }

  @Test(arguments: documents)
  func everyExampleRunsAsDocumented(_ document: String) throws {
    let text = try String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8)
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    #expect(symlink(packageRoot + "/traces", scratch.path + "/traces") == 0)
    var examples = 0
    for block in Self.blocks(in: text) {
      let place = "\(document):\(block.line)"
      switch block.language {
      case "sh":
        var index = 0
        while index < block.lines.count {
          let line = block.lines[index]
          index += 1
          let shown = line.hasPrefix("$ ")
          let parsed = Self.words(shown ? String(line.dropFirst(2)) : line)
          guard let arguments = Self.toolArguments(parsed.words) else {
            #expect(!shown, "\(place): '\(line)' does not run gesture-sim")
            continue
          }
          var expected: [String] = []
          if shown {
            while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
              expected.append(block.lines[index])
              index += 1
            }
          }
          let result = try spawn(arguments, currentDirectory: scratch.path)
          examples += 1
          var code: Int32 = 0
          if let range = parsed.comment.range(of: "exit ") {
            code = Int32(parsed.comment[range.upperBound...].prefix { $0.isNumber }) ?? 0
          }
          #expect(result.code == code, "\(place): '\(line)' exited \(result.code): \(result.err)")
          if let redirect = parsed.redirect {
            scratch.write(redirect, result.out)
          }
          if shown {
            let output = expected.joined(separator: "\n") + "\n"
            #expect(result.out == output, "\(place): '\(line)' printed something else")
          }
        }
      case "csv":
        scratch.write("example.csv", block.lines.joined(separator: "\n") + "\n")
        let result = try spawn(["run", "--strict", "example.csv"], currentDirectory: scratch.path)
        #expect(result.code == 0, "\(place): the example trace does not replay: \(result.err)")
        #expect(result.err.isEmpty, "\(place): \(result.err)")
        examples += 1
      case "json":
        Issue.record("\(place): a ```json block shows output no test checks; show it as '$ gesture-sim …' and its output in a ```sh block")
      default:
        break
      }
    }
    #expect(examples > 0, "\(document) has no examples")
  }

  @Test func theShellSplitterHandlesQuotesCommentsAndRedirects() {
    let parsed = Self.words(#"gesture-sim synth flick --from '60,400' "a b" > flick.csv   # exit 1"#)
    #expect(parsed.words == ["gesture-sim", "synth", "flick", "--from", "60,400", "a b"])
    #expect(parsed.redirect == "flick.csv")
    #expect(parsed.comment == " exit 1")
    #expect(Self.toolArguments(["swift", "run", "-c", "release", "gesture-sim", "x.csv"]) == ["x.csv"])
    #expect(Self.toolArguments(["swift", "test"]) == nil)
  }
}
