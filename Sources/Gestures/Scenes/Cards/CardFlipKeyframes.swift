import ScrollPhysics

/// The button-style flip: the head card turned down by a keyframe animation
/// without a gesture, as the tutorial's button action does (docs/cards.md,
/// "The button flip").
///
/// The seed runs `UIView.animateKeyframes(withDuration: duration)` with two
/// keyframes:
/// - relative start 0, relative duration 1: the layer transform goes from the
///   identity to the rotation by −π about the x axis (with the perspective), so
///   the angle is `−π · u`;
/// - relative start `contentKeyframeStart` (0.5), relative duration
///   `contentKeyframeDuration` (0.01): the content is hidden.
///
/// It also sets the border width to 0 with `dispatch_after` half way through,
/// because `borderWidth` does not animate inside UIView animations (the tutorial).
///
/// Both keyframe tracks are the animation engine's `KeyframeAnimation<Double>`
/// (docs/animations.md, docs/sources.md, "Keyframe animations"): keyframe times are fractions of the whole
/// duration; the overall curve (`curve`, default ease-in-out, the default of
/// `animateKeyframes` options with no curve bits) maps the elapsed time to
/// `u = B(elapsed / duration)` for the whole animation, not per keyframe; each
/// keyframe interpolates linearly in u; a keyframe (start s, duration δ) holds the
/// previous value until u = s and reaches its value at u = s + δ (δ = 0: at once
/// at s); a zero duration becomes 0.001 s, as UIKit's.
///
/// **The content keyframe.** A keyframe can only animate an animatable property,
/// so the content's hiding is modelled as its alpha going from 1 at u = s to 0 at
/// u = s + δ (`contentAlpha(at:)`); the content counts as hidden once that alpha
/// is 0 (`contentHidden(at:)`). With the symmetric ease-in-out curve, u = 0.5 at
/// half the duration, exactly when the card is edge-on (angle −π/2), and the
/// content is gone at u = 0.51, 1.8° past the perpendicular. (The tutorial does not
/// show `hiddenContent()`; this is this project's model of it.)
///
/// Times passed to the members are *elapsed* seconds since the press. Elapsed
/// times ≤ 0 give the start values, times ≥ `duration` the end values.
///
/// The parameters are fixed at creation, when the keyframe tracks are built, so
/// evaluating the flip never allocates. Equality and hashing compare the parameters.
package struct CardFlipKeyframes: Hashable, Sendable {
  /// The whole animation's duration, in seconds (default 0.6: the tutorial passes a
  /// `duration` without giving it; 0.6 s turns the card at the same average rate
  /// as the interactive path, which runs the second half of a flip in 0.3 s).
  package let duration: Double
  /// The overall curve (default `.easeInOut`, docs/sources.md, "Keyframe animations").
  package let curve: AnimationCurve
  /// The content keyframe's relative start time, 0…1 (default 0.5, the tutorial).
  package let contentKeyframeStart: Double
  /// The content keyframe's relative duration, 0…1 − start (default 0.01, the tutorial).
  package let contentKeyframeDuration: Double
  /// When the border width drops to 0, as a fraction of `duration` of wall-clock
  /// time (default 0.5: the tutorial's `dispatch_after` half way, not subject to the
  /// timing curve).
  package let borderRemovalTime: Double

  /// The angle track: 0 → −π over the whole animation, in radians.
  let rotation: KeyframeAnimation<Double>
  /// The content's alpha track: 1 → 0 over the content keyframe.
  let content: KeyframeAnimation<Double>

  /// Creates the flip; every parameter defaults as documented above.
  ///
  /// - Precondition: `CardFlipKeyframes.validate(…)` throws nothing for the
  ///   parameters (check user input with it first).
  package init(
    duration: Double = 0.6, curve: AnimationCurve = .easeInOut, contentKeyframeStart: Double = 0.5,
    contentKeyframeDuration: Double = 0.01, borderRemovalTime: Double = 0.5
  ) {
    do throws(SetupProblem) {
      try CardFlipKeyframes.validate(
        duration: duration, contentKeyframeStart: contentKeyframeStart,
        contentKeyframeDuration: contentKeyframeDuration, borderRemovalTime: borderRemovalTime)
    } catch {
      preconditionFailure("CardFlipKeyframes: \(error)")
    }
    self.duration = duration
    self.curve = curve
    self.contentKeyframeStart = contentKeyframeStart
    self.contentKeyframeDuration = contentKeyframeDuration
    self.borderRemovalTime = borderRemovalTime
    do {
      rotation = try KeyframeAnimation(
        from: 0, keyframes: [.init(relativeStartTime: 0, relativeDuration: 1, value: -Double.pi)],
        duration: duration, curve: curve)
      content = try KeyframeAnimation(
        from: 1,
        keyframes: [.init(relativeStartTime: contentKeyframeStart, relativeDuration: contentKeyframeDuration, value: 0)],
        duration: duration, curve: curve)
    } catch {
      preconditionFailure("CardFlipKeyframes: \(error)")
    }
  }

  /// Checks the parameters: throws the first problem. The duration
  /// is finite and ≥ 0; the content keyframe lies within 0…1; the border removal
  /// time is in 0…1.
  package static func validate(
    duration: Double, contentKeyframeStart: Double, contentKeyframeDuration: Double, borderRemovalTime: Double
  ) throws(SetupProblem) {
    if !(duration.isFinite && duration >= 0) { throw SetupProblem(.setting("duration"), "the button flip's duration must be non-negative, got \(duration)") }
    if !(contentKeyframeStart >= 0 && contentKeyframeStart <= 1) {
      throw SetupProblem(.setting("contentKeyframeStart"), "the content keyframe's start must be in [0, 1], got \(contentKeyframeStart)")
    }
    if !(contentKeyframeDuration >= 0 && contentKeyframeStart + contentKeyframeDuration <= 1) {
      throw SetupProblem(.setting("contentKeyframeDuration"), "the content keyframe must end by relative time 1, got duration \(contentKeyframeDuration)")
    }
    if !(borderRemovalTime >= 0 && borderRemovalTime <= 1) {
      throw SetupProblem(.setting("borderRemovalTime"), "the border removal time must be in [0, 1], got \(borderRemovalTime)")
    }
  }

  /// The overall progress `u = B(elapsed / duration)`: 0 at or before the start,
  /// exactly 1 from the end on.
  package func progress(at elapsed: Double) -> Double { rotation.timing.progress(atElapsed: elapsed) }

  /// The card's angle about the x axis, `−π · u`, in radians (0 … −π).
  package func angle(at elapsed: Double) -> Double { rotation.value(atElapsed: elapsed) + 0 }

  /// The content's alpha from the content keyframe: 1 until u reaches
  /// `contentKeyframeStart`, then linear down to 0 at start + duration.
  package func contentAlpha(at elapsed: Double) -> Double { content.value(atElapsed: elapsed) }

  /// Whether the content is hidden: its keyframe alpha has reached 0.
  package func contentHidden(at elapsed: Double) -> Bool { contentAlpha(at: elapsed) == 0 }

  /// Whether the border has been removed (width 0): from `borderRemovalTime ·
  /// duration` seconds on.
  package func borderRemoved(at elapsed: Double) -> Bool { elapsed >= borderRemovalTime * duration }

  /// How long the animation runs, in seconds: `duration`, or 0.001 for a zero
  /// duration (UIKit's replacement, docs/animations.md §2).
  package var effectiveDuration: Double { rotation.timing.totalDuration }

  /// Whether the animation has finished: `elapsed ≥ effectiveDuration`.
  package func isDone(at elapsed: Double) -> Bool { elapsed >= effectiveDuration }

  /// Flips are equal when their parameters are.
  package static func == (a: CardFlipKeyframes, b: CardFlipKeyframes) -> Bool {
    a.duration == b.duration && a.curve == b.curve && a.contentKeyframeStart == b.contentKeyframeStart
      && a.contentKeyframeDuration == b.contentKeyframeDuration && a.borderRemovalTime == b.borderRemovalTime
  }

  /// Hashes the parameters.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(duration)
    hasher.combine(curve)
    hasher.combine(contentKeyframeStart)
    hasher.combine(contentKeyframeDuration)
    hasher.combine(borderRemovalTime)
  }
}
