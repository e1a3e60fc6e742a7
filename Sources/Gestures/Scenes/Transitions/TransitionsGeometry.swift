import ScrollPhysics

/// The custom-transitions scene's layout (docs/transitions.md, "Geometry"): the
/// examples list, the flip example's navigation bar buttons, the tab bar and the
/// overlay, so that traces can hit them.
///
/// Seed 004 gives only the overlay's insets; the rest are gesture-sim's choices
/// (an iPhone 14/15: a 47-point status bar, a 44-point navigation bar, a tab bar of
/// 49 points plus the 34-point home-indicator inset), documented in
/// docs/transitions.md.
package struct TransitionsGeometry: Hashable, Sendable {
  /// The screen and the transitions' container view, in points (default 390 × 844).
  package var viewport: Size
  /// The top of the navigation bars, in points (default 47: below the status bar).
  package var navigationBarMinY: Double
  /// The bottom of the navigation bars, in points (default 91 = 47 + 44).
  package var navigationBarMaxY: Double
  /// The height of one row of the examples list, in points (default 44,
  /// `UITableView`'s default row height); the rows start below the navigation bar.
  package var listRowHeight: Double
  /// The flip example's "Push" bar button on screen, in points (default 44 × 44 at
  /// x 338…382, y 47…91: the bar's trailing edge).
  package var pushButtonFrame: Rect
  /// The navigation bar's back button on screen when the stack has more than one
  /// view controller, in points (default 44 × 44 at x 8…52, y 47…91).
  package var backButtonFrame: Rect
  /// The tab bar's height at the bottom of the screen, in points (default 83 = 49 + 34).
  package var tabBarHeight: Double
  /// The overlay's insets from the container's bounds, in points (default top 40,
  /// left 40, bottom 200, right 40: seed 004's `UIEdgeInsetsMake(40, 40, 200, 40)`).
  package var overlayInsets: EdgeInsets

  /// The number of rows in the examples list: the seed's three examples.
  package static let exampleCount = 3
  /// The number of tabs in the tabs example: the seed's three view controllers.
  package static let tabCount = 3

  /// Creates a geometry; every parameter defaults as documented above.
  ///
  /// - Precondition: the list's row height is finite and positive. The viewport and
  ///   insets are checked with the configuration (`TransitionsScene.validate(_:)`).
  package init(
    viewport: Size = Display.defaultViewport, navigationBarMinY: Double = 47, navigationBarMaxY: Double = 91,
    listRowHeight: Double = 44, pushButtonFrame: Rect = Rect(x: 338, y: 47, width: 44, height: 44),
    backButtonFrame: Rect = Rect(x: 8, y: 47, width: 44, height: 44), tabBarHeight: Double = 83,
    overlayInsets: EdgeInsets = EdgeInsets(top: 40, left: 40, bottom: 200, right: 40)
  ) {
    precondition(listRowHeight.isFinite && listRowHeight > 0, "TransitionsGeometry: invalid row height")
    self.viewport = viewport
    self.navigationBarMinY = navigationBarMinY
    self.navigationBarMaxY = navigationBarMaxY
    self.listRowHeight = listRowHeight
    self.pushButtonFrame = pushButtonFrame
    self.backButtonFrame = backButtonFrame
    self.tabBarHeight = tabBarHeight
    self.overlayInsets = overlayInsets
  }

  /// Checks a viewport (and overlay insets) from a trace or the command line: throws
  /// the first problem. The sides must be finite, 1…100 000 points,
  /// and the insets finite and non-negative, leaving the overlay a positive size.
  package static func validate(
    viewport: Size, insets: EdgeInsets = EdgeInsets(top: 40, left: 40, bottom: 200, right: 40)
  ) throws(SetupProblem) {
    try Display.validate(viewport: viewport)
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    if !edges.allSatisfy({ $0.isFinite && $0 >= 0 }) {
      throw SetupProblem(.setting("overlayInsets"), "the overlay's insets must be finite and non-negative, got \(insets)")
    }
    if insets.left + insets.right >= viewport.width || insets.top + insets.bottom >= viewport.height {
      throw SetupProblem(.setting("overlayInsets"), "the overlay's insets \(insets) leave no room in a \(viewport) viewport")
    }
  }

  /// The examples list's table on screen, in points: below the navigation bar.
  package var listFrame: Rect { belowNavigationBarFrame }

  /// The frame of list row `row` (from 0) on screen, in points.
  package func listRowFrame(_ row: Int) -> Rect {
    Rect(x: 0, y: navigationBarMaxY + Double(row) * listRowHeight, width: viewport.width, height: listRowHeight)
  }

  /// The list row under a screen point (points), or nil outside the three rows.
  package func listRow(at point: Point) -> Int? {
    rowBelowNavigationBar(at: point, rowHeight: listRowHeight, rowCount: TransitionsGeometry.exampleCount)
  }

  /// The tab bar on screen, in points: the bottom `tabBarHeight` of the screen.
  package var tabBarFrame: Rect {
    let height = Swift.min(tabBarHeight, viewport.height)
    return Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height)
  }

  /// The tab under a screen point (points): the bar is split into three equal items;
  /// nil outside the bar.
  package func tab(at point: Point) -> Int? {
    guard tabBarFrame.contains(point) else { return nil }
    let index = Int((point.x / (viewport.width / Double(TransitionsGeometry.tabCount))).rounded(.down))
    return Swift.min(Swift.max(index, 0), TransitionsGeometry.tabCount - 1)
  }

  /// The overlay's frame (its bounds and centre before the scale transform) on
  /// screen, in points: the container's bounds inset by `overlayInsets` —
  /// (40, 40, 310, 604) for the defaults.
  package var overlayFrame: Rect {
    Rect(
      x: overlayInsets.left, y: overlayInsets.top, width: viewport.width - overlayInsets.left - overlayInsets.right,
      height: viewport.height - overlayInsets.top - overlayInsets.bottom)
  }
}
