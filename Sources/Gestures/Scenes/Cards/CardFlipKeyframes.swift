import ScrollPhysics

/// The button-style flip: the head card turned down by a keyframe animation
/// without a gesture, as the seed's button action does (issue 5; docs/cards.md,
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
/// because `borderWidth` does not animate inside UIView animations (the seed).
///
/// **Timing** (UIKIT.md §4). Keyframe times are fractions of the whole duration.
/// The overall timing curve (`curve`, default ease-in-out, the default of
/// `animateKeyframes` options with no curve bits) maps the elapsed fraction to
/// `u = B(elapsed / duration)` for the whole animation, not per keyframe; each
/// keyframe then interpolates linearly in u (calculation mode linear). A keyframe
/// (start s, duration δ) holds the previous value until u = s and reaches its
/// value at u = s + δ; with δ = 0 it changes instantly at s.
///
/// **The content keyframe.** A keyframe can only animate an animatable property,
/// so the content's hiding is modelled as its alpha going from 1 at u = s to 0 at
/// u = s + δ (`contentAlpha(at:)`); the content counts as hidden once that alpha
/// is 0 (`contentHidden(at:)`). With the symmetric ease-in-out curve, u = 0.5 at
/// half the duration, exactly when the card is edge-on (angle −π/2), and the
/// content is gone at u = 0.51, 1.8° past the perpendicular. (The seed does not
/// show `hiddenContent()`; this is this project's model of it.)
///
/// Times passed to the members are *elapsed* seconds since the animation began.
/// Elapsed times ≤ 0 give the start values, times ≥ `duration` the end values.
public struct CardFlipKeyframes: Hashable, Sendable {
  /// The whole animation's duration, in seconds (default 0.6: the seed passes a
  /// `duration` without giving it; 0.6 s turns the card at the same average rate
  /// as the interactive path, which runs the second half of a flip in 0.3 s).
  public var duration: Double
  /// The overall timing curve (default `.easeInEaseOut`, UIKIT.md §4).
  public var curve: TimingCurve
  /// The content keyframe's relative start time, 0…1 (default 0.5, the seed).
  public var contentKeyframeStart: Double
  /// The content keyframe's relative duration, 0…1 − start (default 0.01, the seed).
  public var contentKeyframeDuration: Double
  /// When the border width drops to 0, as a fraction of `duration` of wall-clock
  /// time (default 0.5: the seed's `dispatch_after` half way, not subject to the
  /// timing curve).
  public var borderRemovalTime: Double

  /// Creates the flip; every parameter defaults as documented above.
  ///
  /// - Precondition: `validate()` returns `nil`.
  public init(
    duration: Double = 0.6, curve: TimingCurve = .easeInEaseOut, contentKeyframeStart: Double = 0.5,
    contentKeyframeDuration: Double = 0.01, borderRemovalTime: Double = 0.5
  ) {
    self.duration = duration
    self.curve = curve
    self.contentKeyframeStart = contentKeyframeStart
    self.contentKeyframeDuration = contentKeyframeDuration
    self.borderRemovalTime = borderRemovalTime
    if let reason = validate() { preconditionFailure("CardFlipKeyframes: \(reason)") }
  }

  /// `nil` when usable, otherwise the reason: the duration is finite and ≥ 0; the
  /// content keyframe lies within 0…1; the border removal time is in 0…1.
  public func validate() -> String? {
    if !(duration.isFinite && duration >= 0) { return "the button flip's duration must be non-negative, got \(duration)" }
    if !(contentKeyframeStart >= 0 && contentKeyframeStart <= 1) {
      return "the content keyframe's start must be in [0, 1], got \(contentKeyframeStart)"
    }
    if !(contentKeyframeDuration >= 0 && contentKeyframeStart + contentKeyframeDuration <= 1) {
      return "the content keyframe must end by relative time 1, got duration \(contentKeyframeDuration)"
    }
    if !(borderRemovalTime >= 0 && borderRemovalTime <= 1) {
      return "the border removal time must be in [0, 1], got \(borderRemovalTime)"
    }
    return nil
  }

  /// The overall progress `u = curve(elapsed / duration)`: 0 at or before the
  /// start, exactly 1 from `duration` on (and at once for a zero duration).
  @inlinable
  public func progress(at elapsed: Double) -> Double {
    if elapsed >= duration { return 1 }
    if elapsed <= 0 { return 0 }
    return curve.progress(at: elapsed / duration)
  }

  /// The card's angle about the x axis, `−π · u`, in radians (0 … −π).
  @inlinable
  public func angle(at elapsed: Double) -> Double {
    -Double.pi * progress(at: elapsed) + 0
  }

  /// The content's alpha from the content keyframe: 1 until u reaches
  /// `contentKeyframeStart`, then linear down to 0 at start + duration; with a
  /// zero keyframe duration, 0 from the start on.
  @inlinable
  public func contentAlpha(at elapsed: Double) -> Double {
    let u = progress(at: elapsed)
    let s = contentKeyframeStart
    let d = contentKeyframeDuration
    if d <= 0 { return u >= s ? 0 : 1 }
    if u <= s { return 1 }
    if u >= s + d { return 0 }
    return 1 - (u - s) / d
  }

  /// Whether the content is hidden: its keyframe alpha has reached 0.
  @inlinable
  public func contentHidden(at elapsed: Double) -> Bool { contentAlpha(at: elapsed) == 0 }

  /// Whether the border has been removed (width 0): from `borderRemovalTime ·
  /// duration` seconds on.
  @inlinable
  public func borderRemoved(at elapsed: Double) -> Bool { elapsed >= borderRemovalTime * duration }

  /// Whether the animation has finished: `elapsed ≥ duration`.
  @inlinable
  public func isDone(at elapsed: Double) -> Bool { elapsed >= duration }
}
