import Gestures

/// A scene as `gesture-sim view` replays it: fed the trace's events in order, then
/// finished into the ``ViewerData`` the page draws. One conformer per scene
/// (``SideMenuViewer``, ``CardsViewer``, ``TableViewer``, ``DropdownViewer``,
/// ``TransitionsViewer``, ``ScrollViewViewer``, ``ScreenViewer``, each a ``RunnerViewer``);
/// `CommandLineScene.viewerScene` picks it.
protocol ViewerScene {
  /// Feeds the next touch event (times never decrease).
  mutating func feed(_ event: TouchEvent)
  /// Runs the scene until it is at rest (or the settle limit) and returns the page's data.
  mutating func finish() -> ViewerData
}
