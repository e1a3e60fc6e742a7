import Foundation
import Gestures
import ScrollPhysics
import Testing

/// The containers' keys of a screen file (docs/screens.md, "The format";
/// docs/containers.md, "On a screen").
extension ScreenFileTests {
  static let containers = """
    {
      "views": [
        { "id": "nav", "frame": [0, 0, 390, 844],
          "navigation": { "depth": 3, "transition-duration": 0.5, "interactive-pop-enabled": false },
          "subviews": [
            { "id": "table", "frame": [0, 0, 390, 844],
              "scrollView": { "content": "390x3000", "refresh-control": true, "end-refreshing-at": 2.5 } } ] } ]
    }
    """

  @Test func theContainersKeysAreRead() throws {
    let screen = try read(Self.containers)
    #expect(screen.views[0].navigation == Screen.Navigation(depth: 3, transitionDuration: 0.5, interactivePopEnabled: false))
    let settings = try #require(screen.views[0].subviews[0].scrollView)
    #expect(settings.refreshControl)
    #expect(settings.endRefreshingAt == 2.5)
    // The refresh control sets alwaysBounceVertical, as UIKit's setter does.
    #expect(settings.setup(frame: Rect(x: 0, y: 0, width: 390, height: 844), screen: screen).alwaysBounce.y)
    // Defaults: no container; an empty navigation object is depth 2, D = 0.35 s, enabled.
    let plain = try read(Self.containers.replacingOccurrences(
      of: "\"depth\": 3, \"transition-duration\": 0.5, \"interactive-pop-enabled\": false", with: ""))
    #expect(plain.views[0].navigation == Screen.Navigation(depth: 2, transitionDuration: 0.35, interactivePopEnabled: true))
    #expect(try read(Self.example).views[0].navigation == nil)
    #expect(try read(Self.example).views[0].scrollView?.refreshControl == false)
    // The writer of counterexamples reads back to the same screen.
    #expect(try read(screen.jsonText) == screen)
  }

  @Test func badContainerValuesAreRefusedWhereTheyAre() {
    #expect(
      message(Self.containers.replacingOccurrences(of: "\"depth\": 3", with: "\"depth\": 0"))
        == "s.json:4:32: error: 'depth' expects a whole number of view controllers from 1 to 1000, such as 2, found the number 0")
    #expect(
      message(Self.containers.replacingOccurrences(of: "\"transition-duration\": 0.5", with: "\"transition-duration\": 0"))
        == "s.json:4:58: error: 'transition-duration' expects a number of seconds above 0 and at most 60, such as 0.35, found the number 0")
    #expect(
      message(Self.containers.replacingOccurrences(of: "\"depth\": 3", with: "\"deph\": 3"))
        == "s.json:4:23: error: unknown key 'deph' in a navigation; did you mean 'depth'? expected one of depth, transition-duration, interactive-pop-enabled")
    #expect(
      message(Self.containers.replacingOccurrences(of: "\"refresh-control\": true", with: "\"refresh-control\": false"))
        == "s.json:7:97: error: invalid 'scrollView.end-refreshing-at': 'end-refreshing-at' needs 'refresh-control': true")
  }

  @Test func theBackSwipesIdIsARecognizerId() {
    // Relations may name it; another recognizer may not take its id.
    let named = Self.containers.replacingOccurrences(
      of: "\"end-refreshing-at\": 2.5 }",
      with: "\"end-refreshing-at\": 2.5 }, \"recognizers\": [ { \"id\": \"p\", \"kind\": \"pan\", \"require-to-fail\": [\"nav.interactivePop\"] } ]")
    #expect(message(named) == "no error")
    let taken = Self.containers.replacingOccurrences(
      of: "\"end-refreshing-at\": 2.5 }", with: "\"end-refreshing-at\": 2.5 }, \"recognizers\": [ { \"id\": \"nav.interactivePop\", \"kind\": \"pan\" } ]")
    #expect(message(taken).contains("error: duplicate recognizer id 'nav.interactivePop'"))
  }
}
