import Gestures
import ScrollPhysics
import Testing

@Suite struct RegionTreeTests {
  /// a (0…100)² holds b (10…60)² and, in front of b, d (40…90)². b holds c (20…30)²
  /// and e (x 55…75, y 0…20), which sticks out of b above and to the right.
  struct Fixture {
    var tree = RegionTree()
    let a: RegionID, b: RegionID, c: RegionID, d: RegionID, e: RegionID

    init() {
      a = tree.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      b = tree.addRegion(frame: Rect(x: 10, y: 10, width: 50, height: 50), parent: a)
      c = tree.addRegion(frame: Rect(x: 20, y: 20, width: 10, height: 10), parent: b)
      d = tree.addRegion(frame: Rect(x: 40, y: 40, width: 50, height: 50), parent: a)
      e = tree.addRegion(frame: Rect(x: 55, y: 0, width: 20, height: 20), parent: b)
    }
  }

  @Test func theDeepestFrontmostRegionIsHit() {
    let f = Fixture()
    // In a, b and c: the deepest, c.
    #expect(f.tree.hitTest(Point(x: 25, y: 25)) == f.c)
    // In b and in d: d was added after b, so it is in front.
    #expect(f.tree.hitTest(Point(x: 45, y: 45)) == f.d)
    // In b only (not c, not e): b.
    #expect(f.tree.hitTest(Point(x: 15, y: 15)) == f.b)
    // In a only.
    #expect(f.tree.hitTest(Point(x: 5, y: 5)) == f.a)
    // In b and e (e's part inside b): e.
    #expect(f.tree.hitTest(Point(x: 57, y: 15)) == f.e)
    // Outside everything.
    #expect(f.tree.hitTest(Point(x: 150, y: 5)) == nil)
  }

  @Test func aChildOutsideItsParentIsNotHit() {
    // (70, 5) is in e's frame but outside b (x < 60 only), so, as UIKit tests
    // point(inside:) before subviews, e is never asked: the hit is a.
    let f = Fixture()
    #expect(f.tree.hitTest(Point(x: 70, y: 5)) == f.a)
  }

  @Test func framesAreHalfOpen() {
    let f = Fixture()
    // Rect.contains: minX ≤ x < maxX. (0, 0) is in a; (100, 50) is not.
    #expect(f.tree.hitTest(Point(x: 0, y: 0)) == f.a)
    #expect(f.tree.hitTest(Point(x: 100, y: 50)) == nil)
    // c spans 20 ≤ x < 30: (30, 25) is in b, not c.
    #expect(f.tree.hitTest(Point(x: 30, y: 25)) == f.b)
  }

  @Test func framesCanMoveAndAnEmptyFrameIsNeverHit() {
    var f = Fixture()
    f.tree.setFrame(Rect(x: 0, y: 0, width: 0, height: 0), of: f.d)
    #expect(f.tree.frame(of: f.d) == Rect(x: 0, y: 0, width: 0, height: 0))
    // With d gone, (45, 45) falls to b.
    #expect(f.tree.hitTest(Point(x: 45, y: 45)) == f.b)
    // Move c over (45, 45): hit.
    f.tree.setFrame(Rect(x: 40, y: 40, width: 10, height: 10), of: f.c)
    #expect(f.tree.hitTest(Point(x: 45, y: 45)) == f.c)
  }

  @Test func rootsAreTestedLastAddedFirst() {
    var tree = RegionTree()
    let back = tree.addRegion(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let front = tree.addRegion(frame: Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(tree.hitTest(Point(x: 7, y: 7)) == front)
    #expect(tree.hitTest(Point(x: 2, y: 2)) == back)
    #expect(tree.parent(of: front) == nil)
    #expect(tree.count == 2)
  }

  @Test func ancestryDecidesWhichRecognizersReceiveATouch() {
    let f = Fixture()
    // A touch that hits c goes to recognizers on c, b and a, not d or e.
    #expect(f.tree.isSelfOrAncestor(f.c, of: f.c))
    #expect(f.tree.isSelfOrAncestor(f.b, of: f.c))
    #expect(f.tree.isSelfOrAncestor(f.a, of: f.c))
    #expect(!f.tree.isSelfOrAncestor(f.d, of: f.c))
    #expect(!f.tree.isSelfOrAncestor(f.e, of: f.c))
    #expect(!f.tree.isSelfOrAncestor(f.c, of: f.b))
    #expect(f.tree.parent(of: f.c) == f.b)
    #expect(f.tree.parent(of: f.a) == nil)
  }
}
