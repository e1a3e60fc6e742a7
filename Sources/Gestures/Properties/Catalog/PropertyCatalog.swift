/// Every property the harness knows, for `gesture-sim check` and the tests.
///
/// Scene properties are added here as their scenes land (the card stack; the drop-down
/// menu, table and transitions scenes of issue 8); each names the issue invariants it
/// covers in its `summary`.
public enum PropertyCatalog {
  /// All properties, in the order `check --list` shows them.
  public static let all: [TraceProperty] = [
    TraceReaderProperties.roundTrip,
    TraceReaderProperties.total,
    RecognizerProperties.stateSequence,
    RecognizerProperties.oneEnd,
    RecognizerProperties.tapPanExclusive,
    DropdownProperties.transitionOnce,
    DropdownProperties.animationValues,
    TableProperties.rowAnimatesOnce,
    TableProperties.animationValues,
    TransitionsProperties.completeOnce,
    TransitionsProperties.animationValues,
  ] + CardsProperties.all

  /// The properties named `name` (several when scene variants share a name),
  /// optionally only those of `scene` and `variant`.
  public static func properties(named name: String? = nil, scene: String? = nil, variant: String? = nil) -> [TraceProperty] {
    all.filter { property in
      (name == nil || property.name == name) && (scene == nil || property.scene == scene)
        && (variant == nil || property.variant == variant)
    }
  }
}
