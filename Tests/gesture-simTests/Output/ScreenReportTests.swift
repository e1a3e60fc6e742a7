import Foundation
@testable import gesture_sim
import Testing

/// `run --screen FILE` (issue 28, "Done means"): the issue's example screen (a paging
/// `carousel` inside a vertical `list`, on `card0` a long press `press` and a tap `open`
/// that requires `press` to fail) through its trace, a still 0.6 s press on card0, a
/// mostly horizontal drag on card0, then a mostly vertical drag on the list. The
/// expectations are UIKit's laws, not this code's output:
/// - `UILongPressGestureRecognizer` begins once the finger has stayed within
///   `allowableMovement` (10 pt) for `minimumPressDuration` (0.5 s), and ends at the lift;
///   a tap that requires it to fail then fails.
/// - A nested scroll view's pan begins on the axis its content scrolls along: the
///   horizontal drag pans the carousel, the vertical one the list.
/// - A paging scroll view released at 1.32 pt/ms (above the 0.3 pt/ms paging threshold,
///   docs/physics.md) moving forward settles on the next page: 390 pt, page (1, 0).
/// - A list released upward at 1.32 pt/ms decelerates past where the finger left it
///   (100 pt dragged), along y only.
@Suite struct ScreenReportTests {
  static let trace = packageRoot + "/traces/screens/carousel-in-list.csv"
  static let screen = packageRoot + "/traces/screens/carousel-in-list.json"

  func records() throws -> [[String: Any]] {
    let result = runTool(["run", Self.trace, "--screen", Self.screen, "--format", "jsonl"])
    #expect(result.code == 0, "\(result.err)")
    return try result.out.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  func gestures(_ records: [[String: Any]], _ recognizer: String) -> [(t: Double, state: String, reason: String?)] {
    records.filter { $0["type"] as? String == "gesture" && $0["recognizer"] as? String == recognizer }
      .map { ($0["t"] as? Double ?? -1, $0["state"] as? String ?? "", $0["reason"] as? String) }
  }

  @Test func theIssuesExampleScrollsTheListPagesTheCarouselAndFiresThePress() throws {
    let records = try records()
    // The press: the finger goes down at 0 and lifts at 0.6 s without moving: began at
    // minimumPressDuration (0.5 s), ended at the lift.
    let press = gestures(records, "press")
    #expect(press.first.map { abs($0.t - 0.5) < 1e-9 && $0.state == "began" } == true, "\(press)")
    #expect(press.contains { $0.state == "ended" && abs($0.t - 0.6) < 1e-9 }, "\(press)")
    // The tap fails once the press has recognized, and never recognizes.
    let open = gestures(records, "open")
    #expect(open.first.map { $0.state == "failed" && abs($0.t - 0.5) < 1e-9 && $0.reason != nil } == true, "\(open)")
    // card0 is inside scroll views whose delaysContentTouches is on: its touchesBegan
    // waits UIKit's 150 ms (docs/screens.md), then the recognized press cancels it.
    let card0 = records.filter { $0["type"] as? String == "touch" && $0["view"] as? String == "card0" && $0["id"] as? Int == 0 }
    #expect(card0.map { $0["phase"] as? String ?? "" } == ["began", "cancelled"])
    #expect(card0.first.map { abs(($0["t"] as? Double ?? 0) - 0.15) < 1e-9 } == true)
    #expect(!open.contains { $0.state == "recognized" })
    // Each drag pans one scroll view: the horizontal one the carousel, the vertical one the list.
    let carouselBegan = try #require(gestures(records, "carousel.pan").first { $0.state == "began" }?.t)
    let listBegan = try #require(gestures(records, "list.pan").first { $0.state == "began" }?.t)
    #expect(carouselBegan < listBegan)
    #expect(gestures(records, "list.pan").filter { $0.state == "began" }.count == 1)
    #expect(gestures(records, "carousel.pan").filter { $0.state == "began" }.count == 1)

    let result = runTool(["run", Self.trace, "--screen", Self.screen, "--format", "json"])
    #expect(result.code == 0, "\(result.err)")
    let run = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let final = try #require(run["final"] as? [String: Any])
    let scrollViews = try #require(final["scrollViews"] as? [String: [String: Any]])
    let carousel = try #require(scrollViews["carousel"])
    #expect(carousel["contentOffset"] as? [Double] == [390, 0])
    #expect(carousel["page"] as? [Int] == [1, 0])
    let list = try #require(scrollViews["list"])
    let listOffset = try #require(list["contentOffset"] as? [Double])
    #expect(listOffset[0] == 0 && listOffset[1] > 100)
    #expect(list["rest"] as? String == "deceleration-ended")
    let recognizers = try #require(final["recognizers"] as? [String: [String: Any]])
    #expect(recognizers["open"]?["state"] as? String == "failed")
    #expect((recognizers["press"]?["actions"] as? Int ?? 0) >= 2)  // began and ended
    let touches = try #require(run["touchesDelivered"] as? [String: [String: Int]])
    // Each touch began in a view and ended or was cancelled there.
    for (view, calls) in touches {
      #expect(calls["began"] == (calls["ended"] ?? 0) + (calls["cancelled"] ?? 0), "\(view)")
    }
  }

  @Test func theTableTellsWhoWonAndWhoFailedWhy() {
    let result = runTool(["run", Self.trace, "--screen", Self.screen])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("gesture   press (long-press on card0) began"))
    #expect(result.out.contains("gesture   open (tap on card0) failed: "))
    #expect(result.out.contains("gesture   carousel.pan (pan on carousel) began"))
    #expect(result.out.contains("touch     card0 touchesBegan"))
    #expect(result.out.contains("more frames"))  // quiet frames folded
    #expect(result.out.contains("page (1, 0)"))
  }

  @Test func theHeaderNamesTheRelationsOfAScrollViewsOwnPan() {
    // Conflict 4's fixes set the scroll views' pans' should-begin and relations (the
    // `pan-…` keys); the header lists them with the scroll view, as it lists a recognizer's.
    let folder = packageRoot + "/traces/conflicts/4-carousel-in-list/"
    let shouldBegin = runTool(["run", folder + "diagonal.csv", "--screen", folder + "fix-carousel-should-begin-horizontal.json"])
    #expect(shouldBegin.code == 0, "\(shouldBegin.err)")
    #expect(shouldBegin.out.contains("carousel (content 1170x200, paging, pan should-begin horizontal)"))
    #expect(shouldBegin.out.contains("carousel.pan (pan on carousel) failed: should-begin horizontal refused"))
    let requires = runTool(["run", folder + "diagonal.csv", "--screen", folder + "fix-list-requires-carousel-to-fail.json"])
    #expect(requires.out.contains("list (content 390x3000, pan requires carousel.pan to fail)"))
    let simultaneous = runTool(["run", folder + "diagonal.csv", "--screen", folder + "fix-simultaneous.json"])
    #expect(simultaneous.out.contains("list (content 390x3000, pan simultaneous with carousel.pan)"))
  }

  @Test func everyFormatIsWrittenAndCSVHasARowPerScrollViewPerFrame() throws {
    let csv = runTool(["run", Self.trace, "--screen", Self.screen, "--format", "csv"])
    #expect(csv.code == 0)
    let lines = csv.out.split(separator: "\n")
    #expect(lines.first == "t,scrollView,offsetX,offsetY,velocityX,velocityY,isTracking,isDragging,isDecelerating,pageX,pageY")
    let rows = lines.dropFirst()
    #expect(rows.count % 2 == 0)
    #expect(rows.enumerated().allSatisfy { $1.split(separator: ",")[1] == ($0 % 2 == 0 ? "list" : "carousel") })
  }
}
