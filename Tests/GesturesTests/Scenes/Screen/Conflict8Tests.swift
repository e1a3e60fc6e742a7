import Gestures
import ScrollPhysics
import Testing

/// Conflict 8 of the gallery (docs/conflicts.md): a vertical scroll view inside a
/// vertical one, a bottom sheet with a list (`traces/conflicts/8-sheet-with-list/`).
/// The sheet: a full-screen scroll view, content 390 × 1344, expanded at y 500 (its
/// largest offset); its panel at content y 600 holds the list (390 × 700 at panel y 44,
/// content 390 × 2000) at its top. The finger at (200, 400) is on the list.
@Suite struct Conflict8Tests {
  let gallery = ConflictGallery(folder: "8-sheet-with-list")

  @Test func pulledDownAtItsTopTheListTransfersToTheSheet() throws {
    // down-at-top.csv: 10 moves of (0, +20), lifted at once. First move: Σdy = 20 ≥ 10;
    // the list abuts its top and is pushed down, the sheet can scroll y, and
    // transfersVerticalScrollingToParent is true (its default): the list's pan waits and
    // the sheet's begins (translation 10 with the hysteresis removed), failing it. At the
    // lift the sheet is at 500 − 190 = 310, moving down at 2.4 pt/ms: it decelerates into
    // its top and comes to rest collapsed at 0. The list never moves.
    let run = try gallery.run("down-at-top.csv")
    let began = try #require(run.first("sheet.pan", .began))
    #expect(abs(began.time - 1.0 / 120) < 1e-6 && began.output.translation == Vector(dx: 0, dy: 10))
    #expect(run.first("list.pan", .failed)?.reason == "prevented by \"sheet.pan\"")
    #expect(run.scrollView("sheet")?.final.contentOffset == .zero)
    #expect(run.scrollView("list")?.final.contentOffset == .zero && run.scrollView("list")?.drags == 0)
  }

  @Test func pushedUpTheListScrollsAndTheSheetStays() throws {
    // up.csv: 5 moves of (0, −20), then 0.2 s still and the lift. The list abuts only its
    // top: pushed up there is no transfer; it begins at the first move and fails the
    // sheet's pan. Translation 100 − 10 = 90: the list rests at 90, the sheet at 500.
    let run = try gallery.run("up.csv")
    #expect(run.first("sheet.pan", .failed)?.reason == "prevented by \"list.pan\"")
    #expect(run.scrollView("list")?.final.contentOffset == Point(x: 0, y: 90))
    #expect(run.scrollView("sheet")?.final.contentOffset == Point(x: 0, y: 500))
  }

  @Test func theFixNoTransferKeepsThePullInTheList() throws {
    // fix-no-transfer.json: the list's "transfers-vertical-scrolling-to-parent": false.
    // The pull down begins the list's pan instead (first in the arena), which fails the
    // sheet's: the list rubber-bands below its top (the first move, 20 − 10 = 10 pt
    // past it: −(1 − 1/(10·0.55/700 + 1))·700 = −5.457, −16/3 on the grid) and returns to
    // 0; the sheet stays expanded at 500.
    let run = try gallery.run("down-at-top.csv", on: "fix-no-transfer.json")
    #expect(run.first("sheet.pan", .failed)?.reason == "prevented by \"list.pan\"")
    let first = ScreenSceneTests.callbacks(run.records, of: "list").first { if case .scrollViewDidScroll = $0.kind { return true } else { return false } }
    guard case .scrollViewDidScroll(let offset)? = first?.kind else {
      Issue.record("no scrollViewDidScroll")
      return
    }
    #expect((offset.y * 3).rounded() == -16)
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
    #expect(run.scrollView("sheet")?.final.contentOffset == Point(x: 0, y: 500))
  }
}

extension Conflict8Tests {
  @Test func aSheetWithScrollingDisabledTakesNothing() throws {
    // The second fix of docs/conflicts.md: "scroll-enabled": false on the sheet. Its pan
    // is not in the arena, so the list has no parent to transfer to: it begins at the
    // first move and rubber-bands; the sheet stays at 500.
    var screen = try gallery.screen()
    screen.views[0].scrollView?.scrollEnabled = false
    let (run, records) = try ScreenSceneTests.run(screen, try gallery.trace("down-at-top.csv"))
    #expect(ScreenSceneTests.gestures(records).contains { $0.recognizer == "list.pan" && $0.state == .began })
    #expect(ScreenSceneTests.scrollView(run, "sheet")?.final.contentOffset == Point(x: 0, y: 500))
    #expect(ScreenSceneTests.scrollView(run, "list")?.final.contentOffset == .zero)
  }
}
