/// Writes ASCII text into a raw buffer, for the benchmarks' trace generators.
///
/// Cheap on purpose: a generated trace is read back by the benchmark that times
/// the reader, so every instruction spent here is charged to the reader. Numbers
/// are written two digits at a time from a table, without bounds checks per byte;
/// callers check `remaining` (at least 64 bytes) before each line.
struct LineWriter {
  let buffer: UnsafeMutableRawBufferPointer
  private let base: UnsafeMutableRawPointer
  private(set) var count = 0

  init(buffer: UnsafeMutableRawBufferPointer) {
    self.buffer = buffer
    // An empty buffer may have no address; nothing is written then (remaining is 0).
    base = buffer.baseAddress ?? UnsafeMutableRawPointer(bitPattern: 1)!
  }

  /// The bytes still free.
  var remaining: Int { buffer.count - count }

  /// Writes `text` (ASCII).
  mutating func write(_ text: StaticString) {
    precondition(text.utf8CodeUnitCount <= remaining, "LineWriter: the buffer is full")
    (base + count).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
    count += text.utf8CodeUnitCount
  }

  /// Writes `bytes` (at most `remaining`).
  mutating func write(_ bytes: UnsafeRawBufferPointer) {
    precondition(bytes.count <= remaining, "LineWriter: the buffer is full")
    if let source = bytes.baseAddress {
      (base + count).copyMemory(from: source, byteCount: bytes.count)
    }
    count += bytes.count
  }

  /// Writes `value / 10^decimals` in fixed notation, with exactly `decimals`
  /// digits after the point (none and no point when 0) and at least one before it.
  ///
  /// - Precondition: `value ≥ 0`, `decimals` in 0…18, and room for the text.
  mutating func writeFixed(_ value: Int64, decimals: Int) {
    precondition(value >= 0 && decimals >= 0 && decimals <= 18, "LineWriter.writeFixed: out of range")
    precondition(remaining >= 21, "LineWriter: the buffer is full")
    guard decimals > 0 else {
      writeDigits(UInt64(value), width: 1)
      return
    }
    var scale: UInt64 = 10
    for _ in 1..<decimals { scale *= 10 }
    let whole = UInt64(value) / scale
    writeDigits(whole, width: 1)
    base.storeBytes(of: 0x2E, toByteOffset: count, as: UInt8.self)
    count += 1
    writeDigits(UInt64(value) - whole * scale, width: decimals)
  }

  /// Writes `value` (0…999 999) as exactly six digits, with leading zeros.
  mutating func writeSixDigits(_ value: Int64) {
    precondition(value >= 0 && value < 1_000_000 && remaining >= 6, "LineWriter.writeSixDigits: out of range")
    let pairs = UnsafeRawPointer(Self.pairs.utf8Start)
    let n = Int(value)
    let high = n / 10_000
    let middle = n / 100 % 100
    let low = n % 100
    base.storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 * high, as: UInt16.self), toByteOffset: count, as: UInt16.self)
    base.storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 * middle, as: UInt16.self), toByteOffset: count + 2, as: UInt16.self)
    base.storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 * low, as: UInt16.self), toByteOffset: count + 4, as: UInt16.self)
    count += 6
  }

  /// Writes `value` in decimal with leading zeros up to `width` digits, two digits
  /// at a time from the right.
  private mutating func writeDigits(_ value: UInt64, width: Int) {
    var digits = 1
    var limit: UInt64 = 10
    while digits < 20 && value >= limit {
      digits += 1
      limit = limit &* 10
    }
    if digits < width { digits = width }
    var n = value
    var end = count + digits
    count = end
    let pairs = UnsafeRawPointer(Self.pairs.utf8Start)
    while end - 2 >= count - digits + (digits & 1) {
      let pair = Int(n % 100)
      n /= 100
      end -= 2
      base.storeBytes(of: pairs.loadUnaligned(fromByteOffset: 2 * pair, as: UInt16.self), toByteOffset: end, as: UInt16.self)
    }
    if digits & 1 == 1 {
      base.storeBytes(of: UInt8(truncatingIfNeeded: n % 10) &+ 0x30, toByteOffset: end - 1, as: UInt8.self)
    }
  }

  /// "00" to "99": the two digits of n at 2n and 2n + 1.
  private static var pairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }
}
