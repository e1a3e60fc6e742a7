import Foundation
import ScrollPhysics
@testable import gesture_sim
import Testing

/// The third-pass laws of the release, the directional lock and the catch
/// (docs/scroll-view.md, "Laws per profile"), each vector reproduced through
/// `gesture-sim run --scene scroll-view` on a trace written here, with its hand
/// derivation beside it.
@Suite struct RunScrollViewThirdPassTests {
  /// A trace at 60 Hz, scale 3, with `settings` on its `# scroll-view:` line and
  /// `rows` as `(t, phase, x, y)`.
  static func trace(_ settings: String, _ rows: [(Double, String, Double, Double)]) -> String {
    var text = "# viewport: 390x844\n# scale: 3\n# refresh: 60\n# scroll-view: \(settings)\nt,id,phase,x,y\n"
    for (t, phase, x, y) in rows {
      text += String(format: "%.6f,0,%@,%.6f,%.6f\n", t, phase, x, y)
    }
    return text
  }

  /// Runs `text` through the scroll-view scene (json) with `arguments`.
  static func run(_ text: String, _ arguments: [String] = []) throws -> [String: Any] {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("trace.csv", text)
    let result = runTool(["run", scratch.path + "/trace.csv", "--scene", "scroll-view", "--format", "json"] + arguments)
    #expect(result.code == 0, "\(result.err)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  static func pair(_ value: Any?) -> (Double, Double)? {
    guard let array = value as? [Double], array.count == 2 else { return nil }
    return (array[0], array[1])
  }

  /// The §3.1 drag: the scroll view at x = 1000 (content 3000 wide), 60 Hz; the
  /// finger moves left one move per frame, a first 12 pt move (which begins the
  /// pan, 2 pt past the 10 pt hysteresis) and then `speeds` (pt/s), and lifts in
  /// place 4 ms after the last move.
  static func stopTestTrace(_ speeds: [Double]) -> String {
    let dt = 1.0 / 60
    var rows: [(Double, String, Double, Double)] = [(0, "began", 200, 400), (dt, "moved", 188, 400)]
    var x = 188.0
    var t = dt
    for speed in speeds {
      t += dt
      x -= speed * dt
      rows.append((t, "moved", x, 400))
    }
    rows.append((t + 0.004, "ended", x, 400))
    return trace("content=3000x844 start-offset=1000,0", rows)
  }

  @Test func aDragThatSlowsBeforeTheLiftStopsOnTheRawVelocity() throws {
    // Case A: speeds 600, 600, 600, 200, 100 pt/s. velocity(in:) = 0.2·100 +
    // 0.8·200 = 180 pt/s: 0.18² = 0.0324 < 0.0625, so no deceleration, although
    // the blend 0.75·(0.2·200 + 0.8·600) + 0.25·180 = 0.6·600 + 0.35·200 +
    // 0.05·100 = 435 pt/s would pass. The offset: 1000 + (12 − 10) + 10 + 10 +
    // 10 + 3.333 + 1.667 = 1037.
    let run = try Self.run(Self.stopTestTrace([600, 600, 600, 200, 100]))
    let release = try #require((run["releases"] as? [[String: Any]])?.first)
    #expect(Self.pair(release["velocity"]).map { $0 == (0, 0) } == true)
    #expect(Self.pair(release["targetContentOffset"]).map { $0 == (1037, 0) } == true)
    let final = try #require(run["final"] as? [String: Any])
    #expect(Self.pair(final["contentOffset"]).map { $0 == (1037, 0) } == true)
    #expect(final["rest"] as? String == "released-without-velocity")
  }

  @Test func aDragThatSpeedsUpAtTheEndDeceleratesOnTheRawVelocity() throws {
    // Case B: speeds 600, 100, 100, 1200 pt/s. velocity(in:) = 0.2·1200 + 0.8·100
    // = 320 pt/s: 0.32² = 0.1024 ≥ 0.0625, so it decelerates, with the blend
    // 0.75·100 + 0.25·320 = 155 pt/s although that alone is under 250. From
    // 1000 + 2 + 10 + 1.667 + 1.667 + 20 = 1035.333 the target is 1035.333 +
    // (0.155 − 0.01)/0.0020020027 = 1107.76 → 1107.667 (pixel), and the per-frame
    // law (first frame at the release, stop below 0.01 pt/ms) rests at 1107.667.
    let run = try Self.run(Self.stopTestTrace([600, 100, 100, 1200]))
    let release = try #require((run["releases"] as? [[String: Any]])?.first)
    let velocity = try #require(Self.pair(release["velocity"]))
    #expect(abs(velocity.0 - 0.155) < 1e-6 && velocity.1 == 0)
    let target = try #require(Self.pair(release["targetContentOffset"]))
    #expect(abs(target.0 - 1107.666667) < 1e-6)
    let final = try #require(run["final"] as? [String: Any])
    let rest = try #require(Self.pair(final["contentOffset"]))
    #expect(abs(rest.0 - 1107.666667) < 1e-6)
    #expect(final["rest"] as? String == "deceleration-ended")
  }

  @Test func aPanReleasedAtItsBeganUpdateReleasesAtThatMovesSpeed() throws {
    // velocity(in:) after one move is that move's speed alone (§2.1), and the
    // scroll view skips the 0.75/0.25 blend when the previous update's value is
    // zero (§3.1), as it is for a pan whose only update is `.began`. A touch at
    // x = 200 moves 15 pt left in one 16.667 ms frame (900 pt/s): the pan begins
    // (5 pt past the hysteresis, offset 1005) and the finger lifts 4 ms later.
    // The release is 0.9 pt/ms (not 0.05·900 = 45 pt/s, the three-pair formula
    // with two pairs missing); the target is 1005 + (0.9 − 0.01)/0.0020020027 =
    // 1449.56 → 1449.667 (pixel).
    let dt = 1.0 / 60
    let text = Self.trace(
      "content=3000x844 start-offset=1000,0",
      [(0, "began", 200, 400), (dt, "moved", 185, 400), (dt + 0.004, "ended", 185, 400)])
    let run = try Self.run(text)
    let release = try #require((run["releases"] as? [[String: Any]])?.first)
    let velocity = try #require(Self.pair(release["velocity"]))
    #expect(abs(velocity.0 - 0.9) < 1e-3 && velocity.1 == 0)
    let target = try #require(Self.pair(release["targetContentOffset"]))
    #expect(abs(target.0 - 1449.666667) < 1e-6)
  }

  // MARK: - Directional lock (§6, third pass)

  /// The §6 drag: the lock on, both axes scroll (content 3000 × 3000, offset
  /// (1000, 1000) at the touch-down); the finger makes 8 moves of 4 pt, up and to
  /// the left at `degrees` from the x axis, one per 60 Hz frame, then (after
  /// `pause` seconds without moving) the moves of `then`, and lifts in place 4 ms
  /// after the last move. Each move is 240 pt/s, under the 250 pt/s stop test:
  /// the content rests where the drag left it.
  static func lockTrace(_ degrees: Double, pause: Double = 0, then: [Double] = []) -> String {
    let dt = 1.0 / 60
    var rows: [(Double, String, Double, Double)] = [(0, "began", 300, 600)]
    var (x, y, t) = (300.0, 600.0, 0.0)
    for (k, angle) in (Array(repeating: degrees, count: 8) + then).enumerated() {
      let radians = angle * Double.pi / 180
      t += dt + (k == 8 ? pause : 0)
      x -= 4 * cos(radians)
      y -= 4 * sin(radians)
      rows.append((t, "moved", x, y))
    }
    rows.append((t + 0.004, "ended", x, y))
    return trace("content=3000x3000 start-offset=1000,1000 directional-lock=true", rows)
  }

  static func rest(_ text: String) throws -> (Double, Double) {
    let run = try Self.run(text)
    return try #require(Self.pair((run["final"] as? [String: Any])?["contentOffset"]))
  }

  @Test func aDragAt15DegreesLocksX() throws {
    // atan(|dy/dx|) = 15° ≤ 20° at the first move: x locks, y gets nothing. The
    // x movement is 8·4·cos 15° = 30.91 pt; the pan begins at the third move
    // (|tx| = 11.59 ≥ 10) and trails by the 10 pt hysteresis: 1000 + 20.91 =
    // 1020.91 → 1021.0 (pixel).
    let rest = try Self.rest(Self.lockTrace(15))
    #expect(rest == (1021, 1000))
  }

  @Test func aDragAt30DegreesLeavesBothAxesFree() throws {
    // 30° is between 20° and 70°: no lock. Moves of (3.464, 2.0): the pan
    // begins at the third move, tx = 10.39 ≥ 10, with its translation (0.39, 0)
    // (each component 10 pt toward 0, not past it). At the end tx = 27.71 and
    // ty = 16: x = 1000 + 27.71 − 10 = 1017.71 → 1017.667, y = 1000 + 16 − 6 =
    // 1010.0. (Deciding on the hysteresis-reduced translation (0.39, 0) would lock
    // x and lose the 10 pt of y.)
    let rest = try Self.rest(Self.lockTrace(30))
    #expect(abs(rest.0 - 1017.666667) < 1e-6)
    #expect(rest.1 == 1010)
    // The pan begins at the third move (3/60 s) with (−10.39, −6) reduced per axis to
    // (−0.39, 0): the finger moves up and left.
    let began = try #require(
      Self.records(Self.lockTrace(30)).first { $0["type"] as? String == "gesture" && $0["state"] as? String == "began" })
    #expect(began["t"] as? Double == 0.05)
    let translation = try #require(Self.pair(began["translation"]))
    #expect(abs(translation.0 - (3 * 4 * cos(Double.pi / 6) - 10) * -1) < 1e-6 && translation.1 == 0)
  }

  @Test func aDragAt75DegreesLocksY() throws {
    // 75° ≥ 70°: y locks. The mirror of 15°: y = 1000 + 30.91 − 10 → 1021.0.
    let rest = try Self.rest(Self.lockTrace(75))
    #expect(rest == (1000, 1021))
  }

  @Test func theLockIsDecidedAgainOnlyAfterAPause() throws {
    // 15° locks x. Four more moves at 80° (4 pt each, y: 15.76 pt) straight on:
    // the pan has begun and the moves come 16.7 ms apart, so the lock stays x
    // and y stays 1000 (x gains 4·4·cos 80° = 2.78 pt: 1020.91 + 2.78 = 1023.69
    // → 1023.667).
    let straight = try Self.rest(Self.lockTrace(15, then: [80, 80, 80, 80]))
    #expect(abs(straight.0 - 1023.666667) < 1e-6 && straight.1 == 1000)
    // The same after a 0.7 s pause (≥ 0.6 s since the previous touch sample):
    // the first 80° move decides again and locks y. x stays at 1020.91 → 1021.0;
    // y continues from 1000 with the four moves, 15.76 pt: 1015.76 → 1015.667.
    let paused = try Self.rest(Self.lockTrace(15, pause: 0.7, then: [80, 80, 80, 80]))
    #expect(paused.0 == 1021)
    #expect(abs(paused.1 - 1015.666667) < 1e-6)
  }

  // MARK: - The catch (§8, third pass)

  /// A list (390 × 5000 at y = 1000) flung up at 1500 pt/s (six 25 pt moves at
  /// 60 Hz, lifted 4 ms later), then a second finger down on the content at
  /// 0.5 s, while it decelerates, followed by `rows` of that finger; the records
  /// as JSON lines.
  static func catchRecords(_ rows: [(Double, String, Double, Double)]) throws -> [[String: Any]] {
    let dt = 1.0 / 60
    var text = "# viewport: 390x844\n# scale: 3\n# refresh: 60\n# scroll-view: content=390x5000 start-offset=0,1000\n"
    text += "t,id,phase,x,y\n0.000000,0,began,200,700\n"
    var t = 0.0
    for k in 1...6 {
      t += dt
      text += String(format: "%.6f,0,moved,200,%.1f\n", t, 700 - 25 * Double(k))
    }
    text += String(format: "%.6f,0,ended,200,550\n", t + 0.004)
    text += "0.500000,1,began,100,400\n"
    for (time, phase, x, y) in rows { text += String(format: "%.6f,1,%@,%.6f,%.6f\n", time, phase, x, y) }
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("trace.csv", text)
    let result = runTool(["run", scratch.path + "/trace.csv", "--scene", "scroll-view", "--format", "jsonl"])
    #expect(result.code == 0, "\(result.err)")
    return result.out.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func aTapDuringADecelerationOnlyStopsTheScroll() throws {
    let records = try Self.catchRecords([(0.58, "ended", 100, 400)])
    func time(_ r: [String: Any]) -> Double { r["t"] as? Double ?? -1 }
    // Where the deceleration was when the finger came down: the last scroll before it.
    let caught = try #require(
      records.last { $0["name"] as? String == "scrollViewDidScroll" && time($0) < 0.5 }.flatMap { Self.pair($0["contentOffset"]) })
    // The pan begins at the touch-down (UIScrollViewPanGestureRecognizer
    // -_beginScrollWithEvent: sets .began when the scroll view tracks immediately
    // while decelerating), with translation and velocity (0, 0).
    let began = try #require(records.first { $0["type"] as? String == "gesture" && $0["state"] as? String == "began" && time($0) == 0.5 })
    #expect(began["recognizer"] as? String == "pan")
    #expect(Self.pair(began["translation"]).map { $0 == (0, 0) } == true)
    #expect(Self.pair(began["velocity"]).map { $0 == (0, 0) } == true)
    // The content's tap fails: the scroll view's pan has begun on its touch.
    #expect(!records.contains { $0["type"] as? String == "gesture" && $0["recognizer"] as? String == "tap" })
    // The callbacks: the deceleration ends and a drag begins at the touch-down
    // (the order is the model's; unverified, docs/scroll-view.md); the lift
    // without movement releases at (0, 0): no deceleration, the content stays
    // where it was caught.
    let callbacks = records.filter { $0["type"] as? String == "callback" && time($0) >= 0.5 }
    #expect(callbacks.map { $0["name"] as? String ?? "" } == [
      "scrollViewDidEndDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
    ])
    #expect(Self.pair(callbacks[2]["velocity"]).map { $0 == (0, 0) } == true)
    #expect(Self.pair(callbacks[2]["targetContentOffset"]).map { $0 == caught } == true)
    #expect(callbacks[3]["willDecelerate"] as? Bool == false)
  }

  /// The JSON-lines records of `text` run through the scroll-view scene.
  static func records(_ text: String) -> [[String: Any]] {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("trace.csv", text)
    let result = runTool(["run", scratch.path + "/trace.csv", "--scene", "scroll-view", "--format", "jsonl"])
    #expect(result.code == 0, "\(result.err)")
    return result.out.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// A flick of finger 0 from `start` by six moves of `step` (one per 60 Hz frame,
  /// 1500 pt/s for 25 pt), lifted in place 4 ms later; then finger 1 touches
  /// down at `touch` and lifts at `lift` without moving: a catch and a lift
  /// without movement.
  static func flickThenHold(_ settings: String, start: Point, step: Vector, touch: Double, lift: Double) -> String {
    let dt = 1.0 / 60
    var rows: [(Double, String, Double, Double)] = [(0, "began", start.x, start.y)]
    var t = 0.0
    for k in 1...6 {
      t += dt
      rows.append((t, "moved", start.x + step.dx * Double(k), start.y + step.dy * Double(k)))
    }
    rows.append((t + 0.004, "ended", start.x + step.dx * 6, start.y + step.dy * 6))
    var text = trace(settings, rows)
    text += String(format: "%.6f,1,began,100,400\n%.6f,1,ended,100,400\n", touch, lift)
    return text
  }

  /// The callbacks after `time`, the pan's `began` at `time`, and the offset the last
  /// `scrollViewDidScroll` before `time` showed: what a catch at `time` sees.
  static func caught(_ records: [[String: Any]], at time: Double) throws
    -> (callbacks: [[String: Any]], began: [String: Any], offset: (Double, Double))
  {
    func t(_ r: [String: Any]) -> Double { r["t"] as? Double ?? -1 }
    let offset = try #require(
      records.last { $0["name"] as? String == "scrollViewDidScroll" && t($0) < time }.flatMap { pair($0["contentOffset"]) })
    let began = try #require(records.first { $0["type"] as? String == "gesture" && $0["state"] as? String == "began" && t($0) == time })
    return (records.filter { $0["type"] as? String == "callback" && t($0) >= time }, began, offset)
  }

  @Test func aBounceUnderUIKitsEdgeLawIsCaughtAndReturnsToTheEdge() throws {
    // A list (390 × 5000) at y = 300 flicked down at 1500 pt/s (the content moves toward 0)
    // crosses the top edge and bounces by UIKit's law outside the range (§7); a finger
    // comes down at 0.4 s while the content is still above the top, and lifts 80 ms later
    // without moving. The catch (§8) applies to the bounce as to any deceleration: the pan
    // begins at the touch-down with translation and velocity (0, 0), the content stays
    // where the last frame left it until the lift, and the lift releases at (0, 0) while
    // overscrolled: the rubber-banded release skips the stop test (§3.1) and the content
    // returns to the edge, DidEndDecelerating at 0.
    let records = Self.records(
      Self.flickThenHold(
        "content=390x5000 start-offset=0,300", start: Point(x: 200, y: 300), step: Vector(dx: 0, dy: 25), touch: 0.4,
        lift: 0.48))
    let catch_ = try Self.caught(records, at: 0.4)
    #expect(catch_.offset.1 < 0, "the catch comes while the content is past the top: \(catch_.offset)")
    #expect(catch_.began["recognizer"] as? String == "pan")
    #expect(Self.pair(catch_.began["translation"]).map { $0 == (0, 0) } == true)
    #expect(Self.pair(catch_.began["velocity"]).map { $0 == (0, 0) } == true)
    let names = catch_.callbacks.map { $0["name"] as? String ?? "" }
    #expect(Array(names.prefix(5)) == [
      "scrollViewDidEndDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
      "scrollViewWillBeginDecelerating",
    ])
    #expect(Self.pair(catch_.callbacks[2]["velocity"]).map { $0 == (0, 0) } == true)
    // The proposed target of an overscrolled release is its offset clamped to the range: the edge.
    #expect(Self.pair(catch_.callbacks[2]["targetContentOffset"]).map { $0 == (0, 0) } == true)
    #expect(catch_.callbacks[3]["willDecelerate"] as? Bool == true)
    // Nothing moved between the touch-down and the lift; from there, back to the edge.
    let scrolls = catch_.callbacks.filter { $0["name"] as? String == "scrollViewDidScroll" }.compactMap { Self.pair($0["contentOffset"])?.1 }
    #expect(!catch_.callbacks.contains { $0["name"] as? String == "scrollViewDidScroll" && ($0["t"] as? Double ?? 0) < 0.48 })
    #expect(scrolls.first.map { $0 > catch_.offset.1 } == true)
    #expect(zip(scrolls, scrolls.dropFirst()).allSatisfy { $0 <= $1 }, "\(scrolls)")
    #expect(scrolls.last == 0)
    #expect(names.last == "scrollViewDidEndDecelerating")
  }

  @Test func aPagingSettleIsCaughtAndALiftWithoutMovementTakesTheNearestPage() throws {
    // A pager (1170 × 844, 390 pt pages) flicked left at 1500 pt/s from 0: the release at
    // 140 (1.5 pt/ms > 0.3 pt/ms) targets page 1, 390, and settles by the per-millisecond
    // spring (§4.3). A finger comes down at 0.125 s, after the frame that showed the settle
    // below 195 pt (166.67 at 0.1167 s: 140 plus the first two frames of the settle), and
    // lifts 80 ms later without moving. The catch (§8) applies to the settle: the pan
    // begins at the touch-down with (0, 0), the settle stops where it was shown, and the
    // lift releases at velocity 0, so the paging rule (§4.1) takes the nearest page,
    // floor(p + 0.5) with p = 166.67/390 = 0.427: page 0. The caught settle toward 390 is
    // not resumed; the view settles back to 0 (willDecelerate true: 166.67 is off a page).
    let records = Self.records(
      Self.flickThenHold(
        "content=1170x844 paging=true", start: Point(x: 300, y: 400), step: Vector(dx: -25, dy: 0), touch: 0.125, lift: 0.205))
    func t(_ r: [String: Any]) -> Double { r["t"] as? Double ?? -1 }
    let first = try #require(records.first { $0["name"] as? String == "scrollViewWillEndDragging" })
    #expect(Self.pair(first["targetContentOffset"]).map { $0 == (390, 0) } == true)
    let catch_ = try Self.caught(records, at: 0.125)
    let p = catch_.offset.0 / 390
    #expect(p > 0.25 && p < 0.5, "caught at \(catch_.offset.0), on the way to 390")
    #expect(Self.pair(catch_.began["translation"]).map { $0 == (0, 0) } == true)
    let names = catch_.callbacks.map { $0["name"] as? String ?? "" }
    #expect(Array(names.prefix(5)) == [
      "scrollViewDidEndDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
      "scrollViewWillBeginDecelerating",
    ])
    #expect(Self.pair(catch_.callbacks[2]["velocity"]).map { $0 == (0, 0) } == true)
    #expect(Self.pair(catch_.callbacks[2]["targetContentOffset"]).map { $0 == ((p + 0.5).rounded(.down) * 390, 0) } == true)
    #expect(catch_.callbacks[3]["willDecelerate"] as? Bool == true)
    #expect(!catch_.callbacks.contains { $0["name"] as? String == "scrollViewDidScroll" && t($0) < 0.205 })
    #expect(names.last == "scrollViewDidEndDecelerating")
    let last = try #require(catch_.callbacks.last { $0["name"] as? String == "scrollViewDidScroll" })
    #expect(Self.pair(last["contentOffset"]).map { $0 == (0, 0) } == true)
  }

  @Test func aCaughtScrollMovesOnlyPastTheHysteresis() throws {
    // After the catch, a 4 pt move reads translation 0 (no scroll); at 15 pt the
    // hysteresis is removed (per axis, 10 pt toward 0): the content moves 5 pt
    // (the finger moves up: the offset grows). (The release that follows is not
    // asserted: what UIKit blends after the caught updates is unverified,
    // docs/scroll-view.md, "The catch".)
    let records = try Self.catchRecords([
      (0.516667, "moved", 100, 396), (0.533333, "moved", 100, 385), (0.537333, "ended", 100, 385),
    ])
    func time(_ r: [String: Any]) -> Double { r["t"] as? Double ?? -1 }
    let caught = try #require(
      records.last { $0["name"] as? String == "scrollViewDidScroll" && time($0) < 0.5 }.flatMap { Self.pair($0["contentOffset"]) })
    let scrolls = records.filter { $0["name"] as? String == "scrollViewDidScroll" && time($0) > 0.5 && time($0) < 0.534 }
    #expect(scrolls.count == 1)
    #expect(scrolls.first.flatMap { Self.pair($0["contentOffset"]) }.map { $0 == (0, caught.1 + 5) } == true)
  }
}
