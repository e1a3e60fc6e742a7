import Gestures
@testable import gesture_sim
import Testing

/// `check --shard I/N`: each shard runs the cases whose index is I−1 modulo N, with
/// the run's case seeds, so a CI matrix of N jobs checks exactly the run's cases.
@Suite struct ShardTests {
  @Test func theShardsOfARunTogetherRunItsCases() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    // 100 cases in 3 shards: indices 0,3,…,99 (34), 1,4,…,97 (33), 2,5,…,98 (33).
    var total = 0
    for (shard, expected) in [("1/3", 34), ("2/3", 33), ("3/3", 33)] {
      let result = runTool(["check", "--property", "recognizer-one-end", "--cases", "100", "--shard", shard, "--regressions", scratch.path])
      #expect(result.code == 0)
      #expect(result.out.hasPrefix("+++ OK, property 'recognizer-one-end' passed \(expected) cases (seed 20260101, shard \(shard)) and 0 regression traces.\n"))
      total += expected
    }
    #expect(total == 100)
  }

  /// The whole run's first failure (the hamburger double-tap bug at case 134 with the
  /// CI seed) is in shard 3 of 3 (134 mod 3 = 2), which reports the same case, case
  /// seed and minimal trace; its replay line works without the shard.
  @Test func aShardFindsTheWholeRunsFailureWithTheSameMinimalTrace() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let arguments = ["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--regressions", scratch.path, "--jobs", "1"]
    let whole = runTool(arguments)
    let head = try #require(whole.out.split(separator: "\n").first { $0.hasPrefix("*** Failed!") })
    let caseText = try #require(head.split(separator: "(").last)  // "seed 20260101, case 134, case seed 20260235)."
    let caseIndex = try #require(Int(caseText.split(separator: ",")[1].split(separator: " ")[1]))
    let shard = caseIndex % 3 + 1
    let part = runTool(arguments + ["--shard", "\(shard)/3"])
    #expect(part.code == 1)
    #expect(part.out.contains("shard \(shard)/3, case \(caseIndex), case seed \(20_260_101 + caseIndex))."))
    #expect(part.out.contains("falsified after \(caseIndex / 3) passing cases"))
    let csv = { (text: String) in text.components(separatedBy: "Minimal trace as CSV").last?.components(separatedBy: "Replay:").first }
    #expect(csv(part.out) == csv(whole.out))
  }

  @Test func aShardWithNoCaseIsEmpty() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = runTool(["check", "--property", "recognizer-one-end", "--cases", "2", "--shard", "3/3", "--regressions", scratch.path])
    #expect(result.code == 1)
    #expect(result.out.hasPrefix("--- EMPTY, property 'recognizer-one-end' ran no generated case (0 planned) (seed 20260101, shard 3/3)"))
    let allowed = runTool(["check", "--property", "recognizer-one-end", "--cases", "2", "--shard", "3/3", "--regressions", scratch.path, "--allow-empty"])
    #expect(allowed.code == 0)
  }

  @Test func badShardsAreUsageErrors() {
    for bad in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2"] {
      let result = runTool(["check", "--shard", bad])
      #expect(result.code == 64, "\(bad)")
      #expect(result.err.hasPrefix("Error: The value '\(bad)' is invalid for '--shard <i/n>': expected i/n with 1 ≤ i ≤ n, such as 2/4\n"))
    }
  }

  @Test func shardArithmetic() {
    // ⌈(cases − (i − 1)) / n⌉ for each shard, and the positions map back to disjoint indices.
    for count in 1...5 {
      for cases in [0, 1, 4, 5, 6, 13] {
        var seen: [Int] = []
        for index in 1...count {
          let shard = PropertyShard(index: index, count: count)!
          seen += (0..<shard.caseCount(of: cases)).map { shard.caseIndex(position: $0) }
        }
        #expect(seen.sorted() == Array(0..<cases), "\(cases) cases in \(count) shards")
      }
    }
    #expect(PropertyShard("2/4") == PropertyShard(index: 2, count: 4))
    #expect(PropertyShard("2/4")?.description == "2/4")
    #expect(PropertyShard.whole.caseCount(of: 7) == 7)
  }
}
