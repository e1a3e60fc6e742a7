/// One event on the plot's time axis.
struct PlotMark {
  /// The lane the mark is drawn in. A scene lists the lanes it uses in
  /// ``PlotTimeline/lanes``.
  enum Lane: Int, CaseIterable {
    /// Recognizer action messages (both scenes).
    case gestures
    /// `UIScrollViewDelegate` calls (side menu).
    case callbacks
    /// The app's `hideOrShowMenu` calls (side menu).
    case actions
    /// The outcome of each interaction, at the release or the button press (card stack).
    case flips
    /// Flip animations ending and their completion running (card stack).
    case completions
    /// Rows coming on screen, `willDisplayCell` (table).
    case rows
    /// View-controller transitions beginning and completing (drop-down menu, transitions).
    case transitions
    /// Anything odd the scene noticed (drawn only when there is some).
    case warnings

    var title: String {
      switch self {
      case .gestures: return "gestures"
      case .callbacks: return "callbacks"
      case .actions: return "actions"
      case .flips: return "flips"
      case .completions: return "completions"
      case .rows: return "rows shown"
      case .transitions: return "transitions"
      case .warnings: return "warnings"
      }
    }

    /// The lane's colour.
    var color: String {
      switch self {
      case .gestures: return "#5f3dc4"
      case .callbacks: return "#1864ab"
      case .actions: return "#2b8a3e"
      case .flips: return "#2b8a3e"
      case .completions: return "#c2255c"
      case .rows: return "#1098ad"
      case .transitions: return "#2b8a3e"
      case .warnings: return "#c92a2a"
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

extension PlotMark {
  /// A mark whose tooltip is the record's `run --format jsonl` line, worded.
  init(t: Double, lane: Lane, label: String, line: JSONValue) {
    var detail = "\(t)"
    if case .object(let members) = line {
      let type = members.first { $0.0 == "type" }.map { member -> String in
        if case .string(let text) = member.1 { return text }
        return ""
      } ?? ""
      detail += " \(type) \(ViewerData.text(of: members))"
    }
    self.init(t: t, lane: lane, label: label, detail: detail)
  }
}

extension PlotMark {
  /// A scroll-view delegate callback's short label: its `name` without the
  /// `scrollView` prefix, starting lower-case (`scrollViewDidEndDecelerating` →
  /// `didEndDecelerating`); another name unchanged.
  static func callbackLabel(_ name: String) -> String {
    guard name.hasPrefix("scrollView") else { return name }
    let rest = name.dropFirst("scrollView".count)
    guard let first = rest.first else { return "" }
    return first.lowercased() + rest.dropFirst()
  }
}
