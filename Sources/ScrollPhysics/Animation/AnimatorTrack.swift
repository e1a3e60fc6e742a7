/// One property of an ``Animator``: its model value and the animations running
/// on it, in commit order.
struct AnimatorTrack<Value: Interpolatable>: Sendable {
  /// The model value (what the property was last set to).
  var model: Value
  /// Additive or replacing, fixed at registration.
  let composition: AnimationComposition
  /// The running animations: either one non-additive animation or any number
  /// of additive ones.
  var animations: [RunningAnimation<Value>]

  init(model: Value, composition: AnimationComposition) {
    self.model = model
    self.composition = composition
    self.animations = []
  }

  /// The value shown at `time`: the model, overridden by a non-additive
  /// animation, plus the decaying offsets of additive ones. Animations that have
  /// ended by `time` no longer count.
  func presentation(at time: Double) -> Value {
    var value = model
    for i in animations.indices where animations[i].end > time {
      let elapsed = time - animations[i].begin
      switch animations[i].path {
      case .basic(let interpolation):
        value = Value.value(of: interpolation, at: animations[i].timing.progress(atElapsed: elapsed))
      case .additive(let offset):
        value = value.adding(offset, scaledBy: 1 - animations[i].timing.progress(atElapsed: elapsed))
      case .keyframes(let keyframes):
        value = keyframes.value(atElapsed: elapsed)
      }
    }
    return value
  }

  /// Whether every running animation is additive (so that a new one may be too).
  var isAllAdditive: Bool {
    animations.allSatisfy { animation in
      switch animation.path {
      case .additive: return true
      case .basic, .keyframes: return false
      }
    }
  }
}

/// An animation committed to a property of an ``Animator``.
struct RunningAnimation<Value: Interpolatable>: Sendable {
  /// What the animation interpolates.
  enum Path: Sendable {
    /// From a start value to the target (non-additive), prepared.
    case basic(Value.Interpolation)
    /// An offset `old − new` decaying to zero on top of the model (additive).
    case additive(offset: Value)
    /// A keyframe animation (non-additive).
    case keyframes(KeyframeAnimation<Value>)
  }

  /// The block the animation belongs to.
  let id: AnimationID
  /// The commit time, in seconds.
  let begin: Double
  /// `begin + timing.totalDuration`, in seconds: from then on the animation is over.
  let end: Double
  /// Delay, duration and pacing.
  let timing: AnimationTiming
  /// What it interpolates.
  let path: Path
  /// Whether the block had `.allowUserInteraction`.
  let allowsUserInteraction: Bool

  init(id: AnimationID, begin: Double, timing: AnimationTiming, path: Path, allowsUserInteraction: Bool) {
    self.id = id
    self.begin = begin
    self.end = begin + timing.totalDuration
    self.timing = timing
    self.path = path
    self.allowsUserInteraction = allowsUserInteraction
  }
}
