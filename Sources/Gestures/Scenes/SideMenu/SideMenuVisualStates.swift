import ScrollPhysics

/// The side menu's visual state for the current content offset, and every state
/// computed before, one per device pixel of the offset: a memo of
/// `SideMenuVisualState(contentOffsetX:geometry:)`.
///
/// The published offset is a multiple of 1/scale between 0 and `menuWidth`
/// (241 values at the default 80 points and scale 3), and every drag, settle and
/// animation passes through the same ones, so after the first motions placing
/// the menu's hit region for a touch event (`SideMenuScene.updateRegions`) looks
/// the menu quad up instead of building a 3-D transform and projecting four
/// corners (about a thousand instructions). A slot holds the state computed for
/// one exact offset (compared bit for bit, so −0 and +0 are kept apart), so a
/// lookup gives exactly what computing the state would. The current state is
/// read in place (`currentMenuQuad`): a state is about 300 bytes, and copying it
/// cost more than the lookup. Frame records do not use the memo: they derive
/// their visual state on demand (`SideMenuFrame`).
struct SideMenuVisualStates: Sendable {
  /// The geometry the states are computed for.
  let geometry: SideMenuGeometry
  /// By pixel index `offset·scale` (0…`menuWidth·scale`): the state of the offset
  /// last computed there, or one with a NaN offset when none was. Empty until
  /// the first lookup, and always empty when there would be more than
  /// `maximumCount`.
  private var states: [SideMenuVisualState] = []
  private let count: Int
  /// The current state when its offset has no slot.
  private var outside: SideMenuVisualState
  /// The slot of the current state, or −1 for `outside`.
  private var current = -1

  /// The most pixels memoized (about 1.2 MB of states).
  static let maximumCount = 4096

  /// A memo for `geometry` whose current state is that of `contentOffsetX` (points).
  init(geometry: SideMenuGeometry, contentOffsetX: Double) {
    self.geometry = geometry
    let pixels = (geometry.menuWidth * geometry.scale).rounded(.up)
    count = pixels.isFinite && pixels < Double(Self.maximumCount) ? Int(pixels) + 1 : 0
    outside = SideMenuVisualState(contentOffsetX: contentOffsetX, geometry: geometry)
  }

  /// The content offset of the current state, in points.
  var currentOffsetX: Double {
    current < 0 ? outside.contentOffsetX : states[current].contentOffsetX
  }

  /// A copy of the current state.
  var currentState: SideMenuVisualState {
    current < 0 ? outside : states[current]
  }

  /// The current state's menu quad, in screen points.
  var currentMenuQuad: Quad {
    current < 0 ? outside.menuQuad : states[current].menuQuad
  }

  /// Makes the state of `contentOffsetX` (points) current: from its slot when the
  /// slot holds that offset's state, computed (and kept, for an offset on a
  /// pixel in 0…`menuWidth`) otherwise.
  mutating func select(contentOffsetX: Double) {
    // The nearest pixel, by truncation of a non-negative value.
    let scaled = contentOffsetX * geometry.scale + 0.5
    guard scaled >= 0, scaled < Double(count) else {
      current = -1
      outside = SideMenuVisualState(contentOffsetX: contentOffsetX, geometry: geometry)
      return
    }
    let index = Int(scaled)
    if states.isEmpty {
      let empty = SideMenuVisualState(contentOffsetX: .nan, geometry: geometry)
      states = Array(repeating: empty, count: count)
    }
    if states[index].contentOffsetX.bitPattern != contentOffsetX.bitPattern {
      states[index] = SideMenuVisualState(contentOffsetX: contentOffsetX, geometry: geometry)
    }
    current = index
  }
}
