import ScrollPhysics

// The jump bar: a bar along the bottom of the screen whose tap jumps the first scroll
// view through its range (the scroll-view properties' probe of `setContentOffset`,
// docs/scroll-view-scene.md, "Status bar and jump bar"). Not part of a screen file:
// the scroll-view scene asks for it (`ScrollViewScene.Configuration.jumpBar`).

extension ScreenEngine {
  /// The id of the jump bar's view, `"jumpBar"`, and of its tap, `"jumpBar.tap"`.
  static var jumpBarID: String { "jumpBar" }

  /// The jump bar as the engine runs it: a view `height` points tall along the bottom
  /// of `viewport`, in front of the window's subviews and the status bar, with one tap.
  static func jumpBarView(height: Double, viewport: Size) -> Screen.View {
    Screen.View(
      id: jumpBarID, frame: Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height),
      recognizers: [Screen.Recognizer(id: jumpBarID + ".tap", .tap())])
  }

  /// The jump bar's tap, recognized with `output`: the first scroll view's
  /// `setContentOffset` to the point of its range at the fraction of the bar's width
  /// the tap is at (left end: the minimum offset, right end: the maximum, along both
  /// axes), animated when the tap is in the bar's top half.
  mutating func jump(_ output: GestureOutput, into records: inout [Record]) {
    guard !scrollViews.isEmpty else { return }
    let bar = views[recognizerInfo[jumpBarTap].view].frame
    let scrollView = scrollViews[0].scrollView
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    let u = min(max(output.location.x / bar.size.width, 0), 1)
    let target = Point(x: minimum.x + u * (maximum.x - minimum.x), y: minimum.y + u * (maximum.y - minimum.y))
    let animated = output.location.y < bar.minY + bar.size.height / 2
    send(.setContentOffset(target, animated: animated), to: 0, at: output.time, into: &records)
  }
}
