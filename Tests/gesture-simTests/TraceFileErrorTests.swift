import Gestures
@testable import gesture_sim
import Testing

/// The errors of a trace file read whole, as the command line prints them.
@Suite struct TraceFileErrorTests {
  @Test func aTraceFileErrorIsPrintedWithItsExitCode() {
    var errors = ""
    let missing = TraceFileError.file(FileError(path: "/no/such.csv", reason: .notFound))
    #expect(missing.report(to: &errors) == 66)
    #expect(errors == "/no/such.csv: error: no such file\n")
    errors = ""
    let bad = TraceFileError.trace(TraceError(path: "t.csv", line: 1, column: 1, reason: .emptyFile))
    #expect(bad.report(to: &errors) == 65)
    #expect(errors == "t.csv:1:1: error: the file is empty; expected a header line such as 't,id,phase,x,y'\n")
  }
}
