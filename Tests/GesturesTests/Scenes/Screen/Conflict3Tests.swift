import Gestures
import ScrollPhysics
import Testing

/// Conflict 3 of the gallery (docs/conflicts.md, "3. Pinch-zoom on a photo inside a
/// horizontal pager"): `traces/conflicts/3-photo-zoom-in-pager/`. A paging `pager`
/// (1170 × 844 content) holds three full-screen photos, each a scroll view zooming its
/// image between 1 and 3, with a double tap that zooms to 2. Each trace's outcome is
/// derived by hand from UIKit's rules (docs/screens.md, "Zooming"; docs/sources.md).
@Suite struct Conflict3Tests {
  static let directory = ScreenSceneScrollViewEquivalenceTests.directory + "/conflicts/3-photo-zoom-in-pager"

  static func screen(_ name: String = "screen.json") throws -> Screen {
    try Screen(json: ScreenSceneScrollViewEquivalenceTests.bytes("conflicts/3-photo-zoom-in-pager/" + name), path: name)
  }

  static func run(_ trace: String, screen: String = "screen.json") throws -> (summary: ScreenSummary, records: [ScreenRecord]) {
    let bytes = ScreenSceneScrollViewEquivalenceTests.bytes("conflicts/3-photo-zoom-in-pager/" + trace)
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: trace)
    let events = try reader.readAll()
    #expect(reader.metadata.refresh == 120)
    return try ScreenSceneTests.run(try Self.screen(screen), events, refresh: 120)
  }

  static func gesture(_ records: [ScreenRecord], _ id: String, _ state: GestureState) -> ScreenGesture? {
    ScreenSceneTests.gestures(records).first { $0.recognizer == id && $0.state == state }
  }

  @Test func theFilesAreValid() throws {
    for screen in [try Self.screen(), try Self.screen("fix-pager-stays-while-zoomed.json")] {
      #expect(problem { try screen.validate() } == nil)
    }
  }

  @Test func zoomingNeverShowsTheNextPage() throws {
    // Two fingers at (95, 422) and (305, 422) spread 1 pt each per event: the pinch
    // begins at the 5th event (d = 220 > 210 + 8) and fails the pager's pan (they share
    // the touches and are not simultaneous); photo0's pan is simultaneous with its
    // pinch and stays. The zoom scale is d/220: after 115 events d = 440, zoom 2,
    // anchored at the centroid (200, 422). Then both fingers move 60 pt left together:
    // translation dominates, the scale stays 2, and the anchor follows the centroid to
    // (140, 422): photo0's offset (200, 422)·2 − (140, 422) = (260, 422), inside its
    // range [0, 390] × [0, 844]. The pager never moves.
    let (run, records) = try Self.run("pinch.csv")
    let pager = try #require(ScreenSceneTests.scrollView(run, "pager"))
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo0"))
    #expect(pager.final.contentOffset == Point(x: 0, y: 0))
    #expect(pager.final.page == ScrollViewScenePage(x: 0, y: 0))
    #expect(pager.callbacks == 0)
    let failed = try #require(Self.gesture(records, "pager.pan", .failed))
    #expect(failed.reason == "prevented by \"photo0.pinch\"")
    #expect(abs(failed.time - 5.0 / 120) < 1e-6)  // the trace's times have 6 decimals
    #expect(photo.zoomScale == 2)
    #expect(photo.final.contentOffset == Point(x: 260, y: 422))
    #expect(ScreenSceneTests.recognizer(run, "photo0.pinch")?.lastState == .ended)
  }

  @Test func aDragAtZoomOnePages() throws {
    // At zoom 1 photo0's content is its bounds: its pan tests no axis and never begins.
    // The pager's pan begins at the first move (|Σdx| = 20 ≥ 10) and fails photo0's pan
    // and pinch. At the lift the pager is at 200 − 10 = 190 (hysteresis removed) and the
    // release runs at 20 pt per 1/120 s = 2.4 pt/ms > 0.3: UIKit's paging rule takes
    // ceil(190/390) = page 1, offset 390.
    let (run, records) = try Self.run("drag-at-zoom-1.csv")
    let pager = try #require(ScreenSceneTests.scrollView(run, "pager"))
    #expect(pager.final.contentOffset == Point(x: 390, y: 0))
    #expect(pager.final.page == ScrollViewScenePage(x: 1, y: 0))
    #expect(Self.gesture(records, "photo0.pan", .failed)?.reason == "prevented by \"pager.pan\"")
    #expect(ScreenSceneTests.scrollView(run, "photo0")?.zoomScale == 1)
    #expect(ScreenSceneTests.scrollView(run, "photo0")?.drags == 0)
  }

  @Test func aDragAtZoomTwoPansThePhotoThenHandsOverAtTheEdge() throws {
    // The double tap (second lift at 0.2 s) zooms photo0 to 2 about its centre: offset
    // (195, 422), content 780 × 1688, range x [0, 390]. From 0.8 s one finger moves
    // 20 pt left per event: photo0's pan (the deeper view's, first) and the pager's
    // reach the hysteresis at the first move; photo0's wins and fails the pager's. The
    // photo follows: x = 195 + 20n − 10 after move n, its edge 390 passed at move 11
    // (raw 405). From there the overshoot drags the paging parent (UIKit's
    // `_attemptToDragParent:…`) while the photo stays at its edge: after move 20 the raw
    // offset is 585, the pager at 585 − 390 = 195. The release (2.4 pt/ms) pages the
    // pager by its own rule: ceil(195/390) = page 1, offset 390.
    let (run, records) = try Self.run("drag-at-zoom-2.csv")
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo0"))
    let pager = try #require(ScreenSceneTests.scrollView(run, "pager"))
    #expect(photo.zoomScale == 2)
    #expect(photo.final.contentOffset == Point(x: 390, y: 422))
    // (During the double tap the pager's pan failed too: at each lift, and prevented by the
    // recognized double tap.)
    let dragFailure = ScreenSceneTests.gestures(records).first { $0.recognizer == "pager.pan" && $0.state == .failed && $0.time > 0.8 }
    #expect(dragFailure?.reason == "prevented by \"photo0.pan\"")
    #expect(abs((dragFailure?.time ?? 0) - (0.8 + 1.0 / 120)) < 1e-6)
    let scrolls = ScreenSceneTests.callbacks(records, of: "pager").compactMap { c -> (Double, Point)? in
      if case .scrollViewDidScroll(let offset) = c.kind { return (c.time, offset) } else { return nil }
    }
    // The pager first moves at move 11 (0.8 + 11/120 s), by the overshoot, 15 pt.
    #expect(scrolls.first.map { abs($0.0 - (0.8 + 11.0 / 120)) < 1e-6 && $0.1 == Point(x: 15, y: 0) } == true, "\(scrolls.prefix(2))")
    #expect(scrolls.last { $0.0 < 0.8 + 21.0 / 120 - 1e-4 }?.1 == Point(x: 195, y: 0))
    #expect(pager.final.contentOffset == Point(x: 390, y: 0))
    #expect(pager.final.page == ScrollViewScenePage(x: 1, y: 0))
  }

  @Test func aShortDragAtZoomTwoOnlyPansThePhoto() throws {
    // The same zoom, then 5 moves of 20 pt left and a 0.1 s rest before the lift: the
    // photo follows 100 − 10 = 90 pt, to x = 285, short of its edge: the pager never
    // moves. The rest leaves no release velocity to speak of.
    let (run, _) = try Self.run("drag-at-zoom-2-short.csv")
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo0"))
    #expect(photo.final.contentOffset.y == 422)
    #expect(photo.final.contentOffset.x >= 285 && photo.final.contentOffset.x < 286, "\(photo.final.contentOffset)")
    #expect(ScreenSceneTests.scrollView(run, "pager")?.final.contentOffset == Point(x: 0, y: 0))
  }

  @Test func theFixKeepsThePagerWhileZoomed() throws {
    // The app disables the pager's scrolling while a photo is zoomed
    // (`pager.isScrollEnabled = false`): UIKit drags only a scroll-enabled paging parent,
    // so the photo rubber-bands past its edge and springs back to 390; the pager stays.
    let (run, _) = try Self.run("drag-at-zoom-2.csv", screen: "fix-pager-stays-while-zoomed.json")
    #expect(ScreenSceneTests.scrollView(run, "pager")?.final.contentOffset == Point(x: 0, y: 0))
    #expect(ScreenSceneTests.scrollView(run, "photo0")?.final.contentOffset == Point(x: 390, y: 422))
    #expect(ScreenSceneTests.scrollView(run, "photo0")?.rest == .decelerationEnded)
  }
}
