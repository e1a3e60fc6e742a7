import Foundation
import Gestures
import ScrollPhysics
import Testing

/// The UIKit screen recorder's JSON writer. Recorders/ScreenRecorder.swift is not part of the
/// package; this test target compiles that very file through a symbolic link
/// (ScreenRecorder.swift in this folder; its UIKit part is under `#if canImport(UIKit)`), so the
/// tested code is the shipped code. What it writes must read back, through the library's
/// screen reader, to the screen it describes.
@Suite struct ScreenRecorderJSONTests {
  @Test func theTestedFileIsTheRecorder() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let link = root.appendingPathComponent("Tests/GesturesTests/ScreenFile/ScreenRecorder.swift")
    let shipped = root.appendingPathComponent("Recorders/ScreenRecorder.swift")
    #expect(link.resolvingSymlinksInPath().path == shipped.resolvingSymlinksInPath().path)
    #expect(FileManager.default.fileExists(atPath: shipped.path))
  }

  /// What the recorder writes for the issue's example hierarchy, as UIKit reports it: every
  /// property at UIKit's default except those the example sets; the long press and the tap
  /// with their public properties; the tap's require(toFail:) added by hand (UIKit has no
  /// getter for it, which the notes say).
  @Test func theExampleHierarchyReadsBackToTheExampleScreen() throws {
    var press = ScreenRecorderJSON.Recognizer(id: "press", kind: "long-press")
    press.properties = [("minimum-press-duration", .number(0.5)), ("allowable-movement", .number(10)), ("touches", .number(1)), ("taps", .number(0))]
    var open = ScreenRecorderJSON.Recognizer(id: "open", kind: "tap")
    open.properties = [("taps", .number(1)), ("touches", .number(1))]
    open.requireToFail = ["press"]
    var card = ScreenRecorderJSON.View(id: "card0", frame: [0, 0, 390, 200])
    card.recognizers = [press, open]
    var carousel = ScreenRecorderJSON.View(id: "carousel", frame: [0, 100, 390, 200])
    var pager = ScreenRecorderJSON.ScrollView(contentWidth: 1170, contentHeight: 200)
    pager.paging = true
    carousel.scrollView = pager
    carousel.subviews = [card]
    var list = ScreenRecorderJSON.View(id: "list", frame: [0, 0, 390, 844])
    var scroll = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 3000)
    scroll.bounces = (false, true)
    list.scrollView = scroll
    list.subviews = [carousel]
    var description = ScreenRecorderJSON.Screen(viewportWidth: 390, viewportHeight: 844, scale: 3, refresh: 120)
    description.views = [list]
    description.notes = ["recognizer 'open': any require(toFail:) cannot be read (UIKit has no getter); add \"require-to-fail\" by hand"]
    let text = ScreenRecorderJSON.text(description)

    let screen = try Screen(json: Array(text.utf8), path: "recorded.json")
    let example = try Screen(json: Array(ScreenFileTests.example.utf8), path: "example.json")
    #expect(screen == example)
    #expect(text.hasPrefix("{\n  \"viewport\": \"390x844\",\n  \"scale\": 3,\n  \"refresh\": 120,\n  \"notes\": [\n"))
  }

  /// An enabled button is written as a control, and a scroll view's transfers to its
  /// parent only when off (their default is on): both read back.
  @Test func aControlAndTheTransfersReadBack() throws {
    var scroll = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 3000)
    scroll.transfersToParent = (true, false)
    var button = ScreenRecorderJSON.View(id: "buy", frame: [20, 300, 350, 50])
    button.control = "button"
    let list = ScreenRecorderJSON.View(id: "list", frame: [0, 0, 390, 844], scrollView: scroll, subviews: [button])
    let text = ScreenRecorderJSON.text(ScreenRecorderJSON.Screen(viewportWidth: 390, viewportHeight: 844, scale: 3, refresh: 120, views: [list]))
    let read = try Screen(json: Array(text.utf8), path: "recorded.json").views[0]
    #expect(read.subviews[0].control == .button)
    #expect(read.scrollView?.transfersHorizontalScrollingToParent == true && read.scrollView?.transfersVerticalScrollingToParent == false)
  }

  /// Property: any valid screen, described as the recorder describes a hierarchy and
  /// written, reads back to the same screen (300 random screens, ids with JSON's escapes
  /// and non-ASCII, numbers with no short decimal).
  @Test func randomScreensRoundTrip() throws {
    var random = SplitMix64(seed: 28)
    for index in 0..<300 {
      let screen = ScreenSamples.screen(&random)
      #expect(screen.problem() == nil, "sample \(index) is not a valid screen: \(String(describing: screen.problem()))")
      let text = ScreenRecorderJSON.text(ScreenRecorderJSON.Screen(describing: screen))
      do {
        let read = try Screen(json: Array(text.utf8), path: "sample.json")
        #expect(read == screen, "sample \(index) differs after the round trip:\n\(text)")
      } catch {
        Issue.record("sample \(index): \(error)\n\(text)")
      }
    }
  }

  @Test func stringsAndNumbersAreEscapedAndShortest() {
    #expect(ScreenRecorderJSON.string("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    #expect(ScreenRecorderJSON.number(390) == "390")
    #expect(ScreenRecorderJSON.number(-0.5) == "-0.5")
    #expect(ScreenRecorderJSON.number(1.0 / 3) == "0.3333333333333333")
    #expect(ScreenRecorderJSON.number(0.998) == "0.998")
  }
}
