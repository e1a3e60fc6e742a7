import ScrollPhysics

/// A bare scroll view driven by touches, for the scroll-view properties: a screen
/// whose whole area is a `ScrollView` with UIKit's pan (hysteresis 10 points, the iOS
/// scroll-view velocity estimate with the rest-before-lift rule), plus two controls
/// that call `setContentOffset` from app code, so that random traces exercise it too:
///
/// - optionally the **status bar** (y 0…47, the top `statusBarHeight` points): a tap scrolls to
///   the top, animated (UIKit's `scrollsToTop`: the offset's y goes to its minimum, x
///   stays);
/// - optionally a **jump bar** (the bottom `jumpBarHeight` points, like a table's
///   section index): a tap at screen x jumps to the offset that fraction u = x / width
///   of the way through the range on both axes, `min + u·(max − min)`, not animated
///   in the bar's lower half and animated in its upper half.
///
/// Both bars are in front of the scroll view and outside it (a touch there does not
/// touch the scroll view down), like the status bar, which belongs to another window.
/// The routing of touches to the scroll view is `ScrollViewHost`'s, as in the side
/// menu and the table: the first finger down sends `touchDown`, the pan's states
/// send the pan inputs, and the last lift without a pan sends `touchUp`. Records
/// are the scroll view's callbacks.
struct ScrollViewPropertyScene: Scene {
  typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// The height of the status bar, in points: 47 (an iPhone 14/15).
  static let statusBarHeight = 47.0
  /// The height of the jump bar, in points: 44.
  static let jumpBarHeight = 44.0

  private(set) var scrollView: ScrollView
  /// The scroll view's pan, fingers and touch-sequence bookkeeping, and the arena.
  private(set) var host: ScrollViewHost<Estimator>
  let statusBarTapID: GestureRecognizerID?
  let jumpBarTapID: GestureRecognizerID?
  let jumpBarFrame: Rect?
  /// Fingers down anywhere (the scroll view or a bar).
  var allFingers: [Int] = []

  /// A scene showing `scrollView` (its bounds fill the screen) with the status bar
  /// when `statusBar` and the jump bar when `jumpBar`.
  init(scrollView: ScrollView, statusBar: Bool, jumpBar: Bool) {
    self.scrollView = scrollView
    let size = scrollView.boundsSize
    // The pan's hysteresis tests only the axes the content can scroll along (UIKit).
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    let horizontal = maximum.x > minimum.x || (scrollView.bounces && scrollView.alwaysBounceHorizontal)
    let vertical = maximum.y > minimum.y || (scrollView.bounces && scrollView.alwaysBounceVertical)
    var host = ScrollViewHost(
      frame: Rect(origin: .zero, size: size),
      pan: PanRecognizer(
        estimator: RestAwareVelocityEstimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: .uikit),
        hysteresisMetric: .axes(horizontal: horizontal, vertical: vertical), failsPastMaximumNumberOfTouches: false,
        velocityReporting: .terminalOnly))
    if statusBar {
      let region = host.arena.addRegion(frame: Rect(x: 0, y: 0, width: size.width, height: Self.statusBarHeight))
      statusBarTapID = host.arena.add(TapRecognizer(), to: region)
    } else {
      statusBarTapID = nil
    }
    if jumpBar {
      let frame = Rect(x: 0, y: size.height - Self.jumpBarHeight, width: size.width, height: Self.jumpBarHeight)
      let region = host.arena.addRegion(frame: frame)
      jumpBarTapID = host.arena.add(TapRecognizer(), to: region)
      jumpBarFrame = frame
    } else {
      jumpBarTapID = nil
      jumpBarFrame = nil
    }
    self.host = host
  }

  /// Frames are needed while the scroll view moves, otherwise from the arena's
  /// next deadline (a frame of a scroll view that is not moving changes nothing).
  var framesNeededFrom: Double? {
    scrollView.isMoving ? -Double.infinity : host.arena.nextDeadline
  }

  var isAtRest: Bool {
    allFingers.isEmpty && host.arena.nextDeadline == nil && scrollView.isAtRest
  }

  mutating func handle(_ event: TouchEvent, into records: inout [ScrollViewCallback]) {
    let time = event.time
    var firstDown = false
    for touch in event.touches where touch.phase == .began && !allFingers.contains(touch.id) {
      guard let hit = host.arena.regions.hitTest(touch.location) else { continue }
      allFingers.append(touch.id)
      guard hit == host.scrollRegion else { continue }
      if host.fingerLanded(touch.id) { firstDown = true }
    }
    if firstDown {
      scrollView.handle(.touchDown, at: time, into: &records)
    }
    host.recognize(event)
    route(into: &records)

    var liftedScrollFinger = false
    for touch in event.touches where touch.phase.isEnd {
      if let i = allFingers.firstIndex(of: touch.id) { allFingers.remove(at: i) }
      if host.fingerLifted(touch.id) { liftedScrollFinger = true }
    }
    if host.touchUpDue(afterLifting: liftedScrollFinger) {
      scrollView.handle(.touchUp, at: time, into: &records)
    }
  }

  mutating func frame(at time: Double, into records: inout [ScrollViewCallback]) {
    if host.recognizeDeadlines(at: time) {
      route(into: &records)
    }
    scrollView.handle(.frame, at: time, into: &records)
  }

  /// The pan drives the scroll view; a tap on a bar calls setContentOffset.
  private mutating func route(into records: inout [ScrollViewCallback]) {
    var o = 0
    while o < host.outputs.count {
      let output = host.outputs[o]
      o += 1
      guard output.sendsActionMessage else { continue }
      let time = output.time
      if output.recognizer == host.panID {
        if let input = host.scrollViewInput(forPan: output) { scrollView.handle(input, at: time, into: &records) }
        continue
      }
      guard output.state == .ended else { continue }
      let minimum = scrollView.minimumContentOffset
      let maximum = scrollView.maximumContentOffset
      if output.recognizer == statusBarTapID {
        let top = Point(x: scrollView.contentOffset.x, y: minimum.y)
        scrollView.handle(.setContentOffset(top, animated: true), at: time, into: &records)
      } else if output.recognizer == jumpBarTapID, let frame = jumpBarFrame {
        let u = min(max(output.location.x / frame.size.width, 0), 1)
        let target = Point(x: minimum.x + u * (maximum.x - minimum.x), y: minimum.y + u * (maximum.y - minimum.y))
        let animated = output.location.y < frame.minY + frame.size.height / 2
        scrollView.handle(.setContentOffset(target, animated: animated), at: time, into: &records)
      }
    }
  }
}
