/// A frame record of a scene whose transitions animate, as the transition rules
/// read it (`TransitionRefusal.completeOnceViolation`): whether the screen took
/// touches, and which transition the frame shows running.
protocol TransitionFrame: SceneRecordPayload {
  /// A transition's kind.
  associatedtype Kind: Equatable
  /// Whether the screen took touches at the frame.
  var isUserInteractionEnabled: Bool { get }
  /// The transition the frame shows running, or nil.
  var runningTransition: Kind? { get }
}

extension DropdownFrame: TransitionFrame {
  /// The presentation while presenting, the dismissal while dismissing (`phase`).
  var runningTransition: DropdownTransition.Kind? {
    switch phase {
    case .presenting: return .present
    case .dismissing: return .dismiss
    case .closed, .open: return nil
    }
  }
}

extension TransitionsFrame: TransitionFrame {
  /// `transition`.
  var runningTransition: TransitionsSceneTransition.Kind? { transition }
}
