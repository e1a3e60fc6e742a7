import Gestures

/// The scenes a trace replays through on the command line (`run --scene`, `plot
/// --scene`, `view --scene`): their names, variants and whether they have a screen.
/// Adding a scene: a library type conforming to `RunnableScene`, its one
/// `CommandLineScene` conformance, one case here (its name, and its conformance in
/// `commandLineScene`) and its line in `SceneSetup.setUp`, the switch that hands
/// the concrete type to the replay (docs/architecture.md, "Adding a scene").
enum SceneKind: String, CaseIterable {
  /// The Taasky-style 3-D flip side menu in a paging scroll view (docs/side-menu.md).
  case sideMenu = "side-menu"
  /// The pan-driven 3-D card flip stack (docs/cards.md).
  case cards
  /// The drop-down menu tutorial (docs/dropdown.md).
  case dropdown
  /// The table whose rows animate in (docs/table.md).
  case table
  /// The view-controller transitions tutorial (docs/transitions.md).
  case transitions
  /// A `UIScrollView` configured from flags and the trace's `# scroll-view:` line
  /// (docs/scroll-view-scene.md).
  case scrollView = "scroll-view"
  /// No screen: the pans and taps UIKit's standard recognizers find (docs/recognizers.md).
  case gestures
  /// The user's own screen, read from the `--screen` file: any view hierarchy with
  /// nested scroll views and recognizers (docs/screens.md).
  case screen

  /// The scene's command-line conformance, which declares what it takes (its
  /// variants, its flags) and sets it up; nil for `gestures`, which has no screen
  /// and no library scene type.
  var commandLineScene: (any CommandLineScene.Type)? {
    switch self {
    case .sideMenu: SideMenuScene.self
    case .cards: CardStackScene.self
    case .dropdown: DropdownScene.self
    case .table: TableScene.self
    case .transitions: TransitionsScene.self
    case .scrollView: ScrollViewScene<GridSnapDelegate>.self
    case .screen: ScreenScene.self
    case .gestures: nil
    }
  }

  /// The values `--variant` takes with this scene (`CommandLineScene.variants`);
  /// empty when it has no variants.
  var variants: [String] { commandLineScene?.variants ?? [] }

  /// Whether the scene takes `flag`, one of the flags some scenes take and others
  /// refuse (`CommandLineScene.acceptedFlags`).
  func accepts(_ flag: String) -> Bool { commandLineScene?.acceptedFlags.contains(flag) ?? false }

  /// Whether the scene has a screen: `gesture-sim plot` draws it (it has a
  /// `PlotScene`) and `gesture-sim view` replays it (it has a `ViewerScene`).
  var hasPicture: Bool { commandLineScene != nil }

  /// The scene's names, for an option's allowed values.
  static func names(_ scenes: [SceneKind] = allCases) -> [String] { scenes.map(\.rawValue) }
}
