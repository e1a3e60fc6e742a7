import ScrollPhysics

extension TraceScript {
  /// Calls `body` with each simpler variant of the script, in the order the shrinker
  /// tries them, until `body` returns true; returns whether it did.
  ///
  /// The order, simplest changes first:
  /// 1. drop gestures: all of them, then runs of half, a quarter … of them, then each
  ///    one;
  /// 2. simplify gestures: a double tap becomes a single tap, a stroke becomes a tap
  ///    where it started (held as long as the stroke lasted), a two-finger stroke
  ///    loses its second finger, a cancelled stroke lifts, a resting stroke lifts
  ///    while moving;
  /// 3. simplify sampling: a 60 Hz display, no coalescing, no jitter (and noise seed
  ///    0), a lower rate (60, then 120 Hz);
  /// 4. shorten pauses towards 0 (1 ms grid);
  /// 5. shrink each gesture's numbers: a tap's hold towards 10 ms and interval towards
  ///    0 (1 ms grid), its location towards (0, 0) (1 pt grid); a stroke's speed
  ///    towards 0 (10 pt/s grid), duration towards 10 ms and rest towards 0 (1 ms
  ///    grid; a shorter stroke moves its end towards its start), direction towards
  ///    right (0°), then the nearest multiple of 90° and of 45°, start towards (0, 0)
  ///    (1 pt grid), and the second finger's offset towards the first finger (1 pt
  ///    grid, never closer than `TraceShrinker.minimumSpread`).
  func visitSimplifications(_ body: (TraceScript) -> Bool) -> Bool {
    if dropGestures(body) { return true }
    for index in steps.indices where simplifyGesture(at: index, body) { return true }
    if simplifySampling(body) { return true }
    for index in steps.indices {
      let found = TraceShrinker.towards(steps[index].pause, 0, on: .millisecond) { pause in
        var candidate = self
        candidate.steps[index].pause = pause
        return body(candidate)
      }
      if found { return true }
    }
    for index in steps.indices where shrinkNumbers(at: index, body) { return true }
    return false
  }

  private func replacing(_ index: Int, with gesture: ScriptedGesture) -> TraceScript {
    var candidate = self
    candidate.steps[index].gesture = gesture
    return candidate
  }

  private func dropGestures(_ body: (TraceScript) -> Bool) -> Bool {
    let count = steps.count
    if count == 0 { return false }
    var candidate = self
    candidate.steps = []
    if body(candidate) { return true }
    var size = count / 2
    while size >= 1 {
      var start = 0
      while start < count {
        let end = min(start + size, count)
        if end - start < count {
          var dropped = self
          dropped.steps.removeSubrange(start..<end)
          if body(dropped) { return true }
        }
        start += size
      }
      size = size == 1 ? 0 : max(size / 2, 1)
    }
    return false
  }

  private func simplifyGesture(at index: Int, _ body: (TraceScript) -> Bool) -> Bool {
    switch steps[index].gesture {
    case .tap(var tap):
      if tap.interval != nil {
        tap.interval = nil
        if body(replacing(index, with: .tap(tap))) { return true }
      }
      return false
    case .stroke(let stroke):
      let hold = max(stroke.duration, ScriptedGesture.minimumDuration) + max(stroke.rest, 0)
      if body(replacing(index, with: .tap(ScriptedGesture.Tap(location: stroke.start, hold: hold)))) { return true }
      if stroke.fingers > 1 {
        var single = stroke
        single.fingers = 1
        single.spread = .zero
        if body(replacing(index, with: .stroke(single))) { return true }
      }
      switch stroke.ending {
      case .cancelled:
        var lifted = stroke
        lifted.ending = .lifted
        if body(replacing(index, with: .stroke(lifted))) { return true }
      case .lifted:
        break
      }
      if stroke.rest > 0 {
        var moving = stroke
        moving.rest = 0
        if body(replacing(index, with: .stroke(moving))) { return true }
      }
      return false
    }
  }

  private func simplifySampling(_ body: (TraceScript) -> Bool) -> Bool {
    if refreshRate > 60 {
      var candidate = self
      candidate.refreshRate = 60
      if body(candidate) { return true }
    }
    if sampling.coalescing > 1 {
      var candidate = self
      candidate.sampling.coalescing = 1
      if body(candidate) { return true }
    }
    if sampling.jitter != 0 || sampling.noiseSeed != 0 {
      var candidate = self
      candidate.sampling.jitter = 0
      candidate.sampling.noiseSeed = 0
      if body(candidate) { return true }
    }
    for rate in [60.0, 120.0] where sampling.rate > rate {
      var candidate = self
      candidate.sampling.rate = rate
      if body(candidate) { return true }
    }
    return false
  }

  private func shrinkNumbers(at index: Int, _ body: (TraceScript) -> Bool) -> Bool {
    switch steps[index].gesture {
    case .tap(let tap):
      return shrinkTap(tap, at: index, body)
    case .stroke(let stroke):
      return shrinkStroke(stroke, at: index, body)
    }
  }

  private func shrinkTap(_ tap: ScriptedGesture.Tap, at index: Int, _ body: (TraceScript) -> Bool) -> Bool {
    func with(_ change: (inout ScriptedGesture.Tap) -> Void) -> TraceScript {
      var changed = tap
      change(&changed)
      return replacing(index, with: .tap(changed))
    }
    if TraceShrinker.towards(tap.hold, ScriptedGesture.minimumDuration, on: .millisecond, { hold in
      body(with { $0.hold = hold })
    }) { return true }
    if let interval = tap.interval, TraceShrinker.towards(interval, 0, on: .millisecond, { shorter in
      body(with { $0.interval = shorter })
    }) { return true }
    if TraceShrinker.towards(tap.location.x, 0, on: .point, { x in
      body(with { $0.location.x = x })
    }) { return true }
    return TraceShrinker.towards(tap.location.y, 0, on: .point) { y in
      body(with { $0.location.y = y })
    }
  }

  private func shrinkStroke(_ stroke: ScriptedGesture.Stroke, at index: Int, _ body: (TraceScript) -> Bool) -> Bool {
    func with(_ change: (inout ScriptedGesture.Stroke) -> Void) -> TraceScript {
      var changed = stroke
      change(&changed)
      return replacing(index, with: .stroke(changed))
    }
    if TraceShrinker.towards(stroke.speed, 0, on: .speed, { speed in
      body(with { $0.speed = speed })
    }) { return true }
    if TraceShrinker.towards(stroke.duration, ScriptedGesture.minimumDuration, on: .millisecond, { duration in
      body(with { $0.duration = duration })
    }) { return true }
    if TraceShrinker.towards(stroke.rest, 0, on: .millisecond, { rest in
      body(with { $0.rest = rest })
    }) { return true }
    let complexity = TraceShrinker.angleComplexity(stroke.angle)
    if complexity > 0 {
      var angles: [Double] = [0]
      let quarter = (stroke.angle / 90).rounded() * 90
      let eighth = (stroke.angle / 45).rounded() * 45
      angles.append(quarter.truncatingRemainder(dividingBy: 360))
      angles.append(eighth.truncatingRemainder(dividingBy: 360))
      var tried: [Double] = []
      for angle in angles where TraceShrinker.angleComplexity(angle) < complexity && !tried.contains(angle) {
        tried.append(angle)
        if body(with { $0.angle = angle }) { return true }
      }
    }
    if TraceShrinker.towards(stroke.start.x, 0, on: .point, { x in
      body(with { $0.start.x = x })
    }) { return true }
    if TraceShrinker.towards(stroke.start.y, 0, on: .point, { y in
      body(with { $0.start.y = y })
    }) { return true }
    if stroke.fingers > 1 {
      func farEnough(_ spread: Vector) -> Bool {
        (spread.dx * spread.dx + spread.dy * spread.dy) >= TraceShrinker.minimumSpread * TraceShrinker.minimumSpread
      }
      if TraceShrinker.towards(stroke.spread.dx, 0, on: .point, { dx in
        let spread = Vector(dx: dx, dy: stroke.spread.dy)
        return farEnough(spread) && body(with { $0.spread = spread })
      }) { return true }
      if TraceShrinker.towards(stroke.spread.dy, 0, on: .point, { dy in
        let spread = Vector(dx: stroke.spread.dx, dy: dy)
        return farEnough(spread) && body(with { $0.spread = spread })
      }) { return true }
    }
    return false
  }
}
