import ScrollPhysics
import Testing

/// ``Fling``: UIKit's per-frame deceleration in a range, and what happens at an edge.
@Suite struct FlingTests {
  /// With `bounces` off, a fling whose first frame already passes the edge stops
  /// exactly at the edge (UIKit clamps the offset to the boundary and stops:
  /// "scrolling stops immediately at the content boundary", Apple's documentation
  /// of `bounces`); it does not stay where it was released.
  @Test func aFirstFrameCrossingWithBouncesOffReachesTheEdge() {
    // 60 Hz, d = 0.998: a = 16.667·ln 0.998 = −0.0333667, p = 1 + a + a²/2 =
    // 0.9671899. Frame 1 moves v·d·(1 − p)/(1 − d) = 1.5·0.998·0.0328101/0.002 =
    // 24.558 pt: from 776 that is 800.56, past the edge 780.
    let fling = Fling(
      position: 776, velocity: 1500, minimum: 0, maximum: 780,
      configuration: BounceSimulation.Configuration(bounces: false))
    #expect(!fling.isStill)
    #expect(fling.edgeTime == 0)
    #expect(fling.position(at: 0) == 780)
    #expect(fling.position(at: 1.0 / 60) == 780)
    #expect(fling.finalPosition == 780)
    #expect(fling.isDone(at: 0))
    #expect(fling.target == 780)
  }

  /// The same towards the leading edge: 3 pt above 0 at −1.5 pt/ms.
  @Test func aFirstFrameCrossingOfTheLeadingEdgeReachesIt() {
    let fling = Fling(
      position: 3, velocity: -1500, minimum: 0, maximum: 780,
      configuration: BounceSimulation.Configuration(bounces: false))
    #expect(fling.position(at: 0) == 0)
    #expect(fling.finalPosition == 0)
    #expect(fling.isDone(at: 0))
  }

  /// Released exactly at the edge, moving outward: nothing moves.
  @Test func aFlingOutwardFromTheEdgeWithBouncesOffIsStill() {
    let fling = Fling(
      position: 780, velocity: 1500, minimum: 0, maximum: 780,
      configuration: BounceSimulation.Configuration(bounces: false))
    #expect(fling.isStill)
    #expect(fling.position(at: 0.5) == 780)
  }

  /// A crossing later than the first frame is interpolated within its frame
  /// (unchanged by the first-frame case): from 700 at 1.5 pt/ms, frame k is at
  /// 700 + 1.5·0.998·(1 − p^k)/0.002: frames 3 and 4 are at 771.28 and 793.50, so
  /// the edge 780 is crossed in frame 4, (3 − 1 + 8.716/22.219)/60 = 0.0399 s
  /// after the release.
  @Test func aLaterCrossingWithBouncesOffStopsAtTheEdgeAfterAFewFrames() {
    let fling = Fling(
      position: 700, velocity: 1500, minimum: 0, maximum: 780,
      configuration: BounceSimulation.Configuration(bounces: false))
    // Frame 1 (time 0): 700 + 24.558 = 724.56, short of the edge.
    #expect(abs(fling.position(at: 0) - 724.558) < 0.01)
    #expect(fling.edgeTime.map { abs($0 - 0.03987) < 1e-4 } == true)
    #expect(fling.finalPosition == 780)
  }
}
