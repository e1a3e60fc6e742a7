import ScrollPhysics

/// The gestures UIKit's standard recognizers find in a trace: what `gesture-sim run
/// --scene gestures` prints.
///
/// One view covers the whole screen and carries, as a typical UIKit screen would:
/// - a pan recognizer (hysteresis 10 pt, any number of fingers, the centroid drives it);
/// - a double-tap recognizer (2 taps, 0.35 s maximum interval);
/// - a single-tap recognizer that `require(toFail:)` the double tap, Apple's own
///   example, so a single tap is reported 0.35 s after its lift (GESTURES.md §1).
///
/// The pan wins over the taps once it begins (the arena's competition rule). A pan's
/// release velocity is UIKit's `velocity(in:)` (`PanVelocityEstimator`, 0.2/0.8 over
/// the last two moves) at the lift, zero when the finger rested at least 0.1 s before
/// lifting (`RestingReleaseRule.uikit`, a stand-in for the jitter of a real finger in
/// trace files whose rests are `stationary` rows: UIKit has no such rule).
///
/// Feed every event with `handle(_:)`, then call `finish()` so that pending tap
/// deadlines expire; times never decrease.
public struct GestureSummary: Sendable {
  /// The estimator behind the pan's velocity.
  public typealias PanEstimator = RestAwareVelocityEstimator<PanVelocityEstimator>

  /// One recognized gesture.
  public enum Gesture: Hashable, Sendable {
    /// A pan from `.began` to `.ended` or `.cancelled`.
    case pan(Pan)
    /// A recognized tap (single or double).
    case tap(Tap)
  }

  /// A pan from its start to its end.
  public struct Pan: Hashable, Sendable {
    /// When it began, in seconds.
    public var began: Double
    /// When it ended or was cancelled, in seconds.
    public var ended: Double
    /// Whether it was cancelled rather than ended.
    public var wasCancelled: Bool
    /// The translation at the end, in points (hysteresis removed, as UIKit).
    public var translation: Vector
    /// The release velocity, in points per second (zero when cancelled).
    public var releaseVelocity: Vector
    /// The most fingers down at once during the pan.
    public var maximumTouches: Int
  }

  /// A recognized tap.
  public struct Tap: Hashable, Sendable {
    /// When it was recognized, in seconds: the lift for a double tap, 0.35 s after
    /// the lift for a single tap (it waits for the double tap to fail).
    public var time: Double
    /// Where it happened, in screen points.
    public var location: Point
    /// 1 for a single tap, 2 for a double tap.
    public var numberOfTaps: Int
  }

  /// The gestures recognized so far, in the order they were recognized.
  public private(set) var gestures: [Gesture] = []

  private var arena = GestureArena<PanEstimator>()
  private let panID: GestureRecognizerID
  private let singleTapID: GestureRecognizerID
  private let doubleTapID: GestureRecognizerID
  private var outputs: [GestureOutput] = []
  private var panStart: Double?
  private var panTouches = 0
  private var lastTime = -Double.infinity

  /// Creates the summary for a screen; any trace coordinates are accepted.
  public init() {
    let screen = arena.addRegion(frame: Rect(x: -2_000_000, y: -2_000_000, width: 4_000_000, height: 4_000_000))
    let estimator = RestAwareVelocityEstimator(PanVelocityEstimator(), rule: .uikit)
    panID = arena.add(PanRecognizer(id: 0, estimator: estimator, failsPastMaximumNumberOfTouches: false), to: screen)
    doubleTapID = arena.add(TapRecognizer(id: 1, numberOfTapsRequired: 2), to: screen)
    singleTapID = arena.add(TapRecognizer(id: 2, numberOfTapsRequired: 1), to: screen)
    arena.require(singleTapID, toFail: doubleTapID)
  }

  /// Feeds one touch event.
  public mutating func handle(_ event: TouchEvent) {
    lastTime = event.time
    outputs.removeAllElements()
    arena.advance(to: event.time, into: &outputs)
    arena.handle(event, into: &outputs)
    record()
  }

  /// Lets time pass until no recognizer waits on a deadline (a pending single tap).
  public mutating func finish() {
    while let deadline = arena.nextDeadline {
      outputs.removeAllElements()
      arena.advance(to: max(deadline, lastTime), into: &outputs)
      lastTime = max(deadline, lastTime)
      record()
    }
  }

  private mutating func record() {
    for output in outputs {
      if output.recognizer == panID {
        switch output.state {
        case .began:
          panStart = output.time
          panTouches = output.numberOfTouches
        case .changed:
          panTouches = max(panTouches, output.numberOfTouches)
        case .ended, .cancelled:
          let cancelled = output.state == .cancelled
          gestures.append(.pan(Pan(
            began: panStart ?? output.time, ended: output.time, wasCancelled: cancelled,
            translation: output.translation,
            releaseVelocity: cancelled ? .zero : (output.velocity ?? .zero),
            maximumTouches: max(panTouches, output.numberOfTouches))))
          panStart = nil
        case .possible, .failed:
          break
        }
      } else if output.state == .ended {
        gestures.append(.tap(Tap(time: output.time, location: output.location, numberOfTaps: output.recognizer == doubleTapID ? 2 : 1)))
      }
    }
  }
}
