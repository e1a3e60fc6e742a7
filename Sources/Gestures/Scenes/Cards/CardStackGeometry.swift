import ScrollPhysics

/// The card stack's layout: the screen, the deck, the head card and the per-depth
/// formulas that make the cards further back smaller, higher, thinner-bordered
/// and darker (issue 5, "Geometry and layout"; docs/cards.md, "Geometry").
///
/// A card's *depth* is its index minus the top card's index: 0 is the head card,
/// 1 the card behind it, and so on. With `s(d) = depthScale^d`:
///
/// | Quantity | Formula | d = 0 | 1 | 2 | 3 |
/// |---|---|---|---|---|---|
/// | scale | `s(d)` | 1 | 0.9 | 0.81 | 0.729 |
/// | size (points) | `cardSize · s(d)` | 300 × 400 | 270 × 360 | 243 × 324 | 218.7 × 291.6 |
/// | vertical offset of the top edge (points) | `−topGap · (1 + r + … + r^(d−1))`, r = `depthScale` | 0 | −30 | −57 | −81.3 |
/// | border width (points) | `borderWidth · s(d)` | 8 | 7.2 | 6.48 | 5.832 |
/// | dimming alpha | `1 − brightnessRatio^d` | 0 | 0.15 | 0.2775 | 0.385875 |
///
/// (the values are the defaults'). Every card is centred horizontally; the head
/// card's bottom edge is at `headBottom`, and the top edge of the card at depth d
/// is `headBottom − cardSize.height + offset(d)`. So each card further back is a
/// copy of the one in front scaled by `depthScale`, and the gaps between the top
/// edges shrink by the same ratio, as distances do in a perspective view (the
/// seed's "近大远小"); the horizontal and vertical spacings differ (15 points per
/// side against 30 points at the top between depths 0 and 1), which the seed
/// points out as a detail of the original animation. The seed leaves the numbers
/// to taste; these are this project's choice.
///
/// A negative depth (a card flipped off the stack) has the head card's layout: it
/// stays hinged on the head card's bottom edge.
package struct CardStackGeometry: Hashable, Sendable {
  /// The screen, in points (default 390 × 844, issue 5).
  package var viewport: Size
  /// Device pixels per point (default 3, issue 5). Reported, not used for
  /// rounding: the layout values are exact (docs/cards.md).
  package var scale: Double
  /// How many cards the deck holds (default 20, issue 5). Indices run 0…cardCount − 1.
  package var cardCount: Int
  /// How many cards are shown at once at rest: depths 0…visibleCount − 1 (default 4, issue 5).
  package var visibleCount: Int
  /// The head card's size, in points (default 300 × 400, issue 5).
  package var cardSize: Size
  /// The y of the head card's bottom edge, in points (default 640, issue 5): the
  /// hinge the flip rotates about.
  package var headBottom: Double
  /// How much smaller each card is than the one in front of it, 0 < r ≤ 1
  /// (default 0.9; dimensionless). Also the ratio of successive top gaps and
  /// border widths.
  package var depthScale: Double
  /// The gap between the head card's top edge and the top edge of the card behind
  /// it, in points (default 30). Further gaps shrink by `depthScale`.
  package var topGap: Double
  /// The head card's white border width, in points (default 8); a card at depth d
  /// has `borderWidth · depthScale^d`.
  package var borderWidth: Double
  /// How much of the light in front of it each card keeps, 0…1 (default 0.85): the
  /// black overlay of the card at depth d has alpha `1 − brightnessRatio^d`.
  package var brightnessRatio: Double
  /// The eye distance D of the flip's perspective, `m34 = −1/D`, in points
  /// (default 2000, the seed's and issue 5's `m34 = −1.0/2000`). Must exceed the
  /// card height, or the top edge of a card flipped to the perpendicular would
  /// reach the eye.
  package var perspectiveDistance: Double

  /// Creates a geometry; every parameter defaults to the value documented above.
  ///
  /// The values are not checked here: `validate()` checks them, once, as part of
  /// the configuration's (`CardStackScene.Configuration.validate()`, which
  /// `SceneRunner.Options` runs).
  package init(
    viewport: Size = Display.defaultViewport, scale: Double = Display.defaultScale, cardCount: Int = 20, visibleCount: Int = 4,
    cardSize: Size = Size(width: 300, height: 400), headBottom: Double = 640, depthScale: Double = 0.9,
    topGap: Double = 30, borderWidth: Double = 8, brightnessRatio: Double = 0.85, perspectiveDistance: Double = 2000
  ) {
    self.viewport = viewport
    self.scale = scale
    self.cardCount = cardCount
    self.visibleCount = visibleCount
    self.cardSize = cardSize
    self.headBottom = headBottom
    self.depthScale = depthScale
    self.topGap = topGap
    self.borderWidth = borderWidth
    self.brightnessRatio = brightnessRatio
    self.perspectiveDistance = perspectiveDistance
  }

  /// Checks every field: throws the first problem found.
  /// Deck 1…1 000 000 cards; 1…64 visible; a finite card size with positive sides
  /// below `perspectiveDistance` in height; finite `headBottom`, `topGap ≥ 0`,
  /// `borderWidth ≥ 0`; `0 < depthScale ≤ 1`; `0 ≤ brightnessRatio ≤ 1`;
  /// `perspectiveDistance` finite and positive.
  package func validate() throws(SetupProblem) {
    try Display.validate(viewport: viewport, scale: scale)
    if !(cardCount >= 1 && cardCount <= 1_000_000) { throw SetupProblem(.setting("cardCount"), "the deck must hold 1 to 1000000 cards, got \(cardCount)") }
    if !(visibleCount >= 1 && visibleCount <= 64) { throw SetupProblem(.setting("visibleCount"), "1 to 64 cards can be visible, got \(visibleCount)") }
    if !(perspectiveDistance.isFinite && perspectiveDistance > 0) {
      throw SetupProblem(.setting("perspectiveDistance"), "the perspective distance must be positive, got \(perspectiveDistance)")
    }
    if !(cardSize.width.isFinite && cardSize.height.isFinite && cardSize.width > 0 && cardSize.height > 0) {
      throw SetupProblem(.setting("cardSize"), "the card size must be positive, got \(cardSize)")
    }
    if !(cardSize.height < perspectiveDistance) {
      throw SetupProblem(.setting("cardSize"), "the card height (\(cardSize.height)) must be below the perspective distance (\(perspectiveDistance))")
    }
    if !headBottom.isFinite { throw SetupProblem(.setting("headBottom"), "the head card's bottom must be finite, got \(headBottom)") }
    if !(depthScale.isFinite && depthScale > 0 && depthScale <= 1) {
      throw SetupProblem(.setting("depthScale"), "the depth scale must be in (0, 1], got \(depthScale)")
    }
    if !(topGap.isFinite && topGap >= 0) { throw SetupProblem(.setting("topGap"), "the top gap must be non-negative, got \(topGap)") }
    if !(borderWidth.isFinite && borderWidth >= 0) { throw SetupProblem(.setting("borderWidth"), "the border width must be non-negative, got \(borderWidth)") }
    if !(brightnessRatio.isFinite && brightnessRatio >= 0 && brightnessRatio <= 1) {
      throw SetupProblem(.setting("brightnessRatio"), "the brightness ratio must be in [0, 1], got \(brightnessRatio)")
    }
  }

  // MARK: - Per-depth formulas

  /// `depthScale^d` for d ≥ 0 (1 for d ≤ 0), by repeated multiplication.
  func power(_ ratio: Double, _ depth: Int) -> Double {
    var result = 1.0
    var d = 0
    while d < depth {
      result *= ratio
      d += 1
    }
    return result
  }

  /// The scale of the card at `depth` relative to the head card, `depthScale^depth`
  /// (1 for depth ≤ 0); dimensionless.
  package func scale(atDepth depth: Int) -> Double { power(depthScale, depth) }

  /// How far the top edge of the card at `depth` is below the head card's top
  /// edge, in points (negative: above): `−topGap · (1 + r + … + r^(depth−1))`, 0 for
  /// depth ≤ 0.
  package func verticalOffset(atDepth depth: Int) -> Double {
    var sum = 0.0
    var gap = topGap
    var d = 0
    while d < depth {
      sum += gap
      gap *= depthScale
      d += 1
    }
    return -sum
  }

  /// The white border width of the card at `depth`, `borderWidth · depthScale^depth`, in points.
  package func borderWidth(atDepth depth: Int) -> Double { borderWidth * scale(atDepth: depth) }

  /// The alpha of the black overlay on the card at `depth`, `1 − brightnessRatio^depth`
  /// (0 for depth ≤ 0).
  package func dimming(atDepth depth: Int) -> Double { 1 - power(brightnessRatio, depth) }

  /// The frame of the card at `depth`, in points: `cardSize · scale`, centred
  /// horizontally in the viewport, top edge at `headBottom − cardSize.height +
  /// verticalOffset(atDepth:)`.
  package func frame(atDepth depth: Int) -> Rect {
    let s = scale(atDepth: depth)
    let width = cardSize.width * s
    let height = cardSize.height * s
    return Rect(
      x: viewport.width / 2 - width / 2, y: headBottom - cardSize.height + verticalOffset(atDepth: depth),
      width: width, height: height)
  }

  /// The head card's frame, in points (default x 45…345, y 240…640).
  package var headFrame: Rect { frame(atDepth: 0) }

  /// The whole layout of the card at `depth`: frame, border width and dimming.
  package func layout(atDepth depth: Int) -> CardLayout {
    CardLayout(frame: frame(atDepth: depth), borderWidth: borderWidth(atDepth: depth), dimming: dimming(atDepth: depth))
  }

  // MARK: - The flip

  /// The flip's layer transform for `angle` (radians, about the x axis): the
  /// seed's and issue 5's `var t = CATransform3DIdentity; t.m34 = −1/D;
  /// t = CATransform3DRotate(t, angle, 1, 0, 0)`, that is R · P (rotate, then
  /// project: foreshortened; docs/sources.md, "3-D transforms").
  package func flipTransform(angle: Double) -> Transform3D {
    var t = Transform3D.identity
    t.m34 = -1 / perspectiveDistance
    return t.rotated(angle: angle, x: 1, y: 0, z: 0)
  }

  /// The layer geometry of a card laid out at `frame` (points) and flipped by
  /// `angle` (radians): bounds at the origin with the frame's size, anchor point
  /// (0.5, 1) (the bottom edge's midpoint: the seed moves it there and compensates
  /// the position so the card does not move), position at the bottom edge's
  /// midpoint, transform `flipTransform(angle:)`.
  package func cardLayer(frame: Rect, angle: Double) -> LayerGeometry {
    LayerGeometry(
      bounds: Rect(origin: .zero, size: frame.size), anchorPoint: Point(x: 0.5, y: 1),
      position: Point(x: frame.minX + frame.size.width / 2, y: frame.maxY), transform: flipTransform(angle: angle))
  }

  /// The four corners of a card laid out at `frame` and flipped by `angle`, on
  /// screen after the perspective divide, in points: top-left, top-right,
  /// bottom-right, bottom-left of the card.
  ///
  /// For angles in −π…0 the top edge comes towards the viewer (z = h·|sin angle| ≤ h
  /// for a card of height h ≤ `cardSize.height` < `perspectiveDistance`), so every
  /// corner stays in front of the eye.
  package func quad(frame: Rect, angle: Double) -> Quad {
    guard let quad = cardLayer(frame: frame, angle: angle).cornersInSuperlayer else {
      preconditionFailure("CardStackGeometry: a card corner fell behind the eye at angle \(angle)")
    }
    return quad
  }
}
