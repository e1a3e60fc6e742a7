import ScrollPhysics

/// A scene that shows one main `UIScrollView`, which a `SceneTester` reads back
/// as `tester.scrollView`.
public protocol ScrollViewShowing {
  /// The scroll view now.
  var scrollView: ScrollView { get }
}
