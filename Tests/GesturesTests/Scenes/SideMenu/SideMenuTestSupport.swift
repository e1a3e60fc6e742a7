import Foundation
import Gestures
import ScrollPhysics

/// The package root, derived from this file's path.
let sideMenuPackageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  // …/Tests/GesturesTests/Scenes/SideMenu/SideMenuTestSupport.swift
  parts.removeLast(5)
  return parts.joined(separator: "/")
}()

/// A trace of `traces/` read with the project's reader: its events and metadata.
struct LoadedTrace {
  var events: [TouchEvent]
  var metadata: TraceMetadata
}

/// Reads `traces/<name>`; throws if the file is missing or malformed.
func loadTrace(_ name: String) throws -> LoadedTrace {
  let text = try String(contentsOfFile: sideMenuPackageRoot + "/traces/" + name, encoding: .utf8)
  var reader = try TraceReader(text: text, path: name)
  var events: [TouchEvent] = []
  while let event = try reader.next() { events.append(event) }
  return LoadedTrace(events: events, metadata: reader.metadata)
}

/// Runs `events` in `variant` at `refreshRate` (hertz).
func runSideMenu(
  _ events: [TouchEvent], variant: SideMenuVariant, refreshRate: Double = 120,
  geometry: SideMenuGeometry = SideMenuGeometry(), profile: UIKitProfile = .ios26
) throws -> (summary: SideMenuSummary, records: [SideMenuRecord]) {
  var configuration = SideMenuScene.Configuration(variant: variant, geometry: geometry)
  configuration.scrollView.profile = profile
  return SceneRunner<SideMenuScene>.run(
    events, options: try SceneRunner<SideMenuScene>.Options(scene: configuration, refreshRate: refreshRate))
}

/// A one-line text of a record, for failure messages.
func describe(_ record: SideMenuRecord) -> String {
  switch record {
  case .frame(let f):
    return "\(f.time) frame x=\(f.contentOffsetX) showing=\(f.showingMenu) paging=\(f.pagingEnabled) drag=\(f.isDragging) decel=\(f.isDecelerating) fraction=\(f.menuFraction)"
  case .callback(let c): return "\(c)"
  case .gesture(let g): return "\(g.time) gesture \(g.recognizer) \(g.state) at \(g.location) tr=\(g.translation) v=\(String(describing: g.velocity)) row=\(String(describing: g.row))"
  case .action(let a): return "\(a.time) action hideOrShowMenu(show: \(a.show), animated: \(a.animated)) cause=\(a.cause)"
  case .warning(let w): return "\(w.time) warning \(w.message)"
  }
}

/// Builds single-finger touch traces for tests, one event per sample.
struct TouchScript {
  /// The events so far, in time order.
  var events: [TouchEvent] = []
  /// The time of the next event, in seconds.
  var time: Double
  /// The sampling rate of drags, in hertz.
  var sampleRate: Double = 120

  init(start: Double = 0.1) { time = start }

  mutating func add(_ phase: TouchPhase, _ point: Point) {
    events.append(TouchEvent(time: time, touches: [Touch(id: 0, phase: phase, location: point)]))
  }

  /// Lets `seconds` pass with no finger down.
  mutating func wait(_ seconds: Double) { time += seconds }

  /// A tap at `point`: down, up `hold` seconds later at the same place.
  mutating func tap(_ point: Point, hold: Double = 0.08) {
    add(.began, point)
    time += hold
    add(.ended, point)
  }

  /// A horizontal drag from `start` by `dx` points at a constant `speed` (points per
  /// second), sampled at `sampleRate`; the finger then rests `rest` seconds (no
  /// samples) and lifts where it stopped. With `rest` 0 it lifts one sample after
  /// the last move, still moving.
  mutating func drag(from start: Point, dx: Double, speed: Double, rest: Double = 0) {
    add(.began, start)
    let dt = 1 / sampleRate
    let steps = max(1, Int((abs(dx) / speed * sampleRate).rounded(.up)))
    var point = start
    for k in 1...steps {
      time += dt
      point = Point(x: start.x + dx * Double(k) / Double(steps), y: start.y)
      add(.moved, point)
    }
    if rest > 0 {
      time += rest
      add(.ended, point)
    } else {
      time += dt
      add(.ended, Point(x: point.x + (dx < 0 ? -1 : 1) * speed * dt, y: point.y))
    }
  }
}

/// The hamburger's centre on screen when the menu is open (offset 0): x 88…132, y 47…91.
let hamburgerWhenOpen = Point(x: 110, y: 69)
/// The hamburger's centre on screen when the menu is hidden (offset 80): x 8…52, y 47…91.
let hamburgerWhenHidden = Point(x: 30, y: 69)

extension Array where Element == SideMenuRecord {
  /// The frame records, in order.
  var frames: [SideMenuFrame] {
    compactMap { if case .frame(let f) = $0 { return f } else { return nil } }
  }
  /// The callback records, in order.
  var callbacks: [ScrollViewCallback] {
    compactMap { if case .callback(let c) = $0 { return c } else { return nil } }
  }
  /// The action records, in order.
  var actions: [SideMenuAction] {
    compactMap { if case .action(let a) = $0 { return a } else { return nil } }
  }
}
