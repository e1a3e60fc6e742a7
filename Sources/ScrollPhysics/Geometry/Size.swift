/// A width and a height, in points. The counterpart of `CGSize`.
public struct Size: Hashable, Sendable {
  /// Width, in points.
  public var width: Double
  /// Height, in points.
  public var height: Double

  /// Creates a size, in points.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
  /// `WxH`, the form the trace metadata and the command line use.
  public var description: String { "\(width)x\(height)" }
}
