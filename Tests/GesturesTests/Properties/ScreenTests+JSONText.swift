@testable import Gestures
import ScrollPhysics
import Testing

/// `Screen.jsonText`, the report's screen file, against the format of docs/screens.md
/// written out by hand.
@Suite struct ScreenJSONTextTests {
  /// The issue's example (traces/screens/carousel-in-list.json, at 60 Hz): only the keys
  /// that differ from their defaults, nesting shown by `subviews`.
  @Test func theIssuesExample() {
    #expect(ScreenProperties.regressionScreen.jsonText == """
      {
        "viewport": "390x844", "scale": 3, "refresh": 60, "uikit": "ios26",
        "views": [
          { "id": "list", "frame": [0, 0, 390, 844], "scrollView": { "content": "390x3000", "bounces": "y" },
            "subviews": [
              { "id": "carousel", "frame": [0, 100, 390, 200], "scrollView": { "content": "1170x200", "paging": true },
                "subviews": [
                  { "id": "card0", "frame": [0, 0, 390, 200],
                    "recognizers": [
                      { "id": "press", "kind": "long-press" },
                      { "id": "open", "kind": "tap", "require-to-fail": ["press"] }
                    ]
                  }
                ]
              }
            ]
          }
        ]
      }

      """)
  }

  /// Every non-default key, escapes in ids, fractions as the shortest decimal.
  @Test func everyKeyAndEscapes() {
    var settings = Screen.ScrollViewSettings()
    settings.setup.rate = .fast
    settings.setup.alwaysBounce = .init(x: false, y: true)
    settings.setup.bounces = .init(x: false, y: false)
    settings.delaysContentTouches = false
    settings.canCancelContentTouches = false
    var swipe = Screen.Recognizer(id: "s\"1", .swipe(direction: [.left, .right]), shouldBegin: .translation(.x, .positive))
    swipe.delivery.delaysTouchesEnded = false
    let screen = Screen(views: [
      Screen.View(
        id: "v", frame: Rect(x: 0.5, y: 0, width: 10, height: 20), userInteraction: false, hidden: true, alpha: 0.25,
        scrollView: settings,
        recognizers: [swipe, Screen.Recognizer(id: "e", .screenEdgePan(edges: .left), simultaneousWith: ["s\"1"])])
    ])
    #expect(screen.jsonText == """
      {
        "viewport": "390x844", "scale": 3, "refresh": 60, "uikit": "ios26",
        "views": [
          { "id": "v", "frame": [0.5, 0, 10, 20], "user-interaction": false, "hidden": true, "alpha": 0.25, "scrollView": { "bounces": "none", "always-bounce": "y", "rate": "fast", "delays-content-touches": false, "can-cancel-content-touches": false },
            "recognizers": [
              { "id": "s\\"1", "kind": "swipe", "direction": "right|left", "delays-touches-ended": false, "should-begin": "translation-x>0" },
              { "id": "e", "kind": "screen-edge-pan", "edges": "left", "simultaneous-with": ["s\\"1"] }
            ]
          }
        ]
      }

      """)
  }
}
