/// A view of a scene whose transitions animate, as its `AnimatedTransitionSceneTouches` puts
/// it in the arena: one hit region per view, added in `allCases` order (so a
/// superview comes before its subviews, and a later sibling lies in front), and a
/// tap recognizer on the views the app puts one on.
protocol AnimatedTransitionSceneView: CaseIterable, Hashable, Sendable where AllCases == [Self] {
  /// The view it lies in, or nil for a view added to the window itself.
  var superview: Self? { get }
  /// Whether the app puts a tap recognizer on it.
  var hasTap: Bool { get }
}
