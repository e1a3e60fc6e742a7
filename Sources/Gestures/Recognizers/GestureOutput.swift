import ScrollPhysics

/// One transition of a recognizer: what UIKit would deliver with an action message
/// (`began`, `changed`, `ended`/`recognized`, `cancelled`) or, for `failed`, the
/// transition UIKit performs silently.
///
/// Failures are reported as outputs so that tests, scenes and the arena can see them;
/// check `sendsActionMessage` (false for `failed`) to get exactly UIKit's action
/// messages. `possible` never appears in an output.
public struct GestureOutput: Hashable, Sendable {
  /// The recognizer that changed state.
  public var recognizer: GestureRecognizerID
  /// The state it entered: `began`, `changed`, `ended` (= `recognized`), `cancelled`
  /// or `failed`.
  public var state: GestureState
  /// `direction` and `edge`, stored as their UIKit bits (0: none) beside `state`, where
  /// they fit in its padding (the output is copied on every routed transition).
  @usableFromInline var directionBits: UInt8 = 0
  @usableFromInline var edgeBits: UInt8 = 0
  /// When the transition happened, in seconds (trace time). A transition caused by
  /// time passing (a tap's interval running out) carries the deadline, not the time
  /// of the call that noticed it.
  public var time: Double
  /// Where the gesture is, in screen points: a pan's, pinch's or rotation's centroid
  /// (the centroid of its touches, or where the last fingers lifted); a tap's location
  /// (the centroid of its touches when its first tap had all its fingers down, as
  /// UIKit's `location(in:)`; for a failure before that, where its latest finger was).
  public var location: Point
  /// A pan's translation, in points, in screen coordinates. Zero for the other kinds.
  public var translation: Vector
  /// A pan's velocity, in points per second, in screen coordinates; `nil` for the other
  /// kinds (a pinch's or rotation's velocity is in `transform`),
  /// for a failure, when the estimator had no estimate, or when the pan was told not
  /// to compute it for this output (`PanVelocityReporting.terminalOnly`).
  public var velocity: Vector?
  /// How many touches the recognizer tracked when it produced the output (for a tap:
  /// the number of touches it requires).
  public var numberOfTouches: Int
  /// A pinch's scale or a rotation's angle, with its velocity; `nil` for the other
  /// kinds and for a failure.
  public var transform: GestureTransform?
  /// A pinch's scale (``GestureTransform/scale``); `nil` for every other kind.
  @inlinable
  public var scale: Double? { transform?.scale }
  /// A rotation recognizer's rotation, in radians, clockwise on screen positive
  /// (``GestureTransform/rotation``); `nil` for every other kind.
  @inlinable
  public var rotation: Double? { transform?.rotation }
  /// A recognized swipe's direction (one bit); `nil` for every other output.
  @inlinable
  public var direction: SwipeDirection? {
    get { directionBits == 0 ? nil : SwipeDirection(rawValue: Int(directionBits)) }
    set { directionBits = newValue.map { UInt8(truncatingIfNeeded: $0.rawValue & 0xF) } ?? 0 }
  }
  /// The edge a screen-edge pan began from (one bit); `nil` for every other output.
  @inlinable
  public var edge: ScreenEdges? {
    get { edgeBits == 0 ? nil : ScreenEdges(rawValue: Int(edgeBits)) }
    set { edgeBits = newValue.map { UInt8(truncatingIfNeeded: $0.rawValue & 0xF) } ?? 0 }
  }
  /// Why a `failed` transition happened, when the recognizer knows; `nil` otherwise.
  public var reason: GestureFailureReason?

  /// Creates an output.
  @inlinable
  public init(
    recognizer: GestureRecognizerID, state: GestureState, time: Double, location: Point,
    translation: Vector = .zero, velocity: Vector? = nil, numberOfTouches: Int,
    transform: GestureTransform? = nil, direction: SwipeDirection? = nil,
    edge: ScreenEdges? = nil, reason: GestureFailureReason? = nil
  ) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.numberOfTouches = numberOfTouches
    self.transform = transform
    self.direction = direction
    self.edge = edge
    self.reason = reason
  }

  /// Whether UIKit would send the recognizer's action message for this transition
  /// (every state except `failed`).
  @inlinable
  package var sendsActionMessage: Bool { state.sendsActionMessage }
}

extension GestureOutput: CustomStringConvertible {
  /// A one-line summary, for example `#0 began t=0.1 at (10.0, 20.0) translation (2.0, 0.0) velocity (80.0, 0.0) touches 1`.
  public var description: String {
    var text = "\(recognizer) \(state) t=\(time) at \(location) translation \(translation)"
    if let velocity { text += " velocity \(velocity)" }
    text += " touches \(numberOfTouches)"
    if let transform { text += " \(transform)" }
    if let direction { text += " direction \(direction)" }
    if let edge { text += " edge \(edge)" }
    if let reason { text += " reason \(reason)" }
    return text
  }
}
