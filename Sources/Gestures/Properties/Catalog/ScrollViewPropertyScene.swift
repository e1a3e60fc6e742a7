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
/// The routing of touches to the scroll view is `SideMenuScene`'s: the first finger
/// down sends `touchDown`, the pan's states send the pan inputs, and the last lift
/// without a pan sends `touchUp`. Records are the scroll view's callbacks.
struct ScrollViewPropertyScene: Scene {
  typealias Estimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// The height of the status bar, in points: 47 (an iPhone 14/15).
  static let statusBarHeight = 47.0
  /// The height of the jump bar, in points: 44.
  static let jumpBarHeight = 44.0

  private(set) var scrollView: ScrollView
  private(set) var arena: GestureArena<Estimator>
  let scrollRegion: RegionID
  let panID: GestureRecognizerID
  let statusBarTapID: GestureRecognizerID?
  let jumpBarTapID: GestureRecognizerID?
  let jumpBarFrame: Rect?
  /// Fingers down on the scroll view.
  var scrollFingers: [Int] = []
  /// Fingers down anywhere (the scroll view or a bar).
  var allFingers: [Int] = []
  var panBeganInSequence = false
  var outputs: [GestureOutput] = []

  /// A scene showing `scrollView` (its bounds fill the screen) with the status bar
  /// when `statusBar` and the jump bar when `jumpBar`.
  init(scrollView: ScrollView, statusBar: Bool, jumpBar: Bool) {
    self.scrollView = scrollView
    let size = scrollView.boundsSize
    var arena = GestureArena<Estimator>()
    scrollRegion = arena.addRegion(frame: Rect(origin: .zero, size: size))
    panID = arena.add(
      PanRecognizer(
        estimator: RestAwareVelocityEstimator(ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: .uikit),
        failsPastMaximumNumberOfTouches: false, velocityReporting: .terminalOnly),
      to: scrollRegion)
    if statusBar {
      let region = arena.addRegion(frame: Rect(x: 0, y: 0, width: size.width, height: Self.statusBarHeight))
      statusBarTapID = arena.add(TapRecognizer(), to: region)
    } else {
      statusBarTapID = nil
    }
    if jumpBar {
      let frame = Rect(x: 0, y: size.height - Self.jumpBarHeight, width: size.width, height: Self.jumpBarHeight)
      let region = arena.addRegion(frame: frame)
      jumpBarTapID = arena.add(TapRecognizer(), to: region)
      jumpBarFrame = frame
    } else {
      jumpBarTapID = nil
      jumpBarFrame = nil
    }
    self.arena = arena
  }

  /// Frames are needed while the scroll view moves, otherwise from the arena's
  /// next deadline (a frame of a scroll view that is not moving changes nothing).
  var framesNeededFrom: Double? {
    scrollView.isMoving ? -Double.infinity : arena.nextDeadline
  }

  var isAtRest: Bool {
    allFingers.isEmpty && arena.nextDeadline == nil && scrollView.isAtRest
  }

  mutating func handle(_ event: TouchEvent, into records: inout [ScrollViewCallback]) {
    let time = event.time
    var firstDown = false
    for touch in event.touches where touch.phase == .began && !allFingers.contains(touch.id) {
      guard let hit = arena.regions.hitTest(touch.location) else { continue }
      allFingers.append(touch.id)
      guard hit == scrollRegion else { continue }
      if scrollFingers.isEmpty { firstDown = true }
      scrollFingers.append(touch.id)
    }
    if firstDown {
      panBeganInSequence = false
      scrollView.handle(.touchDown, at: time, into: &records)
    }
    outputs.removeAll(keepingCapacity: true)
    arena.handle(event, into: &outputs)
    route(into: &records)

    var liftedScrollFinger = false
    for touch in event.touches where touch.phase.isEnd {
      if let i = allFingers.firstIndex(of: touch.id) { allFingers.remove(at: i) }
      if let i = scrollFingers.firstIndex(of: touch.id) {
        scrollFingers.remove(at: i)
        liftedScrollFinger = true
      }
    }
    if liftedScrollFinger && scrollFingers.isEmpty && !panBeganInSequence {
      scrollView.handle(.touchUp, at: time, into: &records)
    }
  }

  mutating func frame(at time: Double, into records: inout [ScrollViewCallback]) {
    if let deadline = arena.nextDeadline, deadline <= time {
      outputs.removeAll(keepingCapacity: true)
      arena.advance(to: time, into: &outputs)
      route(into: &records)
    }
    scrollView.handle(.frame, at: time, into: &records)
  }

  /// The pan drives the scroll view; a tap on a bar calls setContentOffset.
  private mutating func route(into records: inout [ScrollViewCallback]) {
    for output in outputs where output.sendsActionMessage {
      let time = output.time
      if output.recognizer == panID {
        switch output.state {
        case .began:
          panBeganInSequence = true
          scrollView.handle(.panBegan(translation: output.translation), at: time, into: &records)
        case .changed:
          scrollView.handle(.panChanged(translation: output.translation), at: time, into: &records)
        case .ended:
          scrollView.handle(
            .panEnded(translation: output.translation, velocity: output.velocity ?? .zero), at: time, into: &records)
        case .cancelled:
          scrollView.handle(.panCancelled, at: time, into: &records)
        case .possible, .failed:
          break
        }
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
