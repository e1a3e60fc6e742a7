import Gestures

/// Runs one property's generated cases on several threads with the result of
/// `PropertyRunner.check` on one: the same cases passed, the same first failing case
/// (the lowest case index that fails) and therefore the same minimal trace.
///
/// The libraries have no threads; cases are independent values
/// (`PropertyRunner.checkCase` is pure), so this type hands out blocks of a shard's
/// case positions to `jobs` threads in increasing order. Blocks shrink towards the
/// end (to a share of what is left, down to one case), so that no thread is left
/// alone with a block of long cases while the others have nothing to do. A thread that finds a
/// failure lowers the shared "first failure" mark, and no thread starts a case past
/// it; every case before it is still checked, so the failure reported is the one a
/// single thread meets first. Shrinking then runs on the calling thread, as it does
/// alone. Regression traces are replayed first, in order, on the calling thread.
struct ParallelPropertyRunner {
  /// The sequential runner whose regressions, shrinker and case generation are used.
  var runner: PropertyRunner
  /// Threads that check cases (2 or more; use `PropertyRunner` for 1).
  var jobs: Int
  /// Cases a thread takes at a time, at the most.
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
    var (result, goesOn) = runner.start(property: property, cases: cases, seed: seed, shard: shard, progress: progress)
    let planned = result.casesPlanned
    guard goesOn, planned > 0 else { return result }

    let state = SharedState(planned: planned, blockSize: blockSize, jobs: jobs)
    let runner = self.runner
    for _ in 0..<min(jobs, (planned + blockSize - 1) / blockSize) {
      state.started()
      WorkerThread.start(stackSize: 8 << 20) {
        var buffers = PropertyRunner.CaseBuffers()
        while let block = state.nextBlock() {
          // The positions skipped (past a failure found meanwhile, or after a stop)
          // are the block's last ones, so the checked ones are its first `checked`.
          var checked = 0
          for position in block where state.shouldCheck(position) {
            checked += 1
            if let found = runner.checkCase(property, seed: seed, index: shard.caseIndex(position: position), buffers: &buffers) {
              state.failed(at: position, found)
              break
            }
          }
          state.finished(block.lowerBound..<(block.lowerBound + checked))
        }
        state.stopped()
      }
    }
    let (passed, failure, stopped) = state.wait(interval: interval) { passed in
      progress(result.progress(casesPassed: passed))
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
  private let condition = ConditionLock()
  private let planned: Int
  private let blockSize: Int
  private let jobs: Int
  /// The next block's first position.
  private var next = 0
  /// The lowest failing position found so far, and its case.
  private var firstFailure: (position: Int, failure: PropertyRunner.CaseFailure)?
  /// Whether each position has been checked (passed, or the failure that ended its block).
  private var done: [Bool]
  /// How many positions from the first are checked, without a gap.
  private var checkedPrefix = 0
  /// How many threads are still running.
  private var running = 0
  private var stopRequested = false

  init(planned: Int, blockSize: Int, jobs: Int) {
    self.planned = planned
    self.blockSize = max(1, blockSize)
    self.jobs = max(1, jobs)
    done = Array(repeating: false, count: planned)
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
    let size = max(1, min(blockSize, (planned - next) / (2 * jobs)))
    let block = next..<min(next + size, planned)
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

  /// Marks the positions a block checked (those that passed, and the failure that
  /// ended it), so that the unbroken run of passed cases can grow past them. It does
  /// not wake the waiting thread: progress is read every interval, and waking a third
  /// thread for every block takes a core from the threads that check.
  func finished(_ checked: Range<Int>) {
    condition.lock()
    for position in checked { done[position] = true }
    while checkedPrefix < planned && done[checkedPrefix] { checkedPrefix += 1 }
    condition.unlock()
  }

  func stopped() {
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// The cases passed in an unbroken run from the first (every position before the
  /// first unchecked one, up to the first failure).
  private var passedPrefix: Int {
    min(checkedPrefix, firstFailure?.position ?? Int.max)
  }

  /// Waits for the threads to finish, calling `progress` on this thread about every
  /// `interval` seconds (a `false` answer stops the threads after their current
  /// case). Returns the cases passed, the first failure (only when every case before
  /// it passed) and whether the run was stopped.
  func wait(interval: Double, progress: (Int) -> Bool) -> (passed: Int, failure: PropertyRunner.CaseFailure?, stopped: Bool) {
    condition.lock()
    defer { condition.unlock() }
    while running > 0 {
      condition.wait(seconds: interval)
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
