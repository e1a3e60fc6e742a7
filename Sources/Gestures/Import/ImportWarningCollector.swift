/// Something that collects import warnings until they are taken: the JSON and
/// Dart parsers, and the `EvdevDecoder` of the getevent and evemu parsers.
protocol ImportWarningCollector {
  /// Warnings not yet taken.
  var warnings: [ImportWarning] { get set }
}

extension ImportWarningCollector {
  /// Appends the warnings to `list` and forgets them.
  mutating func moveWarnings(into list: inout [ImportWarning]) {
    if warnings.isEmpty { return }
    list += warnings
    warnings.removeAll()
  }
}
