/// A scene whose content is driven by a `ScrollView` (the side menu, the table
/// and the configurable scroll view): it gives its scroll view the display's
/// refresh rate, which UIKit's per-frame laws are stated in.
protocol ScrollViewHostingScene: RunnableScene {
  /// The scene as the app launches at `launchTime` (seconds), its scroll view's
  /// frame rate `refreshRate` (hertz).
  init(configuration: Configuration, launchTime: Double, refreshRate: Double)
}

extension ScrollViewHostingScene {
  /// The scene as the app launches at `time` (seconds), at 60 Hz.
  public static func launched(configuration: Configuration, at time: Double) -> Self {
    Self(configuration: configuration, launchTime: time, refreshRate: 60)
  }

  /// The scene as the app launches at `time` (seconds), its scroll view's frame rate
  /// `refreshRate` (hertz).
  public static func launched(configuration: Configuration, at time: Double, refreshRate: Double) -> Self {
    Self(configuration: configuration, launchTime: time, refreshRate: refreshRate)
  }
}
