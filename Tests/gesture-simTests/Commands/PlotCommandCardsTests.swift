import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim plot --scene cards`: the SVG of a card-stack run (issue 6's plot,
/// issue 5's scene).
@Suite struct PlotCommandCardsTests {
  let complete = packageRoot + "/traces/cards-flip-complete.csv"

  /// The points of a polygon's `points` attribute.
  private func points(_ element: ElementCollector.Element) -> [(Double, Double)] {
    (element.attributes["points"] ?? "").split(separator: " ").map { pair in
      let xy = pair.split(separator: ",").map { Double($0)! }
      return (xy[0], xy[1])
    }
  }

  private func plot(_ arguments: [String]) throws -> [ElementCollector.Element] {
    let result = runTool(["plot", "--scene", "cards"] + arguments)
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.isEmpty)
    return try #require(ElementCollector.parse(result.out), "not well-formed XML")
  }

  @Test func theSVGIsWellFormedAndHasItsMainParts() throws {
    let elements = try plot([complete])
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    let ids = Set(elements.compactMap { $0.attributes["id"] })
    for id in ["header", "quantity-chart", "velocity-chart", "events", "fingers", "filmstrip"] {
      #expect(ids.contains(id), "missing #\(id)")
    }
    #expect(elements.first { $0.name == "title" }?.text == "gesture-sim plot · cards-flip-complete.csv")
    let chartTitles = elements.filter { $0.name == "text" && $0.attributes["class"] == "chart-title" }.map(\.text)
    #expect(chartTitles.contains { $0.hasPrefix("flip angle of the turning card (°)") })
    #expect(chartTitles.contains { $0.hasPrefix("pan velocity, y (pt/s") })
    // The angle: one unbroken line (flat, then card 0 turning to −180°), then, after card 0 left the stack turned
    // over, a second line for the flat stack. The pan's velocity: one line for the one pan.
    let angle = elements.filter { $0.attributes["class"] == "series" && $0.ancestorIDs.contains("quantity-chart") }
    #expect(angle.count == 2)
    #expect(angle.allSatisfy { $0.name == "polyline" && points($0).count > 10 })
    let velocity = elements.filter { $0.attributes["class"] == "series" && $0.ancestorIDs.contains("velocity-chart") }
    #expect(velocity.count == 1)
    // Guides at 0°, −90° (edge-on: the back shows from there, and the 0.5 threshold) and −180°.
    let guides = elements.filter { $0.name == "text" && $0.ancestorIDs.contains("quantity-chart") }.map(\.text)
    for label in ["flat", "edge-on", "turned over"] { #expect(guides.contains(label), "missing guide \(label)") }
    // Events: the card lanes, with the pan, the flip's outcome and its completion. The trace's finger goes 120 pt
    // down, 10 of which are the hysteresis: percent (120 − 10)/150 = 0.733 (traces/README.md), so the flip
    // completes and card 1 becomes the top card.
    let lanes = elements.filter { $0.attributes["class"] == "lane" }.compactMap { $0.attributes["data-lane"] }
    #expect(lanes == ["touches", "gestures", "flips", "completions"])
    let labels = elements.filter { $0.name == "text" && $0.ancestorIDs.contains("events") }.map(\.text)
    for label in ["touch 1 down", "up", "pan began ↓ card 0", "pan ended at 73 %", "completed ↓ card 0 (73 %)", "card 0 left the stack: top 1"] {
      #expect(labels.contains(label), "missing label \(label)")
    }
    // Six frames by default, each drawing every card on screen (four at rest, five while one slides in at the back).
    let frames = elements.filter { $0.attributes["class"] == "frame-snapshot" }
    #expect(frames.count == 6)
    let cards = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "card" }
    #expect(cards.count >= 24)
    // The head card's slot is outlined under the finger's path.
    #expect(elements.contains { $0.attributes["class"] == "landmark" && $0.ancestorIDs.contains("fingers") })
  }

  @Test func atRestTheQuadsAreTheLayoutFramesBackToFront() throws {
    // At launch (t 0.1) every card is flat: each quad is its depth's frame (docs/cards.md, "Geometry"): depth 3
    // at (85.65, 158.7) 218.7 × 291.6, depth 2 at (73.5, 183) 243 × 324, depth 1 at (60, 210) 270 × 360, the head
    // card at (45, 240) 300 × 400; drawn back to front.
    let elements = try plot([complete, "--at", "0.1"])
    let quads = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "card" }.map { points($0) }
    #expect(quads.count == 4)
    let expected: [[(Double, Double)]] = [
      [(85.65, 158.7), (304.35, 158.7), (304.35, 450.3), (85.65, 450.3)],
      [(73.5, 183), (316.5, 183), (316.5, 507), (73.5, 507)],
      [(60, 210), (330, 210), (330, 570), (60, 570)],
      [(45, 240), (345, 240), (345, 640), (45, 640)],
    ]
    for (quad, corners) in zip(quads, expected) {
      #expect(quad.map(\.0) == corners.map(\.0))
      #expect(quad.map(\.1) == corners.map(\.1))
    }
    // Dimming overlays 1 − 0.85^d: 0.15 at depth 1, 1 − 0.614125 = 0.385875 at depth 3 (written with 2 decimals);
    // none on the head card.
    let dimming = elements.filter { $0.attributes["class"] == "card-dimming" }.compactMap { $0.attributes["fill-opacity"] }
    #expect(dimming.count == 3)
    #expect(dimming.first == "0.39")
    #expect(dimming.last == "0.15")
    // Every card shows its front, bordered: four white strips each, no back.
    #expect(elements.filter { $0.attributes["class"] == "card-border" }.count == 16)
    #expect(elements.filter { $0.attributes["class"] == "card-back" }.isEmpty)
  }

  @Test func pastThePerpendicularTheTurningCardShowsItsBack() throws {
    // At 0.36 s the finger has pulled card 0 past half way (the angle chart: about −117°). Past −90° the card's top
    // edge has swung below the hinge (y 640) and towards the viewer: its corners at height h go to z = h·|sin a|,
    // W = 1 − z/2000 < 1, so that edge is wider than the card's 300 pt. The content is hidden and the border is 0:
    // the back shows, and only the three cards behind keep their borders.
    let elements = try plot([complete, "--at", "0.36"])
    let quads = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "card" }.map { points($0) }
    let head = try #require(quads.last)  // drawn last: it is in front
    #expect(head[0].1 > 640 && head[1].1 > 640)
    #expect(head[1].0 - head[0].0 > 300)
    #expect(head[2] == (345, 640) && head[3] == (45, 640))  // the hinge does not move
    #expect(elements.filter { $0.attributes["class"] == "card-back" }.count == 1)
    #expect(elements.filter { $0.attributes["class"] == "card-border" }.count == 12)
    let captions = elements.filter { $0.name == "text" && $0.ancestorIDs.contains("filmstrip") }.map(\.text)
    #expect(captions.contains("its back shows"))
  }

  @Test func theButtonFlipIsPlotted() throws {
    // flip-cancel's pan falls back; a press at 0.9 s then flips card 0 down with the keyframe animation.
    let elements = try plot([packageRoot + "/traces/cards-flip-cancel.csv", "--flip-at", "0.9"])
    let labels = elements.filter { $0.name == "text" && $0.ancestorIDs.contains("events") }.map(\.text)
    #expect(labels.contains("cancelled ↓ card 0 (49 %)"))
    #expect(labels.contains("button: completed ↓ card 0"))
    #expect(labels.contains("card 0 fell back"))
    #expect(labels.contains("card 0 left the stack: top 1"))
  }

  @Test func theCardsSVGIsSelfContainedAndDeterministic() {
    let first = runTool(["plot", "--scene", "cards", complete]).out
    #expect(first == runTool(["plot", "--scene", "cards", complete]).out)
    for forbidden in ["<script", "<image", "href", "url(http", "@import", "<foreignObject"] {
      #expect(!first.contains(forbidden), "\(forbidden)")
    }
    #expect(!first.lowercased().contains("nan"))
    #expect(!first.contains("inf"))
  }
}
