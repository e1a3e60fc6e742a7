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
  geometry: SideMenuGeometry = SideMenuGeometry()
) -> (run: SideMenuRun, records: [SideMenuRecord]) {
  SideMenuRun.run(
    events,
    options: SideMenuRunner.Options(
      scene: SideMenuScene.Configuration(variant: variant, geometry: geometry), refreshRate: refreshRate))
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
