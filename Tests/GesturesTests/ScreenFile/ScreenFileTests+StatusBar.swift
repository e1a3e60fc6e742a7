import Gestures
import ScrollPhysics
import Testing

/// The status bar's keys (docs/screens.md, "The status bar"): the screen's
/// `status-bar-height` and a scroll view's `scrolls-to-top`, read, written back, and
/// refused at their line and column.
extension ScreenFileTests {
  @Test func theStatusBarKeysAreRead() throws {
    let text = """
      {"status-bar-height": 47, "views": [
        {"id": "a", "frame": [0, 0, 390, 400], "scrollView": {"content": "390x900", "scrolls-to-top": false}},
        {"id": "b", "frame": [0, 400, 390, 444], "scrollView": {"content": "390x900"}}]}
      """
    let screen = try read(text)
    #expect(screen.statusBarHeight == 47)
    // UIKit's default: scrollsToTop is true unless set.
    #expect(screen.views.map { $0.scrollView?.scrollsToTop } == [false, true])
    // The library's writer writes what the reader reads back.
    #expect(try read(screen.jsonText) == screen)
    // Left out: no status bar (a hidden one).
    #expect(try read("{}").statusBarHeight == 0)
  }

  @Test func theStatusBarKeysAreValidated() {
    #expect(message("{\"status-bar-height\": -3}") == "s.json:1:23: error: 'status-bar-height' expects a height in points from 0 to 10000, such as 47, found the number -3")
    #expect(message("{\"status-bar-height\": 900}") == "s.json:1:23: error: invalid 'status-bar-height': the status bar's height must be from 0 to the viewport's height (844 points), got 900")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"scrollView\": {\"scrolls-to-top\": 1}}")) == "s.json:2:69: error: 'scrolls-to-top' expects true or false, found the number 1")
    // The status bar's own ids are taken.
    #expect(message("{\"status-bar-height\": 47, \"views\": [\n{\"id\": \"statusBar\", \"frame\": [0, 0, 1, 1]}\n]}") == "s.json:2:8: error: invalid 'id': the id \"statusBar\" names the status bar of a screen with \"status-bar-height\"")
  }
}
