/// What one display frame of the drop-down menu shows (the `frame` records of
/// `gesture-sim run`).
package struct DropdownFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  package var time: Double
  /// Closed, presenting, open or dismissing.
  package var phase: DropdownPhase
  /// The y translation of the main view's snapshot, in points (0 … container
  /// height − 150, overshooting with the spring), or nil while there is no
  /// snapshot (the menu closed and no transition running).
  package var snapshotTranslationY: Double?
  /// The y translation of the menu view, in points (−50 … 0), or nil while the
  /// menu is not presented.
  package var menuTranslationY: Double?
  /// The news list's title (`self.title`): the last menu item chosen.
  package var title: String
  /// Whether the screen takes touches: false from a transition's start until its
  /// `completeTransition`.
  package var isUserInteractionEnabled: Bool

  /// Creates a frame record.
  package init(
    time: Double, phase: DropdownPhase, snapshotTranslationY: Double?, menuTranslationY: Double?, title: String,
    isUserInteractionEnabled: Bool
  ) {
    self.time = time
    self.phase = phase
    self.snapshotTranslationY = snapshotTranslationY
    self.menuTranslationY = menuTranslationY
    self.title = title
    self.isUserInteractionEnabled = isUserInteractionEnabled
  }
}
