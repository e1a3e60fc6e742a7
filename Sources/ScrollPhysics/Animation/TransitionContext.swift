/// The state UIKit's transition context (`UIViewControllerContextTransitioning`,
/// `_UIViewControllerTransitionContext`) keeps for one view-controller
/// transition (docs/sources.md, "Interactive transitions").
///
/// - **User interaction is off from the start of the transition until the first
///   ``completeTransition(_:)``** [reverse-engineered: the participating views get
///   `isUserInteractionEnabled = false` when the transition starts and are
///   re-enabled on completion]: a transition that never completes leaves the UI
///   refusing touches.
/// - **Only the first `completeTransition(_:)` has any effect**; later calls are
///   no-ops [reverse-engineered: guarded by a flag].
/// - `finishInteractiveTransition()` and `cancelInteractiveTransition()` record
///   whether the transition was cancelled and the completion velocity
///   (+completionSpeed or −completionSpeed; values ≤ 0 become 1) [reverse-engineered].
///
/// A value type with no clock: the caller decides when things happen.
package struct TransitionContext: Hashable, Sendable {
  /// Whether the transition is driven interactively (a percent-driven
  /// interaction controller was given).
  package let isInteractive: Bool
  /// Whether `cancelInteractiveTransition()` was called
  /// (`transitionWasCancelled`); false for non-interactive transitions.
  package private(set) var transitionWasCancelled = false
  /// The completion velocity recorded by finish (+completionSpeed) or cancel
  /// (−completionSpeed), or nil before either.
  package private(set) var completionVelocity: Double?
  /// The argument of the first ``completeTransition(_:)``, or nil while the
  /// transition has not completed.
  package private(set) var completion: Bool?

  /// A transition that has just started: user interaction is off.
  ///
  /// - Parameter isInteractive: Defaults to false.
  package init(isInteractive: Bool = false) {
    self.isInteractive = isInteractive
  }

  /// Whether `completeTransition(_:)` has taken effect.
  package var isCompleted: Bool { completion != nil }

  /// Whether the participating views receive touches: only once the transition
  /// has completed.
  package var isUserInteractionEnabled: Bool { completion != nil }

  /// `finishInteractiveTransition()`: the interactive transition will finish.
  /// Records `transitionWasCancelled = false` and the completion velocity
  /// +completionSpeed. Ignored unless the transition is interactive, not yet
  /// finished or cancelled, and not completed.
  ///
  /// - Parameter completionSpeed: The interaction controller's speed; ≤ 0 or NaN
  ///   counts as 1. Defaults to 1.
  package mutating func finishInteractiveTransition(completionSpeed: Double = 1) {
    guard isInteractive, completionVelocity == nil, completion == nil else { return }
    transitionWasCancelled = false
    completionVelocity = completionSpeed > 0 ? completionSpeed : 1
  }

  /// `cancelInteractiveTransition()`: the interactive transition will return to
  /// its start. Records `transitionWasCancelled = true` and the completion
  /// velocity −completionSpeed. Ignored under the same conditions as finish.
  ///
  /// - Parameter completionSpeed: The interaction controller's speed; ≤ 0 or NaN
  ///   counts as 1. Defaults to 1.
  package mutating func cancelInteractiveTransition(completionSpeed: Double = 1) {
    guard isInteractive, completionVelocity == nil, completion == nil else { return }
    transitionWasCancelled = true
    completionVelocity = -(completionSpeed > 0 ? completionSpeed : 1)
  }

  /// `completeTransition(_:)`: ends the transition and re-enables user
  /// interaction — the first time only.
  ///
  /// - Parameter didComplete: True when the new view controller is now shown,
  ///   false when the transition was cancelled (usually `!transitionWasCancelled`).
  /// - Returns: True when this call took effect (the first), false for the
  ///   ignored later calls.
  @discardableResult
  package mutating func completeTransition(_ didComplete: Bool) -> Bool {
    guard completion == nil else { return false }
    completion = didComplete
    return true
  }
}
