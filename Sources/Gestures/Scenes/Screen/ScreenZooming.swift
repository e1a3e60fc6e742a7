import ScrollPhysics

/// The zooming of a `ScreenScene`'s scroll views (docs/screens.md, "Zooming"): each
/// scroll view that zooms with its `ScrollViewZoom`, its pinch and its zoom view, and
/// the recognizers whose action zooms. Empty for a screen without zoom keys, so that
/// the scene's per-event hooks cost one test.
struct ScreenZooming: Sendable {
  /// One scroll view that zooms.
  struct Zoom: Sendable {
    /// Its scroll view's index in the scene's scroll views.
    let scroll: Int
    /// Its zoom view's index in the scene's views.
    let zoomView: Int
    /// Its pinch in the arena (nil when the limits are equal: UIKit creates none).
    let pinch: GestureRecognizerID?
    /// The zoom state and laws.
    var zoom: ScrollViewZoom
    /// The zoom scale the pinch began at (dimensionless): the pinch's scale is set
    /// to it, so the zoom's relative scale is the pinch's scale over it.
    var pinchStartScale = 1.0
    /// The zoom scale the hit regions were laid out with.
    var laidOutScale = 1.0
    /// The zoom scale every frame-state buffer of the scene holds for its scroll view.
    var frameStateScale = 1.0
    /// The time a zoom ended in the event being handled (seconds), or nil: the pan
    /// ending in the same event then ends with no velocity (its samples were dropped).
    var endedAt: Double?
    /// The paging parent being dragged by this scroll view's overshoot (its index in
    /// the scene's scroll views), and how far it was moved, points.
    var draggedParent: Int?
    var parentAdjustment = Vector(dx: 0, dy: 0)
  }

  /// A recognizer whose action zooms.
  struct Action: Sendable {
    /// The recognizer's arena identifier.
    let recognizer: GestureRecognizerID
    /// Whether it acts when recognized (a discrete kind) rather than when it begins.
    let discrete: Bool
    /// The zoom it acts on (index in `zooms`).
    let zoom: Int
    /// What it does.
    let action: Screen.Action
  }

  /// The scroll views that zoom, in document order.
  var zooms: [Zoom] = []
  /// Per scroll view of the scene: its index in `zooms`, or -1.
  var zoomOfScroll: [Int] = []
  /// The recognizers whose action zooms.
  var actions: [Action] = []

  /// Whether nothing zooms: the scene's hooks do nothing.
  var isEmpty: Bool { zooms.isEmpty }

  /// Whether a zoom animation runs (frames are needed until it ends).
  var isAnimating: Bool {
    for zoom in zooms where zoom.zoom.animation != nil { return true }
    return false
  }
}
