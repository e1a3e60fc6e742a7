/// Writes ASCII text into a raw buffer.
struct LineWriter {
  let buffer: UnsafeMutableRawBufferPointer
  var count = 0

  init(buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }

  var remaining: Int { buffer.count - count }

  mutating func write(_ text: StaticString) {
    text.withUTF8Buffer { bytes in
      for byte in bytes { buffer[count] = byte; count += 1 }
    }
  }

  mutating func write(_ text: String) {
    for byte in text.utf8 { buffer[count] = byte; count += 1 }
  }

  /// Writes `value / 10^decimals` in fixed notation (value ≥ 0).
  mutating func writeFixed(_ value: Int64, decimals: Int) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var n = value
    var length = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[length] = UInt8(truncatingIfNeeded: n % 10) + 0x30
        n /= 10
        length += 1
      } while n > 0 || length <= decimals
      var index = length - 1
      while index >= 0 {
        if index == decimals - 1 { buffer[count] = 0x2E; count += 1 }
        buffer[count] = raw[index]
        count += 1
        index -= 1
      }
    }
  }
}
