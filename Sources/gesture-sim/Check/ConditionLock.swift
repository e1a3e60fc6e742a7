#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with one condition variable (POSIX threads), for the threads of
/// `check --jobs`. The tool does not link Foundation for this: Foundation and its
/// ICU data add about 10 MB to the peak memory of every command, `run` included
/// (docs/performance.md, "The user's path").
final class ConditionLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }

  func unlock() { pthread_mutex_unlock(mutex) }

  /// Wakes every thread waiting on the condition.
  func broadcast() { pthread_cond_broadcast(condition) }

  /// Waits (the lock held) until the condition is signalled or `seconds` have
  /// passed; holds the lock again when it returns.
  func wait(seconds: Double) {
    var deadline = timespec()
    clock_gettime(CLOCK_REALTIME, &deadline)
    let whole = seconds.rounded(.down)
    var nanoseconds = Int(deadline.tv_nsec) + Int((seconds - whole) * 1e9)
    var wholeSeconds = Int(deadline.tv_sec) + Int(whole)
    if nanoseconds >= 1_000_000_000 {
      nanoseconds -= 1_000_000_000
      wholeSeconds += 1
    }
    deadline.tv_sec = .init(wholeSeconds)
    deadline.tv_nsec = .init(nanoseconds)
    _ = pthread_cond_timedwait(condition, mutex, &deadline)
  }
}
