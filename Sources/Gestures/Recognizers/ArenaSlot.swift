/// Where `ArenaRecognizers` stores one member (which array, and where in it), and the
/// fixed rules of its kind, read on every routed output and so kept as plain data in
/// the arena's per-member bookkeeping.
@usableFromInline
struct ArenaSlot: Sendable {
  /// Which array: the one of this kind of recognizer.
  @usableFromInline var kind: RecognizerKind
  @usableFromInline var index: Int
  /// `ArenaMember._succeedsByEnding` of its type.
  @usableFromInline var succeedsByEnding: Bool
  /// `ArenaMember._freezesWhileWaiting` of its type.
  @usableFromInline var freezesWhileWaiting: Bool
}
