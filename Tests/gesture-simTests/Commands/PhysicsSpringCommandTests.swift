import Foundation
@testable import gesture_sim
import Testing

@Suite struct PhysicsSpringCommandTests {
  @Test func whereUIKitsSolveBreaksDownTheFallbackSpringIsPrinted() throws {
    // ζ = 1 with v = 5/d = 5: UIKit's first Newton step divides by f′ = d²·(v − ω)·e^(−ωd) = 0 at the start ω = 5.
    // The library takes the root above ω = v, where the spring settles monotonically: (ωd − 4)·e^(−ωd) = 0.001 at
    // ωd = 8.386224 (SpringParametersUIViewBreakdownTests), so k = 70.32875, c = 16.77245, and at t = d the
    // animation has ended: progress 1.
    let result = runTool(["physics", "spring", "--duration", "1", "--damping-ratio", "1", "--velocity", "5", "--at", "1", "--json"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let stiffness = try #require(object["stiffness"] as? Double)
    let damping = try #require(object["damping"] as? Double)
    #expect(abs(stiffness - 70.32875) < 1e-4)
    #expect(abs(damping - 16.77245) < 1e-4)
    let samples = try #require(object["samples"] as? [[String: Any]])
    #expect(samples.first?["progress"] as? Double == 1)
  }

  @Test func theUIViewFormReproducesFramersCheckValue() throws {
    // UIKIT.md §2.2, framer/SpringsExample: d = 3, ζ = 0.25, v = 0 → stiffness 54.83363359078326,
    // damping 3.702486785620688, mass 1.
    let object = try jsonObject(runTool(["physics", "spring", "--duration", "3", "--damping-ratio", "0.25", "--velocity", "0", "--json"]).out)
    #expect(object["mass"] as? Double == 1)
    #expect(abs((object["stiffness"] as? Double ?? 0) - 54.83363359078326) < 1e-9)
    #expect(abs((object["damping"] as? Double ?? 0) - 3.702486785620688) < 1e-9)
    // The closed form for v = 0 agrees to 1e−4: ω = −ln(ε·√(1−ζ²)/ζ)/(ζ·d) = −ln(0.001·0.9682458/0.25)/0.75
    // = 5.553759/0.75 = 7.405012, k = ω² = 54.834.
    #expect(abs((object["stiffness"] as? Double ?? 0) - 54.834) < 1e-2)
  }

  @Test func theUIViewAnimationEndsAtItsDurationWithTheTarget() throws {
    // UIKIT.md §2.3: p = 0 at t = 0, p = 1 exactly from the duration on; an under-damped spring overshoots before.
    let object = try jsonObject(runTool(["physics", "spring", "--duration", "0.5", "--damping-ratio", "0.5", "--at", "0,0.5,0.7", "--json"]).out)
    let samples = try jsonSamples(object)
    #expect(samples[0] == ["t": 0, "progress": 0])
    #expect(samples[1] == ["t": 0.5, "progress": 1])
    #expect(samples[2] == ["t": 0.7, "progress": 1])
    // With ζ = 1 the spring is critically damped: c = 2ζω = 2√k.
    let critical = try jsonObject(runTool(["physics", "spring", "--duration", "0.5", "--damping-ratio", "1", "--json"]).out)
    let k = try #require(critical["stiffness"] as? Double), c = try #require(critical["damping"] as? Double)
    #expect(abs(c - 2 * k.squareRoot()) < 1e-9 * c)
  }

  @Test func theResponseFormIsSwiftUIs() throws {
    // UIKIT.md §2.4: k = (2π/R)², c = 4πζ/R; R = 1, ζ = 0.8 → k = 39.478418, c = 10.053096.
    // PHYSICS.md §9 (b3ll/Motion): response 1.0, 0 → 10 after 0.5 s → 9.223 (ζ 0.8) and 8.210 (ζ 1).
    // Critical by hand: 1 − (1 + ωt)e^(−ωt) with ωt = 2π·0.5 = π: 1 − 4.1415927·0.0432139 = 0.821026.
    let object = try jsonObject(runTool(["physics", "spring", "--response", "1", "--damping-ratio", "0.8", "--at", "0.5", "--json"]).out)
    #expect(abs((object["stiffness"] as? Double ?? 0) - 39.478418) < 1e-6)
    #expect(abs((object["damping"] as? Double ?? 0) - 10.053096) < 1e-6)
    #expect(abs(try jsonSamples(object)[0]["progress"]! - 0.9223) < 5e-4)
    let critical = try jsonObject(runTool(["physics", "spring", "--response", "1", "--damping-ratio", "1", "--at", "0.5", "--json"]).out)
    #expect(abs(try jsonSamples(critical)[0]["progress"]! - 0.821026) < 1e-6)
  }

  @Test func thePhysicalFormFollowsTheSpringForAnyMass() throws {
    // CASpringAnimation's default m 1, k 100, c 10: ω0 = 10, ζ = 0.5, ω_d = 8.660254.
    // x(0.25) = e^(−1.25)·[cos 2.1650635 + (5/8.660254)·sin 2.1650635] = 0.2865048·(−0.5614 + 0.5774·0.8275) = −0.0233596,
    // progress = 1.0233596 (UIKIT.md §2.3).
    let unit = try jsonObject(runTool(["physics", "spring", "--stiffness", "100", "--damping", "10", "--at", "0.25", "--json"]).out)
    #expect(abs(try jsonSamples(unit)[0]["progress"]! - 1.0233596) < 1e-7)
    // m 2, k 200, c 20 has the same ω0 = √(200/2) = 10 and ζ = 20/(2√400) = 0.5, so the same progress
    // (PHYSICS.md §10: test springs with m ≠ 1).
    let heavy = try jsonObject(runTool(["physics", "spring", "--mass", "2", "--stiffness", "200", "--damping", "20", "--at", "0.25", "--json"]).out)
    #expect(heavy["mass"] as? Double == 2)
    #expect(abs(try jsonSamples(heavy)[0]["progress"]! - 1.0233596) < 1e-7)
    // ζ = 40/(2·10) = 2 moves as the critical spring of ω0 = 10 (allowsOverdamping false):
    // p(0.1) = 1 − (1 + 1)·e^(−1) = 0.2642411.
    let over = try jsonObject(runTool(["physics", "spring", "--stiffness", "100", "--damping", "40", "--at", "0.1", "--json"]).out)
    #expect(abs(try jsonSamples(over)[0]["progress"]! - 0.2642411) < 1e-7)
  }

  @Test func theReadableReportNamesTheParameters() {
    let result = runTool(["physics", "spring", "--duration", "3", "--damping-ratio", "0.25", "--at", "3"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("spring  UIView duration 3 s  damping ratio 0.25  velocity 0\n\nmass           1\nstiffness      54.833633591 (mass/s²)\n"))
    #expect(result.out.contains("damping ratio  0.25"))
    #expect(result.out.contains("ends at        3 s"))
  }

  /// One name per quantity: --damping-ratio is always the ratio ζ and --damping always
  /// the coefficient c (mass/s, the JSON's "damping"). UIView's form used to take the
  /// ratio as --damping; that is now a usage error naming --damping-ratio.
  @Test func dampingIsAlwaysTheCoefficientAndDampingRatioTheRatio() throws {
    let command = "gesture-sim physics spring"
    expectUsageError(
      ["physics", "spring", "--duration", "3", "--damping", "0.25"],
      "'--damping' is the damping coefficient (mass/s) of '--stiffness'; give UIView's damping ratio as '--damping-ratio <z>'",
      command: command)
    // ζ = c / (2·√(k·m)): the UIView form's ratio 0.25 at d = 3 gives k = 54.8336 and
    // c = 2·0.25·√54.8336 = 3.7025 (framer/SpringsExample's check value), and the
    // coefficient form with that c reads back ζ = 0.25.
    let uiView = try jsonObject(runTool(["physics", "spring", "--duration", "3", "--damping-ratio", "0.25", "--json"]).out)
    let c = try #require(uiView["damping"] as? Double)
    let k = try #require(uiView["stiffness"] as? Double)
    #expect(abs(c - 2 * 0.25 * k.squareRoot()) < 1e-9)
    let physical = runTool(["physics", "spring", "--stiffness", "\(k)", "--damping", "\(c)"])
    #expect(physical.out.contains("damping ratio  0.25"))
    let help = runTool(["physics", "spring", "--help"]).out
    #expect(help.contains("--damping-ratio <z>"))
    #expect(help.contains("--damping <c>"))
    #expect(!help.contains("z|c"))
  }

  @Test func formsCannotBeMixedAndEveryNumberIsChecked() {
    let command = "gesture-sim physics spring"
    expectUsageError(["physics", "spring"], "Give one of: --duration <d> --damping-ratio <z>", command: command)
    expectUsageError(["physics", "spring", "--damping", "0.5"], "'--damping' needs its form.", command: command)
    expectUsageError(["physics", "spring", "--duration", "1"], "Missing expected argument '--damping-ratio <z>' (needed with '--duration')", command: command)
    expectUsageError(["physics", "spring", "--response", "1"], "Missing expected argument '--damping-ratio <z>' (needed with '--response')", command: command)
    expectUsageError(["physics", "spring", "--stiffness", "100"], "Missing expected argument '--damping <c>' (needed with '--stiffness')", command: command)
    expectUsageError(["physics", "spring", "--duration", "1", "--damping-ratio", "0.5", "--response", "1"], "'--duration' cannot be used with '--response': choose one form", command: command)
    expectUsageError(["physics", "spring", "--duration", "1", "--damping-ratio", "0.5", "--mass", "2"], "'--mass' cannot be used with '--duration'", command: command)
    expectUsageError(["physics", "spring", "--response", "1", "--damping-ratio", "0.5", "--damping", "1"], "'--damping' cannot be used with '--response'", command: command)
    expectUsageError(["physics", "spring", "--duration", "0", "--damping-ratio", "0.5"], "The value '0' is invalid for '--duration <d>'", command: command)
    expectUsageError(["physics", "spring", "--duration", "1", "--damping-ratio", "-0.5"], "The value '-0.5' is invalid for '--damping-ratio <z>'", command: command)
    expectUsageError(["physics", "spring", "--stiffness", "0", "--damping", "1"], "The value '0' is invalid for '--stiffness <k>'", command: command)
    expectUsageError(["physics", "spring", "--stiffness", "1", "--damping", "1", "--mass", "inf"], "The value 'inf' is invalid for '--mass <m>'", command: command)
    expectUsageError(["physics", "spring", "--response", "nan", "--damping-ratio", "1"], "The value 'nan' is invalid for '--response <r>'", command: command)
    expectUsageError(["physics", "spring", "--duration", "1", "--damping-ratio", "0.5", "--velocity", "1e9"], "The value '1e9' is invalid for '--velocity <v>'", command: command)
    expectUsageError(["physics", "spring", "--duration", "1", "--damping-ratio", "0.5", "--at", "x"], "The value 'x' is invalid for '--at <t1,t2,…>'", command: command)
  }
}
