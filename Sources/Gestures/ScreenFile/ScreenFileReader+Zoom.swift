import ScrollPhysics

// A screen file's zoom keys (docs/screens.md, "Zooming"): a scrollView's `min-zoom`,
// `max-zoom`, `bounces-zoom` and `zoom-view`, and a recognizer's `action`.

extension ScreenFileReader {
  /// A `scrollView` object's zoom keys.
  package static let zoomKeys = ["min-zoom", "max-zoom", "bounces-zoom", "zoom-view"]
  /// An `action` object's keys.
  package static let actionKeys = ["zoom-to", "zoom-scale", "animated"]

  /// The zoom of a `scrollView` object, or nil when it has none of the zoom keys.
  /// `zoom-view` is required with any of them; that it names a subview is checked
  /// once the subviews are read (`checkZoomView(of:in:)`).
  func zoom(_ object: ScreenJSONObject) throws(ScreenError) -> Screen.Zoom? {
    guard Self.zoomKeys.contains(where: { object.member($0) != nil }) else { return nil }
    let scale = "a positive zoom scale, such as 1 or 2.5"
    let viewValue = try object.required(
      "zoom-view", expected: "the id of the subview viewForZooming(in:) returns, such as \"photo\", with min-zoom and max-zoom")
    guard case .string(let viewID) = viewValue.value, !viewID.isEmpty else {
      throw object.invalid("zoom-view", viewValue, expected: "the id of a subview of the scroll view, such as \"photo\"")
    }
    var zoom = Screen.Zoom(zoomView: viewID)
    zoom.minimumZoomScale = try object.number("min-zoom", expected: scale, where: { $0 > 0 }) ?? 1
    zoom.maximumZoomScale =
      try object.number(
        "max-zoom", expected: "a zoom scale of at least min-zoom (\(LocatedJSON.text(zoom.minimumZoomScale)))",
        where: { [minimum = zoom.minimumZoomScale] in $0 >= minimum }) ?? Swift.max(1, zoom.minimumZoomScale)
    zoom.bouncesZoom = try object.bool("bounces-zoom") ?? true
    return zoom
  }

  /// Refuses a `zoom-view` of the scroll view `view` that is not one of its subviews'
  /// ids, at the `zoom-view` value of `object` (the view's object), with the closest id.
  func checkZoomView(of view: Screen.View, in object: ScreenJSONObject) throws(ScreenError) {
    guard let zoom = view.scrollView?.zoom, !view.subviews.contains(where: { $0.id == zoom.zoomView }),
      let scrollMember = object.member("scrollView"),
      let scrollObject = try? ScreenJSONObject(scrollMember.value, key: "scrollView", name: "a scrollView", path: path),
      let place = scrollObject.member("zoom-view")?.value
    else { return }
    let ids = view.subviews.map(\.id)
    let hint = EditDistance.closest(to: zoom.zoomView, in: ids).map { "; did you mean \(quote($0))?" } ?? ""
    let expected =
      ids.isEmpty
      ? "the id of a subview of \(quote(cut(view.id))), which has none"
      : "the id of a subview of \(quote(cut(view.id))) (\(ids.prefix(8).map { cut($0) }.joined(separator: ", ")))"
    throw object.error(at: place, .invalidValue(key: "zoom-view", found: "\(quote(cut(zoom.zoomView)))\(hint)", expected: expected))
  }

  /// A recognizer's `action`: `{"zoom-to": [x, y, w, h]}` or `{"zoom-scale": s}`, with
  /// `"animated"` (default true).
  func action(_ value: LocatedJSON) throws(ScreenError) -> Screen.Action {
    let object = try ScreenJSONObject(value, key: "action", name: "an action", path: path)
    try object.checkKeys(Self.actionKeys)
    let animated = try object.bool("animated") ?? true
    let rectValue = object.member("zoom-to")?.value
    let scaleValue = object.member("zoom-scale")?.value
    let expected = "exactly one of 'zoom-to' ([x, y, width, height] in the zoom view, points) and 'zoom-scale' (a positive scale)"
    switch (rectValue, scaleValue) {
    case (let rect?, nil):
      let rectExpected = "[x, y, width, height] in the zoom view's points, width and height > 0, such as [0, 0, 195, 422]"
      guard case .array(let items) = rect.value, items.count == 4 else { throw object.invalid("zoom-to", rect, expected: rectExpected) }
      var numbers: [Double] = []
      for (index, item) in items.enumerated() {
        guard case .number(let number) = item.value, abs(number) <= 10_000_000, index < 2 || number > 0 else {
          throw object.invalid("zoom-to", item, expected: rectExpected)
        }
        numbers.append(number)
      }
      return .zoomTo(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), animated: animated)
    case (nil, .some):
      let scale = try object.number("zoom-scale", expected: "a positive zoom scale, such as 2", where: { $0 > 0 }) ?? 1
      return .zoomScale(scale, animated: animated)
    case (.some, .some(let second)):
      throw object.error(at: second, .invalidValue(key: "zoom-scale", found: "both 'zoom-to' and 'zoom-scale'", expected: expected))
    case (nil, nil):
      throw object.error(at: value, .missingKey(key: "zoom-to", object: "an action", expected: expected))
    }
  }
}
