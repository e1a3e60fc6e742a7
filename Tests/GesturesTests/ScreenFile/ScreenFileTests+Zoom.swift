import Gestures
import ScrollPhysics
import Testing

/// The zoom keys of a screen file (docs/screens.md, "Zooming"): read into the
/// `Screen` built by hand, written back by the report writer, and each fault refused
/// at its line and column with the exact message.
@Suite struct ScreenFileZoomTests {
  let file = ScreenFileTests()

  /// A zooming photo: `scrollView` is the scroll view's object, `recognizer` the
  /// recognizer object on its image (line 2 holds the scroll view's object).
  func photo(_ scrollView: String, recognizer: String = "") -> String {
    let recognizers = recognizer.isEmpty ? "" : ", \"recognizers\": [\(recognizer)]"
    return "{\"views\": [{ \"id\": \"photo\", \"frame\": [0, 0, 390, 844],\n\"scrollView\": \(scrollView),\n"
      + "\"subviews\": [{ \"id\": \"image\", \"frame\": [0, 0, 390, 844]\(recognizers) }] }]}"
  }

  @Test func theZoomKeysAndAnActionReadIntoTheScreen() throws {
    let text = photo(
      "{ \"min-zoom\": 1, \"max-zoom\": 3, \"bounces-zoom\": false, \"zoom-view\": \"image\" }",
      recognizer: "{ \"id\": \"zoomIn\", \"kind\": \"tap\", \"taps\": 2, \"action\": { \"zoom-to\": [0, 0, 195, 422], \"animated\": false } }")
    let screen = try file.read(text)
    let zoom = try #require(screen.views.first?.scrollView?.zoom)
    #expect(zoom == Screen.Zoom(zoomView: "image", minimumZoomScale: 1, maximumZoomScale: 3, bouncesZoom: false))
    let tap = try #require(screen.views.first?.subviews.first?.recognizers.first)
    #expect(tap.action == .zoomTo(Rect(x: 0, y: 0, width: 195, height: 422), animated: false))
    // The report writer writes it back to the same screen.
    #expect(try Screen(json: Array(screen.jsonText.utf8), path: "w.json") == screen)
    let scale = try file.read(photo("{ \"max-zoom\": 2, \"zoom-view\": \"image\" }", recognizer: "{ \"id\": \"z\", \"kind\": \"tap\", \"action\": { \"zoom-scale\": 2 } }"))
    #expect(scale.views.first?.scrollView?.zoom == Screen.Zoom(zoomView: "image", minimumZoomScale: 1, maximumZoomScale: 2))
    #expect(scale.views.first?.subviews.first?.recognizers.first?.action == .zoomScale(2, animated: true))
    #expect(try Screen(json: Array(scale.jsonText.utf8), path: "w.json") == scale)
  }

  @Test func aTypoInAZoomKeyIsRefusedWithTheClosestKey() {
    #expect(file.message(photo("{ \"max-zom\": 2, \"zoom-view\": \"image\" }")).hasPrefix(
      "s.json:2:17: error: unknown key 'max-zom' in a scrollView; did you mean 'max-zoom'?"))
  }

  @Test func aZoomViewThatIsNotASubviewIsRefusedAtItsValue() {
    // Line 2 is `"scrollView": { "max-zoom": 2, "zoom-view": "imgae" },`: the value
    // "imgae" begins at column 45.
    #expect(file.message(photo("{ \"max-zoom\": 2, \"zoom-view\": \"imgae\" }")) ==
      "s.json:2:45: error: 'zoom-view' expects the id of a subview of 'photo' (image), found 'imgae'; did you mean 'image'?")
  }

  @Test func zoomKeysWithoutAZoomViewAreRefused() {
    #expect(file.message(photo("{ \"max-zoom\": 2 }")).hasPrefix(
      "s.json:2:15: error: missing key 'zoom-view' in a scrollView; expected the id of the subview viewForZooming(in:) returns"))
  }

  @Test func aMaximumBelowTheMinimumIsRefused() {
    #expect(file.message(photo("{ \"min-zoom\": 2, \"max-zoom\": 1, \"zoom-view\": \"image\" }")) ==
      "s.json:2:44: error: 'max-zoom' expects a zoom scale of at least min-zoom (2), found the number 1")
  }

  @Test func anActionNeedsAZoomingScrollViewAndOneZoom() {
    let plain = "{\"views\": [{ \"id\": \"image\", \"frame\": [0, 0, 390, 844],\n\"recognizers\": [{ \"id\": \"z\", \"kind\": \"tap\", \"action\": { \"zoom-scale\": 2 } }] }]}"
    #expect(file.message(plain).hasPrefix("s.json:2:55: error: invalid 'action': a zoom action needs a scroll view that zooms"))
    let both = photo(
      "{ \"max-zoom\": 2, \"zoom-view\": \"image\" }",
      recognizer: "{ \"id\": \"z\", \"kind\": \"tap\", \"action\": { \"zoom-to\": [0, 0, 1, 1], \"zoom-scale\": 2 } }")
    #expect(file.message(both).contains("error: 'zoom-scale' expects exactly one of 'zoom-to'"))
    let flat = photo(
      "{ \"max-zoom\": 2, \"zoom-view\": \"image\" }", recognizer: "{ \"id\": \"z\", \"kind\": \"tap\", \"action\": { \"zoom-to\": [0, 0, 0, 10] } }")
    #expect(file.message(flat).contains("error: 'zoom-to' expects [x, y, width, height] in the zoom view's points, width and height > 0"))
  }

  @Test func theScrollViewsPinchIsARecognizerRelationsMayName() throws {
    let text = photo(
      "{ \"max-zoom\": 2, \"zoom-view\": \"image\" }", recognizer: "{ \"id\": \"z\", \"kind\": \"tap\", \"require-to-fail\": [\"photo.pinch\"] }")
    #expect(try file.read(text).views.first?.subviews.first?.recognizers.first?.requireToFail == ["photo.pinch"])
    // Without zoom limits that differ there is no pinch to name (UIKit creates none).
    let none = photo("{ \"zoom-view\": \"image\" }", recognizer: "{ \"id\": \"z\", \"kind\": \"tap\", \"require-to-fail\": [\"photo.pinch\"] }")
    #expect(file.message(none).contains("'require-to-fail' names 'photo.pinch', which is not the id of a recognizer of the screen"))
  }
}
