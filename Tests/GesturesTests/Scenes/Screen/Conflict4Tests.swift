import Gestures
import ScrollPhysics
import Testing

/// Conflict 4 of the gallery (docs/conflicts.md): a horizontal paging carousel inside a
/// vertical list, decided by the direction of the first movement
/// (`traces/conflicts/4-carousel-in-list/`, the screen of traces/screens/carousel-in-list.json).
/// Each pan begins only on the axis its content scrolls along (the list: y, 390 × 3000;
/// the carousel: x, 1170 × 200), once the movement on that axis reaches 10 pt.
@Suite struct Conflict4Tests {
  let gallery = ConflictGallery(folder: "4-carousel-in-list")

  @Test func aMostlyVerticalFirstMoveScrollsTheList() throws {
    // vertical.csv: moves of (+3, −11). First move: |Σdy| = 11 ≥ 10, |Σdx| = 3 < 10: the
    // list's pan begins and fails the carousel's, which was waiting on x.
    let run = try gallery.run("vertical.csv")
    #expect(abs((run.first("list.pan", .began)?.time ?? 0) - 1.0 / 120) < 1e-6)
    #expect(run.first("carousel.pan", .failed)?.reason == "prevented by \"list.pan\"")
    #expect(run.scrollView("carousel")?.final.contentOffset == .zero)
    #expect((run.scrollView("list")?.final.contentOffset.y ?? 0) > 700)
  }

  @Test func aMostlyHorizontalFirstMovePagesTheCarousel() throws {
    // horizontal.csv: moves of (−11, +3): the carousel begins at the first move, the
    // list fails; 1.32 pt/ms at the lift pages it to page 1 (390).
    let run = try gallery.run("horizontal.csv")
    #expect(run.first("list.pan", .failed)?.reason == "prevented by \"carousel.pan\"")
    #expect(run.scrollView("carousel")?.final.contentOffset == Point(x: 390, y: 0))
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
  }

  @Test func aDiagonalTieGoesToTheDeeperCarousel() throws {
    // diagonal.csv: moves of (−8, −8). First move: 8 < 10 on both axes, both wait (the
    // press fails: √128 = 11.3 pt > 10). Second: |Σ| = 16 on both: both pans would begin
    // in the same event; UIKit gives the touch to the deepest view's recognizers first,
    // so the carousel's begins first and fails the list's. Translation (−6, −6) with the
    // hysteresis removed; at the lift Σdx = −80 (offset 70) at 0.96 pt/ms: page 1.
    let run = try gallery.run("diagonal.csv")
    let began = try #require(run.first("carousel.pan", .began))
    #expect(abs(began.time - 2.0 / 120) < 1e-6 && began.output.translation == Vector(dx: -6, dy: -6))
    #expect(run.first("list.pan", .failed)?.reason == "prevented by \"carousel.pan\"")
    #expect(run.first("press", .failed)?.reason == "moved 11.3 pt > 10")
    #expect(run.scrollView("carousel")?.final.contentOffset == Point(x: 390, y: 0))
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
  }

  // MARK: The fixes: edits of the scroll views' own pans (the `pan-…` keys)

  @Test func theCarouselsPanBeginningOnlyHorizontallyGivesTheDiagonalToTheList() throws {
    // fix-carousel-should-begin-horizontal.json: `"pan-should-begin": "horizontal"` on the
    // carousel. diagonal.csv, second move: the carousel's pan would begin with the
    // translation (−6, −6) (each axis less the 10 pt hysteresis); |−6| > |−6| is false, so
    // it fails; the list's pan begins in the same event (16 ≥ 10 on y) with (−6, −6):
    // offset 6, then 8 moves of −8: 70 at the lift, moving 8 pt per 1/120 s = 0.96 pt/ms.
    // UIKit's normal deceleration (0.998 per ms) adds at most 0.96·0.998/0.002 = 479.04 pt,
    // a little less as it stops: the list rests between 70 + 0.98·479 and 70 + 479.04.
    let run = try gallery.run("diagonal.csv", on: "fix-carousel-should-begin-horizontal.json")
    let failed = try #require(run.first("carousel.pan", .failed))
    #expect(abs(failed.time - 2.0 / 120) < 1e-6 && failed.reason == "should-begin horizontal refused")
    let began = try #require(run.first("list.pan", .began))
    #expect(abs(began.time - 2.0 / 120) < 1e-6 && began.output.translation == Vector(dx: -6, dy: -6))
    #expect(run.scrollView("carousel")?.final.contentOffset == .zero)
    let rest = try #require(run.scrollView("list")?.final.contentOffset.y)
    #expect(rest > 70 + 0.98 * 479.04 && rest < 70 + 479.04)
    // The clear directions are unchanged: horizontal.csv's carousel begins with (−1, 0)
    // (|−11| − 10 and 3 < 10 → 0), horizontal, and pages; vertical.csv is the list's.
    let horizontal = try gallery.run("horizontal.csv", on: "fix-carousel-should-begin-horizontal.json")
    #expect(horizontal.first("carousel.pan", .began)?.output.translation == Vector(dx: -1, dy: 0))
    #expect(horizontal.scrollView("carousel")?.final.contentOffset == Point(x: 390, y: 0))
    let vertical = try gallery.run("vertical.csv", on: "fix-carousel-should-begin-horizontal.json")
    #expect(vertical.first("carousel.pan", .failed)?.reason == "prevented by \"list.pan\"")
    #expect((vertical.scrollView("list")?.final.contentOffset.y ?? 0) > 700)
  }

  @Test func theListsPanRequiringTheCarouselsToFailGivesEveryDriftToTheCarousel() throws {
    // fix-list-requires-carousel-to-fail.json: `"pan-require-to-fail": ["carousel.pan"]` on
    // the list. vertical.csv, moves of (+3, −11): at the first move the list's pan would
    // begin but waits, since the carousel's is still possible (Σdx = 3 < 10). Σdx = 3, 6,
    // 9, 12: at the 4th move (t = 4/120) the carousel's begins with (12 − 10, −(44 − 10)) =
    // (2, −34), which fails the waiting list ("prevented by"). The tap fails by moving
    // √(12² + 44²) = 45.6 pt > 45 first. The finger moves right, so the carousel is pulled
    // past its left edge and bounces back to 0; the list never scrolls.
    let run = try gallery.run("vertical.csv", on: "fix-list-requires-carousel-to-fail.json")
    let began = try #require(run.first("carousel.pan", .began))
    #expect(abs(began.time - 4.0 / 120) < 1e-6 && began.output.translation == Vector(dx: 2, dy: -34))
    #expect(run.first("list.pan", .began) == nil)
    #expect(run.first("list.pan", .failed)?.reason == "prevented by \"carousel.pan\"")
    #expect(run.first("open", .failed)?.reason == "moved 45.6 pt > 45")
    #expect(run.scrollView("list")?.final.contentOffset == .zero)
    #expect(run.scrollView("carousel")?.final.contentOffset == .zero)
    // The other two traces were the carousel's already and stay so: page 1.
    for trace in ["horizontal.csv", "diagonal.csv"] {
      let other = try gallery.run(trace, on: "fix-list-requires-carousel-to-fail.json")
      #expect(other.scrollView("carousel")?.final.contentOffset == Point(x: 390, y: 0))
      #expect(other.scrollView("list")?.final.contentOffset == .zero)
    }
  }

  @Test func bothPansRecognizedSimultaneouslyScrollBoth() throws {
    // fix-simultaneous.json: `"pan-simultaneous-with": ["carousel.pan"]` on the list.
    // diagonal.csv: both pans reach 10 pt at the second move and neither fails the other:
    // both begin with (−6, −6); the carousel pages to 1 as without the fix, and the list
    // scrolls and decelerates exactly as with the should-begin fix (the same drag).
    let run = try gallery.run("diagonal.csv", on: "fix-simultaneous.json")
    let list = try #require(run.first("list.pan", .began))
    let carousel = try #require(run.first("carousel.pan", .began))
    #expect(list.time == carousel.time && list.output.translation == Vector(dx: -6, dy: -6))
    #expect(run.first("list.pan", .failed) == nil && run.first("carousel.pan", .failed) == nil)
    #expect(run.scrollView("carousel")?.final.contentOffset == Point(x: 390, y: 0))
    let alone = try gallery.run("diagonal.csv", on: "fix-carousel-should-begin-horizontal.json")
    #expect(run.scrollView("list")?.final.contentOffset == alone.scrollView("list")?.final.contentOffset)
    // vertical.csv: the list scrolls as without the fix; the carousel's pan also begins once
    // Σdx = 12 (4th move) and is pulled past its left edge, then bounces back to 0.
    let vertical = try gallery.run("vertical.csv", on: "fix-simultaneous.json")
    let plain = try gallery.run("vertical.csv")
    #expect(vertical.scrollView("list")?.final.contentOffset == plain.scrollView("list")?.final.contentOffset)
    #expect(vertical.first("carousel.pan", .began).map { abs($0.time - 4.0 / 120) < 1e-6 } == true)
    #expect(vertical.scrollView("carousel")?.final.contentOffset == .zero)
  }

  @Test func theShouldBeginHorizontalFixRefusesCatchingTheDeceleratingCarousel() throws {
    // A flick of 10 moves of (−11, 0) from (300, 200) pages the carousel; 0.2 s later, still
    // decelerating, a finger lands on it. Its pan begins at the touch-down with a zero
    // translation (it catches the motion); with `"pan-should-begin": "horizontal"`,
    // |0| > |0| is false: the catch is refused. The touch-down stops the deceleration all
    // the same (scrollViewDidEndDecelerating at 0.2 s in both), and without the fix the
    // pan begins then with (0, 0).
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 300, y: 200))])]
    for i in 1...10 {
      events.append(TouchEvent(time: Double(i) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 300 - 11 * Double(i), y: 200))]))
    }
    events.append(TouchEvent(time: 11.0 / 120, touches: [Touch(id: 0, phase: .ended, location: Point(x: 190, y: 200))]))
    events.append(TouchEvent(time: 0.2, touches: [Touch(id: 1, phase: .began, location: Point(x: 200, y: 200))]))
    events.append(TouchEvent(time: 0.3, touches: [Touch(id: 1, phase: .ended, location: Point(x: 200, y: 200))]))
    let (_, plain) = try ScreenSceneTests.run(try gallery.screen(), events)
    let caught = ScreenSceneTests.gestures(plain).filter { $0.recognizer == "carousel.pan" && $0.time == 0.2 }
    #expect(caught.first?.state == .began && caught.first?.output.translation == .zero)
    let (_, fixed) = try ScreenSceneTests.run(try gallery.screen("fix-carousel-should-begin-horizontal.json"), events)
    let refused = ScreenSceneTests.gestures(fixed).filter { $0.recognizer == "carousel.pan" && $0.time == 0.2 }
    #expect(refused.map(\.state) == [.failed] && refused.first?.reason == "should-begin horizontal refused")
  }
}
