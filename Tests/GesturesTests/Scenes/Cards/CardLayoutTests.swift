@testable import Gestures
import ScrollPhysics
import Testing

@Suite struct CardLayoutTests {
  @Test func interpolationMovesFrameAndDimmingButNotTheBorder() {
    // Depth 1 → depth 0 half way: x (60 + 45)/2 = 52.5, y (210 + 240)/2 = 225, 285 × 380;
    // dimming (0.15 + 0)/2 = 0.075. The border does not animate in UIView animations (the seed):
    // it has the target's width, 8, at once.
    let from = CardLayout(frame: Rect(x: 60, y: 210, width: 270, height: 360), borderWidth: 7.2, dimming: 0.15)
    let to = CardLayout(frame: Rect(x: 45, y: 240, width: 300, height: 400), borderWidth: 8, dimming: 0)
    let mid = from.interpolated(to: to, progress: 0.5)
    #expect(mid.frame == Rect(x: 52.5, y: 225, width: 285, height: 380))
    #expect(mid.dimming == 0.075 && mid.borderWidth == 8)
    let start = from.interpolated(to: to, progress: 0)
    #expect(start.frame == from.frame && start.dimming == from.dimming && start.borderWidth == 8)
    #expect(from.interpolated(to: to, progress: 1) == to)
  }
}
