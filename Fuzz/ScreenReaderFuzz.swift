// libFuzzer target: the screen file reader (docs/robustness.md, "Fuzzing"; docs/screens.md).
// Built and run by scripts/fuzz.sh (`scripts/fuzz.sh screen 600`), not by SwiftPM, together with
// Recorders/ScreenRecorder.swift (its JSON writer) and Tests/GesturesTests/Support/ScreenSamples.swift
// (the description of a `Screen` for that writer).
//
// For any bytes, the reader must return a `Screen` or throw a `ScreenError`, never trap, hang or
// leak. Each input is read twice: whole (`Screen(json:path:)`) and from a `ByteSource` serving
// 1...13 bytes at a time (`Screen.read(from:path:)`); both must agree exactly. An error is at a
// place inside the input, its text one line `fuzz.json:L:C: error: …`. A screen read must be one a
// `ScreenScene` can run (`validate()` throws nothing), and written by the screen recorder's writer it must
// read back to the same screen. A violated promise traps with a message naming it.
import Gestures
import ScrollPhysics

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant violated: \(message())") }
}

enum Outcome: Equatable {
  case screen(Screen)
  case error(ScreenError)
}

func readWhole(_ bytes: [UInt8]) -> Outcome {
  do {
    return .screen(try Screen(json: bytes, path: "fuzz.json"))
  } catch {
    return .error(error)
  }
}

func readChunked(_ bytes: [UInt8], chunkSize: Int) -> Outcome {
  do {
    return .screen(try Screen.read(from: MemoryByteSource(bytes: bytes, chunkSize: chunkSize), path: "fuzz.json"))
  } catch {
    return .error(error)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let whole = readWhole(bytes)
  let chunked = readChunked(bytes, chunkSize: 1 + size % 13)
  require(chunked == whole, "reading in chunks of \(1 + size % 13) bytes gives \(chunked), whole gives \(whole)")
  switch whole {
  case .error(let error):
    let lines = 1 + bytes.lazy.filter { $0 == 0x0A }.count
    require(error.line >= 1 && error.line <= lines, "error line \(error.line) outside 1...\(lines): \(error)")
    require(error.column >= 1 && error.column <= size + 1, "error column \(error.column) outside 1...\(size + 1): \(error)")
    let text = error.description
    require(text.hasPrefix("fuzz.json:\(error.line):\(error.column): error: "), "error text \(text)")
    require(!text.contains("\n") && !text.contains("\r"), "error text on more than one line: \(text)")
  case .screen(let screen):
    do throws(SetupProblem) { try screen.validate() } catch { require(false, "a screen that cannot run was read: \(error)") }
    let text = ScreenRecorderJSON.text(ScreenRecorderJSON.Screen(describing: screen))
    do {
      let again = try Screen(json: Array(text.utf8), path: "again.json")
      require(again == screen, "the recorder's JSON reads back to another screen:\n\(text)")
    } catch {
      fatalError("fuzz invariant violated: the recorder's JSON of a screen read is refused: \(error)\n\(text)")
    }
  }
  return 0
}
