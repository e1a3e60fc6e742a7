import ScrollPhysics

/// The checks every scene's screen passes, for a viewport and a scale that came
/// from a trace's `# viewport:` and `# scale:` or from the command line. A scene
/// with rules of its own (the drop-down's minimum height, the transitions'
/// overlay insets) applies them after these.
package enum ScreenGeometry {
  /// `nil` when `viewport` is usable, otherwise the reason: both sides finite and
  /// within 1…100 000 points (`TraceMetadata.viewportSides`, the limit the trace reader
  /// checks too).
  package static func validate(viewport: Size) -> String? {
    let sides = TraceMetadata.viewportSides
    if !(sides.contains(viewport.width) && sides.contains(viewport.height)) {
      return "the viewport must be between 1x1 and 100000x100000 points, got \(viewport)"
    }
    return nil
  }

  /// `nil` when `scale` is usable, otherwise the reason: finite, 0.5…10 device
  /// pixels per point (`TraceMetadata.scales`, the limit the trace reader checks too).
  package static func validate(scale: Double) -> String? {
    TraceMetadata.scales.contains(scale) ? nil : "the scale must be between 0.5 and 10 pixels per point, got \(scale)"
  }

  /// `nil` when both `viewport` (points) and `scale` (pixels per point) are usable,
  /// otherwise the first reason: the viewport's, then the scale's.
  package static func validate(viewport: Size, scale: Double) -> String? {
    validate(viewport: viewport) ?? validate(scale: scale)
  }
}
