import Gestures
import ScrollPhysics
import Testing

/// The status bar of a screen (`Screen.statusBarHeight`), against UIKit's documented
/// rule (`UIScrollView.scrollsToTop`): a tap on the status bar scrolls to the top,
/// animated, the scroll view with `scrollsToTop`, and "on iPhone, the scroll-to-top
/// gesture has no effect if there is more than one scroll view on-screen that has
/// scrollsToTop set to true".
extension ScreenSceneTests {
  /// A scroll view `id` with 390 × 3000 pt of content shown 500 pt down, framed `frame`.
  static func list(_ id: String, frame: Rect, scrollsToTop: Bool = true, hidden: Bool = false) -> Screen.View {
    var settings = Screen.ScrollViewSettings(content: Size(width: 390, height: 3000))
    settings.setup.startOffset = Point(x: 0, y: 500)
    settings.scrollsToTop = scrollsToTop
    return Screen.View(id: id, frame: frame, hidden: hidden, scrollView: settings)
  }

  /// Two lists, one above the other, under a 47 pt status bar.
  static func twoLists(topScrollsToTop: Bool, bottomScrollsToTop: Bool, bottomHidden: Bool = false) -> Screen {
    var screen = Screen(refresh: 120, views: [
      list("top", frame: Rect(x: 0, y: 0, width: 390, height: 422), scrollsToTop: topScrollsToTop),
      list("bottom", frame: Rect(x: 0, y: 422, width: 390, height: 422), scrollsToTop: bottomScrollsToTop, hidden: bottomHidden),
    ])
    screen.statusBarHeight = 47
    return screen
  }

  /// A tap at (200, 20): inside the 47 pt status bar, over the top list.
  static var statusBarTap: [TouchEvent] { press(at: Point(x: 200, y: 20), from: 0.1, to: 0.15) }

  @Test func aTapOnTheStatusBarScrollsTheOneScrollViewToTheTop() throws {
    var screen = Screen(refresh: 120, views: [Self.list("list", frame: Rect(x: 0, y: 0, width: 390, height: 844))])
    screen.statusBarHeight = 47
    #expect(problem { try screen.validate() } == nil)
    let (run, records) = try Self.run(screen, Self.statusBarTap)
    // The status bar's tap is recognized at the lift and the list animates from 500 to
    // its top (no inset: 0), ending as an animated setContentOffset ends.
    #expect(Self.recognizer(run, "statusBar.tap")?.lastState == .ended)
    #expect(Self.recognizer(run, "statusBar.tap")?.actions == 1)
    let list = try #require(Self.scrollView(run, "list"))
    #expect(list.final.contentOffset == Point(x: 0, y: 0))
    #expect(list.rest == .scrollingAnimationEnded)
    #expect(list.drags == 0)
    // The status bar is in front: the list under it never sees the touch.
    #expect(run.touchesDelivered.map(\.view) == ["statusBar"])
    let names = Self.callbacks(records, of: "list").map(\.kind)
    #expect(names.last == .scrollViewDidEndScrollingAnimation)
  }

  @Test func twoScrollViewsThatScrollToTopMakeTheTapDoNothing() throws {
    let (run, records) = try Self.run(Self.twoLists(topScrollsToTop: true, bottomScrollsToTop: true), Self.statusBarTap)
    #expect(Self.recognizer(run, "statusBar.tap")?.lastState == .ended)
    for id in ["top", "bottom"] {
      #expect(Self.scrollView(run, id)?.final.contentOffset == Point(x: 0, y: 500), "\(id)")
      #expect(Self.callbacks(records, of: id).isEmpty, "\(id)")
    }
  }

  @Test func theOnlyScrollViewThatScrollsToTopScrolls() throws {
    // The top list opts out: the bottom one, the only one left, scrolls, though the
    // tap is over the top one.
    let (run, _) = try Self.run(Self.twoLists(topScrollsToTop: false, bottomScrollsToTop: true), Self.statusBarTap)
    #expect(Self.scrollView(run, "top")?.final.contentOffset == Point(x: 0, y: 500))
    #expect(Self.scrollView(run, "bottom")?.final.contentOffset == Point(x: 0, y: 0))
  }

  @Test func aHiddenScrollViewIsNotOnScreen() throws {
    // Both scroll to top, but the bottom one is hidden: the top one is the only one shown.
    let (run, _) = try Self.run(Self.twoLists(topScrollsToTop: true, bottomScrollsToTop: true, bottomHidden: true), Self.statusBarTap)
    #expect(Self.scrollView(run, "top")?.final.contentOffset == Point(x: 0, y: 0))
    #expect(Self.scrollView(run, "bottom")?.final.contentOffset == Point(x: 0, y: 500))
  }

  @Test func withoutAStatusBarTheTapReachesTheView() throws {
    var screen = Self.twoLists(topScrollsToTop: true, bottomScrollsToTop: false)
    screen.statusBarHeight = 0
    let (run, _) = try Self.run(screen, Self.statusBarTap)
    #expect(Self.recognizer(run, "statusBar.tap") == nil)
    #expect(Self.scrollView(run, "top")?.final.contentOffset == Point(x: 0, y: 500))
    #expect(run.touchesDelivered.map(\.view) == ["top"])
  }

  @Test func theStatusBarIsValidated() throws {
    var screen = Self.twoLists(topScrollsToTop: true, bottomScrollsToTop: true)
    screen.statusBarHeight = -1
    #expect(problem { try screen.validate() }?.key.name == "status-bar-height")
    screen.statusBarHeight = 845
    #expect(problem { try screen.validate() }?.key.name == "status-bar-height")
    screen.statusBarHeight = 47
    screen.views[0].id = "statusBar"
    #expect(problem { try screen.validate() }?.key.name == "id")
    #expect(problem { try screen.validate() }?.id == "statusBar")
  }
}
