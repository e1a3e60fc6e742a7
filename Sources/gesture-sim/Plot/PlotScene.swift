import Gestures
import ScrollPhysics

/// What a scene contributes to `gesture-sim plot`: it replays the touch events,
/// then describes its run as a ``PlotTimeline`` and draws itself at chosen times
/// as ``PlotSnapshot``s. The renderer knows nothing else about scenes, so a new
/// scene (the card stack) plugs in by conforming and adding a case to
/// `PlotCommand.makeScene`.
protocol PlotScene {
  /// The screen the scene is drawn on, in points (the fingers panel and the
  /// filmstrip frames are this size, scaled).
  var viewport: Size { get }
  /// Feeds the next touch event (times never decrease).
  mutating func feed(_ event: TouchEvent)
  /// Runs the scene until it is at rest and returns what happened.
  mutating func finish() -> PlotTimeline
  /// The scene as displayed at `time` (seconds, trace time): the last frame at or
  /// before it (the first frame before the run starts). Call after `finish()`.
  func snapshot(at time: Double) -> PlotSnapshot
}

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

/// One event on the plot's time axis.
struct PlotMark {
  /// The lane the mark is drawn in.
  enum Lane: Int, CaseIterable {
    case gestures, callbacks, actions, warnings

    var title: String {
      switch self {
      case .gestures: return "gestures"
      case .callbacks: return "callbacks"
      case .actions: return "actions"
      case .warnings: return "warnings"
      }
    }
  }

  /// When, in seconds (trace time).
  var t: Double
  var lane: Lane
  /// A short label; empty for a tick (frequent events such as `scrollViewDidScroll`).
  var label: String
  /// The full description, shown as the mark's tooltip (`<title>`).
  var detail: String
}

/// A scene drawn at one instant, as shapes in screen points (origin top-left).
struct PlotSnapshot {
  /// The time shown, in seconds (trace time): the frame's time.
  var time: Double
  /// Lines printed under the frame.
  var caption: [String]
  /// The shapes, back to front.
  var shapes: [PlotShape]
  /// A region worth magnifying under the frame (the side menu's hinge and
  /// panel), in screen points, or nil.
  var focus: Rect?
}

/// A shape of a snapshot, in screen points.
enum PlotShape {
  /// A filled polygon (a projected quad), with its fill opacity and an optional outline.
  case polygon([Point], fill: String, opacity: Double, stroke: String?, role: String)
  /// An axis-aligned rectangle.
  case rect(Rect, fill: String, opacity: Double, role: String)
  /// A straight line of `width` points.
  case line(Point, Point, stroke: String, width: Double, role: String)
}
