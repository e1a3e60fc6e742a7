#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written through a temporary file in the same directory and renamed into
/// place by `commit()` (rename(2) is atomic within one file system), or removed by
/// `discard()`. A path that exists and is not a regular file (`/dev/null`, a pipe, a
/// terminal) is opened and written directly instead.
struct AtomicFile {
  /// Why the file could not be created or written: `strerror` of the failing call.
  struct Failure: Error {
    var reason: String
    init(code: Int32) { reason = String(cString: strerror(code)) }
  }

  /// The path the output ends up at.
  let path: String
  /// The temporary file's path, or `nil` when `path` is written directly.
  let temporaryPath: String?
  /// The stream to write to.
  var stream: OutputDestination
  private let descriptor: Int32

  /// Creates the temporary file next to `path` (or opens `path` itself when it is not
  /// a regular file). The temporary file gets the mode the existing file has, else
  /// 0666 less the umask, as `open(path, O_CREAT, 0666)` would.
  init(path: String) throws(Failure) {
    self.path = path
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists && (status.st_mode & S_IFMT) != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw Failure(code: errno) }
      self.descriptor = descriptor
      temporaryPath = nil
      stream = OutputDestination(descriptor: descriptor)
      return
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Failure(code: errno) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let mode: mode_t
    if exists {
      mode = status.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    fchmod(descriptor, mode)
    self.descriptor = descriptor
    temporaryPath = temporary
    stream = OutputDestination(descriptor: descriptor)
  }

  /// Flushes the stream and moves the temporary file to `path`; on a failed write the
  /// temporary file is removed and the error thrown.
  mutating func commit() throws(Failure) {
    stream.flush()
    if let code = stream.failure {
      discard()
      throw Failure(code: code)
    }
    if close(descriptor) != 0 {
      let code = errno
      if let temporaryPath { unlink(temporaryPath) }
      throw Failure(code: code)
    }
    guard let temporaryPath else { return }
    if rename(temporaryPath, path) != 0 {
      let code = errno
      unlink(temporaryPath)
      throw Failure(code: code)
    }
  }

  /// Closes and removes the temporary file; `path` keeps what it had.
  mutating func discard() {
    close(descriptor)
    if let temporaryPath { unlink(temporaryPath) }
  }
}
