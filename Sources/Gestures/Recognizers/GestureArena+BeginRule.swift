extension GestureArena {
  /// Sets pan `recognizer`'s ``PanRecognizer/beginRule``: when, beyond its hysteresis,
  /// it may begin (a scroll view's pan in a hierarchy).
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func setBeginRule(_ rule: ScrollPanBeginRule?, forPan recognizer: GestureRecognizerID) {
    modifyPan(recognizer) { $0.beginRule = rule }
  }

  /// Lets pan `recognizer`'s directional lock leave it x (`horizontal`) and y
  /// (`vertical`) while it has not begun; nothing without a begin rule.
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func setLockAllows(horizontal: Bool, vertical: Bool, forPan recognizer: GestureRecognizerID) {
    modifyPan(recognizer) { pan in
      guard var rule = pan.beginRule else { return }
      rule.lockAllowsX = horizontal
      rule.lockAllowsY = vertical
      pan.beginRule = rule
    }
  }

  /// Changes pan `recognizer` in place with `change`.
  /// - Precondition: `recognizer` is a pan of this arena.
  mutating func modifyPan(_ recognizer: GestureRecognizerID, _ change: (inout PanRecognizer<PanEstimator>) -> Void) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan: change(&recognizers.pans[slot.index])
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }
}
