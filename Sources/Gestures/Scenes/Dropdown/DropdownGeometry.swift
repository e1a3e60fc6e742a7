import ScrollPhysics

/// The drop-down menu scene's layout (docs/dropdown.md, "Geometry"): where the
/// navigation bar, its menu button, the news list and the menu's items are, so
/// that traces can hit them.
///
/// Two screens share the viewport:
/// - the **main view** (the news list's navigation controller): a navigation bar at
///   y `navigationBarMinY`…`navigationBarMaxY` with the menu button, and the news
///   list below it, rows of `newsRowHeight` from `navigationBarMaxY`;
/// - the **menu** (presented modally over the whole viewport): one row per item of
///   `menuItems`, `menuRowHeight` tall, from `menuTopY` down (below the status
///   bar: the menu table is not inside a navigation controller).
///
/// The seed (001) gives neither the items nor the sizes; the defaults are
/// gesture-sim's choices, documented in docs/dropdown.md. The bar's numbers are an
/// iPhone 14/15's 47-point status bar plus a 44-point navigation bar, as in
/// `SideMenuGeometry`.
package struct DropdownGeometry: Hashable, Sendable {
  /// The screen and the transition's container view, in points (default 390 × 844).
  package var viewport: Size
  /// The top of the navigation bar, in points (default 47: below the status bar).
  package var navigationBarMinY: Double
  /// The bottom of the navigation bar, in points (default 91 = 47 + 44).
  package var navigationBarMaxY: Double
  /// The menu button's hit target on screen, in points (default 44 × 44 at
  /// x 338…382, y 47…91: the bar's trailing edge, 8 points from the side).
  package var menuButtonFrame: Rect
  /// The height of one news row, in points (default 100).
  package var newsRowHeight: Double
  /// The number of news rows (default 10); rows count from 0.
  package var newsRowCount: Int
  /// The menu's items, top to bottom (default Home, News, Tech, Finance, Reviews);
  /// the first is the title at launch. Rows count from 0 (as `IndexPath.row`).
  package var menuItems: [String]
  /// The top of the first menu row in the menu view, in points (default 47).
  package var menuTopY: Double
  /// The height of one menu row, in points (default 80).
  package var menuRowHeight: Double

  /// Creates a geometry; every parameter defaults as documented above.
  ///
  /// - Precondition: the row heights are positive, the counts non-negative and
  ///   `menuItems` is not empty. The viewport is checked with the configuration
  ///   (`DropdownScene.validate(_:)`).
  package init(
    viewport: Size = Display.defaultViewport, navigationBarMinY: Double = 47, navigationBarMaxY: Double = 91,
    menuButtonFrame: Rect = Rect(x: 338, y: 47, width: 44, height: 44), newsRowHeight: Double = 100,
    newsRowCount: Int = 10, menuItems: [String] = DropdownGeometry.defaultMenuItems, menuTopY: Double = 47,
    menuRowHeight: Double = 80
  ) {
    precondition(newsRowHeight > 0 && menuRowHeight > 0 && newsRowCount >= 0, "DropdownGeometry: invalid rows")
    precondition(!menuItems.isEmpty, "DropdownGeometry: the menu needs at least one item")
    self.viewport = viewport
    self.navigationBarMinY = navigationBarMinY
    self.navigationBarMaxY = navigationBarMaxY
    self.menuButtonFrame = menuButtonFrame
    self.newsRowHeight = newsRowHeight
    self.newsRowCount = newsRowCount
    self.menuItems = menuItems
    self.menuTopY = menuTopY
    self.menuRowHeight = menuRowHeight
  }

  /// The default menu items (gesture-sim's choice: the seed does not list them).
  package static let defaultMenuItems = ["Home", "News", "Tech", "Finance", "Reviews"]

  /// Checks a viewport that came from a trace or the command line: throws the
  /// `viewport` problem. Its sides must be finite, 1…100 000 points, and
  /// the height at least 200 points so that the menu keeps room above the
  /// 150-point strip of the snapshot.
  package static func validate(viewport: Size) throws(SetupProblem) {
    try Display.validate(viewport: viewport)
    if viewport.height < 200 {
      throw SetupProblem(.viewport, "the drop-down menu needs a viewport at least 200 points tall, got \(viewport.height)")
    }
  }

  /// The news list on screen, in points: below the navigation bar, to the bottom.
  package var newsListFrame: Rect { belowNavigationBarFrame }

  /// The news row under a screen point (points), or nil outside the rows.
  package func newsRow(at point: Point) -> Int? {
    rowBelowNavigationBar(at: point, rowHeight: newsRowHeight, rowCount: newsRowCount)
  }

  /// The frame of menu row `row` (from 0) in the menu view's own coordinates, in
  /// points: full width, from `menuTopY + row · menuRowHeight`.
  package func menuRowFrame(_ row: Int) -> Rect {
    Rect(x: 0, y: menuTopY + Double(row) * menuRowHeight, width: viewport.width, height: menuRowHeight)
  }

  /// The menu row under a point of the menu view's own coordinates (points), or nil
  /// above the first row, below the last or beside the view.
  package func menuRow(atLocalPoint point: Point) -> Int? {
    guard point.x >= 0, point.x < viewport.width, point.y >= menuTopY else { return nil }
    let row = Int(((point.y - menuTopY) / menuRowHeight).rounded(.down))
    return row < menuItems.count ? row : nil
  }
}
