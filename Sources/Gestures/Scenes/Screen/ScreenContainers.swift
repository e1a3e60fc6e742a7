import ScrollPhysics

/// The UIKit containers of a `ScreenScene`: the refresh controls of its scroll views
/// and the navigation controllers whose content its views are (docs/containers.md).
/// Empty when the screen has none, so that the scene's per-sample path only checks
/// an index.
struct ScreenContainers: Sendable {
  /// A scroll view's `UIRefreshControl`.
  struct Refresh: Sendable {
    /// The scroll view's index in the scene's scroll views.
    let scroll: Int
    /// The control.
    var control: RefreshControl
    /// When the app calls `endRefreshing()`, seconds; nil once called (or never).
    var endRefreshingAt: Double?
    /// The content offset's y the control last saw, points.
    var lastOffsetY: Double
    /// How many `valueChanged` actions it sent.
    var valueChanged = 0
  }

  /// A navigation controller's interactive pop.
  struct Navigation: Sendable {
    /// The navigation view's index in the scene's views, and its id.
    let view: Int
    let id: String
    /// Its edge swipe in the arena.
    let edgeSwipe: GestureRecognizerID
    /// The navigation view's width, points (W of the progress).
    let width: Double
    /// The transition's parameters.
    let parameters: InteractivePop.Parameters
    /// How many view controllers are on the stack.
    var depth: Int
    /// The current (or latest) back swipe.
    var pop: InteractivePop
    /// How many back swipes finished and were cancelled.
    var popsFinished = 0
    var popsCancelled = 0

    /// Whether a transition runs: the pop follows the finger or completes.
    var isTransitioning: Bool {
      switch pop.state {
      case .interactive, .completing: return true
      case .idle, .done: return false
      }
    }

    /// Why a new back swipe may not begin now, or nil when it may.
    var refusal: GestureFailureReason? {
      if isTransitioning { return .popNotAllowed(transitioning: true) }
      return depth <= 1 ? .popNotAllowed(transitioning: false) : nil
    }
  }

  var refreshes: [Refresh] = []
  var navigations: [Navigation] = []

  /// The containers at the end of a run, for the summary.
  func finals<Delegate>(scrollViews: [ScreenScrollView<Delegate>]) -> (navigations: [ScreenSummary.NavigationFinal], refreshControls: [ScreenSummary.RefreshControlFinal]) {
    (
      navigations.map {
        ScreenSummary.NavigationFinal(view: $0.id, depth: $0.depth, popsFinished: $0.popsFinished, popsCancelled: $0.popsCancelled)
      },
      refreshes.map {
        ScreenSummary.RefreshControlFinal(scrollView: scrollViews[$0.scroll].id, state: $0.control.state.recordName, valueChanged: $0.valueChanged)
      }
    )
  }

  /// Whether passing time alone may make a container act: a pop completing, or an
  /// `endRefreshing()` due on a control that is not idle.
  var isActive: Bool {
    for navigation in navigations {
      if case .completing = navigation.pop.state { return true }
    }
    for refresh in refreshes where refresh.endRefreshingAt != nil && refresh.control.state != .idle { return true }
    return false
  }

  /// The earliest time (seconds) from which frames are needed for the containers
  /// alone: −∞ while a pop completes, else the earliest `endRefreshing()` due on a
  /// control that is not idle; nil when none.
  var framesNeededFrom: Double? {
    var earliest: Double?
    for navigation in navigations {
      if case .completing = navigation.pop.state { return -Double.infinity }
    }
    for refresh in refreshes where refresh.control.state != .idle {
      if let end = refresh.endRefreshingAt, earliest.map({ end < $0 }) ?? true { earliest = end }
    }
    return earliest
  }

  /// The earliest `endRefreshing()` due at or before `time` (seconds): its refresh
  /// index and time, or nil.
  func endRefreshingDue(upTo time: Double) -> (index: Int, time: Double)? {
    var due: (index: Int, time: Double)?
    for (r, refresh) in refreshes.enumerated() {
      guard let end = refresh.endRefreshingAt, end <= time else { continue }
      if due.map({ end < $0.time }) ?? true { due = (r, end) }
    }
    return due
  }
}
