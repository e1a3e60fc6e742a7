import Foundation
import Gestures
@testable import gesture_sim
import ScrollPhysics
import Testing

/// Runs `synth` and reads its output back with the trace reader, which must not warn.
private func synthesize(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> (text: String, reader: TraceReader<MemoryByteSource>, events: [TouchEvent]) {
  let result = runTool(["synth"] + arguments)
  #expect(result.code == 0, "stderr: \(result.err)", sourceLocation: sourceLocation)
  #expect(result.err.isEmpty, sourceLocation: sourceLocation)
  var reader = try TraceReader(text: result.out, path: "synth.csv")
  let events = try reader.readAll()
  #expect(reader.takeWarnings().isEmpty, "the reader warned", sourceLocation: sourceLocation)
  return (result.out, reader, events)
}

@Suite struct SynthCommandTests {
  @Test func aDefaultFlickIsSampledAtTheRefreshRateAtConstantSpeed() throws {
    // flick: 100,422 → 300,422 at 1500 pt/s: T = 200/1500 = 0.133333 s (whole microseconds), n = ⌈T·60⌉ = ⌈7.99998⌉ = 8
    // samples at T·k/8; the eighth is the lift. 9 events: began, 7 moves, ended.
    let (text, reader, events) = try synthesize(["flick"])
    #expect(events.count == 9)
    #expect(events.first?.touches == [Touch(id: 0, phase: .began, location: Point(x: 100, y: 422))])
    #expect(events.first?.time == 0)
    #expect(events.last?.touches == [Touch(id: 0, phase: .ended, location: Point(x: 300, y: 422))])
    #expect(events.last?.time == 0.133333)
    for event in events.dropFirst().dropLast() {
      let touch = try #require(event.touches.first)
      #expect(touch.phase == .moved)
      // x = 100 + (200/0.133333)·t, to the 0.01-pt grid.
      #expect(abs(touch.location.x - (100 + 200 / 0.133333 * event.time)) <= 0.005 + 1e-9)
      #expect(touch.location.y == 422)
    }
    // Metadata: the screen, the exact command and the resolved parameters.
    #expect(reader.metadata.viewport == Size(width: 390, height: 844))
    #expect(reader.metadata.scale == 3)
    #expect(reader.metadata.refresh == 60)
    #expect(reader.metadata.source == "gesture-sim synth flick")
    #expect(text.contains("\n# parameters: kind=flick from=100,422 to=300,422 duration=0.133333 velocity=1500.00375 rest=0 refresh=60 jitter=0\n"))
    #expect(text.contains("\nt,id,phase,x,y\n"))
  }

  /// The help says what the spacing is: a 0.05 s move at 60 Hz is n = ⌈0.05·60⌉ = 3
  /// samples 1/60 s apart, but a 0.06 s move is n = ⌈3.6⌉ = 4 samples 0.015 s apart,
  /// not 1/60 s (the help used to say "sampled at --refresh Hz").
  @Test func theHelpStatesTheSampleSpacing() throws {
    let help = runTool(["synth", "--help"]).out
    #expect(!help.contains("sampled at --refresh Hz"))
    #expect(help.contains("n = ⌈T·refresh⌉ times, evenly: every T/n seconds"))
    let events = try synthesize(["drag", "--duration", "0.06", "--refresh", "60"]).events
    let times = events.map(\.time)
    #expect(times == [0, 0.015, 0.03, 0.045, 0.06])
  }

  @Test func aSwipeRestsBeforeLifting() throws {
    // swipe: 800 pt/s over 200 pt = 0.25 s, then a 0.1 s rest: the lift at 0.35 s where the finger stopped.
    let (_, _, events) = try synthesize(["swipe"])
    let last = try #require(events.last)
    #expect(last.time == 0.35)
    #expect(last.touches == [Touch(id: 0, phase: .ended, location: Point(x: 300, y: 422))])
    let beforeLift = events[events.count - 2]
    #expect(beforeLift.time == 0.25)
    #expect(beforeLift.touches.first?.location == Point(x: 300, y: 422))
  }

  @Test func aDragWithADurationMovesAlongItsDirection() throws {
    // 50,100 → 50,500 (straight down, 90°) in 1 s at 120 Hz: 120 samples, 400 pt/s; at t = 0.5: y = 300.
    let (text, _, events) = try synthesize(["drag", "--from", "50,100", "--to", "50,500", "--duration", "1", "--refresh", "120"])
    #expect(events.count == 121)
    #expect(events[60].time == 0.5)
    #expect(events[60].touches.first?.location == Point(x: 50, y: 300))
    #expect(events.last?.touches.first?.location == Point(x: 50, y: 500))
    #expect(text.contains("# refresh: 120\n"))
    #expect(text.contains("# source: gesture-sim synth drag --from 50,100 --to 50,500 --duration 1 --refresh 120\n"))
    // A diagonal reaches its end point too (to the 0.01-pt grid).
    let (_, _, diagonal) = try synthesize(["drag", "--from", "10,20", "--to", "310,420", "--velocity", "250"])
    #expect(diagonal.last?.touches.first?.location == Point(x: 310, y: 420))
    #expect(diagonal.last?.time == 2)  // 500 pt at 250 pt/s
  }

  @Test func tapsAndDoubleTapsUseHammersTiming() throws {
    // GESTURES.md §6 (lyft/Hammer): tap lift delay 0.05 s, multi-tap interval 0.15 s; default at the viewport's centre.
    let (_, _, tap) = try synthesize(["tap"])
    #expect(tap.map(\.time) == [0, 0.05])
    #expect(tap.map { $0.touches[0].phase } == [.began, .ended])
    #expect(tap.allSatisfy { $0.touches[0].location == Point(x: 195, y: 422) })
    let (_, _, double) = try synthesize(["double-tap", "--from", "30,60", "--interval", "0.2", "--duration", "0.04"])
    #expect(double.map(\.time) == [0, 0.04, 0.24, 0.28])
    #expect(double.map { $0.touches[0].phase } == [.began, .ended, .began, .ended])
  }

  @Test func jitterIsSeededAndDeterministic() throws {
    let (a, _, jittered) = try synthesize(["flick", "--jitter", "--seed", "7"])
    let (b, _, _) = try synthesize(["flick", "--jitter", "--seed", "7"])
    let (c, _, _) = try synthesize(["flick", "--jitter", "--seed", "8"])
    let (plain, _, regular) = try synthesize(["flick"])
    #expect(a == b)
    #expect(a != c)
    #expect(a != plain)
    // Same events, same end points; interior times moved by at most 0.3 of the 16.67-ms spacing (5 ms).
    #expect(jittered.count == regular.count)
    for (j, r) in zip(jittered, regular) {
      #expect(abs(j.time - r.time) <= 0.3 * 0.133333 / 8 + 1e-6)
    }
    #expect(jittered.last?.time == regular.last?.time)
    #expect(a.contains("jitter=0.3 seed=7\n"))
    // Times still strictly increase.
    #expect(zip(jittered, jittered.dropFirst()).allSatisfy { $0.time < $1.time })
  }

  @Test func theSynthesizedFlickOpensTheSideMenu() throws {
    // A 1500 pt/s flick to the right is a fast swipe: the menu opens (as traces/fastswipe.csv, issue 4).
    let path = try temporaryFile(runTool(["synth", "flick"]).out)
    let object = try #require(JSONSerialization.jsonObject(with: Data(runTool(["run", "--format", "json", path]).out.utf8)) as? [String: Any])
    let final = try #require(object["final"] as? [String: Any])
    #expect(final["contentOffsetX"] as? Double == 0)
    #expect(final["showingMenu"] as? Bool == true)
  }

  @Test func outputCanGoToAFile() throws {
    let path = try temporaryFile("", name: "out.csv")
    let result = runTool(["synth", "tap", "-o", path])
    #expect(result.code == 0)
    #expect(result.out.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("# source: gesture-sim synth tap -o "))
    #expect(written.hasSuffix("0.05,0,ended,195.0,422.0\n"))
  }

  @Test func anOutputFileThatCannotBeCreatedExits73() {
    let result = runTool(["synth", "tap", "-o", "/nonexistent-directory/trace.csv"])
    #expect(result.code == 73)
    #expect(result.err.hasPrefix("/nonexistent-directory/trace.csv: error: cannot create the output file"))
  }

  @Test func badArgumentsAreUsageErrors() {
    let command = "gesture-sim synth"
    expectUsageError(["synth"], "Missing expected argument '<kind>'", command: command)
    expectUsageError(["synth", "flik"], "The value 'flik' is invalid for '<kind>'. Expected one of: tap, double-tap, drag, flick, swipe, long-press, edge-swipe, two-finger-swipe, pinch, rotate. Did you mean 'flick'?", command: command)
    expectUsageError(["synth", "tap", "--to", "1,2"], "'--to' does not apply to 'tap'", command: command)
    expectUsageError(["synth", "tap", "--interval", "0.1"], "'--interval' does not apply to 'tap'", command: command)
    expectUsageError(["synth", "drag", "--interval", "0.1"], "'--interval' does not apply to 'drag'", command: command)
    expectUsageError(["synth", "double-tap", "--rest", "0.1"], "'--rest' does not apply to 'double-tap'", command: command)
    expectUsageError(["synth", "drag", "--velocity", "100", "--duration", "1"], "'--duration' cannot be used with '--velocity'", command: command)
    expectUsageError(["synth", "drag", "--from", "500,10"], "The value '500,10' is invalid for '--from <x,y>': expected a point x,y inside the 390x844 viewport", command: command)
    expectUsageError(["synth", "drag", "--to", "10"], "The value '10' is invalid for '--to <x,y>'", command: command)
    expectUsageError(["synth", "drag", "--from", "10,10", "--to", "10,10"], "'--from' and '--to' are the same point", command: command)
    expectUsageError(["synth", "flick", "--velocity", "100000"], "A stroke of 200 pt at 100000 pt/s lasts 0.002 s; it must last 0.01…5 s", command: command)
    expectUsageError(["synth", "drag", "--velocity", "0"], "The value '0' is invalid for '--velocity <v>'", command: command)
    expectUsageError(["synth", "swipe", "--rest", "6"], "The value '6' is invalid for '--rest <s>'", command: command)
    expectUsageError(["synth", "tap", "--duration", "0.001"], "The value '0.001' is invalid for '--duration <s>'", command: command)
    expectUsageError(["synth", "tap", "--seed", "-1"], "The value '-1' is invalid for '--seed <n>'", command: command)
    expectUsageError(["synth", "tap", "--refresh", "90"], "The value '90' is invalid for '--refresh <hz>'", command: command)
    expectUsageError(["synth", "tap", "--viewport", "0x10"], "The value '0x10' is invalid for '--viewport <WxH>'", command: command)
    expectUsageError(["synth", "tap", "--jiter"], "Unknown option '--jiter'. Did you mean '--jitter'?", command: command)
  }
}
