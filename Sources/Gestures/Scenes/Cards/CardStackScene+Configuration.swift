import ScrollPhysics

extension CardStackScene {
  /// Everything that sets up a card-stack scene. Every default is documented in
  /// docs/cards.md with its source.
  package struct Configuration: Hashable, Sendable {
    /// The layout (default: 390 × 844 at scale 3, 20 cards, 4 visible, head card
    /// 300 × 400 with its bottom at y = 640; see `CardStackGeometry`).
    package var geometry: CardStackGeometry
    /// The index of the head card at launch (default 0, the first card).
    package var initialTopCard: Int
    /// The pan distance of a whole flip, in points (default 150, the seed's
    /// `translation.y / 150`): percent = translation.y / flipDistance.
    package var flipDistance: Double
    /// The percent at or past which a released flip completes (default 0.5, the
    /// seed): down when percent ≥ it, up when percent ≤ −it.
    package var completionThreshold: Double
    /// How long the rest of a completing flip takes after the release, in seconds
    /// (default 0.3, the seed's `animateWithDuration(0.3)`), whatever is left.
    package var completionDuration: Double
    /// How long a cancelled flip takes to fall back, in seconds (default 0.2, the
    /// seed's `animateWithDuration(0.2)`).
    package var cancelDuration: Double
    /// The curve of the completion and cancel animations (default `.easeInOut`:
    /// `UIView.animate(withDuration:)`'s default curve, docs/sources.md, "Timing curves").
    package var flipCurve: AnimationCurve
    /// How long the stack takes to move one depth after a completed flip, in
    /// seconds (default 0.3: the seed animates its layout changes with
    /// `animateWithDuration(0.3)`).
    package var stackMoveDuration: Double
    /// The stack move's curve (default `.easeInOut`, docs/sources.md, "Timing curves").
    package var stackMoveCurve: AnimationCurve
    /// The button-style keyframe flip (default `CardFlipKeyframes()`: 0.6 s, ease-in-out).
    package var buttonFlip: CardFlipKeyframes
    /// What a new pan or button press does while a flip animation runs (default
    /// `.finishRunningFlip`).
    package var interruption: CardInterruptionRule
    /// The pan's hysteresis, in points (default 10, the recognizers' default, docs/recognizers.md).
    package var panHysteresis: Double
    /// Times of the flip button's presses, in seconds, in any order (default none;
    /// `gesture-sim run --flip-at T`, repeatable). Each press happens at its time,
    /// before an event or frame at the same time; a press before the latest input
    /// happens at that input's time.
    package var buttonFlipTimes: [Double]

    /// Creates a configuration; every parameter defaults as documented above.
    ///
    /// The values are not checked here: `validate()` checks them, once, when
    /// `SceneRunner.Options` is made (check user input with it first).
    package init(
      geometry: CardStackGeometry = CardStackGeometry(), initialTopCard: Int = 0, flipDistance: Double = 150,
      completionThreshold: Double = 0.5, completionDuration: Double = 0.3, cancelDuration: Double = 0.2,
      flipCurve: AnimationCurve = .easeInOut, stackMoveDuration: Double = 0.3,
      stackMoveCurve: AnimationCurve = .easeInOut, buttonFlip: CardFlipKeyframes = CardFlipKeyframes(),
      interruption: CardInterruptionRule = .finishRunningFlip, panHysteresis: Double = 10,
      buttonFlipTimes: [Double] = []
    ) {
      self.geometry = geometry
      self.initialTopCard = initialTopCard
      self.flipDistance = flipDistance
      self.completionThreshold = completionThreshold
      self.completionDuration = completionDuration
      self.cancelDuration = cancelDuration
      self.flipCurve = flipCurve
      self.stackMoveDuration = stackMoveDuration
      self.stackMoveCurve = stackMoveCurve
      self.buttonFlip = buttonFlip
      self.interruption = interruption
      self.panHysteresis = panHysteresis
      self.buttonFlipTimes = buttonFlipTimes
    }

    /// Throws the first problem: the geometry's;
    /// `0 ≤ initialTopCard < cardCount`; `flipDistance` finite and positive; `0 < completionThreshold ≤ 1`; the durations finite and ≥ 0; the
    /// hysteresis finite and ≥ 0.
    package func validate() throws(SetupProblem) {
      try geometry.validate()
      if !(initialTopCard >= 0 && initialTopCard < geometry.cardCount) {
        throw SetupProblem(.setting("initialTopCard"), "the initial top card must be in 0...\(geometry.cardCount - 1), got \(initialTopCard)")
      }
      if !(flipDistance.isFinite && flipDistance > 0) { throw SetupProblem(.setting("flipDistance"), "the flip distance must be positive, got \(flipDistance)") }
      if !(completionThreshold > 0 && completionThreshold <= 1) {
        throw SetupProblem(.setting("completionThreshold"), "the completion threshold must be in (0, 1], got \(completionThreshold)")
      }
      for (name, key, value) in [
        ("completion", "completionDuration", completionDuration), ("cancel", "cancelDuration", cancelDuration),
        ("stack move", "stackMoveDuration", stackMoveDuration),
      ] where !(value.isFinite && value >= 0) {
        throw SetupProblem(.setting(key), "the \(name) duration must be non-negative, got \(value)")
      }
      if !(panHysteresis.isFinite && panHysteresis >= 0) { throw SetupProblem(.setting("panHysteresis"), "the pan hysteresis must be non-negative, got \(panHysteresis)") }
      for time in buttonFlipTimes {
        try Self.validate(buttonFlipTime: time)
      }
    }

    /// Checks a button press time (`--flip-at`): throws the `flip-at` problem
    /// unless it is finite.
    package static func validate(buttonFlipTime time: Double) throws(SetupProblem) {
      if !time.isFinite { throw SetupProblem(.setting("flip-at"), "a flip time must be a finite number of seconds, got \(time)") }
    }
  }
}
