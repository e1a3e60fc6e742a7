import Gestures
import ScrollPhysics
import Testing

/// Android's LSQ2 `VelocityTracker` conformance (conformance/velocity/README.md §3,
/// Android): a fresh tracker per expectation, every event added through
/// `AndroidVelocityTrackerDriver`, the velocity read once after the last event.
/// Values within 0.1 % relative (absolute 1e-3 where the expected value is 0), `none`
/// rows must give no velocity. IMPULSE rows are not run: the README §4 finds most of
/// them stale (produced by the pre-2017 IMPULSE variant) and gesture-sim has no
/// IMPULSE estimator.
@Suite(
  "Android LSQ2 velocity conformance",
  .enabled(if: VelocityConformanceData.isAvailable, VelocityConformanceData.absenceMessage))
struct AndroidVelocityConformanceTests {
  /// Every test's motion events, in order.
  func motionEvents() throws -> [String: [AndroidVelocityTrackerDriver.MotionEvent]] {
    let rows = try #require(VelocityConformanceData.table("android/android_motion_events.csv")).records
    var events: [String: [AndroidVelocityTrackerDriver.MotionEvent]] = [:]
    var lastIndex: [String: Int] = [:]
    for row in rows {
      let test = try #require(row["test"])
      let index = try #require(Int(row["event_index"] ?? ""))
      let nanoseconds = try #require(Int(row["time_ns"] ?? ""))
      let action = try #require(AndroidVelocityTrackerDriver.Action(row["action"] ?? ""))
      let pointer = AndroidVelocityTrackerDriver.PointerSample(
        id: try #require(Int(row["pointer_id"] ?? "")),
        position: Point(x: try #require(Double(row["x"] ?? "")), y: try #require(Double(row["y"] ?? ""))),
        isResampled: row["is_resampled"] == "1")
      if lastIndex[test] == index {
        events[test]![events[test]!.count - 1].pointers.append(pointer)
      } else {
        events[test, default: []].append(
          .init(time: Double(nanoseconds) / 1_000_000_000, action: action, pointers: [pointer]))
        lastIndex[test] = index
      }
    }
    return events
  }

  /// A fresh driver fed every event of `test`.
  func replay(_ events: [AndroidVelocityTrackerDriver.MotionEvent]) -> AndroidVelocityTrackerDriver {
    var driver = AndroidVelocityTrackerDriver()
    for event in events { driver.add(event) }
    return driver
  }

  @Test func lsq2AndDefaultExpectations() throws {
    let events = try motionEvents()
    let expectations = try #require(VelocityConformanceData.table("android/android_expected_velocity.csv")).records
    var values = 0
    var nones = 0
    var skippedImpulse = 0
    for row in expectations {
      let test = try #require(row["test"])
      switch row["strategy"] {
      case "DEFAULT", "LSQ2": break
      case "IMPULSE":
        skippedImpulse += 1
        continue
      default:
        Issue.record("\(test): unknown strategy \(row["strategy"] ?? "nil")")
        continue
      }
      let pointer = try #require(Int(row["pointer_id"] ?? ""))
      let axis = try #require(row["axis"])
      let testEvents = try #require(events[test], "\(test): no motion events")
      let velocity = replay(testEvents).velocity(pointer: pointer)
      let component = velocity.map { axis == "X" ? $0.dx : $0.dy }
      if row["kind"] == "none" {
        nones += 1
        #expect(component == nil, "\(test) \(axis) pointer \(pointer): expected no velocity")
      } else {
        values += 1
        let expected = try #require(Double(row["expected_velocity_units_per_s"] ?? ""))
        let actual = try #require(component, "\(test) \(axis) pointer \(pointer): no velocity")
        #expect(
          isClose(actual, expected, relative: 0.001, absoluteAtZero: 1e-3),
          "\(test) \(axis) pointer \(pointer): \(actual), expected \(expected)")
      }
    }
    // README §4: 34 LSQ2/DEFAULT value expectations and 5 LSQ2 `none` rows; 39 IMPULSE.
    #expect(values == 34)
    #expect(nones == 5)
    #expect(skippedImpulse == 39)
  }

  @Test func lsq2Coefficients() throws {
    let events = try motionEvents()
    let cases = try #require(VelocityConformanceData.table("android/android_lsq2_coefficients_expected.csv")).records
    for row in cases {
      let test = try #require(row["test"])
      let expected = [
        try #require(Double(row["c0"] ?? "")),
        try #require(Double(row["c1_per_s"] ?? "")),
        try #require(Double(row["c2_per_s2"] ?? "")),
      ]
      let tolerance = try #require(Double(row["relative_tolerance"] ?? ""))
      let driver = replay(try #require(events[test], "\(test): no motion events"))
      let fit = try #require(driver.estimators[0]?.fit(), "\(test): no fit")
      #expect(fit.degree == 2)
      for (axis, coefficients) in [("x", fit.x), ("y", fit.y)] {
        for (k, (actual, wanted)) in zip(coefficients, expected).enumerated() {
          #expect(
            isClose(actual, wanted, relative: tolerance, absoluteAtZero: 1e-6),
            "\(test) \(axis) c\(k): \(actual), expected \(wanted)")
        }
      }
    }
    #expect(cases.count == 5)
  }
}
