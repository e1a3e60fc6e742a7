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

  /// `getevent -l` labels: the type, or nil.
  static func type(label: UnsafeBufferPointer<UInt8>) -> UInt16? {
    for (name, value) in typeLabels where matches(label, name) { return value }
    return nil
  }

  /// `getevent -l` labels of the codes of `type`, or nil.
  static func code(label: UnsafeBufferPointer<UInt8>, type: UInt16) -> UInt16? {
    let table: [(StaticString, UInt16)]
    switch type {
    case synType: table = synLabels
    case keyType: table = keyLabels
    case absType: table = absLabels
    default: return nil
    }
    for (name, value) in table where matches(label, name) { return value }
    return nil
  }

  /// Whether `bytes` spell `name` exactly.
  @inline(__always)
  static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard bytes.count == name.utf8CodeUnitCount else { return false }
    let p = name.utf8Start
    for i in 0..<bytes.count where bytes[i] != p[i] { return false }
    return true
  }

  static let typeLabels: [(StaticString, UInt16)] = [
    ("EV_ABS", 0x03), ("EV_SYN", 0x00), ("EV_KEY", 0x01), ("EV_REL", 0x02), ("EV_MSC", 0x04), ("EV_SW", 0x05),
    ("EV_LED", 0x11), ("EV_SND", 0x12), ("EV_REP", 0x14), ("EV_FF", 0x15), ("EV_PWR", 0x16),
  ]
  static let synLabels: [(StaticString, UInt16)] = [
    ("SYN_REPORT", 0x00), ("SYN_CONFIG", 0x01), ("SYN_MT_REPORT", 0x02), ("SYN_DROPPED", 0x03),
  ]
  static let keyLabels: [(StaticString, UInt16)] = [
    ("BTN_TOUCH", 0x14A), ("BTN_TOOL_FINGER", 0x145), ("BTN_TOOL_PEN", 0x140), ("BTN_TOOL_RUBBER", 0x141),
    ("BTN_TOOL_DOUBLETAP", 0x14D), ("BTN_TOOL_TRIPLETAP", 0x14E), ("BTN_TOOL_QUADTAP", 0x14F), ("BTN_STYLUS", 0x14B),
  ]
  static let absLabels: [(StaticString, UInt16)] = [
    ("ABS_MT_POSITION_X", 0x35), ("ABS_MT_POSITION_Y", 0x36), ("ABS_MT_TRACKING_ID", 0x39), ("ABS_MT_SLOT", 0x2F),
    ("ABS_MT_TOUCH_MAJOR", 0x30), ("ABS_MT_TOUCH_MINOR", 0x31), ("ABS_MT_WIDTH_MAJOR", 0x32), ("ABS_MT_WIDTH_MINOR", 0x33),
    ("ABS_MT_ORIENTATION", 0x34), ("ABS_MT_TOOL_TYPE", 0x37), ("ABS_MT_BLOB_ID", 0x38), ("ABS_MT_PRESSURE", 0x3A),
    ("ABS_MT_DISTANCE", 0x3B), ("ABS_MT_TOOL_X", 0x3C), ("ABS_MT_TOOL_Y", 0x3D), ("ABS_X", 0x00), ("ABS_Y", 0x01),
    ("ABS_Z", 0x02), ("ABS_PRESSURE", 0x18), ("ABS_DISTANCE", 0x19), ("ABS_TOOL_WIDTH", 0x1C),
  ]
}
