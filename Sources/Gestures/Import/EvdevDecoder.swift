import ScrollPhysics

/// The Linux multi-touch protocol as a state machine: kernel input events in,
/// touch events out. getevent and evemu-record recordings both feed it.
///
/// Events are collected per frame (up to `SYN_REPORT`) and applied at the
/// frame's end, at the `SYN_REPORT`'s time:
/// - Protocol B (slots): each slot keeps its tracking id and axes; only
///   changed axes are reported, so values carry forward. A tracking id ≥ 0 in
///   a free slot begins a finger, −1 lifts it, another id lifts it and begins
///   a new one (with a warning). `BTN_TOUCH` 0 lifts every finger.
/// - Protocol A (`SYN_MT_REPORT` after each contact): every frame lists all
///   contacts; a contact matches the previous frame's by tracking id, or by
///   the nearest position; unmatched contacts began, missing ones lifted.
/// - Single-touch devices (`ABS_X`, `ABS_Y` and `BTN_TOUCH`, no `ABS_MT_*`).
/// `SYN_DROPPED` discards the frame up to the next `SYN_REPORT` (a warning).
/// The touch screen is the first device that reports a touch axis; other
/// devices' events are skipped with one warning each.
struct EvdevDecoder {
  /// One kernel event of the current frame.
  struct Event {
    var type: UInt16
    var code: UInt16
    var value: Int32
    var line: Int
    /// The value's column on `line` (1-based).
    var column: Int
  }

  /// Where a raw value is in the recording: its line and column (1-based; 0
  /// when unknown).
  typealias Position = (line: Int, column: Int)

  /// One protocol B slot.
  struct Slot {
    var trackingID: Int32 = -1
    var x: Int32?
    var y: Int32?
    /// Where `x` and `y` were read.
    var xAt: Position = (0, 0)
    var yAt: Position = (0, 0)
    /// The contact key of the finger in the slot, or −1.
    var key = -1
    /// Whether the finger has been reported to the assembler.
    var reported = false
  }

  /// One protocol A contact of a frame.
  struct ContactA {
    var key: Int
    var trackingID: Int32?
    var x: Int32
    var y: Int32
  }

  let options: ImportOptions
  let path: String?
  /// The recording's tool (`getevent` or `evemu`), for the messages.
  let tool: ImportFormat
  var assembler: TouchAssembler
  var mapping: RawMapping?
  /// Ranges announced in the recording, by device key.
  var rangesByDevice: [(device: Int, name: String, x: AxisRange?, y: AxisRange?, stX: AxisRange?, stY: AxisRange?)] = []
  /// Device names (`name:` lines of getevent, `N:` of evemu), by device key.
  var deviceNames: [(device: Int, name: String)] = []
  /// The touch screen's device key, once known.
  var touchDevice: Int?
  var touchDeviceLabel: String?
  var warnedDevices: [Int] = []
  var frame: [Event] = []
  var dropping = false
  var usesMultiTouch = false
  var usesProtocolA = false
  var slots: [Slot] = [Slot()]
  var currentSlot = 0
  var contactsA: [ContactA] = []
  var singleTouch = (x: Int32?.none, y: Int32?.none, down: false, key: -1)
  /// Where the single-touch device's x and y were read.
  var singleTouchAt: (x: Position, y: Position) = ((0, 0), (0, 0))
  var nextKey = 0
  var warnings: [ImportWarning] = []
  var warnedWithoutPosition = false
  /// Where the ranges came from, for the metadata.
  var rangeSource: String?
  /// The last frame's time, seconds.
  var lastTime: Double?
  var sawEvent = false
  var touchedScratch: [Int] = []
  var liftedScratch: [Int] = []
  /// The latest time of any event line, seconds.
  var latestTime: Double?
  /// Whether a raw x (`.0`) or y (`.1`) outside its range was reported.
  var warnedOutOfRange = (false, false)
  /// An error inside a frame that has its own position (not the frame's).
  var frameError: ImportError?

  init(options: ImportOptions, path: String?, tool: ImportFormat = .getevent) {
    self.options = options
    self.path = path
    self.tool = tool
    assembler = TouchAssembler(maximumFingers: options.maximumFingers)
  }

  // MARK: Announcements

  /// Records a device's name.
  mutating func name(device: Int, _ name: String) {
    if let index = deviceNames.firstIndex(where: { $0.device == device }) {
      deviceNames[index].name = name
    } else {
      deviceNames.append((device, name))
    }
  }

  /// Records the range of an axis that a device announced.
  mutating func range(device: Int, deviceLabel: String, code: UInt16, _ range: AxisRange) {
    var index = rangesByDevice.firstIndex { $0.device == device }
    if index == nil {
      rangesByDevice.append((device, deviceLabel, nil, nil, nil, nil))
      index = rangesByDevice.count - 1
    }
    switch code {
    case EvdevCode.mtPositionX: rangesByDevice[index!].x = range
    case EvdevCode.mtPositionY: rangesByDevice[index!].y = range
    case EvdevCode.absX: rangesByDevice[index!].stX = range
    case EvdevCode.absY: rangesByDevice[index!].stY = range
    default: break
    }
  }

  // MARK: Events

  /// Handles one kernel event of `device` (nil: the recording names no
  /// device) at `time` seconds, from `line`, its value at `column`.
  mutating func handle(
    device: Int?, deviceLabel: @autoclosure () -> String, type: UInt16, code: UInt16, value: Int32, time: Double, line: Int, column: Int = 1
  ) throws(ImportError) {
    sawEvent = true
    if time.isFinite && abs(time) <= options.timeLimit { latestTime = max(latestTime ?? time, time) }
    let device = device ?? 0
    if let touchDevice {
      if device != touchDevice {
        if !warnedDevices.contains(device) {
          warnedDevices.append(device)
          try warn(line: line, .otherDevice(device: deviceLabel()))
        }
        return
      }
    } else if type == EvdevCode.absType && EvdevCode.isTouchAxis(code) {
      touchDevice = device
      touchDeviceLabel = deviceLabel()
      // Events of the device before this one belong to its first frame.
    } else if type == EvdevCode.synType && code == EvdevCode.synReport {
      frame.removeAllElements()
      return
    }
    if type == EvdevCode.synType {
      switch code {
      case EvdevCode.synReport:
        if dropping {
          dropping = false
          frame.removeAllElements()
          return
        }
        try endFrame(time: time, line: line)
        return
      case EvdevCode.synDropped:
        dropping = true
        frame.removeAllElements()
        try warn(line: line, .eventsDropped)
        return
      default:
        break
      }
    }
    if dropping { return }
    if frame.count >= 65_536 {
      throw ImportError(path: path, line: line, column: 1, reason: .tooLarge(what: "a frame (events before SYN_REPORT)", limit: 65_536))
    }
    frame.append(Event(type: type, code: code, value: value, line: line, column: column))
  }

  /// Cancels the fingers still down at the end of the recording.
  mutating func finish(line: Int) throws(ImportError) {
    frame.removeAll()
    guard let time = latestTime ?? assembler.lastTime else { return }
    let cancelled = assembler.cancelRemaining(at: time)
    for id in cancelled.ids {
      try warn(line: line, .fingerStillDown(id: id, time: cancelled.time))
    }
  }

  mutating func warn(line: Int, column: Int = 1, _ reason: ImportWarning.Reason) throws(ImportError) {
    if options.strict { throw ImportError(path: path, line: line, column: column, reason: .strict(reason)) }
    warnings.append(ImportWarning(path: path, line: line, column: column, reason: reason))
  }

  /// Warns (once per axis) when the raw `value` of the x axis (`isX`) or the
  /// y axis, at `line` and `column`, is outside the axis's range: its point
  /// lies beyond the display. Nothing until the mapping is known.
  @inline(__always)
  mutating func checkRange(_ value: Int32, isX: Bool, line: Int, column: Int) throws(ImportError) {
    guard let mapping else { return }
    let range = isX ? mapping.ranges.x : mapping.ranges.y
    if Int(value) >= range.minimum && Int(value) <= range.maximum { return }
    if isX ? warnedOutOfRange.0 : warnedOutOfRange.1 { return }
    if isX { warnedOutOfRange.0 = true } else { warnedOutOfRange.1 = true }
    try warn(
      line: line, column: column,
      .rawValueOutOfRange(axis: isX ? "x" : "y", value: Int(value), minimum: range.minimum, maximum: range.maximum, source: rangeSource ?? "the command line"))
  }

  // MARK: Frames

  private mutating func endFrame(time: Double, line: Int) throws(ImportError) {
    defer { frame.removeAllElements() }
    if frame.isEmpty { return }
    if abs(time) > options.timeLimit {
      throw ImportError(path: path, line: line, column: 1, reason: .timeOutOfRange(value: time, limit: options.timeLimit))
    }
    if !assembler.setTime(time, line: line), let previous = assembler.lastTime {
      try warn(line: line, .timeWentBackwards(time: time, previous: previous))
    }
    lastTime = time
    var hasMTReport = false
    var hasMT = false
    for event in frame where event.type == EvdevCode.absType || event.type == EvdevCode.synType {
      if event.type == EvdevCode.synType && event.code == EvdevCode.synMTReport { hasMTReport = true }
      if event.type == EvdevCode.absType && event.code >= EvdevCode.mtSlot && event.code <= 0x3D { hasMT = true }
    }
    if hasMTReport { usesProtocolA = true }
    if hasMT { usesMultiTouch = true }
    do {
      if usesProtocolA {
        try frameA(line: line)
      } else if usesMultiTouch {
        try frameB(line: line)
      } else {
        try frameSingle(line: line)
      }
    } catch {
      if let frameError { throw frameError }
      throw ImportError(path: path, line: line, column: 1, reason: error)
    }
  }

  /// The point of the raw `x` and `y`, read at `xAt` and `yAt`; a value
  /// outside its axis's range is warned about there (`checkRange`).
  mutating func point(x: Int32, y: Int32, xAt: Position, yAt: Position) throws(ImportError.Reason) -> Point {
    if mapping == nil { mapping = try resolveMapping() }
    let ranges = mapping!.ranges
    if Int(x) < ranges.x.minimum || Int(x) > ranges.x.maximum || Int(y) < ranges.y.minimum || Int(y) > ranges.y.maximum {
      do {
        try checkRange(x, isX: true, line: xAt.line, column: xAt.column)
        try checkRange(y, isX: false, line: yAt.line, column: yAt.column)
      } catch {
        frameError = error
        throw error.reason
      }
    }
    let p = mapping!.point(x: Int(x), y: Int(y))
    if !(abs(p.x) <= options.coordinateLimit) { throw .coordinateOutOfRange(value: p.x, limit: options.coordinateLimit) }
    if !(abs(p.y) <= options.coordinateLimit) { throw .coordinateOutOfRange(value: p.y, limit: options.coordinateLimit) }
    return p
  }

  /// The announced ranges of the touch screen: the device that reported a
  /// touch axis; before any event (a file of `getevent -p` output alone), the
  /// first device that announced both multi-touch position axes, else both
  /// single-touch ones.
  var announcedTouchRanges: (device: Int, name: String, ranges: AxisRanges)? {
    func ranges(_ entry: (device: Int, name: String, x: AxisRange?, y: AxisRange?, stX: AxisRange?, stY: AxisRange?), multiTouch: Bool) -> AxisRanges? {
      if multiTouch, let x = entry.x, let y = entry.y { return AxisRanges(x: x, y: y) }
      if !multiTouch, let x = entry.stX, let y = entry.stY { return AxisRanges(x: x, y: y) }
      return nil
    }
    if sawEvent && touchDevice != nil {
      if let entry = rangesByDevice.first(where: { $0.device == touchDevice }), let found = ranges(entry, multiTouch: usesMultiTouch) {
        return (entry.device, entry.name, found)
      }
      // Events without a device prefix (key 0) and ranges under a device's block.
      guard touchDevice == 0 else { return nil }
      for entry in rangesByDevice { if let found = ranges(entry, multiTouch: usesMultiTouch) { return (entry.device, entry.name, found) } }
      return nil
    }
    for multiTouch in [true, false] {
      for entry in rangesByDevice { if let found = ranges(entry, multiTouch: multiTouch) { return (entry.device, entry.name, found) } }
    }
    return nil
  }

  /// The mapping from the options and the announced ranges. Everything
  /// missing (the ranges, the display, the scale) is named in one error,
  /// with the way to supply each for the recording's tool.
  mutating func resolveMapping() throws(ImportError.Reason) -> RawMapping {
    let axis = usesMultiTouch || !sawEvent ? "ABS_MT_POSITION_X and ABS_MT_POSITION_Y" : "ABS_X and ABS_Y"
    var ranges = options.ranges
    if ranges != nil {
      rangeSource = "the command line"
    } else if let announced = announcedTouchRanges {
      ranges = announced.ranges
      rangeSource = "the recording (\(announced.name))"
    }
    var missing: [String] = []
    var remedies: [String] = []
    let evemu = tool == .evemu
    if ranges == nil {
      missing.append("the raw range of \(axis)")
      remedies.append(
        evemu
          ? "give --raw-range WxH, or record with evemu-record and keep its header, whose 'A:' lines give the ranges"
          : "give --raw-range WxH, or --ranges FILE holding the output of 'adb shell getevent -pl', or record the 'getevent -pl' output in the same file")
    }
    if options.display == nil {
      missing.append("the display size in pixels")
      remedies.append(
        evemu
          ? "give --display WxH, the touch screen's size in pixels (on Android, 'wm size' on the device)"
          : "give --display WxH (the 'Physical size' of 'adb shell wm size')")
    }
    if options.resolvedScale == nil {
      missing.append("the display scale")
      remedies.append(
        evemu
          ? "give --scale PIXELS_PER_POINT, or --density DPI (scale = DPI / 160; on Android, 'wm density' on the device)"
          : "give --density DPI (the 'Physical density' of 'adb shell wm density') or --scale PIXELS_PER_POINT")
    }
    guard let ranges, let display = options.display, let scale = options.resolvedScale else {
      throw .conversionUnknown(missing: missing, remedies: remedies)
    }
    return RawMapping(ranges: ranges, display: display, rotation: options.rotation, scale: scale)
  }

  private mutating func slotIndex(_ value: Int32) throws(ImportError.Reason) -> Int {
    guard value >= 0, Int(value) < options.maximumFingers else {
      throw .invalidValue(field: "ABS_MT_SLOT", found: String(value), expected: "a slot from 0 to \(options.maximumFingers - 1)")
    }
    let index = Int(value)
    while slots.count <= index { slots.append(Slot()) }
    return index
  }

  private mutating func frameB(line: Int) throws(ImportError.Reason) {
    // Scratch arrays kept between frames (no allocation per frame): moved out of
    // `self` before they are emptied, so that their buffers are not shared.
    var touched: [Int] = []
    var lifted: [Int] = []
    swap(&touched, &touchedScratch)
    swap(&lifted, &liftedScratch)
    touched.removeAllElements()
    lifted.removeAllElements()
    defer {
      touchedScratch = touched
      liftedScratch = lifted
    }
    var buttonUp = false
    for event in frame {
      switch event.type {
      case EvdevCode.absType:
        switch event.code {
        case EvdevCode.mtSlot:
          currentSlot = try slotIndex(event.value)
        case EvdevCode.mtTrackingID:
          var slot = slots[currentSlot]
          if event.value < 0 {
            if slot.key >= 0 {
              if slot.reported { lifted.append(slot.key) }
              slot.key = -1
              slot.reported = false
            }
          } else if slot.key < 0 {
            slot.key = nextKey
            nextKey += 1
          } else if slot.trackingID != event.value {
            if slot.reported { lifted.append(slot.key) }
            do {
              try warn(line: event.line, .implicitLift(slot: currentSlot))
            } catch {
              throw error.reason
            }
            slot.key = nextKey
            slot.reported = false
            nextKey += 1
          }
          slot.trackingID = event.value
          slots[currentSlot] = slot
          if !touched.contains(currentSlot) { touched.append(currentSlot) }
        case EvdevCode.mtPositionX:
          slots[currentSlot].x = event.value
          slots[currentSlot].xAt = (event.line, event.column)
          if !touched.contains(currentSlot) { touched.append(currentSlot) }
        case EvdevCode.mtPositionY:
          slots[currentSlot].y = event.value
          slots[currentSlot].yAt = (event.line, event.column)
          if !touched.contains(currentSlot) { touched.append(currentSlot) }
        default:
          break
        }
      case EvdevCode.keyType:
        if event.code == EvdevCode.btnTouch && event.value == 0 { buttonUp = true }
      default:
        break
      }
    }
    for key in lifted { assembler.end(key: key) }
    for index in touched {
      let slot = slots[index]
      guard slot.key >= 0 else { continue }
      guard let x = slot.x, let y = slot.y else {
        if !warnedWithoutPosition {
          warnedWithoutPosition = true
          do { try warn(line: line, .contactWithoutPosition) } catch { throw error.reason }
        }
        continue
      }
      let p = try point(x: x, y: y, xAt: slot.xAt, yAt: slot.yAt)
      if slot.reported {
        assembler.move(key: slot.key, location: p)
      } else {
        try assembler.begin(key: slot.key, location: p)
        slots[index].reported = true
      }
    }
    if buttonUp {
      for index in slots.indices where slots[index].key >= 0 {
        if slots[index].reported { assembler.end(key: slots[index].key) }
        slots[index].key = -1
        slots[index].reported = false
        slots[index].trackingID = -1
      }
    }
  }

  private mutating func frameA(line: Int) throws(ImportError.Reason) {
    var contacts: [(trackingID: Int32?, x: Int32?, y: Int32?, xAt: Position, yAt: Position)] = []
    var current: (trackingID: Int32?, x: Int32?, y: Int32?, xAt: Position, yAt: Position) = (nil, nil, nil, (0, 0), (0, 0))
    var buttonUp = false
    var sawReport = false
    for event in frame {
      switch event.type {
      case EvdevCode.absType:
        switch event.code {
        case EvdevCode.mtTrackingID: current.trackingID = event.value
        case EvdevCode.mtPositionX:
          current.x = event.value
          current.xAt = (event.line, event.column)
        case EvdevCode.mtPositionY:
          current.y = event.value
          current.yAt = (event.line, event.column)
        default: break
        }
      case EvdevCode.synType:
        if event.code == EvdevCode.synMTReport {
          sawReport = true
          if current.x != nil || current.y != nil || current.trackingID != nil {
            if contacts.count >= options.maximumFingers { throw .tooManyFingers(limit: options.maximumFingers) }
            contacts.append(current)
          }
          current = (nil, nil, nil, (0, 0), (0, 0))
        }
      case EvdevCode.keyType:
        if event.code == EvdevCode.btnTouch && event.value == 0 { buttonUp = true }
      default:
        break
      }
    }
    if buttonUp { contacts.removeAllElements() }
    // A frame without SYN_MT_REPORT or BTN_TOUCH 0 changes nothing.
    if !sawReport && !buttonUp { return }
    var previous = contactsA
    var next: [ContactA] = []
    var unmatched: [(trackingID: Int32?, x: Int32, y: Int32, xAt: Position, yAt: Position)] = []
    for contact in contacts {
      guard let x = contact.x, let y = contact.y else {
        if !warnedWithoutPosition {
          warnedWithoutPosition = true
          do { try warn(line: line, .contactWithoutPosition) } catch { throw error.reason }
        }
        continue
      }
      if let id = contact.trackingID, let index = previous.firstIndex(where: { $0.trackingID == id }) {
        var match = previous.remove(at: index)
        match.x = x
        match.y = y
        next.append(match)
        assembler.move(key: match.key, location: try point(x: x, y: y, xAt: contact.xAt, yAt: contact.yAt))
      } else {
        unmatched.append((contact.trackingID, x, y, contact.xAt, contact.yAt))
      }
    }
    for contact in unmatched {
      // Without a tracking id: the nearest previous contact without one.
      var best: Int?
      var bestDistance = Int64.max
      if contact.trackingID == nil {
        for (index, candidate) in previous.enumerated() where candidate.trackingID == nil {
          let dx = Int64(candidate.x) - Int64(contact.x)
          let dy = Int64(candidate.y) - Int64(contact.y)
          let distance = dx * dx + dy * dy
          if distance < bestDistance {
            bestDistance = distance
            best = index
          }
        }
      }
      let p = try point(x: contact.x, y: contact.y, xAt: contact.xAt, yAt: contact.yAt)
      if let best {
        var match = previous.remove(at: best)
        match.x = contact.x
        match.y = contact.y
        next.append(match)
        assembler.move(key: match.key, location: p)
      } else {
        let key = nextKey
        nextKey += 1
        try assembler.begin(key: key, location: p)
        next.append(ContactA(key: key, trackingID: contact.trackingID, x: contact.x, y: contact.y))
      }
    }
    for gone in previous { assembler.end(key: gone.key) }
    contactsA = next
  }

  private mutating func frameSingle(line: Int) throws(ImportError.Reason) {
    var down = singleTouch.down
    for event in frame {
      switch event.type {
      case EvdevCode.absType:
        if event.code == EvdevCode.absX {
          singleTouch.x = event.value
          singleTouchAt.x = (event.line, event.column)
        }
        if event.code == EvdevCode.absY {
          singleTouch.y = event.value
          singleTouchAt.y = (event.line, event.column)
        }
      case EvdevCode.keyType:
        if event.code == EvdevCode.btnTouch { down = event.value != 0 }
      default:
        break
      }
    }
    if singleTouch.key >= 0 {
      if let x = singleTouch.x, let y = singleTouch.y {
        let p = try point(x: x, y: y, xAt: singleTouchAt.x, yAt: singleTouchAt.y)
        if down { assembler.move(key: singleTouch.key, location: p) } else { assembler.end(key: singleTouch.key, location: p) }
      } else if !down {
        assembler.end(key: singleTouch.key)
      }
      if !down { singleTouch.key = -1 }
    } else if down {
      if let x = singleTouch.x, let y = singleTouch.y {
        singleTouch.key = nextKey
        nextKey += 1
        try assembler.begin(key: singleTouch.key, location: try point(x: x, y: y, xAt: singleTouchAt.x, yAt: singleTouchAt.y))
      } else if !warnedWithoutPosition {
        warnedWithoutPosition = true
        do { try warn(line: line, .contactWithoutPosition) } catch { throw error.reason }
      }
    }
    singleTouch.down = down
  }
}

/// The getevent and evemu parsers collect their warnings here.
extension EvdevDecoder: ImportWarningCollector {}
