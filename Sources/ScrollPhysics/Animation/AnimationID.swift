/// Identifies one animation block committed to an ``Animator`` (one
/// `UIView.animate…` call): its completion event carries the same identifier.
///
/// Identifiers are issued in commit order, starting at 1, so they also order
/// blocks committed at the same time.
package struct AnimationID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The sequence number, ≥ 1.
  package let rawValue: Int

  /// Wraps a sequence number.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Earlier blocks first.
  package static func < (a: AnimationID, b: AnimationID) -> Bool { a.rawValue < b.rawValue }

  /// `#n`.
  package var description: String { "#\(rawValue)" }
}
