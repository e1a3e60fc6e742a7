import Gestures
import ScrollPhysics
import Testing

/// The scene driven input by input, with the whole state asserted after each input
/// (`expectState`) and the records each input produced. The expected values follow
/// issue 5's rules and the seed, computed by hand in the comments: the pan begins past
/// 10 points and UIKit removes the hysteresis from its translation, percent =
/// translation.y / 150, the angle is −π·percent (down) or −π·(percent + 1) (up).
@Suite struct CardStackSceneTests {
  // MARK: - Down flips

  @Test func downFlipThatCompletes() throws {
    var d = CardsDriver()
    var e = CardsExpectation()
    expectState(d.scene, e, "launch")
    #expect(d.scene.isAtRest)

    d.touch(0.10, .began, 195, 300)
    #expect(d.latest.isEmpty)
    expectState(d.scene, e, "finger down")
    #expect(!d.scene.isAtRest, "a finger is down")

    d.touch(0.11, .moved, 195, 305)  // 5 pt: within the hysteresis
    #expect(d.latest.isEmpty)
    expectState(d.scene, e, "within the hysteresis")

    d.touch(0.12, .moved, 195, 330)  // 30 pt: begins; translation 30 − 10 = 20, percent 20/150
    e.pan = (.down, 0, 20.0 / 150)
    e.angles = [0: halfTurns(20.0 / 150)]
    expectState(d.scene, e, "began")
    #expect(d.latestTypes == ["gesture"])
    let began = try #require(d.latest.gestures.first)
    #expect(began.state == .began && began.direction == .down && began.card == 0)
    #expect(began.translation == Vector(dx: 0, dy: 20))
    // UIKit's velocity(in:) through (0 ms, 300), (10 ms, 305), (20 ms, 330): the newest move
    // 25 pt/0.01 s = 2500 pt/s, the one before 5/0.01 = 500 pt/s; 0.2·2500 + 0.8·500 = 900
    // pt/s: positive, so down.
    #expect(abs((began.velocity?.dy ?? 0) - 900) < 1e-6)

    d.touch(0.13, .moved, 195, 390)  // ty 80: percent 0.5333, angle −0.5333π, past the perpendicular
    e.pan = (.down, 0, 80.0 / 150)
    e.angles = [0: halfTurns(80.0 / 150)]
    e.hidden = [0]
    expectState(d.scene, e, "past the perpendicular: the back shows")
    #expect(d.latestTypes == ["gesture"] && d.latest.gestures.first?.state == .changed)

    d.touch(0.14, .moved, 195, 350)  // ty 40: back before the perpendicular, content and border restored
    e.pan = (.down, 0, 40.0 / 150)
    e.angles = [0: halfTurns(40.0 / 150)]
    e.hidden = []
    expectState(d.scene, e, "restored")
    #expect(d.scene.currentFrame.card(0)?.borderWidth == 8)

    d.touch(0.15, .moved, 195, 400)  // ty 90: percent 0.6
    e.pan = (.down, 0, 0.6)
    e.angles = [0: halfTurns(0.6)]
    e.hidden = [0]
    expectState(d.scene, e)

    d.touch(0.16, .ended, 195, 400)  // released at 0.6 ≥ 0.5: completes
    e.pan = nil
    e.completed = 1
    e.flipping = true
    expectState(d.scene, e, "released")
    #expect(d.latestTypes == ["gesture", "flip"])
    #expect(d.latest.gestures.first?.state == .ended)
    #expect(d.latest.flips == [
      CardFlip(time: 0.16, direction: .down, trigger: .pan, outcome: .completed, card: 0, percentAtRelease: 0.6)
    ])

    d.frame(0.31)  // half of 0.3 s; ease-in-out is symmetric, B(0.5) = 0.5: −0.6π − 0.4π·0.5 = −0.8π
    e.angles = [0: halfTurns(0.8)]
    expectState(d.scene, e, "completing")

    d.frame(0.46)  // the 0.3 s end (0.16 + 0.3): the card leaves, card 1 is on top, the stack moves
    #expect(d.latestTypes == ["flipEnd", "frame"])
    let end = try #require(d.latest.flipEnds.first)
    #expect(end.card == 0 && end.direction == .down && end.outcome == .completed && end.topCard == 1 && !end.interrupted)
    #expect(abs(end.time - 0.46) < 1e-12)
    e = CardsExpectation(topCard: 1, completed: 1, moving: true, visible: [1, 2, 3, 4])
    expectState(d.scene, e, "the stack starts moving")
    // At the start of the move each card still shows its old slot; the border jumps at once.
    let g = d.scene.configuration.geometry
    var card1 = try #require(d.scene.currentFrame.card(1))
    #expect(card1.depth == 0 && card1.frame == g.frame(atDepth: 1) && card1.borderWidth == 8 && abs(card1.dimming - 0.15) < 1e-12)
    var card4 = try #require(d.scene.currentFrame.card(4))
    #expect(card4.depth == 3 && card4.frame == g.frame(atDepth: 4), "card 4 slides in from slot 4")

    d.frame(0.61)  // half way through the 0.3 s move
    expectState(d.scene, e, "half way")
    card1 = try #require(d.scene.currentFrame.card(1))
    // (60, 210, 270, 360) → (45, 240, 300, 400): (52.5, 225, 285, 380); dimming 0.15 → 0: 0.075.
    expectRect(card1.frame, 52.5, 225, 285, 380, tolerance: 1e-6)
    #expect(abs(card1.dimming - 0.075) < 1e-7)
    card4 = try #require(d.scene.currentFrame.card(4))
    // Slot 4 (96.585, 136.83, 196.83, 262.44) → slot 3 (85.65, 158.7, 218.7, 291.6): (91.1175, 147.765,
    // 207.765, 277.02); dimming (0.47799375 + 0.385875)/2 = 0.431934375; border at once 5.832.
    expectRect(card4.frame, 91.1175, 147.765, 207.765, 277.02, tolerance: 1e-6)
    #expect(abs(card4.dimming - 0.431934375) < 1e-7 && abs(card4.borderWidth - 5.832) < 1e-12)

    d.frame(0.76)  // the move ends
    e.moving = false
    expectState(d.scene, e, "at rest")
    #expect(d.scene.isAtRest)
    for card in d.scene.currentFrame.cards {
      #expect(card.frame == g.frame(atDepth: card.depth) && card.borderWidth == g.borderWidth(atDepth: card.depth))
    }
    #expect(d.scene.flips.count == 1)
  }

  @Test func downFlipReleasedShortOfHalfWayFallsBack() throws {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 330)  // ty 20
    d.touch(0.12, .moved, 195, 384)  // ty 74: percent 0.49333
    var e = CardsExpectation(pan: (.down, 0, 74.0 / 150), angles: [0: halfTurns(74.0 / 150)])
    expectState(d.scene, e, "just short of the perpendicular")
    d.touch(0.13, .ended, 195, 384)
    e.pan = nil
    e.cancelled = 1
    e.flipping = true
    expectState(d.scene, e, "released at 0.4933 < 0.5")
    #expect(d.latest.flips.first?.outcome == .cancelled && d.latest.flips.first?.percentAtRelease == 74.0 / 150)
    d.frame(0.23)  // half of 0.2 s: −0.49333π·(1 − 0.5)
    e.angles = [0: halfTurns(74.0 / 150 / 2)]
    expectState(d.scene, e, "falling back")
    d.frame(0.34)  // after 0.13 + 0.2
    #expect(d.latestTypes == ["flipEnd", "frame"])
    #expect(d.latest.flipEnds.first?.outcome == .cancelled && d.latest.flipEnds.first?.topCard == 0)
    e.flipping = false
    e.angles = [:]
    expectState(d.scene, e, "back flat, nothing moved")
    #expect(d.scene.isAtRest)
  }

  @Test func releaseExactlyAtHalfWayCompletes() throws {
    // ty = 85 − 10 = 75: percent 0.5, angle exactly −π/2. Edge-on is not past the perpendicular,
    // so the content still shows; 0.5 ≥ 0.5 completes, and the first frame of the completion
    // turns the card past −π/2, hiding its content.
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 385)
    var e = CardsExpectation(pan: (.down, 0, 0.5), angles: [0: -Double.pi / 2])
    expectState(d.scene, e, "edge-on")
    d.touch(0.12, .ended, 195, 385)
    e.pan = nil
    e.completed = 1
    e.flipping = true
    expectState(d.scene, e, "released at exactly 0.5")
    d.frame(0.13)
    #expect(d.scene.currentFrame.card(0)?.contentHidden == true)
    #expect((d.scene.currentFrame.card(0)?.angle ?? 0) < -Double.pi / 2)
  }

  @Test func percentIsClampedToAWholeFlip() throws {
    // ty 300 − 10 = 290 → 1.93, clamped to 1: the card lies at −π while the finger is down.
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 200)
    d.touch(0.11, .moved, 195, 500)
    expectState(d.scene, CardsExpectation(pan: (.down, 0, 1), angles: [0: -Double.pi], hidden: [0]))
    d.touch(0.12, .moved, 195, 150)  // ty −60: clamped to 0 in a down pan (the card does not turn up)
    expectState(d.scene, CardsExpectation(pan: (.down, 0, 0), angles: [0: 0]))
  }

  @Test func cancelledTouchCancels() throws {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 430)  // ty 120: percent 0.8
    d.touch(0.12, .cancelled, 195, 430)
    let e = CardsExpectation(cancelled: 1, flipping: true, angles: [0: halfTurns(0.8)], hidden: [0])
    expectState(d.scene, e, "touch cancelled at 0.8")
    #expect(d.latest.gestures.first?.state == .cancelled)
    #expect(d.latest.flips == [
      CardFlip(time: 0.12, direction: .down, trigger: .pan, outcome: .cancelled, card: 0, percentAtRelease: 0.8, touchCancelled: true)
    ])
    d.frame(0.40)
    expectState(d.scene, CardsExpectation(cancelled: 1), "fell back over 0.2 s")
  }

  @Test func downOnTheLastCardIsIgnored() throws {
    var d = CardsDriver(CardStackScene.Configuration(initialTopCard: 19))
    var e = CardsExpectation(topCard: 19, visible: [19])
    expectState(d.scene, e, "only the last card is left")
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 430)
    e.pan = (.down, nil, 0.8)
    expectState(d.scene, e, "ignored: nothing turns")
    #expect(d.latest.gestures.first?.card == nil)
    d.touch(0.12, .ended, 195, 430)
    e.pan = nil
    e.ignored = 1
    expectState(d.scene, e)
    #expect(d.latest.flips == [
      CardFlip(time: 0.12, direction: .down, trigger: .pan, outcome: .ignored, card: nil, percentAtRelease: 0.8, ignoredReason: .noCard)
    ])
    #expect(d.scene.isAtRest)
  }

  // MARK: - Up flips

  @Test func upFlipBringsThePreviousCardBack() throws {
    var d = CardsDriver(CardStackScene.Configuration(initialTopCard: 1))
    var e = CardsExpectation(topCard: 1, visible: [1, 2, 3, 4])
    expectState(d.scene, e, "card 0 was flipped off")
    d.touch(0.10, .began, 195, 500)
    d.touch(0.11, .moved, 195, 495)
    d.touch(0.12, .moved, 195, 470)  // ty −20: percent −0.1333, angle −π·0.8667: card 0 shows its back
    e.pan = (.up, 0, -20.0 / 150)
    e.visible = [0, 1, 2, 3, 4]
    e.angles = [0: halfTurns(1 - 20.0 / 150)]
    e.hidden = [0]
    expectState(d.scene, e, "card 0 comes up")
    let began = try #require(d.latest.gestures.first)
    // The mirror image of the down case: −900 pt/s.
    #expect(began.direction == .up && abs((began.velocity?.dy ?? 0) + 900) < 1e-6)
    let card0 = try #require(d.scene.currentFrame.card(0))
    #expect(card0.depth == -1 && card0.frame == d.scene.configuration.geometry.headFrame, "hinged on the head slot")

    d.touch(0.13, .moved, 195, 400)  // ty −90: percent −0.6, angle −0.4π: the content shows again
    e.pan = (.up, 0, -0.6)
    e.angles = [0: halfTurns(0.4)]
    e.hidden = []
    expectState(d.scene, e, "past the perpendicular on the way up")

    d.touch(0.14, .ended, 195, 400)  // −0.6 ≤ −0.5: completes, back to 0 over 0.3 s
    e.pan = nil
    e.completed = 1
    e.flipping = true
    expectState(d.scene, e, "released")
    #expect(d.latest.flips.first?.direction == .up && d.latest.flips.first?.outcome == .completed)

    d.frame(0.29)  // half: −0.4π·0.5
    e.angles = [0: halfTurns(0.2)]
    expectState(d.scene, e)

    d.frame(0.44)  // 0.14 + 0.3: card 0 is on top again and the stack moves back one depth
    #expect(d.latestTypes == ["flipEnd", "frame"] && d.latest.flipEnds.first?.topCard == 0)
    e = CardsExpectation(completed: 1, moving: true, visible: [0, 1, 2, 3, 4])
    expectState(d.scene, e, "card 4 slides out at the back")
    let g = d.scene.configuration.geometry
    var card1 = try #require(d.scene.currentFrame.card(1))
    #expect(card1.frame == g.frame(atDepth: 0) && card1.borderWidth == 7.2, "starts at the head slot, border at once")
    d.frame(0.59)
    card1 = try #require(d.scene.currentFrame.card(1))
    expectRect(card1.frame, 52.5, 225, 285, 380, tolerance: 1e-6)
    let card4 = try #require(d.scene.currentFrame.card(4))
    #expect(card4.depth == 4)
    expectRect(card4.frame, 91.1175, 147.765, 207.765, 277.02, tolerance: 1e-6)
    d.frame(0.74)
    e.moving = false
    e.visible = [0, 1, 2, 3]
    expectState(d.scene, e, "at rest: card 4 left")
    #expect(d.scene.isAtRest)
  }

  @Test func upFlipShortOfHalfWayFallsBackDown() throws {
    var d = CardsDriver(CardStackScene.Configuration(initialTopCard: 1))
    d.touch(0.10, .began, 195, 500)
    d.touch(0.11, .moved, 195, 445)  // ty −45: percent −0.3, angle −0.7π
    d.touch(0.12, .ended, 195, 445)
    var e = CardsExpectation(
      topCard: 1, cancelled: 1, flipping: true, visible: [0, 1, 2, 3, 4], angles: [0: halfTurns(0.7)], hidden: [0])
    expectState(d.scene, e, "released at −0.3")
    d.frame(0.22)  // half of 0.2 s: −0.7π − 0.3π·0.5 = −0.85π
    e.angles = [0: halfTurns(0.85)]
    expectState(d.scene, e)
    d.frame(0.33)
    expectState(d.scene, CardsExpectation(topCard: 1, cancelled: 1, visible: [1, 2, 3, 4]), "card 0 lies flipped again")
    #expect(d.latest.flipEnds.first?.outcome == .cancelled && d.latest.flipEnds.first?.topCard == 1)
  }

  @Test func upOnTheFirstCardIsIgnored() throws {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 500)
    d.touch(0.11, .moved, 195, 380)  // ty −110
    var e = CardsExpectation(pan: (.up, nil, -110.0 / 150))
    expectState(d.scene, e, "no card to bring back")
    d.touch(0.12, .ended, 195, 380)
    e.pan = nil
    e.ignored = 1
    expectState(d.scene, e)
    #expect(d.latestTypes == ["gesture", "flip"])
    #expect(d.latest.flips.first?.outcome == .ignored && d.latest.flips.first?.ignoredReason == .noCard)
    #expect(d.latest.flips.first?.percentAtRelease == -110.0 / 150)
    #expect(d.scene.isAtRest)
  }

  // MARK: - Direction, touches

  @Test func directionFallsBackOnTheTranslationWithoutAVelocity() throws {
    // The finger jumps 30 pt within half a millisecond of the touch-down: UIKit's
    // velocity(in:) gives no speed over a step under 1 ms, so the estimate is 0 and the
    // translation (+20) picks down.
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.1005, .moved, 195, 330)
    let began = try #require(d.latest.gestures.first)
    #expect(began.velocity == Vector(dx: 0, dy: 0) && began.direction == .down && began.card == 0)
  }

  @Test func directionRule() throws {
    #expect(CardStackScene.direction(velocityY: 5, translationY: -3) == .down)
    #expect(CardStackScene.direction(velocityY: -5, translationY: 3) == .up)
    #expect(CardStackScene.direction(velocityY: nil, translationY: 3) == .down)
    #expect(CardStackScene.direction(velocityY: 0, translationY: -3) == .up)
    #expect(CardStackScene.direction(velocityY: 0, translationY: 0) == .up, "the seed's else branch")
  }

  @Test func percentAngleAndCompletionRules() throws {
    #expect(CardStackScene.percent(translationY: 75, flipDistance: 150, direction: .down) == 0.5)
    #expect(CardStackScene.percent(translationY: 300, flipDistance: 150, direction: .down) == 1)
    #expect(CardStackScene.percent(translationY: -30, flipDistance: 150, direction: .down) == 0)
    #expect(CardStackScene.percent(translationY: -300, flipDistance: 150, direction: .up) == -1)
    #expect(CardStackScene.percent(translationY: 30, flipDistance: 150, direction: .up) == 0)
    #expect(CardStackScene.percent(translationY: 30, flipDistance: 150, direction: .up).sign == .plus)
    #expect(CardStackScene.angle(percent: 0.5, direction: .down) == -Double.pi / 2)
    #expect(CardStackScene.angle(percent: -0.5, direction: .up) == -Double.pi / 2)
    #expect(CardStackScene.angle(percent: 0, direction: .down).sign == .plus, "−0 is written as 0")
    #expect(CardStackScene.angle(percent: -1, direction: .up) == 0)
    #expect(CardStackScene.angle(percent: 0, direction: .up) == -Double.pi)
    #expect(CardStackScene.completes(percent: 0.5, direction: .down, threshold: 0.5))
    #expect(!CardStackScene.completes(percent: 0.4999, direction: .down, threshold: 0.5))
    #expect(CardStackScene.completes(percent: -0.5, direction: .up, threshold: 0.5))
    #expect(!CardStackScene.completes(percent: -0.49, direction: .up, threshold: 0.5))
  }

  @Test func aConfigurableFlipDistance() throws {
    // flipDistance 300: ty 140 is percent 0.4667 < 0.5 and cancels (with 150 it would be 0.93).
    var d = CardsDriver(CardStackScene.Configuration(flipDistance: 300))
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 450)
    d.touch(0.12, .ended, 195, 450)
    #expect(d.latest.flips.first?.outcome == .cancelled && d.latest.flips.first?.percentAtRelease == 140.0 / 300)
  }

  @Test func touchOutsideTheViewportReachesNoView() throws {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 900)  // below the 844-point viewport
    #expect(d.latest.warnings.count == 1)
    d.touch(0.11, .moved, 195, 1000)
    d.touch(0.12, .ended, 195, 1000)
    #expect(d.all.gestures.isEmpty)
    expectState(d.scene, CardsExpectation())
    #expect(d.scene.isAtRest)
  }

  @Test func aRunWithoutRecordsHasTheSameSummaryAndWarnings() throws {
    // `SceneRunner.makesRecords` false (what `run --format json` asks, which prints the
    // summary alone): the scene makes no gesture, flip, flipEnd or frame record, and
    // its summary (the final state and frame, the flips) equals the one of the run that
    // made them. The trace drags down 200 points (past the 150-point flip distance: it
    // completes), drags down 60 (short of half way: it falls back), lands a finger
    // below the 844-point viewport (a warning, which stays), and the button is pressed
    // at 3 s.
    var script = CardScript()
    script.drag(from: Point(x: 195, y: 300), dy: 200, speed: 1000)
    script.wait(1)
    script.drag(from: Point(x: 195, y: 300), dy: 60, speed: 300)
    script.wait(1)
    script.tap(Point(x: 195, y: 900))
    var configuration = CardStackScene.Configuration()
    configuration.buttonFlipTimes = [3]
    let options = try SceneRunner<CardStackScene>.Options(scene: configuration, refreshRate: 120)
    let (expected, records) = expectSameSummaryAndWarningsWithoutRecords(script.events, options: options)
    // Not vacuous: a completed pan flip, a fallen-back one, the button's flip, the warning.
    #expect(expected.flips.map(\.outcome) == [.completed, .cancelled, .completed])
    #expect(expected.flips.map(\.trigger) == [.pan, .pan, .button])
    #expect(records.filter { $0.type == "warning" }.count == 1)
    #expect(records.count > 100, "\(records.count) records with them")
  }

  @Test func aTapDoesNothing() throws {
    var d = CardsDriver()
    d.touch(0.10, .began, 195, 300)
    d.touch(0.18, .ended, 195, 300)
    #expect(d.all.isEmpty)
    expectState(d.scene, CardsExpectation())
  }

  @Test func zeroDurationsFinishAtOnce() throws {
    let configuration = CardStackScene.Configuration(completionDuration: 0, stackMoveDuration: 0)
    var d = CardsDriver(configuration)
    d.touch(0.10, .began, 195, 300)
    d.touch(0.11, .moved, 195, 430)
    d.touch(0.12, .ended, 195, 430)
    #expect(d.latestTypes == ["gesture", "flip", "flipEnd"])
    expectState(d.scene, CardsExpectation(topCard: 1, completed: 1, visible: [1, 2, 3, 4]))
    #expect(d.scene.isAtRest)
  }

  @Test func configurationValidation() throws {
    var c = CardStackScene.Configuration()
    #expect(problem { try c.validate() } == nil)
    c.initialTopCard = 20
    #expect(problem { try c.validate() } != nil)
    c = CardStackScene.Configuration()
    c.flipDistance = 0
    #expect(problem { try c.validate() } != nil)
    c = CardStackScene.Configuration()
    c.completionThreshold = 0
    #expect(problem { try c.validate() } != nil)
    c = CardStackScene.Configuration()
    c.cancelDuration = -0.1
    #expect(problem { try c.validate() } != nil)
    c = CardStackScene.Configuration()
    c.panHysteresis = .nan
    #expect(problem { try c.validate() } != nil)
    c = CardStackScene.Configuration()
    c.geometry.cardCount = 0
    #expect(problem { try c.validate() } != nil)
  }
}

/// Checks a rect against (x, y, width, height) within `tolerance` points.
func expectRect(
  _ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, tolerance: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(r.minX - x) < tolerance && abs(r.minY - y) < tolerance && abs(r.size.width - w) < tolerance
      && abs(r.size.height - h) < tolerance, "\(r) vs (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}
