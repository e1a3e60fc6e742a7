import ScrollPhysics
import Testing

/// UIRefreshControl's law (the iOS 26.1 UIKitCore decompilation of
/// UIRefreshControl and its modern content view). Expected values are worked
/// out by hand in the comments.
@Suite struct RefreshControlTests {
  typealias Control = RefreshControl

  /// A drag's scroll event: finger down, not decelerating.
  static func dragged(_ y: Double) -> Control.Event {
    .scrolled(contentOffsetY: y, isTracking: true, isDecelerating: false, isBouncing: false)
  }

  /// A scroll event after the lift, content bouncing back.
  static func bouncing(_ y: Double) -> Control.Event {
    .scrolled(contentOffsetY: y, isTracking: false, isDecelerating: true, isBouncing: true)
  }

  @Test func snappingHeightIsHalfTheBoundsClampedToTheContentViewMaximum() {
    // max = 112.5·max(H, 372)/568. H = 844: round(422) = 422 > 167.165 → 167.165 pt.
    #expect(abs(Control.snappingHeight(boundsHeight: 844) - 167.165_492_957_746_5) < 1e-9)
    // H = 667: 112.5·667/568 = 132.108 < 334.
    #expect(abs(Control.snappingHeight(boundsHeight: 667) - 132.108_274_647_887_3) < 1e-9)
    // H = 300: max = 112.5·372/568 = 73.680; round(150) = 150 → 73.680.
    #expect(abs(Control.snappingHeight(boundsHeight: 300) - 73.679_577_464_788_7) < 1e-9)
    // H = 100: round(50) = 50 < 73.680 → 50.
    #expect(Control.snappingHeight(boundsHeight: 100) == 50)
  }

  @Test func aSlowPullReleasedUnderTheThresholdNeverRefreshes() {
    var control = Control(boundsHeight: 844)
    // h = 3 ≤ 5 (hidden) and fraction 3/60 < 1 → stays idle.
    #expect(control.handle(Self.dragged(-3)).isEmpty)
    // h = 40 > 5, fraction 40/60 < 1 → revealing.
    #expect(control.handle(Self.dragged(-40)) == [.stateChanged(.revealing)])
    // h = 167 < S = 167.165: fraction 0.999 → still revealing.
    #expect(control.handle(Self.dragged(-167)).isEmpty)
    // The lift: bouncing back. h = 50 ≥ 5 → revealing; h = 4 < 5 → idle.
    #expect(control.handle(Self.bouncing(-50)).isEmpty)
    #expect(control.handle(Self.bouncing(-4)) == [.stateChanged(.idle)])
  }

  @Test func pullingPastTheSnappingHeightRefreshesWithTheFingerDown() {
    var control = Control(boundsHeight: 844)
    _ = control.handle(Self.dragged(-40))
    // h = 168 ≥ S = 167.165 while tracking: armed, then at once refreshing (the modern
    // content view's snapping), the +60 pt inset and one valueChanged.
    #expect(
      control.handle(Self.dragged(-168))
        == [.stateChanged(.armed), .stateChanged(.refreshing), .insetAdded(height: 60), .valueChanged])
    #expect(control.isInsetApplied)
    // Further pulling and the release change nothing: valueChanged is sent once.
    #expect(control.handle(Self.dragged(-250)).isEmpty)
    #expect(control.handle(Self.bouncing(-120)).isEmpty)
    #expect(control.handle(Self.bouncing(-60)).isEmpty)
    #expect(control.state == .refreshing)
  }

  @Test func endRefreshingAtRestAnimatesTheContentBackUp() {
    var control = Control(boundsHeight: 844)
    _ = control.handle(Self.dragged(-40))
    _ = control.handle(Self.dragged(-168))
    _ = control.handle(Self.bouncing(-60))
    // At rest at −60 (the inset holds it): h = 60 > 0, not tracking → ending (4); the inset
    // goes at once, and the offset animates to y + h = −60 + 60 = 0.
    #expect(
      control.handle(.endRefreshing(contentOffsetY: -60, isTracking: false, isBouncing: false))
        == [.insetRemoved(height: 60), .stateChanged(.ending), .setContentOffsetY(0, animated: true)])
    let frame = Control.Event.scrolled(contentOffsetY: -30, isTracking: false, isDecelerating: false, isBouncing: false)
    #expect(control.handle(frame).isEmpty)
    // h = 5 ≤ 5 → idle.
    let end = Control.Event.scrolled(contentOffsetY: -5, isTracking: false, isDecelerating: false, isBouncing: false)
    #expect(control.handle(end) == [.stateChanged(.idle)])
  }

  @Test func endRefreshingWhileTrackingLeavesTheContentToTheFinger() {
    var control = Control(boundsHeight: 844)
    _ = control.handle(Self.dragged(-40))
    _ = control.handle(Self.dragged(-168))
    #expect(
      control.handle(.endRefreshing(contentOffsetY: -168, isTracking: true, isBouncing: false))
        == [.insetRemoved(height: 60), .stateChanged(.endingWhileTracking)])
    #expect(control.state.recordName == "ending")
    #expect(control.handle(Self.bouncing(-20)).isEmpty)
    #expect(control.handle(Self.bouncing(0)) == [.stateChanged(.idle)])
  }

  @Test func endRefreshingWhenScrolledAwayGoesIdleAtOnce() {
    var control = Control(boundsHeight: 844)
    _ = control.handle(.beginRefreshing)
    // h = 0 (content scrolled down to 300): idle, inset removed, offset += 0, not animated.
    #expect(
      control.handle(.endRefreshing(contentOffsetY: 300, isTracking: false, isBouncing: false))
        == [.insetRemoved(height: 60), .stateChanged(.idle), .setContentOffsetY(300, animated: false)])
  }

  @Test func beginRefreshingSendsNoValueChanged() {
    var control = Control(boundsHeight: 844)
    #expect(control.handle(.beginRefreshing) == [.stateChanged(.refreshing), .insetAdded(height: 60)])
  }

  @Test func aFlingPastTheTopRevealsWithoutArming() {
    var control = Control(boundsHeight: 844)
    // Not tracking, bouncing while decelerating, fraction 20/60 > 0 → bounce-revealing (6).
    #expect(control.handle(Self.bouncing(-20)) == [.stateChanged(.bounceRevealing)])
    #expect(control.state.recordName == "revealing")
    // Even past S, not tracking: no arming.
    #expect(control.handle(Self.bouncing(-200)).isEmpty)
    #expect(control.handle(Self.bouncing(-3)) == [.stateChanged(.idle)])
  }

  @Test func theVisibleHeightCountsFromTheAdjustedTopInset() {
    // Under a 103 pt bar: rest at −103 (h = 0); −103 − 168 = −271 → h = 168 ≥ S → armed.
    var control = Control(boundsHeight: 844, topInset: 103)
    #expect(control.handle(Self.dragged(-103)).isEmpty)
    _ = control.handle(Self.dragged(-143))
    #expect(control.state == .revealing)
    #expect(control.handle(Self.dragged(-271)).contains(.valueChanged))
  }

  @Test func recordNamesAreTheFiveOfTheClarification() {
    #expect(Set(Control.State.allCases.map(\.recordName)) == ["idle", "revealing", "armed", "refreshing", "ending"])
  }
}
