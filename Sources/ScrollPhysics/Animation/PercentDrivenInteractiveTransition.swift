/// `UIPercentDrivenInteractiveTransition`: drives a transition's animations by
/// a percentage during a gesture, then plays the rest forwards (finish) or
/// backwards (cancel) (docs/sources.md, "Interactive transitions").
///
/// **Media time.** UIKit pauses the container layer and sets its time offset to
/// `D·p`; the transition's animations are sampled at that media time. Here
/// ``mediaTime(at:)`` gives it (seconds from the transition's start, in 0…D):
/// evaluate the transition's ``Animator`` at `transitionStart + mediaTime(at: t)`.
///
/// | Phase | Media time τ |
/// |---|---|
/// | interactive | `D·p`, p = percentComplete (time is linear) |
/// | finishing, from p at t₀ | `D·p + (D − D·p)·B((t − t₀)/T)`, T = (1 − p)·D/completionSpeed |
/// | cancelling, from p at t₀ | `D·p − D·p·B((t − t₀)/T)`, T = p·D/completionSpeed |
/// | finished / cancelled | D / 0 |
///
/// B is ``completionCurve``. The remaining wall-clock times, (1 − p)·D/completionSpeed
/// and p·D/completionSpeed, are documented (header: "a completion duration of
/// (1 − percentComplete)*duration … inversely proportional to the
/// completionSpeed") and reverse-engineered (the property-animator path's
/// `durationFactor`). How UIKit re-times the remaining segment is not visible
/// (docs/animations.md, "Decisions on undocumented behaviour"): this model plays the remaining media time along the completion
/// curve (linear curve: τ = D·p ± (t − t₀)·completionSpeed, docs/sources.md, "Interactive transitions"'s
/// "defensible model").
///
/// **Defaults.** `completionSpeed` 1; `completionCurve` `.easeInOut`, the
/// documented default. (The decompiled init sets the private spring curve 7,
/// whose re-timing is unknown; choose `.linear` for the plain model.)
package struct PercentDrivenInteractiveTransition: Hashable, Sendable {
  /// Where the transition is.
  package enum State: Hashable, Sendable {
    /// Following ``update(_:)`` calls.
    case interactive
    /// Playing the rest forwards since `startTime`, from `percent`.
    case finishing(startTime: Double, percent: Double)
    /// Playing back to the start since `startTime`, from `percent`.
    case cancelling(startTime: Double, percent: Double)
    /// Finished at `time`: the media time is D.
    case finished(time: Double)
    /// Cancelled back to the start at `time`: the media time is 0.
    case cancelled(time: Double)
  }

  /// What ``advance(to:)`` reports when the completion animation ends.
  package enum Completion: Hashable, Sendable {
    /// The transition reached its end at `time` (seconds).
    case finished(time: Double)
    /// The transition returned to its start at `time` (seconds).
    case cancelled(time: Double)
  }

  /// D: the transition's duration, `transitionDuration(using:)`, in seconds (≥ 0).
  package let duration: Double
  /// The curve of the completion animation. Defaults to `.easeInOut`.
  package var completionCurve: AnimationCurve
  /// The stored completion speed (see ``completionSpeed``).
  private var storedCompletionSpeed: Double
  /// The percentage, in [0, 1] (`percentComplete`).
  package private(set) var percentComplete: Double = 0
  /// The phase.
  package private(set) var state: State = .interactive

  /// Starts an interactive transition at 0 %.
  ///
  /// - Parameters:
  ///   - duration: D, in seconds; negative or NaN values count as 0.
  ///   - completionSpeed: Defaults to 1; values ≤ 0 read back as 1.
  ///   - completionCurve: Defaults to `.easeInOut` (documented default).
  package init(duration: Double, completionSpeed: Double = 1, completionCurve: AnimationCurve = .easeInOut) {
    self.duration = duration > 0 ? duration : 0
    self.storedCompletionSpeed = completionSpeed
    self.completionCurve = completionCurve
  }

  /// `completionSpeed`: how much faster than the original animation the rest
  /// plays (dimensionless). Defaults to 1; a value ≤ 0 (or NaN) reads back as 1
  /// [reverse-engineered]. Read when finish or cancel is called.
  package var completionSpeed: Double {
    get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
    set { storedCompletionSpeed = newValue }
  }

  /// `update(_:)`: sets the percentage, clamped to [0, 1] (values < 0 are 0;
  /// values > 1 "would cause the animation to appear complete") [documented].
  /// Ignored after finish or cancel, and for NaN.
  package mutating func update(_ percentComplete: Double) {
    guard case .interactive = state, !percentComplete.isNaN else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  /// `finishInteractiveTransition()` at `time`: plays the remaining
  /// (1 − p)·D/completionSpeed seconds forwards, and records the finish in the
  /// transition context (which the caller still has to complete with
  /// `completeTransition(true)`). Ignored unless interactive.
  package mutating func finish(at time: Double, context: inout TransitionContext) {
    guard case .interactive = state else { return }
    context.finishInteractiveTransition(completionSpeed: completionSpeed)
    state = .finishing(startTime: time, percent: percentComplete)
  }

  /// `cancelInteractiveTransition()` at `time`: plays p·D/completionSpeed
  /// seconds back to the start, and records the cancellation in the context.
  /// Ignored unless interactive.
  package mutating func cancel(at time: Double, context: inout TransitionContext) {
    guard case .interactive = state else { return }
    context.cancelInteractiveTransition(completionSpeed: completionSpeed)
    state = .cancelling(startTime: time, percent: percentComplete)
  }

  /// The wall-clock length of the completion animation, in seconds:
  /// (1 − p)·D/completionSpeed when finishing, p·D/completionSpeed when
  /// cancelling (p taken at the call); nil while interactive and once over.
  package var remainingDuration: Double? {
    switch state {
    case .interactive, .finished, .cancelled: return nil
    case .finishing(_, let p): return (1 - p) * duration / completionSpeed
    case .cancelling(_, let p): return p * duration / completionSpeed
    }
  }

  /// The media time at wall-clock `time`, in seconds from the transition's
  /// start, in [0, D] (see the table in the type's documentation).
  package func mediaTime(at time: Double) -> Double {
    switch state {
    case .interactive:
      return percentComplete * duration
    case .finishing(let start, let p):
      let from = p * duration
      return from + (duration - from) * completionProgress(since: start, remaining: (1 - p) * duration, at: time)
    case .cancelling(let start, let p):
      let from = p * duration
      return from - from * completionProgress(since: start, remaining: from, at: time)
    case .finished:
      return duration
    case .cancelled:
      return 0
    }
  }

  /// The media time as a fraction of D, in [0, 1]. When D is 0: the percentage
  /// until the transition is over, then 1 (finished) or 0 (cancelled).
  package func fractionComplete(at time: Double) -> Double {
    if duration > 0 { return mediaTime(at: time) / duration }
    switch state {
    case .interactive, .finishing, .cancelling: return percentComplete
    case .finished: return 1
    case .cancelled: return 0
    }
  }

  /// Moves to `time`: when the completion animation is over by then, the state
  /// becomes `.finished` or `.cancelled` and the completion is returned, once,
  /// stamped with the exact end time t₀ + remainingDuration.
  package mutating func advance(to time: Double) -> Completion? {
    switch state {
    case .interactive, .finished, .cancelled:
      return nil
    case .finishing(let start, _):
      let end = start + (remainingDuration ?? 0)
      guard time >= end else { return nil }
      state = .finished(time: end)
      return .finished(time: end)
    case .cancelling(let start, _):
      let end = start + (remainingDuration ?? 0)
      guard time >= end else { return nil }
      state = .cancelled(time: end)
      return .cancelled(time: end)
    }
  }

  /// B((t − t₀)/T) for the completion curve, with T = remaining media
  /// time/completionSpeed; 1 when T is 0.
  private func completionProgress(since start: Double, remaining mediaRemaining: Double, at time: Double)
    -> Double
  {
    let wall = mediaRemaining / completionSpeed
    guard wall > 0 else { return 1 }
    let fraction = (time - start) / wall
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    return completionCurve.timingCurve.progress(at: fraction)
  }
}
