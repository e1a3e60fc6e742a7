import Gestures
import ScrollPhysics
import Testing

// Times are multiples of 1/16 s and coordinates whole points; pan velocities come from
// `LastPairEstimator` (finite difference of the last two samples). Each `send`
// asserts every output and the state of every recognizer, in the order they were
// added (which is also the order of their identifiers).

@Suite struct GestureArenaTests {
  typealias Pan = PanRecognizer<LastPairEstimator>
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  // MARK: - Failure requirements

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let double = store.arena.add(TapRecognizer(numberOfTapsRequired: 2), to: view)
    let single = store.arena.add(TapRecognizer(), to: view)
    store.arena.require(single, toFail: double)
    #expect(double == 0 && single == 1)

    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    // The single tap is complete but must wait: no output, state still possible.
    store.send(at(0.125, ended(0, 100, 100)), states: [.possible, .possible])
    #expect(store.arena.isWaitingForFailure(single))
    #expect(!store.arena.isWaitingForFailure(double))
    // The double tap's interval runs from the lift (GESTURES.md §1, §2): 0.125 + 0.35.
    #expect(store.arena.nextDeadline == 0.125 + 0.35)
    store.advance(to: 0.25, states: [.possible, .possible])
    // At lift + 0.35 the double tap fails, and the single tap is recognized at that
    // same instant, at its own location (GESTURES.md §1: "a single tap is reported
    // about that interval after the first touch-up").
    store.advance(
      to: 1,
      [
        output(double, .failed, t: 0.125 + 0.35, at: (100, 100), touches: 1, reason: .tapsNotCompleted),
        output(single, .recognized, t: 0.125 + 0.35, at: (100, 100), touches: 1),
      ],
      states: [.possible, .possible])
    #expect(!store.arena.isWaitingForFailure(single))
    #expect(store.arena.nextDeadline == nil)
  }

  @Test func aWaitingSingleTapIsReportedBeforeTheNextEvent() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let double = store.arena.add(TapRecognizer(numberOfTapsRequired: 2), to: view)
    let single = store.arena.add(TapRecognizer(), to: view)
    store.arena.require(single, toFail: double)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(at(0.125, ended(0, 100, 100)), states: [.possible, .possible])
    // The next touch comes at 1 s: handle(_:) first runs the deadline at 0.475, with
    // its own time stamp, then the touch-down starts a new gesture.
    store.send(
      at(1, began(0, 200, 200)),
      [
        output(double, .failed, t: 0.125 + 0.35, at: (100, 100), touches: 1, reason: .tapsNotCompleted),
        output(single, .recognized, t: 0.125 + 0.35, at: (100, 100), touches: 1),
      ],
      states: [.possible, .possible])
  }

  @Test func aDoubleTapFailsTheWaitingSingleTap() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let double = store.arena.add(TapRecognizer(numberOfTapsRequired: 2), to: view)
    let single = store.arena.add(TapRecognizer(), to: view)
    store.arena.require(single, toFail: double)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(at(0.125, ended(0, 100, 100)), states: [.possible, .possible])
    // Second tap 2 points away, 0.125 s after the lift (< 0.35): the waiting single
    // tap takes no part in it.
    store.send(at(0.25, began(0, 102, 100)), states: [.possible, .possible])
    // The double tap is recognized, so the single tap it blocked fails (GESTURES.md §1:
    // "or recognizes (then the receiver fails)").
    store.send(
      at(0.375, ended(0, 102, 100)),
      [
        output(double, .recognized, t: 0.375, at: (100, 100), touches: 1),
        output(single, .failed, t: 0.375, at: (100, 100), touches: 1, reason: .preventedBy(double)),
      ],
      states: [.possible, .possible])
    #expect(store.arena.nextDeadline == nil)
    #expect(!store.arena.isWaitingForFailure(single))

    // The pair is ready for the next gesture: a lone tap at 1 s is reported at
    // 1.125 + 0.35.
    store.send(at(1, began(0, 50, 50)), states: [.possible, .possible])
    store.send(at(1.125, ended(0, 50, 50)), states: [.possible, .possible])
    store.advance(
      to: 2,
      [
        output(double, .failed, t: 1.125 + 0.35, at: (50, 50), touches: 1, reason: .tapsNotCompleted),
        output(single, .recognized, t: 1.125 + 0.35, at: (50, 50), touches: 1),
      ],
      states: [.possible, .possible])
  }

  @Test func aPanThatMustWaitBeginsWithZeroTranslationWhenReleased() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(allowableMovement: 45), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.arena.require(pan, toFail: tap)

    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    // 12 points: the pan would begin, but the tap (45-point tolerance) is undecided.
    store.send(at(0.0625, moved(0, 112, 100)), states: [.possible, .possible])
    #expect(store.arena.isWaitingForFailure(pan))
    // 60 points from the start point (> 45): the tap fails; the pan is released at that
    // moment with translation zero (UIKit's
    // _willBeginAfterSatisfyingFailureRequirements), where it was before this event:
    // (112, 100), velocity 12 / 0.0625 = 192. Then it takes the event's move: 48
    // points, velocity 48 / 0.0625 = 768.
    store.send(
      at(0.125, moved(0, 160, 100)),
      [
        output(tap, .failed, t: 0.125, at: (100, 100), touches: 1, reason: .movedTooFar(distance: 60, allowed: 45)),
        output(pan, .began, t: 0.125, at: (112, 100), translation: (0, 0), velocity: (192, 0), touches: 1),
        output(pan, .changed, t: 0.125, at: (160, 100), translation: (48, 0), velocity: (768, 0), touches: 1),
      ],
      states: [.failed, .changed])
    store.send(
      at(0.1875, ended(0, 160, 100)),
      [output(pan, .ended, t: 0.1875, at: (160, 100), translation: (48, 0), velocity: (768, 0), touches: 0)],
      states: [.possible, .possible])
  }

  @Test func aWaitingPanFailsWhenTheRequiredTapIsRecognized() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(allowableMovement: 45), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.arena.require(pan, toFail: tap)

    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(at(0.0625, moved(0, 112, 100)), states: [.possible, .possible])
    // The tap (12 ≤ 45) is recognized at the lift; the waiting pan fails, reported
    // with its values at that moment: (112, 100), translation (12 − 10, 0) = (2, 0),
    // still one touch (it has not seen the lift yet).
    store.send(
      at(0.125, ended(0, 112, 100)),
      [
        output(tap, .recognized, t: 0.125, at: (100, 100), touches: 1),
        output(pan, .failed, t: 0.125, at: (112, 100), translation: (2, 0), touches: 1, reason: .preventedBy(tap)),
      ],
      states: [.possible, .possible])
  }

  @Test func aWaitingPanFailsWhenItsTouchesLift() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    let double = store.arena.add(TapRecognizer(numberOfTapsRequired: 2, allowableMovement: 45), to: view)
    store.arena.require(pan, toFail: double)

    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(at(0.0625, moved(0, 112, 100)), states: [.possible, .possible])
    // The pan ends before it may begin: a failure. The double tap counts one tap.
    store.send(
      at(0.125, ended(0, 112, 100)),
      [output(pan, .failed, t: 0.125, at: (112, 100), translation: (2, 0), touches: 0)],
      states: [.possible, .possible])
    store.advance(
      to: 1,
      [output(double, .failed, t: 0.125 + 0.35, at: (100, 100), touches: 1, reason: .tapsNotCompleted)],
      states: [.possible, .possible])
  }

  @Test func requirementsChainFromTripleToDoubleToSingle() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let triple = store.arena.add(TapRecognizer(numberOfTapsRequired: 3), to: view)
    let double = store.arena.add(TapRecognizer(numberOfTapsRequired: 2), to: view)
    let single = store.arena.add(TapRecognizer(), to: view)
    store.arena.require(double, toFail: triple)
    store.arena.require(single, toFail: double)
    let all: [GestureState] = [.possible, .possible, .possible]

    // One tap: all three deadlines fall at 0.125 + 0.35. In that step the triple fails,
    // then the double (added second) fails, which releases the single tap.
    store.send(at(0, began(0, 100, 100)), states: all)
    store.send(at(0.125, ended(0, 100, 100)), states: all)
    store.advance(
      to: 1,
      [
        output(triple, .failed, t: 0.125 + 0.35, at: (100, 100), touches: 1, reason: .tapsNotCompleted),
        output(double, .failed, t: 0.125 + 0.35, at: (100, 100), touches: 1, reason: .tapsNotCompleted),
        output(single, .recognized, t: 0.125 + 0.35, at: (100, 100), touches: 1),
      ],
      states: all)

    // Two taps: at the second lift the double tap is complete but waits for the triple;
    // when the triple's interval runs out (2.375 + 0.35), the double is recognized and
    // the single tap, waiting for the double since the first lift, fails.
    store.send(at(2, began(0, 50, 50)), states: all)
    store.send(at(2.125, ended(0, 50, 50)), states: all)
    store.send(at(2.25, began(0, 50, 50)), states: all)
    store.send(at(2.375, ended(0, 50, 50)), states: all)
    #expect(store.arena.isWaitingForFailure(double))
    #expect(store.arena.isWaitingForFailure(single))
    #expect(store.arena.nextDeadline == 2.375 + 0.35)
    store.advance(
      to: 3,
      [
        output(triple, .failed, t: 2.375 + 0.35, at: (50, 50), touches: 1, reason: .tapsNotCompleted),
        output(double, .recognized, t: 2.375 + 0.35, at: (50, 50), touches: 1),
        output(single, .failed, t: 2.375 + 0.35, at: (50, 50), touches: 1, reason: .preventedBy(double)),
      ],
      states: all)
  }

  // MARK: - Competition

  @Test func aQuickTapBeatsThePanOnTheSameView() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    // The tap, added first, is recognized at the lift; the pan, which shares the
    // touch and is still possible, fails at once (before it sees the lift itself, so it
    // still counts one touch).
    store.send(
      at(0.0625, ended(0, 100, 100)),
      [
        output(tap, .recognized, t: 0.0625, at: (100, 100), touches: 1),
        output(pan, .failed, t: 0.0625, at: (100, 100), translation: (0, 0), touches: 1, reason: .preventedBy(tap)),
      ],
      states: [.possible, .possible])
  }

  @Test func aDragFailsTheTapOnTheSameView() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(allowableMovement: 10), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    // 12 points: a tap with a 10-point allowance fails by its own movement rule, then the pan begins
    // with (12 − 10, 0), velocity 12 / 0.0625 = 192.
    store.send(
      at(0.0625, moved(0, 112, 100)),
      [
        output(tap, .failed, t: 0.0625, at: (100, 100), touches: 1, reason: .movedTooFar(distance: 12, allowed: 10)),
        output(pan, .began, t: 0.0625, at: (112, 100), translation: (2, 0), velocity: (192, 0), touches: 1),
      ],
      states: [.failed, .began])
    // +8: (10, 0), velocity 8 / 0.0625 = 128.
    store.send(
      at(0.125, moved(0, 120, 100)),
      [output(pan, .changed, t: 0.125, at: (120, 100), translation: (10, 0), velocity: (128, 0), touches: 1)],
      states: [.failed, .changed])
    store.send(
      at(0.1875, ended(0, 120, 100)),
      [output(pan, .ended, t: 0.1875, at: (120, 100), translation: (10, 0), velocity: (128, 0), touches: 0)],
      states: [.possible, .possible])
  }

  @Test func whenThePanBeginsATolerantTapFails() {
    // With UIKit's 45-point tap tolerance (the default), only the competition rule stops the
    // tap: the pan begins first and fails it.
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(allowableMovement: 45), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(
      at(0.0625, moved(0, 112, 100)),
      [
        output(pan, .began, t: 0.0625, at: (112, 100), translation: (2, 0), velocity: (192, 0), touches: 1),
        output(tap, .failed, t: 0.0625, at: (100, 100), touches: 1, reason: .preventedBy(pan)),
      ],
      states: [.failed, .began])
    // The lift ends the pan; the failed tap says nothing.
    store.send(
      at(0.125, ended(0, 112, 100)),
      [output(pan, .ended, t: 0.125, at: (112, 100), translation: (2, 0), velocity: (192, 0), touches: 0)],
      states: [.possible, .possible])
  }

  @Test func simultaneousRecognizersBothSucceed() {
    var store = ArenaStore()
    let view = store.arena.addRegion(frame: Self.screen)
    let tap = store.arena.add(TapRecognizer(allowableMovement: 45), to: view)
    let pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: view)
    store.arena.recognizeSimultaneously(pan, tap)
    store.send(at(0, began(0, 100, 100)), states: [.possible, .possible])
    store.send(
      at(0.0625, moved(0, 112, 100)),
      [output(pan, .began, t: 0.0625, at: (112, 100), translation: (2, 0), velocity: (192, 0), touches: 1)],
      states: [.possible, .began])
    // 12 ≤ 45: the tap is recognized at the lift even though the pan succeeded, since
    // the pair may succeed together. The tap was added first, so it reports first, then
    // the pan ends.
    store.send(
      at(0.125, ended(0, 112, 100)),
      [
        output(tap, .recognized, t: 0.125, at: (100, 100), touches: 1),
        output(pan, .ended, t: 0.125, at: (112, 100), translation: (2, 0), velocity: (192, 0), touches: 0),
      ],
      states: [.possible, .possible])
  }

  @Test func recognizersOnSeparateTouchesDoNotCompete() {
    var store = ArenaStore()
    let left = store.arena.addRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let right = store.arena.addRegion(frame: Rect(x: 100, y: 0, width: 100, height: 100))
    let leftPan = store.arena.add(Pan(estimator: LastPairEstimator()), to: left)
    let rightPan = store.arena.add(Pan(estimator: LastPairEstimator()), to: right)
    store.send(at(0, began(0, 50, 50), began(1, 150, 50)), states: [.possible, .possible])
    // Each pan has its own finger: both begin, (20 − 10, 0), 20 / 0.0625 = 320.
    store.send(
      at(0.0625, moved(0, 70, 50), moved(1, 170, 50)),
      [
        output(leftPan, .began, t: 0.0625, at: (70, 50), translation: (10, 0), velocity: (320, 0), touches: 1),
        output(rightPan, .began, t: 0.0625, at: (170, 50), translation: (10, 0), velocity: (320, 0), touches: 1),
      ],
      states: [.began, .began])
    // A touch outside every region goes nowhere.
    store.send(at(0.125, began(2, 300, 300)), states: [.began, .began])
    store.send(
      at(0.1875, ended(0, 70, 50), ended(1, 170, 50), ended(2, 300, 300)),
      [
        output(leftPan, .ended, t: 0.1875, at: (70, 50), translation: (10, 0), velocity: (320, 0), touches: 0),
        output(rightPan, .ended, t: 0.1875, at: (170, 50), translation: (10, 0), velocity: (320, 0), touches: 0),
      ],
      states: [.possible, .possible])
  }

  // MARK: - The side-menu layout (issue 4)

  /// The scroll view fills the 390 × 844 viewport; its pan is added first. The
  /// hamburger is a 44 × 44 target at x 8…52, y 47…91 in the detail view, which sits
  /// at content x 80, so on screen x = 80 − offsetX + 8. Menu row 0 is at content
  /// x 0…80, y 91…171, on screen x = −offsetX.
  struct SideMenu {
    var store = ArenaStore()
    let scroll: RegionID, hamburger: RegionID, row0: RegionID
    let pan: GestureRecognizerID, hamburgerTap: GestureRecognizerID, rowTap: GestureRecognizerID

    init(offsetX: Double) {
      scroll = store.arena.addRegion(frame: GestureArenaTests.screen)
      hamburger = store.arena.addRegion(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: scroll)
      row0 = store.arena.addRegion(frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: scroll)
      pan = store.arena.add(Pan(estimator: LastPairEstimator()), to: scroll)
      hamburgerTap = store.arena.add(TapRecognizer(), to: hamburger)
      rowTap = store.arena.add(TapRecognizer(), to: row0)
      layOut(offsetX: offsetX)
    }

    mutating func layOut(offsetX: Double) {
      store.arena.setFrame(Rect(x: 80 - offsetX + 8, y: 47, width: 44, height: 44), of: hamburger)
      store.arena.setFrame(Rect(x: -offsetX, y: 91, width: 80, height: 80), of: row0)
    }
  }

  @Test func aTapOnTheHamburgerIsNotAPan() {
    // Menu shown (offset 0): the hamburger spans x 88…132.
    var menu = SideMenu(offsetX: 0)
    menu.store.send(at(0, began(0, 110, 69)), states: [.possible, .possible, .possible])
    // The scroll view's pan (added first) fails: its finger lifted before it began.
    // Then the hamburger's tap is recognized. The row's tap never saw the touch.
    menu.store.send(
      at(0.0625, ended(0, 110, 69)),
      [
        output(menu.pan, .failed, t: 0.0625, at: (110, 69), translation: (0, 0), touches: 0, reason: .liftedEarly),
        output(menu.hamburgerTap, .recognized, t: 0.0625, at: (110, 69), touches: 1),
      ],
      states: [.possible, .possible, .possible])
  }

  @Test func aDragStartingOnTheHamburgerPansTheScrollView() {
    var menu = SideMenu(offsetX: 0)
    menu.store.send(at(0, began(0, 110, 69)), states: [.possible, .possible, .possible])
    // 20 points: the pan begins ((20 − 10, 0), 20 / 0.0625 = 320) and, sharing the
    // touch, fails the hamburger's tap.
    menu.store.send(
      at(0.0625, moved(0, 130, 69)),
      [
        output(menu.pan, .began, t: 0.0625, at: (130, 69), translation: (10, 0), velocity: (320, 0), touches: 1),
        output(menu.hamburgerTap, .failed, t: 0.0625, at: (110, 69), touches: 1, reason: .preventedBy(menu.pan)),
      ],
      states: [.began, .failed, .possible])
    menu.store.send(
      at(0.125, ended(0, 130, 69)),
      [output(menu.pan, .ended, t: 0.125, at: (130, 69), translation: (10, 0), velocity: (320, 0), touches: 0)],
      states: [.possible, .possible, .possible])
  }

  @Test func aTapOnAMenuRowSelectsItOnly() {
    var menu = SideMenu(offsetX: 0)
    // Row 0 spans x 0…80, y 91…171 with the menu shown.
    menu.store.send(at(0, began(0, 40, 130)), states: [.possible, .possible, .possible])
    menu.store.send(
      at(0.0625, ended(0, 40, 130)),
      [
        output(menu.pan, .failed, t: 0.0625, at: (40, 130), translation: (0, 0), touches: 0, reason: .liftedEarly),
        output(menu.rowTap, .recognized, t: 0.0625, at: (40, 130), touches: 1),
      ],
      states: [.possible, .possible, .possible])
  }

  @Test func regionsFollowTheContentOffset() {
    var menu = SideMenu(offsetX: 0)
    // Menu shown: (20, 69) is on the menu's navigation bar, the scroll view only.
    #expect(menu.store.arena.regions.hitTest(Point(x: 20, y: 69)) == menu.scroll)
    // Menu hidden (offset 80): the hamburger is at x 8…52 and row 0 off screen at
    // x −80…0.
    menu.layOut(offsetX: 80)
    #expect(menu.store.arena.regions.hitTest(Point(x: 20, y: 69)) == menu.hamburger)
    #expect(menu.store.arena.regions.hitTest(Point(x: 40, y: 130)) == menu.scroll)
    menu.store.send(at(0, began(0, 20, 69)), states: [.possible, .possible, .possible])
    menu.store.send(
      at(0.0625, ended(0, 20, 69)),
      [
        output(menu.pan, .failed, t: 0.0625, at: (20, 69), translation: (0, 0), touches: 0, reason: .liftedEarly),
        output(menu.hamburgerTap, .recognized, t: 0.0625, at: (20, 69), touches: 1),
      ],
      states: [.possible, .possible, .possible])
    // Where row 0 was, only the scroll view is hit now: just the pan's failure.
    menu.store.send(at(1, began(0, 40, 130)), states: [.possible, .possible, .possible])
    menu.store.send(
      at(1.0625, ended(0, 40, 130)),
      [output(menu.pan, .failed, t: 1.0625, at: (40, 130), translation: (0, 0), touches: 0, reason: .liftedEarly)],
      states: [.possible, .possible, .possible])
  }

  @Test func aTouchKeepsTheRecognizersItBeganWith() {
    // Touches are hit-tested once, when they begin (UIKit binds a touch to its view).
    var menu = SideMenu(offsetX: 0)
    menu.store.send(at(0, began(0, 110, 69)), states: [.possible, .possible, .possible])
    // The menu starts hiding: the hamburger moves to x 8…52, away from the finger.
    menu.layOut(offsetX: 80)
    menu.store.send(
      at(0.0625, ended(0, 110, 69)),
      [
        output(menu.pan, .failed, t: 0.0625, at: (110, 69), translation: (0, 0), touches: 0, reason: .liftedEarly),
        output(menu.hamburgerTap, .recognized, t: 0.0625, at: (110, 69), touches: 1),
      ],
      states: [.possible, .possible, .possible])
  }

  @Test func theArenaExposesItsRecognizers() {
    var menu = SideMenu(offsetX: 0)
    #expect(menu.store.arena.region(of: menu.hamburgerTap) == menu.hamburger)
    #expect(menu.store.arena.tap(menu.hamburgerTap).id == menu.hamburgerTap)
    menu.store.send(at(0, began(0, 200, 300)), states: [.possible, .possible, .possible])
    menu.store.send(
      at(0.0625, moved(0, 230, 300)),
      [output(menu.pan, .began, t: 0.0625, at: (230, 300), translation: (20, 0), velocity: (480, 0), touches: 1)],
      states: [.began, .possible, .possible])
    let pan = menu.store.arena.pan(menu.pan)
    #expect(pan.id == menu.pan)
    #expect(pan.translation == Vector(dx: 20, dy: 0))
    #expect(pan.lastMovementTime == 0.0625)
  }
}
