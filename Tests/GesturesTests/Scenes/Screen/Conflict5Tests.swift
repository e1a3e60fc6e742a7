import Gestures
import ScrollPhysics
import Testing

/// Gallery conflict 5 (traces/conflicts/5-swipeable-cell, docs/conflicts.md): a cell
/// (390 × 88 at y = 200) with a plain pan `cell-swipe`, in a vertical table, in a
/// navigation controller (depth 2). Hand derivations from UIKit's rules: the back swipe
/// has priority from the 13 pt edge zone; the deepest view's recognizer comes first in
/// the arena, and a plain pan begins at 10 pt in any direction, so it beats the table's
/// pan, which needs 10 pt along y; the fix `should-begin: horizontal` refuses a vertical
/// begin.
@Suite struct Conflict5Tests {
  static let entry = "5-swipeable-cell"
  static let fix = "fix-should-begin-horizontal.json"

  @Test func fromTheEdgeTheBackSwipeWins() throws {
    for screen in ["screen.json", Self.fix] {
      let (run, records) = try ContainerGallery.run(Self.entry, "from-edge.csv", screen: screen)
      // dx = 16 > 15 at the second move: the edge swipe begins; both waiting pans fail.
      #expect(ContainerGallery.gestures(records, "nav.interactivePop").first?.state == .began)
      #expect(ContainerGallery.gestures(records, "cell-swipe").map(\.reason) == ["prevented by \"nav.interactivePop\""])
      #expect(ContainerGallery.gestures(records, "table.pan").map(\.reason) == ["prevented by \"nav.interactivePop\""])
      // Lifted at x = 205 moving at 960 pt/s: p = 184/390, finish (as conflict 1).
      #expect(ContainerGallery.navigation(records).map(\.event) == [.popBegan, .popFinished])
      #expect(run.navigations.first?.depth == 1)
      #expect(run.scrollViews.first?.final.contentOffset == .zero)
    }
  }

  @Test func aLeftSwipeOnTheCellSwipesTheCell() throws {
    for screen in ["screen.json", Self.fix] {
      let (run, records) = try ContainerGallery.run(Self.entry, "swipe-left.csv", screen: screen)
      // x = 300 is outside the edge zone: the edge swipe fails at the touch-down.
      #expect(ContainerGallery.gestures(records, "nav.interactivePop").first?.reason == "began 300 pt from the edge, outside 13")
      // |dx| = 16 > 10 at the second move: the cell's pan begins (translation −16 + 10 = −6)
      // and prevents the table's (which needs 10 pt along y).
      let cell = ContainerGallery.gestures(records, "cell-swipe")
      #expect(cell.first?.state == .began)
      #expect(cell.first?.output.translation == Vector(dx: -6, dy: 0))
      #expect(ContainerGallery.gestures(records, "table.pan").map(\.reason) == ["prevented by \"cell-swipe\""])
      #expect(cell.last?.state == .ended)
      #expect(cell.last?.output.translation == Vector(dx: -86, dy: 0))
      #expect(run.scrollViews.first?.rest == .neverMoved)
      #expect(ContainerGallery.navigation(records).isEmpty)
    }
  }

  @Test func aVerticalDragOnTheCellScrollsOnlyWithTheFix() throws {
    // Without the fix, the plain pan begins on the vertical drag (|dy| = 16 > 10, first in
    // the arena) and the table's pan, reaching its own 10 pt at the same move, fails.
    let (plain, plainRecords) = try ContainerGallery.run(Self.entry, "scroll-up.csv")
    #expect(ContainerGallery.gestures(plainRecords, "cell-swipe").first?.state == .began)
    #expect(ContainerGallery.gestures(plainRecords, "table.pan").map(\.reason) == ["prevented by \"cell-swipe\""])
    #expect(plain.scrollViews.first?.final.contentOffset == .zero)
    // With should-begin horizontal, |dy| > |dx| refuses the cell's pan; the table's pan
    // begins at the same move (translation −16 + 10 = −6: offset 6) and follows the finger:
    // 96 − 10 = 86 at the last move.
    let (fixed, fixedRecords) = try ContainerGallery.run(Self.entry, "scroll-up.csv", screen: Self.fix)
    #expect(ContainerGallery.gestures(fixedRecords, "cell-swipe").map(\.reason) == ["should-begin horizontal refused"])
    let table = ContainerGallery.gestures(fixedRecords, "table.pan")
    #expect(table.first?.output.translation == Vector(dx: 0, dy: -6))
    #expect(ContainerGallery.offsets(fixedRecords, "table").first { abs($0.time - 12.0 / 120) < 1e-6 }?.offset == Point(x: 0, y: 86))
    #expect(fixed.scrollViews.first?.drags == 1)
    #expect(fixed.scrollViews.first.map { $0.final.contentOffset.y > 86 } == true)
  }
}
