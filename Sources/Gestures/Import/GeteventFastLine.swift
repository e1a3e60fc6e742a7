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
/// converted once per frame. It also remembers the whole seconds of the last
/// time (they change once a second) and the last few "type and code" fields
/// with the spaces after them (`EV_ABS       ABS_MT_POSITION_X    `): a
/// recording repeats a handful of them, so most lines are recognized by
/// comparing a few words instead of scanning and looking up the labels. A line of any other shape (a `-T` date, `rate N`,
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
    /// The value's column (1-based).
    var valueColumn = 0
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
  /// The whole seconds of the last time parsed, as their eight bytes and value.
  private var secondsWord: UInt64 = 0
  private var seconds: Int64 = 0
  private var hasSeconds = false
  /// The type and code fields recently parsed, most recent insertion at
  /// `nextField - 1` (round robin).
  private var fields: [Field] = Array(repeating: Field(), count: fieldCount)
  private var nextField = 0
  /// The number of spaces after the last value that had some.
  private var trailingSpaces = 0
  /// The entry the last line matched: the next line's is likely the one after it.
  private var lastField = 0

  /// A type and code field with the spaces after it: its bytes (up to 40),
  /// the type and code they spell.
  struct Field {
    /// The last eight bytes, then the words before them (up to four, the
    /// last may overlap `tail`).
    var tail: UInt64 = 0
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Bytes (8 to `fieldLimit`); 0 marks an unused entry.
    var length = 0
    var type: UInt16 = 0
    var code: UInt16 = 0
    /// The entry that followed this one last.
    var successor = 0
  }

  /// How many type and code fields are remembered.
  static let fieldCount = 6
  /// The longest type and code field remembered, bytes.
  static let fieldLimit = 40

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
      guard let parsed = time(p, start + 1, w0) else { return false }
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
    // The type and the code: first a field remembered, then a scan.
    let typeStart = i
    var type: UInt16 = 0
    var code: UInt16 = 0
    if let known = knownField(raw, typeStart, limit) {
      type = fields[known].type
      code = fields[known].code
      i = typeStart + fields[known].length
    } else {
      guard Self.scanTypeAndCode(p, raw, &i, limit, type: &type, code: &code) else { return false }
      remember(field: raw, typeStart, i, type: type, code: code)
    }
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
    if p[i] == 0x20 {
      // As many spaces as the last line's, when they are followed by something else (two
      // words cover them), else a scan.
      let count = trailingSpaces
      if count >= 8 && i + count < limit && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == Self.spaces
        && raw.loadUnaligned(fromByteOffset: i + count - 8, as: UInt64.self) == Self.spaces && p[i + count] != 0x20
      {
        i &+= count
      } else {
        let first = i
        i = Self.skipSpaces(raw, i, limit)
        trailingSpaces = i - first
      }
    }
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
    line.valueColumn = valueStart - start + 1
    line.deviceStart = deviceStart
    line.deviceEnd = deviceEnd
    line.contentEnd = contentEnd
    line.newline = i
    return true
  }

  /// Scans the type and code fields at `i` (the type's first byte) and the
  /// spaces after them; on success `i` is the value's first byte.
  @inline(__always)
  private static func scanTypeAndCode(
    _ p: UnsafePointer<UInt8>, _ raw: UnsafeRawPointer, _ i: inout Int, _ limit: Int, type: inout UInt16, code: inout UInt16
  ) -> Bool {
    let start = i
    i = tokenEnd(raw, i, limit)
    if i - start == 4, let hex = hex4(p, start) {
      type = hex
    } else {
      // EV_ABS, EV_SYN, EV_KEY: six bytes, compared as one word (little-endian).
      guard i - start == 6 else { return false }
      switch raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) & 0xFFFF_FFFF_FFFF {
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
    if i - codeStart == 4, let hex = Self.hex4(p, codeStart) {
      code = hex
    } else {
      guard let label = EvdevCode.code(label: UnsafeBufferPointer(start: p + codeStart, count: i - codeStart), type: type) else { return false }
      code = label
    }
    guard p[i] == 0x20 else { return false }
    i = Self.skipSpaces(raw, i, limit)
    return true
  }

  /// The entry of `fields` whose bytes are at `start`, followed by a byte
  /// that is not a space before `limit`, or nil: the scan would find the same
  /// type, code and value start there.
  @inline(__always)
  private mutating func knownField(_ raw: UnsafeRawPointer, _ start: Int, _ limit: Int) -> Int? {
    // The field that followed the last one the previous time (the lines of a frame come in
    // one order), then all of them.
    let predicted = fields[lastField].successor
    if matches(predicted, raw, start, limit) {
      lastField = predicted
      return predicted
    }
    for k in 0..<Self.fieldCount where k != predicted && matches(k, raw, start, limit) {
      fields[lastField].successor = k
      lastField = k
      return k
    }
    return nil
  }

  /// Whether entry `k` of `fields` is at `start`, followed by a byte that is
  /// not a space before `limit`.
  @inline(__always)
  private func matches(_ k: Int, _ raw: UnsafeRawPointer, _ start: Int, _ limit: Int) -> Bool {
    let length = fields[k].length
    guard length > 0, raw.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self) == fields[k].tail else { return false }
    let end = start + length
    guard end < limit, raw.load(fromByteOffset: end, as: UInt8.self) != 0x20 else { return false }
    let words = fields[k].words
    if length > 8 && raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) != words.0 { return false }
    if length > 16 && raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self) != words.1 { return false }
    if length > 24 && raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self) != words.2 { return false }
    if length > 32 && raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self) != words.3 { return false }
    return true
  }

  /// Remembers the type and code field `start..<end` (when it is 8 to
  /// `fieldLimit` bytes), replacing the oldest entry.
  private mutating func remember(field raw: UnsafeRawPointer, _ start: Int, _ end: Int, type: UInt16, code: UInt16) {
    let length = end - start
    guard length >= 8 && length <= Self.fieldLimit else { return }
    var field = Field()
    field.tail = raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
    field.words = (
      raw.loadUnaligned(fromByteOffset: start, as: UInt64.self),
      length > 16 ? raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self) : 0,
      length > 24 ? raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self) : 0,
      length > 32 ? raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self) : 0
    )
    field.length = length
    field.type = type
    field.code = code
    fields[nextField] = field
    fields[lastField].successor = nextField
    lastField = nextField
    nextField = nextField == Self.fieldCount - 1 ? 0 : nextField + 1
  }

  /// The time of `%8ld.%06ld]` at `i`, whose first eight bytes are
  /// `secondsBytes`: up to eight digits right-aligned in spaces, a point, six
  /// digits and `]`, as `GeteventParser` computes it. The seconds are reused
  /// when their bytes are the last time's.
  private mutating func time(_ p: UnsafePointer<UInt8>, _ i: Int, _ secondsBytes: UInt64) -> Double? {
    guard p[i + 8] == UInt8(ascii: "."), p[i + 15] == UInt8(ascii: "]") else { return nil }
    if !(hasSeconds && secondsBytes == secondsWord) {
      var k = i
      while k < i + 7 && p[k] == 0x20 { k &+= 1 }
      var whole: Int64 = 0
      while k < i + 8 {
        let d = p[k] &- 0x30
        guard d < 10 else { return nil }
        whole = whole &* 10 &+ Int64(d)
        k &+= 1
      }
      seconds = whole
      secondsWord = secondsBytes
      hasSeconds = true
    }
    var fraction: Int64 = 0
    for j in (i + 9)..<(i + 15) {
      let d = p[j] &- 0x30
      guard d < 10 else { return nil }
      fraction = fraction &* 10 &+ Int64(d)
    }
    // The general parser: Double(whole) + (digits accumulated as a Double) / 10^6, both exact.
    return Double(seconds) + Double(fraction) / 1_000_000
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
