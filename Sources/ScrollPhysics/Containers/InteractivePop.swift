/// UINavigationController's interactive pop, the back swipe: the progress that
/// follows the edge pan, the finish-or-cancel decision at the release, and the
/// completion animation (docs/containers.md, "The back swipe"; docs/sources.md,
/// "Containers").
///
/// Feed it the edge pan's actions with ``handle(_:at:)`` (times in seconds,
/// non-decreasing) and `frame`s while it completes:
///
/// ```
/// idle ─began─▶ interactive ─ended / cancelled─▶ completing ─frame (over)─▶ done
/// ```
///
/// - **Progress** `p = translation.x / W` (W = the gesture view's width at the
///   begin, points), at most 0.999 and at least 0, updated by each change (the
///   end does not update it).
/// - **Decision** at the end (``DecisionRule``).
/// - **Completion**: with r = 1 − p (finish) or p (cancel) and the release
///   speed |v| (points per second), the completion speed is `max(r, D·|v|/W)`
///   (r when v = 0), so the rest plays in `r·D / speed = min(D, r·W/|v|)`
///   seconds along ``Parameters/completionCurve``
///   (``PercentDrivenInteractiveTransition``'s law). A cancelled gesture plays p
///   back at speed 1 (p·D seconds).
/// - **Geometry**: the top view's x is `W·p`; the view beneath starts
///   round(0.7·W) to the left and ends at 0 (``beneathViewX(progress:)``).
package struct InteractivePop: Hashable, Sendable {
  /// How the release decides between finishing and cancelling.
  package enum DecisionRule: Hashable, Sendable {
    /// iOS 26's rule (`_UINavigationControllerUseAugmentedPopGesture`): with at
    /// least 3 samples and at least one change, pop when the projection
    /// `p + v̄·D + ½·ā·D²` exceeds `min(187.5/W, 0.5)` (v̄, ā the averages of
    /// ``InteractivePopStatistics``); the release velocity is then W × the last
    /// sample's velocity. With fewer samples: pop when v̄ > 0 and the pan changed
    /// at least once; the release velocity is the pan's.
    case augmented
    /// The classic rule (iOS 7): pop when the pan's velocity.x ≥ 0 at the end.
    case classic
  }

  /// The navigation transition's parameters.
  package struct Parameters: Hashable, Sendable {
    /// D, the transition's duration, `transitionDuration(using:)`, in seconds
    /// (default 0.35: **not in the iOS 26.1 decompilation**; a public LLDB
    /// measurement of UIKit's navigation transition reads 0.35).
    package var transitionDuration: Double
    /// The curve of the completion animation (default `.easeInOut`, the
    /// documented default of `completionCurve`; UIKit's init sets the private
    /// curve 7, whose cubic shape is not public).
    package var completionCurve: AnimationCurve
    /// The finish-or-cancel rule (default from the profile: `.augmented` under
    /// `ios26`, `.classic` under `ios7`).
    package var decisionRule: DecisionRule
    /// The distance the view beneath travels, as a fraction of W (default 0.7,
    /// `parallaxOffset` of the classic style, read from the decompilation).
    package var parallaxRatio: Double

    /// The defaults of `profile`.
    package init(profile: UIKitProfile = .default) {
      transitionDuration = 0.35
      completionCurve = .easeInOut
      decisionRule = profile.usesAugmentedPopDecision ? .augmented : .classic
      parallaxRatio = 0.7
    }
  }

  /// One action message of the edge pan (translation and velocity along x, in
  /// points and points per second, positive to the right), or a display frame.
  package enum Event: Hashable, Sendable {
    /// The pan began; `width` is the gesture view's width, points (> 0).
    case began(translation: Double, velocity: Double, width: Double)
    /// The pan changed.
    case changed(translation: Double, velocity: Double)
    /// The finger lifted.
    case ended(translation: Double, velocity: Double)
    /// The pan was cancelled: the transition cancels.
    case cancelled
    /// A display frame: ends the completion animation when its time is up.
    case frame
  }

  /// What the pop reports (the `navigation` records of the screen).
  package enum Output: Hashable, Sendable {
    /// The interactive transition started (progress 0).
    case popBegan
    /// The release decided to pop: `progress` at the release, `duration` the
    /// rest's length (seconds), `velocity` the release velocity (points per second).
    case popFinished(progress: Double, duration: Double, velocity: Double)
    /// The release (or a cancelled pan) decided to stay: as `popFinished`.
    case popCancelled(progress: Double, duration: Double, velocity: Double)
    /// The completion animation ended at `time` (seconds; t_release + duration):
    /// the view controller was popped, or stays.
    case completed(popped: Bool, time: Double)
  }

  /// Where the pop is.
  package enum State: Hashable, Sendable {
    /// No back swipe yet.
    case idle
    /// Following the finger; `changed` says whether a change arrived.
    case interactive(changed: Bool)
    /// Playing the rest: towards the pop, or back.
    case completing(popping: Bool)
    /// Over.
    case done(popped: Bool)
  }

  /// The parameters.
  package let parameters: Parameters
  /// The state.
  package private(set) var state = State.idle
  /// W, the gesture view's width captured at the begin, in points.
  package private(set) var width = 0.0
  /// The statistics of the augmented rule.
  package private(set) var statistics = InteractivePopStatistics()
  /// The percent-driven transition the pop drives.
  private var transition: PercentDrivenInteractiveTransition

  /// A pop that has not begun.
  package init(parameters: Parameters = Parameters()) {
    self.parameters = parameters
    transition = PercentDrivenInteractiveTransition(
      duration: parameters.transitionDuration, completionCurve: parameters.completionCurve)
  }

  /// The progress p (0…1) at `time` (seconds): p while interactive, then along
  /// the completion curve to 1 (popped) or 0.
  package func progress(at time: Double) -> Double {
    transition.fractionComplete(at: time)
  }

  /// The progress set by the latest change (0…0.999).
  package var interactiveProgress: Double { transition.percentComplete }

  /// The distance the view beneath travels, points: round(ratio·W).
  package var parallaxDistance: Double { (parameters.parallaxRatio * width).rounded() }

  /// The top view's x at `progress`, points: W·p.
  package func topViewX(progress: Double) -> Double { width * progress }

  /// The x of the view beneath at `progress`, points: −round(0.7·W)·(1 − p).
  package func beneathViewX(progress: Double) -> Double { -parallaxDistance * (1 - progress) }

  /// Handles `event` at `time` (seconds, non-decreasing) and returns what it
  /// caused. Events that make no sense in the current state, and non-finite
  /// values, are ignored.
  package mutating func handle(_ event: Event, at time: Double) -> [Output] {
    guard time.isFinite, event.isFinite else { return [] }
    switch (event, state) {
    case (.began(let translation, let velocity, let width), .idle):
      guard width > 0 else { return [] }
      self.width = width
      statistics.begin(at: time, displacement: translation / width, velocity: velocity / width)
      state = .interactive(changed: false)
      return [.popBegan]
    case (.changed(let translation, let velocity), .interactive):
      let p = translation / width
      transition.update(p >= 1 ? 0.999 : p)
      statistics.update(at: time, displacement: p, velocity: velocity / width)
      state = .interactive(changed: true)
      return []
    case (.ended(let translation, let velocity), .interactive(let changed)):
      statistics.update(at: time, displacement: translation / width, velocity: velocity / width)
      let decision = decide(changed: changed, velocity: velocity)
      return [complete(popping: decision.pops, velocity: decision.velocity, at: time)]
    case (.cancelled, .interactive):
      return [complete(popping: false, velocity: nil, at: time)]
    case (.frame, .completing):
      switch transition.advance(to: time) {
      case .finished(let end)?:
        state = .done(popped: true)
        return [.completed(popped: true, time: end)]
      case .cancelled(let end)?:
        state = .done(popped: false)
        return [.completed(popped: false, time: end)]
      case nil:
        return []
      }
    case (.began, .interactive), (.began, .completing), (.began, .done),
      (.changed, .idle), (.changed, .completing), (.changed, .done),
      (.ended, .idle), (.ended, .completing), (.ended, .done),
      (.cancelled, .idle), (.cancelled, .completing), (.cancelled, .done),
      (.frame, .idle), (.frame, .interactive), (.frame, .done):
      return []
    }
  }

  /// The decision at the end (``DecisionRule``): whether to pop, and the
  /// release velocity (points per second) the completion speed uses.
  private func decide(changed: Bool, velocity: Double) -> (pops: Bool, velocity: Double) {
    switch parameters.decisionRule {
    case .augmented:
      guard statistics.sampleCount >= 3 && changed else {
        return (statistics.averageVelocity > 0 && changed, velocity)
      }
      let d = parameters.transitionDuration
      let projected =
        transition.percentComplete + statistics.averageVelocity * d + 0.5 * statistics.averageAcceleration * d * d
      return (projected > Swift.min(187.5 / width, 0.5), width * statistics.previousVelocity)
    case .classic:
      return (velocity >= 0, velocity)
    }
  }

  /// Starts the completion at `time` towards the pop or back; `velocity` (points
  /// per second) sets the completion speed, nil keeps speed 1 (a cancelled pan).
  private mutating func complete(popping: Bool, velocity: Double?, at time: Double) -> Output {
    let p = transition.percentComplete
    let remaining = popping ? 1 - p : p
    var speed = 1.0
    if let velocity {
      speed = remaining
      if velocity != 0 { speed = Swift.max(remaining, parameters.transitionDuration * velocity.magnitude / width) }
    }
    transition.completionSpeed = speed
    var context = TransitionContext(isInteractive: true)
    if popping {
      transition.finish(at: time, context: &context)
    } else {
      transition.cancel(at: time, context: &context)
    }
    state = .completing(popping: popping)
    let duration = transition.remainingDuration ?? 0
    let reported = velocity ?? 0
    return popping
      ? .popFinished(progress: p, duration: duration, velocity: reported)
      : .popCancelled(progress: p, duration: duration, velocity: reported)
  }
}

extension InteractivePop.Event {
  /// Whether every number the event carries is finite.
  var isFinite: Bool {
    switch self {
    case .began(let translation, let velocity, let width):
      return translation.isFinite && velocity.isFinite && width.isFinite
    case .changed(let translation, let velocity), .ended(let translation, let velocity):
      return translation.isFinite && velocity.isFinite
    case .cancelled, .frame:
      return true
    }
  }
}
