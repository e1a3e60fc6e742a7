import ScrollPhysics

/// The screen properties ("Properties, over generated screens"): each case is
/// a random screen (`ScreenGenerator`: up to 8 views, 2 scroll views that may nest, 6
/// recognizers with random relations) and a random trace aimed at its views, run through
/// `ScreenScene` as `gesture-sim run --screen` runs it; a failure shrinks both
/// (`TraceShrinker+Screen.swift`) and is reported with the screen's JSON. On a user's own screen
/// (`properties(on:)`, `check --screen FILE`) only the trace is random and shrunk.
///
/// | Property | What must hold |
/// |---|---|
/// | `screen-exclusive` | while a touch is down, at most one of the recognizers on its view's chain that may not recognize simultaneously succeeds |
/// | `screen-require-to-fail` | a recognizer that requires another to fail succeeds only after that one has failed |
/// | `screen-touch-ends-once` | every touch a view receives ends or is cancelled exactly once |
/// | `screen-rest-in-range` | every scroll view comes to rest, inside its content range |
/// | `screen-deterministic` | the same screen and trace twice give the same records |
/// | `screen-frame-rate` | at 60 and 120 Hz the same recognizers win and the scroll views rest at the same offsets (within 1 pt) |
///
/// The checks are package-visible on a `ScreenTranscript` and on records, so that tests
/// can show each one failing on a mutated record stream.
package enum ScreenProperties {
  /// The scene's name, as `gesture-sim check --scene` takes it.
  package static let scene = "screen"

  /// One invariant, named as `gesture-sim check --property` takes it.
  package enum Invariant: String, CaseIterable, Hashable, Sendable {
    case exclusive = "screen-exclusive"
    case requireToFail = "screen-require-to-fail"
    case touchEndsOnce = "screen-touch-ends-once"
    case restInRange = "screen-rest-in-range"
    case deterministic = "screen-deterministic"
    case frameRate = "screen-frame-rate"

    /// One line for `check --list`.
    package var summary: String {
      switch self {
      case .exclusive:
        return "screen: at most one of a set of mutually exclusive recognizers succeeds per touch"
      case .requireToFail:
        return "screen: a recognizer that requires another to fail never succeeds before that one has failed"
      case .touchEndsOnce:
        return "screen: every touch delivered to a view ends or is cancelled exactly once"
      case .restInRange:
        return "screen: every scroll view comes to rest in its content range"
      case .deterministic:
        return "screen: the same screen and trace twice give the same records (determinism)"
      case .frameRate:
        return "screen: at 60 and 120 Hz the same recognizers win and scroll views rest alike (within 1 pt)"
      }
    }
  }

  /// The screen properties, in `Invariant` order.
  package static let all: [TraceProperty] = Invariant.allCases.map(property)

  /// The screen a stored regression trace (which has none of its own) is replayed on: the
  /// issue's example, `traces/screens/carousel-in-list.json` (a paging carousel in a
  /// vertical list, a long press and a tap requiring it to fail on the first card), at
  /// 60 Hz.
  package static let regressionScreen = Screen(views: [
    Screen.View(
      id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      scrollView: {
        var list = Screen.ScrollViewSettings(content: Size(width: 390, height: 3000))
        list.setup.bounces = .init(x: false, y: true)
        return list
      }(),
      subviews: [
        Screen.View(
          id: "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 200),
          scrollView: Screen.ScrollViewSettings(content: Size(width: 1170, height: 200), paging: true),
          subviews: [
            Screen.View(
              id: "card0", frame: Rect(x: 0, y: 0, width: 390, height: 200),
              recognizers: [
                Screen.Recognizer(id: "press", .longPress()),
                Screen.Recognizer(id: "open", .tap(), requireToFail: ["press"]),
              ])
          ])
      ])
  ])
  /// Where `regressionScreen` is in the repository, for a report's `Summary:` line.
  package static let regressionScreenFile = "traces/screens/carousel-in-list.json"

  /// The catalog entry of `invariant`.
  package static func property(_ invariant: Invariant) -> TraceProperty {
    TraceProperty(
      name: invariant.rawValue, scene: scene, summary: invariant.summary, generator: generator, screens: ScreenGenerator(),
      regressionScreen: regressionScreen
    ) { screen, events, rate in
      check(invariant, screen: screen, events: events, refreshRate: rate)
    }
  }

  /// The screen properties on one given screen (`gesture-sim check --screen FILE`):
  /// every case is a random trace on `screen` (aimed at its views as on a generated
  /// screen, drawn on its viewport and shown at its refresh rate), and a failure
  /// shrinks the trace only. The stored regression traces are checked on `screen` too.
  package static func properties(on screen: Screen) -> [TraceProperty] {
    var generator = TraceGenerator(viewport: screen.viewport)
    generator.refreshRates = [screen.refresh]
    generator.rates = Self.generator.rates
    generator.hotspotProbability = Self.generator.hotspotProbability
    generator.hotspots = ScreenGenerator.hotspots(of: screen)
    return Invariant.allCases.map { invariant in
      TraceProperty(name: invariant.rawValue, scene: scene, summary: invariant.summary, generator: generator) { events, rate in
        check(invariant, screen: screen, events: events, refreshRate: rate)
      }
    }
  }

  /// The traces over a generated screen: the defaults with a 60 or 120 Hz display,
  /// touches sampled at 60 or 120 Hz (iPhone digitizers), and three start points in four
  /// inside a view (the runner sets `hotspots` to the screen's views for each case).
  package static var generator: TraceGenerator {
    var generator = TraceGenerator()
    generator.refreshRates = [60, 120]
    generator.rates = [60, 120]
    generator.hotspotProbability = 0.75
    return generator
  }

  /// Runs `events` through `screen` at `refreshRate` (hertz) and checks `invariant`.
  package static func check(_ invariant: Invariant, screen: Screen, events: [TouchEvent], refreshRate: Double) -> PropertyFailure? {
    switch invariant {
    case .deterministic:
      let first = ScreenTranscript(screen: screen, events: events, refreshRate: refreshRate)
      let second = ScreenTranscript(screen: screen, events: events, refreshRate: refreshRate)
      return checkDeterminism(first, second, refreshRate: refreshRate)
    case .frameRate:
      return checkFrameRate(
        ScreenTranscript(screen: screen, events: events, refreshRate: 60),
        ScreenTranscript(screen: screen, events: events, refreshRate: 120))
    case .exclusive, .requireToFail, .touchEndsOnce, .restInRange:
      return check(invariant, screen: screen, transcript: ScreenTranscript(screen: screen, events: events, refreshRate: refreshRate))
    }
  }

  /// Checks a single-run invariant on a transcript of `screen`; `nil` when it holds.
  static func check(_ invariant: Invariant, screen: Screen, transcript: ScreenTranscript) -> PropertyFailure? {
    switch invariant {
    case .exclusive: return checkExclusive(ScreenRelations(screen), transcript)
    case .requireToFail: return checkRequireToFail(ScreenRelations(screen), transcript)
    case .touchEndsOnce: return checkTouchEndsOnce(transcript.records, cameToRest: transcript.cameToRest)
    case .restInRange: return checkRestInRange(screen, transcript)
    case .deterministic, .frameRate: return nil
    }
  }

  // MARK: - Exclusion

  /// Whether `record` is a recognizer succeeding: a continuous one beginning, a discrete
  /// one recognized.
  static func success(_ record: ScreenRecord) -> ScreenGesture? {
    guard case .gesture(let gesture) = record else { return nil }
    if gesture.state == .began || (gesture.state == .recognized && gesture.kind.isDiscrete) { return gesture }
    return nil
  }

  /// The successes of the recognizers on `touch`'s chain while it was down: after the
  /// records of its touch-down event (which may close an older gesture) up to those of
  /// its lift, leaving out recognizers that were waiting for a failure requirement at
  /// its touch-down (a waiting recognizer ignores new touches).
  static func successes(
    during touch: ScreenTranscript.TouchLife, chain: Set<String>, _ records: [ScreenRecord]
  ) -> [(index: Int, gesture: ScreenGesture)] {
    var result: [(Int, ScreenGesture)] = []
    var index = touch.downEnd
    while index < touch.upRecord {
      if let gesture = success(records[index]), chain.contains(gesture.recognizer), !touch.waitingAtDown.contains(gesture.recognizer) {
        result.append((index, gesture))
      }
      index += 1
    }
    return result
  }

  static func checkExclusive(_ relations: ScreenRelations, _ transcript: ScreenTranscript) -> PropertyFailure? {
    for touch in transcript.touches {
      guard let view = touch.view else { continue }
      let chain = relations.chain(of: view)
      let wins = successes(during: touch, chain: chain, transcript.records)
      for (i, first) in wins.enumerated() {
        for second in wins[(i + 1)...] where second.gesture.recognizer != first.gesture.recognizer {
          guard relations.excludes(first: first.gesture.recognizer, second: second.gesture.recognizer) else { continue }
          return PropertyFailure(
            expected: "at most one of the mutually exclusive recognizers on \"\(view)\"'s chain succeeds while finger \(touch.finger) is down",
            actual: "\"\(first.gesture.recognizer)\" \(first.gesture.state == .began ? "began" : "was recognized") at t = \(PropertyFormat.seconds(first.gesture.time)) and \"\(second.gesture.recognizer)\" \(second.gesture.state == .began ? "began" : "was recognized") at t = \(PropertyFormat.seconds(second.gesture.time)); they share the finger and may not recognize simultaneously",
            time: second.gesture.time)
        }
      }
    }
    return nil
  }

  // MARK: - Failure requirements

  static func checkRequireToFail(_ relations: ScreenRelations, _ transcript: ScreenTranscript) -> PropertyFailure? {
    let records = transcript.records
    for touch in transcript.touches {
      guard let view = touch.view else { continue }
      let chain = relations.chain(of: view)
      for win in successes(during: touch, chain: chain, records) {
        for required in relations.requirements(of: win.gesture.recognizer)
        where chain.contains(required) && !touch.waitingAtDown.contains(required) {
          // Its latest state in this touch sequence, before the success.
          var last: ScreenGesture?
          var index = win.index - 1
          while index >= touch.sequenceRecord {
            if case .gesture(let gesture) = records[index], gesture.recognizer == required {
              last = gesture
              break
            }
            index -= 1
          }
          guard last?.state != .failed else { continue }
          let state = last.map { "its latest state was \($0.state) at t = \(PropertyFormat.seconds($0.time))" } ?? "it had not decided"
          return PropertyFailure(
            expected: "\"\(win.gesture.recognizer)\" succeeds only after \"\(required)\", which it requires to fail, has failed",
            actual: "\"\(win.gesture.recognizer)\" succeeded at t = \(PropertyFormat.seconds(win.gesture.time)) while \"\(required)\" shared finger \(touch.finger) on \"\(view)\" and \(state)",
            time: win.gesture.time)
        }
      }
    }
    return nil
  }

  // MARK: - Touch delivery

  /// Every `touchesBegan` a view receives is followed by exactly one `touchesEnded` or
  /// `touchesCancelled` for that finger, nothing for the finger comes outside that span,
  /// and once the run has come to rest no touch is left open.
  static func checkTouchEndsOnce(_ records: [ScreenRecord], cameToRest: Bool) -> PropertyFailure? {
    struct Key: Hashable {
      var view: String
      var finger: Int
    }
    var open: [Key: Double] = [:]
    let expected = "every touch a view receives goes touchesBegan, touchesMoved*, then exactly one touchesEnded or touchesCancelled"
    for record in records {
      guard case .touch(let touch) = record else { continue }
      let key = Key(view: touch.view, finger: touch.finger)
      let at = "at t = \(PropertyFormat.seconds(touch.time))"
      switch touch.method {
      case .touchesBegan:
        if let began = open[key] {
          return PropertyFailure(
            expected: expected,
            actual: "\"\(touch.view)\" received touchesBegan for finger \(touch.finger) \(at), whose touch from t = \(PropertyFormat.seconds(began)) had not ended",
            time: touch.time)
        }
        open[key] = touch.time
      case .touchesMoved, .touchesEnded, .touchesCancelled:
        guard open[key] != nil else {
          return PropertyFailure(
            expected: expected,
            actual: "\"\(touch.view)\" received \(touch.method.rawValue) for finger \(touch.finger) \(at) without an open touchesBegan",
            time: touch.time)
        }
        if touch.method != .touchesMoved { open[key] = nil }
      }
    }
    if cameToRest, let (key, began) = open.min(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.finger < $1.key.finger) }) {
      return PropertyFailure(
        expected: expected,
        actual: "the touch of finger \(key.finger) that \"\(key.view)\" began at t = \(PropertyFormat.seconds(began)) never ended nor was cancelled",
        time: began)
    }
    return nil
  }

  // MARK: - Rest

  static func checkRestInRange(_ screen: Screen, _ transcript: ScreenTranscript) -> PropertyFailure? {
    guard transcript.cameToRest else {
      return PropertyFailure(
        expected: "every scroll view comes to rest within \(PropertyFormat.number(ScreenTranscript.settleLimit, decimals: 0)) s of the last touch",
        actual: "the screen was still moving at t = \(PropertyFormat.seconds(transcript.endTime))", time: transcript.endTime)
    }
    let ranges = ScreenRelations(screen).contentRanges
    let tolerance = 0.5 / screen.scale + 1e-9
    for (scroll, range) in zip(transcript.finalScrollViews, ranges) {
      let offset = scroll.offset
      if offset.x < range.min.x - tolerance || offset.x > range.max.x + tolerance || offset.y < range.min.y - tolerance
        || offset.y > range.max.y + tolerance
      {
        return PropertyFailure(
          expected: "\"\(scroll.id)\" rests inside its content range, x \(range.min.x)…\(range.max.x), y \(range.min.y)…\(range.max.y) (half a pixel either way)",
          actual: "it rests at (\(offset.x), \(offset.y))", time: transcript.endTime)
      }
    }
    return nil
  }

  // MARK: - Determinism and frame rate

  static func checkDeterminism(_ first: ScreenTranscript, _ second: ScreenTranscript, refreshRate: Double) -> PropertyFailure? {
    guard first.records != second.records || first.cameToRest != second.cameToRest else { return nil }
    let common = min(first.records.count, second.records.count)
    let index = (0..<common).first { first.records[$0] != second.records[$0] } ?? common
    return PropertyFailure(
      expected: "the same screen and trace give the same records",
      actual: "two runs at \(PropertyFormat.number(refreshRate, decimals: 2)) Hz differ from record \(index) on (\(first.records.count) and \(second.records.count) records)")
  }

  /// The ids of the recognizers that succeeded among `records[range]`, in order.
  static func winners(_ records: [ScreenRecord], _ range: Range<Int>) -> [String] {
    var ids: [String] = []
    for index in range {
      if let gesture = success(records[index]) { ids.append(gesture.recognizer) }
    }
    return ids
  }

  /// What can agree at 60 and 120 Hz, compared as the scroll-view frame-rate property
  /// compares (docs/properties.md): from a touch sequence that starts with the screen
  /// at rest at both rates with the same offsets, the same recognizers succeed in the same
  /// order, and the next rest is at offsets within 1 pt (UIKit's deceleration is a
  /// per-frame law). From the first sequence that starts in motion or from offsets that
  /// differ at all, later gestures legitimately differ and the comparison ends.
  static func checkFrameRate(_ at60: ScreenTranscript, _ at120: ScreenTranscript) -> PropertyFailure? {
    let drift = 1.0
    func differ(_ a: [Point], _ b: [Point]) -> Bool {
      zip(a, b).contains { abs($0.x - $1.x) > drift || abs($0.y - $1.y) > drift }
    }
    let expected = "at 60 and 120 Hz the same recognizers succeed from the same resting state, and scroll views rest within \(drift) pt"
    let count = min(at60.sequences.count, at120.sequences.count)
    for k in 0..<count {
      let a = at60.sequences[k]
      let b = at120.sequences[k]
      guard a.atRest && b.atRest else { return nil }
      if k > 0 {
        let previous = (at60.sequences[k - 1].record..<a.record, at120.sequences[k - 1].record..<b.record)
        let won = (winners(at60.records, previous.0), winners(at120.records, previous.1))
        if won.0 != won.1 {
          return PropertyFailure(
            expected: expected,
            actual: "the touches from t = \(PropertyFormat.seconds(at60.sequences[k - 1].time)) made \(won.0) succeed at 60 Hz and \(won.1) at 120 Hz",
            time: at60.sequences[k - 1].time)
        }
      }
      if differ(a.offsets, b.offsets) {
        return PropertyFailure(
          expected: expected,
          actual: "at the touch-down at t = \(PropertyFormat.seconds(a.time)) the scroll views rest at \(a.offsets) at 60 Hz and \(b.offsets) at 120 Hz",
          time: a.time)
      }
      if a.offsets != b.offsets { return nil }
    }
    guard at60.cameToRest && at120.cameToRest, let a = at60.sequences.last, let b = at120.sequences.last else { return nil }
    let won = (winners(at60.records, a.record..<at60.records.count), winners(at120.records, b.record..<at120.records.count))
    if won.0 != won.1 {
      return PropertyFailure(
        expected: expected,
        actual: "the touches from t = \(PropertyFormat.seconds(a.time)) made \(won.0) succeed at 60 Hz and \(won.1) at 120 Hz", time: a.time)
    }
    let final = (at60.finalScrollViews.map(\.offset), at120.finalScrollViews.map(\.offset))
    if differ(final.0, final.1) || at60.finalScrollViews.map(\.page) != at120.finalScrollViews.map(\.page) {
      return PropertyFailure(
        expected: expected,
        actual: "the scroll views rest at \(final.0) (pages \(at60.finalScrollViews.map(\.page))) at 60 Hz and \(final.1) (pages \(at120.finalScrollViews.map(\.page))) at 120 Hz",
        time: max(at60.endTime, at120.endTime))
    }
    return nil
  }
}
