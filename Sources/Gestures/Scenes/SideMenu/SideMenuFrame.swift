import ScrollPhysics

/// What one display frame shows (the `frame` records of `gesture-sim run`): the
/// scroll view's state and the tutorial's visual state for its offset.
///
/// The record stores only the scroll view's state and the menu container's size;
/// the visual state (`menuFraction`, `menuAlpha`, `hamburgerAngle`, `menuQuad`) is
/// derived from them on demand, exactly as `SideMenuVisualState(contentOffsetX:geometry:)`
/// computes it, so that records stay small (a scene appends one per frame). The
/// menu's full geometry (its transform and layer) for the frame is
/// `SideMenuVisualState(contentOffsetX:geometry:)`.
public struct SideMenuFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  public var time: Double
  /// The published horizontal content offset, in points (a multiple of 1/scale).
  public var contentOffsetX: Double
  /// The offset the visual state is derived from, in points: the offset as the
  /// scroll view published it (`contentOffsetX` reports −0 as 0).
  @usableFromInline var visualOffsetX: Double
  /// The menu container's width (the menu width) and height (the viewport's), in points.
  @usableFromInline var menuWidth: Double
  var menuHeight: Double
  /// The controller's `showingMenu`.
  public var showingMenu: Bool
  /// The scroll view's `isPagingEnabled`.
  public var pagingEnabled: Bool
  /// The scroll view's `isDragging`.
  public var isDragging: Bool
  /// The scroll view's `isDecelerating`.
  public var isDecelerating: Bool

  /// `1 − offset/menuWidth` clamped to 0…1 (the `menuFraction` field; dimensionless).
  @inlinable
  package var menuFraction: Double {
    SideMenuVisualState.fraction(contentOffsetX: visualOffsetX, menuWidth: menuWidth)
  }

  /// The menu's alpha, equal to the fraction (the `menuAlpha` field; 0 transparent … 1 opaque).
  @inlinable
  package var menuAlpha: Double { menuFraction }

  /// The hamburger rotation, `fraction · π/2`, in radians (the `hamburgerAngle` field).
  @inlinable
  package var hamburgerAngle: Double { menuFraction * (Double.pi / 2) }

  /// The menu's corners on screen after the 3-D transform and the perspective
  /// divide, in points: top-left, top-right, bottom-right, bottom-left (the
  /// `menuQuad` field). Computed on each access (a 3-D transform and four
  /// projected corners).
  package var menuQuad: Quad {
    SideMenuVisualState.menuQuad(contentOffsetX: visualOffsetX, menuWidth: menuWidth, menuHeight: menuHeight)
  }

  /// Creates a frame record from the scroll view's state and the visual state of
  /// its offset.
  public init(
    time: Double, contentOffsetX: Double, showingMenu: Bool, pagingEnabled: Bool,
    isDragging: Bool, isDecelerating: Bool, visual: SideMenuVisualState
  ) {
    let size = visual.menuLayer.bounds.size
    self.init(
      time: time, contentOffsetX: contentOffsetX, visualOffsetX: visual.contentOffsetX, menuWidth: size.width,
      menuHeight: size.height, showingMenu: showingMenu, pagingEnabled: pagingEnabled, isDragging: isDragging,
      isDecelerating: isDecelerating)
  }

  /// A frame record whose visual state is that of `visualOffsetX` (points) for a
  /// menu container of `menuWidth` × `menuHeight` points.
  @inline(__always)
  init(
    time: Double, contentOffsetX: Double, visualOffsetX: Double, menuWidth: Double, menuHeight: Double,
    showingMenu: Bool, pagingEnabled: Bool, isDragging: Bool, isDecelerating: Bool
  ) {
    self.time = time
    self.contentOffsetX = contentOffsetX
    self.visualOffsetX = visualOffsetX
    self.menuWidth = menuWidth
    self.menuHeight = menuHeight
    self.showingMenu = showingMenu
    self.pagingEnabled = pagingEnabled
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
  }
}
