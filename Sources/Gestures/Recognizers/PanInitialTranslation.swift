/// What a pan reports as its translation when it begins, and so where every later
/// translation is measured from.
///
/// UIKit does not document it (docs/sources.md, "Gesture recognizers", "Open point"). Flutter's analogue is
/// `DragStartBehavior.down` versus `.start`. See docs/recognizers.md.
@usableFromInline package enum PanInitialTranslation: Hashable, Sendable {
  /// The translation is measured from where the touches went down, so the first
  /// `began` includes the distance moved during the hysteresis (Flutter's
  /// `DragStartBehavior.down`).
  case fromTouchDown
  /// Each axis of the translation is moved towards zero by the hysteresis, clamped at
  /// zero (`dx' = sign(dx) · max(|dx| − h, 0)`, the same for `dy`), then the
  /// translation continues from there. This is what public decompilations of UIKit show:
  /// `-[UIPanGestureRecognizer touchesMoved:withEvent:]` calls
  /// `_removeHysteresisFromTranslation` just before `setState:began`. The default.
  case hysteresisRemoved
  /// The translation is zero at `began` and measured from the point of recognition
  /// (Flutter's `DragStartBehavior.start`).
  case zero
}
