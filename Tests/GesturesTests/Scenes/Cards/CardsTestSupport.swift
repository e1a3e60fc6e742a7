import Gestures
import ScrollPhysics

/// Runs `events` through the card stack with `configuration` at `refreshRate` (hertz).
func runCards(
  _ events: [TouchEvent], configuration: CardStackScene.Configuration = .init(), refreshRate: Double = 120,
  flipTimes: [Double] = []
) -> (run: CardsRun, records: [CardsRecord]) {
  CardsRun.run(
    events,
    options: CardsRunner.Options(scene: configuration, refreshRate: refreshRate, buttonFlipTimes: flipTimes))
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
