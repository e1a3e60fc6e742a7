import Foundation
@testable import gesture_sim
import Testing

/// The number rule (docs/cli.md, "Numbers"; `Rounded`) holds in every output: every format
/// of every scene of `run` on every trace in traces/ (issue 24, "The number rule everywhere").
///
/// The finest resolution the rule allows is 10⁻⁹ (dimensionless numbers); offsets UIKit
/// publishes are multiples of the device pixel 1/scale, which may need more digits
/// (494.6666666666667 = 1484/3). So a printed number is within the rule when it is the
/// `Double` nearest to a decimal of at most 9 places, or exactly k/scale for a whole k at
/// the run's scale; anything else (`0.4083333333333333` s, `1720.0000000000186` pt,
/// `73.49999999999999`) was printed unrounded.
@Suite struct NumberRuleEverywhereTests {
  static let scenes = ["side-menu", "cards", "dropdown", "table", "transitions", "gestures", "scroll-view"]
  static let formats = ["table", "json", "jsonl", "csv"]

  static var traces: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/traces")) ?? []
    return names.filter { $0.hasSuffix(".csv") }.sorted()
  }

  /// The number tokens of `text`: maximal runs of digits, `.`, `e`, `E`, `+`, `-` that start
  /// with a digit or a minus followed by a digit (words such as `ios26` are left out).
  static func numbers(in text: String) -> [Substring] {
    var tokens: [Substring] = []
    var index = text.startIndex
    func isNumberCharacter(_ c: Character) -> Bool { c.isASCII && (c.isNumber || c == "." || c == "e" || c == "E" || c == "+" || c == "-") }
    while index < text.endIndex {
      let c = text[index]
      let previous = index > text.startIndex ? text[text.index(before: index)] : " "
      if (c.isASCII && c.isNumber || c == "-") && !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".") {
        var end = index
        while end < text.endIndex, isNumberCharacter(text[end]) { end = text.index(after: end) }
        let token = text[index..<end]
        if end < text.endIndex, text[end].isLetter || text[end] == "_" { index = end; continue }
        if token.contains(where: \.isNumber) { tokens.append(token) }
        index = end
      } else {
        index = text.index(after: index)
      }
    }
    return tokens
  }

  /// Whether `value` is printed as the rule allows at `scale`.
  static func withinRule(_ value: Double, scale: Double) -> Bool {
    if Rounded.quantize(value, 1e9) == value { return true }
    for s in Set([scale, 3, 2, 1]) where (value * s).rounded() / s == value { return true }
    return false
  }

  @Test(arguments: scenes)
  func everyNumberOfEveryFormatOnEveryTrace(_ scene: String) throws {
    #expect(Self.traces.count >= 20)
    var offenders: [String] = []
    for trace in Self.traces {
      let path = packageRoot + "/traces/" + trace
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let scale = text.split(separator: "\n").first { $0.hasPrefix("# scale:") }
        .flatMap { Double($0.dropFirst("# scale:".count).trimmingCharacters(in: .whitespaces)) } ?? 3
      for format in Self.formats {
        let result = runTool(["run", path, "--scene", scene, "--format", format])
        // A trace a scene cannot use (another scene's viewport) is refused: nothing printed.
        guard result.code == 0 else { continue }
        for token in Self.numbers(in: result.out) {
          guard let value = Double(token) else { continue }
          if !Self.withinRule(value, scale: scale) {
            offenders.append("\(trace) --scene \(scene) --format \(format): \(token)")
            break
          }
        }
      }
    }
    #expect(offenders.isEmpty, "\(offenders.count) outputs print numbers longer than the rule allows:\n\(offenders.joined(separator: "\n"))")
  }

  @Test func theWalkerFindsTheNumbersTheRuleForbids() {
    // The walker itself: it must see the issue's examples and pass rounded ones.
    let text = #"{"t":0.4083333333333333,"offset":[1720.0000000000186,494.6666666666667],"frame":[73.49999999999999,0.5]} ios26 x2 3.433333333333333"#
    let bad = Self.numbers(in: text).compactMap { Double($0) }.filter { !Self.withinRule($0, scale: 3) }
    #expect(bad == [0.4083333333333333, 1720.0000000000186, 73.49999999999999, 3.433333333333333])
  }
}
