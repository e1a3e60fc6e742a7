import Gestures
import ScrollPhysics

/// The card-stack scene's output in the four formats of `gesture-sim run --scene
/// cards` (a contract: see README.md and docs/cards.md), through `SceneReportWriter`.
///
/// Times (`t`) are in the trace's own time base, in seconds.
struct CardsReport: SceneReport {
  /// The deck's geometry and the refresh rate, in hertz, for the table's opening lines.
  let geometry: CardStackGeometry
  let refreshRate: Double

  static let csvHeader = "t,topCard,card,depth,angleDegrees,contentHidden,borderWidth,dimming,"
    + "quadTopLeftX,quadTopLeftY,quadTopRightX,quadTopRightY,quadBottomRightX,quadBottomRightY,quadBottomLeftX,quadBottomLeftY\n"

  func tableHeader(path: String) -> String {
    "cards  \(geometry.cardCount) cards, \(geometry.visibleCount) visible  viewport \(Formatting.fixed(geometry.viewport.width, 0))x\(Formatting.fixed(geometry.viewport.height, 0))"
      + "  refresh \(Formatting.fixed(refreshRate, 0)) Hz\ntrace  \(path)\n\n      t (s)  event\n"
  }

  static func csvRows(_ record: CardsRecord) -> String? {
    guard case .frame(let frame) = record else { return nil }
    return csvRow(frame)
  }

  /// Frames and the pan's `changed` steps have no line: the flips tell the story.
  func writeTable(_ record: CardsRecord, to out: inout some TextOutputStream) {
    if let line = Self.tableLine(record) { out.write(line) }
  }

  func flushTable(to out: inout some TextOutputStream) {}

  static func finalTable(_ run: CardsSummary) -> String {
    let final = run.final
    return Formatting.finalState(
      rows: [
        "topCard": "\(final.topCard) of \(final.cardCount)", "completedFlips": String(final.completedFlips),
        "cancelledFlips": String(final.cancelledFlips), "ignoredGestures": String(final.ignoredGestures),
      ], of: run)
  }

  // MARK: - JSON

  static func flipJSON(_ flip: CardFlip) -> [(String, JSONValue)] {
    [
      ("t", .time(flip.time)),
      ("direction", .string(flip.direction.rawValue)),
      ("progressAtRelease", flip.percentAtRelease.map { .ratio($0) } ?? .null),
      ("outcome", .string(flip.outcome.rawValue)),
      ("trigger", .string(flip.trigger.rawValue)),
      ("card", flip.card.map { .int($0) } ?? .null),
      ("touchCancelled", .bool(flip.touchCancelled)),
      ("ignoredReason", flip.ignoredReason.map { .string($0.rawValue) } ?? .null),
    ]
  }

  static func json(_ run: CardsSummary) -> JSONValue {
    .object([
      ("scene", .string("cards")),
      ("trace", .traceFacts(of: run)),
      ("final", .object([
        ("topCard", .int(run.final.topCard)),
        ("cardCount", .int(run.final.cardCount)),
        ("completedFlips", .int(run.final.completedFlips)),
        ("cancelledFlips", .int(run.final.cancelledFlips)),
        ("ignoredGestures", .int(run.final.ignoredGestures)),
        JSONValue.restTime(of: run),
      ])),
      ("flips", .array(run.flips.map { .object(flipJSON($0)) })),
      ("cameToRest", .bool(run.cameToRest)),
    ])
  }

  static func cardJSON(_ card: CardsFrame.Card) -> JSONValue {
    .object([
      ("index", .int(card.index)),
      ("depth", .int(card.depth)),
      ("angleDegrees", .degrees(card.angle)),
      ("contentHidden", .bool(card.contentHidden)),
      ("borderWidth", .length(card.borderWidth)),
      ("dimming", .ratio(card.dimming)),
      ("quad", .array(card.quad.corners.map { .pair($0.x, $0.y) })),
      ("contentAlpha", .ratio(card.contentAlpha)),
      ("frame", .array([.length(card.frame.minX), .length(card.frame.minY), .length(card.frame.size.width), .length(card.frame.size.height)])),
    ])
  }

  static func jsonLine(_ record: CardsRecord) -> JSONValue {
    switch record {
    case .frame(let frame):
      return .object([
        ("t", .time(frame.time)), ("type", .string("frame")), ("topCard", .int(frame.topCard)),
        ("cards", .array(frame.cards.map(cardJSON))),
      ])
    case .gesture(let gesture):
      return .object([
        ("t", .time(gesture.time)), ("type", .string("gesture")), ("recognizer", .string("pan")),
        ("state", .string(gesture.state.description)),
        ("location", .pair(gesture.location.x, gesture.location.y)),
        ("translation", .pair(gesture.translation.dx, gesture.translation.dy)),
        ("velocity", gesture.velocity.map { .pair($0.dx, $0.dy) } ?? .null),
        ("direction", .string(gesture.direction.rawValue)),
        ("progress", .ratio(gesture.percent)),
        ("card", gesture.card.map { .int($0) } ?? .null),
      ])
    case .flip(let flip):
      var members = flipJSON(flip)
      members.insert(("type", .string("flip")), at: 1)
      return .object(members)
    case .flipEnd(let end):
      return .object([
        ("t", .time(end.time)), ("type", .string("flipEnd")), ("card", .int(end.card)),
        ("direction", .string(end.direction.rawValue)), ("outcome", .string(end.outcome.rawValue)),
        ("topCard", .int(end.topCard)), ("interrupted", .bool(end.interrupted)),
      ])
    case .warning(let warning):
      return .object([("t", .time(warning.time)), ("type", .string("warning")), ("message", .string(warning.message))])
    }
  }

  // MARK: - CSV and table

  /// One row per frame: the card that is turning (the one with the largest |angle|), or the head card.
  static func csvRow(_ frame: CardsFrame) -> String {
    guard let card = frame.cards.max(by: { abs($0.angle) < abs($1.angle) || (abs($0.angle) == abs($1.angle) && $0.depth > $1.depth) }) else {
      return Rounded.text(Rounded.time(frame.time)) + ",\(frame.topCard),,,,,,,,,,,,,,\n"
    }
    var fields = [
      Rounded.text(Rounded.time(frame.time)), String(frame.topCard), String(card.index), String(card.depth),
      Rounded.text(Rounded.ratio(card.angle * 180 / Double.pi)), card.contentHidden ? "1" : "0",
      Rounded.text(Rounded.length(card.borderWidth)), Rounded.text(Rounded.ratio(card.dimming)),
    ]
    for corner in card.quad.corners {
      fields.append(Rounded.text(Rounded.length(corner.x)))
      fields.append(Rounded.text(Rounded.length(corner.y)))
    }
    return fields.joined(separator: ",") + "\n"
  }

  static func tableLine(_ record: CardsRecord) -> String? {
    switch record {
    case .frame:
      return nil
    case .gesture(let gesture):
      guard gesture.state != .changed else { return nil }
      return Formatting.tableLine(gesture.time, "gesture   pan \(gesture.state) \(gesture.direction.rawValue)  progress \(Formatting.fixed(gesture.percent * 100, 1)) %"
        + (gesture.card.map { "  card \($0)" } ?? "  (no card)"))
    case .flip(let flip):
      let percent = flip.percentAtRelease.map { "  progress \(Formatting.fixed($0 * 100, 1)) %" } ?? ""
      return Formatting.tableLine(flip.time, "flip      \(flip.trigger.rawValue) \(flip.direction.rawValue) \(flip.outcome.rawValue)\(percent)"
        + (flip.card.map { "  card \($0)" } ?? "") + (flip.ignoredReason.map { "  (\($0.rawValue))" } ?? ""))
    case .flipEnd(let end):
      return Formatting.tableLine(end.time, "flipEnd   card \(end.card) \(end.direction.rawValue) \(end.outcome.rawValue)  topCard \(end.topCard)"
        + (end.interrupted ? "  interrupted" : ""))
    case .warning(let warning):
      return Formatting.tableLine(warning.time, "warning   \(warning.message)")
    }
  }
}
