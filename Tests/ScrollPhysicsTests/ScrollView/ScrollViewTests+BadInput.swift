import ScrollPhysics
import Testing

/// Bad data is dropped, never a crash.
@Suite struct ScrollViewBadInputTests {
  @Test func nonFiniteInputsAreDropped() {
    var store = ScrollViewTestStore(ScrollViewTests.list(offsetY: 500))
    store.send(.touchDown, at: .nan, [])
    store.send(.setContentOffset(Point(x: 0, y: .infinity), animated: false), at: 0, [])
    store.send(.touchDown, at: 0, []) {
      $0.isTracking = true
      $0.isAtRest = false
    }
    store.send(.panBegan(translation: .zero), at: 0.05, [.scrollViewWillBeginDragging]) { $0.isDragging = true }
    store.send(.panChanged(translation: Vector(dx: 0, dy: .nan)), at: 0.1, [])
    store.send(.panEnded(translation: .zero, velocity: Vector(dx: .infinity, dy: 0)), at: 0.2, [])
    // Still dragging at 500: a finite release ends it normally.
    store.send(
      .panEnded(translation: .zero, velocity: .zero), at: 0.3,
      [
        .scrollViewWillEndDragging(velocity: .zero, targetContentOffset: Point(x: 0, y: 500)),
        .scrollViewDidEndDragging(willDecelerate: false),
      ]
    ) {
      $0.isTracking = false
      $0.isDragging = false
      $0.isAtRest = true
    }
    #expect(!ScrollViewInput.panChanged(translation: Vector(dx: .nan, dy: 0)).isFinite)
    #expect(ScrollViewInput.frame.isFinite)
  }
}
