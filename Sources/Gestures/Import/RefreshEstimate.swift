/// The refresh rate a recording suggests for its replay: the median spacing
/// between consecutive events in which a finger moved gives the touch sample
/// rate, and the replay runs at the UIKit display rate nearest it by ratio:
/// 60 Hz (`UIScreen.maximumFramesPerSecond` of every iPhone and iPad without
/// ProMotion) or 120 Hz (ProMotion). The boundary is their geometric mean,
/// √(60 · 120) ≈ 84.9 Hz: a 67 Hz panel replays at 60 Hz, a 100 Hz one at
/// 120 Hz (the nearest common display rate, 90 Hz, is no UIKit device's), and
/// a 240 Hz one at 120 Hz, the fastest UIKit display.
struct RefreshEstimate {
  /// The estimate, hertz.
  var refresh: Double
  /// The raw sample rate, 1 / median, hertz.
  var sampleRate: Double
  /// The median spacing, seconds.
  var median: Double
  /// How many intervals it is taken over.
  var intervals: Int

  /// The display rates of UIKit devices, hertz.
  static let displayRates: [Double] = [60, 120]

  /// Nil when fewer than 2 intervals qualify.
  init?(events: [TouchEvent]) {
    var spacings: [Double] = []
    var previous: Double?
    for event in events {
      let moving = event.touches.contains { $0.phase == .moved }
      if moving, let previous {
        let gap = event.time - previous
        if gap > 0 && gap < 0.5 { spacings.append(gap) }
      }
      previous = moving || event.touches.contains { $0.phase == .began } ? event.time : nil
    }
    guard spacings.count >= 2 else { return nil }
    spacings.sort()
    let median = spacings.count % 2 == 1 ? spacings[spacings.count / 2] : (spacings[spacings.count / 2 - 1] + spacings[spacings.count / 2]) / 2
    let rate = 1 / median
    var best = Self.displayRates[0]
    // The nearest by ratio: the smaller of candidate / rate and its inverse, the larger.
    let distance = { (candidate: Double) in max(candidate / rate, rate / candidate) }
    for candidate in Self.displayRates where distance(candidate) < distance(best) { best = candidate }
    refresh = best
    sampleRate = rate
    self.median = median
    intervals = spacings.count
  }
}
