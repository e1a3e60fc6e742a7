import ScrollPhysics

/// Every property the harness knows, for `gesture-sim check` and the tests.
///
/// Scene properties are added here as their scenes land; each names the issue
/// invariants it covers in its `summary`. Properties of one scene share a name across
/// variants (`single-tap-toggles` in `fixed`, `hamburger` and `end-decelerating`);
/// `qualifiedName` is unique.
package enum PropertyCatalog {
  /// All properties, in the order `check --list` shows them: the trace reader, the
  /// recognizers, the scroll view, the side menu variant by variant, the cards, then
  /// the drop-down menu, table and transitions scenes, then the screen properties over
  /// generated screens.
  package static let all: [TraceProperty] = catalog(profile: .ios26)

  /// Every property with the scroll views of the scroll-view and side-menu scenes
  /// under the UIKit profile `profile` (`gesture-sim check --uikit`), in the order of
  /// ``all``.
  package static func catalog(profile: UIKitProfile) -> [TraceProperty] {
    TraceReaderProperties.all + RecognizerProperties.all + GesturesSceneProperties.all
      + ScrollViewProperties.catalog(profile: profile) + SideMenuProperties.catalog(profile: profile) + CardsProperties.all
      + DropdownProperties.all + TableProperties.all + TransitionsProperties.all + ScreenProperties.all
  }

  /// The scenes properties run on, as `gesture-sim check --scene` takes them, in
  /// catalog order.
  package static var scenes: [String] {
    var names: [String] = []
    for property in all {
      if let scene = property.scene, !names.contains(scene) { names.append(scene) }
    }
    return names
  }

  /// The properties named `name` (several when scene variants share a name),
  /// optionally only those of `scene` and `variant`.
  package static func properties(
    named name: String? = nil, scene: String? = nil, variant: String? = nil, profile: UIKitProfile = .ios26
  ) -> [TraceProperty] {
    (profile == .ios26 ? all : catalog(profile: profile)).filter { property in
      (name == nil || property.name == name) && (scene == nil || property.scene == scene)
        && (variant == nil || property.variant == variant)
    }
  }
}
