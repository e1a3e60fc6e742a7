import ScrollPhysics

/// The screen scene's speed workload (issues "Your own screen" and "Zooming, nested
/// scrolling, pull to refresh and the back swipe", Speed): a 50-view screen with 12
/// recognizers, a navigation container and 6 scroll views (a vertical list holding a
/// zoomable pager of three photos, and a horizontal bar), and a synthetic trace of
/// realistic gestures on it, repeated for as long as a benchmark needs
/// (docs/performance.md).
///
/// The screen (390 × 844 pt): `root` is a navigation controller's content (depth 2,
/// with its back swipe `root.interactivePop`) and has a left screen-edge pan of its own;
/// a `header` with a back button, a title and a double-tap and a rotation; a vertical
/// `list` (content 390 × 2000) holding a paging `carousel`, the zoomable pager: three
/// photos `card0`…`card2`, each a scroll view zooming its image (`cardN.image`, zoom
/// 1…3, UIKit's pinch `cardN.pinch`), the first with a long press and a tap requiring
/// the press to fail, the second with a tap; and 16 rows with a label each (a swipe, a
/// long press and a tap on three of them); a horizontal `tabs` bar (content 1000 × 100)
/// with five tabs, the second with a tap; a pinch on `list`, simultaneous with its pan.
///
/// One cycle of the trace (`cycleDuration`, 17 s, touches sampled at 120 Hz) pages
/// the carousel forth and back, taps a card, long-presses the first card, drags the
/// list slowly, taps a row, pinches the list with two fingers, flicks the list back
/// past its top (it bounces), taps a tab, flicks the tabs forth and back, starts a
/// back swipe from the left edge and gives it up (the pop is cancelled), taps the back
/// button, double-taps the header and rotates two fingers on it; then spreads two
/// fingers on the first photo (it zooms to about 2.7), drags the zoomed photo, and
/// pinches it back below its minimum (it rubber-bands and animates back to 1). Every
/// motion ends within the cycle, so each cycle starts from the same screen state.
package enum ScreenBenchmark {
  /// The display's refresh rate the workload runs at, hertz.
  package static let refreshRate: Double = 120
  /// One cycle's length, seconds: cycle `c` is the first shifted by `c` times this.
  package static let cycleDuration: Double = 17

  /// The 50-view screen.
  package static func screen() -> Screen {
    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
      Rect(x: x, y: y, width: width, height: height)
    }
    typealias View = Screen.View
    typealias Recognizer = Screen.Recognizer
    // The pager's photos: scroll views that zoom their image, as in Photos.
    let cards = (0..<3).map { i in
      var photo = Screen.ScrollViewSettings()
      photo.zoom = Screen.Zoom(zoomView: "card\(i).image", minimumZoomScale: 1, maximumZoomScale: 3)
      return View(
        id: "card\(i)", frame: rect(Double(i) * 390, 0, 390, 200), scrollView: photo,
        recognizers: i == 0
          ? [
            Recognizer(id: "card0.press", .longPress()),
            Recognizer(id: "card0.open", .tap(), requireToFail: ["card0.press"]),
          ] : i == 1 ? [Recognizer(id: "card1.open", .tap())] : [],
        subviews: [View(id: "card\(i).image", frame: rect(0, 0, 390, 200))])
    }
    var carouselSettings = Screen.ScrollViewSettings(content: Size(width: 1170, height: 200), paging: true)
    carouselSettings.setup.bounces = ScrollViewSceneSetup.Axes(x: true, y: false)
    let carousel = View(id: "carousel", frame: rect(0, 20, 390, 200), scrollView: carouselSettings, subviews: cards)
    let rows = (0..<16).map { i in
      var recognizers: [Recognizer] = []
      switch i {
      case 0: recognizers = [Recognizer(id: "row0.swipe", .swipe(direction: .left))]
      case 3: recognizers = [Recognizer(id: "row3.press", .longPress())]
      case 5: recognizers = [Recognizer(id: "row5.tap", .tap())]
      default: break
      }
      return View(
        id: "row\(i)", frame: rect(0, 240 + 90 * Double(i), 390, 88), recognizers: recognizers,
        subviews: [View(id: "row\(i).label", frame: rect(16, 20, 300, 48))])
    }
    let list = View(
      id: "list", frame: rect(0, 100, 390, 644),
      scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 2000)),
      recognizers: [Recognizer(id: "list.pinch", .pinch, simultaneousWith: ["list.pan"])],
      subviews: [carousel] + rows)
    let tabs = View(
      id: "tabs", frame: rect(0, 744, 390, 100),
      scrollView: Screen.ScrollViewSettings(content: Size(width: 1000, height: 100)),
      recognizers: [],
      subviews: (0..<5).map { i in
        View(
          id: "tab\(i)", frame: rect(Double(i) * 200, 0, 200, 100),
          recognizers: i == 1 ? [Recognizer(id: "tab1.tap", .tap())] : [])
      })
    let header = View(
      id: "header", frame: rect(0, 0, 390, 100),
      recognizers: [Recognizer(id: "header.double", .tap(taps: 2)), Recognizer(id: "header.rotation", .rotation)],
      subviews: [
        View(id: "back", frame: rect(8, 50, 60, 44), recognizers: [Recognizer(id: "back.tap", .tap())]),
        View(id: "title", frame: rect(100, 50, 190, 44), userInteraction: false),
      ])
    let root = View(
      id: "root", frame: rect(0, 0, 390, 844), navigation: Screen.Navigation(depth: 2),
      recognizers: [Recognizer(id: "root.edge", .screenEdgePan(edges: .left))],
      subviews: [list, tabs, header])
    return Screen(viewport: Display.defaultViewport, scale: Display.defaultScale, refresh: refreshRate, views: [root])
  }

  /// The events of one cycle, from time 0, in time order (fingers 1 and 2).
  package static func cycle() -> [TouchEvent] {
    var builder = CycleBuilder()
    // The carousel pages to the second card, which is tapped, and back.
    builder.drag(at: 0.0, from: Point(x: 300, y: 220), by: Vector(dx: -220, dy: 6), samples: 18)
    builder.tap(at: 1.0, Point(x: 195, y: 220))
    builder.drag(at: 1.5, from: Point(x: 80, y: 225), by: Vector(dx: 230, dy: -4), samples: 18)
    // A still press on the first card: its press fires, its tap fails.
    builder.press(at: 2.5, Point(x: 200, y: 230), duration: 0.6)
    // A slow drag of the list that rests before the lift, then a tap on a row.
    builder.drag(at: 3.5, from: Point(x: 200, y: 700), by: Vector(dx: 8, dy: -300), samples: 60, restSamples: 12)
    builder.tap(at: 4.6, Point(x: 210, y: 500))
    // Two fingers spread on the list.
    builder.pinch(at: 5.0, center: Point(x: 200, y: 500), from: 60, to: 160, samples: 36)
    // A flick back past the top: the list bounces.
    builder.drag(at: 6.0, from: Point(x: 200, y: 250), by: Vector(dx: -6, dy: 480), samples: 14)
    // The tabs: a tap, then a flick forth and a flick back past the start.
    builder.tap(at: 7.5, Point(x: 480 - 90, y: 794))
    builder.drag(at: 8.0, from: Point(x: 320, y: 790), by: Vector(dx: -200, dy: 3), samples: 12)
    builder.drag(at: 9.5, from: Point(x: 60, y: 800), by: Vector(dx: 320, dy: -2), samples: 12)
    // A back swipe from the left edge over the list, given up: it rests at a fifth of
    // the width before the lift, so the pop is cancelled and the stack stays 2 deep.
    builder.drag(at: 11.0, from: Point(x: 2, y: 420), by: Vector(dx: 80, dy: 4), samples: 24, restSamples: 12)
    // The back button, a double tap on the header, two fingers turning on it.
    builder.tap(at: 12.0, Point(x: 30, y: 70))
    builder.tap(at: 12.4, Point(x: 200, y: 30))
    builder.tap(at: 12.55, Point(x: 201, y: 31))
    builder.rotate(at: 13.0, center: Point(x: 195, y: 50), radius: 70, by: 0.5, samples: 30)
    // Two fingers spread on the first photo (it zooms), one drags the zoomed photo, and
    // two pinch it below its minimum zoom: it rubber-bands, then animates back to 1.
    builder.pinch(at: 14.0, center: Point(x: 200, y: 220), from: 60, to: 160, samples: 36)
    builder.drag(at: 14.8, from: Point(x: 220, y: 230), by: Vector(dx: -40, dy: -10), samples: 24, restSamples: 12)
    builder.pinch(at: 15.6, center: Point(x: 200, y: 220), from: 160, to: 40, samples: 36)
    return builder.events
  }

  /// The events of cycles `0 ..< cycles`, streamed: cycle `c` is `cycle()` shifted by
  /// `c × cycleDuration` seconds.
  package struct Trace: Sequence, IteratorProtocol {
    private let cycle: [TouchEvent]
    private let cycles: Int
    private var c = 0
    private var e = 0

    /// `cycles` cycles of the workload's trace.
    package init(cycles: Int) {
      cycle = ScreenBenchmark.cycle()
      self.cycles = cycles
    }

    package mutating func next() -> TouchEvent? {
      guard c < cycles else { return nil }
      var event = cycle[e]
      event.time += Double(c) * ScreenBenchmark.cycleDuration
      e += 1
      if e == cycle.count {
        e = 0
        c += 1
      }
      return event
    }
  }

  /// Builds a cycle's events at 120 Hz.
  private struct CycleBuilder {
    var events: [TouchEvent] = []
    let step = 1 / ScreenBenchmark.refreshRate

    /// One finger from `from` by `by` (points) over `samples` moves on an ease-out
    /// path, resting `restSamples` samples at the end before it lifts.
    mutating func drag(at start: Double, from: Point, by: Vector, samples: Int, restSamples: Int = 0) {
      events.append(TouchEvent(time: start, touches: [Touch(id: 1, phase: .began, location: from)]))
      var location = from
      for k in 1...samples {
        let u = Double(k) / Double(samples)
        let f = 1 - (1 - u) * (1 - u) * 0.6 - 0.4 * (1 - u)
        location = Point(x: from.x + by.dx * f, y: from.y + by.dy * f)
        events.append(TouchEvent(time: start + Double(k) * step, touches: [Touch(id: 1, phase: .moved, location: location)]))
      }
      let end = start + Double(samples + restSamples + 1) * step
      if restSamples > 0 {
        events.append(TouchEvent(time: end - step, touches: [Touch(id: 1, phase: .stationary, location: location)]))
      }
      events.append(TouchEvent(time: end, touches: [Touch(id: 1, phase: .ended, location: location)]))
    }

    /// A tap: down, two moves of a fraction of a point, up, within 70 ms.
    mutating func tap(at start: Double, _ point: Point) {
      events.append(TouchEvent(time: start, touches: [Touch(id: 1, phase: .began, location: point)]))
      events.append(TouchEvent(time: start + step, touches: [Touch(id: 1, phase: .moved, location: Point(x: point.x + 0.3, y: point.y))]))
      events.append(TouchEvent(time: start + 4 * step, touches: [Touch(id: 1, phase: .moved, location: Point(x: point.x + 0.3, y: point.y + 0.3))]))
      events.append(TouchEvent(time: start + 8 * step, touches: [Touch(id: 1, phase: .ended, location: Point(x: point.x + 0.3, y: point.y + 0.3))]))
    }

    /// A still press of `duration` seconds, a stationary sample every 50 ms.
    mutating func press(at start: Double, _ point: Point, duration: Double) {
      events.append(TouchEvent(time: start, touches: [Touch(id: 1, phase: .began, location: point)]))
      var k = 6
      while Double(k) * step < duration {
        events.append(TouchEvent(time: start + Double(k) * step, touches: [Touch(id: 1, phase: .stationary, location: point)]))
        k += 6
      }
      events.append(TouchEvent(time: start + duration, touches: [Touch(id: 1, phase: .ended, location: point)]))
    }

    /// Two fingers on a horizontal line through `center`, their distance going from
    /// `from` to `to` points over `samples` moves.
    mutating func pinch(at start: Double, center: Point, from: Double, to: Double, samples: Int) {
      func pair(_ distance: Double, _ phase: TouchPhase) -> [Touch] {
        [
          Touch(id: 1, phase: phase, location: Point(x: center.x - distance / 2, y: center.y + distance / 8)),
          Touch(id: 2, phase: phase, location: Point(x: center.x + distance / 2, y: center.y - distance / 8)),
        ]
      }
      events.append(TouchEvent(time: start, touches: pair(from, .began)))
      for k in 1...samples {
        events.append(TouchEvent(time: start + Double(k) * step, touches: pair(from + (to - from) * Double(k) / Double(samples), .moved)))
      }
      events.append(TouchEvent(time: start + Double(samples + 1) * step, touches: pair(to, .ended)))
    }

    /// Two fingers `radius` points from `center` on opposite sides, turning by
    /// `angle` radians over `samples` moves.
    mutating func rotate(at start: Double, center: Point, radius: Double, by angle: Double, samples: Int) {
      func pair(_ a: Double, _ phase: TouchPhase) -> [Touch] {
        let c = Elementary.cos(a) * radius
        let s = Elementary.sin(a) * radius
        return [
          Touch(id: 1, phase: phase, location: Point(x: center.x - c, y: center.y - s * 0.4)),
          Touch(id: 2, phase: phase, location: Point(x: center.x + c, y: center.y + s * 0.4)),
        ]
      }
      events.append(TouchEvent(time: start, touches: pair(0, .began)))
      for k in 1...samples {
        events.append(TouchEvent(time: start + Double(k) * step, touches: pair(angle * Double(k) / Double(samples), .moved)))
      }
      events.append(TouchEvent(time: start + Double(samples + 1) * step, touches: pair(angle, .ended)))
    }
  }
}
