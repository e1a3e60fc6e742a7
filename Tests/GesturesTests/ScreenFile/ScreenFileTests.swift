import Foundation
import Gestures
import ScrollPhysics
import Testing

/// The screen file (docs/screens.md, "The format"): the issue's example read into the
/// `Screen` built by hand, and every kind of fault refused at its line and column with
/// the exact message.
@Suite struct ScreenFileTests {
  /// The example of issue 28, section 1, verbatim.
  static let example = """
    {
      "viewport": "390x844", "scale": 3, "refresh": 120, "uikit": "ios26",
      "views": [
        { "id": "list", "frame": [0, 0, 390, 844],
          "scrollView": { "content": "390x3000", "bounces": "y" },
          "subviews": [
            { "id": "carousel", "frame": [0, 100, 390, 200],
              "scrollView": { "content": "1170x200", "paging": true },
              "subviews": [
                { "id": "card0", "frame": [0, 0, 390, 200],
                  "recognizers": [ { "id": "press", "kind": "long-press" },
                                   { "id": "open", "kind": "tap", "require-to-fail": ["press"] } ] } ] } ] } ]
    }
    """

  func read(_ text: String) throws(ScreenError) -> Screen {
    try Screen(json: Array(text.utf8), path: "s.json")
  }

  /// The error the text gives, as the command line prints it.
  func message(_ text: String) -> String {
    do {
      _ = try read(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  /// A document whose line 2 is `view` (so a column in `view` is its column in the file).
  func inView(_ view: String) -> String { "{\"views\": [\n" + view + "\n]}" }

  // MARK: The example

  @Test func theIssuesExampleIsTheScreenBuiltByHand() throws {
    // By hand from the issue's text: list scrolls 390x3000 bouncing only vertically;
    // carousel pages 1170x200; card0 holds a default long press and a default tap that
    // requires it to fail. Everything else is UIKit's default.
    var list = Screen.ScrollViewSettings(content: Size(width: 390, height: 3000))
    list.setup.bounces = ScrollViewSceneSetup.Axes(x: false, y: true)
    let carousel = Screen.ScrollViewSettings(content: Size(width: 1170, height: 200), paging: true)
    let card = Screen.View(
      id: "card0", frame: Rect(x: 0, y: 0, width: 390, height: 200),
      recognizers: [
        Screen.Recognizer(id: "press", .longPress()),
        Screen.Recognizer(id: "open", .tap(), requireToFail: ["press"]),
      ])
    let expected = Screen(
      viewport: Size(width: 390, height: 844), scale: 3, refresh: 120, uikit: .ios26,
      views: [
        Screen.View(
          id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: list,
          subviews: [
            Screen.View(id: "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 200), scrollView: carousel, subviews: [card])
          ])
      ])
    #expect(try read(Self.example) == expected)
  }

  /// traces/screens/carousel-in-list.json and the example of docs/screens.md ("The format")
  /// are the issue's example; every screen file of the repository reads.
  @Test func theRepositorysScreenFilesRead() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let example = try read(Self.example)
    let carousel = try Data(contentsOf: root.appendingPathComponent("traces/screens/carousel-in-list.json"))
    #expect(try Screen(json: Array(carousel), path: "carousel-in-list.json") == example)
    let docs = try String(contentsOf: root.appendingPathComponent("docs/screens.md"), encoding: .utf8)
    let format = try #require(docs.range(of: "## The format"))
    let open = try #require(docs.range(of: "```json\n", range: format.upperBound..<docs.endIndex))
    let close = try #require(docs.range(of: "```", range: open.upperBound..<docs.endIndex))
    #expect(try read(String(docs[open.upperBound..<close.lowerBound])) == example)
    let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("traces/screens").path).filter { $0.hasSuffix(".json") }
    #expect(!files.isEmpty)
    for file in files {
      let bytes = try Data(contentsOf: root.appendingPathComponent("traces/screens/" + file))
      #expect(throws: Never.self) { try Screen(json: Array(bytes), path: file) }
    }
  }

  @Test func everyKeyIsRead() throws {
    let text = """
      {"viewport": [375, 667], "scale": 2, "refresh": 60, "uikit": "ios7", "views": [
        {"id": "v", "frame": [1, 2, 300, 400], "user-interaction": false, "hidden": true, "alpha": 0.5, "clips-to-bounds": true,
         "scrollView": {"content": [600, 400], "paging": true, "page-spacing": 20, "bounces": "none", "always-bounce": "x",
                        "rate": "fast", "inset": [1, 2, 3, 4], "start-offset": "10,0", "directional-lock": true, "snap": 44,
                        "scroll-enabled": false, "delays-content-touches": false, "content-touch-delay": 0.2,
                        "can-cancel-content-touches": false, "transfers-horizontal-scrolling-to-parent": false,
                        "transfers-vertical-scrolling-to-parent": false},
         "recognizers": [
           {"id": "t", "kind": "tap", "taps": 2, "touches": 2, "allowable-movement": 10, "maximum-tap-duration": 0.75,
            "enabled": false, "cancels-touches-in-view": false, "delays-touches-began": true, "delays-touches-ended": false,
            "simultaneous-with": ["p"], "should-begin": "translation-x>0"},
           {"id": "p", "kind": "pan", "minimum-touches": 2, "maximum-touches": 3, "should-begin": "vertical"},
           {"id": "l", "kind": "long-press", "minimum-press-duration": 1, "allowable-movement": -1, "touches": 2, "taps": 1},
           {"id": "s", "kind": "swipe", "direction": ["left", "up"], "touches": 2},
           {"id": "e", "kind": "screen-edge-pan", "edges": "left|right"},
           {"id": "z", "kind": "pinch"}, {"id": "r", "kind": "rotation"}]}]}
      """
    let screen = try read(text)
    #expect(screen.viewport == Size(width: 375, height: 667))
    #expect(screen.scale == 2 && screen.refresh == 60 && screen.uikit == .ios7)
    let view = try #require(screen.views.first)
    #expect(view.frame == Rect(x: 1, y: 2, width: 300, height: 400))
    #expect(!view.userInteraction && view.hidden && view.alpha == 0.5 && view.clipsToBounds)
    let settings = try #require(view.scrollView)
    var options = ScrollViewSceneSetup(viewport: Size(width: 1, height: 1), content: Size(width: 600, height: 400), paging: true)
    options.pageSpacing = 20
    options.bounces = .neither
    options.alwaysBounce = ScrollViewSceneSetup.Axes(x: true, y: false)
    options.rate = .fast
    options.inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    options.startOffset = Point(x: 10, y: 0)
    options.directionalLock = true
    options.snap = Size(width: 44, height: 44)
    #expect(settings.setup == options)
    #expect(!settings.contentIsFrameSize && !settings.scrollEnabled && !settings.delaysContentTouches)
    #expect(settings.contentTouchDelay == 0.2 && !settings.canCancelContentTouches)
    #expect(!settings.transfersHorizontalScrollingToParent && !settings.transfersVerticalScrollingToParent)
    #expect(view.control == nil)
    var tap = Screen.Recognizer.Tap(taps: 2, touches: 2)
    tap.allowableMovement = 10
    tap.maximumTapDuration = 0.75
    let expected: [Screen.Recognizer] = [
      Screen.Recognizer(
        id: "t", .tap(tap), enabled: false,
        delivery: TouchDelivery.Policy(cancelsTouchesInView: false, delaysTouchesBegan: true, delaysTouchesEnded: false),
        simultaneousWith: ["p"], shouldBegin: .translation(.x, .positive)),
      Screen.Recognizer(id: "p", .pan(minimumTouches: 2, maximumTouches: 3), shouldBegin: .vertical),
      Screen.Recognizer(id: "l", .longPress(Screen.Recognizer.LongPress(minimumPressDuration: 1, allowableMovement: -1, touches: 2, taps: 1))),
      Screen.Recognizer(id: "s", .swipe(direction: [.left, .up], touches: 2)),
      Screen.Recognizer(id: "e", .screenEdgePan(edges: [.left, .right])),
      Screen.Recognizer(id: "z", .pinch),
      Screen.Recognizer(id: "r", .rotation),
    ]
    #expect(view.recognizers == expected)
  }

  @Test func defaultsWhenKeysAreLeftOut() throws {
    // An empty screen: UIKit's defaults as `Screen()` documents them.
    #expect(try read("{}") == Screen())
    // A scroll view without content: the content is its frame's size.
    let screen = try read(inView("{\"id\": \"s\", \"frame\": [0, 0, 100, 50], \"scrollView\": {}}"))
    #expect(screen.views[0].scrollView == Screen.ScrollViewSettings())
    // A screen-edge pan keeps UIKit's delivery for its kind (delaysTouchesBegan).
    let edge = try read(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"e\", \"kind\": \"screen-edge-pan\", \"edges\": \"all\"}]}"))
    #expect(edge.views[0].recognizers[0] == Screen.Recognizer(id: "e", .screenEdgePan(edges: .all)))
  }

  @Test func aControlIsOneOfUIKitsControlKinds() throws {
    // Each kind by its name; a scroll view transfers to its parent by default (iOS 17.4).
    for control in Screen.Control.allCases {
      let screen = try read(inView("{\"id\": \"b\", \"frame\": [0, 0, 1, 1], \"control\": \"\(control.rawValue)\"}"))
      #expect(screen.views[0].control == control)
    }
    #expect(Screen.Control(rawValue: "segmented-control") == .segmentedControl)
    let scroll = try read(inView("{\"id\": \"s\", \"frame\": [0, 0, 1, 1], \"scrollView\": {}}"))
    #expect(scroll.views[0].scrollView?.transfersHorizontalScrollingToParent == true)
    #expect(scroll.views[0].scrollView?.transfersVerticalScrollingToParent == true)
    // Anything else is refused at the value (column 47: the value of "control").
    #expect(message(inView("{\"id\": \"b\", \"frame\": [0, 0, 1, 1], \"control\": \"knob\"}")) == "s.json:2:47: error: 'control' expects one of button, switch, slider, stepper, segmented-control, text-field, page-control, found the string 'knob'")
    #expect(message(inView("{\"id\": \"b\", \"frame\": [0, 0, 1, 1], \"control\": true}")) == "s.json:2:47: error: 'control' expects one of button, switch, slider, stepper, segmented-control, text-field, page-control, found true")
  }

  // MARK: Faults, each at its line and column

  // The columns were found by locating the faulty token in the test's text (its
  // 1-based character offset in line 2), independently of the reader.

  @Test func unknownKeysSuggestTheClosest() {
    #expect(message("{\"veiws\": []}") == "s.json:1:2: error: unknown key 'veiws' in the screen; did you mean 'views'? expected one of viewport, scale, refresh, uikit, status-bar-height, views, notes")
    // Line 2: `{"id": "a", "frmae": …`: the key at column 13.
    #expect(message(inView("{\"id\": \"a\", \"frmae\": [0, 0, 1, 1]}")) == "s.json:2:13: error: unknown key 'frmae' in a view; did you mean 'frame'? expected one of id, frame, subviews, user-interaction, hidden, alpha, clips-to-bounds, control, scrollView, navigation, recognizers")
    // A key with nothing close: no suggestion.
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"scrollView\": {\"zoom\": 2}}")) == "s.json:2:51: error: unknown key 'zoom' in a scrollView; expected one of content, paging, page-spacing, bounces, always-bounce, rate, inset, start-offset, directional-lock, snap, scroll-enabled, delays-content-touches, content-touch-delay, can-cancel-content-touches, transfers-horizontal-scrolling-to-parent, transfers-vertical-scrolling-to-parent, refresh-control, end-refreshing-at, scrolls-to-top, min-zoom, max-zoom, bounces-zoom, zoom-view, pan-should-begin, pan-require-to-fail, pan-simultaneous-with")
    // A key of another kind: a pan has no taps.
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"p\", \"kind\": \"pan\", \"taps\": 2}]}")) == "s.json:2:79: error: unknown key 'taps' in a pan recognizer; expected one of id, kind, enabled, cancels-touches-in-view, delays-touches-began, delays-touches-ended, require-to-fail, simultaneous-with, should-begin, action, minimum-touches, maximum-touches")
  }

  @Test func unknownKindsSuggestTheClosest() {
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"p\", \"kind\": \"long-pres\"}]}")) == "s.json:2:72: error: unknown recognizer kind 'long-pres'; did you mean 'long-press'? expected one of tap, pan, long-press, swipe, screen-edge-pan, pinch, rotation")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"p\", \"kind\": 3}]}")) == "s.json:2:72: error: 'kind' expects one of tap, pan, long-press, swipe, screen-edge-pan, pinch, rotation, found the number 3")
  }

  @Test func duplicateIDsNameTheFirst() {
    let views = "{\"views\": [\n{\"id\": \"a\", \"frame\": [0, 0, 1, 1]},\n{\"id\": \"a\", \"frame\": [0, 0, 1, 1]}\n]}"
    #expect(message(views) == "s.json:3:8: error: duplicate view id 'a'; it was first given at 2:8")
    let recognizers = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\"}, {\"id\": \"t\", \"kind\": \"pan\"}]}")
    #expect(message(recognizers) == "s.json:2:87: error: duplicate recognizer id 't'; it was first given at 2:59")
    // A view and a recognizer may share an id: they are named in different places.
    #expect(message(inView("{\"id\": \"t\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\"}]}")) == "no error")
    // A scroll view's own pan is the recognizer "<id>.pan".
    let pan = inView("{\"id\": \"s\", \"frame\": [0, 0, 1, 1], \"scrollView\": {}, \"recognizers\": [{\"id\": \"s.pan\", \"kind\": \"tap\"}]}")
    #expect(message(pan) == "s.json:2:77: error: duplicate recognizer id 's.pan'; it was first given at 2:8")
  }

  @Test func referencesToMissingIDsSuggestTheClosest() {
    let text = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"press\", \"kind\": \"long-press\"}, {\"id\": \"open\", \"kind\": \"tap\", \"require-to-fail\": [\"pres\"]}]}")
    #expect(message(text) == "s.json:2:141: error: 'require-to-fail' names 'pres', which is not the id of a recognizer of the screen; did you mean 'press'?")
    let far = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"open\", \"kind\": \"tap\", \"simultaneous-with\": [\"list.pan\"]}]}")
    #expect(message(far) == "s.json:2:104: error: 'simultaneous-with' names 'list.pan', which is not the id of a recognizer of the screen")
    // A reference may point forward, to a recognizer later in the file, and to a scroll view's pan.
    let forward = "{\"views\": [\n{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\", \"require-to-fail\": [\"s.pan\"]}]},\n{\"id\": \"s\", \"frame\": [0, 0, 1, 1], \"scrollView\": {}}\n]}"
    #expect(message(forward) == "no error")
  }

  @Test func requireToFailCyclesAreRefusedAtTheReferenceThatClosesThem() {
    let text = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"a\", \"kind\": \"tap\", \"require-to-fail\": [\"b\"]}, {\"id\": \"b\", \"kind\": \"pan\", \"require-to-fail\": [\"a\"]}]}")
    #expect(message(text) == "s.json:2:99: error: 'require-to-fail' makes a cycle: 'a' → 'b' → 'a'; a recognizer cannot wait for its own failure")
    let own = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"a\", \"kind\": \"tap\", \"require-to-fail\": [\"a\"]}]}")
    #expect(message(own) == "s.json:2:99: error: 'require-to-fail' makes a cycle: 'a' → 'a'; a recognizer cannot wait for its own failure")
  }

  @Test func negativeSizesAreRefused() {
    // `"frame": [0, 0, -10, 5]`: the width at column 29.
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, -10, 5]}")) == "s.json:2:29: error: 'frame' expects a width and height of at least 0, found a negative width, -10")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 10, -0.5]}")) == "s.json:2:33: error: 'frame' expects a width and height of at least 0, found a negative height, -0.5")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"scrollView\": {\"content\": \"-390x10\"}}")) == "s.json:2:62: error: 'content' expects WIDTHxHEIGHT in points, such as 390x5000, found the string '-390x10'")
    #expect(message("{\"viewport\": [390, -844]}") == "s.json:1:14: error: 'viewport' expects WIDTHxHEIGHT in points, such as 390x844, found an array")
  }

  @Test func wrongTypesNameTheKeyAndWhatItExpects() {
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"alpha\": \"0.5\"}")) == "s.json:2:45: error: 'alpha' expects a number from 0 to 1, found the string '0.5'")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"alpha\": 1.5}")) == "s.json:2:45: error: 'alpha' expects a number from 0 to 1, found the number 1.5")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"hidden\": \"yes\"}")) == "s.json:2:46: error: 'hidden' expects true or false, found the string 'yes'")
    #expect(message(inView("{\"id\": 7, \"frame\": [0, 0, 1, 1]}")) == "s.json:2:8: error: 'id' expects a non-empty string without control characters, such as \"list\", found the number 7")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1]}")) == "s.json:2:22: error: 'frame' expects [x, y, width, height] in points, such as [0, 0, 390, 844], found an array")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"scrollView\": {\"paging\": 3}}")) == "s.json:2:61: error: 'paging' expects true or false, found the number 3")
    #expect(message(inView("{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"subviews\": {}}")) == "s.json:2:48: error: 'subviews' expects an array of views, found an object")
    #expect(message("{\"views\": [3]}") == "s.json:1:12: error: 'views' expects an object, found the number 3")
    #expect(message("[]") == "s.json:1:1: error: 'the screen file' expects an object, found an array")
    #expect(message(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\", \"taps\": 1.5}]}")) == "s.json:2:87: error: 'taps' expects a whole number of taps from 1 to 10, found the number 1.5")
    #expect(message(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"pan\", \"should-begin\": \"sideways\"}]}")) == "s.json:2:95: error: 'should-begin' expects horizontal, vertical, translation-x>0, translation-x<0, translation-y>0, translation-y<0, velocity-x>0, velocity-x<0, velocity-y>0 or velocity-y<0, found the string 'sideways'")
    #expect(message(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"s\", \"kind\": \"swipe\", \"direction\": \"lfet\"}]}")) == "s.json:2:94: error: 'direction' expects one or more of right, left, up, down (or all): a name, names joined by '|', or an array of names, found the name 'lfet'; did you mean 'left'?")
  }

  @Test func missingKeysNameTheObject() {
    #expect(message(inView("{\"id\": \"a\"}")) == "s.json:2:1: error: missing key 'frame' in a view; expected [x, y, width, height] in points, such as [0, 0, 390, 844]")
    #expect(message(inView("{\"frame\": [0, 0, 1, 1]}")) == "s.json:2:1: error: missing key 'id' in a view; expected a unique id, such as \"list\"")
    #expect(message(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\"}]}")) == "s.json:2:52: error: missing key 'kind' in a recognizer; expected one of tap, pan, long-press, swipe, screen-edge-pan, pinch, rotation")
    #expect(message(inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"e\", \"kind\": \"screen-edge-pan\"}]}")) == "s.json:2:52: error: missing key 'edges' in a screen-edge-pan recognizer; expected the edges it watches: one or more of top, left, bottom, right, such as \"left\"")
  }

  @Test func aScreenThatCannotRunIsRefusedAtTheKey() {
    // A paging scroll view needs content at least its frame's size (ScrollViewSceneSetup.validate).
    let paging = inView("{\"id\": \"c\", \"frame\": [0, 0, 390, 200], \"scrollView\": {\"paging\": true, \"content\": \"300x200\"}}")
    #expect(message(paging) == "s.json:2:82: error: invalid 'scrollView.content': a paging scroll view needs content at least the size of its viewport (390x200), got 300x200")
    let itself = inView("{\"id\": \"v\", \"frame\": [0, 0, 1, 1], \"recognizers\": [{\"id\": \"t\", \"kind\": \"tap\", \"simultaneous-with\": [\"t\"]}]}")
    #expect(message(itself) == "s.json:2:100: error: invalid 'simultaneous-with': a recognizer cannot name itself")
  }
}
