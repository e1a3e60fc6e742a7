import ScrollPhysics

/// A scroll-view delegate a `ScrollViewScene` can hold: a value (compared and
/// hashed with the scene's configuration, sent across tasks) with a default
/// value, the one a scene's default configuration uses.
///
/// ```swift
/// struct SnapToCards: ScrollViewSceneDelegate {
///   var cardWidth = 300.0
///   mutating func scrollViewWillEndDragging(
///     _ scrollView: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
///   ) {
///     targetContentOffset.x = (targetContentOffset.x / cardWidth).rounded() * cardWidth
///   }
/// }
/// ```
public protocol ScrollViewSceneDelegate: ScrollViewDelegate, Hashable, Sendable {
  /// The delegate a default configuration uses.
  init()
}
