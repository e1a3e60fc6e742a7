import Foundation
@testable import gesture_sim
import Gestures
import ScrollPhysics
import Testing

/// The package's traces/ directory, derived from this file's path.
private let traces: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // …/Tests/gesture-simTests/Output/AnimationSceneReportTests.swift
  return parts.joined(separator: "/") + "/traces/"
}()

/// The output sinks of issue 8's scenes (`DropdownReport`, `TableReport`,
/// `TransitionsReport`), driven through `RunCommand.replay` exactly as `run` calls
/// them. JSON is checked with Foundation's parser, an independent reader.
@Suite struct AnimationSceneReportTests {
  enum Scene: String, CaseIterable {
    case dropdown, table, transitions
  }

  static let sample: [Scene: String] = [
    .dropdown: "dropdown-choose.csv", .table: "table-scroll.csv", .transitions: "transitions-tabs.csv",
  ]

  func replay(_ scene: Scene, _ format: ReportFormat, file: String? = nil, variant: TableVariant = .tipIn) throws -> (out: String, err: String) {
    let name = file ?? Self.sample[scene]!
    let text = try String(contentsOfFile: traces + name, encoding: .utf8)
    var reader = try TraceReader(text: text, path: name)
    var out = ""
    var err = ""
    var options = SceneSetup()
    options.scene = try #require(SceneSetup.scene(named: scene.rawValue))
    if scene == .table { try options.choose(variant: variant.rawValue) }
    try RunCommand.replay(&reader, path: name, setup: options, format: format, errors: &err, to: &out)
    return (out, err)
  }

  func object(_ line: Substring) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(value as? [String: Any])
  }

  @Test(arguments: Scene.allCases)
  func jsonIsOneObjectWithTheSummary(_ scene: Scene) throws {
    let (out, err) = try replay(scene, .json)
    #expect(err.isEmpty)
    #expect(out.hasSuffix("}\n") && out.split(separator: "\n").count == 1)
    let json = try object(Substring(out))
    #expect(json["scene"] as? String == scene.rawValue)
    #expect(json["cameToRest"] as? Bool == true)
    let trace = try #require(json["trace"] as? [String: Any])
    #expect(trace["events"] as? Int != nil && trace["touches"] as? Int != nil && trace["maxFingersDown"] as? Int != nil)
    let final = try #require(json["final"] as? [String: Any])
    switch scene {
    case .dropdown:
      #expect(final["title"] as? String == "Tech" && final["phase"] as? String == "closed")
      #expect(final["snapshotTranslationY"] is NSNull)
      #expect((json["transitions"] as? [Any])?.count == 4)
    case .table:
      #expect(final["contentOffsetY"] as? Double == 0)
      #expect((json["rowsAnimated"] as? [Int]) == Array(0...15))
      #expect((json["animations"] as? [Any])?.count == 16 && json["displays"] as? Int == 20)
    case .transitions:
      #expect(final["screen"] as? String == "list" && json["refusedTouches"] as? Int == 1)
      #expect((json["transitions"] as? [Any])?.count == 8)
    }
  }

  @Test(arguments: Scene.allCases)
  func jsonlHasOneLinePerRecord(_ scene: Scene) throws {
    let (out, _) = try replay(scene, .jsonl)
    let lines = out.split(separator: "\n")
    // The library's own run of the same trace gives the record count and types.
    let name = Self.sample[scene]!
    let text = try String(contentsOfFile: traces + name, encoding: .utf8)
    var reader = try TraceReader(text: text, path: name)
    var events: [TouchEvent] = []
    while let event = try reader.next() { events.append(event) }
    let refresh = reader.metadata.refresh ?? 60
    let types: [String]
    switch scene {
    case .dropdown: types = SceneRunner<DropdownScene>.run(events, options: try .init(refreshRate: refresh)).records.map(\.type)
    case .table: types = SceneRunner<TableScene>.run(events, options: try .init(refreshRate: refresh)).records.map(\.type)
    case .transitions: types = SceneRunner<TransitionsScene>.run(events, options: try .init(refreshRate: refresh)).records.map(\.type)
    }
    #expect(lines.count == types.count)
    var previous = -Double.infinity
    for (line, type) in zip(lines, types) {
      let json = try object(line)
      #expect(json["type"] as? String == type)
      let t = try #require(json["t"] as? Double)
      #expect(t >= previous)
      previous = t
    }
  }

  @Test func csvColumns() throws {
    let dropdown = try replay(.dropdown, .csv).out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(dropdown.first == "t,phase,snapshotTranslationY,menuTranslationY,title,userInteractionEnabled")
    // The first frame: closed, no snapshot or menu (empty fields), titled Home, touches on.
    #expect(dropdown[1] == "0.1,closed,,,Home,1")
    let transitions = try replay(.transitions, .csv).out.split(separator: "\n")
    #expect(transitions.first?.split(separator: ",", omittingEmptySubsequences: false).count == 11)
    #expect(transitions[1] == "0.1,list,,,,1,,,,,")
    // The table: one line per visible row per frame; the first frame shows rows 0…10 at
    // progress 0 (t = 0.3, the first event, is the launch).
    let table = try replay(.table, .csv).out.split(separator: "\n")
    #expect(table.first == "t,contentOffsetY,row,y,progress,opacity,rotationDegrees,translationX,translationY")
    #expect(table.dropFirst().prefix(11).map { $0.split(separator: ",")[2] } == (0...10).map { Substring(String($0)) })
    #expect(table[1].hasPrefix("0.3,0,0,0,0,0.8,"))
  }

  @Test func tablesAreReadable() throws {
    let dropdown = try replay(.dropdown, .table).out
    #expect(dropdown.hasPrefix("dropdown  viewport 390x844  refresh 120 Hz\ntrace     dropdown-choose.csv\n"))
    #expect(dropdown.contains("     0.1750  tap       menuButton\n     0.1750  transition present began  [menuButton]\n"))
    #expect(dropdown.contains("     0.6750  transition present completed  completeTransition(true)\n"))
    #expect(dropdown.contains("\nfinal state (at rest)\n  closed      title Tech\n"))
    let early = try replay(.dropdown, .table, file: "dropdown-early-tap.csv").out
    #expect(early.contains("     0.3500  refused   finger 0 at (195.0, 327.0): a transition is running\n"))
    let table = try replay(.table, .table, variant: .always).out
    #expect(table.hasPrefix("table  variant always  viewport 390x844  scale 3  rows 50 × 80 pt  refresh 120 Hz\n"))
    #expect(table.contains("display   row 11  animates\n"))
    #expect(table.contains("rows animated: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n"))
    let tipIn = try replay(.table, .table).out
    #expect(tipIn.contains("display   row 3  (seen before: no animation)\n"))
    let transitions = try replay(.transitions, .table).out
    #expect(transitions.contains("transition changeTab began  tabs (tab 0) → tabs (tab 1)\n"))
    #expect(transitions.contains("refused   finger 0 at (325.0, 800.0): a transition is running\n"))
    #expect(transitions.contains("\nrefused touches: 1\n"))
  }

  @Test func badMetadataIsATraceError() throws {
    let text = "# viewport: 390x100\nt,id,phase,x,y\n0,0,began,10,10\n0.1,0,ended,10,10\n"
    var reader = try TraceReader(text: text, path: "small.csv")
    var out = ""
    var err = ""
    do {
      try RunCommand.replay(&reader, path: "small.csv", setup: SceneSetup(scene: .runner("dropdown", DropdownScene.self)), format: .json, errors: &err, to: &out)
      Issue.record("a 100-point-tall viewport was accepted for the drop-down menu")
    } catch {
      guard case .data(let error) = error else { return #expect(Bool(false), "\(error)") }
      #expect(error.line == 1 && error.column == 13)
    }
    #expect(out.isEmpty)
  }
}
