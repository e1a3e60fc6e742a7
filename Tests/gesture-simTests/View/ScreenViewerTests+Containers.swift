import Foundation
import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// `ScreenViewer` on the gallery's screens that zoom, pop and refresh
/// (traces/conflicts/, docs/conflicts.md): the page's data for the zoom view's scale,
/// the back swipe's slide and the refresh control's area, each checked against the
/// laws of docs/screens.md ("Zooming") and docs/containers.md, and the pages of
/// screens without them left as they were.
@Suite struct ScreenViewerContainersTests {
  func screen(_ conflict: String) throws -> Screen {
    var errors = ""
    switch SceneSetup.readScreen(path: packageRoot + "/traces/conflicts/" + conflict + "/screen.json", errors: &errors) {
    case .success(let screen): return screen
    case .failure: throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: errors])
    }
  }

  func page(_ screen: Screen, _ events: [TouchEvent]) throws -> ViewerData {
    var viewer = ScreenViewer(options: try .init(scene: screen, refreshRate: 120))
    for event in events { viewer.feed(event) }
    return viewer.finish()
  }

  func rows(_ data: ViewerData, _ key: String) -> [[JSONValue]] {
    guard case .array(let values)? = data.picture.first(where: { $0.0 == key })?.1 else { return [] }
    return values.map { value in
      guard case .array(let row) = value else { return [] }
      return row
    }
  }

  func double(_ value: JSONValue) -> Double? {
    switch value {
    case .number(let number): return number
    case .int(let int): return Double(int)
    case .null, .bool, .string, .array, .object: return nil
    }
  }

  /// One finger down at `from`, moved by `step` per 120 Hz event `moves` times, then up.
  func drag(at start: Double, from: Point, step: Point, moves: Int) -> [TouchEvent] {
    var events = [TouchEvent(time: start, touches: [Touch(id: 0, phase: .began, location: from)])]
    var point = from
    for k in 1...moves {
      point = Point(x: point.x + step.x, y: point.y + step.y)
      events.append(TouchEvent(time: start + Double(k) / 120, touches: [Touch(id: 0, phase: .moved, location: point)]))
    }
    events.append(TouchEvent(time: start + Double(moves + 1) / 120, touches: [Touch(id: 0, phase: .ended, location: point)]))
    return events
  }

  /// Conflict 3's double tap on photo0: `zoom-scale 2` anchors on the bounds' centre
  /// (195, 422), so the offset becomes (2 − 1)·(195, 422) and the content the zoom
  /// view's 390 × 844 times 2 (docs/screens.md, "Zooming"). The page carries the
  /// frame's zoom scale and content size, and the scale among the values.
  @Test func aZoomViewIsDrawnAtTheFramesZoomScale() throws {
    let centre = Point(x: 195, y: 422)
    let tap = { (t: Double) in [TouchEvent(time: t, touches: [Touch(id: 0, phase: .began, location: centre)]),
                               TouchEvent(time: t + 0.05, touches: [Touch(id: 0, phase: .ended, location: centre)])] }
    let data = try page(try screen("3-photo-zoom-in-pager"), tap(0) + tap(0.15))
    // zooms: [scroll index, zoom view's index]: photo0 is scroll view 1 (after the pager),
    // image0 view 2 (pager, photo0, image0, …).
    #expect(rows(data, "zooms").first == [.int(1), .int(2)])
    let frames = rows(data, "zoomFrames")
    #expect(frames.count == data.times.count)
    let first = try #require(frames.first), last = try #require(frames.last)
    #expect(first.first == .array([.number(1), .number(390), .number(844)]))
    #expect(last.first == .array([.number(2), .number(780), .number(1688)]))
    let offsets = rows(data, "offsets")
    #expect(offsets.last.map { Array($0[2...3]) } == [.number(195), .number(422)])
    let zoomSeries = try #require(data.series.firstIndex { $0.label == "photo0.zoomScale" })
    #expect(data.series[zoomSeries].values.last == 2)
    #expect(ViewerPage.html(data).contains("---- zoom, the back swipe, pull to refresh ----"))
  }

  /// Conflict 1's `from-edge.csv`: from x = 5, 8 pt per 120 Hz event. The edge swipe
  /// begins at x = 21 (16 pt > 15) with translation 0, so at the event to x = 101
  /// (t = 12/120 s) the translation is 80 and p = 80/390: the top view at W·p = 80 pt,
  /// the view beneath at −round(0.7·390)·(1 − p) = −273·310/390 = −217 pt
  /// (docs/containers.md, "The back swipe"). After the finished pop's completion the
  /// depth is 1 and nothing slides.
  @Test func theBackSwipeSlidesTheNavigationViewOverTheViewBeneath() throws {
    let data = try page(try screen("1-back-swipe-vs-carousel"), drag(at: 0, from: Point(x: 5, y: 200), step: Point(x: 8, y: 0), moves: 25))
    #expect(data.picture.first { $0.0 == "navigations" }?.1 == .array([.int(0)]))
    let frames = rows(data, "navigationFrames")
    #expect(frames.count == data.times.count)
    let i = try #require(data.times.firstIndex { abs($0 - 0.1) < 1e-6 })
    let row = try #require(frames[i].first)
    guard case .array(let fields) = row else { Issue.record("not a row"); return }
    #expect(fields.count == 3)
    #expect(fields.first == .int(2))
    #expect(abs((double(fields[1]) ?? 0) - 80) < 1e-3)
    #expect(abs((double(fields[2]) ?? 0) - (-273.0 * 310 / 390)) < 1e-3)
    #expect(frames.first?.first == .array([.int(2)]))
    #expect(frames.last?.first == .array([.int(1)]))
    let depth = try #require(data.series.first { $0.label == "nav depth" })
    #expect(depth.values.last == 1)
  }

  /// Conflict 7: a pull down. The control's visible height is −(offset.y + top) with
  /// the top inset 0 (its own 60 pt excluded, docs/containers.md, "Pull to refresh"), so
  /// at every frame the page's h is max(0, −offset.y); the state line names the
  /// control's state, which reaches refreshing once the pull shows S = 167.17 pt.
  @Test func theRefreshControlsAreaIsItsVisibleHeight() throws {
    let data = try page(try screen("7-pull-to-refresh"), drag(at: 0, from: Point(x: 200, y: 200), step: Point(x: 0, y: 14), moves: 30))
    let frames = rows(data, "refreshFrames"), offsets = rows(data, "offsets")
    #expect(frames.count == data.times.count && offsets.count == frames.count)
    for (frame, offset) in zip(frames, offsets) {
      guard case .array(let fields)? = frame.first, let h = fields.last.flatMap(double), let y = double(offset[1]) else {
        Issue.record("no refresh row")
        continue
      }
      #expect(abs(h - max(0, -y)) < 2e-3)
    }
    #expect(data.states.contains { $0.contains("table.refreshControl: refreshing") })
    #expect(rows(data, "refreshes") == [[.int(0), .number(5)]])
  }

  /// A screen without zoom, navigation or refresh control keeps the page it had: no
  /// new data, no new values, and the renderer without the containers' drawing.
  @Test func otherScreensPagesAreUnchanged() throws {
    let data = try page(try screen("4-carousel-in-list"), drag(at: 0, from: Point(x: 200, y: 200), step: Point(x: 0, y: -11), moves: 10))
    #expect(data.picture.map(\.0) == ["views", "offsets", "lanes", "deliveries"])
    #expect(data.series.map(\.label) == ["list.contentOffset.x", "list.contentOffset.y", "carousel.contentOffset.x", "carousel.contentOffset.y"])
    let html = ViewerPage.html(data)
    #expect(!html.contains("---- zoom, the back swipe, pull to refresh ----"))
    #expect(html.contains(ViewerPage.screenRenderer))
  }
}
