/// The kinds of gesture the generator makes, as a person would name them.
///
/// A kind is read off a `ScriptedGesture`'s parameters (`ScriptedGesture.kind`), so
/// shrinking a flick's speed below `flickSpeed` turns it into a drag.
package enum GestureKind: String, Hashable, Sendable, CaseIterable {
  /// One finger down and up in place.
  case tap
  /// Two taps in the same place.
  case doubleTap
  /// One finger moving slower than `flickSpeed` and lifting while it moves.
  case drag
  /// One finger moving at `flickSpeed` or faster and lifting while it moves.
  case flick
  /// One finger that moves, rests, then lifts.
  case restingSwipe
  /// Two fingers moving together.
  case twoFingerPan
  /// A stroke that the system cancels.
  case cancelledTouch

  /// The speed from which a lifted one-finger stroke is called a flick, in points per
  /// second: 300, the velocity UIKit's paging is said to need for a flick
  /// (docs/sources.md, "Gesture recognizers", folklore). Only names depend on it.
  package static let flickSpeed = 300.0
}
