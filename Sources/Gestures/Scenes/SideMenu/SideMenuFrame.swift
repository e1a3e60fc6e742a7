import ScrollPhysics

/// What one display frame shows (the `frame` records of `gesture-sim run`): the
/// scroll view's state and the tutorial's visual state for its offset.
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
  /// The menu's fraction, alpha, hamburger angle, transform and screen quad for `contentOffsetX`.
  public var visual: SideMenuVisualState

  /// Creates a frame record.
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
    self.visual = visual
  }

  /// `1 − offset/menuWidth` clamped to 0…1 (the `menuFraction` field).
  @inlinable public var menuFraction: Double { visual.fraction }
  /// The menu's alpha (the `menuAlpha` field).
  @inlinable public var menuAlpha: Double { visual.menuAlpha }
  /// The hamburger rotation in radians (the `hamburgerAngle` field).
  @inlinable public var hamburgerAngle: Double { visual.hamburgerAngle }
  /// The menu's corners on screen, in points (the `menuQuad` field).
  @inlinable public var menuQuad: Quad { visual.menuQuad }
}
