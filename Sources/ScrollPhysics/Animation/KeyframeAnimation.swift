/// One property's keyframe animation, as
/// `UIView.animateKeyframes(withDuration:delay:options:animations:)` with
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` builds it
/// (docs/sources.md, "Keyframe animations").
///
/// **Construction** [reverse-engineered]: each animated key path becomes one
/// `CAKeyframeAnimation` whose `values` and `keyTimes` begin with the initial
/// value at time 0; a keyframe (start s, duration δ, value v1) after the value v0
/// appends key times (s, s + δ) with values (v0, v1). Before a keyframe's start
/// the previous value holds; a relative duration of 0 changes the value at once
/// at the start [documented].
///
/// **Timing** [reverse-engineered]: the options' curve (default `.easeInOut`)
/// times the **whole** animation, not each segment, and the calculation mode is
/// linear:
///
/// ```
/// u = B_curve((t − delay)/D)        (0 before, 1 from D on)
/// find the segment kᵢ ≤ u < kᵢ₊₁;  value = vᵢ + (vᵢ₊₁ − vᵢ)·(u − kᵢ)/(kᵢ₊₁ − kᵢ)
/// ```
///
/// (by ``Interpolatable/interpolate(from:to:progress:)``); from the last key
/// time on the last value holds. Only the linear calculation mode (UIKit's
/// default, option bits 0) is modelled; discrete, paced and cubic are not.
package struct KeyframeAnimation<Value: Interpolatable>: Sendable {
  /// One `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` call
  /// for this property.
  package struct Keyframe: Sendable {
    /// When the keyframe starts, as a fraction of the whole duration, in [0, 1].
    package var relativeStartTime: Double
    /// How long it lasts, as a fraction of the whole duration, in [0, 1 − start].
    package var relativeDuration: Double
    /// The value the property reaches at the keyframe's end.
    package var value: Value

    /// Creates a keyframe.
    ///
    /// - Parameters:
    ///   - relativeStartTime: A fraction of the whole duration, in [0, 1].
    ///   - relativeDuration: A fraction of the whole duration; 0 changes the
    ///     value at once at the start.
    ///   - value: The value at the keyframe's end.
    package init(relativeStartTime: Double, relativeDuration: Double, value: Value) {
      self.relativeStartTime = relativeStartTime
      self.relativeDuration = relativeDuration
      self.value = value
    }
  }

  /// The key times, fractions of the duration in non-decreasing order, starting
  /// at 0 (`CAKeyframeAnimation.keyTimes`).
  package let keyTimes: [Double]
  /// The values at the key times (`CAKeyframeAnimation.values`), as many as key times.
  package let values: [Value]
  /// The delay, duration and curve of the whole animation.
  package let timing: AnimationTiming
  /// The prepared interpolation of each keyframe's ramp: segment 2k + 1 of the
  /// key times is keyframe k's ramp, the even segments are holds.
  let ramps: [Value.Interpolation]

  /// Builds the animation of one property.
  ///
  /// - Parameters:
  ///   - initialValue: The property's value when the animation is committed.
  ///   - keyframes: This property's keyframes, in the order they were added; each
  ///     must start no earlier than the previous one ends.
  ///   - duration: The whole duration, in seconds (0 becomes 0.001, as
  ///     ``AnimationTiming``).
  ///   - delay: In seconds. Defaults to 0.
  ///   - curve: The curve of the whole animation. Defaults to `.easeInOut`.
  /// - Throws: ``KeyframeAnimationError`` for a relative time outside [0, 1], a
  ///   keyframe ending after 1, or a keyframe starting before the previous one ends.
  package init(
    from initialValue: Value, keyframes: [Keyframe], duration: Double, delay: Double = 0,
    curve: AnimationCurve = .easeInOut
  ) throws(KeyframeAnimationError) {
    var keyTimes = [0.0]
    var values = [initialValue]
    keyTimes.reserveCapacity(1 + 2 * keyframes.count)
    values.reserveCapacity(1 + 2 * keyframes.count)
    var ramps: [Value.Interpolation] = []
    ramps.reserveCapacity(keyframes.count)
    var previousEnd = 0.0
    var current = initialValue
    for (index, keyframe) in keyframes.enumerated() {
      let start = keyframe.relativeStartTime
      let length = keyframe.relativeDuration
      guard start >= 0, start <= 1, length >= 0, length <= 1 else {
        throw .relativeTimeOutOfRange(index: index)
      }
      // A small allowance for sums such as 0.7 + 0.3 written in decimal.
      guard start + length <= 1 + 1e-12 else { throw .relativeTimeOutOfRange(index: index) }
      guard start >= previousEnd - 1e-12 else { throw .overlappingKeyframes(index: index) }
      let end = min(start + length, 1)
      keyTimes.append(start)
      values.append(current)
      keyTimes.append(end)
      values.append(keyframe.value)
      ramps.append(Value.interpolation(from: current, to: keyframe.value))
      current = keyframe.value
      previousEnd = end
    }
    self.keyTimes = keyTimes
    self.values = values
    self.ramps = ramps
    self.timing = AnimationTiming(duration: duration, delay: delay, curve: curve)
  }

  /// The value after the last keyframe: the property's model value once the
  /// animation is committed.
  package var finalValue: Value { values[values.count - 1] }

  /// The value `elapsed` seconds after the commit: the initial value during the
  /// delay, the final value from `timing.totalDuration` on.
  package func value(atElapsed elapsed: Double) -> Value {
    value(atUnitTime: timing.progress(atElapsed: elapsed))
  }

  /// The value at the unit time `u` (the curve already applied), u in [0, 1]:
  /// the linear interpolation inside the segment kᵢ ≤ u < kᵢ₊₁.
  package func value(atUnitTime u: Double) -> Value {
    let last = keyTimes.count - 1
    if u >= keyTimes[last] { return values[last] }
    if !(u > 0) { return values[0] }
    // The last i with kᵢ ≤ u; then u < kᵢ₊₁ (zero-length segments are skipped).
    var i = 0
    while i + 1 < last, keyTimes[i + 1] <= u { i += 1 }
    // Even segments hold a value exactly.
    if i & 1 == 0 { return values[i] }
    let k0 = keyTimes[i]
    let k1 = keyTimes[i + 1]
    let fraction = k1 > k0 ? (u - k0) / (k1 - k0) : 1
    return Value.value(of: ramps[i >> 1], at: fraction)
  }
}

/// Why keyframes were rejected.
package enum KeyframeAnimationError: Error, Hashable, Sendable {
  /// The keyframe at `index` has a relative start or duration outside [0, 1] (or
  /// NaN), or ends after 1.
  case relativeTimeOutOfRange(index: Int)
  /// The keyframe at `index` starts before the previous keyframe of the same
  /// property ends: Core Animation needs non-decreasing key times.
  case overlappingKeyframes(index: Int)
}
