import Gestures
import ScrollPhysics

/// The scenes' configurations on a resolved screen, built once for `run`, `plot`
/// and `view`.
extension SceneOptions {
  /// The scene these options name, resolved in one step for every scene: the
  /// screen (`ScreenOptions.resolved`, against the metadata of `reader`, the trace
  /// at `path`), then the scene's configuration on it (for the scroll view, with
  /// its `# scroll-view:` line and flags), refused as bad trace data when the scene
  /// rejects it (`RunnableScene.validate`, reported by `ScreenOptions.check` at the
  /// `# viewport:` value); then what `visitor` makes of it. `nil` for `--scene
  /// gestures`, which has no scene.
  func resolveScene<S, Visitor: ResolvedSceneVisitor>(
    for reader: TraceReader<S>, path: String, _ visitor: Visitor
  ) throws(TraceError) -> Visitor.Made? {
    let (metadata, locations) = (reader.metadata, reader.metadataLocations)
    var screen = try self.screen.resolved(for: scene, metadata: metadata, locations: locations, path: path)
    func make<Scene: CommandLineScene>(
      _: Scene.Type, _ configuration: Scene.Configuration
    ) throws(TraceError) -> Visitor.Made {
      try ScreenOptions.check(
        Scene.validate(configuration), viewport: screen.viewport, scene: scene, locations: locations, path: path)
      return visitor.make(SceneRunner<Scene>.Options(scene: configuration, refreshRate: screen.refresh), screen: screen)
    }
    switch scene {
    case .sideMenu: return try make(SideMenuScene.self, sideMenuConfiguration(on: screen))
    case .cards: return try make(CardStackScene.self, cardsConfiguration(on: screen))
    case .dropdown: return try make(DropdownScene.self, dropdownConfiguration(on: screen))
    case .table: return try make(TableScene.self, tableConfiguration(on: screen))
    case .transitions: return try make(TransitionsScene.self, transitionsConfiguration(on: screen))
    case .scrollView:
      let sceneOptions = try scrollViewOptions(on: &screen, metadata: metadata, path: path)
      return try make(
        ScrollViewScene<GridSnapDelegate>.self,
        ScrollViewScene<GridSnapDelegate>.Configuration(options: sceneOptions, delegate: GridSnapDelegate(interval: sceneOptions.snap)))
    case .gestures: return nil
    }
  }

  /// `resolveScene` for `plot` and `view`, whose `--scene` takes only the scenes
  /// with a screen (`SceneKind.hasScreen`): bad metadata is a trace error.
  func resolveScreenScene<S, Visitor: ResolvedSceneVisitor>(
    for reader: TraceReader<S>, path: String, _ visitor: Visitor
  ) throws(TraceError) -> Visitor.Made {
    guard let made = try resolveScene(for: reader, path: path, visitor) else {
      // The option's allowed values leave it out: the parser refuses it, naming the scenes.
      preconditionFailure("'\(scene.rawValue)' has no screen; plot's and view's '--scene' accept only \(SceneKind.names(SceneKind.allCases.filter(\.hasScreen)))")
    }
    return made
  }

  /// The side menu's configuration on `screen`: the `--variant` and the `--uikit` profile.
  private func sideMenuConfiguration(on screen: ScreenOptions.Resolved) -> SideMenuScene.Configuration {
    profiled(SideMenuScene.Configuration(
      variant: sideMenuVariant, geometry: SideMenuGeometry(viewport: screen.viewport, scale: screen.scale)), \.scrollView)
  }

  /// `configuration` with the `--uikit` profile on its scroll view's configuration at `scrollView`.
  private func profiled<C>(_ configuration: C, _ scrollView: WritableKeyPath<C, ScrollViewConfiguration>) -> C {
    var configuration = configuration
    configuration[keyPath: scrollView].profile = profile
    return configuration
  }

  /// The card stack's configuration on `screen`, with the flip button's presses (`--flip-at`).
  private func cardsConfiguration(on screen: ScreenOptions.Resolved) -> CardStackScene.Configuration {
    var configuration = CardStackScene.Configuration(buttonFlipTimes: flipTimes)
    configuration.geometry.viewport = screen.viewport
    configuration.geometry.scale = screen.scale
    return configuration
  }

  /// The table's configuration on `screen`, with the `--uikit` profile.
  private func tableConfiguration(on screen: ScreenOptions.Resolved) -> TableScene.Configuration {
    profiled(TableScene.Configuration(
      variant: tableVariant, geometry: TableGeometry(viewport: screen.viewport, scale: screen.scale)), \.scrollView)
  }

  /// The drop-down menu's configuration on `screen`.
  private func dropdownConfiguration(on screen: ScreenOptions.Resolved) -> DropdownScene.Configuration {
    DropdownScene.Configuration(geometry: DropdownGeometry(viewport: screen.viewport))
  }

  /// The transitions' configuration on `screen`.
  private func transitionsConfiguration(on screen: ScreenOptions.Resolved) -> TransitionsScene.Configuration {
    TransitionsScene.Configuration(geometry: TransitionsGeometry(viewport: screen.viewport))
  }

  /// The scroll-view scene's options: the defaults on `screen`, then the trace's
  /// `# scroll-view:` line, then the flags (`ScrollViewFlags.options`); `screen`'s
  /// refresh rate becomes the line's `refresh` when it gives one, and a rate the
  /// runner cannot use is bad trace data.
  private func scrollViewOptions(
    on screen: inout ScreenOptions.Resolved, metadata: TraceMetadata, path: String
  ) throws(TraceError) -> ScrollViewSceneOptions {
    let sceneOptions = try ScrollViewFlags.options(
      screen: &screen, flags: scrollViewFlags, screenFlags: self.screen, metadata: metadata, path: path)
    if let reason = SceneRunner<SideMenuScene>.Options.validate(refreshRate: screen.refresh) {
      throw TraceError(
        path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(screen.refresh)", expected: reason))
    }
    return sceneOptions
  }
}
