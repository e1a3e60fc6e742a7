import Gestures
import Testing

@Suite struct TouchPhaseTests {
  @Test func onlyEndedAndCancelledLiftTheFinger() {
    // UITouch.Phase: a finger leaves the screen with .ended or .cancelled.
    #expect(TouchPhase.allCases.filter(\.isEnd) == [.ended, .cancelled])
  }
}
