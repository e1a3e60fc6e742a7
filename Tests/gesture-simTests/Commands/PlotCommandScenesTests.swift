import Foundation
import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// `plot` for the table, drop-down and transitions scenes, and the `--from`/`--to` zoom.
@Suite struct PlotCommandScenesTests {
  @Test func everySceneDrawsAWellFormedSVG() {
    for (trace, scene) in [("table-flick.csv", "table"), ("dropdown-choose.csv", "dropdown"), ("transitions-flip.csv", "transitions")] {
      let result = runTool(["plot", packageRoot + "/traces/" + trace, "--scene", scene])
      #expect(result.code == 0, "\(scene): \(result.err)")
      #expect(XMLWellFormedness.problem(in: result.out) == nil, "\(scene)")
      for part in ["id=\"quantity-chart\"", "id=\"velocity-chart\"", "id=\"events\"", "id=\"filmstrip\""] {
        #expect(result.out.contains(part), "\(scene): \(part)")
      }
      #expect(result.out == runTool(["plot", packageRoot + "/traces/" + trace, "--scene", scene]).out)
    }
  }

  /// The table's velocity chart is the model's: the pan's velocity while dragging, then UIKit's
  /// per-frame deceleration at the display's 120 Hz (docs/physics.md §1): v0·p^k for the frame k
  /// shown, k = 1 + ⌊(t − t0)·120⌋ (the first frame applied at the release), with
  /// p = 1 + a + a²/2, a = (1000/120)·ln 0.998 — not a difference of pixel-rounded offsets.
  @Test func tablesVelocityIsTheModelsDeceleration() throws {
    var scene = TablePlotScene(options: try SceneRunner<TableScene>.Options(refreshRate: 120))
    for event in try ReproCommand.readEvents(path: packageRoot + "/traces/table-flick.csv") { scene.feed(event) }
    let timeline = scene.finish()
    let velocity = try #require(timeline.velocity.first)
    let release = try #require(timeline.velocityPoints.first)
    // The finger moved up, so the offset grows: the release point is positive.
    #expect(release.value > 1000)
    let a = 1000.0 / 120 * Elementary.log(0.998)
    let p = 1 + a + a * a / 2
    let after = velocity.filter { $0.t > release.t + 1e-9 && $0.value > 10 }
    #expect(after.count > 100)
    for sample in after {
      // Frames lie on the 120 Hz grid from the release (within the microsecond).
      let k = 1 + ((sample.t - release.t) * 120 + 1e-3).rounded(.down)
      let expected = release.value * Elementary.exp(k * Elementary.log(p))
      #expect(abs(sample.value - expected) <= 1e-6 * release.value, "t \(sample.t)")
    }
    // After the release never faster than the release (p < 1). Before it the chart shows the pan's
    // velocity(in:), which may exceed the release velocity: UIKit releases with a blend of its last
    // two values (0.75·previous + 0.25·current, docs/sources.md, "Velocity estimation").
    #expect(velocity.filter { $0.t >= release.t - 1e-9 }.allSatisfy { $0.value <= release.value + 1e-9 })
  }

  /// The README's example, `plot traces/fastswipe.csv`: the offset never pauses between the pan's
  /// start and the rest, and the velocity never exceeds the finger's. The finger's speed is taken
  /// here from the trace's own samples (the largest distance over time between two samples).
  @Test func fastSwipeHasNoPauseAndNoVelocityAboveTheFingers() throws {
    let events = try ReproCommand.readEvents(path: packageRoot + "/traces/fastswipe.csv")
    var finger = 0.0
    for (a, b) in zip(events, events.dropFirst()) {
      let dx = b.touches[0].location.x - a.touches[0].location.x, dy = b.touches[0].location.y - a.touches[0].location.y
      finger = max(finger, (dx * dx + dy * dy).squareRoot() / (b.time - a.time))
    }
    #expect(abs(finger - 1600) < 5)  // the trace's documented 1600 pt/s at the lift
    var scene = SideMenuPlotScene(options: try .init(scene: .init(variant: .fixed, geometry: SideMenuGeometry()), refreshRate: 120))
    for event in events { scene.feed(event) }
    let timeline = scene.finish()
    let offsets = try #require(timeline.quantity.first)
    // From the first frame that moved to the last, every frame moves on: no pause.
    let moving = offsets.drop { $0.value == 80 }
    #expect(moving.count >= 6)
    for (a, b) in zip(moving, moving.dropFirst()) { #expect(b.value < a.value, "\(a) → \(b)") }
    #expect(moving.last?.value == 0)
    // The model's velocity: within the estimator's rounding of the finger's speed (0.1 %).
    let velocity = try #require(timeline.velocity.first)
    #expect(velocity.allSatisfy { abs($0.value) <= finger * 1.001 })
    #expect(velocity.contains { abs($0.value) > 1500 })
    #expect(velocity.last?.value == 0)
  }

  @Test func fromAndToZoomIntoATimeWindow() throws {
    let fastswipe = packageRoot + "/traces/fastswipe.csv"
    let whole = runTool(["plot", fastswipe]).out
    let zoomed = runTool(["plot", fastswipe, "--from", "0.14", "--to", "0.19"])
    #expect(zoomed.code == 0)
    #expect(XMLWellFormedness.problem(in: zoomed.out) == nil)
    #expect(zoomed.out != whole)
    #expect(zoomed.out.contains("shown from 0.14 to 0.19 s"))
    // The release (0.175) is inside, the end of the deceleration (0.2) is not.
    #expect(zoomed.out.contains("release"))
    #expect(!zoomed.out.contains("didEndDecelerating"))
    #expect(whole.contains("didEndDecelerating"))
    #expect(runTool(["plot", fastswipe, "--from", "0.2", "--to", "0.1"]).code == 64)
    #expect(runTool(["plot", fastswipe, "--from", "nan"]).code == 64)
  }

  @Test func windowHoldsValuesAtItsEdges() {
    let timeline = PlotTimeline(
      subtitle: "", quantityLabel: "", velocityLabel: "",
      quantity: [[(0, 10), (1, 20), (3, 30)]], velocity: [[(0, 1)], [(2, 5), (2.5, 6)]], guides: [], velocityPoints: [(0.5, 1, "a", "")],
      lanes: [], marks: [PlotMark(t: 2, lane: .gestures, label: "in", detail: ""), PlotMark(t: 4, lane: .gestures, label: "out", detail: "")],
      motion: [(0, 10), (1, 20), (3, 30)], start: 0, end: 3)
    let window = timeline.windowed(from: 0.5, to: 2)
    // 10 held from 0 to 0.5, the sample at 1, then 20 held to the window's end at 2.
    #expect(window.quantity.count == 1)
    #expect(window.quantity[0].map(\.t) == [0.5, 1, 2])
    #expect(window.quantity[0].map(\.value) == [10, 20, 20])
    // The first velocity segment ended (the line broke) before the window: it is left out; the
    // second starts at 2, the window's last instant.
    #expect(window.velocity.map { $0.map(\.t) } == [[2]])
    #expect(window.velocityPoints.count == 1)
    #expect(window.marks.map(\.label) == ["in"])
    #expect(window.start == 0.5 && window.end == 2)
  }
}
