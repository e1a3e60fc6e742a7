import Gestures
import ScrollPhysics
import Testing

/// Conflict 6 of the gallery (docs/conflicts.md): a button inside a scroll view
/// (`traces/conflicts/6-button-in-scroll-view/`). The list: 390 × 3000, bouncing on y;
/// the button (`"control": "button"`) at (20, 300), 350 × 400, so the finger at
/// (195, 450) is on it. UIKit's defaults: delaysContentTouches (0.15 s),
/// canCancelContentTouches true, and touchesShouldCancelInContentView false for a
/// control. One event per 1/120 s.
@Suite struct Conflict6Tests {
  let gallery = ConflictGallery(folder: "6-button-in-scroll-view")

  @Test func aTapAtRestReachesTheButtonAtTheLift() throws {
    // tap-at-rest.csv: down at 0, up at 0.1. The delay holds touchesBegan; the lift
    // (before 0.15 s) ends it: touchesBegan and touchesEnded both at 0.1. The pan,
    // never past 10 pt, fails at the lift; the list does not move.
    let run = try gallery.run("tap-at-rest.csv")
    let touches = run.touches(of: "button")
    #expect(touches.map(\.method) == [.touchesBegan, .touchesEnded])
    #expect(touches.allSatisfy { abs($0.time - 0.1) < 1e-9 })
    #expect(run.first("list.pan", .failed)?.reason == "lifted before recognized")
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
  }

  @Test func aQuickDragFromTheButtonScrolls() throws {
    // quick-drag.csv: moves of (0, −11) from the touch-down: the pan begins at 1/120 s,
    // inside the delay, and cancels the held touchesBegan: the button receives nothing.
    let run = try gallery.run("quick-drag.csv")
    #expect(abs((run.first("list.pan", .began)?.time ?? 0) - 1.0 / 120) < 1e-6)
    #expect(run.touches(of: "button").isEmpty)
    #expect((run.scrollView("list")?.final.contentOffset.y ?? 0) > 700)
  }

  @Test func heldPastTheDelayTheButtonKeepsTheTouches() throws {
    // hold-then-drag.csv: still 0.3 s, then moves of (0, −11). The button received
    // touchesBegan at 0.15 s. At the first move (0.3 + 1/120) the pan would begin, but
    // the content that has the touches is a control the scroll view may not cancel:
    // the pan fails (UIKit's "contentTouchDelivery"); the button gets the moves and the
    // lift, the list stays at 0.
    let run = try gallery.run("hold-then-drag.csv")
    let failed = try #require(run.first("list.pan", .failed))
    #expect(abs(failed.time - (0.3 + 1.0 / 120)) < 1e-6)
    #expect(failed.reason == "a control has the touches (touchesShouldCancelInContentView false)")
    let touches = run.touches(of: "button")
    #expect(touches.first.map { $0.method == .touchesBegan && abs($0.time - 0.15) < 1e-9 } == true)
    #expect(touches.filter { $0.method == .touchesMoved }.count == 10)
    #expect(touches.last?.method == .touchesEnded)
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
  }

  @Test func aTapDuringDecelerationCatchesTheListNotTheButton() throws {
    // tap-while-decelerating.csv: a fling from below the button (5 moves of (0, −12),
    // lifted at 0.05 s, 1.44 pt/ms), then a tap on the button at 0.15 s. The list is
    // decelerating: its pan begins at that touch-down (catching the motion), which
    // cancels the button's held touches: the button receives nothing and the list stops
    // where it was caught (the tap releases it without velocity).
    let run = try gallery.run("tap-while-decelerating.csv")
    let caught = try #require(ScreenSceneTests.gestures(run.records).last { $0.recognizer == "list.pan" && $0.state == .began })
    #expect(abs(caught.time - 0.15) < 1e-9 && caught.output.translation == .zero)
    #expect(run.touches(of: "button").isEmpty)
    let list = try #require(run.scrollView("list"))
    #expect(list.drags == 2 && list.rest == .releasedWithoutVelocity)
    let lastScroll = ScreenSceneTests.callbacks(run.records, of: "list").last { if case .scrollViewDidScroll = $0.kind { return true } else { return false } }
    guard case .scrollViewDidScroll(let caughtAt)? = lastScroll?.kind else {
      Issue.record("no scrollViewDidScroll")
      return
    }
    #expect(list.final.contentOffset == caughtAt)
  }

  @Test func theFixNoDelayGivesTheButtonItsTouchAtOnce() throws {
    // fix-no-delay.json: "delays-content-touches": false. The tap's touchesBegan comes
    // at 0, not at the lift. The price: a drag starting on the button now finds the
    // control holding the touches at its first move, so the list cannot scroll from it.
    let tap = try gallery.run("tap-at-rest.csv", on: "fix-no-delay.json")
    #expect(tap.touches(of: "button").first.map { $0.method == .touchesBegan && $0.time == 0 } == true)
    let drag = try gallery.run("quick-drag.csv", on: "fix-no-delay.json")
    #expect(drag.first("list.pan", .failed)?.reason == "a control has the touches (touchesShouldCancelInContentView false)")
    #expect(drag.scrollView("list")?.final.contentOffset == .zero)
  }
}

extension Conflict6Tests {
  @Test func aButtonTheScrollViewMayCancelLetsTheHeldDragScroll() throws {
    // The second fix of docs/conflicts.md: the same button without "control" (a
    // subclass's touchesShouldCancel(in:) answering true). Held 0.3 s, the view has
    // touchesBegan from 0.15 s, but the scroll view may cancel it: at the first move the
    // pan begins and the view gets touchesCancelled then.
    var screen = try gallery.screen()
    screen.views[0].subviews[0].control = nil
    let (run, records) = try ScreenSceneTests.run(screen, try gallery.trace("hold-then-drag.csv"))
    let began = try #require(ScreenSceneTests.gestures(records).first { $0.recognizer == "list.pan" && $0.state == .began })
    #expect(abs(began.time - (0.3 + 1.0 / 120)) < 1e-6)
    let touches = ScreenSceneTests.touches(records).filter { $0.view == "button" }.map(\.method)
    #expect(touches == [.touchesBegan, .touchesCancelled])
    #expect((ScreenSceneTests.scrollView(run, "list")?.final.contentOffset.y ?? 0) > 700)
  }
}
