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

  /// The status bar's height and a scroll view's `scrollsToTop` off read back; a
  /// hidden status bar (height 0) and `scrollsToTop` on (UIKit's default) are not written.
  @Test func theStatusBarAndScrollsToTopReadBack() throws {
    var off = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 3000)
    off.scrollsToTop = false
    let on = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 3000)
    let views = [
      ScreenRecorderJSON.View(id: "a", frame: [0, 0, 390, 422], scrollView: off),
      ScreenRecorderJSON.View(id: "b", frame: [0, 422, 390, 422], scrollView: on),
    ]
    var description = ScreenRecorderJSON.Screen(viewportWidth: 390, viewportHeight: 844, scale: 3, refresh: 120, views: views)
    let hidden = ScreenRecorderJSON.text(description)
    #expect(!hidden.contains("status-bar-height") && hidden.components(separatedBy: "scrolls-to-top").count == 2)
    description.statusBarHeight = 47
    let screen = try Screen(json: Array(ScreenRecorderJSON.text(description).utf8), path: "recorded.json")
    #expect(screen.statusBarHeight == 47)
    #expect(screen.views.map { $0.scrollView?.scrollsToTop } == [false, true])
  }

  /// This wave's keys, as the recorder writes them for a Photos-like hierarchy: a
  /// navigation controller's top view (`viewControllers.count` 3, the back swipe enabled)
  /// holding a pager of photos, each a scroll view zooming 1…3 its image
  /// (`viewForZooming(in:)`), the first with a double tap whose action zooms to 2 (added by
  /// hand: public API cannot read an action), and a comments list with a refresh control
  /// (its `endRefreshing()` time added by hand), a switch and no vertical transfer to its
  /// parent. It reads back to the same screen built with the library's own initializers.
  @Test func zoomRefreshNavigationAndControlsReadBack() throws {
    var doubleTap = ScreenRecorderJSON.Recognizer(id: "zoomIn", kind: "tap")
    doubleTap.properties = [("taps", .number(2)), ("touches", .number(1))]
    doubleTap.action = .zoomScale(2, animated: true)
    let photos = (0..<2).map { i in
      var photo = ScreenRecorderJSON.View(id: "photo\(i)", frame: [Double(i) * 390, 0, 390, 600])
      var scroll = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 600)
      scroll.zoom = ScreenRecorderJSON.Zoom(minimum: 1, maximum: 3, bounces: i == 0, view: "image\(i)")
      photo.scrollView = scroll
      photo.recognizers = i == 0 ? [doubleTap] : []
      photo.subviews = [ScreenRecorderJSON.View(id: "image\(i)", frame: [0, 0, 390, 600])]
      return photo
    }
    var pager = ScreenRecorderJSON.View(id: "pager", frame: [0, 0, 390, 600])
    var pagerScroll = ScreenRecorderJSON.ScrollView(contentWidth: 780, contentHeight: 600)
    pagerScroll.paging = true
    pager.scrollView = pagerScroll
    pager.subviews = photos
    var toggle = ScreenRecorderJSON.View(id: "follow", frame: [300, 10, 51, 31])
    toggle.control = "switch"
    var comments = ScreenRecorderJSON.View(id: "comments", frame: [0, 600, 390, 244])
    var commentsScroll = ScreenRecorderJSON.ScrollView(contentWidth: 390, contentHeight: 1000)
    commentsScroll.alwaysBounce = (false, true)
    commentsScroll.refreshControl = true
    commentsScroll.endRefreshingAt = 2.5
    commentsScroll.transfersToParent = (true, false)
    comments.scrollView = commentsScroll
    comments.subviews = [toggle]
    var album = ScreenRecorderJSON.View(id: "album", frame: [0, 0, 390, 844])
    album.navigation = ScreenRecorderJSON.Navigation(depth: 3)
    album.subviews = [pager, comments]
    let text = ScreenRecorderJSON.text(ScreenRecorderJSON.Screen(viewportWidth: 390, viewportHeight: 844, scale: 3, refresh: 120, views: [album]))

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
    var expectedPhotos: [Screen.View] = []
    for i in 0..<2 {
      var settings = Screen.ScrollViewSettings(content: Size(width: 390, height: 600))
      settings.zoom = Screen.Zoom(zoomView: "image\(i)", minimumZoomScale: 1, maximumZoomScale: 3, bouncesZoom: i == 0)
      var zoomIn = Screen.Recognizer(id: "zoomIn", .tap(taps: 2))
      zoomIn.action = .zoomScale(2, animated: true)
      expectedPhotos.append(
        Screen.View(
          id: "photo\(i)", frame: rect(Double(i) * 390, 0, 390, 600), scrollView: settings, recognizers: i == 0 ? [zoomIn] : [],
          subviews: [Screen.View(id: "image\(i)", frame: rect(0, 0, 390, 600))]))
    }
    var commentSettings = Screen.ScrollViewSettings(content: Size(width: 390, height: 1000))
    commentSettings.setup.alwaysBounce = ScrollViewSceneSetup.Axes(x: false, y: true)
    commentSettings.refreshControl = true
    commentSettings.endRefreshingAt = 2.5
    commentSettings.transfersVerticalScrollingToParent = false
    let expected = Screen(
      viewport: Size(width: 390, height: 844), scale: 3, refresh: 120,
      views: [
        Screen.View(
          id: "album", frame: rect(0, 0, 390, 844), navigation: Screen.Navigation(depth: 3),
          subviews: [
            Screen.View(
              id: "pager", frame: rect(0, 0, 390, 600), scrollView: Screen.ScrollViewSettings(content: Size(width: 780, height: 600), paging: true),
              subviews: expectedPhotos),
            Screen.View(
              id: "comments", frame: rect(0, 600, 390, 244), scrollView: commentSettings,
              subviews: [Screen.View(id: "follow", frame: rect(300, 10, 51, 31), control: .switch)]),
          ])
      ])
    #expect(problem { try expected.validate() } == nil)
    let read = try Screen(json: Array(text.utf8), path: "recorded.json")
    #expect(read == expected, "\(text)")
    #expect(text.contains("\"min-zoom\": 1, \"max-zoom\": 3, \"bounces-zoom\": false, \"zoom-view\": \"image1\""))
    #expect(text.contains("\"navigation\": { \"depth\": 3, \"interactive-pop-enabled\": true }"))
    #expect(text.contains("\"action\": { \"zoom-scale\": 2, \"animated\": true }"))
  }

  /// Property: any valid screen, described as the recorder describes a hierarchy and
  /// written, reads back to the same screen (300 random screens, ids with JSON's escapes
  /// and non-ASCII, numbers with no short decimal, controls, navigations, transfers,
  /// refresh controls, zooming scroll views and zoom actions).
  @Test func randomScreensRoundTrip() throws {
    var random = SplitMix64(seed: 28)
    for index in 0..<300 {
      let screen = ScreenSamples.screen(&random)
      let found = problem { try screen.validate() }
      #expect(found == nil, "sample \(index) is not a valid screen: \(String(describing: found))")
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
