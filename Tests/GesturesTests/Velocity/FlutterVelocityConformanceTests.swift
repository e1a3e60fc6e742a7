import Gestures
import ScrollPhysics
import Testing

/// Flutter's `VelocityTracker` conformance (conformance/velocity/README.md §3, Flutter):
/// one least-squares tracker for the whole list, never reset; down and move events are
/// added; at each up the velocity is read (here at the up's time, so the 40 ms stop
/// rule runs on trace time; every up is ≤ 16 ms after its last move) and compared
/// per axis within the file's relative tolerance (0.001).
@Suite(
  "Flutter velocity conformance",
  .enabled(if: VelocityConformanceData.isAvailable, VelocityConformanceData.absenceMessage))
struct FlutterVelocityConformanceTests {
  /// Replays `eventsFile` and returns, for each up, its pointer and the velocity read.
  /// Times are the recorded ones in seconds (about 216 690 s, as UIKit's seconds since
  /// boot would be) or, with `rebased`, counted from the list's first event, computed
  /// in integer microseconds before the conversion.
  func replay(_ eventsFile: String, rebased: Bool = false) throws -> [(pointer: String, velocity: Vector?)] {
    let events = try #require(VelocityConformanceData.table(eventsFile)).records
    var estimator = LeastSquaresVelocityEstimator(configuration: .flutter)
    var results: [(pointer: String, velocity: Vector?)] = []
    let origin = rebased ? try #require(Int(events.first?["time_us"] ?? "")) : 0
    for event in events {
      let microseconds = try #require(Int(event["time_us"] ?? ""))
      let time = Double(microseconds - origin) / 1_000_000
      let position = Point(
        x: try #require(Double(event["x"] ?? "")), y: try #require(Double(event["y"] ?? "")))
      switch event["phase"] {
      case "down", "move":
        estimator.addSample(time: time, position: position)
      case "up":
        results.append((try #require(event["pointer"]), estimator.velocity(at: time)))
      default:
        Issue.record("unknown phase \(event["phase"] ?? "nil")")
      }
    }
    return results
  }

  /// Compares the velocities read at the ups with `expectedFile`, returning how many
  /// gestures were checked.
  func check(
    events eventsFile: String, expected expectedFile: String, rebased: Bool = false,
    tolerance overriddenTolerance: Double? = nil
  ) throws -> Int {
    let results = try replay(eventsFile, rebased: rebased)
    let expected = try #require(VelocityConformanceData.table(expectedFile)).records
    #expect(results.count == expected.count)
    for (result, row) in zip(results, expected) {
      #expect(result.pointer == row["pointer"])
      let vx = try #require(Double(row["expected_vx_px_per_s"] ?? ""))
      let vy = try #require(Double(row["expected_vy_px_per_s"] ?? ""))
      let tolerance = try overriddenTolerance ?? #require(Double(row["relative_tolerance"] ?? ""))
      let velocity = try #require(result.velocity, "pointer \(result.pointer): no velocity")
      #expect(
        isClose(velocity.dx, vx, relative: tolerance, absoluteAtZero: 0),
        "pointer \(result.pointer): vx \(velocity.dx), expected \(vx)")
      #expect(
        isClose(velocity.dy, vy, relative: tolerance, absoluteAtZero: 0),
        "pointer \(result.pointer): vy \(velocity.dy), expected \(vy)")
    }
    return results.count
  }

  @Test func thirteenRecordedStrokes() throws {
    let checked = try check(
      events: "flutter/flutter_velocity_events.csv", expected: "flutter/flutter_velocity_expected.csv")
    #expect(checked == 13)
  }

  @Test func thirteenRecordedStrokesAreReproducedExactly() throws {
    // The README §4 reproduces these 13 values to 3.3e-13 relative in double precision:
    // they are exact algorithm outputs. With times that carry no large origin (so that
    // their Double rounding is ~1e-15 s), the port agrees to far better than 0.1 %.
    let checked = try check(
      events: "flutter/flutter_velocity_events.csv", expected: "flutter/flutter_velocity_expected.csv",
      rebased: true, tolerance: 1e-9)
    #expect(checked == 13)
  }

  @Test func interruptedStroke() throws {
    // The 48 ms gap before the 7th event ends the window: only the last 6 samples count.
    let checked = try check(
      events: "flutter/flutter_interrupted_velocity_events.csv",
      expected: "flutter/flutter_interrupted_velocity_expected.csv")
    #expect(checked == 1)
  }
}
