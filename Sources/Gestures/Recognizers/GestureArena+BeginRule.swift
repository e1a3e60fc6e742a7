extension GestureArena {
  /// Sets pan `recognizer`'s ``PanRecognizer/beginRule``: when, beyond its hysteresis,
  /// it may begin (a scroll view's pan in a hierarchy).
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func setBeginRule(_ rule: ScrollPanBeginRule?, forPan recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan: recognizers.pans[slot.index].beginRule = rule
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }

  /// Lets pan `recognizer`'s directional lock leave it x (`horizontal`) and y
  /// (`vertical`) while it has not begun; nothing without a begin rule.
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func setLockAllows(horizontal: Bool, vertical: Bool, forPan recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan:
      guard var rule = recognizers.pans[slot.index].beginRule else { return }
      rule.lockAllowsX = horizontal
      rule.lockAllowsY = vertical
      recognizers.pans[slot.index].beginRule = rule
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }
}
