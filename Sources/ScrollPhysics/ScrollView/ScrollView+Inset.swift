extension ScrollView {
  /// Adds `delta` points to the top content inset (negative: removes) without moving
  /// the content, as UIKit's refresh-control host does (it restores `contentOffset`):
  /// a drag in progress carries on from where the content is, its finger-following
  /// offset re-based on the new range, so the next move does not jump.
  package mutating func changeTopInsetKeepingOffset(by delta: Double) {
    contentInset.top += delta
    guard case .dragging(var drag) = phase else { return }
    drag.startRaw.y = rawOffset(for: exactOffset).y
    drag.reference.dy = drag.lastTranslation.dy
    phase = .dragging(drag)
  }
}
