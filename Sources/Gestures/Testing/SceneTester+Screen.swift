import ScrollPhysics

/// A `SceneTester` of your own screen (`Screen`, docs/screens.md):
/// `ScreenTester(screen)`.
public typealias ScreenTester = SceneTester<ScreenScene>

extension SceneTester where S == ScreenScene {
  /// The scroll view of the view `id` now (its `contentOffset`, `isDragging`,
  /// `isDecelerating`, `isTracking` and properties), or nil if it has none.
  public func scrollView(_ id: String) -> ScrollView? { scene.scrollView(id) }

  /// The state of the recognizer `id` now, as UIKit shows it (`possible` while it
  /// waits for a failure requirement), or nil if no enabled recognizer has that id.
  public func recognizerState(_ id: String) -> GestureState? { scene.recognizerState(id) }
}

extension SceneTester where S.Record == ScreenRecord {
  /// Every recognizer state change so far (failures included), in order.
  public var gestures: [ScreenGesture] {
    records.compactMap { if case .gesture(let gesture) = $0 { gesture } else { nil } }
  }

  /// The state changes of the recognizer `id` so far (a scroll view's pan:
  /// `"<scroll view id>.pan"`), in order.
  public func gestures(of id: String) -> [ScreenGesture] {
    gestures.filter { $0.recognizer == id }
  }

  /// How many action messages the recognizer `id` sent so far (`began`, `changed`,
  /// `ended`/`recognized`, `cancelled`; not `failed`), as the summary counts them.
  public func actions(of id: String) -> Int {
    gestures(of: id).count { $0.output.sendsActionMessage }
  }

  /// Every delegate callback so far, each with its scroll view's id, in order.
  public var callbacks: [ScreenCallback] {
    records.compactMap { if case .callback(let callback) = $0 { callback } else { nil } }
  }

  /// The delegate callbacks of the scroll view `id` so far, in UIKit's order.
  public func callbacks(of id: String) -> [ScrollViewCallback] {
    callbacks.compactMap { $0.scrollView == id ? $0.callback : nil }
  }

  /// The names of the scroll view `id`'s callbacks so far, e.g.
  /// `["scrollViewWillBeginDragging", "scrollViewDidScroll", …]`, without repeats of
  /// `scrollViewDidScroll` in a row.
  public func callbackNames(of id: String) -> [String] { callbacks(of: id).names }

  /// Every `touchesBegan/Moved/Ended/Cancelled` call a view received so far, in order.
  public var touches: [ScreenTouch] {
    records.compactMap { if case .touch(let touch) = $0 { touch } else { nil } }
  }

  /// The touch calls the view `id` received so far, counted per method (all zero
  /// for a view that received none).
  public func touchesDelivered(to id: String) -> ScreenSummary.TouchesDelivered {
    var delivered = ScreenSummary.TouchesDelivered(view: id, began: 0, moved: 0, ended: 0, cancelled: 0)
    for touch in touches where touch.view == id {
      switch touch.method {
      case .touchesBegan: delivered.began += 1
      case .touchesMoved: delivered.moved += 1
      case .touchesEnded: delivered.ended += 1
      case .touchesCancelled: delivered.cancelled += 1
      }
    }
    return delivered
  }

  /// Every frame record so far: each scroll view's state after a display frame.
  public var frames: [ScreenFrame] {
    records.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
  }
}
