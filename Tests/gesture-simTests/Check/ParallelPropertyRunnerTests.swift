import Foundation
import Gestures
@testable import gesture_sim
import Testing

/// `check --jobs N` gives the results of `--jobs 1`: the same cases passed, the same
/// first failing case and the same minimal trace, byte for byte.
@Suite struct ParallelPropertyRunnerTests {
  /// The hamburger step's double-tap bug: the sequential run's first failing case is
  /// found by every job count, whatever the block size, and shrinks to the same trace.
  @Test func aFailureIsTheOneOneJobFindsFirst() throws {
    let property = try #require(
      PropertyCatalog.properties(named: "single-tap-toggles", scene: "side-menu", variant: "hamburger").first)
    let sequential = PropertyRunner().check(property: property, cases: 400, seed: 20_260_101)
    let counterexample = try #require(sequential.counterexample)
    for jobs in [2, 3, 4] {
      for blockSize in [1, 5, 16] {
        let parallel = ParallelPropertyRunner(runner: PropertyRunner(), jobs: jobs, blockSize: blockSize)
          .check(property: property, cases: 400, seed: 20_260_101, shard: .whole)
        #expect(parallel.casesPassed == sequential.casesPassed, "jobs \(jobs), block \(blockSize)")
        #expect(parallel.counterexample?.origin == counterexample.origin)
        #expect(parallel.report() == sequential.report())
      }
    }
  }

  /// A property that holds: every case runs, none is counted twice.
  @Test func aPropertyThatHoldsRunsEveryCaseOnce() throws {
    let property = try #require(PropertyCatalog.properties(named: "recognizer-one-end", scene: nil, variant: nil).first)
    for cases in [0, 1, 15, 16, 17, 100] {
      let result = ParallelPropertyRunner(runner: PropertyRunner(), jobs: 2, blockSize: 16)
        .check(property: property, cases: cases, seed: 3, shard: .whole)
      #expect(result.holds)
      #expect(result.casesPassed == cases)
      #expect(!result.stoppedEarly)
    }
  }

  /// Asked to stop at once (a time limit of 0), the run stops before its first case,
  /// as one job does.
  @Test func stoppingAtOnceRunsNoCase() throws {
    let property = try #require(PropertyCatalog.properties(named: "recognizer-one-end", scene: nil, variant: nil).first)
    let result = ParallelPropertyRunner(runner: PropertyRunner(), jobs: 2)
      .check(property: property, cases: 1000, seed: 3, shard: .whole) { _ in false }
    #expect(result.casesPassed == 0)
    #expect(result.stoppedEarly)
  }

  /// Through the command line: the whole report of a failing run and of a passing
  /// run is the same text with --jobs 1, 2 and 3.
  @Test func parallelRunsPrintWhatOneJobPrints() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    for arguments in [
      ["check", "--variant", "hamburger", "--cases", "300"],
      ["check", "--scene", "scroll-view", "--cases", "60"],
    ] {
      let one = runTool(arguments + ["--regressions", scratch.path, "--jobs", "1"])
      for jobs in ["2", "3"] {
        let many = runTool(arguments + ["--regressions", scratch.path, "--jobs", jobs])
        #expect(many.code == one.code)
        #expect(many.out == one.out, "--jobs \(jobs) printed something else")
      }
    }
  }

  @Test func badJobCountsAreUsageErrors() {
    for bad in ["0", "-1", "two", "1025"] {
      let result = runTool(["check", "--jobs", bad])
      #expect(result.code == 64)
      #expect(result.err.hasPrefix("Error: The value '\(bad)' is invalid for '--jobs <n>': expected a whole number of threads from 1 to 1024\n"))
    }
  }
}
