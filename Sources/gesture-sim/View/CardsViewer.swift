import Gestures
import ScrollPhysics

/// The card-stack scene for `gesture-sim view --scene cards`: every card on screen
/// drawn back to front from the model's layer geometry
/// (`CardStackGeometry.cardLayer(frame:angle:)`: anchor point (0.5, 1), position
/// at the bottom edge's midpoint, the flip `Transform3D` with m34 = −1/2000) as a
/// CSS `matrix3d`, with its border, dimming and back; the turning card's angle and
/// the pan's velocity per frame; gestures, flips and completions in the log.
struct CardsViewer: RunnerViewer {
  let configuration: CardStackScene.Configuration
  var run: ViewerRun<ProbedScene<CardsPanVelocityProbe>>
  private var matrices = ViewerMatrices()
  private var cards: [JSONValue] = []

  /// `options.scene.buttonFlipTimes` are the flip button's presses (`--flip-at`).
  init(options: SceneRunner<CardStackScene>.Options) {
    let configuration = options.scene
    self.configuration = configuration
    let geometry = configuration.geometry
    run = ViewerRun(
      scene: "cards", title: "card stack", settings: "\(geometry.cardCount) cards, \(geometry.visibleCount) visible",
      viewport: geometry.viewport, scale: geometry.scale, probing: options,
      series: [
        .init(key: "angle", label: "flip angle", unit: "°", decimals: 1),
        .init(key: "velocity", label: "pan velocity y", unit: "pt/s", decimals: 0),
        .init(key: "top", label: "top card", unit: "", decimals: 0),
      ],
      charts: [
        .init(title: "flip angle of the turning card", unit: "°", series: [("angle", "#1c7ed6")],
              guides: [(0, "flat"), (-90, "edge-on"), (-180, "turned over")]),
        .init(title: "pan velocity, y (down positive)", unit: "pt/s", series: [("velocity", "#e8590c")], guides: [(0, "")]),
      ])
  }

  mutating func finish() -> ViewerData {
    let summary = run.finish(cameToRest: \.cameToRest)
    drain()
    run.data.launch = summary.launchTime
    run.data.picture = [
      ("matrices", .array(matrices.values)),
      ("cards", .array(cards)),
    ]
    return run.data
  }

  /// Moves the new records into the page's data.
  mutating func drain() {
    let geometry = configuration.geometry
    for record in run.takeRecords() {
      switch record {
      case .frame(let frame):
        // The turning card: the largest |angle|, else the head card (as `run --format csv`).
        let turning = frame.cards.max { abs($0.angle) < abs($1.angle) }
        let angle = (turning?.angle ?? 0) == 0 ? 0 : turning!.angle
        // The pan's velocity estimate at the frame (the scene's estimator), none while no pan runs.
        run.data.addFrame(
          at: frame.time, values: [angle * 180 / Double.pi, run.nextSample(), Double(frame.topCard)],
          state: angle == 0 ? "stack still" : "card \(turning!.index) turning")
        var list: [JSONValue] = []
        for card in frame.cards {
          let layer = geometry.cardLayer(frame: card.frame, angle: card.angle)
          let matrix = matrices.index(of: layer.transform)
          list.append(.array(
            [.int(card.index), .int(card.depth)] + ViewerData.layer(layer, matrix: matrix)
              + [.int(card.contentHidden ? 1 : 0), ViewerData.number(card.contentAlpha), ViewerData.number(card.borderWidth),
                 ViewerData.number(card.dimming)]))
        }
        cards.append(.array(list))
      case .gesture(let gesture):
        run.data.log(CardsReport.jsonLine(record), marked: !ViewerData.isPerFrame(gesture.state))
      case .flip, .flipEnd, .warning:
        run.data.log(CardsReport.jsonLine(record), marked: true)
      }
    }
  }
}
