import ScrollPhysics

/// The distinct transforms of a run, each stored once: frames refer to them by
/// index, so a card at rest or a menu held still costs one integer per frame.
struct ViewerMatrices {
  /// The transforms as JSON arrays (``ViewerData/matrix(_:)``), in first-use order.
  private(set) var values: [JSONValue] = []
  private var indices: [Transform3D: Int] = [:]

  /// The index of `transform`, added if new.
  mutating func index(of transform: Transform3D) -> Int {
    if let index = indices[transform] { return index }
    indices[transform] = values.count
    values.append(ViewerData.matrix(transform))
    return values.count - 1
  }
}
