import Gestures
import ScrollPhysics

/// The scenes' configurations on a resolved screen, built once for `run`, `plot`
/// and `view`.
extension SceneOptions {
  /// The table's configuration on `screen`, with the `--uikit` profile.
  func tableConfiguration(on screen: ScreenOptions.Resolved) -> TableScene.Configuration {
    var configuration = TableScene.Configuration(
      variant: tableVariant, geometry: TableGeometry(viewport: screen.viewport, scale: screen.scale))
    configuration.scrollView.profile = profile
    return configuration
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
