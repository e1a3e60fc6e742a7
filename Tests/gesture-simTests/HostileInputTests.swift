import Foundation
import Gestures
@testable import gesture_sim
import Testing

/// Every class of hostile input of docs/robustness.md ("Hostile input"), fed to
/// `gesture-sim run` as a file: each gives a clear error naming the file, line and
/// column and exits 65 (bad data) or 66 (cannot open or read), or is read with a
/// documented warning; none crashes or hangs. Inputs are generated here, in a
/// scratch directory removed after each test.
@Suite struct HostileInputTests {
  static let header = "t,id,phase,x,y\n"

  /// A fresh directory under the temporary directory, removed by `cleanUp`.
  struct Scratch {
    let directory: String

    init() throws {
      directory = NSTemporaryDirectory() + "gesture-sim-hostile-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
      let path = directory + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      return path
    }

    func write(_ name: String, _ text: String) throws -> String {
      try write(name, Array(text.utf8))
    }

    func cleanUp() {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  /// Runs `gesture-sim run PATH --scene SCENE` in process, output discarded.
  static func run(_ path: String, scene: String = "side-menu") -> (code: Int32, err: String) {
    let result = runTool(["run", path, "--scene", scene, "--format", "json"])
    return (result.code, result.err)
  }

  /// Expects every scene to reject `path` with exit 65 and exactly `message`.
  static func expectDataError(_ path: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for scene in SceneSetup.scenes.map(\.name) {
      let result = run(path, scene: scene)
      #expect(result.code == 65, "scene \(scene)", sourceLocation: sourceLocation)
      #expect(result.err == message + "\n", "scene \(scene)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Garbage

  @Test func binaryGarbageIsInvalidUTF8AtItsFirstBadByte() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // "t" then 0xFF, which never occurs in UTF-8: line 1, column 2.
    let path = try scratch.write("garbage.bin", [0x74, 0xFF, 0x00, 0x9C, 0x0A, 0x80])
    Self.expectDataError(path, "\(path):1:2: error: invalid UTF-8 (byte 0xFF); expected UTF-8 text")
    // Seeded random buffers of 4 KiB (SplitMix64): whatever they hold, exit 65 and
    // one error line that names the file, a line and a column.
    var random = SplitMix64(seed: 9)
    for k in 0..<20 {
      let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let file = try scratch.write("random-\(k).bin", bytes)
      let result = Self.run(file)
      #expect(result.code == 65)
      #expect(result.err.hasPrefix("\(file):1:"), "\(result.err)")
      #expect(result.err.contains(": error: "))
      #expect(result.err.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test func utf16IsNotUTF8() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // UTF-16LE starts with its byte-order mark FF FE.
    let path = try scratch.write("utf16.csv", [0xFF, 0xFE] + Array(Self.header.utf8).flatMap { [$0, 0] })
    Self.expectDataError(path, "\(path):1:1: error: invalid UTF-8 (byte 0xFF); expected UTF-8 text")
  }

  @Test func nulBytesAreQuotedEscaped() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // x starts after "0,0,began," (10 characters): column 11.
    let path = try scratch.write("nul.csv", Self.header + "0,0,began,1\u{0}2,3\n")
    Self.expectDataError(path, "\(path):2:11: error: expected a number for x, found '1\\u{0}2'")
  }

  @Test func aHundredMegabyteLineStopsAtTheLineLimit() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // 100 MiB of digits without a line ending: the reader stops 1 byte past 64 KiB.
    let path = try scratch.write("line.csv", [UInt8](repeating: UInt8(ascii: "1"), count: 100 << 20))
    let result = Self.run(path)
    #expect(result.code == 65)
    #expect(result.err == "\(path):1:65537: error: line longer than 65536 bytes\n")
  }

  @Test func endlessDevicesEndAtTheLineLimitOrTheFirstBadByte() {
    // /dev/zero: NUL bytes without a line ending; /dev/null: nothing.
    #expect(Self.run("/dev/zero") == (65, "/dev/zero:1:65537: error: line longer than 65536 bytes\n"))
    #expect(Self.run("/dev/null") == (65, "/dev/null:1:1: error: the file is empty; expected a header line such as 't,id,phase,x,y'\n"))
    // /dev/urandom: random bytes fail far sooner than 64 KiB (a byte ≥ 0x80 is not
    // UTF-8 on its own), usually on line 1; a newline byte (0x0A, 1 in 256) can come
    // before the first bad byte, so the error may be on line 2 or later: any line, but
    // always a located data error at line:column.
    let urandom = Self.run("/dev/urandom")
    #expect(urandom.code == 65)
    let place = urandom.err.dropFirst("/dev/urandom:".count).split(separator: ":", maxSplits: 2)
    #expect(urandom.err.hasPrefix("/dev/urandom:"))
    #expect(place.count == 3 && Int(place[0]) != nil && Int(place[1]) != nil && place[2].hasPrefix(" error: "))
  }

  // MARK: Fingers, times, numbers

  @Test func tenThousandFingersStopAtTheThousandAndFirst() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    var text = Self.header
    for k in 0..<10_000 { text += "0,\(k),began,\(k % 390),\(k % 844)\n" }
    for k in 0..<10_000 { text += "1,\(k),ended,\(k % 390),\(k % 844)\n" }
    let path = try scratch.write("fingers.csv", text)
    // Finger 1000 is on line 1002; its phase follows "0,1000," (7 characters): column 8.
    Self.expectDataError(path, "\(path):1002:8: error: more than 1000 fingers down at once")
  }

  @Test func aThousandFingersMovingTogetherRunThroughEveryScene() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // The limit itself: 1,000 fingers down, moving together for 5 frames at 120 Hz,
    // then lifted. Each finger's rows are valid, so every scene runs it (exit 0).
    var text = Self.header
    for k in 0..<1_000 { text += "0,\(k),began,\(k % 390),\(k % 844)\n" }
    for step in 1...5 {
      for k in 0..<1_000 { text += "\(Double(step) / 120),\(k),moved,\(k % 390),\((k + step) % 844)\n" }
    }
    for k in 0..<1_000 { text += "0.05,\(k),ended,\(k % 390),\((k + 5) % 844)\n" }
    let path = try scratch.write("thousand.csv", text)
    for scene in SceneSetup.scenes.map(\.name) { #expect(Self.run(path, scene: scene) == (0, ""), "scene \(scene)") }
    // The gestures scene sees 1,000 touches, all 1,000 fingers down at once.
    #expect(runTool(["run", path, "--scene", "gestures", "--format", "json"]).out.contains("\"touches\":1000,\"maxFingersDown\":1000,"))
  }

  @Test func timesOf1e300AreBeyondTheTimeLimit() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let path = try scratch.write("t.csv", Self.header + "0,0,began,1,2\n1e300,0,ended,1,2\n")
    Self.expectDataError(
      path, "\(path):3:1: error: time '1e300' is beyond ±4000000000 seconds; expected seconds since an origin such as the device's boot or the Unix epoch")
  }

  @Test func aGapOfAlmostTheTimeLimitRunsAtOnce() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    // A tap at 0 and one at 3,999,999,999 s: about 4.8e11 display frames at 120 Hz
    // lie between them, none of which can change anything (the scenes are at rest),
    // so the replay skips them; before that it ran (and recorded) every one.
    let path = try scratch.write(
      "gap.csv", Self.header + "0,0,began,1,2\n0.08,0,ended,1,2\n3999999999,0,began,1,2\n3999999999.08,0,ended,1,2\n")
    for scene in SceneSetup.scenes.map(\.name) { #expect(Self.run(path, scene: scene) == (0, ""), "scene \(scene)") }
  }

  @Test func nanAndInfinityInEverySpellingAreErrors() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let nonFinite = ["nan", "NaN", "-nan", "+nan", "nan(0x1)", "NAN", "snan", "inf", "-inf", "infinity", "+Infinity", "INF",
                     "1e999", "-1e400", "1.8e308"]
    for (k, text) in nonFinite.enumerated() {
      let path = try scratch.write("nan-\(k).csv", Self.header + "\(text),0,began,1,2\n")
      Self.expectDataError(path, "\(path):2:1: error: expected a finite number for t, found '\(text)'")
    }
    // Not decimal at all: hexadecimal floats, the infinity sign.
    for (k, text) in ["0x1p9999", "0x1p3", "∞"].enumerated() {
      let path = try scratch.write("hex-\(k).csv", Self.header + "\(text),0,began,1,2\n")
      Self.expectDataError(path, "\(path):2:1: error: expected a number for t, found '\(text)'")
    }
    // x at column 11 and y at column 13.
    let x = try scratch.write("x.csv", Self.header + "0,0,began,NaN,2\n")
    Self.expectDataError(x, "\(x):2:11: error: expected a finite number for x, found 'NaN'")
    let y = try scratch.write("y.csv", Self.header + "0,0,began,1,-inf\n")
    Self.expectDataError(y, "\(y):2:13: error: expected a finite number for y, found '-inf'")
  }

  @Test func hugeCoordinatesAndIDsAreErrors() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let x = try scratch.write("x.csv", Self.header + "0,0,began,1e300,2\n")
    Self.expectDataError(x, "\(x):2:11: error: x coordinate '1e300' is beyond ±1000000 points")
    // 2^63 = Int.max + 1.
    let id = try scratch.write("id.csv", Self.header + "0,9223372036854775808,began,1,2\n")
    Self.expectDataError(id, "\(id):2:3: error: finger id '9223372036854775808' is too large; the largest is 9223372036854775807")
    // Int.max itself is a valid id.
    let largest = try scratch.write("max.csv", Self.header + "0,9223372036854775807,began,1,2\n0.1,9223372036854775807,ended,1,2\n")
    for scene in SceneSetup.scenes.map(\.name) { #expect(Self.run(largest, scene: scene) == (0, ""), "scene \(scene)") }
  }

  @Test func timesGoingBackwardsAreAnErrorAndNegativeTimesAreFine() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let back = try scratch.write("back.csv", Self.header + "1,0,began,1,2\n0.5,0,ended,1,2\n")
    Self.expectDataError(back, "\(back):3:1: error: time '0.5' is earlier than the previous row's time 1.0 (line 2); rows must be in time order")
    // Any origin: a tap at −5 s, and times that underflow to 0 or are subnormal.
    let negative = try scratch.write("negative.csv", Self.header + "-5,0,began,1,2\n-4.92,0,ended,1,2\n")
    let tiny = try scratch.write("tiny.csv", Self.header + "1e-999,0,began,1,2\n1e-320,0,ended,1,2\n")
    for scene in SceneSetup.scenes.map(\.name) {
      #expect(Self.run(negative, scene: scene) == (0, ""), "scene \(scene)")
      #expect(Self.run(tiny, scene: scene) == (0, ""), "scene \(scene)")
    }
  }

  // MARK: Quoting and line endings

  @Test func nestedQuotesAreTextNotQuoting() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let quotes = String(repeating: "\"", count: 10_000)
    let path = try scratch.write("quotes.csv", Self.header + "0,0,\(quotes)began\(quotes),1,2\n")
    // The phase starts at column 5; the quote is cut after 64 characters.
    Self.expectDataError(
      path,
      "\(path):2:5: error: unknown phase '\(String(repeating: "\"", count: 64))…'; expected one of began, moved, stationary, ended, cancelled")
    // A quoted comma splits the field: the format has no quoting.
    let comma = try scratch.write("comma.csv", Self.header + "\"0,5\",0,began,1,2\n")
    Self.expectDataError(comma, "\(comma):2:1: error: expected a number for t, found '\"0'")
    let header = try scratch.write("header.csv", "\"t\",\"id\",\"phase\",\"x\",\"y\"\n0,0,began,1,2\n")
    Self.expectDataError(header, "\(header):1:1: error: unknown column '\"t\"'; expected one of t, id, phase, x, y, force, radius, coalesced")
  }

  @Test func crlfAndAByteOrderMarkAreAcceptedAndLoneCRIsNotALineEnding() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let crlf = try scratch.write("crlf.csv", "\u{FEFF}t,id,phase,x,y\r\n0,0,began,1,2\r\n0.1,0,ended,1,2\r\n")
    for scene in SceneSetup.scenes.map(\.name) { #expect(Self.run(crlf, scene: scene) == (0, ""), "scene \(scene)") }
    // Classic Mac line endings: the whole file is one line, so the header's last name
    // runs on ("t,id,phase,x," is 13 characters: column 14).
    let cr = try scratch.write("cr.csv", "t,id,phase,x,y\r0,0,began,1,2\r")
    Self.expectDataError(cr, "\(cr):1:14: error: unknown column 'y\\r0'; expected one of t, id, phase, x, y, force, radius, coalesced")
    // A byte-order mark anywhere but the start is text.
    let bom = try scratch.write("bom.csv", Self.header + "\u{FEFF}0,0,began,1,2\n")
    Self.expectDataError(bom, "\(bom):2:1: error: expected a number for t, found '\u{FEFF}0'")
  }

  // MARK: Empty and truncated files

  @Test func emptyFilesAndAHeaderWithoutRows() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let empty = try scratch.write("empty.csv", "")
    Self.expectDataError(empty, "\(empty):1:1: error: the file is empty; expected a header line such as 't,id,phase,x,y'")
    let comments = try scratch.write("comments.csv", "# viewport: 390x844\n# a note\n")
    Self.expectDataError(
      comments, "\(comments):3:1: error: expected a header line naming the columns, such as 't,id,phase,x,y', found the end of the file")
    // A header alone is read, with a warning; the scene runs without touches.
    let header = try scratch.write("header.csv", Self.header)
    for scene in SceneSetup.scenes.map(\.name) {
      #expect(Self.run(header, scene: scene) == (0, "\(header):1:1: warning: the trace has a header but no rows\n"), "scene \(scene)")
    }
  }

  @Test func truncatedFilesAreErrorsOrWarnings() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let full = Self.header + "0.5,0,began,10.25,20\n0.6,0,moved,11.5,21\n0.7,0,ended,123.5,22.75\n"
    // Mid-row: "0.7,0,end" (the phase cut short at column 7), without the last
    // row's 15 further characters "ed,123.5,22.75\n".
    let midRow = try scratch.write("mid-row.csv", String(full.prefix(full.count - 15)))
    Self.expectDataError(midRow, "\(midRow):4:7: error: unknown phase 'end'; expected one of began, moved, stationary, ended, cancelled")
    // Mid-row after a field: "0.7,0,ended" (without ",123.5,22.75\n", 13
    // characters) lacks x and y: too few fields, just after its 11 characters.
    let afterField = try scratch.write("after-field.csv", String(full.prefix(full.count - 13)))
    Self.expectDataError(afterField, "\(afterField):4:12: error: too few fields: expected 5, found 3")
    // Mid-number: 22.75 cut to 22.7 still reads, so the row is read with a warning
    // after its 22 characters ("0.7,0,ended,123.5,22.7").
    let midNumber = try scratch.write("mid-number.csv", String(full.dropLast(2)))
    for scene in SceneSetup.scenes.map(\.name) {
      let result = Self.run(midNumber, scene: scene)
      #expect(result.code == 0)
      #expect(result.err == "\(midNumber):4:23: warning: the last row has no line ending; the file may have been cut short inside it; it is read as it is\n")
    }
    // Mid-gesture (whole rows, but the finger never lifts): a warning, and the
    // reader cancels the touch.
    let midGesture = try scratch.write("mid-gesture.csv", Self.header + "0,0,began,1,2\n0.1,0,moved,5,2\n")
    let result = Self.run(midGesture)
    #expect(result.code == 0)
    #expect(result.err == "\(midGesture):3:5: warning: finger 0 is still down at the end of the file; expected 'ended' or 'cancelled'; a 'cancelled' touch is added for it at time 0.1\n")
    // Mid-UTF-8: a comment cut inside "☕" (E2 98 95) after "# source: café " (15
    // characters): the lone lead byte is at column 16.
    let cut = Array("# source: café ☕\n".utf8).prefix(18)
    let midUTF8 = try scratch.write("mid-utf8.csv", Array(cut))
    Self.expectDataError(midUTF8, "\(midUTF8):1:16: error: invalid UTF-8 (byte 0xE2); expected UTF-8 text")
  }

  // MARK: Metadata

  @Test func overlongMetadataIsBounded() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    var many = ""
    for k in 0..<10_000 { many += "# k\(k): v\n" }
    let path = try scratch.write("many.csv", many + Self.header)
    // The 257th unknown key, at column 3 of line 257.
    Self.expectDataError(path, "\(path):257:3: error: more than 256 metadata comments with unknown keys")
    // A 100 KB comment is a line beyond the limit.
    let long = try scratch.write("long.csv", "# source: " + String(repeating: "s", count: 100_000) + "\n" + Self.header)
    Self.expectDataError(long, "\(long):1:65537: error: line longer than 65536 bytes")
  }

  // MARK: Files that are not regular files

  @Test func aDirectoryOrAMissingFileCannotBeOpened() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    for scene in SceneSetup.scenes.map(\.name) {
      #expect(Self.run(scratch.directory, scene: scene) == (66, "\(scratch.directory): error: is a directory; expected a trace file\n"))
      #expect(Self.run(scratch.directory + "/none.csv", scene: scene) == (66, "\(scratch.directory)/none.csv: error: no such file\n"))
    }
  }

  @Test func aReadThatFailsExits66NamingTheLine() {
    // Reading /proc/self/mem at offset 0 (unmapped) fails with EIO on Linux.
    let result = Self.run("/proc/self/mem")
    #expect(result.code == 66)
    #expect(result.err == "/proc/self/mem:1:1: error: could not read the trace: cannot read: \(String(cString: strerror(EIO)))\n")
  }

  @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && hostileTool != nil,
                 "needs root, setpriv and the built tool: runs the tool as nobody to read a file with mode 000"))
  func anUnreadableFileExits66() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let path = try scratch.write("locked.csv", Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n")
    chmod(path, 0)
    chmod(scratch.directory, 0o755)
    // As root the file is readable; as nobody (uid 65534) it is not.
    let result = try spawn("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", try #require(hostileTool), "run", path])
    #expect(result.code == 66)
    #expect(result.err == "\(path): error: permission denied\n")
  }

  @Test func aNamedPipeIsReadAsItIsWritten() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let path = scratch.directory + "/pipe.csv"
    #expect(mkfifo(path, 0o600) == 0)
    // The writer opens the pipe on another thread; the reader's open waits for it.
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: path)
      handle?.write(Data((Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n").utf8))
      try? handle?.close()
    }
    writer.start()
    let result = runTool(["run", path, "--scene", "gestures", "--format", "json"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    // Both rows arrived: two events, and the tap they make.
    #expect(result.out.contains("\"events\":2,"), "\(result.out)")
    #expect(result.out.contains("\"kind\":\"tap\",\"state\":\"recognized\""), "\(result.out)")
  }

  @Test(.enabled(if: hostileTool != nil, "needs the built tool"))
  func aNamedPipeWithoutAWriterWaitsForOneLikeCat() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let path = scratch.directory + "/pipe.csv"
    #expect(mkfifo(path, 0o600) == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(hostileTool))
    process.arguments = ["run", path, "--scene", "gestures"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Still waiting in open(2) after 0.3 s, as `cat` would.
    Thread.sleep(forTimeInterval: 0.3)
    #expect(process.isRunning)
    // A writer arrives: the tool reads the trace and exits 0.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.write(Data((Self.header + "0,0,began,1,2\n0.1,0,ended,1,2\n").utf8))
    try handle.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}

/// The built `gesture-sim` next to the test bundle, else `.build/debug/gesture-sim`.
let hostileTool: String? = {
  var candidates: [String] = []
  if let executable = Bundle.main.executablePath {
    var parts = executable.split(separator: "/", omittingEmptySubsequences: false)
    while let last = parts.last, !last.hasSuffix(".xctest") && parts.count > 1 { parts.removeLast() }
    if parts.count > 1 {
      parts.removeLast()
      candidates.append(parts.joined(separator: "/") + "/gesture-sim")
    }
  }
  candidates.append(packageRoot + "/.build/debug/gesture-sim")
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs `executable` with `arguments`; returns its exit status and output.
private func spawn(_ executable: String, _ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}
