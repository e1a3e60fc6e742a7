import Gestures
import Testing

@Suite struct MemoryByteSourceTests {
  @Test func servesTheBytesInChunksThenZero() {
    var source = MemoryByteSource("abcdefg", chunkSize: 3)
    var storage = [UInt8](repeating: 0, count: 5)
    var collected: [UInt8] = []
    var counts: [Int] = []
    while true {
      let count = storage.withUnsafeMutableBytes { source.read(into: $0) }
      counts.append(count)
      if count == 0 { break }
      collected += storage[0..<count]
    }
    // 7 bytes in chunks of at most 3: 3, 3, 1, then the end.
    #expect(counts == [3, 3, 1, 0])
    #expect(collected == Array("abcdefg".utf8))
    #expect(source.offset == 7)
  }

  @Test func aSmallBufferLimitsTheChunk() {
    var source = MemoryByteSource(bytes: [1, 2, 3, 4])
    var storage = [UInt8](repeating: 0, count: 2)
    let count = storage.withUnsafeMutableBytes { source.read(into: $0) }
    #expect(count == 2)
    #expect(storage == [1, 2])
  }
}
