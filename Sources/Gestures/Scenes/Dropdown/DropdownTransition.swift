/// The start or the end of one of the menu's transitions (the `transition`
/// records of `gesture-sim run`).
public struct DropdownTransition: Hashable, Sendable {
  /// Which transition.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The menu is presented (`animateTransition` with `isPresenting` true).
    case present
    /// The menu is dismissed.
    case dismiss
  }

  /// What started the transition.
  public enum Cause: String, Hashable, Sendable, CaseIterable {
    /// A tap on the menu button (the "present modally" segue).
    case menuButton
    /// A tap on a menu item (the unwind segue to `unwindToHome`).
    case menuItem
    /// A tap on the snapshot (the delegate's `dismiss()`).
    case snapshot
  }

  /// Which moment of the transition a record marks.
  public typealias Moment = TransitionMoment

  /// When, in seconds: the tap's time for `began`; the end of the spring
  /// (`began` + the duration) for `completed`.
  public var time: Double
  /// Present or dismiss.
  public var kind: Kind
  /// Began or completed.
  public var moment: Moment
  /// What started it.
  public var cause: Cause
  /// For `completed`: whether this `completeTransition` call took effect (only the
  /// first call for a transition does, docs/sources.md, "Interactive transitions"); true for `began`.
  public var tookEffect: Bool
  /// The snapshot's y translation shown at `time`, in points.
  public var snapshotTranslationY: Double
  /// The menu view's y translation shown at `time`, in points.
  public var menuTranslationY: Double

  /// Creates a transition record.
  public init(
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
