import ScrollPhysics
import Testing

/// `changeTopInsetKeepingOffset(by:)`: the refresh control's +60 pt inset, which UIKit's
/// host adds without moving the content (it restores `contentOffset`).
@Suite struct ScrollViewInsetTests {
  /// A 390 × 844 list over 3000 pt, pulled down 300 pt past its top (the drag begins at
  /// translation 0), so the content shows the rubber band of 300 pt:
  /// 300·0.55·844/(844 + 0.55·300) = 138.0 pt above the top.
  static func pulledList() -> ScrollView {
    var scrollView = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 3000))
    scrollView.alwaysBounceVertical = true
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.01)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: 300)), at: 0.02)
    return scrollView
  }

  @Test func theInsetMovesNothingAndTheDragCarriesOnWithoutAJump() {
    var scrollView = Self.pulledList()
    let pulled = scrollView.contentOffset.y
    #expect(abs(pulled - -138.0) < 0.34)
    scrollView.changeTopInsetKeepingOffset(by: 60)
    #expect(scrollView.contentInset.top == 60)
    #expect(scrollView.contentOffset.y == pulled)
    #expect(scrollView.minimumContentOffset.y == -60)
    // One more point of pull moves the content by the rubber band's slope there (under
    // 1 pt). Re-reading the whole pull against the new top instead would show 301 − 60 =
    // 241 pt past −60: −60 − 241·464.2/(844 + 132.55) = −174.6, a jump of 37 pt.
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: 301)), at: 0.03)
    let step = scrollView.contentOffset.y - pulled
    #expect(step < 0 && step > -1)
    // Taking it off again keeps the offset too.
    scrollView.changeTopInsetKeepingOffset(by: -60)
    #expect(scrollView.contentInset.top == 0)
    #expect(scrollView.contentOffset.y == pulled + step)
  }

  @Test func atRestOnlyTheRangeChanges() {
    var scrollView = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 3000))
    scrollView.changeTopInsetKeepingOffset(by: 60)
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.minimumContentOffset == Point(x: 0, y: -60))
    #expect(scrollView.isAtRest)
  }
}
