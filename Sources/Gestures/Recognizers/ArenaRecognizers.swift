import ScrollPhysics

/// The arena's concrete storage for its members: the recognizers of each kind in an
/// array of their own type. Each member's `Slot` (kept in the arena's per-member `Member`
/// data) says which array holds it and where. Every `ArenaMember` requirement is
/// forwarded here by slot, so each
/// call is a direct, statically dispatched call on the concrete recognizer, mutated
/// in place in its array (an existential, or an enum whose payload is taken out and
/// put back, costs a copy or a retain on every touch event).
///
/// This type is the one place that knows which kinds of recognizer exist: a new kind
/// conforms to `ArenaMember` and gets an array here (and a `RecognizerKind` case).
@usableFromInline
struct ArenaRecognizers<PanEstimator: VelocityEstimator>: Sendable {
  @usableFromInline typealias Slot = ArenaSlot

  @usableFromInline var pans: [PanRecognizer<PanEstimator>] = []
  @usableFromInline var taps: [TapRecognizer] = []
  @usableFromInline var longPresses: [LongPressRecognizer] = []
  @usableFromInline var swipes: [SwipeRecognizer] = []
  @usableFromInline var edgePans: [ScreenEdgePanRecognizer] = []
  @usableFromInline var pinches: [PinchRecognizer] = []
  @usableFromInline var rotations: [RotationRecognizer] = []

  @inlinable
  init() {}

  /// Stores `pan`; returns where.
  mutating func append(_ pan: PanRecognizer<PanEstimator>) -> Slot {
    pans.append(pan)
    return makeSlot(.pan, pans.count - 1, PanRecognizer<PanEstimator>.self)
  }

  /// Stores `tap`; returns where.
  mutating func append(_ tap: TapRecognizer) -> Slot {
    taps.append(tap)
    return makeSlot(.tap, taps.count - 1, TapRecognizer.self)
  }

  /// Stores `longPress`; returns where.
  mutating func append(_ longPress: LongPressRecognizer) -> Slot {
    longPresses.append(longPress)
    return makeSlot(.longPress, longPresses.count - 1, LongPressRecognizer.self)
  }

  /// Stores `swipe`; returns where.
  mutating func append(_ swipe: SwipeRecognizer) -> Slot {
    swipes.append(swipe)
    return makeSlot(.swipe, swipes.count - 1, SwipeRecognizer.self)
  }

  /// Stores `edgePan`; returns where.
  mutating func append(_ edgePan: ScreenEdgePanRecognizer) -> Slot {
    edgePans.append(edgePan)
    return makeSlot(.screenEdgePan, edgePans.count - 1, ScreenEdgePanRecognizer.self)
  }

  /// Stores `pinch`; returns where.
  mutating func append(_ pinch: PinchRecognizer) -> Slot {
    pinches.append(pinch)
    return makeSlot(.pinch, pinches.count - 1, PinchRecognizer.self)
  }

  /// Stores `rotation`; returns where.
  mutating func append(_ rotation: RotationRecognizer) -> Slot {
    rotations.append(rotation)
    return makeSlot(.rotation, rotations.count - 1, RotationRecognizer.self)
  }

  /// The slot of a `Member` stored at `index` of the array of `kind`.
  func makeSlot<Member: ArenaMember>(_ kind: RecognizerKind, _ index: Int, _ type: Member.Type) -> Slot {
    ArenaSlot(
      kind: kind, index: index,
      succeedsByEnding: Member._succeedsByEnding, freezesWhileWaiting: Member._freezesWhileWaiting)
  }

  /// The pan at `slot`, if it holds a pan.
  @inlinable
  func pan(_ slot: Slot) -> PanRecognizer<PanEstimator>? {
    switch slot.kind {
    case .pan: pans[slot.index]
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation: nil
    }
  }

  /// The velocity of the pan at `slot` at `time` (seconds), in points per second
  /// (``PanRecognizer/velocity(at:)``), read in place; `nil` when it has no
  /// estimate or `slot` holds no pan.
  @inlinable
  func panVelocity(_ slot: Slot, at time: Double) -> Vector? {
    let i = slot.index
    switch slot.kind {
    // `PanRecognizer.velocity(at:)` field by field: calling the method on the
    // element copied the whole recognizer first.
    case .pan: return pans.withUnsafeBufferPointer { $0[i]._caught ? .zero : $0[i].estimator.velocity(at: time) }
    case .tap, .longPress, .swipe, .screenEdgePan, .pinch, .rotation: return nil
    }
  }

  /// The tap at `slot`, if it holds a tap.
  @inlinable
  func tap(_ slot: Slot) -> TapRecognizer? {
    switch slot.kind {
    case .tap: taps[slot.index]
    case .pan, .longPress, .swipe, .screenEdgePan, .pinch, .rotation: nil
    }
  }

  /// The long press at `slot`, if it holds one.
  @inlinable
  func longPress(_ slot: Slot) -> LongPressRecognizer? {
    switch slot.kind {
    case .longPress: longPresses[slot.index]
    case .pan, .tap, .swipe, .screenEdgePan, .pinch, .rotation: nil
    }
  }

  /// The swipe at `slot`, if it holds one.
  @inlinable
  func swipe(_ slot: Slot) -> SwipeRecognizer? {
    switch slot.kind {
    case .swipe: swipes[slot.index]
    case .pan, .tap, .longPress, .screenEdgePan, .pinch, .rotation: nil
    }
  }

  /// The screen-edge pan at `slot`, if it holds one.
  @inlinable
  func screenEdgePan(_ slot: Slot) -> ScreenEdgePanRecognizer? {
    switch slot.kind {
    case .screenEdgePan: edgePans[slot.index]
    case .pan, .tap, .longPress, .swipe, .pinch, .rotation: nil
    }
  }

  /// The pinch at `slot`, if it holds one.
  @inlinable
  func pinch(_ slot: Slot) -> PinchRecognizer? {
    switch slot.kind {
    case .pinch: pinches[slot.index]
    case .pan, .tap, .longPress, .swipe, .screenEdgePan, .rotation: nil
    }
  }

  /// The rotation recognizer at `slot`, if it holds one.
  @inlinable
  func rotation(_ slot: Slot) -> RotationRecognizer? {
    switch slot.kind {
    case .rotation: rotations[slot.index]
    case .pan, .tap, .longPress, .swipe, .screenEdgePan, .pinch: nil
    }
  }

  // MARK: - ArenaMember, by slot

  // The reads go through the array's buffer: `pans[i]._state` copied the whole
  // recognizer out of the array first (retaining and releasing its buffers) to
  // read one field (docs/performance.md, "Idioms").

  @inlinable
  func state(_ slot: Slot) -> GestureState {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans.withUnsafeBufferPointer { $0[i]._state }
    case .tap: return taps.withUnsafeBufferPointer { $0[i]._state }
    case .longPress: return longPresses.withUnsafeBufferPointer { $0[i]._state }
    case .swipe: return swipes.withUnsafeBufferPointer { $0[i]._state }
    case .screenEdgePan: return edgePans.withUnsafeBufferPointer { $0[i]._state }
    case .pinch: return pinches.withUnsafeBufferPointer { $0[i]._state }
    case .rotation: return rotations.withUnsafeBufferPointer { $0[i]._state }
    }
  }

  @inlinable
  func isIdle(_ slot: Slot) -> Bool {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans.withUnsafeBufferPointer { $0[i]._isIdle }
    case .tap: return taps.withUnsafeBufferPointer { $0[i]._isIdle }
    case .longPress: return longPresses.withUnsafeBufferPointer { $0[i]._isIdle }
    case .swipe: return swipes.withUnsafeBufferPointer { $0[i]._isIdle }
    case .screenEdgePan: return edgePans.withUnsafeBufferPointer { $0[i]._isIdle }
    case .pinch: return pinches.withUnsafeBufferPointer { $0[i]._isIdle }
    case .rotation: return rotations.withUnsafeBufferPointer { $0[i]._isIdle }
    }
  }

  @inlinable
  func deadline(_ slot: Slot) -> Double? {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans.withUnsafeBufferPointer { $0[i]._deadline }
    case .tap: return taps.withUnsafeBufferPointer { $0[i]._deadline }
    case .longPress: return longPresses.withUnsafeBufferPointer { $0[i]._deadline }
    case .swipe: return swipes.withUnsafeBufferPointer { $0[i]._deadline }
    case .screenEdgePan: return edgePans.withUnsafeBufferPointer { $0[i]._deadline }
    case .pinch: return pinches.withUnsafeBufferPointer { $0[i]._deadline }
    case .rotation: return rotations.withUnsafeBufferPointer { $0[i]._deadline }
    }
  }

  @inlinable
  func ignoresEventWithoutBegan(_ slot: Slot) -> Bool {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .tap: return taps.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .longPress: return longPresses.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .swipe: return swipes.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .screenEdgePan: return edgePans.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .pinch: return pinches.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    case .rotation: return rotations.withUnsafeBufferPointer { $0[i]._ignoresEventWithoutBegan }
    }
  }

  @inlinable
  mutating func handle(
    _ slot: Slot, _ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]
  ) {
    let i = slot.index
    switch slot.kind {
    case .pan: pans[i]._handle(event, accepting: accepts, into: &outputs)
    case .tap: taps[i]._handle(event, accepting: accepts, into: &outputs)
    case .longPress: longPresses[i]._handle(event, accepting: accepts, into: &outputs)
    case .swipe: swipes[i]._handle(event, accepting: accepts, into: &outputs)
    case .screenEdgePan: edgePans[i]._handle(event, accepting: accepts, into: &outputs)
    case .pinch: pinches[i]._handle(event, accepting: accepts, into: &outputs)
    case .rotation: rotations[i]._handle(event, accepting: accepts, into: &outputs)
    }
  }

  @inlinable
  mutating func advance(_ slot: Slot, to time: Double, into outputs: inout [GestureOutput]) {
    let i = slot.index
    switch slot.kind {
    case .pan: pans[i]._advance(to: time, into: &outputs)
    case .tap: taps[i]._advance(to: time, into: &outputs)
    case .longPress: longPresses[i]._advance(to: time, into: &outputs)
    case .swipe: swipes[i]._advance(to: time, into: &outputs)
    case .screenEdgePan: edgePans[i]._advance(to: time, into: &outputs)
    case .pinch: pinches[i]._advance(to: time, into: &outputs)
    case .rotation: rotations[i]._advance(to: time, into: &outputs)
    }
  }

  @inlinable
  mutating func fail(_ slot: Slot) -> Bool {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans[i]._fail()
    case .tap: return taps[i]._fail()
    case .longPress: return longPresses[i]._fail()
    case .swipe: return swipes[i]._fail()
    case .screenEdgePan: return edgePans[i]._fail()
    case .pinch: return pinches[i]._fail()
    case .rotation: return rotations[i]._fail()
    }
  }

  @inlinable
  mutating func resetIfFinished(_ slot: Slot) {
    let i = slot.index
    switch slot.kind {
    case .pan: pans[i]._resetIfFinished()
    case .tap: taps[i]._resetIfFinished()
    case .longPress: longPresses[i]._resetIfFinished()
    case .swipe: swipes[i]._resetIfFinished()
    case .screenEdgePan: edgePans[i]._resetIfFinished()
    case .pinch: pinches[i]._resetIfFinished()
    case .rotation: rotations[i]._resetIfFinished()
    }
  }

  @inlinable
  func failureOutput(_ slot: Slot, withheld: GestureOutput?, at time: Double) -> GestureOutput {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans[i]._failureOutput(withheld: withheld, at: time)
    case .tap: return taps[i]._failureOutput(withheld: withheld, at: time)
    case .longPress: return longPresses[i]._failureOutput(withheld: withheld, at: time)
    case .swipe: return swipes[i]._failureOutput(withheld: withheld, at: time)
    case .screenEdgePan: return edgePans[i]._failureOutput(withheld: withheld, at: time)
    case .pinch: return pinches[i]._failureOutput(withheld: withheld, at: time)
    case .rotation: return rotations[i]._failureOutput(withheld: withheld, at: time)
    }
  }

  @inlinable
  mutating func release(_ slot: Slot, _ withheld: GestureOutput, at time: Double) -> GestureOutput {
    let i = slot.index
    switch slot.kind {
    case .pan: return pans[i]._release(withheld, at: time)
    case .tap: return taps[i]._release(withheld, at: time)
    case .longPress: return longPresses[i]._release(withheld, at: time)
    case .swipe: return swipes[i]._release(withheld, at: time)
    case .screenEdgePan: return edgePans[i]._release(withheld, at: time)
    case .pinch: return pinches[i]._release(withheld, at: time)
    case .rotation: return rotations[i]._release(withheld, at: time)
    }
  }
}
