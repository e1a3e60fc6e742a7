import Gestures
import ScrollPhysics

// The display a run is shown on and how it ended, as `plot`'s and `view`'s subtitles
// write them: one text for both commands.
extension Formatting {
  /// How a subtitle writes the display's size.
  enum DisplayStyle {
    /// `plot`'s timeline: `viewport 390×844 @3x · 120 Hz`.
    case plot
    /// `view`'s page: `390×844 pt @3x · 120 Hz`.
    case page
  }

  /// The display: `viewport` (points), `scale` (pixels per point; nil leaves it out),
  /// `refreshRate` (hertz), then ` · uikit <profile>` when `uikit` is given, in `style`.
  static func display(
    viewport: Size, scale: Double?, refreshRate: Double, uikit: UIKitProfile? = nil, style: DisplayStyle
  ) -> String {
    let n = Rounded.text
    let size = "\(n(viewport.width))×\(n(viewport.height))"
    var text: String
    switch style {
    case .plot: text = "viewport " + size
    case .page: text = size + " pt"
    }
    if let scale { text += " @\(n(scale))x" }
    text += " · \(n(refreshRate)) Hz"
    if let uikit { text += " · uikit \(uikit.rawValue)" }
    return text
  }

  /// A scroll view's end of the run: `<rest> at (x, y)` (points, two decimals), then
  /// `, page (i, j)` when it pages.
  static func rest(_ rest: ScrollViewSceneRest, at final: ScrollViewSceneFrame) -> String {
    var text = "\(rest.rawValue) at (\(fixed(final.contentOffset.x, 2)), \(fixed(final.contentOffset.y, 2)))"
    if let page = final.page { text += ", page (\(page.x), \(page.y))" }
    return text
  }
}
