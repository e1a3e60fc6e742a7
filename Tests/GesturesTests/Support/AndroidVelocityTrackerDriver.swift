import Gestures
import ScrollPhysics

/// Drives per-pointer `LeastSquaresVelocityEstimator`s the way AOSP's
/// `VelocityTracker::addMovement(const MotionEvent*)` drives its LSQ2 strategy
/// (GESTURES.md §4.4; conformance README §3):
/// - `DOWN` clears everything, then adds;
/// - `POINTER_DOWN(id)` clears that pointer, then adds;
/// - `MOVE` adds; resampled samples are skipped;
/// - `UP` / `POINTER_UP` add nothing, but erase all X/Y state when more than 40 ms
///   after the last added sample;
/// - a sample of a pointer already present arriving more than 40 ms after the last
///   added sample (of any pointer) clears all state first.
///
/// The per-pointer estimators use `.android` without their own stop gap and stop rule,
/// because those are tracker-wide here, as in Android.
struct AndroidVelocityTrackerDriver {
  /// A MotionEvent action, as the CSV's `action` column spells it.
  enum Action: Equatable {
    case down, move, up
    case pointerDown(Int)
    case pointerUp(Int)

    init?(_ text: String) {
      func pointer(_ prefix: String) -> Int? {
        guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
        return Int(text.dropFirst(prefix.count + 1).dropLast())
      }
      switch text {
      case "DOWN": self = .down
      case "MOVE": self = .move
      case "UP": self = .up
      default:
        if let id = pointer("POINTER_DOWN") {
          self = .pointerDown(id)
        } else if let id = pointer("POINTER_UP") {
          self = .pointerUp(id)
        } else {
          return nil
        }
      }
    }
  }

  /// One pointer's sample in a motion event.
  struct PointerSample {
    var id: Int
    var position: Point
    var isResampled: Bool
  }

  /// One motion event: its time (seconds), action and pointers in index order.
  struct MotionEvent {
    var time: Double
    var action: Action
    var pointers: [PointerSample]
  }

  /// Android's ASSUME_POINTER_STOPPED_TIME, in seconds.
  static let assumePointerStoppedTime = 0.04

  static let perPointerConfiguration: LeastSquaresVelocityEstimator.Configuration = {
    var configuration = LeastSquaresVelocityEstimator.Configuration.android
    configuration.stopGap = nil
    configuration.assumeStoppedAfter = nil
    return configuration
  }()

  private(set) var estimators: [Int: LeastSquaresVelocityEstimator] = [:]
  private var currentPointers: Set<Int> = []
  private var lastEventTime = 0.0

  mutating func add(_ event: MotionEvent) {
    switch event.action {
    case .down:
      currentPointers.removeAll()
      estimators.removeAll()
    case .pointerDown(let id):
      currentPointers.remove(id)
      estimators[id] = nil
    case .move:
      break
    case .up, .pointerUp:
      if event.time - lastEventTime > Self.assumePointerStoppedTime + 1e-9 {
        estimators.removeAll()
      }
      return
    }
    for pointer in event.pointers where !pointer.isResampled {
      if currentPointers.contains(pointer.id),
        event.time - lastEventTime > Self.assumePointerStoppedTime + 1e-9
      {
        estimators.removeAll()
      }
      lastEventTime = event.time
      currentPointers.insert(pointer.id)
      estimators[pointer.id, default: LeastSquaresVelocityEstimator(configuration: Self.perPointerConfiguration)]
        .addSample(time: event.time, position: pointer.position)
    }
  }

  /// `getVelocity(axis, pointerId)`: the velocity of `pointer` in units per second, or
  /// `nil` when Android returns no value.
  func velocity(pointer: Int) -> Vector? {
    guard let estimator = estimators[pointer], let time = estimator.newestSampleTime else { return nil }
    return estimator.velocity(at: time)
  }
}
