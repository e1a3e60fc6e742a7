import ScrollPhysics

/// What the side menu looks like for one horizontal content offset: the
/// tutorial's `scrollViewDidScroll` visual code, evaluated at every display frame.
///
/// - `fraction = 1 − contentOffsetX / menuWidth`, clamped to 0…1 (1: menu shown,
///   0: hidden). The tutorial divides by the menu container's width and does not
///   clamp; with bounces off the offset never leaves 0…`menuWidth`, and the clamp
///   (the issue's) only guards other inputs.
/// - menu alpha = `fraction`; hamburger rotation = `fraction · π/2` radians.
/// - The menu container's layer transform (the tutorial's `transformForFraction`):
///   perspective `m34 = −1/1000` set on the identity, rotated about the y axis by
///   `(1 − fraction)·(−π/2)` (so R · P), then concatenated with a translation by
///   `menuWidth/2` in x: `R · P · T(menuWidth/2, 0, 0)`.
/// - The layer's anchor point is (1, 0.5), set without moving its position, which
///   stays at the container's centre (`menuWidth/2`, height/2): the hinge is the
///   container's right edge and the +`menuWidth/2` translation puts the panel back.
///   Fully shown, the quad is exactly the container's frame; hidden, it is edge-on
///   at the hinge, which is on screen at x = 0.
public struct SideMenuVisualState: Hashable, Sendable {
  /// The eye distance of the tutorial's perspective, in points: `m34 = −1/1000`.
  package static let perspectiveDistance: Double = 1000

  /// The horizontal content offset this state was computed for, in points.
  public var contentOffsetX: Double
  /// How much of the menu is shown: 1 − offset/menuWidth clamped to 0…1 (dimensionless).
  public var fraction: Double
  /// The menu container's alpha, equal to `fraction` (0 transparent … 1 opaque).
  public var menuAlpha: Double
  /// The hamburger image's rotation, `fraction · π/2`, in radians (0 hidden, π/2 shown).
  public var hamburgerAngle: Double
  /// The menu container layer's geometry in content coordinates (points), with the
  /// tutorial's anchor point and transform.
  package var menuLayer: LayerGeometry
  /// The menu's four corners on screen after the transform and the perspective
  /// divide, in screen points: top-left, top-right, bottom-right, bottom-left.
  package var menuQuad: Quad

  /// Computes the visual state for a horizontal content offset (points).
  public init(contentOffsetX: Double, geometry: SideMenuGeometry) {
    let width = geometry.menuWidth
    let fraction = SideMenuVisualState.fraction(contentOffsetX: contentOffsetX, menuWidth: width)
    let layer = SideMenuVisualState.menuLayer(fraction: fraction, menuWidth: width, menuHeight: geometry.viewport.height)
    self.contentOffsetX = contentOffsetX
    self.fraction = fraction
    self.menuAlpha = fraction
    self.hamburgerAngle = fraction * (Double.pi / 2)
    self.menuLayer = layer
    self.menuQuad = SideMenuVisualState.screenQuad(of: layer, contentOffsetX: contentOffsetX, fraction: fraction)
  }

  /// The menu container layer's geometry in content coordinates (points) for
  /// `fraction`: the container's frame (0, 0, `menuWidth`, `menuHeight`, in
  /// points), the anchor point (1, 0.5) and `menuTransform(fraction:menuWidth:)`.
  static func menuLayer(fraction: Double, menuWidth: Double, menuHeight: Double) -> LayerGeometry {
    let container = Rect(x: 0, y: 0, width: menuWidth, height: menuHeight)
    return LayerGeometry(
      bounds: Rect(origin: .zero, size: container.size), anchorPoint: Point(x: 1, y: 0.5),
      position: container.center, transform: SideMenuVisualState.menuTransform(fraction: fraction, menuWidth: menuWidth))
  }

  /// The projected corners of `layer` on screen (points) at `contentOffsetX` (points).
  static func screenQuad(of layer: LayerGeometry, contentOffsetX: Double, fraction: Double) -> Quad {
    // fraction ∈ 0…1 rotates the panel away from the viewer (z ≤ 0 about the hinge),
    // so W = 1 − z/1000 ≥ 1 for every corner and the projection always exists.
    guard let quad = layer.cornersInSuperlayer else {
      preconditionFailure("SideMenuVisualState: a corner fell behind the eye for fraction \(fraction)")
    }
    return quad.offsetBy(Vector(dx: -contentOffsetX, dy: 0))
  }

  /// The menu's four corners on screen (points) for a horizontal content offset
  /// (points) and a menu container of `menuWidth` × `menuHeight` points: the
  /// `menuQuad` of `init(contentOffsetX:geometry:)` for a geometry with that menu
  /// width and viewport height, computed without the rest of the state.
  package static func menuQuad(contentOffsetX: Double, menuWidth: Double, menuHeight: Double) -> Quad {
    let fraction = SideMenuVisualState.fraction(contentOffsetX: contentOffsetX, menuWidth: menuWidth)
    let layer = menuLayer(fraction: fraction, menuWidth: menuWidth, menuHeight: menuHeight)
    return screenQuad(of: layer, contentOffsetX: contentOffsetX, fraction: fraction)
  }

  /// `1 − contentOffsetX / menuWidth` clamped to 0…1; 0 for a non-finite input.
  @usableFromInline package static func fraction(contentOffsetX: Double, menuWidth: Double) -> Double {
    let raw = 1 - contentOffsetX / menuWidth
    guard raw.isFinite else { return 0 }
    return min(1, max(0, raw))
  }

  /// The tutorial's `transformForFraction`: `var t = identity; t.m34 = −1/1000`,
  /// `CATransform3DRotate(t, (1 − fraction)·(−π/2), 0, 1, 0)`, then
  /// `CATransform3DConcat` with `CATransform3DMakeTranslation(menuWidth/2, 0, 0)`.
  package static func menuTransform(fraction: Double, menuWidth: Double) -> Transform3D {
    var perspective = Transform3D.identity
    perspective.m34 = -1 / perspectiveDistance
    let angle = (1 - fraction) * -(Double.pi / 2)
    return perspective.rotated(angle: angle, x: 0, y: 1, z: 0)
      .concatenatingTranslation(tx: menuWidth / 2, ty: 0, tz: 0)
  }

  /// The menu's transform (the layer's `transform`), in content space.
  package var menuTransform: Transform3D { menuLayer.transform }

  /// The menu row under a screen point (points), counted from 0, or `nil` when the
  /// point misses the menu's projected quad, lies above the table or below the
  /// last row, or the menu is edge-on or nearly transparent. Hit testing goes
  /// through the layer's transform, as UIKit's does: the screen point is mapped
  /// back into the menu container's plane. A view whose alpha is below 0.01 is
  /// skipped, as `UIView.hitTest(_:with:)` documents.
  package func menuRow(atScreenPoint point: Point, geometry: SideMenuGeometry) -> Int? {
    guard fraction > 0, menuAlpha > 0.01 else { return nil }
    let contentPoint = point + Vector(dx: contentOffsetX, dy: 0)
    guard let local = menuLayer.convertFromSuperlayer(contentPoint) else { return nil }
    return geometry.menuRow(atLocalPoint: local)
  }
}
