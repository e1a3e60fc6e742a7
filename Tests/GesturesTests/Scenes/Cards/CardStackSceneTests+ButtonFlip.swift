import Gestures
import ScrollPhysics
import Testing

/// The button-style keyframe flip (`pressFlipButton`, scheduled presses) and how it compares
/// with the pan: 0.6 s, ease-in-out over the whole animation, content keyframe at 0.5 + 0.01,
/// border removed at half the wall-clock duration (the seed's `dispatch_after`).
extension CardStackSceneTests {
  @Test func scheduledPressFlipsTheHeadCard() throws {
    var d = CardsDriver(presses: [1.0])
    d.frame(0.9)
    expectState(d.scene, CardsExpectation(), "before the press")
    #expect(!d.scene.isAtRest && d.scene.pendingButtonPresses == 1, "a press is still due")

    d.frame(1.3)  // the press happened at 1.0; 0.3 s of 0.6 later u = B(0.5) = 0.5
    #expect(d.latestTypes == ["flip", "frame"])
    #expect(d.latest.flips == [
      CardFlip(time: 1.0, direction: .down, trigger: .button, outcome: .completed, card: 0, percentAtRelease: nil)
    ])
    #expect(d.scene.completedFlips == 1 && d.scene.isFlipping && d.scene.pendingButtonPresses == 0)
    var card0 = try #require(d.scene.currentFrame.card(0))
    // Edge-on; the border has gone (at 0.3 s of wall-clock time) but the content keyframe has not
    // run yet (it starts at u = 0.5 and ends at 0.51).
    #expect(abs(card0.angle + Double.pi / 2) < 1e-6)
    #expect(card0.borderWidth == 0 && !card0.contentHidden && card0.contentAlpha > 0.99)

    d.frame(1.45)  // elapsed 0.45: x = 0.75, past the keyframe: the back shows
    card0 = try #require(d.scene.currentFrame.card(0))
    #expect(card0.contentHidden && card0.contentAlpha == 0 && card0.borderWidth == 0)
    #expect(card0.angle < -0.75 * Double.pi && card0.angle > -Double.pi)

    d.frame(1.6)  // 1.0 + 0.6: done, the card leaves, the stack moves
    let end = try #require(d.latest.flipEnds.first)
    #expect(abs(end.time - 1.6) < 1e-12 && end.topCard == 1 && !end.interrupted && end.direction == .down)
    expectState(d.scene, CardsExpectation(topCard: 1, completed: 1, moving: true, visible: [1, 2, 3, 4]))
    d.frame(1.95)
    #expect(d.scene.isAtRest)
  }

  @Test func buttonAndPanHideTheContentDifferently() throws {
    // The same angle past the perpendicular, −0.505π. The pan hides the content as soon as
    // |angle| > π/2; the button (linear timing over 1 s, so u = elapsed) is in the middle of its
    // content keyframe: alpha 1 − (0.505 − 0.5)/0.01 = 0.5, not yet hidden; its border went at 0.5 s.
    let linear = CardStackScene.Configuration(buttonFlip: CardFlipKeyframes(duration: 1, curve: .linear))
    var button = CardsDriver(linear)
    button.press(1.0)
    button.frame(1.505)
    let b = try #require(button.scene.currentFrame.card(0))
    #expect(abs(b.angle - halfTurns(0.505)) < 1e-6)
    #expect(!b.contentHidden && abs(b.contentAlpha - 0.5) < 1e-4 && b.borderWidth == 0)

    var pan = CardsDriver(linear)
    pan.touch(0.10, .began, 195, 300)
    pan.touch(0.11, .moved, 195, 385.75)  // ty 75.75: percent 0.505
    let p = try #require(pan.scene.currentFrame.card(0))
    #expect(abs(p.angle - halfTurns(0.505)) < 1e-9)
    #expect(p.contentHidden && p.contentAlpha == 0 && p.borderWidth == 0)
  }

  @Test func pressDuringAPanIsIgnored() {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 360)  // ty 50
    d.press(0.12)
    #expect(d.latest.flips == [
      CardFlip(
        time: 0.12, direction: .down, trigger: .button, outcome: .ignored, card: nil, percentAtRelease: nil,
        ignoredReason: .panInProgress)
    ])
    expectState(d.scene, CardsExpectation(ignored: 1, pan: (.down, 0, 50.0 / 150), angles: [0: halfTurns(50.0 / 150)]))
  }

  @Test func pressOnTheLastCardIsIgnored() {
    var d = CardsDriver(CardStackScene.Configuration(initialTopCard: 19))
    d.press(0.5)
    #expect(d.latest.flips.first?.outcome == .ignored && d.latest.flips.first?.ignoredReason == .noCard)
    expectState(d.scene, CardsExpectation(topCard: 19, ignored: 1, visible: [19]))
  }

  @Test func pressDuringACompletionFinishesItFirst() throws {
    var d = releasedFlip()
    d.press(0.2)
    #expect(d.latestTypes == ["flipEnd", "flip"])
    #expect(d.latest.flipEnds.first?.interrupted == true && d.latest.flipEnds.first?.topCard == 1)
    #expect(d.latest.flips.first?.card == 1 && d.latest.flips.first?.trigger == .button)
    expectState(d.scene, CardsExpectation(topCard: 1, completed: 2, flipping: true, moving: true, visible: [1, 2, 3, 4]))
    d.frame(0.81)  // 0.2 + 0.6 and the second move 0.8…1.1
    #expect(d.latest.flipEnds.first?.topCard == 2)
    d.frame(1.2)
    expectState(d.scene, CardsExpectation(topCard: 2, completed: 2, visible: [2, 3, 4, 5]))
  }

  @Test func panDuringTheButtonFlipFinishesIt() throws {
    var d = CardsDriver()
    d.press(0.1)
    d.touch(0.2, .began, 195, 300)
    d.touch(0.21, .moved, 195, 330)
    #expect(d.latestTypes == ["flipEnd", "gesture"])
    #expect(d.latest.flipEnds.first?.interrupted == true)
    expectState(
      d.scene,
      CardsExpectation(
        topCard: 1, completed: 1, pan: (.down, 1, 20.0 / 150), moving: true, visible: [1, 2, 3, 4],
        angles: [1: halfTurns(20.0 / 150)]))
  }
}
