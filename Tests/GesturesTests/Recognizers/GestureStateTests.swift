import Gestures
import Testing

@Suite struct GestureStateTests {
  @Test func rawValuesAreUIKits() {
    // UIGestureRecognizer.State (GESTURES.md §1): possible 0, began 1, changed 2,
    // ended 3 (= recognized), cancelled 4, failed 5.
    #expect(GestureState.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(GestureState.allCases == [.possible, .began, .changed, .ended, .cancelled, .failed])
    #expect(GestureState.recognized == .ended)
    #expect(GestureState.recognized.rawValue == 3)
  }

  @Test func actionMessagesGoOutOnEveryStateButPossibleAndFailed() {
    // GESTURES.md §1: "Action messages go out on began, changed, ended (recognized) and
    // cancelled. No message on failed."
    #expect(GestureState.allCases.filter(\.sendsActionMessage) == [.began, .changed, .ended, .cancelled])
  }

  @Test func terminalStatesAreEndedCancelledAndFailed() {
    // After ended / cancelled / failed the recognizer resets (GESTURES.md §1).
    #expect(GestureState.allCases.filter(\.isTerminal) == [.ended, .cancelled, .failed])
  }
}
