/// A scene's run as the plot shows it: one quantity and a velocity against time,
/// the events on the time axis, and a measure of motion that places the filmstrip.
struct PlotTimeline {
  /// A run of samples drawn as one unbroken line, in time order.
  typealias Segment = [(t: Double, value: Double)]

  /// One line under the title, e.g. `side-menu · variant fixed · 390×844 @3x · 120 Hz`.
  var subtitle: String
  /// The plotted quantity's name and unit, e.g. `contentOffset.x (pt)`.
  var quantityLabel: String
  /// The velocity's name and unit, e.g. `velocity (pt/s)`.
  var velocityLabel: String
  /// The quantity at every display frame, as segments: the line is broken between
  /// them (e.g. where one card leaves the stack and the next starts turning).
  var quantity: [Segment]
  /// The velocity, as segments (e.g. one per pan, in points per second).
  var velocity: [Segment]
  /// Horizontal reference lines on the quantity chart (e.g. "menu hidden" at 80).
  var guides: [(value: Double, label: String)]
  /// Labelled points on the velocity chart (e.g. the release velocity); the
  /// detail is the point's tooltip.
  var velocityPoints: [(t: Double, value: Double, label: String, detail: String)]
  /// The event lanes drawn, top to bottom, under the touches' lane (the warnings
  /// lane is added when there are warnings).
  var lanes: [PlotMark.Lane]
  /// Events on the time axis, in time order.
  var marks: [PlotMark]
  /// How much the picture has changed: a series whose accumulated change (total
  /// variation) the filmstrip's default times are spread evenly over
  /// (`PlotCommand.spreadTimes`). The side menu's offset; the card stack's turning
  /// and moving.
  var motion: [(t: Double, value: Double)]
  /// The first and last times the plot covers, in seconds (trace time).
  var start: Double
  var end: Double
}

extension PlotTimeline {
  /// The index of the last time at or before `time` in `times` (non-decreasing),
  /// else 0 (the first frame); nil when there are none.
  static func lastIndex(in times: [Double], atOrBefore time: Double) -> Int? {
    guard !times.isEmpty else { return nil }
    var low = 0, high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] <= time { low = mid + 1 } else { high = mid }
    }
    return max(low - 1, 0)
  }

  /// The frame shown at `time` (seconds): the last of `frames` (in non-decreasing
  /// `time` order) at or before it, else the first; nil when there are none.
  static func frame<Frame>(of frames: [Frame], time frameTime: (Frame) -> Double, atOrBefore time: Double) -> Frame? {
    lastIndex(in: frames.map(frameTime), atOrBefore: time).map { frames[$0] }
  }

  /// The segments of a value that exists only in some frames (a view on screen
  /// only during a transition): a new segment starts after every frame without it.
  static func segments<Frame>(of frames: [Frame], time: (Frame) -> Double, value: (Frame) -> Double?) -> [Segment] {
    var result: [Segment] = []
    var open = false
    for frame in frames {
      guard let v = value(frame) else { open = false; continue }
      if !open { result.append([]) }
      result[result.count - 1].append((time(frame), v))
      open = true
    }
    return result
  }
}
