import Testing

@testable import ScrollPhysics

/// `Array.removeAllElements()`: the buffer is emptied and keeps its storage, on
/// both sides of the bulk-removal threshold.
@Suite struct ArrayRemovingElementsTests {
  @Test(arguments: [0, 1, 2, 4, 5, 32])
  func emptiesAndKeepsCapacity(count: Int) {
    var buffer = Array(0..<count)
    buffer.reserveCapacity(64)
    let capacity = buffer.capacity
    buffer.removeAllElements()
    #expect(buffer.isEmpty)
    #expect(buffer.capacity == capacity)
    // Reused: appending after the clear starts from index 0.
    buffer.append(7)
    #expect(buffer == [7])
  }

  /// Elements with storage of their own are released, whichever way they are removed.
  @Test(arguments: [2, 9])
  func releasesTheElements(count: Int) {
    final class Token {}
    weak var probe: Token?
    var buffer: [Token] = []
    do {
      let token = Token()
      probe = token
      buffer = Array(repeating: token, count: count)
    }
    #expect(probe != nil)
    buffer.removeAllElements()
    #expect(probe == nil)
  }
}
