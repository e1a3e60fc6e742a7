import ScrollPhysics

extension CardStackScene {
  /// A pan from its `began` to its end: the direction it picked, the card it turns
  /// (or why it is ignored) and its latest percent.
  struct PanDrive: Hashable, Sendable {
    /// Picked from the velocity when the pan began.
    var direction: CardFlip.Direction
    /// The card it turns; `nil` when ignored.
    var card: Int?
    /// Why it is ignored; `nil` when it turns a card.
    var ignoredReason: CardFlip.IgnoredReason?
    /// The latest percent, clamped to the direction's range.
    var percent: Double

    /// The angle of the card it turns, in radians.
    var angle: Double { CardStackScene.angle(percent: percent, direction: direction) }
  }

  /// A card turning on its own: the rest of a released flip (completion or
  /// fall-back, along `flipCurve`) or the button's keyframe flip.
  struct RunningFlip: Sendable {
    /// How the angle moves.
    enum Motion: Sendable {
      /// From the angle at the release to the final angle along a timing curve.
      case curve(CurveAnimation)
      /// The button flip, 0 → −π.
      case keyframes(CardFlipKeyframes)
    }

    /// The card turning.
    var card: Int
    /// Which way.
    var direction: CardFlip.Direction
    /// What happens at the end: `.completed` moves the top card, `.cancelled` does not.
    var outcome: CardFlip.Outcome
    /// When it began, in seconds.
    var start: Double
    /// How the angle moves.
    var motion: Motion

    /// When it ends, in seconds.
    var end: Double {
      switch motion {
      case .curve(let animation): return start + animation.duration
      case .keyframes(let keyframes): return start + keyframes.effectiveDuration
      }
    }

    /// The final angle, in radians.
    var finalAngle: Double {
      switch motion {
      case .curve(let animation): return animation.to
      case .keyframes: return -Double.pi
      }
    }

    /// The angle at `time` (seconds), in radians.
    func angle(at time: Double) -> Double {
      switch motion {
      case .curve(let animation): return animation.position(at: time - start)
      case .keyframes(let keyframes): return keyframes.angle(at: time - start)
      }
    }
  }

  /// The stack moving to new depths after a completed flip: the cards
  /// `lower ..< lower + from.count` go from the layouts they showed when it began
  /// (`from`) to their depth's layout, along a timing curve.
  struct StackMove: Sendable {
    /// When it began, in seconds.
    var start: Double
    /// How long it lasts, in seconds (> 0).
    var duration: Double
    /// The timing curve.
    var curve: TimingCurve
    /// The first card index it moves.
    var lower: Int
    /// The layouts the cards showed when it began, from `lower` on.
    var from: [CardLayout]

    /// One past the last card index it moves.
    var upper: Int { lower + from.count }
    /// When it ends, in seconds.
    var end: Double { start + duration }

    /// The curve's progress at `time` (seconds), 0…1.
    func progress(at time: Double) -> Double {
      if time >= end { return 1 }
      if time <= start { return 0 }
      return curve.progress(at: (time - start) / duration)
    }
  }
}
