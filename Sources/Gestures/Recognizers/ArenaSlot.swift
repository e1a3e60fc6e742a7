/// Where `ArenaRecognizers` stores one member (which array, and where in it), and the
/// fixed rules of its kind, read on every routed output and so kept as plain data in
/// the arena's per-member bookkeeping.
@usableFromInline
struct ArenaSlot: Sendable {
  @usableFromInline
  enum Kind: Sendable {
    case pan
    case tap
    case longPress
    case swipe
    case screenEdgePan
    case pinch
    case rotation
  }

  @usableFromInline var kind: Kind
  @usableFromInline var index: Int
  /// `ArenaMember._succeedsByEnding` of its type.
  @usableFromInline var succeedsByEnding: Bool
  /// `ArenaMember._freezesWhileWaiting` of its type.
  @usableFromInline var freezesWhileWaiting: Bool
}
