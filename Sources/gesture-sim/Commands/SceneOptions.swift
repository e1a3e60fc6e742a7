import Gestures

/// What `run` and `plot` need besides the trace: the scene, its variant, its
/// screen and the card stack's button presses.
struct SceneOptions {
  var scene = SceneKind.sideMenu
  /// `--variant`, checked against `scene.variants`; nil for the scene's default.
  var variant: String?
  var screen = ScreenOptions()
  /// cards: the flip button's presses, in seconds of the trace's time base.
  var flipTimes: [Double] = []
  /// scroll-view: the configuration flags given (`ScrollViewFlags`).
  var scrollViewFlags: [ScrollViewSceneOptions.Key: String] = [:]

  /// The side menu's tutorial step (default `fixed`).
  var sideMenuVariant: SideMenuVariant { variant.flatMap(SideMenuVariant.init(rawValue:)) ?? .defaultVariant }
  /// The table's variant (default `tip-in`).
  var tableVariant: TableVariant { variant.flatMap(TableVariant.init(rawValue:)) ?? .defaultVariant }

  /// The values of the repeatable `--flip-at` option of `spec`: finite times in seconds.
  static func flipTimes(_ parsed: ParsedArguments, spec: CommandSpec) throws(UsageError) -> [Double] {
    var times: [Double] = []
    for text in parsed.values["--flip-at"] ?? [] {
      guard let time = Double(text), CardStackScene.Configuration.validate(buttonFlipTime: time) == nil else {
        throw spec.invalidValue(text, for: "--flip-at", expected: "a finite number of seconds")
      }
      times.append(time)
    }
    return times
  }
}
