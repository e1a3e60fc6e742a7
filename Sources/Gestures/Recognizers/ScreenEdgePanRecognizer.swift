import ScrollPhysics

/// A continuous pan that begins only from a screen edge, modelled on
/// `UIScreenEdgePanGestureRecognizer` (one finger; `delaysTouchesBegan` true).
///
/// Transitions:
///
/// | State          | Input                                                                   | Next      | Output    |
/// |----------------|-------------------------------------------------------------------------|-----------|-----------|
/// | possible       | a finger lands outside every watched edge's zone                          | failed    | failed    |
/// | possible       | a second finger lands                                                      | failed    | failed    |
/// | possible       | a move past the hysteresis along an edge's inward normal, within the window | began   | began (translation 0) |
/// | possible       | a move drifting along the edge beyond the tolerance, or outside the window, for every candidate edge | failed | failed |
/// | possible       | the finger lifted or was cancelled                                         | failed    | failed    |
/// | began, changed | the finger moved                                                           | changed   | changed   |
/// | began, changed | the finger lifted / was cancelled                                          | ended / cancelled | ended / cancelled |
/// | ended, cancelled, failed | the finger lifted (or none left)                                 | possible  | none      |
///
/// The laws (public decompilation of UIKitCore for iOS 26.1, the edge pan's settings
/// and features; docs/recognizers.md, "Screen-edge pan"), with Δ = the finger's
/// location − where it landed and Δt the time since it landed:
/// - **Zone**: the finger must land less than `edgeRegionSize` (13 pt;
///   `bottomEdgeRegionSize`, 11 pt, at the bottom) from a watched edge of `bounds`.
///   Each edge whose zone holds it is a candidate.
/// - **Hysteresis**: a candidate begins when Δ along its inward normal exceeds
///   `hysteresis` (15 pt); the translation then counts from that point (0 at `began`).
/// - **Drift**: while Δ along the normal is ≤ `hysteresis`, the drift along the edge
///   must stay ≤ max(r / tan(π/2 − W/2) · (1 − Δt / `orthogonalDecayTime`),
///   `minimumOrthogonalTolerance`), r = min(`hysteresis`, 10): max(45.1·(1 − Δt/0.5), 20)
///   pt with the defaults.
/// - **Direction**: Δ must lie strictly within W/2 (77.5°) of the inward normal
///   (W = `directionWindow`, 155°); checked when the finger has moved.
/// - A candidate that breaks a rule drops out; when none is left, the pan fails.
/// - **Velocity**: UIKit's pan velocity (`PanVelocityEstimator`), sampled at the
///   landing and at every move.
@usableFromInline package struct ScreenEdgePanRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs.
  @usableFromInline package var id: GestureRecognizerID
  /// The edges it watches. Default `.left` (the navigation controller's back swipe).
  @usableFromInline package let edges: ScreenEdges
  /// The screen, in screen points, whose edges count.
  @usableFromInline package let bounds: Rect
  /// How far from the top, left or right edge a finger may land, in points. Default 13.
  @usableFromInline package let edgeRegionSize: Double
  /// How far from the bottom edge a finger may land, in points. Default 11.
  @usableFromInline package let bottomEdgeRegionSize: Double
  /// The movement along the inward normal before it begins, in points. Default 15.
  @usableFromInline package let hysteresis: Double
  /// The full direction window around the inward normal, in radians. Default
  /// 2.70526034 (155°).
  @usableFromInline package let directionWindow: Double
  /// How long the drift tolerance decays, in seconds. Default 0.5.
  @usableFromInline package let orthogonalDecayTime: Double
  /// The drift tolerance's floor, in points. Default 20.
  @usableFromInline package let minimumOrthogonalTolerance: Double

  @usableFromInline var _state: GestureState = .possible
  /// The finger it follows (at most one), with its latest location.
  @usableFromInline var touch: TrackedTouch?
  /// Whether a finger it refused (a second one) is down, keeping the gesture open.
  @usableFromInline var extraTouches: [Int] = []
  @usableFromInline var startLocation = Point.zero
  @usableFromInline var startTime = 0.0
  /// The edges still possible while `possible`; the edge it began from afterwards.
  @usableFromInline var candidates: ScreenEdges = []
  /// The location from which the translation counts, after the begin.
  @usableFromInline var translationOrigin = Point.zero
  @usableFromInline var lastLocation = Point.zero
  @usableFromInline var estimator = PanVelocityEstimator()

  /// Creates a screen-edge pan in the `possible` state.
  /// - Precondition: non-empty `edges`; positive sizes, hysteresis, window (at most 2π)
  ///   and decay time; non-negative tolerance floor (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    edges: ScreenEdges = .left,
    bounds: Rect,
    edgeRegionSize: Double = 13,
    bottomEdgeRegionSize: Double = 11,
    hysteresis: Double = 15,
    directionWindow: Double = 2.70526034,
    orthogonalDecayTime: Double = 0.5,
    minimumOrthogonalTolerance: Double = 20
  ) {
    precondition(!edges.isEmpty && ScreenEdges.all.isSuperset(of: edges), "ScreenEdgePanRecognizer: edges must be a non-empty set of the four edges")
    precondition(edgeRegionSize > 0 && bottomEdgeRegionSize > 0, "ScreenEdgePanRecognizer: edge regions must be positive")
    precondition(hysteresis > 0 && hysteresis.isFinite, "ScreenEdgePanRecognizer: hysteresis must be positive")
    precondition(directionWindow > 0 && directionWindow <= 2 * Double.pi, "ScreenEdgePanRecognizer: directionWindow must be in (0, 2π]")
    precondition(orthogonalDecayTime > 0, "ScreenEdgePanRecognizer: orthogonalDecayTime must be positive")
    precondition(minimumOrthogonalTolerance >= 0, "ScreenEdgePanRecognizer: minimumOrthogonalTolerance must be non-negative")
    self.id = id
    self.edges = edges
    self.bounds = bounds
    self.edgeRegionSize = edgeRegionSize
    self.bottomEdgeRegionSize = bottomEdgeRegionSize
    self.hysteresis = hysteresis
    self.directionWindow = directionWindow
    self.orthogonalDecayTime = orthogonalDecayTime
    self.minimumOrthogonalTolerance = minimumOrthogonalTolerance
  }

  /// The translation, in points: zero until it begins, then the finger's movement
  /// since the begin.
  @inlinable
  package var translation: Vector {
    switch _state {
    case .began, .changed, .ended, .cancelled: return (touch?.location ?? lastLocation) - translationOrigin
    case .possible, .failed: return .zero
    }
  }

  /// The drift tolerance along the edge at `elapsed` seconds after the landing, in points.
  @inlinable
  package func orthogonalTolerance(after elapsed: Double) -> Double {
    let reach = Swift.min(hysteresis, 10)
    let slope = reach / Elementary.tan(Double.pi / 2 - directionWindow / 2)
    return Swift.max(slope * (1 - elapsed / orthogonalDecayTime), minimumOrthogonalTolerance)
  }
}

// MARK: - Event processing

extension ScreenEdgePanRecognizer {
  /// The distance, in points, of `point` from `edge` of `bounds` (positive inside).
  @inlinable
  func distance(of point: Point, from edge: ScreenEdges) -> Double {
    if edge == .left { return point.x - bounds.minX }
    if edge == .right { return bounds.maxX - point.x }
    if edge == .top { return point.y - bounds.minY }
    return bounds.maxY - point.y
  }

  /// The inward unit normal of `edge`.
  @inlinable
  static func inwardNormal(_ edge: ScreenEdges) -> Vector {
    if edge == .left { return Vector(dx: 1, dy: 0) }
    if edge == .right { return Vector(dx: -1, dy: 0) }
    if edge == .top { return Vector(dx: 0, dy: 1) }
    return Vector(dx: 0, dy: -1)
  }

  /// The four edges in UIKit's bit order.
  @usableFromInline
  static let edgeOrder: [ScreenEdges] = [.top, .left, .bottom, .right]

  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    // Fast path: after the gesture is decided, moves change nothing (only lifts matter).
    if _state == .failed && event.isOnlyMovement { return }
    let time = event.time
    let count = event.touches.count
    var index = 0
    while index < count {
      let sample = event.touches[index]
      defer { index += 1 }
      guard sample.phase == .began, accepts(index), touch?.id != sample.id, !extraTouches.contains(sample.id) else { continue }
      if touch == nil && _state == .possible {
        land(sample, at: time, into: &outputs)
      } else {
        extraTouches.append(sample.id)
        if _state == .possible {
          fail(at: time, .tooManyTouches(count: 1 + extraTouches.count, allowed: 1), into: &outputs)
        }
      }
    }
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == .moved || sample.phase == .stationary, var current = touch, current.id == sample.id,
        current.location != sample.location else { continue }
      current.location = sample.location
      touch = current
      lastLocation = sample.location
      estimator.addSample(time: time, position: sample.location)
      switch _state {
      case .possible: test(at: time, into: &outputs)
      case .began, .changed:
        _state = .changed
        outputs.append(output(.changed, at: time))
      case .ended, .cancelled, .failed: break
      }
    }
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase.isEnd else { continue }
      if let k = extraTouches.firstIndex(of: sample.id) {
        extraTouches.remove(at: k)
        continue
      }
      guard let current = touch, current.id == sample.id else { continue }
      let cancelled = sample.phase == .cancelled
      switch _state {
      case .possible:
        touch = nil
        fail(at: time, cancelled ? .touchCancelled : .liftedEarly, into: &outputs)
      case .began, .changed:
        _state = cancelled ? .cancelled : .ended
        outputs.append(output(_state, at: time))
        touch = nil
      case .ended, .cancelled, .failed:
        touch = nil
      }
    }
  }

  /// A finger lands: it is followed, and fails the pan unless it is in a watched
  /// edge's zone.
  @inlinable
  mutating func land(_ sample: Touch, at time: Double, into outputs: inout [GestureOutput]) {
    touch = TrackedTouch(id: sample.id, location: sample.location)
    startLocation = sample.location
    startTime = time
    lastLocation = sample.location
    estimator.reset()
    estimator.addSample(time: time, position: sample.location)
    candidates = []
    var nearest = Double.infinity
    var nearestZone = edgeRegionSize
    for edge in Self.edgeOrder where edges.contains(edge) {
      let d = distance(of: sample.location, from: edge)
      let zone = edge == .bottom ? bottomEdgeRegionSize : edgeRegionSize
      if d < zone {
        candidates.insert(edge)
      } else if d < nearest {
        nearest = d
        nearestZone = zone
      }
    }
    if candidates.isEmpty {
      fail(at: time, .outsideEdgeZone(distance: nearest, zone: nearestZone), into: &outputs)
    }
  }

  /// The edge rules at a move while `possible`.
  @inlinable
  mutating func test(at time: Double, into outputs: inout [GestureOutput]) {
    guard let current = touch else { return }
    let delta = current.location - startLocation
    let elapsed = time - startTime
    var failure: GestureFailureReason?
    for edge in Self.edgeOrder where candidates.contains(edge) {
      let normal = Self.inwardNormal(edge)
      let along = delta.dx * normal.dx + delta.dy * normal.dy
      let across = delta.dx * normal.dy - delta.dy * normal.dx
      if delta != .zero {
        let angle = abs(Elementary.atan2(across, along))
        if !(angle < directionWindow / 2) {
          candidates.remove(edge)
          failure = failure ?? .outsideDirectionWindow(angle: angle * 180 / Double.pi, allowed: directionWindow / 2 * 180 / Double.pi)
          continue
        }
      }
      if along <= hysteresis {
        let tolerance = orthogonalTolerance(after: elapsed)
        if abs(across) > tolerance {
          candidates.remove(edge)
          failure = failure ?? .driftedAlongEdge(drift: abs(across), allowed: tolerance)
        }
        continue
      }
      // Past the hysteresis: it begins from this edge, translation 0.
      candidates = edge
      _state = .began
      translationOrigin = current.location
      outputs.append(output(.began, at: time))
      return
    }
    if candidates.isEmpty, let failure {
      fail(at: time, failure, into: &outputs)
    }
  }

  @inlinable
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    let began = state == .began || state == .changed || state == .ended || state == .cancelled
    return GestureOutput(
      recognizer: id, state: state, time: time, location: touch?.location ?? lastLocation,
      translation: translation,
      velocity: began ? (estimator.velocity(at: time) ?? .zero) : nil,
      numberOfTouches: touch == nil ? 0 : 1,
      edge: began ? candidates : nil)
  }

  @inlinable
  mutating func _resetIfFinished() {
    guard _state.isTerminal && touch == nil && extraTouches.isEmpty else { return }
    _state = .possible
    candidates = []
  }
}
