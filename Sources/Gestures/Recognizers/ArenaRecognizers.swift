/// The arena's concrete storage for its members: the pans and the taps in arrays of
/// their own types, and for each member (in the order added) which array holds it and
/// where. Every `ArenaMember` requirement is forwarded here by member number, so each
/// call is a direct, statically dispatched call on the concrete recognizer, mutated
/// in place in its array (an existential, or an enum whose payload is taken out and
/// put back, costs a copy or a retain on every touch event).
///
/// This type is the one place that knows which kinds of recognizer exist: a new kind
/// conforms to `ArenaMember` and gets an array and a `Slot.Kind` case here.
@usableFromInline
struct ArenaRecognizers<PanEstimator: VelocityEstimator>: Sendable {
  /// Where member number `m` is stored, and its kind's fixed rules (read on every
  /// routed output, so kept here as plain data).
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline
    enum Kind: Sendable {
      case pan
      case tap
    }

    @usableFromInline var kind: Kind
    @usableFromInline var index: Int
    /// `ArenaMember._succeedsByEnding` of its type.
    @usableFromInline var succeedsByEnding: Bool
    /// `ArenaMember._freezesWhileWaiting` of its type.
    @usableFromInline var freezesWhileWaiting: Bool
  }

  @usableFromInline var pans: [PanRecognizer<PanEstimator>] = []
  @usableFromInline var taps: [TapRecognizer] = []
  @usableFromInline var slots: [Slot] = []

  @inlinable
  init() {}

  /// Stores `pan` as the next member.
  mutating func append(_ pan: PanRecognizer<PanEstimator>) {
    slots.append(slot(.pan, pans.count, PanRecognizer<PanEstimator>.self))
    pans.append(pan)
  }

  /// Stores `tap` as the next member.
  mutating func append(_ tap: TapRecognizer) {
    slots.append(slot(.tap, taps.count, TapRecognizer.self))
    taps.append(tap)
  }

  func slot<Member: ArenaMember>(_ kind: Slot.Kind, _ index: Int, _ type: Member.Type) -> Slot {
    Slot(
      kind: kind, index: index,
      succeedsByEnding: Member._succeedsByEnding, freezesWhileWaiting: Member._freezesWhileWaiting)
  }

  /// Member `m` if it is a pan.
  @inlinable
  func pan(_ m: Int) -> PanRecognizer<PanEstimator>? {
    switch slots[m].kind {
    case .pan: pans[slots[m].index]
    case .tap: nil
    }
  }

  /// Member `m` if it is a tap.
  @inlinable
  func tap(_ m: Int) -> TapRecognizer? {
    switch slots[m].kind {
    case .pan: nil
    case .tap: taps[slots[m].index]
    }
  }

  // MARK: - ArenaMember, by member number

  @inlinable
  func state(_ m: Int) -> GestureState {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._state
    case .tap: return taps[i]._state
    }
  }

  @inlinable
  func isIdle(_ m: Int) -> Bool {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._isIdle
    case .tap: return taps[i]._isIdle
    }
  }

  @inlinable
  func deadline(_ m: Int) -> Double? {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._deadline
    case .tap: return taps[i]._deadline
    }
  }

  @inlinable
  func ignoresEventWithoutBegan(_ m: Int) -> Bool {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._ignoresEventWithoutBegan
    case .tap: return taps[i]._ignoresEventWithoutBegan
    }
  }

  @inlinable
  func succeedsByEnding(_ m: Int) -> Bool { slots[m].succeedsByEnding }

  @inlinable
  func freezesWhileWaiting(_ m: Int) -> Bool { slots[m].freezesWhileWaiting }

  @inlinable
  mutating func handle(
    _ m: Int, _ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]
  ) {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: pans[i]._handle(event, accepting: accepts, into: &outputs)
    case .tap: taps[i]._handle(event, accepting: accepts, into: &outputs)
    }
  }

  @inlinable
  mutating func advance(_ m: Int, to time: Double, into outputs: inout [GestureOutput]) {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: pans[i]._advance(to: time, into: &outputs)
    case .tap: taps[i]._advance(to: time, into: &outputs)
    }
  }

  @inlinable
  mutating func fail(_ m: Int) -> Bool {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._fail()
    case .tap: return taps[i]._fail()
    }
  }

  @inlinable
  mutating func resetIfFinished(_ m: Int) {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: pans[i]._resetIfFinished()
    case .tap: taps[i]._resetIfFinished()
    }
  }

  @inlinable
  func failureOutput(_ m: Int, withheld: GestureOutput?, at time: Double) -> GestureOutput {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._failureOutput(withheld: withheld, at: time)
    case .tap: return taps[i]._failureOutput(withheld: withheld, at: time)
    }
  }

  @inlinable
  mutating func release(_ m: Int, _ withheld: GestureOutput, at time: Double) -> GestureOutput {
    let i = slots[m].index
    switch slots[m].kind {
    case .pan: return pans[i]._release(withheld, at: time)
    case .tap: return taps[i]._release(withheld, at: time)
    }
  }
}
