import Gestures
import ScrollPhysics
import Testing

/// `SceneWarning`: the sentences the scenes' warning records print.
@Suite struct SceneWarningTests {
  /// The transition's name is quoted as the transitions scene's records spell the kind (its raw value).
  @Test func transitionNotCompletedQuotesTheKind() {
    for kind in TransitionsSceneTransition.Kind.allCases {
      let warning = SceneWarning(time: 1, .transitionNotCompleted(transition: kind.warningName))
      #expect(
        warning.message
          == "the \(kind.rawValue) animation ended without completeTransition: the screen refuses touches from now on")
    }
  }

  /// Names compare and hash by their text, not by where the literal is stored.
  @Test func namesCompareByText() {
    let push = SceneWarning.Name("push")
    #expect(push == TransitionsSceneTransition.Kind.push.warningName)
    #expect(push != SceneWarning.Name("pop"))
    #expect(push != SceneWarning.Name("pushed"))
    #expect(Set([push, TransitionsSceneTransition.Kind.push.warningName, SceneWarning.Name("pop")]).count == 2)
    #expect(push.description == "push")
  }

  @Test func stillMovingNamesTheLastInput() {
    #expect(
      SceneWarning(time: 0, .stillMoving(settleLimit: 10, after: .input)).message
        == "the scene was still moving 10.0 s after the last input; the run stops there")
  }
}
