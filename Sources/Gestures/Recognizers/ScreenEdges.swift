/// Screen edges, as `UIRectEdge` (top 1, left 2, bottom 4, right 8): the edges a
/// `ScreenEdgePanRecognizer` watches, and the one it began from.
public struct ScreenEdges: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set from UIKit's bits.
  @inlinable
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The edge at the smallest y.
  public static let top = ScreenEdges(rawValue: 1)
  /// The edge at the smallest x.
  public static let left = ScreenEdges(rawValue: 2)
  /// The edge at the largest y.
  public static let bottom = ScreenEdges(rawValue: 4)
  /// The edge at the largest x.
  public static let right = ScreenEdges(rawValue: 8)
  /// All four.
  public static let all: ScreenEdges = [.top, .left, .bottom, .right]
}

extension ScreenEdges: CustomStringConvertible {
  /// The edges' names joined by `|` in UIKit's bit order (`top|left`); `none` when empty.
  public var description: String {
    var names: [String] = []
    if contains(.top) { names.append("top") }
    if contains(.left) { names.append("left") }
    if contains(.bottom) { names.append("bottom") }
    if contains(.right) { names.append("right") }
    return names.isEmpty ? "none" : names.joined(separator: "|")
  }
}
