import Gestures

/// The scenes a trace replays through on the command line (`run --scene`, `plot
/// --scene`, `view --scene`): their names, variants and whether they have a screen.
/// Adding a scene: a library type conforming to `RunnableScene`, its one
/// `CommandLineScene` conformance, one case here and its line in
/// `SceneSetup.setUp`, the one switch (docs/architecture.md, "Adding a scene").
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

  /// The values `--variant` takes with this scene; empty when it has no variants.
  var variants: [String] {
    switch self {
    case .sideMenu: SideMenuVariant.allCases.map(\.rawValue)
    case .table: TableVariant.allCases.map(\.rawValue)
    case .cards, .dropdown, .transitions, .gestures, .scrollView, .screen: []
    }
  }

  /// Whether the scene has a screen: `gesture-sim plot` draws it (it has a
  /// `PlotScene`) and `gesture-sim view` replays it (it has a `ViewerScene`).
  var hasPicture: Bool {
    switch self {
    case .sideMenu, .cards, .dropdown, .table, .transitions, .scrollView, .screen: true
    case .gestures: false
    }
  }

  /// The scene's names, for an option's allowed values.
  static func names(_ scenes: [SceneKind] = allCases) -> [String] { scenes.map(\.rawValue) }
}
