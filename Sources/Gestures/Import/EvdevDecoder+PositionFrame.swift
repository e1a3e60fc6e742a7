extension EvdevDecoder {
  /// Whether a frame that only moves the finger in the current slot can be
  /// handled by `positionFrame(x:y:time:line:)` instead of event by event:
  /// protocol B under way on `device`'s touch screen, no frame collected, no
  /// events being dropped, the mapping known and the slot's finger reported.
  func acceptsPositionFrame(device: Int?) -> Bool {
    guard let touchDevice, touchDevice == (device ?? 0), !dropping, frame.isEmpty, usesMultiTouch, !usesProtocolA, mapping != nil else {
      return false
    }
    let slot = slots[currentSlot]
    return slot.key >= 0 && slot.reported
  }

  /// The frame `ABS_MT_POSITION_X x` and/or `ABS_MT_POSITION_Y y` (nil:
  /// absent), then `SYN_REPORT`, all at `time`, the report on `line`, when
  /// `acceptsPositionFrame` holds: the same state, touches, warnings and
  /// errors as `handle` for each of its events, without collecting the frame.
  /// `xAt` and `yAt` are the lines and columns of the values.
  mutating func positionFrame(
    x: Int32?, y: Int32?, time: Double, line: Int, xAt: (line: Int, column: Int), yAt: (line: Int, column: Int)
  ) throws(ImportError) {
    sawEvent = true
    if time.isFinite && abs(time) <= options.timeLimit { latestTime = max(latestTime ?? time, time) }
    // endFrame(time:line:) for a frame of position events.
    if abs(time) > options.timeLimit {
      throw ImportError(path: path, line: line, column: 1, reason: .timeOutOfRange(value: time, limit: options.timeLimit))
    }
    if !assembler.setTime(time, line: line), let previous = assembler.lastTime {
      try warn(line: line, .timeWentBackwards(time: time, previous: previous))
    }
    lastTime = time
    // frameB(line:) for the current slot.
    if let x {
      slots[currentSlot].x = x
      slots[currentSlot].xAt = xAt
    }
    if let y {
      slots[currentSlot].y = y
      slots[currentSlot].yAt = yAt
    }
    let slot = slots[currentSlot]
    guard let slotX = slot.x, let slotY = slot.y else {
      if !warnedWithoutPosition {
        warnedWithoutPosition = true
        try warn(line: line, .contactWithoutPosition)
      }
      return
    }
    do {
      assembler.move(key: slot.key, location: try point(x: slotX, y: slotY, xAt: slot.xAt, yAt: slot.yAt))
    } catch {
      if let frameError { throw frameError }
      throw ImportError(path: path, line: line, column: 1, reason: error)
    }
  }
}
