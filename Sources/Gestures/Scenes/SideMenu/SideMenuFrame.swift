import ScrollPhysics

/// What one display frame shows (the `frame` records of `gesture-sim run`): the
/// scroll view's state and the tutorial's visual state for its offset.
///
/// The menu's full geometry (its transform and layer) for the frame is
/// `SideMenuVisualState(contentOffsetX:geometry:)`; the frame keeps only what
/// the output reports, so that records stay small.
public struct SideMenuFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  public var time: Double
  /// The published horizontal content offset, in points (a multiple of 1/scale).
  public var contentOffsetX: Double
  /// The controller's `showingMenu`.
  public var showingMenu: Bool
  /// The scroll view's `isPagingEnabled`.
  public var pagingEnabled: Bool
  /// The scroll view's `isDragging`.
  public var isDragging: Bool
  /// The scroll view's `isDecelerating`.
  public var isDecelerating: Bool
  /// `1 − offset/menuWidth` clamped to 0…1 (the `menuFraction` field).
  public var menuFraction: Double
  /// The menu's alpha, equal to the fraction (the `menuAlpha` field).
  public var menuAlpha: Double
  /// The hamburger rotation, `fraction · π/2`, in radians (the `hamburgerAngle` field).
  public var hamburgerAngle: Double
  /// The menu's corners on screen after the 3-D transform and the perspective
  /// divide, in points: top-left, top-right, bottom-right, bottom-left (the
  /// `menuQuad` field).
  public var menuQuad: Quad

  /// Creates a frame record from the scroll view's state and the visual state of
  /// its offset.
  public init(
    time: Double, contentOffsetX: Double, showingMenu: Bool, pagingEnabled: Bool,
    isDragging: Bool, isDecelerating: Bool, visual: SideMenuVisualState
  ) {
    self.time = time
    self.contentOffsetX = contentOffsetX
    self.showingMenu = showingMenu
    self.pagingEnabled = pagingEnabled
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.menuFraction = visual.fraction
    self.menuAlpha = visual.menuAlpha
    self.hamburgerAngle = visual.hamburgerAngle
    self.menuQuad = visual.menuQuad
  }
}
