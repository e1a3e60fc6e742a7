import Gestures
import ScrollPhysics

/// The scenes a trace replays through on the command line (`run --scene`, `plot
/// --scene`, `view --scene`), declared once in `scenes`, and the set-up that hands
/// the chosen one to the command.
extension SceneSetup {
  /// A scene `--scene` names: a library scene that `SceneRunner` replays, or
  /// `gestures`, which has none.
  enum SceneKind: Equatable, Sendable {
    /// A library scene, by its name (the value of `--scene`) and its command-line
    /// conformance, which declares its variants and the flags it takes, and builds
    /// its configuration, report, plot and viewer (`runner(_:_:)`). It has a
    /// picture: `plot` draws it and `view` replays it. The conformance is a
    /// function, called when the scene is used, so that listing the scenes makes
    /// no scene's type (a generic scene's type costs a look-up through every
    /// conformance of the program the first time) and runs none of their code.
    case runner(name: String, conformance: @Sendable () -> any CommandLineScene.Type)
    /// No scene and no picture: the pans and taps UIKit's standard recognizers find
    /// (docs/recognizers.md). Only `run` takes it.
    case gestures

    /// The scene `Scene`, which the runner replays, named `name`.
    static func runner<Scene: CommandLineScene>(_ name: String, _: Scene.Type) -> SceneKind {
      .runner(name: name) { Scene.self }
    }

    /// The value of `--scene` that names the scene.
    var name: String {
      switch self {
      case .runner(let name, _): name
      case .gestures: "gestures"
      }
    }

    /// The values `--variant` takes with this scene (`CommandLineScene.variants`);
    /// empty when it has no variants.
    var variants: [String] {
      switch self {
      case .runner(_, let conformance): conformance().variants
      case .gestures: []
      }
    }

    /// Whether the scene takes `flag`, one of the flags some scenes take and others
    /// refuse (`CommandLineScene.acceptedFlags`).
    func accepts(_ flag: String) -> Bool {
      switch self {
      case .runner(_, let conformance): conformance().acceptedFlags.contains(flag)
      case .gestures: false
      }
    }

    /// Whether the scene has a picture: `gesture-sim plot` draws it (it has a
    /// `PlotScene`) and `gesture-sim view` replays it (it has a `ViewerScene`).
    var hasPicture: Bool {
      switch self {
      case .runner: true
      case .gestures: false
      }
    }

    /// Whether both are the same scene: the same name (`scenes` has one scene per name).
    static func == (lhs: SceneKind, rhs: SceneKind) -> Bool {
      lhs.name == rhs.name
    }
  }

  /// The scenes, declared once, each by its name and its conformance, in the order
  /// `--help`, `--scene`'s allowed values and the usage errors list them: a new
  /// scene is its library type, its `CommandLineScene` conformance and its entry
  /// here (docs/architecture.md, "Adding a scene").
  static let scenes: [SceneKind] = [
    // The Taasky-style 3-D flip side menu in a paging scroll view (docs/side-menu.md).
    .runner("side-menu", SideMenuScene.self),
    // The pan-driven 3-D card flip stack (docs/cards.md).
    .runner("cards", CardStackScene.self),
    // The drop-down menu tutorial (docs/dropdown.md).
    .runner("dropdown", DropdownScene.self),
    // The table whose rows animate in (docs/table.md).
    .runner("table", TableScene.self),
    // The view-controller transitions tutorial (docs/transitions.md).
    .runner("transitions", TransitionsScene.self),
    scrollViewScene,
    .gestures,
    screenScene,
  ]

  /// A `UIScrollView` configured from flags and the trace's `# scroll-view:` line
  /// (docs/scroll-view-scene.md), whose flags name it.
  static let scrollViewScene = SceneKind.runner("scroll-view", ScrollViewScene<GridSnapDelegate>.self)

  /// The user's own screen, read from the `--screen` file (docs/screens.md), which
  /// implies it.
  static let screenScene = SceneKind.runner("screen", ScreenScene.self)

  /// The scene without `--scene`: the first.
  static let defaultScene = scenes[0]

  /// The scenes with a picture, those `plot` and `view` take.
  static let pictureScenes = scenes.filter(\.hasPicture)

  /// `--scene gestures` given to `plot` or `view`, which draw a scene's picture: the
  /// usage error of their `--scene`, which lists only `pictureScenes`.
  static var gesturesRefused: Failure { .usage(sceneOption(pictureScenes).unlistedValue(SceneKind.gestures.name)) }

  /// The scene of `scenes` that `name` names; nil when none does.
  static func scene(named name: String) -> SceneKind? {
    scenes.first { $0.name == name }
  }

  /// Completes this set-up with the metadata of `reader`, the trace at `path` (the
  /// scene's settings, the display decided once, its configuration validated once),
  /// then hands the scene to `visitor` with its concrete type.
  ///
  /// - Throws: a usage error for a command-line value the scene cannot use, a trace
  ///   error for bad data (`SceneSetup.failure(for:)`), or the visitor's.
  func setUp<Visitor: SceneVisitor, S: ByteSource, E: TextOutputStream>(
    _ visitor: inout Visitor, reader: inout TraceReader<S>, path: String, label: String, errors: inout E
  ) throws(SceneSetup.Failure) {
    switch scene {
    case .runner(_, let conformance):
      try setUp(conformance(), &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .gestures:
      let setup = completed(metadata: reader.metadata, locations: reader.metadataLocations, path: path, settings: SceneSettings())
      try visitor.visitGestures(setup: setup, reader: &reader, label: label, errors: &errors)
    }
  }

  /// `setUp` for `Scene`.
  private func setUp<Scene: CommandLineScene, Visitor: SceneVisitor, S: ByteSource, E: TextOutputStream>(
    _: Scene.Type, _ visitor: inout Visitor, reader: inout TraceReader<S>, path: String, label: String, errors: inout E
  ) throws(SceneSetup.Failure) {
    let settings: SceneSetup.SceneSettings
    do {
      settings = try Scene.settings(self, metadata: reader.metadata, path: path)
    } catch {
      throw .data(error)
    }
    let setup = completed(metadata: reader.metadata, locations: reader.metadataLocations, path: path, settings: settings)
    let options = try setup.runnerOptions(Scene.self)
    try visitor.visit(options, setup: setup, reader: &reader, label: label, errors: &errors)
  }
}
