/// Identifies a recognizer in the outputs it produces.
///
/// A `GestureArena` gives each recognizer it owns the next number, starting at 0, in
/// the order they were added; that order also orders the arena's outputs. A
/// recognizer used on its own keeps the identifier it was created with.
public struct GestureRecognizerID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral {
  /// The number. Non-negative for recognizers in an arena.
  public var rawValue: Int

  /// Creates an identifier from its number.
  @inlinable
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from an integer literal.
  @inlinable
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Orders identifiers by their number (the order recognizers were added to an arena).
  @inlinable
  public static func < (a: GestureRecognizerID, b: GestureRecognizerID) -> Bool {
    a.rawValue < b.rawValue
  }
}

extension GestureRecognizerID: CustomStringConvertible {
  /// `#n`.
  public var description: String { "#\(rawValue)" }
}
