/// A scene's run as the plot shows it: one quantity and its velocity per frame,
/// and the events on the time axis.
struct PlotTimeline {
  /// One line under the title, e.g. `side-menu · variant fixed · 390×844 @3x · 120 Hz`.
  var subtitle: String
  /// The plotted quantity's name and unit, e.g. `contentOffset.x (pt)`.
  var quantityLabel: String
  /// The velocity's name and unit, e.g. `velocity (pt/s)`.
  var velocityLabel: String
  /// The quantity at every display frame, in time order.
  var quantity: [(t: Double, value: Double)]
  /// The quantity's rate of change at every frame, in its unit per second.
  var velocity: [(t: Double, value: Double)]
  /// Horizontal reference lines on the quantity chart (e.g. "menu hidden" at 80).
  var guides: [(value: Double, label: String)]
  /// Labelled points on the velocity chart (e.g. the release velocity).
  var velocityPoints: [(t: Double, value: Double, label: String)]
  /// Events on the time axis, in time order.
  var marks: [PlotMark]
  /// The first and last times the plot covers, in seconds (trace time).
  var start: Double
  var end: Double
}
