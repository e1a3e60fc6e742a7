import ScrollPhysics

extension Screen {
  /// A `UIView` of the screen: its frame in its superview's coordinates, its subviews
  /// back to front, the properties hit-testing reads, and the recognizers attached to
  /// it. A view with `scrollView` settings is a `UIScrollView`: its subviews lie in its
  /// content and move with its `contentOffset`.
  public struct View: Hashable, Sendable {
    /// Unique among the screen's views; names the view in records and summaries.
    public var id: String
    /// `frame`, in points, in the superview's coordinates (a scroll view's subview:
    /// in its content's coordinates, `contentOffset` not subtracted).
    public var frame: Rect
    /// `isUserInteractionEnabled`: false takes the view and its subviews out of
    /// hit-testing. Default true.
    public var userInteraction: Bool
    /// `isHidden`: true takes the view and its subviews out of hit-testing. Default false.
    public var hidden: Bool
    /// `alpha`, 0…1: below 0.01 the view and its subviews are not hit. Default 1.
    public var alpha: Double
    /// `clipsToBounds`. Drawing only: hit-testing never reaches the part of a subview
    /// outside its superview's bounds, whether the superview clips or not
    /// (`point(inside:with:)` is tested before the subviews). Default false.
    public var clipsToBounds: Bool
    /// The kind of enabled `UIControl` the view is, or nil for a view that is not one
    /// (or a disabled control). An enclosing scroll view may not cancel a control's
    /// touches (`touchesShouldCancelInContentView(_:)` answers false), so once the
    /// control received `touchesBegan`, the scroll view's pan fails instead of
    /// beginning. Default nil.
    public var control: Control?
    /// The scroll view's settings, or nil for a plain view.
    public var scrollView: ScrollViewSettings?
    /// The navigation controller whose content the view is, or nil (docs/containers.md).
    public var navigation: Navigation?
    /// The recognizers attached to the view (`gestureRecognizers`), in the order they
    /// were added.
    public var recognizers: [Recognizer]
    /// The subviews, back to front (the last is frontmost).
    public var subviews: [View]

    /// A view; every property not given has UIKit's default.
    public init(
      id: String, frame: Rect, userInteraction: Bool = true, hidden: Bool = false, alpha: Double = 1,
      clipsToBounds: Bool = false, control: Control? = nil, scrollView: ScrollViewSettings? = nil, navigation: Navigation? = nil,
      recognizers: [Recognizer] = [], subviews: [View] = []
    ) {
      self.id = id
      self.frame = frame
      self.userInteraction = userInteraction
      self.hidden = hidden
      self.alpha = alpha
      self.clipsToBounds = clipsToBounds
      self.control = control
      self.scrollView = scrollView
      self.navigation = navigation
      self.recognizers = recognizers
      self.subviews = subviews
    }

    /// Whether hit-testing may return the view or one of its subviews (UIKit's
    /// `hitTest(_:with:)` skips a hidden view, one with user interaction disabled,
    /// and one whose alpha is below 0.01, with their subviews).
    package var isHitTestable: Bool { userInteraction && !hidden && alpha >= 0.01 }
  }
}
