import Gestures
import ScrollPhysics
import Testing

/// `ScrollPanBeginRule`, case by case against UIKit's
/// `UIScrollViewPanGestureRecognizer._shouldTryToBeginWithEvent:` (public UIKitCore
/// decompilation, iOS 26.1): h = 10 pt.
@Suite struct ScrollPanBeginRuleTests {
  static let h = 10.0

  @Test func itBeginsOnlyOnAnAxisItCanScroll() {
    let vertical = ScrollPanBeginRule(canScrollX: false, canScrollY: true)
    // |dy| reaches h: "will scroll y".
    #expect(vertical.allowsBegin(Vector(dx: 0, dy: 10), hysteresis: Self.h))
    #expect(vertical.allowsBegin(Vector(dx: 3, dy: -11), hysteresis: Self.h))
    // 50 pt along x: it cannot scroll x, so it waits however far the finger goes.
    #expect(!vertical.allowsBegin(Vector(dx: 50, dy: 0), hysteresis: Self.h))
    #expect(!vertical.allowsBegin(Vector(dx: 50, dy: 9.99), hysteresis: Self.h))
    // Neither axis scrolls: it never begins.
    #expect(!ScrollPanBeginRule(canScrollX: false, canScrollY: false).allowsBegin(Vector(dx: 40, dy: 40), hysteresis: Self.h))
    // Both: either axis.
    let both = ScrollPanBeginRule(canScrollX: true, canScrollY: true)
    #expect(both.allowsBegin(Vector(dx: -10, dy: 0), hysteresis: Self.h) && both.allowsBegin(Vector(dx: 0, dy: -10), hysteresis: Self.h))
  }

  @Test func theLockLeavesOnlyTheLockedAxis() {
    var rule = ScrollPanBeginRule(canScrollX: true, canScrollY: true)
    rule.lockAllowsX = false
    #expect(!rule.allowsBegin(Vector(dx: -10, dy: -3), hysteresis: Self.h))
    #expect(rule.allowsBegin(Vector(dx: -10, dy: -10), hysteresis: Self.h))
  }

  @Test func atTheAbuttedEdgeItTransfersToTheParent() {
    // A vertical child at its top, the parent scrolls y, transfer on.
    var rule = ScrollPanBeginRule(canScrollX: false, canScrollY: true)
    rule.transfersY = true
    rule.abutsTop = true
    // Pushed past the top (translation.y ≥ h): it waits for the parent.
    #expect(!rule.allowsBegin(Vector(dx: 0, dy: 10), hysteresis: Self.h))
    // Pushed away from it (translation.y ≤ −h, not abutted at the bottom): it begins.
    #expect(rule.allowsBegin(Vector(dx: 0, dy: -10), hysteresis: Self.h))
    // Abutted at the bottom too (content no taller than the bounds would be): both ways wait.
    rule.abutsBottom = true
    #expect(!rule.allowsBegin(Vector(dx: 0, dy: -10), hysteresis: Self.h))
    // Transfer off: it begins and rubber-bands.
    rule.transfersY = false
    #expect(rule.allowsBegin(Vector(dx: 0, dy: 10), hysteresis: Self.h))
  }

  @Test func aChildThatWillScrollTheOtherAxisDoesNotTransfer() {
    // A child scrolling both ways at its left edge, the parent scrolling x: a drag right
    // that also reaches h along y begins the child (it "will scroll y"); along x alone
    // it transfers.
    var rule = ScrollPanBeginRule(canScrollX: true, canScrollY: true)
    rule.transfersX = true
    rule.abutsLeft = true
    #expect(!rule.allowsBegin(Vector(dx: 12, dy: 4), hysteresis: Self.h))
    #expect(rule.allowsBegin(Vector(dx: 12, dy: 10), hysteresis: Self.h))
    #expect(rule.allowsBegin(Vector(dx: -12, dy: 0), hysteresis: Self.h))
    rule.abutsRight = true
    #expect(!rule.allowsBegin(Vector(dx: -12, dy: 0), hysteresis: Self.h))
  }
}
