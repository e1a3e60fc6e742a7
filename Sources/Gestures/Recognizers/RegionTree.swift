import ScrollPhysics

/// A tree of rectangular hit regions in screen coordinates: the views a scene puts
/// recognizers on, for hit testing as `UIView.hitTest(_:with:)` does.
///
/// Each region has a frame in **screen** points (not relative to its parent) that the
/// scene may change at any time, for example a button inside a scroll view whose
/// frame moves with the content offset. Among siblings, the region added last is
/// frontmost.
///
/// Hit testing (UIKit's rule): a region whose frame does not contain the point is not
/// hit, and neither is anything inside it, even where a child's frame sticks out of
/// its parent (UIKit tests `point(inside:)` before the subviews). Otherwise its children
/// are tested frontmost first, and the deepest hit region wins; with no child hit, the
/// region itself is hit. Root regions are tested the same way, last added first.
/// `Rect.contains` is half-open, so a region with an empty frame is never hit: give a
/// region an empty frame to take it out of hit testing.
@usableFromInline package struct RegionTree: Hashable, Sendable {
  @usableFromInline var frames: [Rect] = []
  @usableFromInline var parents: [Int] = []
  @usableFromInline var children: [[Int]] = []
  @usableFromInline var roots: [Int] = []

  /// Creates an empty tree.
  @usableFromInline package init() {}

  /// The number of regions.
  @inlinable
  package var count: Int { frames.count }

  /// Adds a region with `frame` (screen points) inside `parent` (or as a new root, in
  /// front of the existing roots), in front of its existing siblings.
  /// - Precondition: `parent` is a region of this tree.
  @usableFromInline package mutating func addRegion(frame: Rect, parent: RegionID? = nil) -> RegionID {
    let index = frames.count
    frames.append(frame)
    children.append([])
    if let parent {
      precondition(parent.rawValue >= 0 && parent.rawValue < index, "RegionTree: unknown parent region \(parent.rawValue)")
      parents.append(parent.rawValue)
      children[parent.rawValue].append(index)
    } else {
      parents.append(-1)
      roots.append(index)
    }
    return RegionID(rawValue: index)
  }

  /// Replaces the frame (screen points) of `region`. Hit tests after this use it.
  /// - Precondition: `region` is a region of this tree.
  @usableFromInline package mutating func setFrame(_ frame: Rect, of region: RegionID) {
    precondition(region.rawValue >= 0 && region.rawValue < frames.count, "RegionTree: unknown region \(region.rawValue)")
    frames[region.rawValue] = frame
  }

  /// The frame of `region`, in screen points.
  /// - Precondition: `region` is a region of this tree.
  @usableFromInline package func frame(of region: RegionID) -> Rect {
    frames[region.rawValue]
  }

  /// The region `region` was added inside, or `nil` for a root.
  /// - Precondition: `region` is a region of this tree.
  @usableFromInline package func parent(of region: RegionID) -> RegionID? {
    let parent = parents[region.rawValue]
    return parent < 0 ? nil : RegionID(rawValue: parent)
  }

  /// The deepest, frontmost region hit by `point` (screen points), or `nil` if none
  /// (see the type's documentation).
  @usableFromInline package func hitTest(_ point: Point) -> RegionID? {
    hit(point, among: roots).map { RegionID(rawValue: $0) }
  }

  /// Whether `region` is `hit` or one of its ancestors: whether a recognizer on
  /// `region` receives a touch that began in `hit`.
  @inlinable
  package func isSelfOrAncestor(_ region: RegionID, of hit: RegionID) -> Bool {
    isSelfOrAncestor(region.rawValue, of: hit.rawValue)
  }

  @inlinable
  func isSelfOrAncestor(_ region: Int, of hit: Int) -> Bool {
    var current = hit
    while current >= 0 {
      if current == region { return true }
      current = parents[current]
    }
    return false
  }

  private func hit(_ point: Point, among candidates: [Int]) -> Int? {
    for candidate in candidates.reversed() where frames[candidate].contains(point) {
      return hit(point, among: children[candidate]) ?? candidate
    }
    return nil
  }
}
