#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `gesture-sim check` needs from the world besides its arguments and output
/// streams: a clock for `--time-limit` and the progress line, and the terminal the
/// progress line goes to (none when standard error is not a terminal). Tests pass
/// their own.
struct CheckEnvironment {
  /// Seconds on a monotonic clock (only differences matter).
  var now: () -> Double
  /// Writes a piece of the progress line to the terminal at once; `nil` when there is
  /// no terminal to show progress on.
  var terminal: ((String) -> Void)?
  /// The least time between two updates of the progress line, in seconds.
  var progressInterval: Double = 0.2

  /// The process's environment: the monotonic clock, and standard error as the
  /// terminal when `isatty(2)` says it is one (never on a pipe or a file).
  static func process() -> CheckEnvironment {
    let isTerminal = isatty(2) == 1
    return CheckEnvironment(
      now: {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
      },
      terminal: isTerminal
        ? { text in
          var stream = OutputDestination.standardError
          stream.write(text)
          stream.flush()
        } : nil)
  }
}
