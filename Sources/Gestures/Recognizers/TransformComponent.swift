/// One of the motions a transform analyzer tells apart in a multi-finger gesture.
///
/// UIKit's transform analyzer (decompiled UIKitCore, iOS 26.1) names the component that
/// dominates the fingers' recent motion; pinch and rotation recognizers change their
/// value only while their own component dominates (docs/recognizers.md, "Pinch and
/// rotation"). "No component dominates" is `nil` where a `TransformComponent?` is read.
public enum TransformComponent: Hashable, Sendable, CaseIterable {
  /// The fingers move together (the mean displacement).
  case translation
  /// The fingers move apart or together (the radial displacement).
  case pinch
  /// The fingers turn about their centroid (the tangential displacement).
  case rotation
}

extension TransformComponent: CustomStringConvertible {
  /// `translation`, `pinch` or `rotation`.
  public var description: String {
    switch self {
    case .translation: return "translation"
    case .pinch: return "pinch"
    case .rotation: return "rotation"
    }
  }
}
