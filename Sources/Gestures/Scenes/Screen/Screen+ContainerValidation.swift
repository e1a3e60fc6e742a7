extension Screen {
  /// Throws the first problem of `view`'s containers (its navigation and its scroll
  /// view's refresh control); inserts the id of a navigation's edge swipe into
  /// `recognizerIDs`.
  static func validateContainers(of view: View, recognizerIDs: inout Set<String>) throws(SetupProblem) {
    if let settings = view.scrollView, let end = settings.endRefreshingAt {
      if !(end.isFinite && end >= 0 && end <= 1_000_000) {
        throw screenProblem(id: view.id, key: "scrollView.end-refreshing-at", reason: "the time must be from 0 to 1000000 seconds, got \(end)")
      }
      if !settings.refreshControl {
        throw screenProblem(id: view.id, key: "scrollView.end-refreshing-at", reason: "'end-refreshing-at' needs 'refresh-control': true")
      }
    }
    guard let navigation = view.navigation else { return }
    if !(navigation.depth >= 1 && navigation.depth <= 1000) {
      throw screenProblem(id: view.id, key: "navigation.depth", reason: "the depth must be a whole number from 1 to 1000, got \(navigation.depth)")
    }
    let duration = navigation.transitionDuration
    if !(duration.isFinite && duration > 0 && duration <= 60) {
      throw screenProblem(id: view.id, key: "navigation.transition-duration", reason: "the duration must be more than 0 and at most 60 seconds, got \(duration)")
    }
    if view.frame.size.width < 1 {
      throw screenProblem(id: view.id, key: "frame", reason: "a navigation view must be at least 1 point wide, got \(view.frame.size.width)")
    }
    let id = interactivePopID(ofView: view.id)
    if !recognizerIDs.insert(id).inserted {
      throw screenProblem(id: view.id, key: "id", reason: "the navigation's edge swipe \"\(id)\" has the id of another recognizer")
    }
  }
}
