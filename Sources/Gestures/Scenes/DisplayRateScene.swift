/// A scene whose scroll views run at the display's refresh rate, which UIKit's
/// per-frame laws are stated in (the side menu, the table, the scroll-view scene):
/// its `launched` comes from its initializer.
protocol DisplayRateScene: RunnableScene {
  /// The scene as the app launches at `launchTime` (seconds), its scroll views'
  /// frame rate `refreshRate` (hertz).
  ///
  /// - Precondition: the configuration and the rate are valid (`SceneRunner.Options`
  ///   checked them); the initializer does not check them again.
  init(configuration: Configuration, launchTime: Double, refreshRate: Double)
}

extension DisplayRateScene {
  /// The scene as the app launches at `time` (seconds), its scroll views' frame rate
  /// `options.refreshRate` (hertz).
  public static func launched(_ options: SceneRunner<Self>.Options, at time: Double) -> Self {
    Self(configuration: options.scene, launchTime: time, refreshRate: options.refreshRate)
  }
}
