import Foundation
import Gestures
import ScrollPhysics
import Testing

/// A scroll view's own pan in a screen file: the `scrollView` keys `pan-should-begin`,
/// `pan-require-to-fail` and `pan-simultaneous-with` (docs/screens.md, "`scrollView`"),
/// read, checked like a recognizer's relations and written back.
extension ScreenFileTests {
  /// The example with the list's pan waiting for the carousel's, the carousel's
  /// pan beginning only for horizontal movement and recognized with the press.
  static let pans = """
    {
      "views": [
        { "id": "list", "frame": [0, 0, 390, 844],
          "scrollView": { "content": "390x3000", "pan-require-to-fail": ["carousel.pan"] },
          "subviews": [
            { "id": "carousel", "frame": [0, 100, 390, 200],
              "scrollView": { "content": "1170x200", "paging": true, "pan-should-begin": "horizontal", "pan-simultaneous-with": ["press"] },
              "subviews": [
                { "id": "card0", "frame": [0, 0, 390, 200],
                  "recognizers": [ { "id": "press", "kind": "long-press" } ] } ] } ] } ]
    }
    """

  @Test func thePansKeysAreRead() throws {
    let screen = try read(Self.pans)
    let list = try #require(screen.views[0].scrollView)
    #expect(list.panRequireToFail == ["carousel.pan"])
    #expect(list.panSimultaneousWith.isEmpty && list.panShouldBegin == nil)
    let carousel = try #require(screen.views[0].subviews[0].scrollView)
    #expect(carousel.panShouldBegin == .horizontal)
    #expect(carousel.panSimultaneousWith == ["press"])
    #expect(carousel.panRequireToFail.isEmpty)
    // Without the keys: none (UIKit's pan has no relations and always may begin).
    let plain = try #require(try read(Self.example).views[0].scrollView)
    #expect(plain.panRequireToFail.isEmpty && plain.panSimultaneousWith.isEmpty && plain.panShouldBegin == nil)
    // The writer of counterexamples reads back to the same screen.
    #expect(try read(screen.jsonText) == screen)
  }

  @Test func badPanKeysAreRefusedWhereTheyAre() {
    // Line 4 of `pans` holds the list's scrollView object, its first pan id at column 70;
    // line 7 the carousel's: `pan-should-begin` at 66, its value at 86, the simultaneous ids at 125.
    let typo = Self.pans.replacingOccurrences(of: "[\"carousel.pan\"]", with: "[\"carousel.pna\"]")
    #expect(
      message(typo)
        == "s.json:4:70: error: 'pan-require-to-fail' names 'carousel.pna', which is not the id of a recognizer of the screen; did you mean 'carousel.pan'?"
    )
    let key = Self.pans.replacingOccurrences(of: "\"pan-should-begin\"", with: "\"pan-should-begn\"")
    #expect(message(key).hasPrefix("s.json:7:66: error: unknown key 'pan-should-begn' in a scrollView; did you mean 'pan-should-begin'?"))
    let condition = Self.pans.replacingOccurrences(of: "\"horizontal\"", with: "\"sideways\"")
    #expect(message(condition).hasPrefix("s.json:7:86: error: 'pan-should-begin' expects horizontal, vertical, translation-x>0"))
    let notArray = Self.pans.replacingOccurrences(of: "[\"press\"]", with: "\"press\"")
    #expect(message(notArray) == "s.json:7:125: error: 'pan-simultaneous-with' expects an array of recognizer ids, such as [\"press\"], found the string 'press'")
  }

  @Test func aCycleThroughScrollViewPansIsRefused() {
    // list.pan waits for carousel.pan, which waits for list.pan. As for recognizers, the
    // walk starts at the first requirement written (the list's, line 4) and the error is
    // at its reference into the circle, "carousel.pan" at column 70.
    let cycle = Self.pans.replacingOccurrences(of: "\"pan-simultaneous-with\": [\"press\"]", with: "\"pan-require-to-fail\": [\"list.pan\"]")
    #expect(
      message(cycle)
        == "s.json:4:70: error: 'require-to-fail' makes a cycle: 'list.pan' → 'carousel.pan' → 'list.pan'; a recognizer cannot wait for its own failure")
    // Through a recognizer: press waits for list.pan, list.pan for carousel.pan, and carousel.pan for press.
    var screen = Screen(views: [
      Screen.View(id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 3000)))
    ])
    screen.views[0].scrollView?.panRequireToFail = ["press"]
    screen.views[0].recognizers = [Screen.Recognizer(id: "press", .longPress(), requireToFail: ["list.pan"])]
    // The pan comes first in document order (a view's scroll view before its recognizers).
    #expect(
      problem { try screen.validate() }.map { [$0.id, $0.key.name, $0.reason] }
        == ["list", "scrollView.pan-require-to-fail", "require-to-fail makes a cycle: \"list.pan\" → \"press\" → \"list.pan\""])
    // A pan naming itself, or a missing id, is the view's `scrollView.pan-…` key.
    screen.views[0].recognizers = []
    screen.views[0].scrollView?.panRequireToFail = ["list.pan"]
    #expect(problem { try screen.validate() }.map { [$0.id, $0.key.name, $0.reason] } == ["list", "scrollView.pan-require-to-fail", "a recognizer cannot name itself"])
    screen.views[0].scrollView?.panRequireToFail = []
    screen.views[0].scrollView?.panSimultaneousWith = ["nothing"]
    #expect(
      problem { try screen.validate() }.map { [$0.id, $0.key.name, $0.reason] } == ["list", "scrollView.pan-simultaneous-with", "no recognizer has the id \"nothing\""])
  }
}
