import ScrollPhysics
import Testing

/// Zooming (the iOS 26.1 UIKitCore decompilation of UIScrollView's
/// pinch and setZoomScale paths). A photo of 390×844 pt fills a 390×844 scroll
/// view (3× pixels), zoom limits 1…2; every expected value is derived by hand.
@Suite struct ScrollViewZoomTests {
  typealias Zoom = ScrollViewZoom

  static func photo() -> (ScrollView, Zoom) {
    let size = Size(width: 390, height: 844)
    return (
      ScrollView(boundsSize: size, contentSize: size),
      Zoom(zoomViewSize: size, minimumZoomScale: 1, maximumZoomScale: 2)
    )
  }

  static func scrolled(_ x: Double, _ y: Double, at time: Double) -> Zoom.Output {
    .callback(ScrollViewCallback(time: time, .scrollViewDidScroll(contentOffset: Point(x: x, y: y))))
  }

  @Test func noPinchWhenTheLimitsAreEqual() {
    var (scrollView, zoom) = Self.photo()
    zoom.maximumZoomScale = 1
    #expect(!zoom.hasPinch)
    #expect(zoom.handle(.pinchBegan(centroid: Point(x: 195, y: 422)), at: 0, scrollView: &scrollView).isEmpty)
    #expect(zoom.handle(.pinchChanged(scale: 2, centroid: Point(x: 195, y: 422)), at: 0.1, scrollView: &scrollView).isEmpty)
    #expect(zoom.zoomScale == 1)
  }

  @Test func aPinchPastTheMaximumRubberBandsThenAnimatesBack() {
    var (scrollView, zoom) = Self.photo()
    let c = Point(x: 195, y: 422)
    #expect(zoom.handle(.pinchBegan(centroid: c), at: 0, scrollView: &scrollView) == [.scrollViewWillBeginZooming])
    // Anchor: the zoom-view point under the centroid, (0 + 195)/1, (0 + 422)/1.
    // 2.4 → shown 2·(2 − 2/2.4) = 7/3; content 910 × 1969.33; offset = 195·7/3 − 195 = 260,
    // 422·7/3 − 422 = 562.667 (inside the range [0, 520] × [0, 1125.33]: no rubber band);
    // published at 3×: 562.667 = 1688/3.
    let shown: Double = 2 * (2 - 2 / 2.4)
    let expected: [Zoom.Output] = [Self.scrolled(260, 1688.0 / 3, at: 0.1), .scrollViewDidZoom(zoomScale: shown)]
    #expect(zoom.handle(.pinchChanged(scale: 2.4, centroid: c), at: 0.1, scrollView: &scrollView) == expected)
    #expect(abs(scrollView.contentSize.width - 910) < 1e-9)
    // The lift: back to 2 about the same anchor: offset 195·2 − 195 = 195, 422·2 − 422 = 422;
    // the model jumps at once (no scrollViewWillBeginZooming), the screen animates
    // over 0.3·ln(7/6) + 0.1 = 0.146245 s.
    #expect(
      zoom.handle(.pinchEnded, at: 0.2, scrollView: &scrollView)
        == [Self.scrolled(195, 422, at: 0.2), .scrollViewDidZoom(zoomScale: 2), .panReset])
    #expect(zoom.isZoomBouncing)
    #expect(scrollView.contentSize == Size(width: 780, height: 1688))
    let duration = 0.3 * Elementary.log(7.0 / 6) + 0.1
    #expect(abs((zoom.animation?.duration ?? 0) - duration) < 1e-12)
    // Half-way the ease-in-out curve is at 0.5: 7/3 + (2 − 7/3)·0.5 = 13/6.
    #expect(abs(zoom.presentation(at: 0.2 + duration / 2, scrollView: scrollView).zoomScale - 13.0 / 6) < 1e-9)
    #expect(zoom.handle(.frame, at: 0.3, scrollView: &scrollView).isEmpty)
    #expect(zoom.handle(.frame, at: 0.35, scrollView: &scrollView) == [.scrollViewDidEndZooming(atScale: 2)])
    #expect(!zoom.isZoomBouncing)
  }

  @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
    var (scrollView, zoom) = Self.photo()
    zoom.bouncesZoom = false
    let c = Point(x: 195, y: 422)
    _ = zoom.handle(.pinchBegan(centroid: c), at: 0, scrollView: &scrollView)
    _ = zoom.handle(.pinchChanged(scale: 2.4, centroid: c), at: 0.1, scrollView: &scrollView)
    #expect(zoom.zoomScale == 2)
    #expect(zoom.handle(.pinchEnded, at: 0.2, scrollView: &scrollView) == [.scrollViewDidEndZooming(atScale: 2), .panReset])
  }

  @Test func aPinchWithinTheLimitsEndsAtOnce() {
    var (scrollView, zoom) = Self.photo()
    let c = Point(x: 100, y: 200)
    _ = zoom.handle(.pinchBegan(centroid: c), at: 0, scrollView: &scrollView)
    // 1.5 about (100, 200): offset 100·1.5 − 100 = 50, 200·1.5 − 200 = 100.
    #expect(
      zoom.handle(.pinchChanged(scale: 1.5, centroid: c), at: 0.1, scrollView: &scrollView)
        == [Self.scrolled(50, 100, at: 0.1), .scrollViewDidZoom(zoomScale: 1.5)])
    // In range: scrollViewDidEndZooming at the lift, no adjustment.
    #expect(zoom.handle(.pinchEnded, at: 0.2, scrollView: &scrollView) == [.scrollViewDidEndZooming(atScale: 1.5), .panReset])
    #expect(zoom.animation == nil)
  }

  @Test func aTwoFingerMovePansAndTheOffsetIsAdjustedInAFifthOfASecond() {
    var (scrollView, zoom) = Self.photo()
    _ = zoom.handle(.pinchBegan(centroid: Point(x: 100, y: 200)), at: 0, scrollView: &scrollView)
    // The centroid moves 200 pt right: raw x = 100·1.5 − 300 = −150, past the left edge by 150;
    // the offset rubber band (D = 390, c = 0.55): 150·390·0.55/(390 + 0.55·150) = 68.0952 → −68.0952.
    _ = zoom.handle(.pinchChanged(scale: 1.5, centroid: Point(x: 300, y: 200)), at: 0.1, scrollView: &scrollView)
    #expect(abs(scrollView.unroundedContentOffset.x + 32175.0 / 472.5) < 1e-9)
    // The lift: scrollViewDidEndZooming at once, then the offset clamped to (0, 100) at once
    // in the model and on screen over 0.2 s.
    #expect(
      zoom.handle(.pinchEnded, at: 0.2, scrollView: &scrollView)
        == [.scrollViewDidEndZooming(atScale: 1.5), Self.scrolled(0, 100, at: 0.2), .panReset])
    #expect(zoom.animation?.duration == 0.2)
    #expect(zoom.animation?.endsZooming == false)
    #expect(zoom.handle(.frame, at: 0.4, scrollView: &scrollView).isEmpty)
    #expect(zoom.animation == nil)
  }

  @Test func setZoomScaleAnchorsOnTheCentreOfTheBounds() {
    var (scrollView, zoom) = Self.photo()
    // Animated 1 → 2 about the centre (195, 422): offset 195, 422; 0.307944 s.
    #expect(
      zoom.handle(.setZoomScale(2, animated: true), at: 0, scrollView: &scrollView)
        == [.scrollViewWillBeginZooming, Self.scrolled(195, 422, at: 0), .scrollViewDidZoom(zoomScale: 2)])
    #expect(zoom.handle(.frame, at: 0.3, scrollView: &scrollView).isEmpty)
    #expect(zoom.handle(.frame, at: 0.31, scrollView: &scrollView) == [.scrollViewDidEndZooming(atScale: 2)])
    // 3 is clamped to the maximum 2, the current scale: nothing happens.
    #expect(zoom.handle(.setZoomScale(3, animated: true), at: 1, scrollView: &scrollView).isEmpty)
    // Not animated 2 → 1.5: anchor ((195 + 195)/2, (422 + 422)/2) = (195, 422);
    // offset 195·1.5 − 195 = 97.5, 422·1.5 − 422 = 211; 97.5 is 292.5 device pixels, published
    // rounded half away from zero to 293/3 = 97.667. No will-begin, no did-end.
    #expect(
      zoom.handle(.setZoomScale(1.5, animated: false), at: 2, scrollView: &scrollView)
        == [Self.scrolled(293.0 / 3, 211, at: 2), .scrollViewDidZoom(zoomScale: 1.5)])
    #expect(scrollView.unroundedContentOffset == Point(x: 97.5, y: 211))
    #expect(zoom.animation == nil)
  }

  @Test func zoomToARectFitsItAndCentresIt() {
    var (scrollView, zoom) = Self.photo()
    // The top-left quarter, 195×422: scale 2; its centre (97.5, 211) at the bounds' centre:
    // offset 97.5·2 − 195 = 0, 211·2 − 422 = 0 (unchanged: no scrollViewDidScroll).
    #expect(
      zoom.handle(.zoom(to: Rect(x: 0, y: 0, width: 195, height: 422), animated: true), at: 0, scrollView: &scrollView)
        == [.scrollViewWillBeginZooming, .scrollViewDidZoom(zoomScale: 2)])
    #expect(abs((zoom.animation?.duration ?? 0) - (0.3 * Elementary.log(2) + 0.1)) < 1e-12)
    _ = zoom.handle(.frame, at: 0.4, scrollView: &scrollView)
    // At scale 2 the bottom-right quarter fits at the same scale: scroll its centre
    // (292.5, 633)·2 − (195, 422) = (390, 844), the maximum offset, over 0.1 s.
    #expect(
      zoom.handle(.zoom(to: Rect(x: 195, y: 422, width: 195, height: 422), animated: true), at: 1, scrollView: &scrollView)
        .isEmpty)
    #expect(scrollView.isMoving)
    #expect(scrollView.configuration.contentOffsetAnimationDuration == 0.3)
    var callbacks: [ScrollViewCallback] = []
    scrollView.handle(.frame, at: 1.1, into: &callbacks)
    #expect(scrollView.contentOffset == Point(x: 390, y: 844))
    #expect(callbacks.last?.kind == .scrollViewDidEndScrollingAnimation)
  }

  @Test func thePinchEndResetsTheDragToATranslationFromZero() {
    var (scrollView, zoom) = Self.photo()
    _ = zoom.handle(.setZoomScale(2, animated: false), at: 0, scrollView: &scrollView)  // offset (195, 422)
    _ = scrollView.handle(.touchDown, at: 1)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 1)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -30)), at: 1.05)
    #expect(scrollView.contentOffset.y == 452)
    // A pinch that keeps scale 2: anchor ((195 + 195)/2, (452 + 422)/2) = (195, 437) → offset
    // 437·2 − 422 = 452, unchanged.
    _ = zoom.handle(.pinchBegan(centroid: Point(x: 195, y: 422)), at: 1.1, scrollView: &scrollView)
    _ = zoom.handle(.pinchChanged(scale: 1, centroid: Point(x: 195, y: 422)), at: 1.15, scrollView: &scrollView)
    #expect(zoom.handle(.pinchEnded, at: 1.2, scrollView: &scrollView).last == .panReset)
    // The pan's translation restarts at zero: −10 moves the content 10 pt from 452 to 462
    // (without the reset, −10 against the old −30 would move it back to 432).
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -10)), at: 1.25)
    #expect(scrollView.contentOffset.y == 462)
  }

  @Test func aPinchCatchesARunningZoomAnimation() {
    var (scrollView, zoom) = Self.photo()
    _ = zoom.handle(.setZoomScale(2, animated: true), at: 0, scrollView: &scrollView)
    // The pinch's begin ends the animation with its callback, then begins zooming.
    #expect(
      zoom.handle(.pinchBegan(centroid: Point(x: 195, y: 422)), at: 0.1, scrollView: &scrollView)
        == [.scrollViewDidEndZooming(atScale: 2), .scrollViewWillBeginZooming])
  }

  @Test func aZoomViewBelowTheContentsOriginKeepsItsOrigin() {
    // The zoom view sits at (0, 100) in the content (a header above it). At scale 1,
    // offset 0, the bounds' centre (195, 422) shows the zoom-view point
    // (195 − 0, 422 − 100) = (195, 322). setZoomScale(2) keeps it there: offset =
    // origin + q·2 − centre = (0 + 390 − 195, 100 + 644 − 422) = (195, 322), inside the
    // range [0, 390] × [0, 844] of the 780 × 1688 content.
    var (scrollView, zoom) = Self.photo()
    zoom.zoomViewOrigin = Point(x: 0, y: 100)
    let outputs = zoom.handle(.setZoomScale(2, animated: false), at: 0, scrollView: &scrollView)
    #expect(outputs == [Self.scrolled(195, 322, at: 0), .scrollViewDidZoom(zoomScale: 2)])
    #expect(scrollView.contentSize == Size(width: 780, height: 1688))
  }
}
