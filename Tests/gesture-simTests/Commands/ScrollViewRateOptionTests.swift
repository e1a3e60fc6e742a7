import Foundation
@testable import gesture_sim
import Testing

/// `--rate` of `--scene scroll-view` follows UIKit's law for `decelerationRate`
/// (UIKit keeps two values: a value set below 0.994 becomes 0.99, `.fast`; any other
/// 0.998, `.normal`; docs/physics.md), and says so: the run reports the rate in use,
/// not the number typed, and the help states the law (issue 24: `--rate 0.5` behaved
/// like `fast` while the header said 0.5).
@Suite struct ScrollViewRateOptionTests {
  static let trace = packageRoot + "/traces/list-fast-fling.csv"

  @Test(arguments: [("0.5", "0.99"), ("0.9939", "0.99"), ("0.994", "0.998"), ("0.999", "0.998"), ("fast", "0.99"), ("normal", "0.998")])
  func theHeaderShowsTheRateInUse(_ given: String, _ used: String) {
    let result = runTool(["run", Self.trace, "--scene", "scroll-view", "--rate", given])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("  rate \(used)  "), "--rate \(given): \(result.out.prefix(300))")
  }

  @Test func aRateBehavesAsTheUIKitValueItBecomes() {
    // Same frames and callbacks as the named value: only the number typed differs.
    let slow = runTool(["run", Self.trace, "--scene", "scroll-view", "--rate", "0.5", "--format", "jsonl"])
    let fast = runTool(["run", Self.trace, "--scene", "scroll-view", "--rate", "fast", "--format", "jsonl"])
    #expect(slow.code == 0 && slow.out == fast.out)
  }

  @Test func theHelpStatesTheLaw() {
    let help = runTool(["run", "--help"])
    let line = help.out.split(separator: "\n").first { $0.hasPrefix("  --rate <rate>") } ?? ""
    #expect(line.contains("0.99 below 0.994, else 0.998"), "\(line)")
  }

  @Test(arguments: ["0", "1", "1.5", "-0.1", "nan"])
  func ratesOutsideTheOpenIntervalAreRefused(_ rate: String) {
    let result = runTool(["run", Self.trace, "--scene", "scroll-view", "--rate=\(rate)"])
    #expect(result.code == ExitCode.usage, "\(rate): \(result.err)")
  }
}
