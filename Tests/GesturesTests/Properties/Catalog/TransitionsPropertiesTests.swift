import Gestures
import ScrollPhysics
import Testing

/// The transitions' properties (`TransitionsProperties`): their generator reaches every transition, and
/// the complete-once check catches an app that forgets `completeTransition`.
@Suite struct TransitionsPropertiesTests {
  @Test func transitionsGeneratorReachesEveryTransition() throws {
    var kinds: [TransitionsSceneTransition.Kind: Int] = [:]
    var refused = 0
    for events in CatalogScripts.scripts(TransitionsProperties.generator) {
      let run = SceneRunner<TransitionsScene>.run(events, options: try .init()).summary
      for transition in run.transitions where transition.moment == .completed { kinds[transition.kind, default: 0] += 1 }
      refused += run.refusedTouches
    }
    // With the CI seed every kind occurs (the rarest, pop, 3 times) and 70 fingers are refused.
    for kind in TransitionsSceneTransition.Kind.allCases { #expect(kinds[kind, default: 0] > 0, "\(kind)") }
    #expect(refused >= 10)
  }

  @Test func completeOnceFailsWhenTheAppForgetsCompleteTransition() throws {
    var script = TouchScript(start: 0.1)
    script.tap(Point(x: 195, y: 201))  // the overlay row
    let forgetful = TransitionsScene.Configuration(callsCompleteTransition: false)
    #expect(TransitionsProperties.checkCompleteOnce(script.events, configuration: TransitionsScene.Configuration()) == nil)
    let failure = TransitionsProperties.checkCompleteOnce(script.events, configuration: forgetful)
    #expect(failure?.expected == "every transition completes")
    #expect(failure?.actual.hasPrefix("the presentOverlay of t=0.18") == true, "\(failure?.actual ?? "")")
  }
}
