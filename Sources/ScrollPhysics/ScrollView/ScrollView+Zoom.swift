// The hooks ScrollViewZoom drives the scroll view with.

extension ScrollView {
  /// The pan's reset after a zoom ends (UIKit's scroll-view pan,
  /// `_scrollViewDidEndZooming`): a running drag continues from the current
  /// offset with a translation counted from zero again, no directional lock
  /// (it is decided afresh by the next moves) and no speed sample. The driver
  /// resets its pan recognizer's translation, lock and velocity samples at the
  /// same moment (``ScrollViewZoom/Output/panReset``). Does nothing unless dragging.
  package mutating func resetDragAfterZoom() {
    guard case .dragging(var drag) = phase else { return }
    drag.startRaw = rawOffset(for: exactOffset)
    drag.reference = .zero
    drag.lastTranslation = .zero
    drag.lastSpeed = nil
    drag.lock = .free
    touchLock = .free
    phase = .dragging(drag)
  }

  /// The unrounded content offset, in points (what a zoom anchors on).
  package var unroundedContentOffset: Point { exactOffset }
}
