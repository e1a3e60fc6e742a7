#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let RUSAGE_SELF_VALUE = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let RUSAGE_SELF_VALUE = RUSAGE_SELF
#endif

/// Process CPU time and peak memory, for benchmarks only (the simulation never reads a clock).
enum Stopwatch {
  /// CPU time used by this thread so far, in seconds.
  static func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// CPU time used by every thread of the process so far (user and system), in seconds.
  static func processCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The process's peak resident set size so far, in bytes (`getrusage` `ru_maxrss`).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF_VALUE, &usage)
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// Runs `body` and returns its CPU time in seconds.
  static func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuSeconds()
    try body()
    return cpuSeconds() - start
  }
}
