/// Which moment of a view-controller transition a record marks (the drop-down's
/// and the transitions scene's `transition` records).
package enum TransitionMoment: String, Hashable, Sendable, CaseIterable {
  /// `animateTransition` ran: the animations were committed and user interaction
  /// turned off.
  case began
  /// The completion called `completeTransition(true)`.
  case completed
}

/// A transition record of a scene whose transitions animate: its kind, its
/// moment and whether its `completeTransition` took effect.
package protocol SceneTransition: SceneRecordPayload {
  /// Which transition (its raw value is the `kind` field).
  associatedtype Kind: RawRepresentable<String>
  /// Which transition.
  var kind: Kind { get }
  /// Began or completed.
  var moment: TransitionMoment { get }
  /// For `completed`: whether this `completeTransition` call took effect; true for `began`.
  var tookEffect: Bool { get }
}
