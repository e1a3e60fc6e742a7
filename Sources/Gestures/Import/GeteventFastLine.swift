/// The byte-level fast path for the event lines `getevent -t` and `-lt`
/// print (AOSP toolbox `getevent.c`), which are nearly all of a recording:
///
///     [   53890.813990] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000382            
///     [   53890.813990] 0003 0035 000001be
///
/// - the time as `[%8ld.%06ld] ` (at most eight digits of seconds, exactly
///   six of microseconds), then one space;
/// - optionally a device, `/dev/…:` and one space;
/// - the type, code and value separated by spaces: `EV_SYN`, `EV_KEY` or
///   `EV_ABS` and a code label `getevent -l` prints, or four hexadecimal
///   digits each; the value as eight hexadecimal digits, or `DOWN` or `UP`;
/// - trailing spaces, then `\n` or `\r\n`.
///
/// It reads words of eight bytes at a time, and it remembers the last line's
/// time and device field: the lines of one frame share them, so each is
/// converted once per frame. A line of any other shape (a `-T` date, `rate N`,
/// tabs, other event types, a prompt or range line, …) is left to the general
/// parser, `GeteventParser.parseLine()`, which gives the same result for every
/// line this path accepts: the fast path is an optimization only.
struct GeteventFastLine {
  /// One event line, parsed.
  struct Line {
    /// Seconds, as the general parser computes them.
    var time = 0.0
    /// The device key (FNV-1a of the device field), when `hasDevice`.
    var deviceKey = 0
    var hasDevice = false
    var type: UInt16 = 0
    var code: UInt16 = 0
    var value: Int32 = 0
    /// The device field's bytes (without the colon), as offsets.
    var deviceStart = 0
    var deviceEnd = 0
    /// One past the line's last byte, line ending excluded.
    var contentEnd = 0
    /// The offset of the line's `\n`.
    var newline = 0

    /// The device key, or nil when the line names no device.
    var device: Int? { hasDevice ? deviceKey : nil }
    /// Whether the line is `ABS_MT_POSITION_X` or `ABS_MT_POSITION_Y`.
    var isPosition: Bool { type == EvdevCode.absType && (code == EvdevCode.mtPositionX || code == EvdevCode.mtPositionY) }
    /// Whether the line is `SYN_REPORT`.
    var isReport: Bool { type == EvdevCode.synType && code == EvdevCode.synReport }
  }

  /// The sixteen bytes after `[` of the last time parsed, and its value.
  private var timeWords: (UInt64, UInt64) = (0, 0)
  private var time = 0.0
  private var hasTime = false
  /// The last device field (up to 32 bytes, colon excluded) and its key.
  private var deviceWords: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var deviceLength = 0
  private var deviceKey = 0

  /// The longest line this path reads, bytes.
  static let window = 192
  /// The bytes that must be readable from a line's start: the window and
  /// one word more (the scans read eight bytes at a time).
  static let readable = window + 16

  private static let spaces: UInt64 = 0x2020_2020_2020_2020

  /// Parses the line at `start` into `line` and returns `true` when it has
  /// one of the fixed shapes and its content is at most `maximumLength`
  /// bytes; returns `false` otherwise (`line` then holds no meaning). At
  /// least `readable` bytes must be readable from `start`.
  mutating func parse(_ p: UnsafePointer<UInt8>, at start: Int, maximumLength: Int, into line: inout Line) -> Bool {
    let raw = UnsafeRawPointer(p)
    let limit = start + Self.window
    guard p[start] == UInt8(ascii: "[") else { return false }
    // The time: "[" 8 characters "." 6 digits "]" " ".
    let w0 = raw.loadUnaligned(fromByteOffset: start + 1, as: UInt64.self)
    let w1 = raw.loadUnaligned(fromByteOffset: start + 9, as: UInt64.self)
    if !(hasTime && w0 == timeWords.0 && w1 == timeWords.1) {
      guard let parsed = Self.time(p, start + 1) else { return false }
      time = parsed
      timeWords = (w0, w1)
      hasTime = true
    }
    guard p[start + 17] == 0x20 else { return false }
    var i = start + 18
    // The device.
    var device: Int?
    var deviceStart = i
    var deviceEnd = i
    if p[i] == UInt8(ascii: "/") {
      deviceStart = i
      if deviceLength > 0 && p[i + deviceLength] == UInt8(ascii: ":") && sameDevice(raw, i) {
        deviceEnd = i + deviceLength
      } else {
        var j = i
        while j - i < 32 && p[j] > 0x20 && p[j] != UInt8(ascii: ":") { j &+= 1 }
        guard p[j] == UInt8(ascii: ":"), j - i < 32 else { return false }
        deviceEnd = j
        remember(raw, i, j)
      }
      device = deviceKey
      i = deviceEnd + 1
      guard p[i] == 0x20 else { return false }
      i &+= 1
    }
    // The type.
    let typeStart = i
    i = Self.tokenEnd(raw, i, limit)
    let type: UInt16
    if i - typeStart == 4, let hex = Self.hex4(p, typeStart) {
      type = hex
    } else {
      // EV_ABS, EV_SYN, EV_KEY: six bytes, compared as one word (little-endian).
      guard i - typeStart == 6 else { return false }
      switch raw.loadUnaligned(fromByteOffset: typeStart, as: UInt64.self) & 0xFFFF_FFFF_FFFF {
      case 0x5342_415F_5645: type = EvdevCode.absType  // "EV_ABS"
      case 0x4E59_535F_5645: type = EvdevCode.synType  // "EV_SYN"
      case 0x5945_4B5F_5645: type = EvdevCode.keyType  // "EV_KEY"
      default: return false
      }
    }
    guard p[i] == 0x20 else { return false }
    i = Self.skipSpaces(raw, i, limit)
    // The code.
    let codeStart = i
    i = Self.tokenEnd(raw, i, limit)
    let code: UInt16
    if i - codeStart == 4, let hex = Self.hex4(p, codeStart) {
      code = hex
    } else {
      guard let label = EvdevCode.code(label: UnsafeBufferPointer(start: p + codeStart, count: i - codeStart), type: type) else { return false }
      code = label
    }
    guard p[i] == 0x20 else { return false }
    i = Self.skipSpaces(raw, i, limit)
    // The value.
    let valueStart = i
    i = Self.tokenEnd(raw, i, limit)
    let value: Int32
    switch i - valueStart {
    case 8:
      guard let hex = Self.hex8(raw, valueStart) else { return false }
      value = Int32(bitPattern: hex)
    case 4 where p[valueStart] == UInt8(ascii: "D") && p[valueStart + 1] == UInt8(ascii: "O") && p[valueStart + 2] == UInt8(ascii: "W") && p[valueStart + 3] == UInt8(ascii: "N"):
      value = 1
    case 2 where p[valueStart] == UInt8(ascii: "U") && p[valueStart + 1] == UInt8(ascii: "P"):
      value = 0
    default:
      return false
    }
    // Trailing spaces, then the line ending.
    if p[i] == 0x20 { i = Self.skipSpaces(raw, i, limit) }
    var contentEnd = i
    if p[i] == 0x0D {
      i &+= 1
    }
    guard i < limit, p[i] == 0x0A else { return false }
    if p[contentEnd] != 0x0D { contentEnd = i }
    guard contentEnd - start <= maximumLength else { return false }
    line.time = time
    line.deviceKey = device ?? 0
    line.hasDevice = device != nil
    line.type = type
    line.code = code
    line.value = value
    line.deviceStart = deviceStart
    line.deviceEnd = deviceEnd
    line.contentEnd = contentEnd
    line.newline = i
    return true
  }

  /// The time of `%8ld.%06ld]` at `i`: up to eight digits right-aligned in
  /// spaces, a point, six digits and `]`, as `GeteventParser` computes it.
  private static func time(_ p: UnsafePointer<UInt8>, _ i: Int) -> Double? {
    var k = i
    while k < i + 7 && p[k] == 0x20 { k &+= 1 }
    var whole: Int64 = 0
    while k < i + 8 {
      let d = p[k] &- 0x30
      guard d < 10 else { return nil }
      whole = whole &* 10 &+ Int64(d)
      k &+= 1
    }
    guard p[i + 8] == UInt8(ascii: "."), p[i + 15] == UInt8(ascii: "]") else { return nil }
    var fraction: Int64 = 0
    for j in (i + 9)..<(i + 15) {
      let d = p[j] &- 0x30
      guard d < 10 else { return nil }
      fraction = fraction &* 10 &+ Int64(d)
    }
    // The general parser: Double(whole) + (digits accumulated as a Double) / 10^6, both exact.
    return Double(whole) + Double(fraction) / 1_000_000
  }

  /// The first byte at or after `i` below 0x21 (a space, a tab, a line
  /// ending), or `limit` when there is none before it. (Bytes of 0x80 and
  /// above do not stop the scan: such a token matches no label or number, and
  /// the caller leaves the line to the general parser.)
  @inline(__always)
  private static func tokenEnd(_ raw: UnsafeRawPointer, _ i: Int, _ limit: Int) -> Int {
    var k = i
    while k < limit {
      let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      // The lowest byte below 0x21 is the lowest set bit (the classic "has less" test).
      let mask = (word &- 0x2121_2121_2121_2121) & ~word & 0x8080_8080_8080_8080
      if mask != 0 { return min(limit, k + mask.trailingZeroBitCount / 8) }
      k &+= 8
    }
    return limit
  }

  /// The first byte at or after `i` that is not a space, or `limit`.
  @inline(__always)
  private static func skipSpaces(_ raw: UnsafeRawPointer, _ i: Int, _ limit: Int) -> Int {
    var k = i
    while k < limit {
      let other = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ spaces
      if other != 0 { return min(limit, k + other.trailingZeroBitCount / 8) }
      k &+= 8
    }
    return limit
  }

  @inline(__always)
  private static func hexDigit(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: return UInt32(c &- 0x30)
    case 0x61...0x66: return UInt32(c &- 0x61 &+ 10)
    case 0x41...0x46: return UInt32(c &- 0x41 &+ 10)
    default: return nil
    }
  }

  @inline(__always)
  private static func hex4(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt16? {
    var value: UInt32 = 0
    for k in i..<(i + 4) {
      guard let d = hexDigit(p[k]) else { return nil }
      value = value << 4 | d
    }
    return UInt16(value)
  }

  /// Eight hexadecimal digits at `i` (either case), the first the most
  /// significant, all eight at once.
  @inline(__always)
  private static func hex8(_ raw: UnsafeRawPointer, _ i: Int) -> UInt32? {
    let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)  // the first character in the low byte
    let high: UInt64 = 0x8080_8080_8080_8080
    guard x & high == 0 else { return nil }
    // Per byte b < 0x80, b + (0x80 − n) has its high bit set exactly when b ≥ n (no carry
    // leaves the byte): a digit is 0x30 ≤ b < 0x3A, a letter 0x61 ≤ (b | 0x20) < 0x67.
    let lower = x | 0x2020_2020_2020_2020
    let digit = (x &+ 0x5050_5050_5050_5050) & ~(x &+ 0x4646_4646_4646_4646)
    let letter = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x1919_1919_1919_1919)
    guard (digit | letter) & high == high else { return nil }
    // Each byte's value: its low four bits, plus 9 for a letter (bit 6 set).
    let nibbles = (x & 0x0F0F_0F0F_0F0F_0F0F) &+ ((x >> 6) & 0x0101_0101_0101_0101) &* 9
    // Pack the nibbles, first byte most significant: pairs, then quadruples, then halves.
    let pairs = ((nibbles & 0x000F_000F_000F_000F) << 4) | ((nibbles >> 8) & 0x000F_000F_000F_000F)
    let quads = ((pairs & 0x0000_00FF_0000_00FF) << 8) | ((pairs >> 16) & 0x0000_00FF_0000_00FF)
    return UInt32(truncatingIfNeeded: ((quads & 0xFFFF) << 16) | ((quads >> 32) & 0xFFFF))
  }

  /// Whether the device field at `i` is the one remembered (the caller has
  /// checked the colon after it).
  @inline(__always)
  private func sameDevice(_ raw: UnsafeRawPointer, _ i: Int) -> Bool {
    // Whole words while they fit, then the last word ending at the field's end, masked to
    // the bytes not compared yet.
    var k = 0
    while k + 8 <= deviceLength {
      if raw.loadUnaligned(fromByteOffset: i + k, as: UInt64.self) != deviceWord(k / 8) { return false }
      k &+= 8
    }
    if k == deviceLength { return true }
    let remaining = deviceLength - k
    let word = raw.loadUnaligned(fromByteOffset: i + k, as: UInt64.self) & ((1 << UInt64(remaining * 8)) &- 1)
    return word == deviceWord(k / 8)
  }

  @inline(__always)
  private func deviceWord(_ index: Int) -> UInt64 {
    switch index {
    case 0: return deviceWords.0
    case 1: return deviceWords.1
    case 2: return deviceWords.2
    default: return deviceWords.3
    }
  }

  /// Remembers the device field `start..<end` (at most 32 bytes) and its key.
  private mutating func remember(_ raw: UnsafeRawPointer, _ start: Int, _ end: Int) {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &words) { target in
      target.copyMemory(from: UnsafeRawBufferPointer(start: raw + start, count: end - start))
    }
    deviceWords = words
    deviceLength = end - start
    // FNV-1a, as GeteventParser keys devices.
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for j in start..<end { h = (h ^ UInt64(raw.load(fromByteOffset: j, as: UInt8.self))) &* 0x100_0000_01b3 }
    deviceKey = Int(truncatingIfNeeded: h)
  }
}
