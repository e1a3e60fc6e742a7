/// The animations of a set of properties over time: UIView's animation engine
/// as a pure value, fed explicit times.
///
/// Each property is a `Key` with a model value (what the code last set) and a
/// composition (``AnimationComposition``: additive like UIKit's position and
/// bounds, or replacing like alpha and transform). An animation block
/// (``animate(_:timing:options:at:)``, ``animateKeyframes(_:duration:delay:curve:options:at:)``)
/// sets new model values and animates the presentation towards them;
/// ``presentationValue(for:at:)`` is what is on screen at a time, and
/// ``advance(to:)`` reports the blocks' completion handlers as
/// ``AnimationEvent`` values, in time order.
///
/// ```swift
/// var animator = Animator<String, Double>()
/// animator.register("menu.y", value: -50, composition: .additive)
/// let id = animator.animate(
///   [("menu.y", 0)], timing: .spring(duration: 0.5, dampingRatio: 0.9, initialVelocity: 0.3), at: 1.0)
/// animator.presentationValue(for: "menu.y", at: 1.25)  // on the spring's way from −50 to 0
/// animator.advance(to: 1.5)                             // [.completed(id, finished: true, time: 1.5)]
/// ```
///
/// **Time.** Times are seconds on any clock the caller chooses (a scene's
/// clock, or a paused transition's media time). Mutating calls take the current
/// time and must not go back in time (precondition). Queries are meant for
/// times at or after the latest mutating call.
///
/// **Exact ends.** An animation is over at `commit + delay + duration`; from
/// then on the property shows its model value exactly — a spring snaps to it
/// (docs/sources.md, "Springs").
///
/// **Events.** A block's completion runs when its last animation stops, with
/// that animation's finished flag; an interrupted animation stops at the time of
/// the interrupting call. Events are delivered by the next ``advance(to:)``, in
/// order of time (ties: in the order the stops happened; natural ends at one
/// time by block, then by property registration order). A block without
/// changes completes at its commit time with `finished` true.
///
/// **Not modelled:** nested animation blocks and inherited options, repeat and
/// autoreverse, `UIViewPropertyAnimator` pausing and scrubbing (a
/// ``PercentDrivenInteractiveTransition`` gives the media time instead).
///
/// - Complexity: ``presentationValue(for:at:)`` is a dictionary lookup and one
///   evaluation per running animation of that property; ``advance(to:)`` visits
///   every property once and allocates only when animations end.
package struct Animator<Key: Hashable & Sendable, Value: Interpolatable>: Sendable {
  /// A keyframe of ``animateKeyframes(_:duration:delay:curve:options:at:)``: one
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` call and
  /// the property changes made in its block.
  package struct Keyframe: Sendable {
    /// The start, as a fraction of the whole duration, in [0, 1].
    package var relativeStartTime: Double
    /// The length, as a fraction of the whole duration; 0 changes the values at once.
    package var relativeDuration: Double
    /// The properties set in this keyframe and their values.
    package var changes: [(key: Key, value: Value)]

    /// Creates a keyframe.
    package init(relativeStartTime: Double, relativeDuration: Double, changes: [(key: Key, value: Value)]) {
      self.relativeStartTime = relativeStartTime
      self.relativeDuration = relativeDuration
      self.changes = changes
    }
  }

  /// Where each key's track is.
  var indices: [Key: Int] = [:]
  /// The tracks, in registration order (which orders simultaneous events
  /// deterministically, unlike a dictionary).
  var tracks: [AnimatorTrack<Value>] = []
  /// The blocks that still have running animations, with how many.
  var openBlocks: [AnimationID: Int] = [:]
  /// Completions waiting for the next `advance(to:)`.
  var pendingEvents: [AnimationEvent] = []
  /// The last identifier issued.
  var lastIdentifier = 0
  /// No running animation ends before this time, in seconds (a lower bound,
  /// exact after each retirement scan): lets `advance(to:)` skip the scan.
  var earliestEnd = Double.infinity
  /// The time of the latest mutating call, in seconds (−∞ before any).
  package private(set) var currentTime = -Double.infinity

  /// An animator without properties.
  package init() {}

  // MARK: - Properties

  /// Adds a property with its initial model value.
  ///
  /// - Parameters:
  ///   - key: A key not registered before (precondition).
  ///   - value: The initial model value.
  ///   - composition: How new animations combine with running ones. Defaults to
  ///     `.replacing`. `.additive` needs a value type with additive offsets
  ///     (numbers, points, sizes, rectangles; precondition).
  package mutating func register(_ key: Key, value: Value, composition: AnimationComposition = .replacing) {
    precondition(indices[key] == nil, "Animator.register: the key is already registered")
    if composition == .additive {
      precondition(
        Value.additiveOffset(from: value, to: value) != nil,
        "Animator.register: this value cannot be animated additively")
    }
    indices[key] = tracks.count
    tracks.append(AnimatorTrack(model: value, composition: composition))
  }

  /// Whether `key` has been registered.
  package func contains(_ key: Key) -> Bool { indices[key] != nil }

  /// Sets the model value of `key` without animating, as setting a view property
  /// outside an animation block: running animations continue (a non-additive
  /// one keeps showing its own values until it ends; additive offsets now add
  /// to the new model value).
  package mutating func setValue(_ value: Value, for key: Key) {
    tracks[index(of: key)].model = value
  }

  /// The model value of `key`: the value it was last set to (the target of the
  /// latest animation).
  package func modelValue(for key: Key) -> Value {
    tracks[index(of: key)].model
  }

  /// The value of `key` on screen at `time` (the presentation layer's value):
  /// the model value when no animation runs.
  package func presentationValue(for key: Key, at time: Double) -> Value {
    tracks[index(of: key)].presentation(at: time)
  }

  /// Whether an animation of `key` is running at `time` (including its delay).
  package func isAnimating(_ key: Key, at time: Double) -> Bool {
    tracks[index(of: key)].animations.contains { $0.end > time }
  }

  /// Whether the view owning `key` receives touches at `time` as far as this
  /// property's animations are concerned: false while an animation committed
  /// without ``AnimationOptions/allowUserInteraction`` runs (from its commit,
  /// delay included, to its end).
  package func allowsUserInteraction(for key: Key, at time: Double) -> Bool {
    !tracks[index(of: key)].animations.contains { $0.end > time && !$0.allowsUserInteraction }
  }

  /// Whether nothing is left to happen: no animation is running and every
  /// completion has been delivered by ``advance(to:)``.
  package var isIdle: Bool {
    pendingEvents.isEmpty && tracks.allSatisfy { $0.animations.isEmpty }
  }

  /// The end time of the latest-ending running animation, in seconds, or nil
  /// when none runs: the time by which everything committed so far is over.
  package var endTime: Double? {
    var latest: Double?
    for track in tracks {
      for animation in track.animations where animation.end > (latest ?? -.infinity) {
        latest = animation.end
      }
    }
    return latest
  }

  // MARK: - Animating

  /// Commits an animation block, as `UIView.animate(withDuration:…)`: each
  /// change sets the key's model value and animates its presentation there.
  ///
  /// For an additive key whose running animations are all additive the change
  /// adds an offset `old model − new model` that decays along `timing`;
  /// otherwise the running animations of the key are removed (their blocks see
  /// `finished` false) and the new one runs from the old model value, or from the
  /// presentation value with `.beginFromCurrentState`. A key changed twice in one
  /// block keeps the last value.
  ///
  /// - Parameters:
  ///   - changes: The properties set in the block (registered keys,
  ///     precondition). Empty: nothing animates and the completion comes at once.
  ///   - timing: Delay, duration and curve or spring.
  ///   - options: Defaults to none.
  ///   - time: The commit time, in seconds, not before ``currentTime`` (precondition).
  /// - Returns: The block's identifier, carried by its completion event.
  @discardableResult
  package mutating func animate(
    _ changes: [(key: Key, value: Value)], timing: AnimationTiming, options: AnimationOptions = [],
    at time: Double
  ) -> AnimationID {
    moveTime(to: time)
    let id = nextIdentifier()
    let unique = Self.lastValues(of: changes.map { ($0.key, $0.value) }, indexing: self)
    guard !unique.isEmpty else {
      pendingEvents.append(.completed(id, finished: true, time: time))
      return id
    }
    let allowsInteraction = options.contains(.allowUserInteraction)
    for (index, value) in unique {
      let old = tracks[index].model
      let path: RunningAnimation<Value>.Path
      if tracks[index].composition == .additive, tracks[index].isAllAdditive,
        let offset = Value.additiveOffset(from: old, to: value)
      {
        path = .additive(offset: offset)
      } else {
        let from = options.contains(.beginFromCurrentState) ? tracks[index].presentation(at: time) : old
        removeAnimations(ofTrack: index, at: time)
        path = .basic(Value.interpolation(from: from, to: value))
      }
      append(
        RunningAnimation(id: id, begin: time, timing: timing, path: path, allowsUserInteraction: allowsInteraction),
        toTrack: index)
      tracks[index].model = value
    }
    openBlocks[id] = unique.count
    return id
  }

  /// Commits a keyframe animation block, as
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:)`: each key
  /// changed in any keyframe gets one non-additive ``KeyframeAnimation`` starting
  /// from its model value (the presentation value with `.beginFromCurrentState`),
  /// timed as a whole by `curve`, replacing the key's running animations; its
  /// model value becomes its last keyframe value.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes in the order they were added.
  ///   - duration: The whole duration, in seconds (0 becomes 0.001).
  ///   - delay: In seconds. Defaults to 0.
  ///   - curve: Times the whole animation. Defaults to `.easeInOut` (docs/sources.md, "Timing curves").
  ///   - options: Defaults to none.
  ///   - time: The commit time, not before ``currentTime`` (precondition).
  /// - Returns: The block's identifier.
  /// - Throws: ``KeyframeAnimationError`` (with the index into `keyframes`) before
  ///   anything is changed, except that animations that ended by `time` are retired.
  @discardableResult
  package mutating func animateKeyframes(
    _ keyframes: [Keyframe], duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
    options: AnimationOptions = [], at time: Double
  ) throws(KeyframeAnimationError) -> AnimationID {
    moveTime(to: time)
    // Group the keyframes by key, in order of first appearance.
    var order: [Int] = []
    var perKey: [Int: [(global: Int, keyframe: KeyframeAnimation<Value>.Keyframe)]] = [:]
    for (global, keyframe) in keyframes.enumerated() {
      for (index, value) in Self.lastValues(of: keyframe.changes.map { ($0.key, $0.value) }, indexing: self) {
        if perKey[index] == nil { order.append(index) }
        perKey[index, default: []].append(
          (
            global,
            KeyframeAnimation<Value>.Keyframe(
              relativeStartTime: keyframe.relativeStartTime, relativeDuration: keyframe.relativeDuration,
              value: value)
          ))
      }
    }
    var built: [(index: Int, animation: KeyframeAnimation<Value>)] = []
    for index in order {
      let entries = perKey[index] ?? []
      let start =
        options.contains(.beginFromCurrentState) ? tracks[index].presentation(at: time) : tracks[index].model
      do {
        let animation = try KeyframeAnimation(
          from: start, keyframes: entries.map(\.keyframe), duration: duration, delay: delay, curve: curve)
        built.append((index, animation))
      } catch {
        switch error {
        case .relativeTimeOutOfRange(let local): throw .relativeTimeOutOfRange(index: entries[local].global)
        case .overlappingKeyframes(let local): throw .overlappingKeyframes(index: entries[local].global)
        }
      }
    }
    let id = nextIdentifier()
    guard !built.isEmpty else {
      pendingEvents.append(.completed(id, finished: true, time: time))
      return id
    }
    let allowsInteraction = options.contains(.allowUserInteraction)
    for (index, animation) in built {
      removeAnimations(ofTrack: index, at: time)
      append(
        RunningAnimation(
          id: id, begin: time, timing: animation.timing, path: .keyframes(animation),
          allowsUserInteraction: allowsInteraction),
        toTrack: index)
      tracks[index].model = animation.finalValue
    }
    openBlocks[id] = built.count
    return id
  }

  /// Removes the running animations of `key` at `time`, as
  /// `layer.removeAllAnimations()`: the property shows its model value at once,
  /// and the blocks see those animations stop with `finished` false.
  ///
  /// - Parameter time: Not before ``currentTime`` (precondition).
  package mutating func removeAnimations(for key: Key, at time: Double) {
    moveTime(to: time)
    removeAnimations(ofTrack: index(of: key), at: time)
  }

  /// Moves the clock to `time` and returns the completion events up to it, in
  /// time order; each event is delivered once.
  ///
  /// - Parameter time: In seconds, not before ``currentTime`` (precondition).
  package mutating func advance(to time: Double) -> [AnimationEvent] {
    moveTime(to: time)
    guard !pendingEvents.isEmpty else { return [] }
    let events = pendingEvents
    pendingEvents.removeAllElements()
    return events
  }

  // MARK: - Internals

  /// The track index of a registered key (precondition).
  func index(of key: Key) -> Int {
    guard let index = indices[key] else { preconditionFailure("Animator: the key is not registered") }
    return index
  }

  /// A fresh block identifier.
  mutating func nextIdentifier() -> AnimationID {
    lastIdentifier += 1
    return AnimationID(rawValue: lastIdentifier)
  }

  /// Checks that time does not go back, then ends the animations that are over
  /// by `time`, in order of end time.
  mutating func moveTime(to time: Double) {
    precondition(!time.isNaN && time >= currentTime, "Animator: time must not go back")
    currentTime = time
    guard time >= earliestEnd else { return }
    var ended: [(end: Double, id: AnimationID, track: Int)] = []
    var earliest = Double.infinity
    for index in tracks.indices {
      var anyEnded = false
      for animation in tracks[index].animations {
        if animation.end <= time {
          ended.append((animation.end, animation.id, index))
          anyEnded = true
        } else if animation.end < earliest {
          earliest = animation.end
        }
      }
      if anyEnded { tracks[index].animations.removeAll { $0.end <= time } }
    }
    earliestEnd = earliest
    guard !ended.isEmpty else { return }
    ended.sort { a, b in
      if a.end != b.end { return a.end < b.end }
      if a.id != b.id { return a.id < b.id }
      return a.track < b.track
    }
    for stop in ended {
      animationStopped(stop.id, finished: true, at: stop.end)
    }
  }

  /// Adds a running animation to a track.
  mutating func append(_ animation: RunningAnimation<Value>, toTrack index: Int) {
    tracks[index].animations.append(animation)
    if animation.end < earliestEnd { earliestEnd = animation.end }
  }

  /// Removes every animation of a track, each stopping unfinished at `time`.
  mutating func removeAnimations(ofTrack index: Int, at time: Double) {
    let removed = tracks[index].animations
    guard !removed.isEmpty else { return }
    tracks[index].animations.removeAll()
    for animation in removed {
      animationStopped(animation.id, finished: false, at: time)
    }
  }

  /// Counts one animation of block `id` as stopped; the last one completes the block.
  mutating func animationStopped(_ id: AnimationID, finished: Bool, at time: Double) {
    guard let remaining = openBlocks[id] else { preconditionFailure("Animator: unknown block \(id)") }
    if remaining > 1 {
      openBlocks[id] = remaining - 1
    } else {
      openBlocks[id] = nil
      pendingEvents.append(.completed(id, finished: finished, time: time))
    }
  }

  /// The changes with each key once, at its first position, holding its last value.
  static func lastValues(of changes: [(Key, Value)], indexing animator: Animator) -> [(Int, Value)] {
    var result: [(Int, Value)] = []
    result.reserveCapacity(changes.count)
    for (key, value) in changes {
      let index = animator.index(of: key)
      if let position = result.firstIndex(where: { $0.0 == index }) {
        result[position].1 = value
      } else {
        result.append((index, value))
      }
    }
    return result
  }
}
