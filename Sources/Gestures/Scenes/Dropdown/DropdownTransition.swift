/// The start or the end of one of the menu's transitions (the `transition`
/// records of `gesture-sim run`).
package struct DropdownTransition: Hashable, Sendable {
  /// Which transition.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The menu is presented (`animateTransition` with `isPresenting` true).
    case present
    /// The menu is dismissed.
    case dismiss
  }

  /// What started the transition.
  package enum Cause: String, Hashable, Sendable, CaseIterable {
    /// A tap on the menu button (the "present modally" segue).
    case menuButton
    /// A tap on a menu item (the unwind segue to `unwindToHome`).
    case menuItem
    /// A tap on the snapshot (the delegate's `dismiss()`).
    case snapshot
  }

  /// Which moment of the transition a record marks.
  package typealias Moment = TransitionMoment

  /// When, in seconds: the tap's time for `began`; the end of the spring
  /// (`began` + the duration) for `completed`.
  package var time: Double
  /// Present or dismiss.
  package var kind: Kind
  /// Began or completed.
  package var moment: Moment
  /// What started it.
  package var cause: Cause
  /// For `completed`: whether this `completeTransition` call took effect (only the
  /// first call for a transition does, docs/sources.md, "Interactive transitions"); true for `began`.
  package var tookEffect: Bool
  /// The snapshot's y translation shown at `time`, in points.
  package var snapshotTranslationY: Double
  /// The menu view's y translation shown at `time`, in points.
  package var menuTranslationY: Double

  /// Creates a transition record.
  package init(
    time: Double, kind: Kind, moment: Moment, cause: Cause, tookEffect: Bool = true,
    snapshotTranslationY: Double, menuTranslationY: Double
  ) {
    self.time = time
    self.kind = kind
    self.moment = moment
    self.cause = cause
    self.tookEffect = tookEffect
    self.snapshotTranslationY = snapshotTranslationY
    self.menuTranslationY = menuTranslationY
  }
}
