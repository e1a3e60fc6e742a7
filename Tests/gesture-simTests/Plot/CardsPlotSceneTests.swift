import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// The card stack's timeline for `gesture-sim plot --scene cards`.
@Suite struct CardsPlotSceneTests {
  private func timeline(_ trace: String, flipTimes: [Double] = []) throws -> (CardsPlotScene, PlotTimeline) {
    var scene = CardsPlotScene(options: try .init(scene: .init(buttonFlipTimes: flipTimes), refreshRate: 120))
    for event in try ReproCommand.readEvents(path: packageRoot + "/traces/" + trace) { scene.feed(event) }
    let timeline = scene.finish()
    return (scene, timeline)
  }

  @Test func theAngleLineBreaksOnlyWhereTheTurningCardJumps() throws {
    // flip-back-fast: card 0 turns down from flat (0°) towards −180° and leaves the stack; the stack is flat (0°);
    // an up pan brings card 0 back from −180° to 0°. Three lines: the jumps of about 180° at both ends of the middle
    // one are where the plotted card changes, not motion. The card leaves in the frame where its animation ends, so
    // the last angle drawn is one frame (1/120 s) short of the end of the ease-in-out, whose slope is 0 there:
    // within a degree of −180°.
    let (_, timeline) = try timeline("cards-flip-back-fast.csv")
    let segments = timeline.quantity
    #expect(segments.count == 3)
    #expect(segments[0].first?.value == 0)
    let turned = try #require(segments[0].last?.value)
    #expect(turned > -180 && turned < -179)
    #expect(segments[1].allSatisfy { $0.value == 0 })
    #expect((segments[2].first?.value ?? 0) < -150)
    #expect(segments[2].last?.value == 0)
    // Every value is a degree in −180…0; the frames cover the run in time order.
    let all = segments.flatMap { $0 }
    #expect(all.allSatisfy { $0.value >= -180 && $0.value <= 0 })
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.t < $1.t })
  }

  @Test func thePanVelocityHasOneLinePerPanAndItsSignPickedTheDirection() throws {
    // The first pan moves down (positive y velocity at began: card 0 turns down), the second up (negative: card 0
    // comes back), as docs/cards.md: the y sign of the velocity when the pan begins picks the direction.
    let (_, timeline) = try timeline("cards-flip-back-fast.csv")
    #expect(timeline.velocity.count == 2)
    let began = timeline.velocityPoints.filter { $0.label.hasPrefix("began") }
    #expect(began.count == 2)
    #expect(began[0].value > 0 && began[0].label.hasSuffix(": down"))
    #expect(began[1].value < 0 && began[1].label.hasSuffix(": up"))
    // The up flick is lifted while moving at about 1500 pt/s upwards (traces/README.md).
    let release = try #require(timeline.velocityPoints.last)
    #expect(release.label.hasPrefix("release"))
    #expect(release.value < -1000)
    #expect(timeline.lanes == [.gestures, .flips, .completions])
  }

  @Test func theMotionGrowsWithTheTurnAndTheStackMove() throws {
    // A completed down flip turns card 0 through 180°, then the stack moves up one depth: the top edges of cards
    // 1, 2 and 3 move 30, 27 and 24.3 pt and card 4 slides in from slot 4 to slot 3, 21.87 pt (docs/cards.md's
    // table: y 210 → 240, 183 → 210, 158.7 → 183, 136.83 → 158.7): 30 + 27 + 24.3 + 21.87 = 103.17 pt. Card 0
    // leaves in the frame its animation ends, so its turn counts up to the last angle drawn (within a degree of
    // 180°, see above).
    let (_, timeline) = try timeline("cards-flip-complete.csv")
    let total = try #require(timeline.motion.last?.value)
    let turned = try #require(timeline.quantity.first?.last?.value)
    #expect(abs(total - (-turned + 103.17)) < 1e-9)
    #expect(zip(timeline.motion, timeline.motion.dropFirst()).allSatisfy { $0.value <= $1.value })
  }

  @Test func aSnapshotDrawsEachCardsQuadFromTheFrame() throws {
    // The snapshot's card polygons are the frame records' quads (the library's projection), deepest first.
    let (scene, _) = try timeline("cards-flip-complete.csv")
    let (_, records) = SceneRunner<CardStackScene>.run(
      try ReproCommand.readEvents(path: packageRoot + "/traces/cards-flip-complete.csv"), options: try .init(refreshRate: 120))
    let frames = records.compactMap { record -> CardsFrame? in
      if case .frame(let frame) = record { return frame } else { return nil }
    }
    let frame = try #require(frames.first { $0.time >= 0.36 })
    let snapshot = scene.snapshot(at: frame.time)
    #expect(snapshot.time == frame.time)
    var quads: [[Point]] = []
    for shape in snapshot.shapes {
      if case .polygon(let points, _, _, _, "card") = shape { quads.append(points) }
    }
    let expected = frame.cards.sorted { $0.depth > $1.depth }.map(\.quad.corners)
    #expect(quads == expected)
  }
}
