import Gestures
import ScrollPhysics
import Testing

/// `panVelocity`: the pan recognizer's estimate, for tools that plot it (`gesture-sim plot --scene cards`).
extension CardStackSceneTests {
  @Test func thePanVelocityIsTheEstimateWhileThePanRuns() {
    // A finger moving straight down at a constant 240 pt/s (2 pt per 1/120 s sample): the least-squares fit of
    // positions that lie on a line is that line, so once the pan has begun the estimate is 240 pt/s down and 0
    // across. Before the pan begins (the first 10 pt are the hysteresis) and after it ends there is none.
    var script = CardScript()
    script.drag(from: Point(x: 195, y: 300), dy: 60, speed: 240)
    var scene = CardStackScene(launchTime: 0.1)
    var records: [CardsRecord] = []
    #expect(scene.panVelocity == nil)
    var samples = 0
    for event in script.events {
      scene.handle(event, into: &records)
      if scene.isPanning {
        let velocity = scene.panVelocity
        #expect(velocity != nil)
        if let velocity {
          #expect(abs(velocity.dy - 240) < 1e-6)
          #expect(abs(velocity.dx) < 1e-9)
          samples += 1
        }
      }
    }
    #expect(samples >= 20)  // 30 moves, the pan begins after 10 pt (5 samples)
    #expect(!scene.isPanning)
    #expect(scene.panVelocity == nil)
  }
}
