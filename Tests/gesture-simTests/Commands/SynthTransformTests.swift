#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import gesture_sim
import Testing

/// `synth long-press`, `edge-swipe`, `two-finger-swipe`, `pinch` and `rotate`: the same
/// rules, determinism and metadata as the other kinds (docs/cli.md, "synth").
@Suite struct SynthTransformTests {
  /// The rows (after the header) of `synth arguments`.
  static func rows(_ arguments: [String]) -> [String] {
    let out = runTool(["synth"] + arguments).out
    return Array(out.split(separator: "\n").map(String.init).drop { $0 != "t,id,phase,x,y" }.dropFirst())
  }

  /// A long press: down at --from, held 0.8 s (past UIKit's 0.5 s), lifted in place.
  @Test func aLongPressIsHeldPastHalfASecond() {
    #expect(Self.rows(["long-press", "--from", "100,100"]) == ["0.0,0,began,100.0,100.0", "0.8,0,ended,100.0,100.0"])
  }

  /// An edge swipe starts 5 pt from the left edge (inside the 13 pt zone) by default.
  @Test func anEdgeSwipeStartsAtTheLeftEdge() {
    #expect(Self.rows(["edge-swipe"]).first == "0.0,0,began,5.0,422.0")
  }

  /// A two-finger swipe: a second finger 60 pt below the first, moving in parallel.
  @Test func aTwoFingerSwipeHasTwoParallelFingers() {
    let rows = Self.rows(["two-finger-swipe"])
    #expect(rows.prefix(2) == ["0.0,0,began,100.0,422.0", "0.0,1,began,100.0,482.0"])
    #expect(rows.suffix(2) == ["0.25,0,ended,300.0,422.0", "0.25,1,ended,300.0,482.0"])
  }

  /// A pinch about the viewport's centre (195,422): 100 pt apart at the start
  /// (145 and 245), 200 at the end (95 and 295), after 0.3 s; at 60 Hz, n = 18 samples
  /// at 0.3·k/18 s, the first at 16 666 µs (whole microseconds, rounded down), where
  /// d = 100 + 100·(16666/300000) = 105.5533, so x = 195 ∓ 52.7767 → 142.22 and 247.78.
  @Test func aPinchSpreadsTheFingersSymmetrically() {
    let rows = Self.rows(["pinch"])
    #expect(rows.prefix(4) == ["0.0,0,began,145.0,422.0", "0.0,1,began,245.0,422.0", "0.016666,0,moved,142.22,422.0", "0.016666,1,moved,247.78,422.0"])
    #expect(rows.suffix(2) == ["0.3,0,ended,95.0,422.0", "0.3,1,ended,295.0,422.0"])
  }

  /// A rotation by 45° clockwise of two fingers 150 pt apart about (195,422): at the end
  /// they are at (195,422) ∓ 75·(cos 45°, sin 45°) = ∓(53.033, 53.033).
  @Test func aRotationTurnsTheFingersClockwise() {
    let rows = Self.rows(["rotate"])
    #expect(rows.prefix(2) == ["0.0,0,began,120.0,422.0", "0.0,1,began,270.0,422.0"])
    #expect(rows.suffix(2) == ["0.3,0,ended,141.97,368.97", "0.3,1,ended,248.03,475.03"])
  }

  /// The same command gives the same bytes, jitter included; the metadata records the
  /// command and every resolved parameter; other seeds give other times.
  @Test func transformsAreDeterministicAndDescribeThemselves() {
    let a = runTool(["synth", "rotate", "--jitter", "--seed", "7", "--degrees", "-30"]).out
    let b = runTool(["synth", "rotate", "--jitter", "--seed", "7", "--degrees", "-30"]).out
    let c = runTool(["synth", "rotate", "--jitter", "--seed", "8", "--degrees", "-30"]).out
    #expect(a == b)
    #expect(a != c)
    #expect(a.contains("# source: gesture-sim synth rotate --jitter --seed 7 --degrees -30\n"))
    #expect(a.contains("# parameters: kind=rotate at=195,422 distance=150,150 degrees=-30 duration=0.3 rest=0 refresh=60 jitter=0.3 seed=7\n"))
    // It reads back strictly, without warnings.
    let path = "/tmp/gesture-sim-synth-rotate-\(getpid()).csv"
    defer { unlink(path) }
    _ = runTool(["synth", "rotate", "-o", path])
    let run = runTool(["run", path, "--scene", "gestures", "--strict"])
    #expect(run.code == 0)
    #expect(run.err.isEmpty)
  }

  /// Options that do not apply are refused by name.
  @Test func optionsThatDoNotApplyAreRefused() {
    let result = runTool(["synth", "pinch", "--to", "1,1"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: '--to' does not apply to 'pinch'"))
    #expect(runTool(["synth", "tap", "--degrees", "10"]).code == 64)
    #expect(runTool(["synth", "rotate", "--distance", "0"]).code == 64)
  }
}
