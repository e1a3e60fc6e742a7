import Gestures
import ScrollPhysics
import Testing

@Suite struct RestingReleaseRuleTests {
  @Test func uikitZeroesAfterATenthOfASecondOrMore() {
    // GESTURES.md §2 (folklore): zero if the last move is ≥ 0.1 s before the up.
    let rule = RestingReleaseRule.uikit
    #expect(rule.threshold == 0.1 && rule.comparison == .atLeast)
    let lastMove = 216_690.896
    #expect(rule.isResting(lastMovementTime: lastMove, releaseTime: lastMove + 0.1))
    #expect(rule.isResting(lastMovementTime: lastMove, releaseTime: lastMove + 0.5))
    #expect(!rule.isResting(lastMovementTime: lastMove, releaseTime: lastMove + 0.0999))
  }

  @Test func flutterZeroesAfterMoreThan40ms() {
    // GESTURES.md §4.1, §4.4: more than 40 ms.
    let rule = RestingReleaseRule.flutter
    let lastMove = 216_690.896
    #expect(!rule.isResting(lastMovementTime: lastMove, releaseTime: lastMove + 0.04))
    #expect(rule.isResting(lastMovementTime: lastMove, releaseTime: lastMove + 0.0401))
  }

  @Test func releaseVelocity() {
    let rule = RestingReleaseRule(threshold: 0.05, comparison: .moreThan)
    let velocity = Vector(dx: 300, dy: -40)
    #expect(rule.releaseVelocity(velocity, lastMovementTime: 1, releaseTime: 1.03) == velocity)
    #expect(rule.releaseVelocity(velocity, lastMovementTime: 1, releaseTime: 1.06) == .zero)
    // No estimate stays no estimate.
    #expect(rule.releaseVelocity(nil, lastMovementTime: 1, releaseTime: 1.06) == nil)
  }
}
