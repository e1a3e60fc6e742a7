import Gestures
import ScrollPhysics
import Testing

// UIGestureRecognizer's delivery properties (Apple's documentation of
// cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded): what the view under
// the touch receives while a recognizer looks at the same touches.

@Suite struct TouchDeliveryTests {
  /// Drives one recognizer and the view's delivery: outputs first, then the event.
  struct Rig<R: GestureRecognizer> {
    var recognizer: R
    var delivery: TouchDelivery
    var calls: [TouchDelivery.Record] = []

    init(_ recognizer: R, _ policy: TouchDelivery.Policy) {
      self.recognizer = recognizer
      self.delivery = TouchDelivery(policies: [recognizer.id: policy])
    }

    mutating func send(_ event: TouchEvent) {
      let outputs = recognizer.handle(event)
      delivery.apply(outputs, into: &calls)
      delivery.deliver(event, into: &calls)
    }

    /// `send` with the outputs marked as the event's own (`apply(_:into:event:)`), as the
    /// scenes feed them.
    mutating func sendEvent(_ event: TouchEvent) {
      let outputs = recognizer.handle(event)
      delivery.apply(outputs, into: &calls, event: true)
      delivery.deliver(event, into: &calls)
    }

    mutating func advance(to time: Double) {
      delivery.apply(recognizer.advance(to: time), into: &calls)
    }

    var summary: [String] { calls.map { "\($0.time) \($0.method.rawValue)" } }
  }

  /// A pan (cancels touches in the view): the view gets touchesBegan and the first move;
  /// when the pan begins (12 pt, at 0.2) it gets touchesCancelled, and nothing after.
  @Test func aRecognizedPanCancelsTheViewsTouches() {
    var rig = Rig(PanRecognizer(estimator: LastPairEstimator()), TouchDelivery.Policy())
    rig.send(at(0, began(0, 100, 100)))
    rig.send(at(0.1, moved(0, 105, 100)))
    rig.send(at(0.2, moved(0, 112, 100)))
    rig.send(at(0.3, moved(0, 130, 100)))
    rig.send(at(0.4, ended(0, 130, 100)))
    #expect(rig.summary == ["0.0 touchesBegan", "0.1 touchesMoved", "0.2 touchesCancelled"])
  }

  /// The same pan without cancelsTouchesInView: the view sees every call.
  @Test func withoutCancellingTheViewSeesEverything() {
    var rig = Rig(PanRecognizer(estimator: LastPairEstimator()), TouchDelivery.Policy(cancelsTouchesInView: false))
    rig.send(at(0, began(0, 100, 100)))
    rig.send(at(0.2, moved(0, 112, 100)))
    rig.send(at(0.4, ended(0, 112, 100)))
    #expect(rig.summary == ["0.0 touchesBegan", "0.2 touchesMoved", "0.4 touchesEnded"])
  }

  /// An edge pan delays touches began: a touch at x = 100 fails it at the landing, so
  /// the view gets touchesBegan at once (released at the failure, same instant); a
  /// touch at x = 5 that begins the pan never reaches the view at all.
  @Test func anEdgePanDelaysTouchesBegan() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    var outside = Rig(ScreenEdgePanRecognizer(bounds: screen), .uikitDefault(for: .screenEdgePan))
    outside.send(at(0, began(0, 100, 400)))
    outside.send(at(0.1, ended(0, 100, 400)))
    #expect(outside.summary == ["0.0 touchesBegan", "0.1 touchesEnded"])
    var edge = Rig(ScreenEdgePanRecognizer(bounds: screen), .uikitDefault(for: .screenEdgePan))
    edge.send(at(0, began(0, 5, 400)))
    edge.send(at(0.1, moved(0, 10, 400)))
    edge.send(at(0.2, moved(0, 30, 400)))
    edge.send(at(0.3, ended(0, 30, 400)))
    #expect(edge.calls.isEmpty)
    // A touch at the edge moving vertically fails the pan at 0.1 (outside 77.5°):
    // the held touchesBegan and touchesMoved reach the view then.
    var vertical = Rig(ScreenEdgePanRecognizer(bounds: screen), .uikitDefault(for: .screenEdgePan))
    vertical.send(at(0, began(0, 5, 400)))
    vertical.send(at(0.1, moved(0, 5, 450)))
    vertical.send(at(0.2, ended(0, 5, 450)))
    #expect(vertical.summary == ["0.1 touchesBegan", "0.1 touchesMoved", "0.2 touchesEnded"])
  }

  /// A double tap delays touches ended: the first lift (0.1) waits while the double tap
  /// is undecided; it fails at 0.1 + 0.35, and the view gets touchesEnded then.
  @Test func aDoubleTapDelaysTouchesEnded() {
    var rig = Rig(TapRecognizer(numberOfTapsRequired: 2), TouchDelivery.Policy())
    rig.send(at(0, began(0, 100, 100)))
    rig.send(at(0.1, ended(0, 100, 100)))
    #expect(rig.summary == ["0.0 touchesBegan"])
    rig.advance(to: 1)
    #expect(rig.summary == ["0.0 touchesBegan", "\(0.1 + 0.35) touchesEnded"])
  }

  /// A double tap whose second touch lands too far fails at that touch-down (46 pt > UIKit's
  /// 45 pt between taps), which releases the first lift it held (`delaysTouchesEnded`); it
  /// took the second touch before it failed, so it is failed for that touch's whole life and
  /// the second lift reaches the view at once. (Before the fix the delivery began a new
  /// gesture with the double tap undecided and held the second lift forever; found by
  /// `screen-touch-ends-once`.)
  @Test func aRecognizerFailingAtTheTouchDownThatStartsAGestureDoesNotHoldItsLift() {
    var rig = Rig(
      TapRecognizer(numberOfTapsRequired: 2, numberOfTouchesRequired: 1, allowableMovement: 45, maximumTapDuration: .infinity),
      TouchDelivery.Policy())
    rig.sendEvent(at(0, began(0, 195, 559)))
    rig.sendEvent(at(0.01, ended(0, 195, 559)))
    rig.sendEvent(at(0.011, began(0, 195, 605)))
    rig.sendEvent(at(0.021, ended(0, 195, 605)))
    #expect(rig.summary == ["0.0 touchesBegan", "0.011 touchesEnded", "0.011 touchesBegan", "0.021 touchesEnded"])
  }
}
