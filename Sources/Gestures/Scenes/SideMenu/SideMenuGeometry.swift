import ScrollPhysics

/// The side-menu scene's layout: the viewport, the scroll view's content, the
/// hamburger button and the menu's rows (issue 4, "Geometry").
///
/// The scroll view fills the viewport. Its content is the menu container (content
/// x 0…`menuWidth`) followed by the detail container (one viewport wide), so the
/// content is `viewport.width + menuWidth` wide and the offset ranges over
/// 0…`menuWidth`: 0 shows the menu, `menuWidth` hides it. Both containers are as
/// tall as the viewport (the tutorial pins them to the content view, which is as
/// tall as the scroll view).
///
/// Every default below is the issue's; the numbers of the navigation bar (y 47…91)
/// are an iPhone 14/15's status bar (47 pt) plus a 44-point navigation bar.
public struct SideMenuGeometry: Hashable, Sendable, ScrollingSceneGeometry {
  /// The screen and scroll view size, in points (default 390 × 844, an iPhone 14/15).
  public var viewport: Size
  /// Device pixels per point (default 3); offsets are rounded to 1/scale.
  public var scale: Double
  /// The menu container's width, in points (default 80, the tutorial's value).
  public var menuWidth: Double
  /// The top of the navigation bars, in points (default 47: below the status bar).
  public var navigationBarMinY: Double
  /// The bottom of the navigation bars, in points (default 91 = 47 + 44).
  package var navigationBarMaxY: Double
  /// The hamburger button's hit target in the detail view's own coordinates, in
  /// points (default x 8…52, y 47…91: 44 × 44 at the bar's leading edge).
  package var hamburgerFrame: Rect
  /// The number of rows in the menu table (default 7, the tutorial's MenuItems.plist).
  package var menuRowCount: Int
  /// The height of one menu row, in points (default 80: square 80 × 80 image cells).
  public var menuRowHeight: Double

  /// Creates a geometry; every parameter defaults to the value.
  ///
  /// - Precondition: `menuWidth > 0`, `menuRowHeight > 0` and `menuRowCount >= 0`.
  ///   The viewport and scale are checked with the configuration
  ///   (`SideMenuScene.validate(_:)`).
  public init(
    viewport: Size = Display.defaultViewport, scale: Double = Display.defaultScale, menuWidth: Double = 80,
    navigationBarMinY: Double = 47, navigationBarMaxY: Double = 91,
    hamburgerFrame: Rect = Rect(x: 8, y: 47, width: 44, height: 44),
    menuRowCount: Int = 7, menuRowHeight: Double = 80
  ) {
    precondition(menuWidth > 0 && menuRowHeight > 0 && menuRowCount >= 0, "SideMenuGeometry: invalid menu size")
    self.viewport = viewport
    self.scale = scale
    self.menuWidth = menuWidth
    self.navigationBarMinY = navigationBarMinY
    self.navigationBarMaxY = navigationBarMaxY
    self.hamburgerFrame = hamburgerFrame
    self.menuRowCount = menuRowCount
    self.menuRowHeight = menuRowHeight
  }

  /// `SideMenuGeometry()`, every parameter at its default.
  public static var defaultGeometry: SideMenuGeometry { SideMenuGeometry() }

  /// The scroll view's content size, in points: `viewport.width + menuWidth` by `viewport.height`.
  package var contentSize: Size { Size(width: viewport.width + menuWidth, height: viewport.height) }

  /// The largest horizontal offset, `contentSize.width − viewport.width` = `menuWidth`, in points:
  /// the offset at which the menu is hidden.
  package var hiddenOffsetX: Double { menuWidth }

  /// The menu container's frame in content coordinates, in points: x 0…`menuWidth`, full height.
  package var menuContainerFrame: Rect { Rect(x: 0, y: 0, width: menuWidth, height: viewport.height) }

  /// The detail container's frame in content coordinates, in points: x `menuWidth`…, one viewport.
  package var detailContainerFrame: Rect { Rect(x: menuWidth, y: 0, width: viewport.width, height: viewport.height) }

  /// The hamburger's hit target on screen for a horizontal content offset (points):
  /// the detail view's frame moves with the content, so screen x = `menuWidth` −
  /// `contentOffsetX` + local x.
  package func hamburgerScreenFrame(contentOffsetX: Double) -> Rect {
    hamburgerFrame.offsetBy(Vector(dx: menuWidth - contentOffsetX, dy: 0))
  }

  /// The frame of menu row `row` (counted from 0) in the menu container's own
  /// coordinates, in points: y from `navigationBarMaxY + row·menuRowHeight`, full width.
  package func menuRowFrame(_ row: Int) -> Rect {
    Rect(x: 0, y: navigationBarMaxY + Double(row) * menuRowHeight, width: menuWidth, height: menuRowHeight)
  }

  /// The menu row under a point of the menu container's own coordinates (points), or
  /// `nil` above the table, below the last row or outside the container.
  package func menuRow(atLocalPoint point: Point) -> Int? {
    guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < menuWidth, point.y >= navigationBarMaxY else { return nil }
    let row = Int(((point.y - navigationBarMaxY) / menuRowHeight).rounded(.down))
    return row < menuRowCount ? row : nil
  }
}
