import Foundation
import Gestures

/// Runs one property's generated cases on several threads with the result of
/// `PropertyRunner.check` on one: the same cases passed, the same first failing case
/// (the lowest case index that fails) and therefore the same minimal trace.
///
/// The libraries have no Foundation and no threads; cases are independent values
/// (`PropertyRunner.checkCase` is pure), so this type hands out blocks of a shard's
/// case positions to `jobs` threads in increasing order. A thread that finds a
/// failure lowers the shared "first failure" mark, and no thread starts a case past
/// it; every case before it is still checked, so the failure reported is the one a
/// single thread meets first. Shrinking then runs on the calling thread, as it does
/// alone. Regression traces are replayed first, in order, on the calling thread.
struct ParallelPropertyRunner {
  /// The sequential runner whose regressions, shrinker and case generation are used.
  var runner: PropertyRunner
  /// Threads that check cases (2 or more; use `PropertyRunner` for 1).
  var jobs: Int
  /// Cases a thread takes at a time.
  var blockSize = 16

  /// What the calling thread is told while the cases run, about every `interval`
  /// seconds: the cases passed so far in an unbroken run from the first (as
  /// `PropertyRunner.Progress`). Return `false` to stop (a time limit).
  typealias Progress = (PropertyRunner.Progress) -> Bool

  /// Checks `property` as `PropertyRunner.check(property:cases:seed:shard:progress:)`
  /// does, with the cases spread over `jobs` threads.
  func check(
    property: TraceProperty, cases: Int, seed: UInt64, shard: PropertyShard, interval: Double = 0.05,
    progress: Progress = { _ in true }
  ) -> PropertyResult {
    var result = PropertyResult(
      property: property.name, selectionArguments: property.selectionArguments, seed: seed,
      casesPlanned: shard.caseCount(of: max(cases, 0)), knownBug: property.knownBug)
    result.shard = shard
    if runner.checkRegressions(property, into: &result) { return result }
    let planned = result.casesPlanned
    if !progress(PropertyRunner.Progress(casesPassed: 0, casesPlanned: planned, regressionsPassed: result.regressionsPassed)) {
      result.stoppedEarly = planned > 0
      return result
    }
    guard planned > 0 else { return result }

    let state = SharedState(planned: planned, blockSize: blockSize)
    let runner = self.runner
    for _ in 0..<min(jobs, (planned + blockSize - 1) / blockSize) {
      state.started()
      let thread = Thread {
        var buffers = PropertyRunner.CaseBuffers()
        while let block = state.nextBlock() {
          var failure: PropertyRunner.CaseFailure?
          var checked = 0
          for position in block where state.shouldCheck(position) {
            checked += 1
            if let found = runner.checkCase(property, seed: seed, index: shard.caseIndex(position: position), buffers: &buffers) {
              failure = found
              state.failed(at: position, found)
              break
            }
          }
          state.finished(block, checked: checked, failed: failure != nil)
        }
        state.stopped()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    let (passed, failure, stopped) = state.wait(interval: interval) { passed in
      progress(PropertyRunner.Progress(casesPassed: passed, casesPlanned: planned, regressionsPassed: result.regressionsPassed))
    }
    result.casesPassed = passed
    if let failure {
      result.counterexample = self.runner.shrink(failure, property: property)
    } else if stopped {
      result.stoppedEarly = true
    }
    return result
  }
}

/// The state the threads of one `ParallelPropertyRunner.check` share, behind one
/// condition lock.
private final class SharedState: @unchecked Sendable {
  private let condition = NSCondition()
  private let planned: Int
  private let blockSize: Int
  /// The next block's first position.
  private var next = 0
  /// The lowest failing position found so far, and its case.
  private var firstFailure: (position: Int, failure: PropertyRunner.CaseFailure)?
  /// Whether each block has been checked to its end (or to a failure in it).
  private var done: [Bool]
  /// How many threads are still running.
  private var running = 0
  private var stopRequested = false

  init(planned: Int, blockSize: Int) {
    self.planned = planned
    self.blockSize = blockSize
    done = Array(repeating: false, count: (planned + blockSize - 1) / blockSize)
  }

  func started() {
    condition.lock()
    running += 1
    condition.unlock()
  }

  /// The next block of positions, or `nil` when there is nothing left worth checking.
  func nextBlock() -> Range<Int>? {
    condition.lock()
    defer { condition.unlock() }
    let limit = min(planned, firstFailure?.position ?? planned)
    guard !stopRequested, next < limit else { return nil }
    let block = next..<min(next + blockSize, planned)
    next = block.upperBound
    return block
  }

  /// Whether `position` may still matter: before the first failure found so far, and
  /// not stopped.
  func shouldCheck(_ position: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return !stopRequested && position < (firstFailure?.position ?? Int.max)
  }

  func failed(at position: Int, _ failure: PropertyRunner.CaseFailure) {
    condition.lock()
    if position < (firstFailure?.position ?? Int.max) { firstFailure = (position, failure) }
    condition.unlock()
  }

  /// Marks `block` done when every position in it was checked (or it ended at a
  /// failure), so that the unbroken run of passed cases can grow past it. It does not
  /// wake the waiting thread: progress is read every interval, and waking a third
  /// thread for every block takes a core from the threads that check.
  func finished(_ block: Range<Int>, checked: Int, failed: Bool) {
    condition.lock()
    if failed || checked == block.count { done[block.lowerBound / blockSize] = true }
    condition.unlock()
  }

  func stopped() {
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// The cases passed in an unbroken run from the first (every block before the
  /// first unfinished one, up to the first failure).
  private var passedPrefix: Int {
    var blocks = 0
    while blocks < done.count && done[blocks] { blocks += 1 }
    return min(blocks * blockSize, planned, firstFailure?.position ?? Int.max)
  }

  /// Waits for the threads to finish, calling `progress` on this thread about every
  /// `interval` seconds (a `false` answer stops the threads after their current
  /// case). Returns the cases passed, the first failure (only when every case before
  /// it passed) and whether the run was stopped.
  func wait(interval: Double, progress: (Int) -> Bool) -> (passed: Int, failure: PropertyRunner.CaseFailure?, stopped: Bool) {
    condition.lock()
    defer { condition.unlock() }
    while running > 0 {
      _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
      if running > 0 && !stopRequested {
        let passed = passedPrefix
        condition.unlock()
        let keepGoing = progress(passed)
        condition.lock()
        if !keepGoing { stopRequested = true }
      }
    }
    let passed = passedPrefix
    if let firstFailure, passed == firstFailure.position {
      return (passed, firstFailure.failure, false)
    }
    return (passed, nil, stopRequested && passed < planned)
  }
}
