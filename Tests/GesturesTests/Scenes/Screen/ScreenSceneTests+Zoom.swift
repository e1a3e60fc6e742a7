import Gestures
import ScrollPhysics
import Testing

/// Zooming in a `ScreenScene` (docs/screens.md, "Zooming"), against hand derivations
/// from UIKit's laws read in the public UIKitCore decompilation for iOS 26.1
/// (UIScrollView.mm `_updatePinchGestureForState:`, `_zoomRubberBandScaleForScale:`,
/// `_zoomAnimationDurationForScale:`; docs/sources.md, "Zooming").
@Suite struct ScreenSceneZoomTests {
  /// A full-screen scroll view `photo` (390 × 844) zooming its subview `image`
  /// (390 × 844 at the origin) between 1 and `maximum`; `image` holds a 40 × 40
  /// `button` at (200, 400) and a double tap `zoomIn` whose action is `action`.
  static func photo(maximum: Double = 2, action: Screen.Action? = nil) -> Screen {
    var settings = Screen.ScrollViewSettings()
    settings.zoom = Screen.Zoom(zoomView: "image", minimumZoomScale: 1, maximumZoomScale: maximum)
    var doubleTap = Screen.Recognizer(id: "zoomIn", .tap(taps: 2))
    doubleTap.action = action
    return Screen(refresh: 120, views: [
      Screen.View(
        id: "photo", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: settings,
        subviews: [
          Screen.View(
            id: "image", frame: Rect(x: 0, y: 0, width: 390, height: 844), recognizers: action == nil ? [] : [doubleTap],
            subviews: [Screen.View(id: "button", frame: Rect(x: 200, y: 400, width: 40, height: 40))])
        ])
    ])
  }

  /// Two fingers at (95, 300) and (305, 300) (d₀ = 210, centroid (200, 300)), each
  /// moving 1 pt outward per event at 120 Hz for `moves` events, then both lifting
  /// one event later where they are.
  static func spread(moves: Int, at t0: Double = 0) -> [TouchEvent] {
    let dt = 1.0 / 120
    var events = [TouchEvent(time: t0, touches: [
      Touch(id: 0, phase: .began, location: Point(x: 95, y: 300)), Touch(id: 1, phase: .began, location: Point(x: 305, y: 300)),
    ])]
    for n in 1 ... moves {
      events.append(TouchEvent(time: t0 + Double(n) * dt, touches: [
        Touch(id: 0, phase: .moved, location: Point(x: 95 - Double(n), y: 300)),
        Touch(id: 1, phase: .moved, location: Point(x: 305 + Double(n), y: 300)),
      ]))
    }
    let m = Double(moves)
    events.append(TouchEvent(time: t0 + (m + 1) * dt, touches: [
      Touch(id: 0, phase: .ended, location: Point(x: 95 - m, y: 300)), Touch(id: 1, phase: .ended, location: Point(x: 305 + m, y: 300)),
    ]))
    return events
  }

  static func names(_ callbacks: [ScrollViewCallback]) -> [String] { callbacks.map(\.kind.name) }

  /// The offset of photo's last `scrollViewDidScroll` before `time` (seconds), if any.
  static func lastOffset(_ records: [ScreenRecord], before time: Double) -> Point? {
    var offset: Point?
    for callback in ScreenSceneTests.callbacks(records, of: "photo") where callback.time < time {
      if case .scrollViewDidScroll(let scrolled) = callback.kind { offset = scrolled }
    }
    return offset
  }

  @Test func aPinchZoomsAboutItsCentroid() throws {
    // The pinch begins at the 5th event (d = 220 > 210 + 8); the scroll view sets its
    // scale to the zoom scale 1 there, re-basing it on d = 220, so the zoom scale is
    // d/220 from then on. After 27 events d = 264: 264/220 = 1.2. The anchor is the
    // centroid (200, 300) of the zoom view at scale 1 (offset 0), kept under the
    // centroid: offset = (200, 300)·1.2 − (200, 300) = (40, 60), inside the range
    // [0, 390·0.2] × [0, 844·0.2]. The content follows the zoom view: 468 × 1012.8.
    // The centroid never moves, so the pan never begins (it fails at the lift); the
    // lift ends the zoom within the limits: scrollViewDidEndZooming(atScale: 1.2) at
    // once, nothing to adjust.
    let (run, records) = try ScreenSceneTests.run(Self.photo(), Self.spread(moves: 27))
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo"))
    #expect(abs((photo.zoomScale ?? 0) - 1.2) < 1e-12)
    #expect(photo.final.contentOffset == Point(x: 40, y: 60))
    let callbacks = ScreenSceneTests.callbacks(records, of: "photo")
    let zoomNames = Self.names(callbacks).filter { $0 != "scrollViewDidScroll" }
    #expect(zoomNames.first == "scrollViewWillBeginZooming")
    #expect(zoomNames.last == "scrollViewDidEndZooming")
    #expect(zoomNames.filter { $0 == "scrollViewDidZoom" }.count == 22)  // events 6 … 27
    #expect(callbacks.first?.time == 5.0 / 120)
    guard case .scrollViewDidEndZooming(let scale)? = callbacks.last?.kind else {
      Issue.record("no scrollViewDidEndZooming last")
      return
    }
    #expect(abs(scale - 1.2) < 1e-12)
    #expect(callbacks.last?.time == 28.0 / 120)
    #expect(ScreenSceneTests.recognizer(run, "photo.pinch")?.lastState == .ended)
    #expect(ScreenSceneTests.recognizer(run, "photo.pan")?.lastState == .failed)
    #expect(photo.drags == 0)
    // Every frame record carries the zoom scale; the last one 1.2.
    let frames = records.compactMap { if case .frame(let f) = $0 { return f } else { return nil } }
    #expect(frames.allSatisfy { $0.scrollViews[0].zoomScale != nil })
    #expect(abs((frames.last?.scrollViews[0].zoomScale ?? 0) - 1.2) < 1e-12)
  }

  @Test func aPinchPastTheMaximumRubberBandsAndAnimatesBack() throws {
    // Max 2: spread until the requested scale is 2.4, d = 2.4·220 = 528 (159 events).
    // The rubber band shows 2·(2 − 2/2.4) = 2.3333 while the fingers are down. At the
    // lift (event 160, t = 1.3333 s) the zoom animates back to 2 about the last anchor
    // in min(0.3·ln(2.3333/2) + 0.1, 0.4) = 0.14624 s, with no new
    // scrollViewWillBeginZooming; scrollViewDidEndZooming(atScale: 2) comes with the
    // first frame at or after 1.47957 s. The offset at scale 2 about (200, 300):
    // (200, 300), inside [0, 390] × [0, 844].
    let events = Self.spread(moves: 159)
    let (run, records) = try ScreenSceneTests.run(Self.photo(), events)
    let callbacks = ScreenSceneTests.callbacks(records, of: "photo")
    var shownAtLift = 0.0
    for callback in callbacks where callback.time < 1.3333 {
      if case .scrollViewDidZoom(let scale) = callback.kind { shownAtLift = scale }
    }
    let rubberBanded: Double = 2 * (2 - 2 / 2.4)
    #expect(abs(shownAtLift - rubberBanded) < 1e-9)
    #expect(Self.names(callbacks).filter { $0 == "scrollViewWillBeginZooming" }.count == 1)
    let end = try #require(callbacks.last { if case .scrollViewDidEndZooming = $0.kind { return true } else { return false } })
    guard case .scrollViewDidEndZooming(let scale) = end.kind else { return }
    #expect(scale == 2)
    // ln(2.3333/2) = ln(7/6) = 0.15415067982725836.
    let duration: Double = 0.3 * 0.15415067982725836 + 0.1
    let due: Double = 160.0 / 120 + duration
    #expect(end.time >= due - 1e-9 && end.time < due + 1.0 / 120, "\(end.time) vs \(due)")
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo"))
    #expect(photo.zoomScale == 2)
    #expect(photo.final.contentOffset == Point(x: 200, y: 300))
    #expect(run.cameToRest)
  }

  @Test func aDoubleTapZoomsToScaleTwoAboutTheCentre() throws {
    // The action {"zoom-scale": 2}: setZoomScale(2, animated: true) when the double tap
    // is recognized (second lift, 0.2 s). Anchored on the bounds' centre (195, 422):
    // offset = (195, 422)·2 − (195, 422) = (195, 422). Animated: WillBeginZooming,
    // DidScroll, DidZoom(2) at 0.2 s; DidEndZooming(atScale: 2) with the first frame
    // at or after 0.2 + 0.3·ln 2 + 0.1 = 0.50794 s.
    let screen = Self.photo(action: .zoomScale(2, animated: true))
    let tap = Point(x: 100, y: 100)
    let events = ScreenSceneTests.press(at: tap, from: 0, to: 0.05) + ScreenSceneTests.press(at: tap, from: 0.15, to: 0.2)
    let (run, records) = try ScreenSceneTests.run(screen, events)
    #expect(ScreenSceneTests.recognizer(run, "zoomIn")?.lastState == .ended)
    let callbacks = ScreenSceneTests.callbacks(records, of: "photo")
    #expect(Self.names(callbacks) == [
      "scrollViewWillBeginZooming", "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewDidEndZooming",
    ])
    #expect(callbacks[0].time == 0.2)
    let due: Double = 0.2 + 0.3 * 0.6931471805599453 + 0.1  // ln 2
    #expect(callbacks[3].time >= due - 1e-9 && callbacks[3].time < due + 1.0 / 120)
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo"))
    #expect(photo.zoomScale == 2)
    #expect(photo.final.contentOffset == Point(x: 195, y: 422))
  }

  @Test func zoomToARectFitsIt() throws {
    // zoom(to: (0, 0, 195, 422)): 390/195 = 2, and 422·2 = 844 fits the height: scale 2.
    // The rect's centre (97.5, 211) goes to the bounds' centre: offset
    // (97.5, 211)·2 − (195, 422) = (0, 0).
    let screen = Self.photo(action: .zoomTo(Rect(x: 0, y: 0, width: 195, height: 422), animated: false))
    let tap = Point(x: 100, y: 100)
    let events = ScreenSceneTests.press(at: tap, from: 0, to: 0.05) + ScreenSceneTests.press(at: tap, from: 0.15, to: 0.2)
    let (run, records) = try ScreenSceneTests.run(screen, events)
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo"))
    #expect(photo.zoomScale == 2)
    #expect(photo.final.contentOffset == Point(x: 0, y: 0))
    // Not animated: scrollViewDidZoom only (the offset did not move).
    #expect(Self.names(ScreenSceneTests.callbacks(records, of: "photo")) == ["scrollViewDidZoom"])
  }

  @Test func hitTestingSeesTheZoomedSubviews() throws {
    // After the double tap (zoom 2 about the centre, offset (195, 422)), `button` at
    // (200, 400, 40, 40) in `image` is drawn at (400 − 195, 800 − 422) = (205, 378),
    // 80 × 80. A touch at (270, 440) lands on it; unzoomed it would miss it (x > 240).
    let screen = Self.photo(action: .zoomScale(2, animated: true))
    let tap = Point(x: 100, y: 100)
    var events = ScreenSceneTests.press(at: tap, from: 0, to: 0.05) + ScreenSceneTests.press(at: tap, from: 0.15, to: 0.2)
    events += ScreenSceneTests.press(at: Point(x: 270, y: 440), from: 1.0, to: 1.05, id: 2)
    let (run, _) = try ScreenSceneTests.run(screen, events)
    #expect(run.touchesDelivered.contains { $0.view == "button" && $0.began == 1 })
    // The same touch on the unzoomed photo reaches `image`, not `button`.
    let (plain, _) = try ScreenSceneTests.run(screen, ScreenSceneTests.press(at: Point(x: 270, y: 440), from: 0, to: 0.05))
    #expect(!plain.touchesDelivered.contains { $0.view == "button" })
  }

  @Test func aOneFingerDragScrollsOnlyOnceZoomed() throws {
    // At zoom 1 the content is the bounds (390 × 844): the pan tests no axis and never
    // begins. After the double tap (zoom 2, offset (195, 422), content 780 × 1688), a
    // drag of 12 moves of −5 pt in x scrolls: the pan begins at |Σdx| = 10 with the
    // hysteresis removed, so the content follows the remaining 50 pt: x = 245 at the
    // last move (the release then decelerates toward larger x).
    let screen = Self.photo(action: .zoomScale(2, animated: true))
    let (unzoomed, _) = try ScreenSceneTests.run(screen, ScreenSceneTests.drag(from: Point(x: 300, y: 300), step: Vector(dx: -5, dy: 0), moves: 12))
    #expect(ScreenSceneTests.scrollView(unzoomed, "photo")?.drags == 0)
    #expect(ScreenSceneTests.scrollView(unzoomed, "photo")?.final.contentOffset == Point(x: 0, y: 0))
    let tap = Point(x: 100, y: 100)
    var events = ScreenSceneTests.press(at: tap, from: 0, to: 0.05) + ScreenSceneTests.press(at: tap, from: 0.15, to: 0.2)
    events += ScreenSceneTests.drag(from: Point(x: 300, y: 300), step: Vector(dx: -5, dy: 0), moves: 12, at: 1.0)
    let (run, records) = try ScreenSceneTests.run(screen, events)
    let photo = try #require(ScreenSceneTests.scrollView(run, "photo"))
    #expect(photo.drags == 1)
    #expect(Self.lastOffset(records, before: 1.0 + 13.0 / 120) == Point(x: 245, y: 422))
  }

  @Test func aZoomEndedByALiftLetsTheOtherFingerPanFromThere() throws {
    // The pinch of `aPinchZoomsAboutItsCentroid` to 1.2 (offset (40, 60)); then finger 1
    // lifts alone at event 28: the pinch keeps one touch (it stays active, with no
    // output), and UIKit ends the zoom when the count is not two:
    // scrollViewDidEndZooming(atScale: 1.2) at 28/120 s. The pan restarts from zero where
    // finger 0 is (68, 300): 6 moves of −5 pt begin it at |Σdx| = 10 (the second) with
    // the hysteresis removed, so the content follows 30 − 10 = 20 pt: x = 40 + 20 = 60.
    let dt = 1.0 / 120
    var events = Array(Self.spread(moves: 27).dropLast())
    events.append(TouchEvent(time: 28 * dt, touches: [
      Touch(id: 0, phase: .stationary, location: Point(x: 68, y: 300)), Touch(id: 1, phase: .ended, location: Point(x: 332, y: 300)),
    ]))
    for n in 1 ... 6 {
      events.append(TouchEvent(time: Double(28 + n) * dt, touches: [Touch(id: 0, phase: .moved, location: Point(x: 68 - 5 * Double(n), y: 300))]))
    }
    events.append(TouchEvent(time: 35 * dt, touches: [Touch(id: 0, phase: .ended, location: Point(x: 38, y: 300))]))
    let (_, records) = try ScreenSceneTests.run(Self.photo(), events)
    let callbacks = ScreenSceneTests.callbacks(records, of: "photo")
    let end = try #require(callbacks.first { if case .scrollViewDidEndZooming = $0.kind { return true } else { return false } })
    #expect(end.time == 28 * dt)
    let began = ScreenSceneTests.gestures(records).first { $0.recognizer == "photo.pan" && $0.state == .began }
    #expect(began?.time == 30 * dt)
    #expect(Self.lastOffset(records, before: 35 * dt) == Point(x: 60, y: 60))
  }

  @Test func aZoomsEndDropsThePansVelocitySamples() throws {
    // The pinch to 1.2, then both fingers move 6 pt left per event for 6 events (the pan
    // begins during the pinch, sampling 720 pt/s; the zoom keeps the content under the
    // fingers), then finger 1 lifts: the zoom ends and the pan's velocity samples are
    // dropped (UIScrollViewPanGestureRecognizer `_scrollViewDidEndZooming`). Finger 0 then
    // moves 1 pt left per event twice and lifts: the release velocity comes from those
    // moves alone, at most 1 pt per 1/120 s = 0.12 pt/ms (with the old samples it would
    // be pulled toward 0.72 pt/ms).
    let dt = 1.0 / 120
    var events = Array(Self.spread(moves: 27).dropLast())
    var x0 = 68.0, x1 = 332.0
    for n in 1 ... 6 {
      x0 -= 6
      x1 -= 6
      events.append(TouchEvent(time: Double(27 + n) * dt, touches: [
        Touch(id: 0, phase: .moved, location: Point(x: x0, y: 300)), Touch(id: 1, phase: .moved, location: Point(x: x1, y: 300)),
      ]))
    }
    events.append(TouchEvent(time: 34 * dt, touches: [
      Touch(id: 0, phase: .stationary, location: Point(x: x0, y: 300)), Touch(id: 1, phase: .ended, location: Point(x: x1, y: 300)),
    ]))
    for n in 1 ... 2 {
      events.append(TouchEvent(time: Double(34 + n) * dt, touches: [Touch(id: 0, phase: .moved, location: Point(x: x0 - Double(n), y: 300))]))
    }
    events.append(TouchEvent(time: 37 * dt, touches: [Touch(id: 0, phase: .ended, location: Point(x: x0 - 2, y: 300))]))
    let (_, records) = try ScreenSceneTests.run(Self.photo(), events)
    let callbacks = ScreenSceneTests.callbacks(records, of: "photo")
    #expect(callbacks.contains { $0.kind.name == "scrollViewDidEndZooming" && $0.time == 34 * dt })
    let release = callbacks.first { if case .scrollViewWillEndDragging = $0.kind { return true } else { return false } }
    guard case .scrollViewWillEndDragging(let velocity, _)? = release?.kind else {
      Issue.record("no scrollViewWillEndDragging")
      return
    }
    #expect(abs(velocity.dx) <= 0.12 + 1e-9, "\(velocity)")
  }
}
