import Gestures
import ScrollPhysics
import Testing

/// A new interaction while a flip animation runs (`CardInterruptionRule`), and a pan while
/// the stack moves. Every scenario completes a down flip released at 0.12 s at percent 0.8:
/// its animation runs 0.12…0.42 s, so at 0.27 s it is half way, −0.8π − 0.2π·0.5 = −0.9π.
extension CardStackSceneTests {
  /// A down flip of card 0 released at 0.12 s at percent 0.8 (ty 130 − 10 = 120).
  func releasedFlip(_ configuration: CardStackScene.Configuration = .init()) -> CardsDriver {
    var d = CardsDriver(configuration)
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 430)
    d.touch(0.12, .ended, 195, 430)
    return d
  }

  @Test func newPanFinishesTheRunningFlipByDefault() throws {
    var d = releasedFlip()
    d.touch(0.26, .began, 195, 300, id: 1)
    #expect(d.latest.isEmpty && d.scene.isFlipping && !d.scene.isPanning, "a finger down alone changes nothing")
    d.touch(0.27, .moved, 195, 330, id: 1)  // the new pan begins (ty 20)
    // The running flip finishes at once: card 0 leaves, card 1 is on top, the stack starts moving;
    // then the pan picks down (no estimate from two samples: the translation decides) on card 1.
    #expect(d.latestTypes == ["flipEnd", "gesture"])
    let end = try #require(d.latest.flipEnds.first)
    #expect(end.time == 0.27 && end.card == 0 && end.topCard == 1 && end.interrupted)
    expectState(
      d.scene,
      CardsExpectation(
        topCard: 1, completed: 1, pan: (.down, 1, 20.0 / 150), moving: true, visible: [1, 2, 3, 4],
        angles: [1: halfTurns(20.0 / 150)]))
    d.touch(0.28, .ended, 195, 330, id: 1)  // 0.1333 < 0.5: card 1 falls back
    #expect(d.latest.flips.first?.card == 1 && d.latest.flips.first?.outcome == .cancelled)
    d.frame(0.6)  // the fall-back (0.28…0.48) and the move (0.27…0.57) are over
    expectState(d.scene, CardsExpectation(topCard: 1, completed: 1, cancelled: 1, visible: [1, 2, 3, 4]))
    #expect(d.scene.isAtRest)
  }

  @Test func newPanIsIgnoredWhileFlippingWithTheOtherRule() throws {
    var d = releasedFlip(CardStackScene.Configuration(interruption: .ignoreWhileFlipping))
    d.touch(0.26, .began, 195, 300, id: 1)
    d.touch(0.27, .moved, 195, 330, id: 1)
    #expect(d.latestTypes == ["gesture"])
    expectState(
      d.scene,
      CardsExpectation(
        completed: 1, pan: (.down, nil, 20.0 / 150), flipping: true, angles: [0: halfTurns(0.9)], hidden: [0]),
      "the animation runs on, half way")
    d.touch(0.28, .ended, 195, 330, id: 1)
    #expect(d.latest.flips == [
      CardFlip(
        time: 0.28, direction: .down, trigger: .pan, outcome: .ignored, card: nil, percentAtRelease: 20.0 / 150,
        ignoredReason: .animationRunning)
    ])
    d.frame(0.43)
    let end = try #require(d.latest.flipEnds.first)
    #expect(abs(end.time - 0.42) < 1e-12 && !end.interrupted && end.topCard == 1)
    expectState(d.scene, CardsExpectation(topCard: 1, completed: 1, ignored: 1, moving: true, visible: [1, 2, 3, 4]))
  }

  @Test func aTapDuringTheAnimationChangesNothing() {
    // Only a pan that begins interrupts; a touch that comes down and lifts without moving does not.
    var d = releasedFlip()
    d.touch(0.20, .began, 195, 300, id: 1)
    d.touch(0.25, .ended, 195, 300, id: 1)
    #expect(d.latest.isEmpty)
    d.frame(0.27)
    expectState(d.scene, CardsExpectation(completed: 1, flipping: true, angles: [0: halfTurns(0.9)], hidden: [0]))
    d.frame(0.43)
    #expect(d.latest.flipEnds.first?.interrupted == false)
  }

  @Test func panDuringTheStackMoveHingesOnTheMovingCard() throws {
    // The flip ends at 0.42; the move runs 0.42…0.72. At 0.57 (half way) card 1's frame is
    // (52.5, 225, 285, 380), so its hinge (bottom edge) is at y = 605, not 640.
    var d = releasedFlip()
    d.touch(0.56, .began, 195, 300, id: 1)
    d.touch(0.57, .moved, 195, 330, id: 1)
    expectState(
      d.scene,
      CardsExpectation(
        topCard: 1, completed: 1, pan: (.down, 1, 20.0 / 150), moving: true, visible: [1, 2, 3, 4],
        angles: [1: halfTurns(20.0 / 150)]))
    let card1 = try #require(d.scene.currentFrame.card(1))
    expectRect(card1.frame, 52.5, 225, 285, 380, tolerance: 1e-6)
    #expect(abs(card1.quad.bottomLeft.y - 605) < 1e-6 && abs(card1.quad.bottomRight.y - 605) < 1e-6)
    #expect(abs(card1.quad.bottomLeft.x - 52.5) < 1e-6 && abs(card1.quad.bottomRight.x - 337.5) < 1e-6)
    #expect(card1.quad.topLeft.y < 605 - 285, "tilted towards the viewer, the top edge stays above the hinge")
  }
}
