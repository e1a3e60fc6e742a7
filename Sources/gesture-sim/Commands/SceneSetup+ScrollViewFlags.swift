import Gestures
import ScrollPhysics

/// `--scene scroll-view`'s configuration flags, read as every other scene option is:
/// one per `ScrollViewSceneSetup.Key` (viewport, scale and refresh are the display's
/// own options, `displaySpecs`). Flags win over the trace's `# scroll-view:` line
/// (the scene's settings: `ScrollViewScene+CommandLineScene.swift`).
extension SceneSetup {
  /// The scroll-view flags' specs, for the option lists of `run`, `plot`, `view`
  /// and `check`. `--uikit` is every scene's (`profileOption`); with this scene it
  /// is also the `uikit` key.
  static let scrollViewSpecs: [CommandSpec.Option] = [
    CommandSpec.Option(longName: "--content", valueName: "WxH", help: "scroll-view: the content size in points, e.g. 1170x844.", defaultValue: "the viewport"),
    CommandSpec.Option(longName: "--paging", help: "scroll-view: isPagingEnabled."),
    CommandSpec.Option(longName: "--page-spacing", valueName: "pt", help: "scroll-view: space between pages (the bounds are the viewport plus this).", defaultValue: "0"),
    CommandSpec.Option(longName: "--bounces", valueName: "axes", help: "scroll-view: the axes that bounce: x,y, x, y or none.", defaultValue: "x,y"),
    CommandSpec.Option(longName: "--no-bounces", help: "scroll-view: bounces off (same as --bounces none)."),
    CommandSpec.Option(longName: "--always-bounce", valueName: "axes", help: "scroll-view: alwaysBounceHorizontal/Vertical: x, y, x,y or none.", defaultValue: "none"),
    CommandSpec.Option(longName: "--rate", valueName: "rate", help: "scroll-view: decelerationRate: normal (0.998), fast (0.99) or a number in (0, 1), which runs as UIKit keeps it: 0.99 below 0.994, else 0.998.", defaultValue: "normal"),
    CommandSpec.Option(longName: "--inset", valueName: "t,l,b,r", help: "scroll-view: contentInset in points, each ≥ 0.", defaultValue: "0,0,0,0"),
    CommandSpec.Option(longName: "--start-offset", valueName: "x,y", help: "scroll-view: the content offset at launch.", defaultValue: "0,0"),
    CommandSpec.Option(longName: "--directional-lock", help: "scroll-view: isDirectionalLockEnabled."),
    CommandSpec.Option(longName: "--snap", valueName: "pt", help: "scroll-view: a delegate that rounds targetContentOffset to a grid of this interval (or WxH)."),
    CommandSpec.Option(longName: "--status-bar", help: "scroll-view: a status bar in front (top 47 pt) whose tap scrolls to the top."),
    CommandSpec.Option(longName: "--jump-bar", help: "scroll-view: a jump bar in front (bottom 44 pt) whose tap calls setContentOffset(animated: true)."),
  ]

  /// The flags given in `parsed`, as key → value text, each checked on its own
  /// by the scene (`ScrollViewScene.accepts(_:for:)`).
  static func parseScrollViewFlags(_ parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) -> [ScrollViewSceneSetup.Key: String] {
    var given: [ScrollViewSceneSetup.Key: String] = [:]
    for key in ScrollViewSceneSetup.Key.allCases {
      let name = "--" + key.rawValue
      switch key {
      case .viewport, .scale, .refresh:
        continue
      case .paging, .directionalLock, .statusBar, .jumpBar:
        if parsed.flag(name) { given[key] = "true" }
        continue
      case .content, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .snap, .uikit:
        break
      }
      guard let text = parsed.value(name) else { continue }
      guard ScrollViewScene<GridSnapDelegate>.accepts(text, for: key) else {
        throw spec.invalidValue(text, for: name, expected: key.expected)
      }
      given[key] = text
    }
    if parsed.flag("--no-bounces") {
      if given[.bounces] != nil { throw UsageError(message: "Give either '--bounces' or '--no-bounces', not both") }
      given[.bounces] = "none"
    }
    return given
  }

  /// The first scroll-view flag given, if any (an error with another scene).
  static func scrollViewFlag(in parsed: CommandSpec.ParsedArguments) -> String? {
    for spec in scrollViewSpecs where spec.isFlag ? parsed.flag(spec.longName) : parsed.value(spec.longName) != nil {
      return spec.longName
    }
    return nil
  }
}
