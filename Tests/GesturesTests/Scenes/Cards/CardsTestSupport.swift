import Gestures
import ScrollPhysics
import Testing

/// Runs `events` through the card stack with `configuration` at `refreshRate` (hertz).
func runCards(
  _ events: [TouchEvent], configuration: CardStackScene.Configuration = .init(), refreshRate: Double = 120,
  flipTimes: [Double] = []
) throws(SetupProblem) -> (summary: CardsSummary, records: [CardsRecord]) {
  var configuration = configuration
  configuration.buttonFlipTimes = flipTimes
  return SceneRunner<CardStackScene>.run(
    events, options: try SceneRunner<CardStackScene>.Options(scene: configuration, refreshRate: refreshRate))
}

/// Builds single-finger touch traces for the card stack, one event per sample.
struct CardScript {
  /// The events so far, in time order.
  var events: [TouchEvent] = []
  /// The time of the next event, in seconds.
  var time: Double
  /// The sampling rate of drags, in hertz.
  var sampleRate: Double = 120
  /// The finger identifier of the next touch.
  var finger = 0

  init(start: Double = 0.1) { time = start }

  mutating func add(_ phase: TouchPhase, _ point: Point) {
    events.append(TouchEvent(time: time, touches: [Touch(id: finger, phase: phase, location: point)]))
  }

  /// Lets `seconds` pass with no input.
  mutating func wait(_ seconds: Double) { time += seconds }

  /// A tap at `point`: down, up `hold` seconds later at the same place.
  mutating func tap(_ point: Point, hold: Double = 0.08) {
    add(.began, point)
    time += hold
    add(.ended, point)
    finger += 1
  }

  /// A vertical drag from `start` by `dy` points (positive: down) at a constant
  /// `speed` (points per second), one sample per 1/`sampleRate` s (the last step may
  /// be shorter); then, with `rest` > 0, the finger rests `rest` seconds (no
  /// samples) and lifts where it stopped; with `rest` 0 it lifts one sample later
  /// at the same place. `end` chooses how the touch ends (`.ended` or `.cancelled`).
  mutating func drag(from start: Point, dy: Double, speed: Double, rest: Double = 0, end: TouchPhase = .ended) {
    add(.began, start)
    let dt = 1 / sampleRate
    let steps = max(1, Int((abs(dy) / speed * sampleRate).rounded(.up)))
    var point = start
    for k in 1...steps {
      time += dt
      point = Point(x: start.x, y: start.y + dy * Double(k) / Double(steps))
      add(.moved, point)
    }
    time += rest > 0 ? rest : dt
    add(end, point)
    finger += 1
  }

  /// A drag through the given vertical offsets from `start` (points, relative to
  /// the start), one sample each 1/`sampleRate` s, lifting (`end`) one sample after
  /// the last at the same place.
  mutating func path(from start: Point, offsets: [Double], end: TouchPhase = .ended) {
    add(.began, start)
    var point = start
    for dy in offsets {
      time += 1 / sampleRate
      point = Point(x: start.x, y: start.y + dy)
      add(.moved, point)
    }
    time += 1 / sampleRate
    add(end, point)
    finger += 1
  }
}

extension Array where Element == CardsRecord {
  /// The frame records, in order.
  var frames: [CardsFrame] {
    compactMap { if case .frame(let f) = $0 { return f } else { return nil } }
  }
  /// The gesture records, in order.
  var gestures: [CardsGesture] {
    compactMap { if case .gesture(let g) = $0 { return g } else { return nil } }
  }
  /// The flip outcome records, in order.
  var flips: [CardFlip] {
    compactMap { if case .flip(let f) = $0 { return f } else { return nil } }
  }
  /// The flip end records, in order.
  var flipEnds: [CardFlipEnd] {
    compactMap { if case .flipEnd(let e) = $0 { return e } else { return nil } }
  }
  /// The warnings, in order.
  var warnings: [SceneWarning] {
    compactMap { if case .warning(let w) = $0 { return w } else { return nil } }
  }
}

/// A one-line text of a record, for failure messages.
func describe(_ record: CardsRecord) -> String {
  switch record {
  case .frame(let f):
    let cards = f.cards.map { "#\($0.index)@\($0.depth) a=\($0.angle) h=\($0.contentHidden)" }.joined(separator: " ")
    return "\(f.time) frame top=\(f.topCard) \(cards)"
  case .gesture(let g):
    return "\(g.time) gesture \(g.state) tr=\(g.translation) v=\(String(describing: g.velocity)) \(g.direction) p=\(g.percent) card=\(String(describing: g.card))"
  case .flip(let f):
    return "\(f.time) flip \(f.trigger) \(f.direction) \(f.outcome) card=\(String(describing: f.card)) p=\(String(describing: f.percentAtRelease)) cancelled=\(f.touchCancelled) reason=\(String(describing: f.ignoredReason))"
  case .flipEnd(let e):
    return "\(e.time) flipEnd card=\(e.card) \(e.direction) \(e.outcome) top=\(e.topCard) interrupted=\(e.interrupted)"
  case .warning(let w): return "\(w.time) warning \(w.message)"
  }
}

/// The head card's centre at launch: x 45…345, y 240…640.
let cardCentre = Point(x: 195, y: 440)

/// Drives a `CardStackScene` input by input and keeps the records of the latest input.
struct CardsDriver {
  var scene: CardStackScene
  /// The records of the latest input.
  var latest: [CardsRecord] = []
  /// Every record so far.
  var all: [CardsRecord] = []

  init(_ configuration: CardStackScene.Configuration = .init(), launchTime: Double = 0, presses: [Double] = []) {
    var configuration = configuration
    configuration.buttonFlipTimes = presses
    scene = CardStackScene(configuration: configuration, launchTime: launchTime)
  }

  /// One touch sample of finger `id` at (x, y) at time `t`.
  mutating func touch(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double, id: Int = 0) {
    latest.removeAll()
    scene.handle(TouchEvent(time: t, touches: [Touch(id: id, phase: phase, location: Point(x: x, y: y))]), into: &latest)
    all += latest
  }

  /// The display frame at `t`.
  mutating func frame(_ t: Double) {
    latest.removeAll()
    scene.frame(at: t, into: &latest)
    all += latest
  }

  /// A press of the flip button at `t`.
  mutating func press(_ t: Double) {
    latest.removeAll()
    scene.pressFlipButton(at: t, into: &latest)
    all += latest
  }

  /// The latest records' types, in order.
  var latestTypes: [String] { latest.map(\.type) }
}

/// The whole observable state of a card-stack scene, for exhaustive scenario checks.
struct CardsExpectation {
  var topCard = 0
  var completed = 0
  var cancelled = 0
  var ignored = 0
  /// The pan in progress: direction, card, percent.
  var pan: (direction: CardFlip.Direction, card: Int?, percent: Double)? = nil
  var flipping = false
  var moving = false
  /// The cards on screen, front to back.
  var visible: [Int] = [0, 1, 2, 3]
  /// Angles of the cards on screen; cards not listed are flat (0).
  var angles: [Int: Double] = [:]
  /// Cards on screen whose content is hidden (their back shows, border 0).
  var hidden: Set<Int> = []
}

/// Checks every field of `expected` against `scene`, and that each card's border and
/// dimming are its layout's (border 0 when hidden).
func expectState(
  _ scene: CardStackScene, _ expected: CardsExpectation, _ context: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let at = "t=\(scene.time) \(context)"
  #expect(scene.topCard == expected.topCard, "topCard \(at)", sourceLocation: sourceLocation)
  #expect(scene.completedFlips == expected.completed, "completed \(at)", sourceLocation: sourceLocation)
  #expect(scene.cancelledFlips == expected.cancelled, "cancelled \(at)", sourceLocation: sourceLocation)
  #expect(scene.ignoredGestures == expected.ignored, "ignored \(at)", sourceLocation: sourceLocation)
  if let pan = expected.pan {
    #expect(scene.isPanning && scene.panDirection == pan.direction && scene.panCard == pan.card, "pan \(at)", sourceLocation: sourceLocation)
    #expect(abs((scene.panPercent ?? .nan) - pan.percent) < 1e-12, "percent \(String(describing: scene.panPercent)) \(at)", sourceLocation: sourceLocation)
  } else {
    #expect(!scene.isPanning, "no pan \(at)", sourceLocation: sourceLocation)
  }
  #expect(scene.isFlipping == expected.flipping, "flipping \(at)", sourceLocation: sourceLocation)
  #expect(scene.isStackMoving == expected.moving, "moving \(at)", sourceLocation: sourceLocation)
  #expect(scene.visibleCards == expected.visible, "visible \(scene.visibleCards) \(at)", sourceLocation: sourceLocation)
  let frame = scene.currentFrame
  #expect(frame.cards.map(\.index) == expected.visible && frame.topCard == expected.topCard, sourceLocation: sourceLocation)
  for card in frame.cards {
    let angle = expected.angles[card.index] ?? 0
    #expect(abs(card.angle - angle) < 1e-9, "card \(card.index) angle \(card.angle) vs \(angle) \(at)", sourceLocation: sourceLocation)
    let hidden = expected.hidden.contains(card.index)
    #expect(card.contentHidden == hidden, "card \(card.index) hidden \(at)", sourceLocation: sourceLocation)
    let layout = scene.layout(ofCard: card.index)
    #expect(card.borderWidth == (hidden ? 0 : layout.borderWidth), "card \(card.index) border \(at)", sourceLocation: sourceLocation)
    #expect(card.dimming == layout.dimming && card.frame == layout.frame, "card \(card.index) layout \(at)", sourceLocation: sourceLocation)
    #expect(card.depth == card.index - expected.topCard, sourceLocation: sourceLocation)
  }
}

/// −π·x, for angles written as fractions of a half turn.
func halfTurns(_ x: Double) -> Double { -Double.pi * x }
