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
