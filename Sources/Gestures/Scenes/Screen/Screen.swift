import ScrollPhysics

/// A user's own screen: a view hierarchy with nested scroll views and any recognizers,
/// which a `ScreenScene` runs a trace through by UIKit's rules (docs/screens.md).
///
/// The same value a screen JSON file describes (`viewport`, `scale`, `refresh`,
/// `uikit`, `views`): build it with the plain initializers, for example
///
/// ```swift
/// let screen = Screen(views: [
///   Screen.View(id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
///               scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 3000)),
///               subviews: [
///                 Screen.View(id: "button", frame: Rect(x: 20, y: 100, width: 120, height: 44),
///                             recognizers: [Screen.Recognizer(id: "open", .tap())]),
///               ]),
/// ])
/// ```
public struct Screen: Hashable, Sendable {
  /// The window's size, in points. Default 390 × 844.
  public var viewport: Size
  /// Device pixels per point: published offsets are multiples of `1/scale`. Default 3.
  public var scale: Double
  /// The display's refresh rate, in hertz (the frame of UIKit's per-frame laws): the rate a
  /// run of the screen uses when neither the trace nor the caller gives one (`ScreenScene`
  /// itself runs at the runner's rate). Default 60.
  public var refresh: Double
  /// The UIKit release whose behaviour every scroll view follows. Default `.ios26`.
  public var uikit: UIKitProfile
  /// The window's subviews, back to front.
  public var views: [View]
  /// The status bar's height, in points (`UIStatusBarManager.statusBarFrame`): a bar
  /// along the top of the window, in front of every view, whose tap scrolls to the
  /// top the one shown scroll view with `scrollsToTop` (docs/screens.md, "The status
  /// bar"); 47 on an iPhone 14 or 15. Default 0: no status bar, as when it is hidden.
  public var statusBarHeight: Double = 0

  /// A screen of `views` (back to front) in a `viewport`-sized window; by default
  /// the default display (390 × 844 points, 3×, 60 Hz).
  public init(
    viewport: Size = Display.defaultViewport, scale: Double = Display.defaultScale, refresh: Double = Display.defaultRefreshRate,
    uikit: UIKitProfile = .ios26, views: [View] = []
  ) {
    self.viewport = viewport
    self.scale = scale
    self.refresh = refresh
    self.uikit = uikit
    self.views = views
  }
}
