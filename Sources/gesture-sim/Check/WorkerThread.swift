#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Detached POSIX threads for `check --jobs`, and the number of cores the process
/// may run on (the default of `--jobs`). POSIX rather than Foundation: see
/// `ConditionLock`.
enum WorkerThread {
  /// The closure a thread runs, passed to it through its start routine's argument.
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Runs `body` on a new detached thread with a stack of `stackSize` bytes. When
  /// no thread can be created, runs it on the calling thread before returning.
  static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    let status = pthread_create(&thread, &attributes, { context in
      Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
      return nil
    }, context)
    #else
    var thread: pthread_t?
    let status = pthread_create(&thread, &attributes, { context in
      Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
      return nil
    }, context)
    #endif
    if status != 0 {
      Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
    }
  }

  /// The cores this process may run on: the CPUs of its affinity mask
  /// (`Cpus_allowed` in `/proc/self/status`), else the online processors; at least 1.
  static var availableCores: Int {
    if let allowed = affinityCores(), allowed > 0 { return allowed }
    #if canImport(Glibc)
    return max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    #else
    return max(Int(sysconf(_SC_NPROCESSORS_ONLN)), 1)
    #endif
  }

  /// The number of bits set in the `Cpus_allowed:` mask of `/proc/self/status`
  /// (hexadecimal words separated by commas); nil where there is none.
  private static func affinityCores() -> Int? {
    guard let mask = ProcessStatus.value(of: "Cpus_allowed:") else { return nil }
    var bits = 0
    for byte in mask {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): bits += Int(byte - UInt8(ascii: "0")).nonzeroBitCount
      case UInt8(ascii: "a")...UInt8(ascii: "f"): bits += Int(byte - UInt8(ascii: "a") + 10).nonzeroBitCount
      case UInt8(ascii: "A")...UInt8(ascii: "F"): bits += Int(byte - UInt8(ascii: "A") + 10).nonzeroBitCount
      default: continue
      }
    }
    return bits
  }
}
