/// The Linux input event types and codes the kernel-level importers model
/// (`linux/input-event-codes.h`; the multi-touch protocol is the kernel's
/// Documentation/input/multi-touch-protocol.rst).
enum EvdevCode {
  static let synType: UInt16 = 0x00
  static let keyType: UInt16 = 0x01
  static let absType: UInt16 = 0x03

  static let synReport: UInt16 = 0x00
  static let synMTReport: UInt16 = 0x02
  static let synDropped: UInt16 = 0x03

  static let btnTouch: UInt16 = 0x14A

  static let absX: UInt16 = 0x00
  static let absY: UInt16 = 0x01
  static let mtSlot: UInt16 = 0x2F
  static let mtTouchMajor: UInt16 = 0x30
  static let mtPositionX: UInt16 = 0x35
  static let mtPositionY: UInt16 = 0x36
  static let mtTrackingID: UInt16 = 0x39

  /// Whether an `EV_ABS` code says which device is the touch screen.
  static func isTouchAxis(_ code: UInt16) -> Bool {
    code == absX || code == absY || code == mtSlot || code == mtPositionX || code == mtPositionY || code == mtTrackingID
  }

  /// `getevent -l` labels: the type, or nil. (Literal comparisons, no table:
  /// this runs for every line of a recording.)
  static func type(label: UnsafeBufferPointer<UInt8>) -> UInt16? {
    if matches(label, "EV_ABS") { return 0x03 }
    if matches(label, "EV_SYN") { return 0x00 }
    if matches(label, "EV_KEY") { return 0x01 }
    if matches(label, "EV_REL") { return 0x02 }
    if matches(label, "EV_MSC") { return 0x04 }
    if matches(label, "EV_SW") { return 0x05 }
    if matches(label, "EV_LED") { return 0x11 }
    if matches(label, "EV_SND") { return 0x12 }
    if matches(label, "EV_REP") { return 0x14 }
    if matches(label, "EV_FF") { return 0x15 }
    if matches(label, "EV_PWR") { return 0x16 }
    return nil
  }

  /// `getevent -l` labels of the codes of `type`, or nil.
  static func code(label: UnsafeBufferPointer<UInt8>, type: UInt16) -> UInt16? {
    switch type {
    case synType:
      if matches(label, "SYN_REPORT") { return 0x00 }
      if matches(label, "SYN_MT_REPORT") { return 0x02 }
      if matches(label, "SYN_DROPPED") { return 0x03 }
      if matches(label, "SYN_CONFIG") { return 0x01 }
    case keyType:
      if matches(label, "BTN_TOUCH") { return 0x14A }
      if matches(label, "BTN_TOOL_FINGER") { return 0x145 }
      if matches(label, "BTN_TOOL_PEN") { return 0x140 }
      if matches(label, "BTN_TOOL_RUBBER") { return 0x141 }
      if matches(label, "BTN_TOOL_DOUBLETAP") { return 0x14D }
      if matches(label, "BTN_TOOL_TRIPLETAP") { return 0x14E }
      if matches(label, "BTN_TOOL_QUADTAP") { return 0x14F }
      if matches(label, "BTN_STYLUS") { return 0x14B }
    case absType:
      if matches(label, "ABS_MT_POSITION_X") { return 0x35 }
      if matches(label, "ABS_MT_POSITION_Y") { return 0x36 }
      if matches(label, "ABS_MT_TRACKING_ID") { return 0x39 }
      if matches(label, "ABS_MT_SLOT") { return 0x2F }
      if matches(label, "ABS_MT_TOUCH_MAJOR") { return 0x30 }
      if matches(label, "ABS_MT_TOUCH_MINOR") { return 0x31 }
      if matches(label, "ABS_MT_WIDTH_MAJOR") { return 0x32 }
      if matches(label, "ABS_MT_WIDTH_MINOR") { return 0x33 }
      if matches(label, "ABS_MT_ORIENTATION") { return 0x34 }
      if matches(label, "ABS_MT_TOOL_TYPE") { return 0x37 }
      if matches(label, "ABS_MT_BLOB_ID") { return 0x38 }
      if matches(label, "ABS_MT_PRESSURE") { return 0x3A }
      if matches(label, "ABS_MT_DISTANCE") { return 0x3B }
      if matches(label, "ABS_MT_TOOL_X") { return 0x3C }
      if matches(label, "ABS_MT_TOOL_Y") { return 0x3D }
      if matches(label, "ABS_X") { return 0x00 }
      if matches(label, "ABS_Y") { return 0x01 }
      if matches(label, "ABS_Z") { return 0x02 }
      if matches(label, "ABS_PRESSURE") { return 0x18 }
      if matches(label, "ABS_DISTANCE") { return 0x19 }
      if matches(label, "ABS_TOOL_WIDTH") { return 0x1C }
    default:
      break
    }
    return nil
  }

  /// Whether `bytes` spell `name` exactly.
  @inline(__always)
  static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard bytes.count == count, let base = bytes.baseAddress else { return count == 0 && bytes.isEmpty }
    let p = name.utf8Start
    if count >= 8 {
      // Eight bytes at a time; the last word overlaps the one before it.
      let a = UnsafeRawPointer(base)
      let b = UnsafeRawPointer(p)
      var i = 0
      while i + 8 < count {
        if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
        i += 8
      }
      return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    for i in 0..<count where base[i] != p[i] { return false }
    return true
  }
}
