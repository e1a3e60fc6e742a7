import ScrollPhysics

/// The scene set up from a trace and a front end's values, in one order: UIKit's
/// defaults on the display decided, then the trace's `# scroll-view: key=value …`
/// line, then the values given for the same keys (the command line's flags). The
/// display is decided between the two steps, by the caller, from the line's display
/// values (`MetadataLine`) and its own (docs/architecture.md, "The set-up").
extension ScrollViewScene {
  /// The trace's `# scroll-view:` line, read and checked once: its pairs by key,
  /// and the display values it gives (viewport, scale, refresh).
  package struct MetadataLine: Hashable, Sendable {
    /// The metadata key of the line: `scroll-view` (`ScrollViewSceneSetup.metadataKey`).
    package static var name: String { ScrollViewSceneSetup.metadataKey }

    /// The line's pairs, by key: where each starts, and its value's text (a key
    /// given twice: its later value), the overridden ones too.
    package var pairs: [ScrollViewSceneSetup.Key: TraceMetadata.ValueLocation]
    /// The line's `viewport`, in points, unless it is overridden or not given.
    package var viewport: Size?
    /// The line's `scale`, in device pixels per point, unless it is overridden or not given.
    package var scale: Double?
    /// The line's `refresh`, in hertz, unless it is overridden or not given.
    package var refresh: Double?

    /// The `# scroll-view:` line of `metadata`, the metadata of the trace at `path`
    /// (none: no pairs). The pairs whose key is in `overridden` (the keys given on
    /// the command line) are neither checked nor part of the display; every other
    /// pair is checked on its own.
    ///
    /// - Throws: a `TraceError` at the pair, reported against `path`, for a pair
    ///   that is not `key=value`, an unknown key, or a value the key does not take
    ///   (`ScrollViewSceneSetup.apply`).
    package init(_ metadata: TraceMetadata, path: String, overridden: Set<ScrollViewSceneSetup.Key>) throws(TraceError) {
      var line = ScrollViewSceneSetup()
      var refresh: Double?
      try line.apply(metadata, path: path, refresh: &refresh, overridden: overridden)
      pairs = ScrollViewSceneSetup.lineValues(in: metadata)
      func given(_ key: ScrollViewSceneSetup.Key) -> Bool { pairs[key] != nil && !overridden.contains(key) }
      viewport = given(.viewport) ? line.viewport : nil
      scale = given(.scale) ? line.scale : nil
      self.refresh = given(.refresh) ? refresh : nil
    }
  }

  /// Whether `text` is a value of `key` (`key.expected` says what is one): a flag
  /// checked on its own, before any trace is read.
  package static func accepts(_ text: String, for key: ScrollViewSceneSetup.Key) -> Bool {
    var scratch = ScrollViewSceneSetup()
    var refresh: Double?
    return scratch.set(key, to: text, refresh: &refresh)
  }
}

extension ScrollViewScene.Configuration where Delegate == GridSnapDelegate {
  /// The command line's scene on the display decided, `viewport` (points) at `scale`
  /// (pixels per point): UIKit's defaults, then the pairs of `metadata`'s
  /// `# scroll-view:` line, then `flags` (values by key, as given); the content is
  /// the viewport's size unless the line or a flag gives it; a delegate that snaps
  /// to the `snap` grid. The display keys (`viewport`, `scale`, `refresh`) are the
  /// caller's, decided before: the line's and the flags' are not read here. A value
  /// that is not one of its key's is skipped (`MetadataLine` and `accepts(_:for:)`
  /// check them).
  package init(viewport: Size, scale: Double, metadata: TraceMetadata, flags: [ScrollViewSceneSetup.Key: String]) {
    var values = flags
    for (key, pair) in ScrollViewSceneSetup.lineValues(in: metadata) where values[key] == nil {
      values[key] = pair.text
    }
    var setup = ScrollViewSceneSetup(viewport: viewport, scale: scale)
    var refresh: Double?
    for (key, text) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      switch key {
      case .viewport, .scale, .refresh:
        continue
      case .content, .paging, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .directionalLock, .snap, .uikit,
        .statusBar, .jumpBar:
        _ = setup.set(key, to: text, refresh: &refresh)
      }
    }
    self.init(gridSnapping: setup)
  }
}
