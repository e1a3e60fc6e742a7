import ScrollPhysics

/// A `SceneTester` of a scroll view whose delegate is a `GridSnapDelegate` (no
/// snapping unless `setup.snap` is set). For your own delegate use
/// `SceneTester<ScrollViewScene<YourDelegate>>`.
public typealias ScrollViewTester = SceneTester<ScrollViewScene<GridSnapDelegate>>

extension SceneTester {
  /// A tester of a scroll view set up by `setup`, with `delegate`.
  public init<D: ScrollViewSceneDelegate>(
    setup: ScrollViewSceneSetup, delegate: D, refreshRate: Double = 120, touchRate: Double = 120
  ) where S == ScrollViewScene<D> {
    self.init(
      ScrollViewScene<D>.Configuration(setup: setup, delegate: delegate), refreshRate: refreshRate,
      touchRate: touchRate)
  }

  /// A tester of a scroll view set up by `setup`, with `delegate`, or the
  /// setup's `SetupProblem` thrown (paging content smaller than the viewport: key
  /// `.setting("content")`; a negative inset: `.setting("inset")`, …) instead of
  /// stopping the test process.
  public init<D: ScrollViewSceneDelegate>(
    validating setup: ScrollViewSceneSetup, delegate: D, refreshRate: Double = 120, touchRate: Double = 120
  ) throws(SetupProblem) where S == ScrollViewScene<D> {
    try self.init(
      validating: ScrollViewScene<D>.Configuration(setup: setup, delegate: delegate), refreshRate: refreshRate,
      touchRate: touchRate)
  }

  /// A tester of a scroll view set up by `setup` (its delegate snaps to
  /// `setup.snap`), or the setup's `SetupProblem` thrown.
  public init(validating setup: ScrollViewSceneSetup, refreshRate: Double = 120, touchRate: Double = 120)
    throws(SetupProblem) where S == ScrollViewScene<GridSnapDelegate>
  {
    try self.init(validating: setup, delegate: GridSnapDelegate(interval: setup.snap), refreshRate: refreshRate, touchRate: touchRate)
  }

  /// A tester of a scroll view set up by `setup`, whose delegate snaps to
  /// `setup.snap` (none by default).
  public init(setup: ScrollViewSceneSetup, refreshRate: Double = 120, touchRate: Double = 120)
  where S == ScrollViewScene<GridSnapDelegate> {
    self.init(setup: setup, delegate: GridSnapDelegate(interval: setup.snap), refreshRate: refreshRate, touchRate: touchRate)
  }

}

extension SceneTester where S: ScrollViewShowing {
  /// The scene's scroll view now: its `contentOffset`, `isDragging`,
  /// `isDecelerating`, `isTracking` and properties.
  public var scrollView: ScrollView { scene.scrollView }
}

extension SceneTester where S.Record == ScrollViewSceneRecord {
  /// Every delegate callback so far, in UIKit's order.
  public var callbacks: [ScrollViewCallback] { records.compactMap(\.callback) }

  /// The callbacks' names so far, e.g. `["scrollViewWillBeginDragging", "scrollViewDidScroll", …]`,
  /// without repeats of `scrollViewDidScroll` in a row.
  public var callbackNames: [String] { callbacks.names }

  /// Every frame record so far.
  public var frames: [ScrollViewSceneFrame] {
    records.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
  }

  /// Every recognizer action message so far.
  public var gestures: [ScrollViewSceneGesture] {
    records.compactMap { if case .gesture(let gesture) = $0 { gesture } else { nil } }
  }
}

extension [ScrollViewCallback] {
  /// The callbacks' names, without repeats of `scrollViewDidScroll` in a row (the
  /// testers' `callbackNames`).
  var names: [String] {
    var names: [String] = []
    for callback in self {
      let name = callback.kind.name
      if name == "scrollViewDidScroll" && names.last == name { continue }
      names.append(name)
    }
    return names
  }
}
