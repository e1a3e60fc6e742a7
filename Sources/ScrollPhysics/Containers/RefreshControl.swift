/// `UIRefreshControl` on a scroll view: its states, the trigger while the finger
/// is down, the +60 pt top inset while refreshing and `endRefreshing()`
/// (docs/containers.md, "Pull to refresh"; docs/sources.md, "Containers").
///
/// The control watches the scroll view: send ``Event/scrolled(contentOffsetY:isTracking:isDecelerating:isBouncing:)``
/// whenever the content offset changes (after each `scrollViewDidScroll`), and
/// carry out what it returns: the inset change (which must not move the content:
/// UIKit restores the offset) and the offset animation of `endRefreshing()`.
///
/// **Visible height** h = max(0, −(offset.y + top)), points, with `top` the
/// scroll view's adjusted top inset **without** the control's own inset. The
/// state is recomputed only when h changes (UIKit's `_setVisibleHeight:`);
/// h ≤ 5 pt (``hiddenHeight``) counts as hidden.
///
/// **Revealed fraction** `clamp(h / D, 0, 1)`: D = the control's height (60) while
/// idle or refreshing, the snapping height S otherwise.
///
/// **Arming** (revealing → armed) needs the fraction to reach 1 while the
/// finger is down. The default content view then moves straight on to
/// refreshing in the same update: the states armed and refreshing, the inset
/// (+60), and `valueChanged` come together, the finger still down.
package struct RefreshControl: Hashable, Sendable {
  /// UIKit's seven states (`_UIRefreshControlState`), with their raw values.
  package enum State: Int, Hashable, Sendable, CaseIterable {
    /// Hidden (0).
    case idle = 0
    /// Pulled into view, not far enough to arm (1).
    case revealing = 1
    /// Pulled past the snapping height with the finger down (2).
    case armed = 2
    /// Refreshing: the inset is applied; `endRefreshing()` ends it (3).
    case refreshing = 3
    /// Ending, animated back (4).
    case ending = 4
    /// Ending while the finger is still down (5).
    case endingWhileTracking = 5
    /// Revealed by content bouncing past the top while decelerating (6).
    case bounceRevealing = 6

    /// The state's name in the `refresh` record: `idle`, `revealing`, `armed`,
    /// `refreshing` or `ending` (bounce-revealing reads `revealing`, ending while
    /// tracking reads `ending`).
    package var recordName: String {
      switch self {
      case .idle: return "idle"
      case .revealing, .bounceRevealing: return "revealing"
      case .armed: return "armed"
      case .refreshing: return "refreshing"
      case .ending, .endingWhileTracking: return "ending"
      }
    }
  }

  /// What happened to the scroll view or the control.
  package enum Event: Hashable, Sendable {
    /// The content offset changed to `contentOffsetY` (points); the scroll view's
    /// `isTracking`, `isDecelerating` and whether it bounces (moves back from past
    /// an edge) at that moment.
    case scrolled(contentOffsetY: Double, isTracking: Bool, isDecelerating: Bool, isBouncing: Bool)
    /// The app called `endRefreshing()`; the scroll view's state at that moment.
    case endRefreshing(contentOffsetY: Double, isTracking: Bool, isBouncing: Bool)
    /// The app called `beginRefreshing()`: refreshing without `valueChanged`.
    case beginRefreshing
  }

  /// What the control did, in order.
  package enum Output: Hashable, Sendable {
    /// The state changed (the `refresh` record).
    case stateChanged(State)
    /// The control's action: `valueChanged`, once per refresh the user started.
    case valueChanged
    /// The scroll view's top inset grew by `height` points (the offset stays).
    case insetAdded(height: Double)
    /// The scroll view's top inset shrank by `height` points (the offset stays).
    case insetRemoved(height: Double)
    /// `endRefreshing()` moves the content to `y` (points): animated (the
    /// standard animated `setContentOffset`, 0.3 s) or at once.
    case setContentOffsetY(Double, animated: Bool)
  }

  /// The control's height, points (default 60: `init()`'s style, no title).
  package let height: Double
  /// S, the pull (visible height, points) that arms the control.
  package let snappingHeight: Double
  /// The scroll view's adjusted top inset without the control's, points.
  package var topInset: Double
  /// The state.
  package private(set) var state = State.idle
  /// The visible height, points (see the type).
  package private(set) var visibleHeight = 0.0
  /// Whether the control's inset is applied to the scroll view.
  package private(set) var isInsetApplied = false

  /// A control on a scroll view of height `boundsHeight` (points) whose adjusted
  /// top inset is `topInset` (points), at rest.
  package init(boundsHeight: Double, topInset: Double = 0, height: Double = 60) {
    self.height = height
    self.topInset = topInset
    snappingHeight = Self.snappingHeight(boundsHeight: boundsHeight)
  }

  /// S for a scroll view `boundsHeight` points tall: `round(H/2)` clamped to
  /// [0, 112.5·max(H, 372)/568] (the default content view without a title;
  /// 112.5 = (0 + 100)·1.125). H = 844: min(422, 167.17) = 167.17 pt.
  package static func snappingHeight(boundsHeight: Double) -> Double {
    let maximum = 112.5 * Swift.max(boundsHeight, 372) / 568
    return Swift.max(Swift.min((boundsHeight * 0.5).rounded(), maximum), 0)
  }

  /// h_hide, the visible height at or below which none of the control's
  /// interface shows, points: 5 (the default content view's
  /// `_heightAtWhichNoneOfTheInterfaceElementsAreVisible…`).
  package static let hiddenHeight = 5.0

  /// The revealed fraction (see the type), 0…1.
  package var revealedFraction: Double {
    let denominator: Double
    switch state {
    case .idle, .refreshing: denominator = height
    case .revealing, .armed, .ending, .endingWhileTracking, .bounceRevealing: denominator = snappingHeight
    }
    return Swift.min(Swift.max(visibleHeight / denominator, 0), 1)
  }

  /// Handles `event` and returns what the control did, in order. Non-finite
  /// offsets are ignored.
  package mutating func handle(_ event: Event) -> [Output] {
    var outputs: [Output] = []
    switch event {
    case .scrolled(let y, let isTracking, let isDecelerating, let isBouncing):
      guard y.isFinite else { return [] }
      let h = Swift.max(0, -(y + topInset))
      guard h != visibleHeight else { return [] }
      visibleHeight = h
      let next = nextState(isTracking: isTracking, isDecelerating: isDecelerating, isBouncing: isBouncing)
      setState(next, notify: true, into: &outputs)
    case .endRefreshing(let y, let isTracking, let isBouncing):
      guard y.isFinite else { return [] }
      visibleHeight = Swift.max(0, -(y + topInset))
      let next: State = visibleHeight <= 0 ? .idle : isTracking ? .endingWhileTracking : .ending
      setState(next, notify: false, into: &outputs)
      switch state {
      case .idle, .ending:
        if !isBouncing { outputs.append(.setContentOffsetY(y + visibleHeight, animated: state == .ending)) }
      case .revealing, .armed, .refreshing, .endingWhileTracking, .bounceRevealing:
        break
      }
    case .beginRefreshing:
      setState(.refreshing, notify: false, into: &outputs)
    }
    return outputs
  }

  /// UIKit's `_recomputeNewState` for the current visible height.
  private func nextState(isTracking: Bool, isDecelerating: Bool, isBouncing: Bool) -> State {
    let fraction = revealedFraction
    let hidden = visibleHeight <= Self.hiddenHeight
    switch state {
    case .idle:
      if fraction > 0 && isBouncing && isDecelerating { return .bounceRevealing }
      if hidden || fraction >= 1 {
        if fraction < 1 || isTracking { return .idle }
      }
      return .revealing
    case .revealing:
      if fraction >= 1 && isTracking { return .armed }
      return visibleHeight >= Self.hiddenHeight ? .revealing : .idle
    case .armed, .refreshing:
      return state
    case .ending, .bounceRevealing:
      if hidden { return .idle }
      return isTracking && fraction <= 0.75 ? .revealing : state
    case .endingWhileTracking:
      return hidden ? .idle : .endingWhileTracking
    }
  }

  /// UIKit's `_canTransitionFromState:toState:`.
  private static func canTransition(from: State, to: State) -> Bool {
    if to == .refreshing { return from != .refreshing }
    switch from {
    case .idle: return to == .revealing || to == .bounceRevealing
    case .revealing: return to == .idle || to == .revealing || to == .armed
    case .armed: return false
    case .refreshing: return to == .idle || to == .ending || to == .endingWhileTracking
    case .ending, .bounceRevealing: return to == .idle || to == .revealing
    case .endingWhileTracking: return to == .idle
    }
  }

  /// UIKit's `_setRefreshControlState:notify:`: an allowed change removes the
  /// inset (unless entering armed or refreshing), and entering refreshing adds it
  /// and, when notifying, sends `valueChanged`. Entering armed goes straight on
  /// to refreshing (the default content view's snapping), notifying.
  private mutating func setState(_ next: State, notify: Bool, into outputs: inout [Output]) {
    guard next != state, Self.canTransition(from: state, to: next) else { return }
    switch next {
    case .armed, .refreshing:
      break
    case .idle, .revealing, .ending, .endingWhileTracking, .bounceRevealing:
      if isInsetApplied {
        isInsetApplied = false
        outputs.append(.insetRemoved(height: height))
      }
    }
    state = next
    outputs.append(.stateChanged(next))
    switch next {
    case .armed:
      setState(.refreshing, notify: true, into: &outputs)
    case .refreshing:
      if !isInsetApplied {
        isInsetApplied = true
        outputs.append(.insetAdded(height: height))
      }
      if notify { outputs.append(.valueChanged) }
    case .idle, .revealing, .ending, .endingWhileTracking, .bounceRevealing:
      break
    }
  }
}
