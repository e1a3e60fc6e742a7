/// The side menu's visual states already computed, one per device pixel of the
/// content offset: a memo of `SideMenuVisualState(contentOffsetX:geometry:)`.
///
/// The published offset is a multiple of 1/scale between 0 and `menuWidth`
/// (241 values at the default 80 points and scale 3), and every settle and
/// animation passes through the same ones, so after the first motions a frame
/// looks its visual state up instead of building a 3-D transform and projecting
/// four corners (about a thousand instructions). The stored state is the one
/// computed for that exact offset (compared bit for bit, so −0 and +0 are kept
/// apart), so a lookup returns exactly what computing it would.
struct SideMenuVisualStates: Sendable {
  /// The geometry the states are computed for.
  let geometry: SideMenuGeometry
  /// By pixel index `offset·scale` (0…`menuWidth·scale`); empty until the first
  /// lookup, and always empty when there would be more than `maximumCount`.
  private var states: [SideMenuVisualState?] = []
  private let count: Int

  /// The most pixels memoized (about 1.2 MB of states).
  static let maximumCount = 4096

  /// An empty memo for `geometry`.
  init(geometry: SideMenuGeometry) {
    self.geometry = geometry
    let pixels = (geometry.menuWidth * geometry.scale).rounded(.up)
    count = pixels.isFinite && pixels < Double(Self.maximumCount) ? Int(pixels) + 1 : 0
  }

  /// The visual state for `contentOffsetX` (points), from the memo when it holds
  /// that offset's state, computed (and remembered, for an offset on a pixel in
  /// 0…`menuWidth`) otherwise.
  mutating func state(contentOffsetX: Double) -> SideMenuVisualState {
    var state = SideMenuVisualState(contentOffsetX: .nan, geometry: geometry)
    load(contentOffsetX: contentOffsetX, into: &state)
    return state
  }

  /// Sets `state` to the visual state for `contentOffsetX` (points), as
  /// `state(contentOffsetX:)` but copying the memo's entry straight into place
  /// (a state is about 300 bytes).
  mutating func load(contentOffsetX: Double, into state: inout SideMenuVisualState) {
    // The nearest pixel, by truncation of a non-negative value.
    let scaled = contentOffsetX * geometry.scale + 0.5
    guard scaled >= 0, scaled < Double(count) else {
      state = SideMenuVisualState(contentOffsetX: contentOffsetX, geometry: geometry)
      return
    }
    let index = Int(scaled)
    if states.isEmpty {
      states = Array(repeating: nil, count: count)
    } else if states[index]?.contentOffsetX.bitPattern == contentOffsetX.bitPattern {
      state = states[index]!
      return
    }
    state = SideMenuVisualState(contentOffsetX: contentOffsetX, geometry: geometry)
    states[index] = state
  }
}
