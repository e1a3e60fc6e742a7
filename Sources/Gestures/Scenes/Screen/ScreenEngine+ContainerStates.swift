import ScrollPhysics

// What a screen's containers look like at a moment, for a viewer that draws them
// (`gesture-sim view --screen`): the back swipe's slide and the refresh control's
// area, which the records give only as events.

extension ScreenEngine {
  /// Each navigation container at `time` (seconds), in document order: its view's id,
  /// its stack depth, and while a back swipe's transition runs (following the finger or
  /// completing) the top view's x and the x of the view beneath, points, in the
  /// navigation view's coordinates (W·p and −round(0.7·W)·(1 − p), docs/containers.md,
  /// "The back swipe"); nil when no transition runs.
  package func navigationStates(at time: Double) -> [(view: String, depth: Int, slide: (topX: Double, beneathX: Double)?)] {
    containers.navigations.map { navigation in
      let pop = navigation.pop
      guard navigation.isTransitioning else { return (navigation.id, navigation.depth, nil) }
      let progress = pop.progress(at: time)
      return (navigation.id, navigation.depth, (pop.topViewX(progress: progress), pop.beneathViewX(progress: progress)))
    }
  }

  /// Each refresh control now, in its scroll views' order: the scroll view's id, the
  /// control's state as its `refresh` record names it, and its visible height h,
  /// points (docs/containers.md, "Pull to refresh").
  package var refreshStates: [(scrollView: String, state: String, visibleHeight: Double)] {
    containers.refreshes.map { (scrollViews[$0.scroll].id, $0.control.state.recordName, $0.control.visibleHeight) }
  }
}
