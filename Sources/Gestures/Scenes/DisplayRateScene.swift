/// A scene whose scroll views run at the display's refresh rate, which UIKit's
/// per-frame laws are stated in (the side menu, the table, the scroll-view scene):
/// both `launched` functions come from its initializer.
protocol DisplayRateScene: RunnableScene {
  /// The scene as the app launches at `launchTime` (seconds), its scroll views'
  /// frame rate `refreshRate` (hertz).
  init(configuration: Configuration, launchTime: Double, refreshRate: Double)
}

extension DisplayRateScene {
  /// The scene as the app launches at `time` (seconds), at 60 Hz.
  public static func launched(configuration: Configuration, at time: Double) -> Self {
    Self(configuration: configuration, launchTime: time, refreshRate: Display.defaultRefreshRate)
  }

  /// The scene as the app launches at `time` (seconds), its scroll views' frame rate
  /// `refreshRate` (hertz).
  public static func launched(configuration: Configuration, at time: Double, refreshRate: Double) -> Self {
    Self(configuration: configuration, launchTime: time, refreshRate: refreshRate)
  }
}
