/// The directions a `SwipeRecognizer` accepts, as `UISwipeGestureRecognizer.Direction`,
/// with UIKit's raw values (right 1, left 2, up 4, down 8). Screen coordinates: y grows
/// downward, so `.down` is a positive y displacement.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set from UIKit's bits.
  @inlinable
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Toward positive x.
  public static let right = SwipeDirection(rawValue: 1)
  /// Toward negative x.
  public static let left = SwipeDirection(rawValue: 2)
  /// Toward negative y.
  public static let up = SwipeDirection(rawValue: 4)
  /// Toward positive y.
  public static let down = SwipeDirection(rawValue: 8)
  /// All four.
  public static let all: SwipeDirection = [.right, .left, .up, .down]
}

extension SwipeDirection: CustomStringConvertible {
  /// The directions' names joined by `|` in UIKit's bit order (`right|up`); `none` when empty.
  public var description: String {
    var names: [String] = []
    if contains(.right) { names.append("right") }
    if contains(.left) { names.append("left") }
    if contains(.up) { names.append("up") }
    if contains(.down) { names.append("down") }
    return names.isEmpty ? "none" : names.joined(separator: "|")
  }
}
