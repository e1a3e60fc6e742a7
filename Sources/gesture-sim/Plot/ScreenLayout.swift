import Gestures
import ScrollPhysics

/// A screen's views flattened in document order (a superview before its subviews,
/// back to front), and where each is drawn when its enclosing scroll views have
/// given content offsets: what `plot` and `view` draw of a `Screen`.
struct ScreenLayout {
  /// One view: its id, its superview's index (-1: the window's), its frame in the
  /// superview's coordinates (points), the index of its scroll view in the frame
  /// records' order (-1: none), and whether it is drawn (not hidden, alpha ≥ 0.01).
  struct View {
    var id: String
    var parent: Int
    var frame: Rect
    var scrollIndex: Int
    var isDrawn: Bool
  }

  /// The views, in document order.
  let views: [View]
  /// The scroll views' ids, in document order (the frame records' order).
  let scrollViewIDs: [String]

  init(_ screen: Screen) {
    var views: [View] = []
    var ids: [String] = []
    func add(_ view: Screen.View, parent: Int) {
      let index = views.count
      var scrollIndex = -1
      if view.scrollView != nil {
        scrollIndex = ids.count
        ids.append(view.id)
      }
      let drawn = !view.hidden && view.alpha >= 0.01 && (parent < 0 || views[parent].isDrawn)
      views.append(View(id: view.id, parent: parent, frame: view.frame, scrollIndex: scrollIndex, isDrawn: drawn))
      for subview in view.subviews { add(subview, parent: index) }
    }
    for view in screen.views { add(view, parent: -1) }
    self.views = views
    scrollViewIDs = ids
  }

  /// How many superviews view `index` has (0: a subview of the window).
  func depth(of index: Int) -> Int {
    var depth = 0
    var parent = views[index].parent
    while parent >= 0 {
      depth += 1
      parent = views[parent].parent
    }
    return depth
  }

  /// Each view's frame in the window (points) when the scroll views' content offsets
  /// are `offsets` (in `scrollViewIDs` order): a scroll view's subviews move by its
  /// offset.
  func windowFrames(offsets: [Point]) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(views.count)
    for view in views {
      var origin = view.frame.origin
      if view.parent >= 0 {
        let parent = frames[view.parent]
        origin.x += parent.minX
        origin.y += parent.minY
        let k = views[view.parent].scrollIndex
        if k >= 0 && k < offsets.count {
          origin.x -= offsets[k].x
          origin.y -= offsets[k].y
        }
      }
      frames.append(Rect(origin: origin, size: view.frame.size))
    }
    return frames
  }
}
