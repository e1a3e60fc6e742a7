import ScrollPhysics

/// A layout with a navigation bar across the top and content below it to the
/// bottom of the display (the drop-down's news list, the transitions' examples
/// list): the frames and the row hit test that follow from the viewport and the
/// bar's edges are written once here.
package protocol NavigationBarLayout {
  /// The display's viewport, in points.
  var viewport: Size { get }
  /// The top of the navigation bar, in points.
  var navigationBarMinY: Double { get }
  /// The bottom of the navigation bar, in points.
  var navigationBarMaxY: Double { get }
}

extension NavigationBarLayout {
  /// The display's bounds, in points.
  package var bounds: Rect { Rect(origin: .zero, size: viewport) }

  /// The navigation bar on screen, in points.
  package var navigationBarFrame: Rect {
    Rect(x: 0, y: navigationBarMinY, width: viewport.width, height: navigationBarMaxY - navigationBarMinY)
  }

  /// The content below the navigation bar on screen, to the bottom, in points.
  package var belowNavigationBarFrame: Rect {
    Rect(x: 0, y: navigationBarMaxY, width: viewport.width, height: Swift.max(0, viewport.height - navigationBarMaxY))
  }

  /// The row under a screen point (points) of a list of `rowCount` rows, each
  /// `rowHeight` points tall, from the navigation bar's bottom; nil outside them.
  package func rowBelowNavigationBar(at point: Point, rowHeight: Double, rowCount: Int) -> Int? {
    guard belowNavigationBarFrame.contains(point) else { return nil }
    let row = Int(((point.y - navigationBarMaxY) / rowHeight).rounded(.down))
    return row < rowCount ? row : nil
  }
}

extension DropdownGeometry: NavigationBarLayout {}
extension TransitionsGeometry: NavigationBarLayout {}
