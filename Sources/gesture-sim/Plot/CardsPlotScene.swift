import Gestures
import ScrollPhysics

/// The card-stack scene for `gesture-sim plot --scene cards`: the flip angle of
/// the turning card per frame, the pan's velocity while it runs, the pan's action
/// messages, each interaction's outcome and each flip's completion on the time
/// axis, and snapshots of the stack drawn from every card's projected 3-D quad
/// (``CardsFrame/Card/quad``): depth order, the white border, the dimming overlay,
/// and the card's back once it is past the perpendicular.
struct CardsPlotScene: PlotScene {
  let configuration: CardStackScene.Configuration
  let refreshRate: Double
  private var runner: SceneRunner<CardStackScene>
  private var records: [CardsRecord] = []
  private var frames: [CardsFrame] = []
  private var marks: [PlotMark] = []
  private var velocity: [PlotTimeline.Segment] = []
  /// Whether the last velocity segment belongs to a pan still in progress.
  private var panOpen = false
  private var velocityPoints: [(t: Double, value: Double, label: String, detail: String)] = []

  /// The skies of the cards' photos, by card index (repeated through the deck).
  static let skyColors = ["#74c0fc", "#ffc078", "#b197fc", "#63e6be", "#ffa8a8", "#ffe066", "#99e9f2", "#faa2c1"]
  /// The hills of the photos, by card index.
  static let hillColors = ["#2f9e44", "#e8590c", "#6741d9", "#0ca678", "#e03131", "#f08c00", "#1098ad", "#d6336c"]
  /// The card's back (its view's background colour, which shows once the content
  /// is hidden: the tutorial's way of giving the card a back).
  static let backColor = "#364fc7"
  static let backPatternColor = "#4c6ef5"
  static let screenColor = "#25262b"

  /// `options.scene.buttonFlipTimes` are the flip button's presses (`--flip-at`).
  init(options: SceneRunner<CardStackScene>.Options) {
    configuration = options.scene
    refreshRate = options.refreshRate
    runner = SceneRunner<CardStackScene>(options: options)
  }

  var viewport: Size { configuration.geometry.viewport }

  /// The head card's slot, where the pans start.
  var landmarks: [(rect: Rect, name: String)] { [(configuration.geometry.headFrame, "head card")] }

  mutating func feed(_ event: TouchEvent) {
    runner.feed(event, into: &records)
    drain(panVelocity: runner.scene?.panVelocity)
  }

  mutating func finish() -> PlotTimeline {
    let run = runner.finish(into: &records)
    drain(panVelocity: nil)
    let geometry = configuration.geometry
    var subtitle = "cards · \(geometry.cardCount) cards, \(geometry.visibleCount) visible · "
      + Formatting.display(viewport: viewport, scale: geometry.scale, refreshRate: refreshRate, style: .plot)
    subtitle += " · top card \(run.final.topCard) at the end: \(run.final.completedFlips) completed, \(run.final.cancelledFlips) cancelled, \(run.final.ignoredGestures) ignored"
    let threshold = configuration.completionThreshold
    var guides: [(value: Double, label: String)] = [(0, "flat"), (-90, "edge-on"), (-180, "turned over")]
    if threshold != 0.5 {
      guides.append((-180 * threshold, "down completes"))
      guides.append((-180 * (1 - threshold), "up completes"))
    }
    return PlotTimeline(
      subtitle: subtitle,
      quantityLabel: "flip angle of the turning card (°): past −90° its back shows; released past \(Formatting.fixed(threshold * 100, 0)) % of the turn it completes",
      velocityLabel: "pan velocity, y (pt/s, down positive: the recognizer's estimate while the pan runs)",
      quantity: angleSegments(), velocity: velocity, guides: guides, velocityPoints: velocityPoints,
      lanes: [.gestures, .flips, .completions], marks: marks, motion: motion(),
      start: frames.first?.time ?? 0, end: frames.last?.time ?? 0)
  }

  // MARK: - Records

  /// Moves the runner's new records into the frames, marks and velocity segments;
  /// `panVelocity` is the pan's estimate after the latest event (its `changed`
  /// sample).
  private mutating func drain(panVelocity: Vector?) {
    for record in records {
      switch record {
      case .frame(let frame):
        Self.appendFrame(frame, to: &frames, time: \.time, refreshRate: refreshRate)
      case .gesture(let gesture):
        marks.append(Self.mark(gesture))
        track(gesture, panVelocity: panVelocity)
      case .flip(let flip):
        marks.append(Self.mark(flip))
      case .flipEnd(let end):
        marks.append(Self.mark(end))
      case .warning(let warning):
        marks.append(Self.mark(warning))
      }
    }
    records.removeAllElements()
  }

  /// Adds the pan's velocity to the current segment: the estimate that picked the
  /// direction at `began`, the estimator's value at each `changed`, the release
  /// estimate at `ended` or `cancelled`.
  private mutating func track(_ gesture: CardsGesture, panVelocity: Vector?) {
    let speed = { (v: Double) in "\(Formatting.fixed(v, 0)) pt/s" }
    switch gesture.state {
    case .began:
      velocity.append([])
      panOpen = true
      if let v = gesture.velocity {
        velocity[velocity.count - 1].append((gesture.time, v.dy))
        velocityPoints.append((
          gesture.time, v.dy, "began \(speed(v.dy)): \(gesture.direction.rawValue)",
          "\(gesture.time) pan began with velocity \(speed(v.dy)) (y): its sign picks the direction \(gesture.direction.rawValue)"))
      }
    case .changed:
      if panOpen, let v = panVelocity { velocity[velocity.count - 1].append((gesture.time, v.dy)) }
    case .ended, .cancelled:
      if panOpen, let v = gesture.velocity {
        velocity[velocity.count - 1].append((gesture.time, v.dy))
        velocityPoints.append((
          gesture.time, v.dy, "release \(speed(v.dy))",
          "\(gesture.time) pan \(gesture.state.description) with velocity \(speed(v.dy)) (y) at \(Formatting.fixed(gesture.percent * 100, 1)) %"))
      }
      panOpen = false
    case .possible, .failed:
      break
    }
    if let last = velocity.last, last.isEmpty, !panOpen { velocity.removeLast() }
  }

  private static func percentText(_ percent: Double) -> String { "\(Formatting.fixed(percent * 100, 0)) %" }

  private static func arrow(_ direction: CardFlip.Direction) -> String {
    switch direction {
    case .down: return "↓"
    case .up: return "↑"
    }
  }

  private static func mark(_ gesture: CardsGesture) -> PlotMark {
    let card = gesture.card.map { "card \($0)" } ?? "no card"
    var label: String
    switch gesture.state {
    case .began: label = "pan began \(arrow(gesture.direction)) \(card)"
    case .changed: label = ""
    case .ended: label = "pan ended at \(percentText(gesture.percent))"
    case .cancelled: label = "pan cancelled"
    case .possible, .failed: label = "pan \(gesture.state.description)"
    }
    if case .began = gesture.state, gesture.velocity == nil { label += " (no estimate: by translation)" }
    var detail = "\(gesture.time) pan \(gesture.state.description) at (\(Formatting.fixed(gesture.location.x, 1)), \(Formatting.fixed(gesture.location.y, 1)))"
    detail += ", translation y \(Formatting.fixed(gesture.translation.dy, 2)) pt, percent \(Formatting.fixed(gesture.percent, 4)), \(gesture.direction.rawValue), \(card)"
    if let velocity = gesture.velocity { detail += ", velocity y \(Formatting.fixed(velocity.dy, 1)) pt/s" }
    return PlotMark(t: gesture.time, lane: .gestures, label: label, detail: detail)
  }

  private static func mark(_ flip: CardFlip) -> PlotMark {
    var label = flip.trigger == .button ? "button: " : ""
    label += "\(flip.outcome.rawValue) \(arrow(flip.direction))"
    if let card = flip.card { label += " card \(card)" }
    if let percent = flip.percentAtRelease, flip.outcome != .ignored { label += " (\(percentText(percent)))" }
    if let reason = flip.ignoredReason { label += " (\(reason.rawValue))" }
    if flip.touchCancelled { label += " (touch cancelled)" }
    var detail = "\(flip.time) \(flip.trigger.rawValue) flip \(flip.direction.rawValue): \(flip.outcome.rawValue)"
    if let card = flip.card { detail += ", card \(card)" }
    if let percent = flip.percentAtRelease { detail += ", percent at release \(Formatting.fixed(percent, 4))" }
    if let reason = flip.ignoredReason { detail += ", reason \(reason.rawValue)" }
    return PlotMark(t: flip.time, lane: .flips, label: label, detail: detail)
  }

  private static func mark(_ end: CardFlipEnd) -> PlotMark {
    var label: String
    switch (end.outcome, end.direction) {
    case (.completed, .down): label = "card \(end.card) left the stack: top \(end.topCard)"
    case (.completed, .up): label = "card \(end.card) back on top"
    case (.cancelled, _), (.ignored, _): label = "card \(end.card) fell back"
    }
    if end.interrupted { label += " (cut short)" }
    let detail = "\(end.time) flip of card \(end.card) \(end.direction.rawValue) \(end.outcome.rawValue): animation "
      + "\(end.interrupted ? "finished early by a new interaction" : "ended"); top card \(end.topCard)"
    return PlotMark(t: end.time, lane: .completions, label: label, detail: detail)
  }

  // MARK: - Series

  /// The card that turns in `frame`: the front-most card whose angle is not 0.
  private static func turningCard(_ frame: CardsFrame) -> CardsFrame.Card? {
    frame.cards.filter { $0.angle != 0 }.min { $0.depth < $1.depth }
  }

  /// The turning card's angle in degrees at every frame (0 when every card is
  /// flat), as segments. The line goes on while the same card turns, when a flat
  /// card starts turning and when the turning card comes back flat; it breaks
  /// where the plotted card changes otherwise: a card that leaves the stack turned
  /// over (−180°) is followed by a flat stack (0°), an up pan brings back a card
  /// from −180°, a new pan cuts a flip short.
  private func angleSegments() -> [PlotTimeline.Segment] {
    var segments: [PlotTimeline.Segment] = []
    var current: PlotTimeline.Segment = []
    var previous: (frame: CardsFrame, card: Int?)?
    for frame in frames {
      let card = Self.turningCard(frame)
      let value = (card?.angle ?? 0) * 180 / Double.pi + 0
      if let previous, previous.card != card?.index {
        let continuous: Bool
        switch (previous.card, card) {
        case (nil, let card?): continuous = previous.frame.card(card.index)?.angle == 0
        case (let index?, nil): continuous = frame.card(index)?.angle == 0
        case (nil, nil), (_?, _?): continuous = false
        }
        if !continuous {
          segments.append(current)
          current = []
        }
      }
      current.append((frame.time, value))
      previous = (frame, card?.index)
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }

  /// The accumulated motion at every frame: the degrees every card on screen
  /// turned plus the points its top edge moved (the stack moving up or down one
  /// depth moves the top edges by about 100 pt in all), frame to frame.
  private func motion() -> [(t: Double, value: Double)] {
    var result: [(t: Double, value: Double)] = []
    result.reserveCapacity(frames.count)
    var total = 0.0
    var previous: CardsFrame?
    for frame in frames {
      if let previous {
        for card in frame.cards {
          guard let before = previous.card(card.index) else { continue }
          total += abs(card.angle - before.angle) * 180 / Double.pi + abs(card.frame.minY - before.frame.minY)
        }
      }
      result.append((frame.time, total))
      previous = frame
    }
    return result
  }

  // MARK: - Snapshots

  func snapshot(at time: Double) -> PlotSnapshot {
    guard let frame = PlotTimeline.frame(of: frames, time: \.time, atOrBefore: time) else {
      return .noFrame(at: time)
    }
    let size = viewport
    var shapes: [PlotShape] = [
      .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), fill: Self.screenColor, opacity: 1, role: "background")
    ]
    // Back to front: the deepest card first; the card turning towards the viewer
    // (depth 0 or −1, rotated out of the stack's plane) last.
    for card in frame.cards.sorted(by: { $0.depth > $1.depth }) {
      draw(card, into: &shapes)
    }
    var caption = ["t = \(Formatting.fixed(frame.time, 3)) s · top card \(frame.topCard)"]
    if let turning = Self.turningCard(frame) {
      let degrees = turning.angle * 180 / Double.pi
      caption.append("card \(turning.index) at \(Formatting.fixed(degrees, 0))°")
      caption.append(turning.contentHidden ? "its back shows" : "its front shows")
    } else {
      caption.append("every card flat")
      let geometry = configuration.geometry
      let settled = frame.cards.allSatisfy { $0.depth < 0 || $0.frame == geometry.frame(atDepth: $0.depth) }
      caption.append(settled ? "stack at rest" : "stack moving")
    }
    return PlotSnapshot(time: frame.time, caption: caption, shapes: shapes, focus: nil)
  }

  /// One card: its back (the view's background), the photo inset by the border
  /// (at the content's alpha, unless hidden), the white border and the black
  /// dimming overlay, each mapped through the card layer's flip transform.
  private func draw(_ card: CardsFrame.Card, into shapes: inout [PlotShape]) {
    let geometry = configuration.geometry
    let layer = geometry.cardLayer(frame: card.frame, angle: card.angle)
    let width = card.frame.size.width, height = card.frame.size.height
    func projected(_ points: [Point]) -> [Point] {
      points.map { layer.convertToSuperlayer($0) ?? $0 }
    }
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
      projected([Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)])
    }
    let quad = card.quad
    shapes.append(.polygon(quad.corners, fill: Self.backColor, opacity: 1, stroke: "#141517", role: "card"))
    if card.contentAlpha < 1 {
      // The back's pattern: an inset panel.
      let inset = min(width, height) * 0.1
      shapes.append(.polygon(rect(inset, inset, width - 2 * inset, height - 2 * inset), fill: Self.backPatternColor, opacity: 1, stroke: nil, role: "card-back"))
    }
    if card.contentAlpha > 0 && !card.contentHidden {
      let b = card.borderWidth
      let (x0, y0, w, h) = (b, b, width - 2 * b, height - 2 * b)
      let sky = Self.skyColors[card.index % Self.skyColors.count]
      let hill = Self.hillColors[card.index % Self.hillColors.count]
      let alpha = card.contentAlpha
      shapes.append(.polygon(rect(x0, y0, w, h), fill: sky, opacity: alpha, stroke: nil, role: "card-content"))
      // A sun: a 16-gon in the upper right.
      let sun = Point(x: x0 + w * 0.72, y: y0 + h * 0.24)
      let radius = w * 0.11
      let disc = (0..<16).map { k -> Point in
        let a = Double(k) * Double.pi / 8
        return Point(x: sun.x + radius * Elementary.cos(a), y: sun.y + radius * Elementary.sin(a))
      }
      shapes.append(.polygon(projected(disc), fill: "#fff3bf", opacity: alpha, stroke: nil, role: "card-content"))
      // Two hills and the ground.
      let ground = y0 + h * 0.78
      shapes.append(.polygon(
        projected([Point(x: x0, y: ground), Point(x: x0 + w * 0.35, y: y0 + h * 0.45), Point(x: x0 + w * 0.75, y: ground)]),
        fill: hill, opacity: alpha, stroke: nil, role: "card-content"))
      shapes.append(.polygon(
        projected([Point(x: x0 + w * 0.4, y: ground), Point(x: x0 + w * 0.72, y: y0 + h * 0.56), Point(x: x0 + w, y: y0 + h * 0.7), Point(x: x0 + w, y: ground)]),
        fill: hill, opacity: alpha * 0.7, stroke: nil, role: "card-content"))
      shapes.append(.polygon(rect(x0, ground, w, y0 + h - ground), fill: "#495057", opacity: alpha, stroke: nil, role: "card-content"))
    }
    if card.borderWidth > 0 {
      // The white border, drawn over the content as CALayer draws it: four strips.
      let b = card.borderWidth
      for strip in [(0.0, 0.0, width, b), (0, height - b, width, b), (0, b, b, height - 2 * b), (width - b, b, b, height - 2 * b)] {
        shapes.append(.polygon(rect(strip.0, strip.1, strip.2, strip.3), fill: "#ffffff", opacity: 1, stroke: nil, role: "card-border"))
      }
    }
    if card.dimming > 0 {
      shapes.append(.polygon(quad.corners, fill: "#000000", opacity: card.dimming, stroke: nil, role: "card-dimming"))
    }
  }

  /// The last frame at or before `time`, or the first frame.
}
