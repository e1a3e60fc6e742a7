import ScrollPhysics

/// UIKit's transform analyzer: from each event's finger motion it low-passes three
/// components (translation, pinch, rotation) and names the one that dominates. Pinch
/// and rotation recognizers change their value only while their own component
/// dominates.
///
/// The law [code] (UIKitCore decompilation, iOS 26.1, `_UIGestureRecognizerTransformAnalyzer`,
/// `analyzeTouches:`; docs/recognizers.md, "Transform analyzer"), per event, over the n
/// tracked fingers with displacements Δᵢ = location − previous location and unit
/// vectors uᵢ from the centroid to each finger:
/// - translation T = 0.4·|mean Δᵢ|; pinch S = 0.4·mean(Δᵢ·uᵢ) (radial, positive apart);
///   rotation R = 0.4·mean(Δᵢx·uᵢy − Δᵢy·uᵢx) (tangential; negative for a clockwise turn
///   on screen, y down). With one finger, T = 0.4·|Δ| and S = R = 0. The two square
///   roots (|Δ| and the length behind uᵢ) are single precision, as in UIKit.
/// - low-pass: L ← value + 0.6·L for each (T is a magnitude; S and R keep their sign).
/// - dominance: with weighted values wₜ·|Lₜ|, wₚ·|Lₛ|, wᵣ·|Lᵣ|, a component dominates
///   when it is more than 1.4 times every other **non-zero** weighted value
///   (ratios compared as UIKit does, by division), tested in the order translation,
///   pinch, rotation; none dominates (`nil`) otherwise. When all three are zero, the
///   translation dominates.
///
/// A finger exactly at the centroid has no direction; it adds no pinch or rotation
/// (UIKit would divide by zero there). Not a public type: the recognizers expose its
/// verdict as `dominantComponent`.
@usableFromInline
struct TransformAnalyzer: Hashable, Sendable {
  /// The weight of each component in the dominance test.
  @usableFromInline var weights: TransformWeights
  /// The low-passed translation magnitude, in points (per event, × 0.4 per step).
  @usableFromInline var translation = 0.0
  /// The low-passed radial component, in points (positive: the fingers move apart).
  @usableFromInline var scale = 0.0
  /// The low-passed tangential component, in points (positive: counter-clockwise on
  /// screen).
  @usableFromInline var rotation = 0.0
  /// The component that dominates after the latest event, or `nil` if none does (or
  /// before the first event).
  @usableFromInline var dominant: TransformComponent?

  /// The low-pass factor applied to the previous value at each event [code].
  @usableFromInline static let lowPassFactor = 0.6
  /// The factor applied to each component of the raw motion [code].
  @usableFromInline static let componentFactor = 0.4
  /// How many times larger than each other non-zero weighted value the dominant one
  /// must be [code].
  @usableFromInline static let dominanceRatio = 1.4

  @inlinable
  init(weights: TransformWeights) {
    self.weights = weights
  }

  /// Forgets the motion so far (UIKit's `reset`): the low-passed values go to zero.
  @inlinable
  mutating func reset() {
    translation = 0
    scale = 0
    rotation = 0
    dominant = nil
  }

  /// Adds one event's motion of `touches` (their locations and previous locations).
  @inlinable
  mutating func analyze(_ touches: [TrackedTouch]) {
    var tx = 0.0
    var ty = 0.0
    var radial = 0.0
    var tangential = 0.0
    let n = touches.count
    if n == 1 {
      let d = touches[0].location - touches[0].previousLocation
      tx = d.dx
      ty = d.dy
    } else if n > 1, let c = touches.centroid {
      var i = 0
      while i < n {
        let touch = touches[i]
        let dx = touch.location.x - touch.previousLocation.x
        let dy = touch.location.y - touch.previousLocation.y
        tx += dx
        ty += dy
        let rx = touch.location.x - c.x
        let ry = touch.location.y - c.y
        let length = Self.singlePrecisionSquareRoot(rx * rx + ry * ry)
        if length > 0 {
          let ux = rx / length
          let uy = ry / length
          radial += dx * ux + dy * uy
          tangential += dx * uy - dy * ux
        }
        i += 1
      }
      let count = Double(n)
      tx /= count
      ty /= count
      radial = radial / count * Self.componentFactor
      tangential = tangential / count * Self.componentFactor
    }
    let magnitude = Self.singlePrecisionSquareRoot(ty * ty + tx * tx) * Self.componentFactor
    translation = magnitude + translation * Self.lowPassFactor
    scale = radial + scale * Self.lowPassFactor
    rotation = tangential + rotation * Self.lowPassFactor
    dominant = Self.dominant(
      translation: weights.translation * abs(translation), pinch: weights.pinch * abs(scale),
      rotation: weights.rotation * abs(rotation))
  }

  /// The dominant component given the three weighted values (non-negative).
  @inlinable
  static func dominant(translation t: Double, pinch p: Double, rotation r: Double) -> TransformComponent? {
    if dominates(t, over: p, and: r) { return .translation }
    if dominates(p, over: t, and: r) { return .pinch }
    if dominates(r, over: t, and: p) { return .rotation }
    return nil
  }

  /// Whether `x` is more than `dominanceRatio` times each of `a` and `b` that is not zero.
  @inlinable
  static func dominates(_ x: Double, over a: Double, and b: Double) -> Bool {
    if a != 0 && !(x / a > dominanceRatio) { return false }
    if b != 0 && !(x / b > dominanceRatio) { return false }
    return true
  }

  /// `value.squareRoot()` computed in single precision, as UIKit's `sqrtf`.
  @inlinable
  static func singlePrecisionSquareRoot(_ value: Double) -> Double {
    Double(Float(value).squareRoot())
  }
}
