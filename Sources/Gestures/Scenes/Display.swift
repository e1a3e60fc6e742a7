import ScrollPhysics

/// The display every scene runs on unless told otherwise, and the checks every
/// scene's display passes, for a viewport, a scale and a refresh rate that came
/// from a trace's `# viewport:`, `# scale:` and `# refresh:` or from the command
/// line. A scene with rules of its own (the drop-down's minimum height, the
/// transitions' overlay insets) applies them after these.
@usableFromInline
package enum Display {
  /// The default viewport, 390 × 844 points (an iPhone 12–15 in portrait).
  @usableFromInline package static let defaultViewport = Size(width: 390, height: 844)
  /// The default viewport as the flags and a trace's `# viewport:` write it, `390x844`.
  package static var defaultViewportText: String { ScrollViewSceneSetup.text(defaultViewport) }
  /// The default scale, 3 device pixels per point.
  @usableFromInline package static let defaultScale: Double = 3
  /// The default refresh rate, 60 Hz (UIKit's usual rate).
  @usableFromInline package static let defaultRefreshRate: Double = 60

  /// Throws the `viewport` problem unless both sides are finite and within
  /// 1…100 000 points (`TraceMetadata.viewportSides`, the limit the trace reader
  /// checks too).
  package static func validate(viewport: Size) throws(SetupProblem) {
    let sides = TraceMetadata.viewportSides
    if !(sides.contains(viewport.width) && sides.contains(viewport.height)) {
      throw SetupProblem(.viewport, "the viewport must be between 1x1 and 100000x100000 points, got \(viewport)")
    }
  }

  /// Throws the `scale` problem unless `scale` is finite, 0.5…10 device pixels per
  /// point (`TraceMetadata.scales`, the limit the trace reader checks too).
  package static func validate(scale: Double) throws(SetupProblem) {
    if !TraceMetadata.scales.contains(scale) {
      throw SetupProblem(.scale, "the scale must be between 0.5 and 10 pixels per point, got \(scale)")
    }
  }

  /// Throws the first problem of `viewport` (points) and `scale` (pixels per
  /// point): the viewport's, then the scale's.
  package static func validate(viewport: Size, scale: Double) throws(SetupProblem) {
    try validate(viewport: viewport)
    try validate(scale: scale)
  }

  /// Throws the `refresh` problem unless `refreshRate` is 1…1000 Hz
  /// (`TraceMetadata.refreshRates`, the limit the trace reader checks too): the
  /// rule of every scene's display, which `SceneRunner` applies.
  package static func validate(refreshRate: Double) throws(SetupProblem) {
    if !TraceMetadata.refreshRates.contains(refreshRate) {
      throw SetupProblem(.refresh, "the refresh rate must be between 1 and 1000 Hz, got \(refreshRate)")
    }
  }
}
