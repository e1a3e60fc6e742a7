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
}
