#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
@testable import gesture_sim
import Testing

@Suite struct FileByteSourceTests {
  /// A fresh directory under /tmp, removed with its files by `cleanUp`.
  struct Scratch {
    let directory: String
    var files: [String] = []

    init() {
      var template = Array("/tmp/gesture-sim-test-XXXXXX".utf8CString)
      let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
      precondition(made != nil, "mkdtemp failed")
      directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    mutating func write(_ name: String, _ bytes: [UInt8]) -> String {
      let path = directory + "/" + name
      let file = fopen(path, "wb")!
      _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      fclose(file)
      files.append(path)
      return path
    }

    func cleanUp() {
      for file in files { unlink(file) }
      rmdir(directory)
    }
  }

  /// Reads `source` to its end with a 1 MiB buffer: what each read returned (the
  /// last 0), and the bytes.
  static func readToEnd(_ source: FileByteSource) throws -> (counts: [Int], bytes: [UInt8]) {
    var storage = [UInt8](repeating: 0, count: 1 << 20)
    var collected: [UInt8] = []
    var counts: [Int] = []
    while true {
      let count = try storage.withUnsafeMutableBytes { raw throws(FileError.Reason) in try source.read(into: raw) }
      counts.append(count)
      if count == 0 { break }
      collected += storage[0..<count]
    }
    return (counts, collected)
  }

  /// A file of `count` varied bytes in `scratch`, and a source reading it.
  static func file(of count: Int, in scratch: inout Scratch) throws -> (bytes: [UInt8], source: FileByteSource) {
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
    return (bytes, try FileByteSource(path: scratch.write("data.bin", bytes)))
  }

  @Test func readsTheWholeFileInChunksOfAtMost64KiB() throws {
    var scratch = Scratch()
    defer { scratch.cleanUp() }
    // 200,000 bytes: at 64 KiB per read that is 3 full chunks and 3,392 bytes.
    let (bytes, source) = try Self.file(of: 200_000, in: &scratch)
    let (counts, collected) = try Self.readToEnd(source)
    #expect(counts == [65_536, 65_536, 65_536, 3_392, 0])
    #expect(collected == bytes)
  }

  /// The first bytes read ahead are served again: the reads give the whole file once,
  /// in order (4,096 bytes of prefix, then the file's 64 KiB reads resume after it).
  @Test func servesThePrefixItReadAheadBeforeTheRest() throws {
    var scratch = Scratch()
    defer { scratch.cleanUp() }
    // 70,000 bytes: the 4,096-byte prefix, then 65,536 bytes in one read, then 368.
    let (bytes, source) = try Self.file(of: 70_000, in: &scratch)
    #expect(try source.readPrefix() == Array(bytes[0..<4_096]))
    #expect(source.prefix == Array(bytes[0..<4_096]))
    let (counts, collected) = try Self.readToEnd(source)
    #expect(counts == [4_096, 65_536, 368, 0])
    #expect(collected == bytes)
    // A file shorter than the prefix: all of it, once.
    let short = try FileByteSource(path: scratch.write("short.csv", Array("t,id\n".utf8)))
    #expect(try short.readPrefix() == Array("t,id\n".utf8))
    var buffer = [UInt8](repeating: 0, count: 16)
    #expect(try buffer.withUnsafeMutableBytes { raw throws(FileError.Reason) in try short.read(into: raw) } == 5)
    #expect(try buffer.withUnsafeMutableBytes { raw throws(FileError.Reason) in try short.read(into: raw) } == 0)
  }

  @Test func feedsATraceReader() throws {
    var scratch = Scratch()
    defer { scratch.cleanUp() }
    let path = scratch.write("tap.csv", Array("# source: file test\nt,id,phase,x,y\n1.0,0,began,5,6\n1.1,0,ended,5,6\n".utf8))
    var reader = try TraceReader(source: FileByteSource(path: path), path: path)
    #expect(reader.metadata.source == "file test")
    let events = try reader.readAll()
    #expect(events.map(\.time) == [1.0, 1.1])
    #expect(events.map { $0.touches[0].phase } == [.began, .ended])
  }

  @Test func aMissingFileIsAnError() {
    let path = "/tmp/gesture-sim-no-such-dir/none.csv"
    #expect(throws: FileError(path: path, reason: .notFound)) { try FileByteSource(path: path) }
    #expect(FileError(path: path, reason: .notFound).description == "/tmp/gesture-sim-no-such-dir/none.csv: error: no such file")
  }

  @Test func aDirectoryIsAnError() {
    let scratch = Scratch()
    defer { scratch.cleanUp() }
    #expect(throws: FileError(path: scratch.directory, reason: .isDirectory)) { try FileByteSource(path: scratch.directory) }
    #expect(FileError(path: "traces", reason: .isDirectory).description == "traces: error: is a directory; expected a trace file")
  }

  @Test(.enabled(if: geteuid() != 0, "root may read any file, so permissions cannot make one unreadable"))
  func anUnreadableFileIsAnError() {
    var scratch = Scratch()
    defer { scratch.cleanUp() }
    let path = scratch.write("secret.csv", Array("t,id,phase,x,y\n".utf8))
    chmod(path, 0)
    #expect(throws: FileError(path: path, reason: .permissionDenied)) { try FileByteSource(path: path) }
  }

  @Test func systemErrorsNameTheCallAndTheSystemMessage() {
    // strerror(EIO) is "Input/output error" in glibc.
    #expect(FileError.Reason.system(operation: "read", code: EIO).description == "cannot read: \(String(cString: strerror(EIO)))")
    #expect(FileError(path: "a.csv", reason: .permissionDenied).description == "a.csv: error: permission denied")
  }
}
