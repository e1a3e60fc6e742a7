import ScrollPhysics

/// What one display frame shows (the `frame` records of `gesture-sim run --scene
/// cards`): the top card and every card on screen.
package struct CardsFrame: Hashable, Sendable {
  /// One card on screen.
  package struct Card: Hashable, Sendable {
    /// The card's index in the deck, counted from 0.
    package var index: Int
    /// `index − topCard`: 0 for the head card, 1…visibleCount − 1 behind it, −1
    /// for the card flipped last while it turns (brought back by an up pan, or
    /// falling back). While the stack moves, a card has its new depth at once and
    /// its layout follows (`frame`, `dimming`): a card sliding in at the back has
    /// depth visibleCount − 1 and starts from slot visibleCount's layout; a card
    /// sliding out at the back has depth visibleCount until the move ends.
    package var depth: Int
    /// The rotation about the x axis, in radians: 0 (flat on the stack) … −π
    /// (turned down, showing its back). −0 is reported as 0.
    package var angle: Double
    /// Whether the card's content is hidden so that its back shows: past the
    /// perpendicular (|angle| > π/2) for a pan and its animations; for the button
    /// flip, once the content keyframe has run (`CardFlipKeyframes`).
    package var contentHidden: Bool
    /// The content's alpha, 0…1: 0 or 1, except during the button flip's content keyframe.
    package var contentAlpha: Double
    /// The white border's width, in points: the layout's width, or 0 while the back shows.
    package var borderWidth: Double
    /// The alpha of the black dimming overlay, 0…1.
    package var dimming: Double
    /// The card's frame before the flip transform, in screen points (its layout,
    /// interpolated while the stack moves).
    package var frame: Rect
    /// The card's corners on screen after the flip transform and the perspective
    /// divide, in points: top-left, top-right, bottom-right, bottom-left.
    package var quad: Quad
  }

  /// The frame's time, in seconds.
  package var time: Double
  /// The index of the head card (counted from 0). It changes when a flip's
  /// animation finishes, not when the finger lifts.
  package var topCard: Int
  /// The cards on screen, front to back (ascending index: the card turning at
  /// depth −1 first, if any).
  package var cards: [Card]

  /// Creates a frame record.
  package init(time: Double, topCard: Int, cards: [Card]) {
    self.time = time
    self.topCard = topCard
    self.cards = cards
  }

  /// The card with index `index`, if on screen.
  package func card(_ index: Int) -> Card? {
    cards.first { $0.index == index }
  }
}
