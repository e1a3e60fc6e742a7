/// The start or the end of one view-controller transition of the transitions
/// scene (the `transition` records of `gesture-sim run --scene transitions`).
package struct TransitionsSceneTransition: Hashable, Sendable {
  /// Which transition.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A list row opened the flip or tabs example: UIKit's standard modal
    /// presentation (the presented view slides up from the bottom).
    case presentExample
    /// A tap in an example's view closed it: the standard modal dismissal.
    case dismissExample
    /// "Push": a flip from the right (`TWTSimpleAnimationController`).
    case push
    /// Back: a flip from the left.
    case pop
    /// Another tab: a cross-dissolve.
    case changeTab
    /// The overlay example opened (`TWTPresentAnimationController`).
    case presentOverlay
    /// A tap on the overlay closed it (`TWTDismissAnimationController`).
    case dismissOverlay

    /// The kind's name (its raw value) as a warning quotes it.
    package var warningName: SceneWarning.Name {
      switch self {
      case .presentExample: return SceneWarning.Name("presentExample")
      case .dismissExample: return SceneWarning.Name("dismissExample")
      case .push: return SceneWarning.Name("push")
      case .pop: return SceneWarning.Name("pop")
      case .changeTab: return SceneWarning.Name("changeTab")
      case .presentOverlay: return SceneWarning.Name("presentOverlay")
      case .dismissOverlay: return SceneWarning.Name("dismissOverlay")
      }
    }

    /// Whether the app's own animation controller runs it (seed 004's custom
    /// transitions) rather than UIKit.
    package var isCustom: Bool {
      switch self {
      case .presentExample, .dismissExample: return false
      case .push, .pop, .changeTab, .presentOverlay, .dismissOverlay: return true
      }
    }
  }

  /// Which moment of the transition a record marks.
  package typealias Moment = TransitionMoment

  /// When, in seconds: the tap's time for `began`; the end of the animation whose
  /// completion block calls `completeTransition` for `completed`.
  package var time: Double
  /// Which transition.
  package var kind: Kind
  /// Began or completed.
  package var moment: Moment
  /// The screen before the transition.
  package var from: TransitionsViewController
  /// The screen after it.
  package var to: TransitionsViewController
  /// For `completed`: whether this `completeTransition` call took effect (only the
  /// first for a transition does, docs/sources.md, "Interactive transitions"); true for `began`.
  package var tookEffect: Bool

  /// Creates a transition record.
  package init(time: Double, kind: Kind, moment: Moment, from: TransitionsViewController, to: TransitionsViewController, tookEffect: Bool = true) {
    self.time = time
    self.kind = kind
    self.moment = moment
    self.from = from
    self.to = to
    self.tookEffect = tookEffect
  }
}
