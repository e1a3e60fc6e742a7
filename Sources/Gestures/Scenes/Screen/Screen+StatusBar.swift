import ScrollPhysics

extension Screen {
  /// The id of the status bar in records and summaries: its view `"statusBar"` and its
  /// tap `"statusBar.tap"`. No view of a screen with a status bar may take it.
  public static var statusBarID: String { "statusBar" }

  /// The status bar as the scene runs it: a view in front of the window's subviews,
  /// along its top, `statusBarHeight` tall, with one tap; nil without a status bar.
  var statusBarView: View? {
    guard statusBarHeight > 0 else { return nil }
    return View(
      id: Self.statusBarID, frame: Rect(x: 0, y: 0, width: viewport.width, height: statusBarHeight),
      recognizers: [Recognizer(id: Self.statusBarID + ".tap", .tap())])
  }
}
