import ScrollPhysics
import Testing

/// The zoom laws read from the iOS 26.1 decompilation (`_zoomRubberBandScaleForScale:`,
/// `_zoomScaleForRubberBandScale:`, `_zoomAnimationDurationForScale:`), checked
/// against values worked out by hand.
@Suite struct ZoomLawTests {
  @Test func rubberBandPastTheMaximumAndBelowTheMinimum() {
    // min 1, max 2: 2.4 → 2·(2 − 2/2.4) = 2·1.166667 = 2.333333.
    #expect(abs(ZoomLaw.rubberBandScale(2.4, minimum: 1, maximum: 2) - 7.0 / 3) < 1e-12)
    // 0.5 → 1/(2 − 0.5/1) = 0.666667.
    #expect(abs(ZoomLaw.rubberBandScale(0.5, minimum: 1, maximum: 2) - 2.0 / 3) < 1e-12)
    // Within the limits: unchanged.
    #expect(ZoomLaw.rubberBandScale(1.5, minimum: 1, maximum: 2) == 1.5)
    // Asymptotes: 2·max and min/2.
    #expect(abs(ZoomLaw.rubberBandScale(1e12, minimum: 1, maximum: 2) - 4) < 1e-9)
    #expect(abs(ZoomLaw.rubberBandScale(1e-12, minimum: 1, maximum: 2) - 0.5) < 1e-9)
  }

  @Test func theInverseUndoesTheRubberBand() {
    // 2.333333 → 2/(2 − 2.333333/2) = 2/0.833333 = 2.4; 0.666667 → 1·(2 − 1/0.666667) = 0.5.
    #expect(abs(ZoomLaw.scale(forRubberBandScale: 7.0 / 3, minimum: 1, maximum: 2) - 2.4) < 1e-12)
    #expect(abs(ZoomLaw.scale(forRubberBandScale: 2.0 / 3, minimum: 1, maximum: 2) - 0.5) < 1e-12)
  }

  @Test func animationDurationGrowsWithTheLogOfTheScaleChange() {
    // 2.333333 → 2: 0.3·ln(1.166667) + 0.1 = 0.3·0.154151 + 0.1 = 0.146245 s.
    #expect(abs(ZoomLaw.animationDuration(from: 7.0 / 3, to: 2) - 0.146_245_3) < 1e-6)
    // 1 → 2: 0.3·0.693147 + 0.1 = 0.307944 s.
    #expect(abs(ZoomLaw.animationDuration(from: 1, to: 2) - 0.307_944_2) < 1e-6)
    // Same scale: 0.1 s; 1 → 10: 0.3·2.302585 + 0.1 = 0.79 → capped at 0.4 s.
    #expect(ZoomLaw.animationDuration(from: 2, to: 2) == 0.1)
    #expect(ZoomLaw.animationDuration(from: 1, to: 10) == 0.4)
  }

  @Test func theFittingScaleKeepsTheWholeRectVisible() {
    // 390×844 bounds, rect 195×422: 390/195 = 2, 422·2 = 844 ≤ 844 → 2.
    #expect(ZoomLaw.scale(fitting: Rect(x: 0, y: 0, width: 195, height: 422), in: Size(width: 390, height: 844)) == 2)
    // A wide rect 100×50 → 3.9 (50·3.9 = 195 ≤ 844); a tall one 100×844 → 844·3.9 > 844 → 844/844 = 1.
    #expect(ZoomLaw.scale(fitting: Rect(x: 0, y: 0, width: 100, height: 50), in: Size(width: 390, height: 844)) == 3.9)
    #expect(ZoomLaw.scale(fitting: Rect(x: 0, y: 0, width: 100, height: 844), in: Size(width: 390, height: 844)) == 1)
  }
}
