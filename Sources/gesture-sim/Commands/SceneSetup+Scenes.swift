import Gestures
import ScrollPhysics

extension SceneSetup {
  /// Completes this set-up with the metadata of `reader`, the trace at `path` (the
  /// scene's settings, the screen decided once, its configuration validated once),
  /// then hands the scene to `visitor` with its concrete type: the one switch over
  /// the scenes.
  ///
  /// - Throws: a usage error for a command-line value the scene cannot use, a trace
  ///   error for bad data (`SceneSetup.failure(for:)`), or the visitor's.
  func setUp<Visitor: SceneVisitor, S: ByteSource, E: TextOutputStream>(
    _ visitor: inout Visitor, reader: inout TraceReader<S>, path: String, label: String, errors: inout E
  ) throws(SceneSetup.Failure) {
    switch scene {
    case .sideMenu: try setUp(SideMenuScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .cards: try setUp(CardStackScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .dropdown: try setUp(DropdownScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .table: try setUp(TableScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .transitions: try setUp(TransitionsScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .scrollView:
      try setUp(ScrollViewScene<GridSnapDelegate>.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .screen: try setUp(ScreenScene.self, &visitor, reader: &reader, path: path, label: label, errors: &errors)
    case .gestures:
      let setup = completed(metadata: reader.metadata, locations: reader.metadataLocations, path: path, settings: SceneSettings())
      do {
        try visitor.visitGestures(setup: setup, reader: &reader, label: label, errors: &errors)
      } catch {
        throw .data(error)
      }
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
