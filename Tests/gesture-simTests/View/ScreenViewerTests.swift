import Foundation
import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// `ScreenViewer`, the page of `gesture-sim view --screen`, fed directly: the issue's
/// example screen (a paging carousel inside a vertical list, a long press and a tap
/// that requires it to fail on the carousel's first card).
@Suite struct ScreenViewerTests {
  /// traces/screens/carousel-in-list.json written out in Swift (its `bounces: "y"` left at
  /// the default, which no test here depends on).
  let screen = Screen(viewport: Size(width: 390, height: 844), scale: 3, refresh: 120, views: [
    Screen.View(
      id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 3000)),
      subviews: [
        Screen.View(
          id: "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 200),
          scrollView: Screen.ScrollViewSettings(content: Size(width: 1170, height: 200), paging: true),
          subviews: [
            Screen.View(
              id: "card0", frame: Rect(x: 0, y: 0, width: 390, height: 200),
              recognizers: [
                Screen.Recognizer(id: "press", .longPress()),
                Screen.Recognizer(id: "open", .tap(), requireToFail: ["press"]),
              ]),
          ]),
      ]),
  ])

  /// One finger's events at 120 Hz: down at `from`, moving by `step` per event for
  /// `moves` events, up where it is after `hold` seconds more.
  func stroke(finger: Int, at start: Double, from: Point, step: Point, moves: Int, hold: Double = 0) -> [TouchEvent] {
    var events = [TouchEvent(time: start, touches: [Touch(id: finger, phase: .began, location: from)])]
    var point = from
    for k in 1...max(moves, 1) where moves > 0 {
      point = Point(x: point.x + step.x, y: point.y + step.y)
      events.append(TouchEvent(time: start + Double(k) / 120, touches: [Touch(id: finger, phase: .moved, location: point)]))
    }
    events.append(TouchEvent(time: start + Double(moves + 1) / 120 + hold, touches: [Touch(id: finger, phase: .ended, location: point)]))
    return events
  }

  func page(_ events: [TouchEvent]) throws -> ViewerData {
    var viewer = ScreenViewer(options: try .init(scene: screen, refreshRate: 120))
    for event in events { viewer.feed(event) }
    return viewer.finish()
  }

  func member(_ data: ViewerData, _ key: String) throws -> [JSONValue] {
    guard case .array(let values) = try #require(data.picture.first { $0.0 == key }?.1) else {
      Issue.record("\(key) is not an array")
      return []
    }
    return values
  }

  /// The views in document order with their frames in their superview, the scroll
  /// views' content sizes, and one lane per recognizer, the scroll views' pans
  /// (named `<id>.pan`, docs/screens.md) included.
  @Test func theHierarchyAndTheLanesAreTheScreens() throws {
    let data = try page(stroke(finger: 0, at: 0, from: Point(x: 200, y: 200), step: .zero, moves: 0, hold: 0.6))
    #expect(data.scene == "screen")
    let views = try member(data, "views")
    #expect(views.count == 3)
    // [id, parent, x, y, w, h, scroll index, clips, hidden, alpha, interactive, content]
    #expect(views[0] == .array([.string("list"), .int(-1), .number(0), .number(0), .number(390), .number(844), .int(0), .int(0), .int(0), .number(1), .int(1), .pair(390, 3000)]))
    #expect(views[1] == .array([.string("carousel"), .int(0), .number(0), .number(100), .number(390), .number(200), .int(1), .int(0), .int(0), .number(1), .int(1), .pair(1170, 200)]))
    #expect(views[2] == .array([.string("card0"), .int(1), .number(0), .number(0), .number(390), .number(200), .int(-1), .int(0), .int(0), .number(1), .int(1), .null]))
    let lanes = try member(data, "lanes").map { lane -> String in
      guard case .array(let fields) = lane, case .string(let id) = fields[0] else { return "" }
      return id
    }
    #expect(Set(lanes) == ["list.pan", "carousel.pan", "press", "open"])
  }

  /// The issue's press: a still finger on card0 for 0.6 s. A long press begins after
  /// its minimum press duration (UIKit's default 0.5 s, `minimumPressDuration`) and
  /// ends at the lift; the tap, which requires it to fail, fails. card0 receives the
  /// touch's began and its end or cancellation (the long press cancels touches in view
  /// by default, `cancelsTouchesInView`).
  @Test func thePressLaneBeginsAtHalfASecondAndTheTapFails() throws {
    let data = try page(stroke(finger: 0, at: 0, from: Point(x: 200, y: 200), step: .zero, moves: 0, hold: 0.6))
    var steps: [String: [(Double, String)]] = [:]
    for lane in try member(data, "lanes") {
      guard case .array(let fields) = lane, case .string(let id) = fields[0], case .array(let changes) = fields[3] else { continue }
      steps[id] = changes.compactMap { change in
        guard case .array(let f) = change, case .number(let t) = f[0], case .string(let s) = f[1] else { return nil }
        return (t, s)
      }
    }
    let press = try #require(steps["press"])
    let began = try #require(press.first { $0.1 == "began" })
    #expect(abs(began.0 - 0.5) <= 1.0 / 120 + 1e-9)
    #expect(press.last?.1 == "ended")
    #expect(steps["open"]?.contains { $0.1 == "failed" } == true)
    #expect(steps["open"]?.contains { $0.1 == "recognized" } == false)
    let calls = try member(data, "deliveries").compactMap { d -> String? in
      guard case .array(let f) = d, case .string(let view) = f[1], case .string(let phase) = f[2] else { return nil }
      return view + " " + phase
    }
    #expect(calls.first == "card0 began")
    #expect(calls.last == "card0 cancelled" || calls.last == "card0 ended")
  }

  /// A mostly horizontal drag on the carousel pages it: the carousel's offset per frame
  /// moves along x and comes to rest on a page boundary (a multiple of its 390-pt
  /// width), while the list's stays at 0; each frame has both scroll views' offsets.
  @Test func theCarouselsContentMovesFrameByFrame() throws {
    let data = try page(stroke(finger: 1, at: 0, from: Point(x: 200, y: 200), step: Point(x: -11, y: 3), moves: 10))
    let offsets = try member(data, "offsets")
    #expect(offsets.count == data.times.count && offsets.count > 10)
    var carouselX: [Double] = []
    for frame in offsets {
      guard case .array(let v) = frame, v.count == 4, case .number(let listY) = v[1], case .number(let x) = v[2] else {
        Issue.record("frame \(frame)")
        continue
      }
      #expect(listY == 0)
      carouselX.append(x)
    }
    #expect(carouselX.contains { $0 > 50 })
    let last = try #require(carouselX.last)
    #expect(abs(last - 390) < 1e-6 || abs(last) < 1e-6)
  }

  /// The screen's renderer goes into the screen's page only: any other scene's page
  /// carries the shared script alone, as before the screen page existed.
  @Test func onlyTheScreensPageCarriesItsRenderer() throws {
    let screenPage = ViewerPage.html(try page(stroke(finger: 0, at: 0, from: Point(x: 200, y: 200), step: .zero, moves: 0)))
    #expect(screenPage.contains("'screen': function ()"))
    let other = ViewerData(
      scene: "table", title: "table", subtitle: "", viewport: Size(width: 390, height: 844), scale: 3, refreshRate: 60,
      launch: 0, series: [], charts: [])
    let otherPage = ViewerPage.html(other)
    #expect(!otherPage.contains("'screen': function ()"))
    #expect(otherPage.contains("<script>\n" + ViewerPage.script + "</script>"))
  }

  /// End to end: `view TRACE --screen FILE` writes the screen's page, with the file's
  /// three views and a lane for each of its recognizers and scroll views' pans.
  @Test func viewWithAScreenFileWritesTheScreensPage() throws {
    let result = runTool([
      "view", packageRoot + "/traces/screens/carousel-in-list.csv", "--screen", packageRoot + "/traces/screens/carousel-in-list.json",
    ])
    #expect(result.code == 0, "\(result.err)")
    let data = try ViewCommandTests().pageData(result.out)
    #expect(data["scene"] as? String == "screen")
    let picture = try #require(data["picture"] as? [String: Any])
    let views = try #require(picture["views"] as? [[Any]])
    #expect(views.map { $0[0] as? String } == ["list", "carousel", "card0"])
    let lanes = try #require(picture["lanes"] as? [[Any]])
    #expect(Set(lanes.compactMap { $0[0] as? String }) == ["list.pan", "carousel.pan", "press", "open"])
  }
}

