import Gestures

/// What a command makes of the scene `SceneOptions.resolveScene` resolved on the
/// trace's screen and validated: `run`'s replay, `plot`'s `PlotScene`, `view`'s
/// `ViewerScene`. `resolveScene` calls `make` with the concrete scene, so the
/// replay is specialized for it.
protocol ResolvedSceneVisitor {
  /// What the command makes of a scene.
  associatedtype Made
  /// What the command makes of `Scene` run with `options` (a configuration the
  /// scene accepts) on `screen`.
  func make<Scene: CommandLineScene>(_ options: SceneRunner<Scene>.Options, screen: ScreenOptions.Resolved) -> Made
}
