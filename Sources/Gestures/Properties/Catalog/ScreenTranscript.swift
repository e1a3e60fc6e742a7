import ScrollPhysics

/// A trace run through a `ScreenScene` as `gesture-sim run` runs it (`SceneReplay`: the
/// replayer's frames, launch at the first event, frames after the last touch until the
/// scene rests, at most 10 s), with what the screen properties need beside the records:
/// each touch's life and the view it hit, and where touch sequences begin.
///
/// Touches and sequences are read off the trace itself (a sequence begins with a touch-down
/// while no finger of the trace is down), so two runs of one trace at two refresh rates
/// have the same ones. The view a touch hit is the scene's hit-test (what the properties
/// judge is what follows it: the arena and touch delivery).
struct ScreenTranscript {
  /// One finger from its touch-down to its lift.
  struct TouchLife {
    /// The finger.
    var finger: Int
    /// The id of the view it hit, or nil when it hit none.
    var view: String?
    /// Indexes in `records`: the first record of its touch sequence, the first record its
    /// touch-down event caused and the first after them, and the first record after its
    /// lift event (`records.count` if it never lifted).
    var sequenceRecord: Int
    var downRecord: Int
    var downEnd: Int
    var upRecord: Int
    /// The recognizers waiting for a failure requirement just before its touch-down
    /// (they ignore it, UIKit's waiting tap: their success may close an older gesture).
    var waitingAtDown: Set<String>
  }

  /// The scene's state just before a touch sequence begins.
  struct SequenceStart {
    /// The index of its first event, its time (seconds) and the index in `records` of the
    /// first record its first event caused.
    var event: Int
    var time: Double
    var record: Int
    /// Whether the scene was at rest, and each scroll view's offset then (document order).
    var atRest: Bool
    var offsets: [Point]
  }

  var records: [ScreenRecord] = []
  var touches: [TouchLife] = []
  var sequences: [SequenceStart] = []
  /// Whether the scene came to rest within the settle limit after the last touch.
  var cameToRest = false
  /// The time of the last input, seconds.
  var endTime = 0.0
  /// Each scroll view's id, final offset and bounds at the end (document order).
  var finalScrollViews: [(id: String, offset: Point, page: ScrollViewScenePage?)] = []

  /// How long frames run after the last touch while something moves, seconds (as `run`).
  static let settleLimit = 10.0

  /// Runs `events` through `screen` at `refreshRate` (hertz).
  init(screen: Screen, events: [TouchEvent], refreshRate: Double) {
    let start = events.first?.time ?? 0
    var scene = ScreenScene(screen: screen, launchTime: start, refreshRate: refreshRate)
    var buffer: [ScreenRecord] = []
    var down: [Int: Int] = [:]  // finger → index in touches
    var all: [ScreenRecord] = []
    var lives: [TouchLife] = []
    var starts: [SequenceStart] = []
    let outcome = SceneReplay<ScreenScene>.run(
      &scene, events: events, refreshRate: refreshRate, startTime: start, settleLimit: Self.settleLimit, records: &buffer
    ) { step, scene, records in
      switch step {
      case .beforeEvent(let index):
        let event = events[index]
        guard event.touches.contains(where: { $0.phase == .began }) else { return nil }
        if down.isEmpty {
          starts.append(SequenceStart(
            event: index, time: event.time, record: all.count, atRest: scene.isAtRest,
            offsets: scene.scrollViews.map(\.scrollView.contentOffset)))
        }
        var waiting = Set<String>()
        for (r, info) in scene.recognizerInfo.enumerated() where scene.arena.isWaitingForFailure(GestureRecognizerID(rawValue: r)) {
          waiting.insert(info.id)
        }
        for touch in event.touches where touch.phase == .began {
          down[touch.id] = lives.count
          lives.append(TouchLife(
            finger: touch.id, view: nil, sequenceRecord: starts.last?.record ?? 0, downRecord: all.count, downEnd: all.count,
            upRecord: Int.max, waitingAtDown: waiting))
        }
      case .afterEvent(let index):
        all += records
        for touch in events[index].touches {
          guard let life = down[touch.id] else { continue }
          if touch.phase == .began {
            lives[life].downEnd = all.count
            if let f = scene.fingerIDs.firstIndex(of: touch.id) { lives[life].view = scene.views[scene.fingerViews[f]].id }
          }
          if touch.phase.isEnd {
            lives[life].upRecord = all.count
            down[touch.id] = nil
          }
        }
      case .afterFrame:
        all += records
      }
      return nil
    }
    for index in lives.indices where lives[index].upRecord == Int.max { lives[index].upRecord = all.count }
    records = all
    touches = lives
    sequences = starts
    cameToRest = outcome.cameToRest
    endTime = outcome.endTime
    finalScrollViews = scene.scrollViews.map { ($0.id, $0.scrollView.contentOffset, $0.page) }
  }
}
