import Gestures
import ScrollPhysics

/// A library scene as the command line sets it up and replays it: one conformance
/// per scene. It reads the scene's own settings (flags and metadata line, if it has
/// any), builds its configuration on the display `SceneSetup` decided, and names
/// its report for `run`, its `PlotScene` for `plot` and its `ViewerScene` for
/// `view`. Adding a scene: its library type (a `RunnableScene`), this conformance,
/// and its entry in `SceneSetup.scenes` (docs/architecture.md, "Adding a scene").
protocol CommandLineScene: RunnableScene, SendableMetatype {
  /// `run`'s report of the scene's records and run.
  associatedtype Report: SceneReport where Report.Record == Record, Report.Summary == Summary

  /// The values `--variant` takes with the scene: the names of its variant type's
  /// cases (`configuration` reads the one chosen as that type, `SceneSetup.variant(_:)`).
  /// Default: none, and `--variant` is refused.
  static var variants: [String] { get }
  /// The flags of those only some scenes take (`--flip-at`, `--uikit`, the
  /// scroll-view flags) that this scene takes; `SceneSetup.checkSupported` and
  /// `readScrollViewFlags` refuse the others, naming the scenes that take them.
  /// Default: none.
  static var acceptedFlags: Set<String> { get }

  /// The scene's own settings in `setup` (its flags) and the trace's `metadata` (the scroll
  /// view's flags and `# scroll-view:` line), each value read and checked on its
  /// own: a line that does not parse is bad trace data. Default: none.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings
  /// The scene's configuration on `setup.display`, with the command line's choices
  /// and the scene's settings; `SceneSetup` validates it.
  static func configuration(_ setup: SceneSetup) -> Configuration
  /// `run`'s report for a run with `options`.
  static func report(_ options: SceneRunner<Self>.Options) -> Report
  /// `plot`'s picture of a run with `options`.
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene
  /// `view`'s page of a run with `options` on `display` (its scale, for the scenes
  /// whose configuration has none).
  static func viewerScene(_ options: SceneRunner<Self>.Options, display: DisplayOptions.Resolved) -> any ViewerScene
}

extension CommandLineScene {
  /// No variants.
  static var variants: [String] { [] }
  /// None of the flags only some scenes take.
  static var acceptedFlags: Set<String> { [] }

  /// No settings of its own.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    SceneSetup.SceneSettings()
  }
}
