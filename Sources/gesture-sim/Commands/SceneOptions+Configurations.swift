import Gestures
import ScrollPhysics

/// The scenes' configurations on a resolved screen, built once for `run`, `plot`
/// and `view`.
extension SceneOptions {
  /// The side menu's configuration on `screen`: the `--variant` and the `--uikit` profile.
  func sideMenuConfiguration(on screen: ScreenOptions.Resolved) -> SideMenuScene.Configuration {
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
  func cardsConfiguration(on screen: ScreenOptions.Resolved) -> CardStackScene.Configuration {
    var configuration = CardStackScene.Configuration(buttonFlipTimes: flipTimes)
    configuration.geometry.viewport = screen.viewport
    configuration.geometry.scale = screen.scale
    return configuration
  }

  /// `cardsConfiguration(on:)`, refused as bad trace data at the `# viewport:` value
  /// (`ScreenOptions.check`) when the cards do not fit the screen: for the pictures,
  /// which draw the stack before the runner would refuse it.
  func checkedCardsConfiguration(
    on screen: ScreenOptions.Resolved, locations: [String: TraceMetadata.ValueLocation], path: String
  ) throws(TraceError) -> CardStackScene.Configuration {
    let configuration = cardsConfiguration(on: screen)
    try ScreenOptions.check(configuration.validate(), viewport: screen.viewport, scene: scene, locations: locations, path: path)
    return configuration
  }

  /// The table's configuration on `screen`, with the `--uikit` profile.
  func tableConfiguration(on screen: ScreenOptions.Resolved) -> TableScene.Configuration {
    profiled(TableScene.Configuration(
      variant: tableVariant, geometry: TableGeometry(viewport: screen.viewport, scale: screen.scale)), \.scrollView)
  }

  /// The drop-down menu's configuration on `screen`.
  func dropdownConfiguration(on screen: ScreenOptions.Resolved) -> DropdownScene.Configuration {
    DropdownScene.Configuration(geometry: DropdownGeometry(viewport: screen.viewport))
  }

  /// The transitions' configuration on `screen`.
  func transitionsConfiguration(on screen: ScreenOptions.Resolved) -> TransitionsScene.Configuration {
    TransitionsScene.Configuration(geometry: TransitionsGeometry(viewport: screen.viewport))
  }

  /// The scroll-view scene's options: the defaults on `screen`, then the trace's
  /// `# scroll-view:` line, then the flags (`ScrollViewFlags.options`); `screen`'s
  /// refresh rate becomes the line's `refresh` when it gives one, and a rate the
  /// runner cannot use is bad trace data.
  func scrollViewOptions(
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
