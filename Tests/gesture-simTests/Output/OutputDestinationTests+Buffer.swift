#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import gesture_sim
import Testing

/// `OutputDestination` collects text in blocks of 64 KiB and writes each block out
/// before a text would overflow it, so that its buffer never grows past one block
/// (the peak memory of every run, docs/performance.md, "The user's path"), and the
/// bytes written are the texts in order.
@Suite struct OutputDestinationBufferTests {
  @Test func theBufferNeverGrowsPastOneBlockAndTheBytesAreTheTextsInOrder() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let path = scratch.path + "/out.txt"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    var stream = OutputDestination(descriptor: descriptor)
    // 40 000 + 40 000 bytes would be 80 000 in one buffer: the first 40 000 go out first.
    let texts = [String(repeating: "a", count: 40_000), String(repeating: "b", count: 40_000), "c\n"]
    for text in texts {
      stream.write(text)
      #expect(stream.buffer.count <= OutputDestination.blockSize)
      // A buffer that grew past its block would have doubled its capacity (2 × 64 KiB).
      #expect(stream.buffer.capacity < 2 * OutputDestination.blockSize)
    }
    // A text longer than a block is written out as soon as it is added.
    let long = String(repeating: "d", count: 70_000)
    stream.write(long)
    #expect(stream.buffer.isEmpty)
    stream.write("e")
    stream.flush()
    close(descriptor)
    #expect(stream.failure == nil)
    #expect(scratch.read("out.txt") == texts.joined() + long + "e")
  }
}
