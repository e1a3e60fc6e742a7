import ScrollPhysics

extension Screen {
  /// What makes a view a `UINavigationController`'s content: the controller's stack
  /// depth and its transition's duration. The view gets the controller's
  /// interactive-pop edge swipe, `"<id>.interactivePop"` (docs/containers.md, "The back
  /// swipe on a screen"): a left screen-edge pan (13 pt zone, one finger) that every
  /// other recognizer on the view and its subviews must wait for to fail.
  public struct Navigation: Hashable, Sendable {
    /// How many view controllers are on the stack, ≥ 1 (`viewControllers.count`): the
    /// back swipe pops only above 1, and a finished pop takes one off. Default 2.
    public var depth: Int
    /// D, the transition's duration (`transitionDuration(using:)`), in seconds, > 0.
    /// Default 0.35 (not in the public UIKitCore decompilation; a public LLDB
    /// measurement; docs/sources.md, "Containers").
    public var transitionDuration: Double
    /// `interactivePopGestureRecognizer.isEnabled`: false leaves the back swipe out
    /// (the app turned it off). Default true.
    public var interactivePopEnabled: Bool

    /// A navigation controller `depth` deep with a `transitionDuration`-second transition.
    public init(depth: Int = 2, transitionDuration: Double = 0.35, interactivePopEnabled: Bool = true) {
      self.depth = depth
      self.transitionDuration = transitionDuration
      self.interactivePopEnabled = interactivePopEnabled
    }
  }

  /// The id of the interactive-pop edge swipe of the navigation view `viewID`
  /// (`UINavigationController.interactivePopGestureRecognizer`).
  public static func interactivePopID(ofView viewID: String) -> String { viewID + ".interactivePop" }
}
