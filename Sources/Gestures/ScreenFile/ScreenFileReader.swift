import ScrollPhysics

/// Maps a screen file's JSON (`LocatedJSON`) onto a `Screen`, refusing the first
/// fault at its line and column (docs/screens.md, "The format"). Built and used
/// by `Screen.init(json:path:)`.
package struct ScreenFileReader {
  /// The file, for errors.
  let path: String?
  /// Where each view id was first given.
  private var viewIDs: [String: LocatedJSON] = [:]
  /// Where each recognizer id was first given (a scroll view's pan: its view's id).
  private var recognizerIDs: [String: LocatedJSON] = [:]
  /// Each recognizer's relations with the places of their ids, in document order.
  private var relations: [(id: String, key: String, targets: [(text: String, place: LocatedJSON)])] = []
  /// The place of each (id, key) pair, to report `Screen.validate()`'s problem where it is.
  private var places: [PlaceKey: LocatedJSON] = [:]

  private struct PlaceKey: Hashable {
    /// A view's or recognizer's id; nil for the screen's own keys.
    var id: String?
    var key: String
  }

  /// The screen's keys.
  package static let screenKeys = ["viewport", "scale", "refresh", "uikit", "status-bar-height", "views", "notes"]
  /// A view's keys.
  package static let viewKeys = [
    "id", "frame", "subviews", "user-interaction", "hidden", "alpha", "clips-to-bounds", "control", "scrollView", "navigation",
    "recognizers",
  ]
  /// A `navigation` object's keys.
  package static let navigationKeys = ["depth", "transition-duration", "interactive-pop-enabled"]
  /// A `scrollView` object's keys: the `# scroll-view:` keys, then those of a scroll view in a hierarchy.
  package static let scrollViewKeys =
    ScrollViewSceneSetup.screenFileKeys.map(\.rawValue) + [
      "scroll-enabled", "delays-content-touches", "content-touch-delay", "can-cancel-content-touches",
      "transfers-horizontal-scrolling-to-parent", "transfers-vertical-scrolling-to-parent", "refresh-control",
      "end-refreshing-at", "scrolls-to-top",
    ] + zoomKeys + panKeys
  /// A `scrollView` object's keys for its own pan (`"<id>.pan"`): the recognizer keys, prefixed.
  package static let panKeys = ["pan-should-begin", "pan-require-to-fail", "pan-simultaneous-with"]
  /// The keys every recognizer takes.
  package static let recognizerKeys = [
    "id", "kind", "enabled", "cancels-touches-in-view", "delays-touches-began", "delays-touches-ended", "require-to-fail",
    "simultaneous-with", "should-begin", "action",
  ]

  /// The UIKit properties of each kind, by their screen-file keys.
  package static func kindKeys(_ kind: RecognizerKind) -> [String] {
    switch kind {
    case .tap: return ["taps", "touches", "allowable-movement", "maximum-tap-duration"]
    case .pan: return ["minimum-touches", "maximum-touches"]
    case .longPress: return ["minimum-press-duration", "allowable-movement", "touches", "taps"]
    case .swipe: return ["direction", "touches"]
    case .screenEdgePan: return ["edges"]
    case .pinch, .rotation: return []
    }
  }

  package init(path: String?) {
    self.path = path
  }

  // MARK: The screen

  package mutating func screen(from document: LocatedJSON) throws(ScreenError) -> Screen {
    let object = try ScreenJSONObject(document, key: "the screen file", name: "the screen", path: path)
    try object.checkKeys(Self.screenKeys)
    var screen = Screen()
    var setup = ScrollViewSceneSetup(viewport: screen.viewport, scale: screen.scale)
    var refresh: Double? = nil
    for (name, key) in [("viewport", ScrollViewSceneSetup.Key.viewport), ("scale", .scale), ("refresh", .refresh), ("uikit", .uikit)] {
      guard let member = object.member(name) else { continue }
      places[PlaceKey(id: nil, key: name)] = member.value
      try setup.set(key, from: member.value, path: path, refresh: &refresh)
    }
    screen.viewport = setup.viewport
    screen.scale = setup.scale
    screen.uikit = setup.uikit
    if let refresh { screen.refresh = refresh }
    if let member = object.member("status-bar-height") { places[PlaceKey(id: nil, key: "status-bar-height")] = member.value }
    screen.statusBarHeight =
      try object.number("status-bar-height", expected: "a height in points from 0 to 10000, such as 47", where: { $0 >= 0 && $0 <= 10_000 }) ?? 0
    // Notes for the reader of the file (ScreenRecorder's list of what it could not read): ignored.
    _ = try object.strings("notes", expected: "an array of strings")
    if let views = try object.array("views", expected: "an array of views") {
      screen.views = try views.map { (json) throws(ScreenError) in try view(json) }
    }
    try checkRelations(screen)
    do throws(SetupProblem) {
      try screen.validate()
    } catch {
      let place = place(of: error) ?? document
      throw ScreenError(path: path, line: place.line, column: place.column, reason: .invalidScreen(key: error.key.name, reason: error.reason))
    }
    return screen
  }

  // MARK: Views

  private mutating func view(_ json: LocatedJSON) throws(ScreenError) -> Screen.View {
    let object = try ScreenJSONObject(json, key: "views", name: "a view", path: path)
    try object.checkKeys(Self.viewKeys)
    let idValue = try object.required("id", expected: "a unique id, such as \"list\"")
    let id = try self.id(idValue, in: object)
    try Self.claim(id, what: "view", at: idValue, in: object, ids: &viewIDs)
    for member in object.members { places[PlaceKey(id: id, key: member.key)] = member.value }
    let frame = try self.frame(try object.required("frame", expected: "[x, y, width, height] in points, such as [0, 0, 390, 844]"), in: object)
    var view = Screen.View(id: id, frame: frame)
    view.userInteraction = try object.bool("user-interaction") ?? true
    view.hidden = try object.bool("hidden") ?? false
    view.alpha = try object.number("alpha", expected: "a number from 0 to 1", where: { $0 >= 0 && $0 <= 1 }) ?? 1
    view.clipsToBounds = try object.bool("clips-to-bounds") ?? false
    if let member = object.member("control") {
      let names = Screen.Control.allCases.map(\.rawValue)
      guard case .string(let name) = member.value.value, let control = Screen.Control(rawValue: name) else {
        throw object.invalid("control", member.value, expected: "one of " + names.joined(separator: ", "))
      }
      view.control = control
    }
    if let member = object.member("scrollView") {
      view.scrollView = try scrollView(member.value, viewID: id)
      try Self.claim(Screen.panID(ofScrollView: id), what: "recognizer", at: idValue, in: object, ids: &recognizerIDs)
      if view.scrollView?.zoom?.hasPinch == true {
        try Self.claim(Screen.pinchID(ofScrollView: id), what: "recognizer", at: idValue, in: object, ids: &recognizerIDs)
      }
    }
    if let member = object.member("navigation") {
      view.navigation = try navigation(member.value, viewID: id)
      try Self.claim(Screen.interactivePopID(ofView: id), what: "recognizer", at: idValue, in: object, ids: &recognizerIDs)
    }
    if let recognizers = try object.array("recognizers", expected: "an array of recognizers") {
      view.recognizers = try recognizers.map { (json) throws(ScreenError) in try recognizer(json) }
    }
    if let subviews = try object.array("subviews", expected: "an array of views") {
      view.subviews = try subviews.map { (json) throws(ScreenError) in try self.view(json) }
    }
    try checkZoomView(of: view, in: object)
    return view
  }

  /// An id: a non-empty string without control characters.
  private func id(_ value: LocatedJSON, in object: ScreenJSONObject) throws(ScreenError) -> String {
    let expected = "a non-empty string without control characters, such as \"list\""
    guard case .string(let id) = value.value, !id.isEmpty,
      !id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { throw object.invalid("id", value, expected: expected) }
    return id
  }

  /// Records `id`, read at `place` in `object`, in `ids` as the id of a `what` (`view`
  /// or `recognizer`); throws a duplicate-id error when an earlier one has it.
  private static func claim(
    _ id: String, what: String, at place: LocatedJSON, in object: ScreenJSONObject, ids: inout [String: LocatedJSON]
  ) throws(ScreenError) {
    if let first = ids[id] {
      throw object.error(at: place, .duplicateID(what: what, id: id, line: first.line, column: first.column))
    }
    ids[id] = place
  }

  /// `[x, y, width, height]`: four finite numbers, the size not negative.
  private func frame(_ value: LocatedJSON, in object: ScreenJSONObject) throws(ScreenError) -> Rect {
    let expected = "[x, y, width, height] in points, such as [0, 0, 390, 844]"
    guard case .array(let items) = value.value, items.count == 4 else { throw object.invalid("frame", value, expected: expected) }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let number) = item.value else { throw object.invalid("frame", item, expected: expected) }
      guard abs(number) <= 10_000_000 else {
        throw object.error(at: item, .invalidValue(key: "frame", found: "the number \(LocatedJSON.text(number))", expected: "numbers within ±10000000 points"))
      }
      if index >= 2 && number < 0 {
        let name = index == 2 ? "width" : "height"
        throw object.error(at: item, .invalidValue(key: "frame", found: "a negative \(name), \(LocatedJSON.text(number))", expected: "a width and height of at least 0"))
      }
      numbers.append(number)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private mutating func scrollView(_ json: LocatedJSON, viewID: String) throws(ScreenError) -> Screen.ScrollViewSettings {
    let object = try ScreenJSONObject(json, key: "scrollView", name: "a scrollView", path: path)
    try object.checkKeys(Self.scrollViewKeys)
    var settings = Screen.ScrollViewSettings()
    var refresh: Double? = nil
    for member in object.members { places[PlaceKey(id: viewID, key: "scrollView." + member.key)] = member.value }
    for key in ScrollViewSceneSetup.screenFileKeys {
      guard let member = object.member(key.rawValue) else { continue }
      try settings.setup.set(key, from: member.value, path: path, refresh: &refresh)
    }
    settings.contentIsFrameSize = object.member("content") == nil
    settings.scrollEnabled = try object.bool("scroll-enabled") ?? true
    settings.delaysContentTouches = try object.bool("delays-content-touches") ?? true
    settings.contentTouchDelay =
      try object.number("content-touch-delay", expected: "a number of seconds from 0 to 60, such as 0.15", where: { $0 >= 0 && $0 <= 60 }) ?? 0.15
    settings.canCancelContentTouches = try object.bool("can-cancel-content-touches") ?? true
    settings.transfersHorizontalScrollingToParent = try object.bool("transfers-horizontal-scrolling-to-parent") ?? true
    settings.transfersVerticalScrollingToParent = try object.bool("transfers-vertical-scrolling-to-parent") ?? true
    settings.refreshControl = try object.bool("refresh-control") ?? false
    settings.endRefreshingAt =
      try object.number("end-refreshing-at", expected: "a time in seconds from 0 to 1000000, such as 2.5", where: { $0 >= 0 && $0 <= 1_000_000 })
    settings.scrollsToTop = try object.bool("scrolls-to-top") ?? true
    settings.zoom = try zoom(object)
    let pan = Screen.panID(ofScrollView: viewID)
    (settings.panRequireToFail, settings.panSimultaneousWith) = try relations(of: pan, prefix: "pan-", in: object)
    settings.panShouldBegin = try beginCondition("pan-should-begin", in: object)
    return settings
  }

  /// A `navigation` object: `depth` and `transition-duration`.
  private mutating func navigation(_ json: LocatedJSON, viewID: String) throws(ScreenError) -> Screen.Navigation {
    let object = try ScreenJSONObject(json, key: "navigation", name: "a navigation", path: path)
    try object.checkKeys(Self.navigationKeys)
    for member in object.members { places[PlaceKey(id: viewID, key: "navigation." + member.key)] = member.value }
    var navigation = Screen.Navigation()
    navigation.depth = try object.integer("depth", in: 1...1000, expected: "a whole number of view controllers from 1 to 1000, such as 2") ?? navigation.depth
    navigation.transitionDuration =
      try object.number("transition-duration", expected: "a number of seconds above 0 and at most 60, such as 0.35", where: { $0 > 0 && $0 <= 60 })
      ?? navigation.transitionDuration
    navigation.interactivePopEnabled = try object.bool("interactive-pop-enabled") ?? true
    return navigation
  }

  // MARK: Recognizers

  private mutating func recognizer(_ json: LocatedJSON) throws(ScreenError) -> Screen.Recognizer {
    let object = try ScreenJSONObject(json, key: "recognizers", name: "a recognizer", path: path)
    let kindValue = try object.required("kind", expected: "one of " + RecognizerKind.allCases.map(\.rawValue).joined(separator: ", "))
    guard case .string(let kindName) = kindValue.value else {
      throw object.invalid("kind", kindValue, expected: "one of " + RecognizerKind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard let kind = RecognizerKind(rawValue: kindName) else {
      throw object.error(
        at: kindValue, .unknownKind(kind: kindName, suggestion: EditDistance.closest(to: kindName, in: RecognizerKind.allCases.map(\.rawValue))))
    }
    let typed = try ScreenJSONObject(json, key: "recognizers", name: "a \(kind.rawValue) recognizer", path: path)
    try typed.checkKeys(Self.recognizerKeys + Self.kindKeys(kind))
    let idValue = try typed.required("id", expected: "a unique id, such as \"open\"")
    let id = try self.id(idValue, in: typed)
    try Self.claim(id, what: "recognizer", at: idValue, in: typed, ids: &recognizerIDs)
    for member in typed.members { places[PlaceKey(id: id, key: member.key)] = member.value }
    var recognizer = Screen.Recognizer(id: id, try settings(kind, typed))
    recognizer.enabled = try typed.bool("enabled") ?? true
    recognizer.delivery.cancelsTouchesInView = try typed.bool("cancels-touches-in-view") ?? recognizer.delivery.cancelsTouchesInView
    recognizer.delivery.delaysTouchesBegan = try typed.bool("delays-touches-began") ?? recognizer.delivery.delaysTouchesBegan
    recognizer.delivery.delaysTouchesEnded = try typed.bool("delays-touches-ended") ?? recognizer.delivery.delaysTouchesEnded
    (recognizer.requireToFail, recognizer.simultaneousWith) = try relations(of: id, prefix: "", in: typed)
    recognizer.shouldBegin = try beginCondition("should-begin", in: typed)
    if let member = typed.member("action") { recognizer.action = try action(member.value) }
    return recognizer
  }

  /// The `require-to-fail` and `simultaneous-with` ids of the recognizer `id`, under
  /// those keys with `prefix`, kept with their places for `checkRelations`.
  private mutating func relations(
    of id: String, prefix: String, in object: ScreenJSONObject
  ) throws(ScreenError) -> (requireToFail: [String], simultaneousWith: [String]) {
    var result: (requireToFail: [String], simultaneousWith: [String]) = ([], [])
    for key in [prefix + "require-to-fail", prefix + "simultaneous-with"] {
      guard let targets = try object.strings(key, expected: "an array of recognizer ids, such as [\"press\"]") else { continue }
      relations.append((id, key, targets))
      if Self.isRequirement(key) { result.requireToFail = targets.map(\.text) } else { result.simultaneousWith = targets.map(\.text) }
    }
    return result
  }

  /// Whether the relation key `key` is a `require-to-fail` (a recognizer's or a pan's).
  private static func isRequirement(_ key: String) -> Bool { key.hasSuffix("require-to-fail") }

  /// The delegate's should-begin condition under `key`, nil when absent.
  private func beginCondition(_ key: String, in object: ScreenJSONObject) throws(ScreenError) -> Screen.BeginCondition? {
    guard let member = object.member(key) else { return nil }
    guard case .string(let text) = member.value.value, let condition = Screen.BeginCondition(text) else {
      throw object.invalid(key, member.value, expected: Screen.BeginCondition.expected)
    }
    return condition
  }

  /// The kind's UIKit properties, each at UIKit's default unless given.
  private func settings(_ kind: RecognizerKind, _ object: ScreenJSONObject) throws(ScreenError) -> Screen.Recognizer.Settings {
    let touchCount = "a whole number of touches from 1 to 10"
    switch kind {
    case .tap:
      var tap = Screen.Recognizer.Tap()
      tap.taps = try object.integer("taps", in: 1...10, expected: "a whole number of taps from 1 to 10") ?? tap.taps
      tap.touches = try object.integer("touches", in: 1...10, expected: touchCount) ?? tap.touches
      tap.allowableMovement =
        try object.number("allowable-movement", expected: "a non-negative number of points, such as 45", where: { $0 >= 0 }) ?? tap.allowableMovement
      tap.maximumTapDuration =
        try object.number("maximum-tap-duration", expected: "a positive number of seconds, such as 0.75", where: { $0 > 0 }) ?? tap.maximumTapDuration
      return .tap(tap)
    case .pan:
      var pan = Screen.Recognizer.Pan()
      pan.minimumTouches = try object.integer("minimum-touches", in: 1...10, expected: touchCount) ?? pan.minimumTouches
      pan.maximumTouches =
        try object.integer("maximum-touches", in: pan.minimumTouches...1000, expected: "a whole number of touches from minimum-touches (\(pan.minimumTouches)) to 1000")
        ?? pan.maximumTouches
      return .pan(pan)
    case .longPress:
      var press = Screen.Recognizer.LongPress()
      press.minimumPressDuration =
        try object.number("minimum-press-duration", expected: "a non-negative number of seconds, such as 0.5", where: { $0 >= 0 }) ?? press.minimumPressDuration
      press.allowableMovement =
        try object.number("allowable-movement", expected: "a number of points, such as 10 (negative: no limit)", where: { _ in true }) ?? press.allowableMovement
      press.touches = try object.integer("touches", in: 1...10, expected: touchCount) ?? press.touches
      press.taps = try object.integer("taps", in: 0...10, expected: "a whole number of taps from 0 to 10") ?? press.taps
      return .longPress(press)
    case .swipe:
      var swipe = Screen.Recognizer.Swipe()
      if let member = object.member("direction") {
        swipe.direction = SwipeDirection(rawValue: try names(member.value, key: "direction", object, ["right": 1, "left": 2, "up": 4, "down": 8]))
      }
      swipe.touches = try object.integer("touches", in: 1...10, expected: touchCount) ?? swipe.touches
      return .swipe(swipe)
    case .screenEdgePan:
      let edges = try object.required("edges", expected: "the edges it watches: one or more of top, left, bottom, right, such as \"left\"")
      let bits = try names(edges, key: "edges", object, ["top": 1, "left": 2, "bottom": 4, "right": 8])
      return .screenEdgePan(Screen.Recognizer.ScreenEdgePan(edges: ScreenEdges(rawValue: bits)))
    case .pinch: return .pinch
    case .rotation: return .rotation
    }
  }

  /// An option set written as names: `"left"`, `"left|right"`, `["left", "right"]` or `"all"`.
  private func names(_ value: LocatedJSON, key: String, _ object: ScreenJSONObject, _ bits: KeyValuePairs<String, Int>) throws(ScreenError) -> Int {
    let list = bits.map(\.key).joined(separator: ", ")
    let expected = "one or more of \(list) (or all): a name, names joined by '|', or an array of names"
    var words: [(String, LocatedJSON)] = []
    switch value.value {
    case .string(let text):
      words = text.split(separator: "|", omittingEmptySubsequences: false).map { (String($0), value) }
    case .array(let items):
      for item in items {
        guard case .string(let text) = item.value else { throw object.invalid(key, item, expected: expected) }
        words.append((text, item))
      }
    case .null, .bool, .number, .object:
      throw object.invalid(key, value, expected: expected)
    }
    guard !words.isEmpty else { throw object.invalid(key, value, expected: expected) }
    var result = 0
    for (word, place) in words {
      if word == "all" {
        result = bits.reduce(0) { $0 | $1.value }
      } else if let bit = bits.first(where: { $0.key == word })?.value {
        result |= bit
      } else {
        let hint = EditDistance.closest(to: word, in: bits.map(\.key) + ["all"]).map { "; did you mean '\($0)'?" } ?? ""
        throw object.error(at: place, .invalidValue(key: key, found: "the name \(quote(cut(word)))\(hint)", expected: expected))
      }
    }
    return result
  }

  // MARK: Relations

  /// Every `require-to-fail` and `simultaneous-with` id names a recognizer, and
  /// `require-to-fail` makes no cycle.
  private func checkRelations(_ screen: Screen) throws(ScreenError) {
    let known = Array(recognizerIDs.keys).sorted()
    for relation in relations {
      for target in relation.targets where recognizerIDs[target.text] == nil {
        throw ScreenError(
          path: path, line: target.place.line, column: target.place.column,
          reason: .missingReference(key: relation.key, id: target.text, suggestion: EditDistance.closest(to: target.text, in: known)))
      }
    }
    var recognizers: [Screen.Recognizer] = []
    var stack = screen.views
    while let view = stack.popLast() {
      if let pan = view.panRelations { recognizers.append(pan) }
      recognizers += view.recognizers
      stack += view.subviews
    }
    // Document order, so that the cycle reported is the first one written.
    var order: [String: Int] = [:]
    for (offset, relation) in relations.enumerated() where Self.isRequirement(relation.key) { order[relation.id] = offset }
    recognizers.sort { (order[$0.id] ?? .max) < (order[$1.id] ?? .max) }
    guard let cycle = screen.requirementCycle(recognizers), let first = cycle.first else { return }
    let next = cycle.count > 1 ? cycle[1] : first
    let relation = relations.first { $0.id == first && Self.isRequirement($0.key) }
    let place = relation?.targets.first { $0.text == next }?.place ?? recognizerIDs[first]
    throw ScreenError(path: path, line: place?.line ?? 1, column: place?.column ?? 1, reason: .requireToFailCycle(ids: cycle + [first]))
  }

  /// Where `problem` is in the file: its key's value, else its object's id, else nil.
  private func place(of problem: SetupProblem) -> LocatedJSON? {
    let key = problem.key.name
    if let place = places[PlaceKey(id: problem.id, key: key)] { return place }
    if let dot = key.firstIndex(of: "."), let place = places[PlaceKey(id: problem.id, key: String(key[..<dot]))] { return place }
    if let id = problem.id { return recognizerIDs[id] ?? viewIDs[id] }
    return nil
  }
}
