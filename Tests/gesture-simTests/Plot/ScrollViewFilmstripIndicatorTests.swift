import Foundation
@testable import gesture_sim
import Testing

/// The plot's filmstrip shows the scroll indicators as UIKit, the docs and the viewer do:
/// while the content scrolls (dragged, decelerating, animated), never at rest (issue 24).
@Suite struct ScrollViewFilmstripIndicatorTests {
  @Test func theIndicatorsShowWhileScrollingAndHideAtRest() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    // list-fast-fling: dragged at 0.05 s, decelerating at 0.5 s, at rest by 5 s.
    let result = runTool([
      "plot", packageRoot + "/traces/list-fast-fling.csv", "--scene", "scroll-view", "--at", "0.05,0.5,5", "-o", scratch.path + "/f.svg",
    ])
    #expect(result.code == 0, "\(result.err)")
    let svg = try #require(scratch.read("f.svg"))
    let snapshots = svg.components(separatedBy: "<g class=\"frame-snapshot\"").dropFirst()
    #expect(snapshots.count == 3)
    for snapshot in snapshots {
      // A snapshot's own shapes and caption come before the next group.
      let atRest = snapshot.contains(">at rest<")
      let moving = snapshot.contains(">tracking, dragging<") || snapshot.contains(">decelerating<")
      #expect(atRest != moving, "\(snapshot.prefix(40))")
      #expect(snapshot.contains("class=\"indicator\"") == moving, "\(snapshot.prefix(40)): indicators \(moving ? "missing" : "shown at rest")")
    }
  }
}
