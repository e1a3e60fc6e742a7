import Gestures
import ScrollPhysics
import Testing

/// Conflict 2 of the gallery (docs/conflicts.md): a long press `menu` on a table cell
/// against the table's scroll (`traces/conflicts/2-long-press-vs-scroll/`). The table:
/// 390 × 3000 content, bouncing on y; `cell0` at its top, 390 × 60, carries the press
/// (UIKit's defaults: 0.5 s, 10 pt allowable movement). One event per 1/120 s.
@Suite struct Conflict2Tests {
  let gallery = ConflictGallery(folder: "2-long-press-vs-scroll")

  @Test func aStillFingerOpensTheMenuAtHalfASecond() throws {
    // still.csv: down at (200, 30) for 0.7 s. The table delays the cell's touchesBegan
    // 0.15 s (delaysContentTouches). At 0.5 s the press reaches its minimum duration
    // and begins; it shares the touch with the table's pan, still possible, which
    // fails ("prevented by menu"), and cancels the cell's touch (cancelsTouchesInView).
    // The lift at 0.7 s ends the press.
    let run = try gallery.run("still.csv")
    let began = try #require(run.first("menu", .began))
    #expect(abs(began.time - 0.5) < 1e-9)
    let failed = try #require(run.first("table.pan", .failed))
    #expect(abs(failed.time - 0.5) < 1e-9 && failed.reason == "prevented by \"menu\"")
    #expect(abs((run.first("menu", .ended)?.time ?? 0) - 0.7) < 1e-9)
    let touches = run.touches(of: "cell0")
    #expect(touches.map(\.method) == [.touchesBegan, .touchesCancelled])
    #expect(abs(touches[0].time - 0.15) < 1e-9 && abs(touches[1].time - 0.5) < 1e-9)
    #expect(run.scrollView("table")?.final.contentOffset == .zero)
  }

  @Test func aDragScrollsAndFailsThePress() throws {
    // drag.csv: 10 moves of (0, −11), lifted at once. At the first move the finger is
    // 11 pt from where it went down, past the press's 10 pt: it fails, and the table's
    // pan (y, |Σdy| = 11 ≥ 10) begins in the same event. Translation 100 at the lift,
    // 1.32 pt/ms: the table decelerates (as docs/screens.md's vertical drag, to 753.67).
    let run = try gallery.run("drag.csv")
    let failed = try #require(run.first("menu", .failed))
    #expect(abs(failed.time - 1.0 / 120) < 1e-6 && failed.reason == "moved 11 pt > 10")
    #expect(abs((run.first("table.pan", .began)?.time ?? 0) - 1.0 / 120) < 1e-6)
    #expect(run.first("menu", .began) == nil)
    let table = try #require(run.scrollView("table"))
    #expect(table.drags == 1 && table.final.contentOffset.y > 700)
    #expect(run.touches(of: "cell0").isEmpty)
  }

  @Test func aDragAfterTheMenuOpenedDoesNotScroll() throws {
    // hold-then-drag.csv: still 0.6 s, then the drag. The press began at 0.5 s and failed
    // the pan then: the drag only moves the press (changed), the table stays at 0.
    let run = try gallery.run("hold-then-drag.csv")
    #expect(run.first("table.pan", .failed)?.reason == "prevented by \"menu\"")
    #expect(run.first("table.pan", .began) == nil)
    #expect(run.lastState("menu") == .ended)
    #expect(run.scrollView("table")?.final.contentOffset == .zero)
  }

  @Test func theFixSimultaneousLetsTheTableScrollUnderTheOpenMenu() throws {
    // fix-simultaneous.json: menu "simultaneous-with": ["table.pan"]
    // (shouldRecognizeSimultaneouslyWith answering true). The press at 0.5 s no longer
    // fails the pan; at the first move after the hold (t = 0.6 + 1/120) |Σdy| = 11:
    // the pan begins and the table scrolls while the press goes on and ends at the lift.
    let run = try gallery.run("hold-then-drag.csv", on: "fix-simultaneous.json")
    let began = try #require(run.first("table.pan", .began))
    #expect(abs(began.time - (0.6 + 1.0 / 120)) < 1e-6)
    #expect(run.first("table.pan", .failed) == nil)
    #expect(run.lastState("menu") == .ended)
    #expect((run.scrollView("table")?.final.contentOffset.y ?? 0) > 700)
  }
}
