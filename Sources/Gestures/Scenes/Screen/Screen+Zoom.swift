import ScrollPhysics

extension Screen {
  /// A scroll view's zooming (`UIScrollView`'s `minimumZoomScale`, `maximumZoomScale`,
  /// `bouncesZoom` and its delegate's `viewForZooming(in:)`; docs/screens.md,
  /// "Zooming"). Scales are dimensionless (1 = unzoomed).
  public struct Zoom: Hashable, Sendable {
    /// `min-zoom`: `minimumZoomScale`, > 0. Default 1.
    public var minimumZoomScale: Double
    /// `max-zoom`: `maximumZoomScale`, ≥ `minimumZoomScale`. Default 1. With the two
    /// equal the scroll view has no pinch (UIKit creates none).
    public var maximumZoomScale: Double
    /// `bounces-zoom`: `bouncesZoom`, a pinch past a limit rubber-bands and animates
    /// back. Default true.
    public var bouncesZoom: Bool
    /// `zoom-view`: the id of the subview `viewForZooming(in:)` returns, a direct
    /// subview of the scroll view (*required* for a scroll view that zooms).
    public var zoomView: String

    /// A zoom of the subview `zoomView` between the limits.
    public init(zoomView: String, minimumZoomScale: Double = 1, maximumZoomScale: Double = 1, bouncesZoom: Bool = true) {
      self.zoomView = zoomView
      self.minimumZoomScale = minimumZoomScale
      self.maximumZoomScale = maximumZoomScale
      self.bouncesZoom = bouncesZoom
    }

    /// Whether the scroll view has a pinch recognizer: the limits differ (UIKit's
    /// `_updatePinchGesture`).
    public var hasPinch: Bool { minimumZoomScale != maximumZoomScale }
  }

  /// What a recognizer's action method does, as data: the app's zoom calls on the
  /// nearest scroll view that zooms, its view's or an ancestor's (docs/screens.md,
  /// "Zooming"). It runs when the recognizer is recognized (a discrete kind) or
  /// begins (a continuous kind).
  public enum Action: Hashable, Sendable {
    /// `zoom(to: rect, animated:)`: `rect` in the zoom view's coordinates, points.
    case zoomTo(Rect, animated: Bool)
    /// `setZoomScale(scale, animated:)`, dimensionless.
    case zoomScale(Double, animated: Bool)

    /// Whether it animates.
    public var animated: Bool {
      switch self {
      case .zoomTo(_, let animated), .zoomScale(_, let animated): return animated
      }
    }
  }

  /// The id of the pinch of the scroll view `viewID` (`UIScrollView.pinchGestureRecognizer`).
  public static func pinchID(ofScrollView viewID: String) -> String { viewID + ".pinch" }
}

extension Screen.Zoom {
  /// Throws the first problem that keeps the scroll view `view` from zooming this way.
  func validate(_ view: Screen.View) throws(SetupProblem) {
    func bad(_ key: String, _ reason: String) -> SetupProblem { screenProblem(id: view.id, key: "scrollView." + key, reason: reason) }
    if !(minimumZoomScale.isFinite && minimumZoomScale > 0) {
      throw bad("min-zoom", "a positive zoom scale, got \(minimumZoomScale)")
    }
    if !(maximumZoomScale.isFinite && maximumZoomScale >= minimumZoomScale) {
      throw bad("max-zoom", "a zoom scale of at least min-zoom (\(minimumZoomScale)), got \(maximumZoomScale)")
    }
    if !view.subviews.contains(where: { $0.id == zoomView }) {
      throw bad("zoom-view", "no subview of \"\(view.id)\" has the id \"\(zoomView)\"")
    }
  }
}

extension Screen.Action {
  /// Throws the problem of recognizer `id` when the action's numbers are unusable.
  func validate(id: String) throws(SetupProblem) {
    switch self {
    case .zoomTo(let rect, _):
      for value in [rect.minX, rect.minY, rect.size.width, rect.size.height] where !(value.isFinite && abs(value) <= 10_000_000) {
        throw screenProblem(id: id, key: "action.zoom-to", reason: "each number must be finite and within ±10000000 points, got \(value)")
      }
      if !(rect.size.width > 0 && rect.size.height > 0) {
        throw screenProblem(id: id, key: "action.zoom-to", reason: "a rect with a positive width and height, got \(rect.size.width)x\(rect.size.height)")
      }
    case .zoomScale(let scale, _):
      if !(scale.isFinite && scale > 0) {
        throw screenProblem(id: id, key: "action.zoom-scale", reason: "a positive zoom scale, got \(scale)")
      }
    }
  }
}

extension Screen {
  /// Throws the problem of the first recognizer with an `action` but no scroll view
  /// that zooms on its view's chain (its view or an ancestor).
  func validateActions() throws(SetupProblem) {
    var stack: [(view: View, zooms: Bool)] = views.reversed().map { ($0, false) }
    while let (view, ancestorZooms) = stack.popLast() {
      let zooms = ancestorZooms || view.scrollView?.zoom != nil
      for recognizer in view.recognizers where recognizer.action != nil && !zooms {
        throw screenProblem(
          id: recognizer.id, key: "action",
          reason: "a zoom action needs a scroll view that zooms (with 'zoom-view') on \"\(view.id)\" or one of its superviews")
      }
      stack += view.subviews.reversed().map { ($0, zooms) }
    }
  }
}
