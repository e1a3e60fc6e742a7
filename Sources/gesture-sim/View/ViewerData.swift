import Gestures
import ScrollPhysics

/// What a viewer page replays (`gesture-sim view`): the run's display frames with
/// the quantities shown per frame, the charts, the log of callbacks and gestures,
/// the touches, and the scene's picture. Written once into the page as compact JSON
/// (`json`); the page's script (``ViewerPage``) draws it.
///
/// Frames are the frame records the run printed (`run --format jsonl`), in order:
/// frames that change nothing are skipped by the run, and the page holds the
/// last frame's values across them.
struct ViewerData {
  /// A quantity with one value per frame (nil where it has none, e.g. a velocity
  /// while no pan runs).
  struct Series {
    /// The key the page and the charts refer to it by.
    var key: String
    /// The label shown, e.g. `contentOffset.x`.
    var label: String
    /// The unit, e.g. `pt`, `pt/s`, `°`; empty for a pure number.
    var unit: String
    /// The decimals shown in the status panel (the data keep more).
    var decimals: Int
    /// The value at each frame.
    var values: [Double?] = []
  }

  /// A chart: series against time, on one vertical axis.
  struct Chart {
    var title: String
    var unit: String
    /// The keys of the series drawn, with their colours.
    var series: [(key: String, color: String)]
    /// Horizontal reference lines.
    var guides: [(value: Double, label: String)] = []
  }

  /// One line of the log: a callback, a gesture, an action, a warning…
  struct Entry {
    /// When, in seconds (trace time).
    var time: Double
    /// The kind, e.g. `callback`, `gesture`, `touch`: it picks the colour and
    /// the chart lane.
    var lane: String
    var text: String
    /// The frame that shows it: the first frame record after it.
    var frame: Int
    /// Whether the charts mark it (frequent entries such as `scrollViewDidScroll`
    /// are listed but not marked).
    var marked: Bool
  }

  /// The scene's name, as `--scene` spells it.
  var scene: String
  var title: String
  var subtitle: String
  /// The display, in points.
  var viewport: Size
  /// Device pixels per point.
  var scale: Double
  /// Display frames per second, in hertz.
  var refreshRate: Double
  /// The launch time (frame 0 of the grid), in seconds.
  var launch: Double
  /// Whether the scene came to rest.
  var cameToRest = true
  /// The frames' times, in seconds.
  var times: [Double] = []
  /// A short text per frame (e.g. `dragging`, `decelerating`, `at rest`).
  var states: [String] = []
  var series: [Series]
  var charts: [Chart]
  var log: [Entry] = []
  /// The touch samples, in time order: time, finger, x, y (screen points), phase.
  var touches: [(time: Double, id: Int, location: Point, phase: TouchPhase)] = []
  /// The scene's drawing: static geometry and per-frame values, read only by the
  /// page's renderer for `scene`.
  var picture: [(String, JSONValue)] = []

  /// The index of the next frame record (the frame that will show an entry logged now).
  var nextFrame: Int { times.count }

  /// Records the touches of `event`.
  mutating func add(_ event: TouchEvent) {
    for touch in event.touches {
      touches.append((event.time, touch.id, touch.location, touch.phase))
    }
  }

  /// Logs a record from its `run --format jsonl` line, shown by the frame that comes next.
  mutating func log(_ line: JSONValue, marked: Bool) {
    guard case .object(let members) = line else { return }
    var time = 0.0
    var lane = "record"
    for (key, value) in members {
      if key == "t", case .number(let t) = value { time = t }
      if key == "t", case .int(let t) = value { time = Double(t) }
      if key == "type", case .string(let type) = value { lane = type }
    }
    log.append(Entry(time: time, lane: lane, text: ViewerData.text(of: members), frame: nextFrame, marked: marked))
  }

  /// Whether a scroll view's callback comes every frame of a scroll
  /// (`scrollViewDidScroll`): listed in the log, not marked on the charts.
  static func isPerFrame(_ kind: ScrollViewCallback.Kind) -> Bool {
    switch kind {
    case .scrollViewDidScroll: return true
    case .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
      .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
      return false
    }
  }

  /// Whether a recognizer's state comes with every move (`changed`): listed in the
  /// log, not marked on the charts.
  static func isPerFrame(_ state: GestureState) -> Bool {
    switch state {
    case .changed: return true
    case .possible, .began, .ended, .cancelled, .failed: return false
    }
  }

  /// A readable line from a JSON line's members: the name-like fields' values
  /// first, then `key value unit` for the others (numbers to 3 decimals), with the
  /// units `run` uses (`unit(of:type:)`).
  static func text(of members: [(String, JSONValue)]) -> String {
    var words: [String] = []
    var details: [String] = []
    var type = ""
    for (key, value) in members where key == "type" {
      if case .string(let text) = value { type = text }
    }
    for (key, value) in members where key != "t" && key != "type" {
      switch key {
      case "name", "recognizer", "state", "kind", "message", "target":
        words.append(plain(value))
      default:
        let unit = unit(of: key, type: type)
        details.append("\(key) \(plain(value))" + (unit.isEmpty || value == .null ? "" : " \(unit)"))
      }
    }
    return (words + details).joined(separator: " ")
  }

  /// The unit of a JSON line's field, as `run` documents it: positions,
  /// translations and offsets in points; a gesture's velocity in points per second;
  /// `scrollViewWillEndDragging`'s velocity in points per millisecond, as UIKit
  /// passes it; empty for the others.
  static func unit(of key: String, type: String) -> String {
    switch key {
    case "velocity": return type == "callback" ? "pt/ms" : "pt/s"
    case "location", "translation", "contentOffset", "targetContentOffset", "snapshotTranslationY", "menuTranslationY": return "pt"
    default: return ""
    }
  }

  private static func plain(_ value: JSONValue) -> String {
    switch value {
    case .null: return "–"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .number(let number): return SVGWriter.trimmed(number, decimals: 3)
    case .string(let text): return text
    case .array(let values): return "(" + values.map(plain).joined(separator: ", ") + ")"
    case .object(let members): return "{" + members.map { "\($0.0) \(plain($0.1))" }.joined(separator: ", ") + "}"
    }
  }

  /// Ends the subtitle and the last frame's state line with ` · ending` (how the run
  /// ended, such as `rest: decelerated at (0.00, 120.00)`).
  mutating func appendEnding(_ ending: String) {
    subtitle += " · " + ending
    if let last = states.indices.last { states[last] += " · " + ending }
  }

  /// `value` rounded to `places` decimals, as a JSON number (compact: the page
  /// needs no more, and 6 decimals keep a microsecond or a millionth of a point).
  static func number(_ value: Double, _ places: Int = 6) -> JSONValue {
    guard value.isFinite else { return .null }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return .number(rounded == 0 ? 0 : rounded)
  }

  /// A transform's 16 values in `CATransform3D`'s order (m11, m12, …, m44), which is
  /// also CSS `matrix3d()`'s order: Core Animation multiplies row vectors by the
  /// matrix, CSS column vectors by its transpose, and `matrix3d` lists the columns.
  static func matrix(_ t: Transform3D) -> JSONValue {
    .array([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
      .map { number($0, 9) })
  }

  /// A layer's geometry as the page places it: the untransformed box
  /// (`position − anchorPoint·size`, the size), the anchor in points from the
  /// box's top-left (CSS `transform-origin`), and an index into `matrices`.
  static func layer(_ layer: LayerGeometry, matrix: Int, offsetX: Double = 0) -> [JSONValue] {
    let size = layer.bounds.size
    let anchor = Point(x: layer.anchorPoint.x * size.width, y: layer.anchorPoint.y * size.height)
    return [
      number(layer.position.x - anchor.x - offsetX), number(layer.position.y - anchor.y), number(size.width),
      number(size.height), number(anchor.x), number(anchor.y), .int(matrix),
    ]
  }

  /// The page's JSON: compact, deterministic, safe inside a `<script>` element.
  func json() -> String {
    var members: [(String, JSONValue)] = [
      ("scene", .string(scene)), ("title", .string(title)), ("subtitle", .string(subtitle)),
      ("viewport", .pair(viewport.width, viewport.height)), ("scale", .number(scale)),
      ("refresh", .number(refreshRate)), ("launch", ViewerData.number(launch)), ("cameToRest", .bool(cameToRest)),
      ("times", .array(times.map { ViewerData.number($0) })),
    ]
    var names: [String] = []
    var codes: [JSONValue] = []
    var index: [String: Int] = [:]
    for state in states {
      if index[state] == nil { index[state] = names.count; names.append(state) }
      codes.append(.int(index[state]!))
    }
    members.append(("stateNames", .array(names.map(JSONValue.string))))
    members.append(("states", .array(codes)))
    members.append(("series", .array(series.map { s in
      .object([
        ("key", .string(s.key)), ("label", .string(s.label)), ("unit", .string(s.unit)), ("decimals", .int(s.decimals)),
        ("values", .array(s.values.map { $0.map { ViewerData.number($0) } ?? .null })),
      ])
    })))
    members.append(("charts", .array(charts.map { c in
      .object([
        ("title", .string(c.title)), ("unit", .string(c.unit)),
        ("series", .array(c.series.map { .array([.string($0.key), .string($0.color)]) })),
        ("guides", .array(c.guides.map { .array([ViewerData.number($0.value), .string($0.label)]) })),
      ])
    })))
    members.append(("log", .array(log.map {
      .array([ViewerData.number($0.time), .string($0.lane), .string($0.text), .int($0.frame), .int($0.marked ? 1 : 0)])
    })))
    members.append(("touches", .array(touches.map {
      .array([ViewerData.number($0.time), .int($0.id), ViewerData.number($0.location.x, 2), ViewerData.number($0.location.y, 2), .string($0.phase.rawValue)])
    })))
    members.append(("picture", .object(picture)))
    // "</" would end the script element; "<\/" is the same JSON string.
    var text = ""
    var previous: Character = " "
    for character in JSONValue.object(members).text {
      if previous == "<" && character == "/" { text.append("\\") }
      text.append(character)
      previous = character
    }
    return text
  }
}
