@testable import Gestures
import ScrollPhysics
import Testing

/// `TraceShrinker.shrink(_:_:failure:failing:)` with `Screen.visitSimplifications`: a planted failure is shrunk to the
/// minimal screen and trace worked out by hand.
@Suite struct TraceShrinkerScreenTests {
  /// Fails on any screen with an enabled long press and any trace with a touch. The
  /// minimal pair, by hand: one view (every other removed, the long press's view lifted out
  /// of its superviews by flattening) carrying one long press at UIKit's defaults with no
  /// relation, plain delivery and no condition, visible and interactive, not a scroll view;
  /// and the trace's minimal form (`TraceShrinker`): one 10 ms tap at (0, 0), no pause,
  /// 60 Hz display and digitizer, no jitter or coalescing.
  @Test func aPlantedFailureShrinksToOneViewWithOneLongPressAndOneTap() throws {
    let property = TraceProperty(
      name: "planted-long-press", scene: "screen", summary: "planted", generator: ScreenProperties.generator,
      screens: ScreenGenerator(), regressionScreen: ScreenProperties.regressionScreen
    ) { screen, events, _ in
      let hasPress = screen.viewPaths.contains { path in
        screen.view(at: path).recognizers.contains { $0.kind == .longPress && $0.enabled }
      }
      return hasPress && !events.isEmpty ? PropertyFailure(expected: "no long press", actual: "a long press") : nil
    }
    let result = PropertyRunner().check(property: property, cases: 500, seed: 3)
    let counterexample = try #require(result.counterexample)
    let original = try #require(counterexample.originalScreen)
    let screen = try #require(counterexample.screen)
    #expect(original.complexity > screen.complexity)
    #expect(screen.views.count == 1)
    let view = screen.views[0]
    #expect(view.subviews.isEmpty && view.scrollView == nil && !view.hidden && view.userInteraction && view.alpha == 1)
    #expect(view.recognizers.count == 1)
    let press = view.recognizers[0]
    #expect(press.settings == .longPress(Screen.Recognizer.LongPress()))
    #expect(press.requireToFail.isEmpty && press.simultaneousWith.isEmpty && press.shouldBegin == nil)
    #expect(press.delivery == TouchDelivery.Policy.uikitDefault(for: .longPress))
    let script = try #require(counterexample.minimal)
    #expect(script.steps == [.init(pause: 0, gesture: .tap(ScriptedGesture.Tap(location: Point(x: 0, y: 0), hold: 0.01)))])
    #expect(script.refreshRate == 60 && script.sampling == TraceScript.Sampling())
    #expect(!counterexample.shrinkReachedAttemptLimit)
  }

  /// Every proposal is a valid screen and strictly simpler or equally complex with fewer
  /// non-default settings; removing a recognizer drops the relations that named it.
  @Test func proposalsAreValidAndDropDanglingRelations() {
    let screen = Screen(views: [
      Screen.View(
        id: "a", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 2000)),
        recognizers: [Screen.Recognizer(id: "t", .tap(), requireToFail: ["a.pan"])],
        subviews: [
          Screen.View(id: "b", frame: Rect(x: 0, y: 0, width: 100, height: 100), recognizers: [
            Screen.Recognizer(id: "p", .longPress(), simultaneousWith: ["t"])
          ])
        ])
    ])
    var proposals: [Screen] = []
    _ = screen.visitSimplifications { candidate in
      proposals.append(candidate)
      return false
    }
    #expect(!proposals.isEmpty)
    for proposal in proposals {
      #expect(problem { try proposal.validate() } == nil)
      #expect(proposal.complexity <= screen.complexity)
    }
    // Removing "a" with its subtree leaves nothing; making "a" a plain view drops "t"'s
    // requirement of "a.pan".
    #expect(proposals[0].views.isEmpty == false || proposals.contains { $0.views.isEmpty })
    #expect(proposals.contains { $0.views.first?.scrollView == nil && $0.views.first?.recognizers.first?.requireToFail == [] })
  }
}
