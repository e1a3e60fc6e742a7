@testable import gesture_sim
import Testing

@Suite struct CommandLineToolTests {
  @Test func runsWithoutArguments() {
    var out = ""
    var err = ""
    let code = CommandLineTool.run(arguments: [], output: &out, errors: &err)
    #expect(code == 0)
    #expect(!out.isEmpty)
  }
}
