import ScrollPhysics

/// What UIKit's standard recognizers find in a trace: what `gesture-sim run --scene
/// gestures` prints.
///
/// One view covers the screen. Each chosen recognizer kind runs **alone** on it, at
/// UIKit's defaults, in an arena of its own (no competition, no failure requirement),
/// so the report answers, kind by kind, "what would this recognizer do with this
/// trace":
/// - `tap`: a single tap (`TapRecognizer()`: 45 pt, recognized at the lift);
/// - `pan`: `PanRecognizer` (10 pt per axis), whose velocity is UIKit's `velocity(in:)`
///   (`PanVelocityEstimator`, 0.2/0.8 over the last two moves), zero when the finger
///   rested at least 0.1 s before lifting (`RestingReleaseRule.uikit`, a stand-in for a
///   real finger's jitter in trace files whose rests are `stationary` rows);
/// - `long-press`: `LongPressRecognizer()` (0.5 s, 10 pt), beginning at its deadline;
/// - `swipe`: `SwipeRecognizer(direction: .all)`, any of the four directions;
/// - `screen-edge-pan`: `ScreenEdgePanRecognizer(edges: .all)` on the screen `bounds`,
///   watching all four edges (13 pt, 11 at the bottom);
/// - `pinch`: `PinchRecognizer()` (8 pt of hysteresis on the fingers' distance, removed
///   at the begin; stays active with one finger left);
/// - `rotation`: `RotationRecognizer()` (5°–10° threshold growing with the pinch,
///   clockwise positive).
///
/// What the view under the touches receives while each kind looks at them is a
/// `ViewRecord` (`TouchDelivery`: `touchesBegan`, `touchesMoved`, `touchesEnded`,
/// `touchesCancelled`, with the kind's UIKit delivery properties: the screen-edge pan
/// delays touches began; every kind cancels touches in the view when it succeeds and
/// delays touches ended).
///
/// Every state change is a `Record`, in time order (deadline transitions at their own
/// time, between events); within one instant, in the order of `kinds`. Feed every
/// event with `handle(_:)`, then call `finish()` so that pending deadlines run.
package struct GestureSummary: Sendable {
  /// The estimator behind the pan's velocity.
  package typealias PanEstimator = RestAwareVelocityEstimator<PanVelocityEstimator>

  /// One state change of one recognizer.
  package struct Record: Hashable, Sendable {
    /// The recognizer's kind (also its identifier in the report).
    package var kind: RecognizerKind
    /// The transition, with its time and values.
    package var output: GestureOutput
    /// Its position in the report's stream of records and view calls.
    package var order: Int
  }

  /// One call the view receives while the recognizer of `kind` looks at its touches
  /// (`TouchDelivery`, with the kind's UIKit delivery properties).
  package struct ViewRecord: Hashable, Sendable {
    package var kind: RecognizerKind
    package var call: TouchDelivery.Record
    /// Its position in the report's stream of records and view calls.
    package var order: Int
  }

  /// The recognizer kinds run, in report order.
  package let kinds: [RecognizerKind]
  /// The display, in points (the edge pan's edges).
  package let bounds: Rect
  /// Every state change so far, in time order.
  package private(set) var records: [Record] = []
  /// Every call the view received so far, per kind, in time order.
  package private(set) var viewRecords: [ViewRecord] = []
  private var deliveries: [TouchDelivery] = []
  private var calls: [TouchDelivery.Record] = []
  private var order = 0

  private var arenas: [GestureArena<PanEstimator>] = []
  private var outputs: [GestureOutput] = []
  private var lastTime = -Double.infinity

  /// Creates the summary running `kinds` (each once, in `RecognizerKind` order whatever
  /// the order given) on a display of `bounds`.
  package init(kinds: [RecognizerKind] = RecognizerKind.allCases, bounds: Rect = Rect(origin: .zero, size: Display.defaultViewport)) {
    self.kinds = RecognizerKind.allCases.filter(kinds.contains)
    self.bounds = bounds
    for kind in self.kinds {
      var arena = GestureArena<PanEstimator>()
      // Any trace coordinate hits the view: the edge pan decides by `bounds` itself.
      let view = arena.addRegion(frame: Rect(x: -2_000_000, y: -2_000_000, width: 4_000_000, height: 4_000_000))
      switch kind {
      case .tap:
        _ = arena.add(TapRecognizer(), to: view)
      case .pan:
        let estimator = RestAwareVelocityEstimator(PanVelocityEstimator(), rule: .uikit)
        _ = arena.add(PanRecognizer(estimator: estimator), to: view)
      case .longPress:
        _ = arena.add(LongPressRecognizer(), to: view)
      case .swipe:
        _ = arena.add(SwipeRecognizer(direction: .all), to: view)
      case .screenEdgePan:
        _ = arena.add(ScreenEdgePanRecognizer(edges: .all, bounds: bounds), to: view)
      case .pinch:
        _ = arena.add(PinchRecognizer(), to: view)
      case .rotation:
        _ = arena.add(RotationRecognizer(), to: view)
      }
      arenas.append(arena)
      deliveries.append(TouchDelivery(policies: [0: .uikitDefault(for: kind)]))
    }
  }

  /// Lets time run to `event.time` (deadlines fire at their own time), then feeds the
  /// event to every recognizer.
  package mutating func handle(_ event: TouchEvent) {
    runDeadlines(upTo: event.time)
    lastTime = max(lastTime, event.time)
    for k in arenas.indices {
      outputs.removeAllElements()
      arenas[k].handle(event, into: &outputs)
      append(outputs, kind: k, event: true)
      calls.removeAllElements()
      deliveries[k].deliver(event, into: &calls)
      appendCalls(kind: k)
    }
  }

  /// Records `outputs` of kind `k` and what they make the view receive (`event`: the
  /// outputs of the event delivered next, not deadlines').
  private mutating func append(_ outputs: [GestureOutput], kind k: Int, event: Bool = false) {
    for output in outputs {
      records.append(Record(kind: kinds[k], output: output, order: order))
      order += 1
    }
    calls.removeAllElements()
    deliveries[k].apply(outputs, into: &calls, event: event)
    appendCalls(kind: k)
  }

  private mutating func appendCalls(kind k: Int) {
    for call in calls {
      viewRecords.append(ViewRecord(kind: kinds[k], call: call, order: order))
      order += 1
    }
  }

  /// Lets time pass until no recognizer waits on a deadline.
  package mutating func finish() {
    while let deadline = arenas.compactMap(\.nextDeadline).min() {
      runDeadlines(upTo: max(deadline, lastTime))
    }
  }

  /// Runs every deadline at or before `time`, earliest first across the kinds.
  private mutating func runDeadlines(upTo time: Double) {
    while let deadline = arenas.compactMap(\.nextDeadline).filter({ $0 <= time }).min() {
      for k in arenas.indices where arenas[k].nextDeadline.map({ $0 <= deadline }) ?? false {
        outputs.removeAllElements()
        arenas[k].advance(to: deadline, into: &outputs)
        append(outputs, kind: k)
      }
    }
  }
}
