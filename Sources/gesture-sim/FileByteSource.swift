#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The command line's `ByteSource`: a file read with `open(2)` and `read(2)`,
/// at most 64 KiB per read, so a trace of any size streams in constant memory.
/// Its first bytes can be read ahead (`readPrefix`), so that the input's format is
/// told from them before reading starts; `read(into:)` then serves them again.
///
/// The path `-` means standard input (for `run`, `plot`, `view` and `import`), which
/// is read the same way and left open.
///
/// A class because it owns a file descriptor, which `deinit` closes.
final class FileByteSource: ByteSource {
  /// The path that names standard input.
  static let standardInputPath = "-"

  /// The most bytes one `read(into:)` asks the system for: 64 KiB.
  static let chunkSize = 65_536

  /// The path given at creation.
  let path: String
  private let descriptor: Int32
  /// Whether `deinit` closes the descriptor (not standard input's).
  private let ownsDescriptor: Bool
  /// The bytes `readPrefix` read ahead; empty before it is called.
  private(set) var prefix: [UInt8] = []
  /// How many of `prefix`'s bytes `read(into:)` has served again.
  private var prefixServed = 0

  /// Opens `path` (`-`: standard input); nil after printing `path: error: …` to
  /// `errors` when it cannot be opened (the caller exits with 66).
  static func open(_ path: String, errors: inout some TextOutputStream) -> FileByteSource? {
    do {
      return try FileByteSource(path: path)
    } catch {
      errors.write("\(error)\n")
      return nil
    }
  }

  /// Opens `path` for reading (`-`: standard input).
  ///
  /// - Throws: `FileError` when the file does not exist, is a directory,
  ///   cannot be read for lack of permission, or cannot be opened otherwise.
  init(path: String) throws(FileError) {
    self.path = path
    if path == Self.standardInputPath {
      self.descriptor = STDIN_FILENO
      self.ownsDescriptor = false
      return
    }
    var descriptor: Int32
    repeat {
      #if canImport(Glibc)
      descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
      #else
      descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC)
      #endif
    } while descriptor < 0 && errno == EINTR
    if descriptor < 0 {
      let code = errno
      switch code {
      case ENOENT, ENOTDIR: throw FileError(path: path, reason: .notFound)
      case EACCES, EPERM: throw FileError(path: path, reason: .permissionDenied)
      case EISDIR: throw FileError(path: path, reason: .isDirectory)
      default: throw FileError(path: path, reason: .system(operation: "open", code: code))
      }
    }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw FileError(path: path, reason: .isDirectory)
    }
    self.descriptor = descriptor
    self.ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Reads the first `length` bytes of the file ahead (fewer when it is shorter) into
  /// `prefix` and returns them; `read(into:)` serves them again before the rest.
  /// Call it once, before the first `read(into:)`.
  ///
  /// - Throws: `FileError.Reason.system` when the system call fails.
  func readPrefix(length: Int = 4_096) throws(FileError.Reason) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: length)
    var count = 0
    var failure: FileError.Reason?
    while count < length {
      let read = bytes.withUnsafeMutableBytes { all in
        do throws(FileError.Reason) {
          return try readFile(into: UnsafeMutableRawBufferPointer(rebasing: all[count...]))
        } catch {
          failure = error
          return 0
        }
      }
      if let failure { throw failure }
      if read == 0 { break }
      count += read
    }
    bytes.removeLast(length - count)
    prefix = bytes
    return bytes
  }

  /// Reads up to `min(buffer.count, 64 KiB)` bytes (the bytes `readPrefix` read
  /// ahead first); 0 at the end of the file.
  ///
  /// - Throws: `FileError.Reason.system` when the system call fails; the
  ///   trace reader reports it at the line it was reading.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError.Reason) -> Int {
    if prefixServed < prefix.count {
      guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
      let count = min(buffer.count, prefix.count - prefixServed)
      prefix.withUnsafeBytes { all in base.copyMemory(from: all.baseAddress! + prefixServed, byteCount: count) }
      prefixServed += count
      return count
    }
    return try readFile(into: buffer)
  }

  /// `read(into:)` from the file itself.
  private func readFile(into buffer: UnsafeMutableRawBufferPointer) throws(FileError.Reason) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      #if canImport(Glibc)
      let count = Glibc.read(descriptor, base, min(buffer.count, Self.chunkSize))
      #else
      let count = Darwin.read(descriptor, base, min(buffer.count, Self.chunkSize))
      #endif
      if count >= 0 { return count }
      let code = errno
      if code == EINTR { continue }
      if code == EISDIR { throw .isDirectory }
      throw .system(operation: "read", code: code)
    }
  }
}

/// A file the command line could not open or read.
///
/// `description` is the line the command line prints: `path: error: message`.
struct FileError: Error, Hashable, CustomStringConvertible {
  /// Why a file could not be opened or read.
  enum Reason: Error, Hashable, CustomStringConvertible {
    /// The file does not exist (`ENOENT`, `ENOTDIR`).
    case notFound
    /// The path names a directory.
    case isDirectory
    /// The file exists but may not be read (`EACCES`, `EPERM`).
    case permissionDenied
    /// Another system error, with the failing call and `errno`.
    case system(operation: String, code: Int32)

    var description: String {
      switch self {
      case .notFound: return "no such file"
      case .isDirectory: return "is a directory; expected a trace file"
      case .permissionDenied: return "permission denied"
      case .system(let operation, let code): return "cannot \(operation): \(String(cString: strerror(code)))"
      }
    }
  }

  /// The path as given.
  var path: String
  /// What went wrong.
  var reason: Reason

  var description: String { "\(path): error: \(reason)" }
}
