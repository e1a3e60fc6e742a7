import ScrollPhysics

extension TraceScript {
  /// The touch events of the script, in time order. See `render(into:)`.
  package func render() -> [TouchEvent] {
    var events: [TouchEvent] = []
    render(into: &events)
    return events
  }

  /// Replaces the contents of `events` with the touch events of the script. The array
  /// and the touch arrays of its events are reused in place where nobody else holds
  /// them, so a caller that renders case after case into one array allocates almost
  /// nothing.
  ///
  /// The events satisfy everything the trace reader checks:
  /// - times are whole microseconds (so the CSV round-trips) and strictly increase
  ///   from event to event (no two events share a time, so reading a written trace
  ///   groups rows into the same events);
  /// - every finger begins before it moves, rests or lifts, and lifts (or is
  ///   cancelled) before its id is used again (one-finger gestures use id 0, the second
  ///   finger of a pan id 1);
  /// - coordinates are multiples of 0.01 point inside the viewport (so within the
  ///   reader's ±1,000,000 points).
  ///
  /// Rendering rules, per gesture (times in whole microseconds, positions rounded to
  /// 0.01 point and clamped to the viewport):
  /// - Tap: `began` at the start, `ended` `hold` later at the same place; a double tap
  ///   repeats it `interval` after the first lift.
  /// - Stroke of duration T at rate r: `began`; then n = ⌈T·r⌉ (at least 1) samples at
  ///   T·k/n, interior ones moved by jitter; each finger is at
  ///   `start + velocity × elapsed`. A sample where no finger moved is left out (UIKit
  ///   sends no move for a still finger); with two fingers, a finger that did not move
  ///   is `stationary`. Without rest the last sample is the lift (`ended`, or
  ///   `cancelled`); with rest the fingers lift `rest` after the motion ended.
  package func render(into events: inout [TouchEvent]) {
    var spare: [TouchEvent] = []
    render(into: &events, spare: &spare)
  }

  /// `render(into:)` for a caller that renders traces of varying lengths case after
  /// case: events left over at the end of `events` move to `spare` instead of being
  /// freed, and new events take their touch arrays from it, so the touch arrays are
  /// allocated once, not at every length change.
  func render(into events: inout [TouchEvent], spare: inout [TouchEvent]) {
    var renderer = ScriptRenderer(viewport: viewport, sampling: sampling)
    swap(&renderer.spare, &spare)
    defer { swap(&renderer.spare, &spare) }
    var end: Int64 = 0
    for index in steps.indices {
      let step = steps[index]
      var start = end + ScriptRenderer.microseconds(step.pause)
      if index > 0 { start = max(start, end + ScriptRenderer.microseconds(TraceScript.minimumGap)) }
      switch step.gesture {
      case .tap(let tap):
        end = renderer.renderTap(tap, at: start, into: &events)
      case .stroke(let stroke):
        end = renderer.renderStroke(stroke, at: start, stepIndex: index, into: &events)
      }
    }
    if renderer.count < events.count {
      renderer.spare.append(contentsOf: events[renderer.count...])
      events.removeSubrange(renderer.count...)
    }
  }
}

/// Turns gestures into touch events; the rules are documented on
/// `TraceScript.render(into:)`.
struct ScriptRenderer {
  let viewport: Size
  let sampling: TraceScript.Sampling
  /// How many events have been written to the output so far.
  var count = 0
  /// Events whose touch arrays can be reused for appended events.
  var spare: [TouchEvent] = []

  init(viewport: Size, sampling: TraceScript.Sampling) {
    self.viewport = viewport
    self.sampling = sampling
  }

  /// Seconds to whole microseconds; negative and non-finite values count as 0, and
  /// values are capped at 10⁶ s.
  static func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64((min(seconds, 1e6) * 1e6).rounded())
  }

  /// Whole microseconds to seconds, the double nearest to `micros / 10⁶`.
  static func seconds(_ micros: Int64) -> Double {
    Double(micros) / 1e6
  }

  /// A coordinate rounded to 0.01 point and clamped to `0 … limit`.
  static func coordinate(_ value: Double, limit: Double) -> Double {
    guard value.isFinite else { return 0 }
    let bound = min(max(limit, 0), 1e6)
    let clamped = min(max(value, 0), bound)
    return (clamped * 100).rounded() / 100
  }

  func place(_ point: Point) -> Point {
    Point(
      x: ScriptRenderer.coordinate(point.x, limit: viewport.width),
      y: ScriptRenderer.coordinate(point.y, limit: viewport.height))
  }

  /// Writes an event with one or two touches at slot `count` of `events`, reusing the
  /// slot's touch array when there is one, or appends it.
  mutating func emit(_ time: Int64, _ first: Touch, _ second: Touch?, into events: inout [TouchEvent]) {
    let seconds = ScriptRenderer.seconds(time)
    if count < events.count {
      events[count].time = seconds
      events[count].touches.removeAllElements()
      events[count].touches.append(first)
      if let second { events[count].touches.append(second) }
    } else if var reused = spare.popLast() {
      reused.time = seconds
      reused.touches.removeAllElements()
      reused.touches.append(first)
      if let second { reused.touches.append(second) }
      events.append(reused)
    } else {
      var touches: [Touch] = []
      touches.reserveCapacity(2)
      touches.append(first)
      if let second { touches.append(second) }
      events.append(TouchEvent(time: seconds, touches: touches))
    }
    count += 1
  }

  /// The unit vector for an angle in degrees clockwise from screen-right; exact for
  /// multiples of 90°.
  static func direction(degrees: Double) -> Vector {
    guard degrees.isFinite else { return Vector(dx: 1, dy: 0) }
    var angle = degrees.truncatingRemainder(dividingBy: 360)
    if angle < 0 { angle += 360 }
    if angle == 0 { return Vector(dx: 1, dy: 0) }
    if angle == 90 { return Vector(dx: 0, dy: 1) }
    if angle == 180 { return Vector(dx: -1, dy: 0) }
    if angle == 270 { return Vector(dx: 0, dy: -1) }
    let radians = angle * (Double.pi / 180)
    return Vector(dx: Elementary.cos(radians), dy: Elementary.sin(radians))
  }

  mutating func renderTap(_ tap: ScriptedGesture.Tap, at start: Int64, into events: inout [TouchEvent]) -> Int64 {
    let hold = ScriptRenderer.microseconds(max(tap.hold, ScriptedGesture.minimumDuration))
    let location = place(tap.location)
    emit(start, Touch(id: 0, phase: .began, location: location), nil, into: &events)
    var end = start + hold
    emit(end, Touch(id: 0, phase: .ended, location: location), nil, into: &events)
    if let interval = tap.interval {
      let second = end + max(ScriptRenderer.microseconds(interval), ScriptRenderer.microseconds(TraceScript.minimumGap))
      emit(second, Touch(id: 0, phase: .began, location: location), nil, into: &events)
      end = second + hold
      emit(end, Touch(id: 0, phase: .ended, location: location), nil, into: &events)
    }
    return end
  }

  mutating func renderStroke(
    _ stroke: ScriptedGesture.Stroke, at start: Int64, stepIndex: Int, into events: inout [TouchEvent]
  ) -> Int64 {
    let twoFingers = stroke.fingers >= 2
    let endPhase: TouchPhase
    switch stroke.ending {
    case .lifted: endPhase = .ended
    case .cancelled: endPhase = .cancelled
    }
    let duration = ScriptRenderer.microseconds(max(stroke.duration, ScriptedGesture.minimumDuration))
    let rest = ScriptRenderer.microseconds(stroke.rest)
    let rate = sampling.rate.isFinite && sampling.rate > 0 ? sampling.rate : 60
    let samples = max(1, Int((ScriptRenderer.seconds(duration) * rate - 1e-9).rounded(.up)))
    let spacing = Double(duration) / Double(samples)
    let jitter = sampling.jitter.isFinite ? min(max(sampling.jitter, 0), 0.45) : 0
    let coalescing = max(sampling.coalescing, 1)
    let speed = stroke.speed.isFinite ? max(stroke.speed, 0) : 0
    let unit = ScriptRenderer.direction(degrees: stroke.angle)
    let velocity = Vector(dx: unit.dx * speed, dy: unit.dy * speed)
    let origin0 = stroke.start
    let origin1 = stroke.start + stroke.spread
    var noise = SplitMix64(seed: SplitMix64.mix64(sampling.noiseSeed &+ UInt64(truncatingIfNeeded: stepIndex)))

    var position0 = place(origin0)
    var position1 = place(origin1)
    emit(
      start, Touch(id: 0, phase: .began, location: position0),
      twoFingers ? Touch(id: 1, phase: .began, location: position1) : nil, into: &events)
    var last = start

    for k in 1...samples {
      let isLast = k == samples
      var time = start + duration * Int64(k) / Int64(samples)
      if !isLast, jitter > 0 {
        let offset = (noise.nextUnit() * 2 - 1) * jitter * spacing
        time += Int64(offset.rounded())
        time = min(time, start + duration - Int64(samples - k))
      }
      time = max(time, last + 1)
      let elapsed = ScriptRenderer.seconds(time - start)
      let next0 = place(origin0 + Vector(dx: velocity.dx * elapsed, dy: velocity.dy * elapsed))
      let next1 = twoFingers ? place(origin1 + Vector(dx: velocity.dx * elapsed, dy: velocity.dy * elapsed)) : position1
      let moved0 = next0 != position0
      let moved1 = twoFingers && next1 != position1
      let lifts = isLast && rest == 0
      if !lifts && !moved0 && !moved1 { continue }
      let coalesced = !lifts && coalescing > 1 && k % coalescing != 0
      let phase0: TouchPhase = lifts ? endPhase : (moved0 ? .moved : .stationary)
      let phase1: TouchPhase = lifts ? endPhase : (moved1 ? .moved : .stationary)
      emit(
        time, Touch(id: 0, phase: phase0, location: next0, isCoalesced: coalesced),
        twoFingers ? Touch(id: 1, phase: phase1, location: next1, isCoalesced: coalesced) : nil, into: &events)
      position0 = next0
      position1 = next1
      last = time
      if lifts { return time }
    }

    let end = max(start + duration + rest, last + 1)
    emit(
      end, Touch(id: 0, phase: endPhase, location: position0),
      twoFingers ? Touch(id: 1, phase: endPhase, location: position1) : nil, into: &events)
    return end
  }
}
