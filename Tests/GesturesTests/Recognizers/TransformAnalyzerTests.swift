@testable import Gestures
import ScrollPhysics
import Testing

// The transform analyzer's law (docs/recognizers.md, "Transform analyzer"): per event,
// translation 0.4·|mean Δ|, pinch 0.4·mean radial, rotation 0.4·mean tangential;
// low-pass L ← value + 0.6·L; a component dominates when its weighted |L| is more than
// 1.4 × every other non-zero one. Coordinates are chosen so every value is exact.

@Suite struct TransformAnalyzerTests {
  /// Two fingers on the x axis at ±105 from (200, 300), moved by `d0` and `d1`.
  func analyzed(
    _ analyzer: inout TransformAnalyzer, _ d0: (Double, Double), _ d1: (Double, Double), from y: Double = 300
  ) {
    var a = TrackedTouch(id: 0, location: Point(x: 95, y: y))
    var b = TrackedTouch(id: 1, location: Point(x: 305, y: y))
    a.location = Point(x: 95 + d0.0, y: y + d0.1)
    b.location = Point(x: 305 + d1.0, y: y + d1.1)
    analyzer.analyze([a, b])
  }

  @Test func aSpreadIsAPinch() {
    // Each finger 1 pt outward: mean Δ 0, radial 1 → pinch 0.4, rotation 0.
    var analyzer = TransformAnalyzer(weights: .pinchRecognizer)
    analyzed(&analyzer, (-1, 0), (1, 0))
    #expect(analyzer.translation == 0)
    #expect(approximatelyEqual(analyzer.scale, 0.4, 1e-12))
    #expect(analyzer.rotation == 0)
    #expect(analyzer.dominant == .pinch)
    // The low-pass: 0.4 + 0.6·0.4 = 0.64.
    analyzed(&analyzer, (-1, 0), (1, 0))
    #expect(approximatelyEqual(analyzer.scale, 0.64, 1e-12))
  }

  @Test func theDominanceGateWeighsTranslationAgainstPinch() {
    // The suggested variant: each finger 5 pt down and 0.25 pt outward. Translation
    // 0.4·5 = 2, weighted 0.5 → 1.0; pinch 0.4·0.25 = 0.1, weighted 4 → 0.4; 2.5 > 1.4.
    var analyzer = TransformAnalyzer(weights: .pinchRecognizer)
    analyzed(&analyzer, (-0.25, 5), (0.25, 5))
    #expect(approximatelyEqual(analyzer.translation, 2, 1e-12))
    #expect(approximatelyEqual(analyzer.scale, 0.1, 1e-12))
    #expect(analyzer.dominant == .translation)
    // With equal weights the same motion is translation too (2 / 0.1 = 20).
    var unweighted = TransformAnalyzer(weights: .unweighted)
    analyzed(&unweighted, (-0.25, 5), (0.25, 5))
    #expect(unweighted.dominant == .translation)
  }

  @Test func translationDominatesAPinchOnlyPastElevenPointTwoTimesTheSpread() {
    // Step t per event for both fingers, each r outward, pinch weights: translation
    // 0.5·0.4·t against pinch 4·0.4·r: translation dominates only if t > 11.2·r.
    // r = 1, t = 11: 2.2 vs 1.6 → neither is 1.4 times the other → none.
    var below = TransformAnalyzer(weights: .pinchRecognizer)
    analyzed(&below, (-1, 11), (1, 11))
    #expect(below.dominant == nil)
    // t = 12: 2.4 / 1.6 = 1.5 > 1.4 → translation.
    var above = TransformAnalyzer(weights: .pinchRecognizer)
    analyzed(&above, (-1, 12), (1, 12))
    #expect(above.dominant == .translation)
  }

  @Test func aTieAtExactlyOnePointFourDominatesNothing() {
    // Each finger 2.5 pt down and 2.5 pt outward: translation 0.4·2.5 = 1, pinch
    // 0.4·2.5 = 1 (both exact), rotation 0. Weights 7 and 5: 7 / 5 = 1.4, not more than
    // 1.4, and 5 / 7 < 1.4: nothing dominates.
    var analyzer = TransformAnalyzer(weights: TransformWeights(translation: 7, pinch: 5, rotation: 1))
    analyzed(&analyzer, (-2.5, 2.5), (2.5, 2.5))
    #expect(analyzer.translation == 1 && analyzer.scale == 1 && analyzer.rotation == 0)
    #expect(analyzer.dominant == nil)
    // Weight 7.5 instead: 7.5 / 5 = 1.5 > 1.4 → translation.
    var heavier = TransformAnalyzer(weights: TransformWeights(translation: 7.5, pinch: 5, rotation: 1))
    analyzed(&heavier, (-2.5, 2.5), (2.5, 2.5))
    #expect(heavier.dominant == .translation)
  }

  @Test func aTurnIsARotationAndClockwiseIsNegativeTangential() {
    // Finger 1 moves 1 pt down (clockwise on screen about the centre), finger 0 1 pt
    // up: now at (305, 301) and (95, 299), centroid (200, 300). u₁ = (105, 1)/L with
    // L = √11026 in single precision; Δ₁ = (0, 1): tangential Δx·u_y − Δy·u_x = −105/L,
    // radial 1/L; finger 0 the same by symmetry. Rotation 0.4·(−105/L) = −42/L ≈ −0.39998,
    // pinch 0.4/L ≈ 0.00381, translation 0. Rotation weights: 1·0.39998 against
    // 0.25·0.00381: rotation dominates.
    let length = Double(Float(11026).squareRoot())
    var analyzer = TransformAnalyzer(weights: .rotationRecognizer)
    analyzed(&analyzer, (0, -1), (0, 1))
    #expect(approximatelyEqual(analyzer.rotation, -42 / length, 1e-12))
    #expect(approximatelyEqual(analyzer.scale, 0.4 / length, 1e-12))
    #expect(analyzer.translation == 0)
    #expect(analyzer.dominant == .rotation)
  }

  @Test func oneFingerIsAllTranslationAndNothingIsTranslation() {
    // One finger moved (3, 4): translation 0.4·5 = 2.
    var one = TransformAnalyzer(weights: .unweighted)
    var touch = TrackedTouch(id: 0, location: Point(x: 10, y: 10))
    touch.location = Point(x: 13, y: 14)
    one.analyze([touch])
    #expect(approximatelyEqual(one.translation, 2, 1e-12))
    #expect(one.dominant == .translation)
    // No motion at all: every value zero → translation (UIKit's fall-through).
    var still = TransformAnalyzer(weights: .unweighted)
    analyzed(&still, (0, 0), (0, 0))
    #expect(still.dominant == .translation)
    // Reset clears the memory.
    one.reset()
    #expect(one.translation == 0 && one.dominant == nil)
  }
}
