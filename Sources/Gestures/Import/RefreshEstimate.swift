/// The refresh rate a recording suggests: the median spacing between
/// consecutive events in which a finger moved, snapped to a common display
/// rate (30, 60, 90, 120, 144, 240 Hz) when within 15 % of one, else rounded to whole hertz.
struct RefreshEstimate {
  /// The estimate, hertz.
  var refresh: Double
  /// The raw sample rate, 1 / median, hertz.
  var sampleRate: Double
  /// The median spacing, seconds.
  var median: Double
  /// How many intervals it is taken over.
  var intervals: Int

  static let commonRates: [Double] = [30, 60, 90, 120, 144, 240]

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
    var best = Self.commonRates[0]
    for candidate in Self.commonRates where abs(candidate - rate) < abs(best - rate) { best = candidate }
    refresh = abs(best - rate) <= 0.15 * best ? best : max(1, min(1000, rate.rounded()))
    sampleRate = rate
    self.median = median
    intervals = spacings.count
  }
}
