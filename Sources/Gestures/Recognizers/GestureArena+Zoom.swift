import ScrollPhysics

// The hooks a zooming scroll view drives its pan and pinch with (`ScreenScene`,
// docs/screens.md, "Zooming").

extension GestureArena {
  /// Sets pinch `recognizer`'s scale, as a scroll view does at the pinch's begin
  /// (`pinch.scale = zoomScale`; ``PinchRecognizer/setScale(_:)``).
  /// - Precondition: `recognizer` is a pinch of this arena; `scale` finite and positive.
  package mutating func setPinchScale(_ scale: Double, for recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pinch: recognizers.pinches[slot.index].setScale(scale)
    case .pan, .tap, .longPress, .swipe, .screenEdgePan, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pinch")
    }
  }

  /// Resets pan `recognizer` after a zoom ended at `time` (seconds):
  /// ``PanRecognizer/resetAfterZoom(at:)``.
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func resetPanAfterZoom(_ recognizer: GestureRecognizerID, at time: Double) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan: recognizers.pans[slot.index].resetAfterZoom(at: time)
    case .pinch, .tap, .longPress, .swipe, .screenEdgePan, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }

  /// Sets the axes pan `recognizer`'s hysteresis tests (`PanHysteresisMetric.axes`):
  /// those its scroll view's content can scroll along, which a zoom changes.
  /// - Precondition: `recognizer` is a pan of this arena.
  package mutating func setHysteresisAxes(horizontal: Bool, vertical: Bool, forPan recognizer: GestureRecognizerID) {
    checkMember(recognizer)
    let slot = members[recognizer.rawValue].slot
    switch slot.kind {
    case .pan: recognizers.pans[slot.index].hysteresisMetric = .axes(horizontal: horizontal, vertical: vertical)
    case .pinch, .tap, .longPress, .swipe, .screenEdgePan, .rotation:
      preconditionFailure("GestureArena: recognizer \(recognizer.rawValue) is not a pan")
    }
  }
}
