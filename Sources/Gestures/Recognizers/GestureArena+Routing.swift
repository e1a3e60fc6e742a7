import ScrollPhysics

/// The arena's bookkeeping for one recognizer that is read on every event: plain data,
/// so reading it never retains anything (the lists live in parallel arrays of the arena).
@usableFromInline
struct Member: Sendable {
  /// Where `GestureArena.recognizers` stores it, and its kind's fixed rules.
  @usableFromInline var slot: ArenaSlot
  @usableFromInline var region: Int
  /// Its number of taps (0 for kinds without taps), for the prevention rules.
  @usableFromInline var tapsRequired: Int
  /// The success output withheld while it waits for a failure requirement; non-nil
  /// exactly while it waits.
  @usableFromInline var pending: GestureOutput? {
    didSet { isPending = pending != nil }
  }
  /// `pending != nil`, stored: reading it does not copy the withheld output.
  @usableFromInline var isPending = false
  /// Whether a touch went to it in its current gesture (its serials are then in
  /// `GestureArena.serials`).
  @usableFromInline var hasSerials = false
  /// Whether it succeeded in the current step (event or deadline).
  @usableFromInline var succeededThisStep = false

  @inlinable
  init(slot: ArenaSlot, region: Int, tapsRequired: Int) {
    self.slot = slot
    self.region = region
    self.tapsRequired = tapsRequired
  }
}

/// A touch down, as the arena knows it.
@usableFromInline
struct ActiveTouch: IdentifiedTouch, Sendable {
  @usableFromInline var id: Int
  @usableFromInline var serial: Int

  @inlinable
  init(id: Int, serial: Int) {
    self.id = id
    self.serial = serial
  }
}

/// The verdict on a recognizer that would succeed.
@usableFromInline
enum Gate {
  case proceed
  case wait
  /// It fails: member `by` succeeded (a competitor, or a recognizer it requires to fail).
  case fail(by: Int)
}

extension GestureArena {
  // MARK: - Routing

  /// Applies the arena's rules to one raw output of member `m`.
  @inlinable
  mutating func route(_ output: GestureOutput, from m: Int, into outputs: inout [GestureOutput]) {
    switch output.state {
    case .possible:
      preconditionFailure("GestureArena: a recognizer reported a transition to possible")
    case .began:
      attemptSuccess(m, output, into: &outputs)
    case .changed:
      if members[m].isPending {
        var pending = output
        pending.state = .began
        members[m].pending = pending
      } else {
        outputs.append(output)
      }
    case .ended:
      if members[m].slot.succeedsByEnding {
        attemptSuccess(m, output, into: &outputs)
      } else {
        terminate(m, output, into: &outputs)
      }
    case .cancelled:
      terminate(m, output, into: &outputs)
    case .failed:
      members[m].pending = nil
      outputs.append(output)
      failureHappened(m, at: output.time, into: &outputs)
    }
  }

  /// A member's gesture ended or was cancelled: passed on if it had succeeded visibly;
  /// a failure if its success was still withheld.
  @inlinable
  mutating func terminate(_ m: Int, _ output: GestureOutput, into outputs: inout [GestureOutput]) {
    guard members[m].isPending else {
      outputs.append(output)
      return
    }
    members[m].pending = nil
    _ = recognizers.fail(members[m].slot)
    var failed = output
    failed.state = .failed
    failed.velocity = nil
    outputs.append(failed)
    failureHappened(m, at: output.time, into: &outputs)
  }

  /// Member `m` would succeed with `output`: succeed, wait or fail.
  @inlinable
  mutating func attemptSuccess(_ m: Int, _ output: GestureOutput, into outputs: inout [GestureOutput]) {
    if let reason = beginRefusal(m, output) {
      _ = recognizers.fail(members[m].slot)
      members[m].pending = nil
      var failed = output
      failed.state = .failed
      failed.velocity = nil
      failed.reason = reason
      failed.direction = nil
      failed.edge = nil
      outputs.append(failed)
      failureHappened(m, at: output.time, into: &outputs)
      return
    }
    switch gate(m) {
    case .proceed:
      outputs.append(output)
      successHappened(m, at: output.time, into: &outputs)
    case .wait:
      members[m].pending = output
    case .fail(let by):
      forceFail(m, at: output.time, by: by, into: &outputs)
    }
  }

  /// Why member `m`, about to succeed with `output`, may not: its begin is refused
  /// (`setBeginRefused(_:for:)`) or its should-begin condition does not hold; nil if it may.
  @inlinable
  func beginRefusal(_ m: Int, _ output: GestureOutput) -> GestureFailureReason? {
    if let reason = beginRefusals[m] { return reason }
    guard let condition = beginConditions[m] else { return nil }
    var velocity = output.velocity ?? .zero
    if output.velocity == nil, members[m].slot.kind == .pan, let estimate = recognizers.panVelocity(members[m].slot, at: output.time) {
      velocity = estimate
    }
    return condition.holds(translation: output.translation, velocity: velocity) ? nil : .shouldBeginRefused(condition)
  }

  /// Whether member `r` may succeed now (see the type's documentation).
  @inlinable
  func gate(_ r: Int) -> Gate {
    for y in members.indices where y != r && hasSucceeded(y) && !areSimultaneous(r, y) && share(r, y) && canPrevent(y, r) {
      return .fail(by: y)
    }
    var wait = false
    for b in requirements[r] {
      if members[b].isPending {
        wait = true
      } else if hasSucceeded(b) {
        return .fail(by: b)
      } else {
        switch recognizers.state(members[b].slot) {
        case .failed:
          break
        case .possible:
          if !recognizers.isIdle(members[b].slot) { wait = true }
        case .began, .changed, .ended, .cancelled:
          return .fail(by: b)
        }
      }
    }
    return wait ? .wait : .proceed
  }

  /// Member `r` succeeded at `time`: competitors sharing its touches fail, and so do
  /// members that require it to fail.
  @inlinable
  mutating func successHappened(_ r: Int, at time: Double, into outputs: inout [GestureOutput]) {
    members[r].succeededThisStep = true
    for y in members.indices where y != r && isUndecided(y) && !areSimultaneous(r, y) && share(r, y) && canPrevent(r, y) {
      forceFail(y, at: time, by: r, into: &outputs)
    }
    for d in members.indices where d != r && requirements[d].contains(r) {
      if members[d].isPending || (recognizers.state(members[d].slot) == .possible && !recognizers.isIdle(members[d].slot)) {
        forceFail(d, at: time, by: r, into: &outputs)
      }
    }
  }

  /// Member `y` failed at `time`: members waiting for it are checked again.
  @inlinable
  mutating func failureHappened(_ y: Int, at time: Double, into outputs: inout [GestureOutput]) {
    for d in members.indices where members[d].isPending && requirements[d].contains(y) {
      switch gate(d) {
      case .wait:
        break
      case .fail(let by):
        forceFail(d, at: time, by: by, into: &outputs)
      case .proceed:
        release(d, at: time, into: &outputs)
      }
    }
  }

  /// Fails member `m` at `time` (if it is not failed already) because member `by`
  /// succeeded, with its consequences.
  @inlinable
  mutating func forceFail(_ m: Int, at time: Double, by cause: Int, into outputs: inout [GestureOutput]) {
    let pending = members[m].pending
    members[m].pending = nil
    let changed = recognizers.fail(members[m].slot)
    guard changed || pending != nil else { return }
    var output = recognizers.failureOutput(members[m].slot, withheld: pending, at: time)
    output.state = .failed
    output.time = time
    output.velocity = nil
    output.reason = .preventedBy(GestureRecognizerID(rawValue: cause))
    output.direction = nil
    output.edge = nil
    outputs.append(output)
    failureHappened(m, at: time, into: &outputs)
  }

  /// Member `d` waited and may now succeed: its withheld output goes out at `time`.
  @inlinable
  mutating func release(_ d: Int, at time: Double, into outputs: inout [GestureOutput]) {
    guard let withheld = members[d].pending else { return }
    members[d].pending = nil
    outputs.append(recognizers.release(members[d].slot, withheld, at: time))
    successHappened(d, at: time, into: &outputs)
  }

  /// Ends a step: recognizers whose gesture is over with no touch left go back to
  /// `possible`; those taking no part in a gesture forget their touches; the earliest
  /// deadline is recomputed.
  @inlinable
  mutating func endStep() {
    var earliest: Double?
    for m in members.indices {
      if members[m].succeededThisStep { members[m].succeededThisStep = false }
      if recognizers.state(members[m].slot).isTerminal { recognizers.resetIfFinished(members[m].slot) }
      if members[m].hasSerials && !members[m].isPending && recognizers.isIdle(members[m].slot) {
        serials[m].removeAllElements()
        members[m].hasSerials = false
      }
      if !isFrozen(m), let deadline = recognizers.deadline(members[m].slot), earliest.map({ deadline < $0 }) ?? true {
        earliest = deadline
      }
    }
    earliestDeadline = earliest
  }

  // MARK: - Relations

  /// Whether member `y` succeeded in its current gesture and is visible as such.
  @inlinable
  func hasSucceeded(_ y: Int) -> Bool {
    guard !members[y].isPending else { return false }
    if members[y].succeededThisStep { return true }
    switch recognizers.state(members[y].slot) {
    case .began, .changed, .ended, .cancelled: return true
    case .possible, .failed: return false
    }
  }

  /// Whether member `y` has not decided yet: `possible`, or waiting.
  @inlinable
  func isUndecided(_ y: Int) -> Bool {
    members[y].isPending || recognizers.state(members[y].slot) == .possible
  }

  /// Whether a touch went to both members in their current gestures.
  @inlinable
  func share(_ a: Int, _ b: Int) -> Bool {
    guard members[a].hasSerials && members[b].hasSerials else { return false }
    for serial in serials[a] where serials[b].contains(serial) {
      return true
    }
    return false
  }

  /// Whether member `a`'s success fails member `b` (see `canPrevent(_:_:)`).
  @inlinable
  func canPrevent(_ a: Int, _ b: Int) -> Bool {
    switch (members[a].slot.kind, members[b].slot.kind) {
    case (.longPress, .tap):
      if members[b].tapsRequired > members[a].tapsRequired { return false }
    case (.pan, _), (.tap, _), (.longPress, _), (.swipe, _), (.screenEdgePan, _), (.pinch, _), (.rotation, _):
      break
    }
    return !unpreventable[a].contains(b)
  }

  @inlinable
  func areSimultaneous(_ a: Int, _ b: Int) -> Bool {
    simultaneous[a].contains(b)
  }

  /// Whether `a` requires `b` to fail, directly or through others.
  func requires(_ a: Int, transitively b: Int) -> Bool {
    var stack = [a]
    var seen = Set<Int>()
    while let current = stack.popLast() {
      if current == b { return true }
      if seen.insert(current).inserted {
        stack.append(contentsOf: requirements[current])
      }
    }
    return false
  }

  /// Whether member `m` takes no touches: it waits and freezes while waiting (a tap).
  @inlinable
  func isFrozen(_ m: Int) -> Bool {
    members[m].slot.freezesWhileWaiting && members[m].isPending
  }

  @inlinable
  func checkMember(_ id: GestureRecognizerID) {
    precondition(id.rawValue >= 0 && id.rawValue < members.count, "GestureArena: unknown recognizer \(id.rawValue)")
  }

  // MARK: - Routing new outputs

  /// Routes the outputs recognizer `m` appended from `start` on while handling an
  /// event (a lone `changed` of a recognizer with nothing pending needs no routing).
  @inlinable
  mutating func routeDelivered(_ m: Int, from start: Int, in outputs: inout [GestureOutput]) {
    let added = outputs.count - start
    if added == 1 && outputs[start].state == .changed && !members[m].isPending { return }
    if added > 0 { routeNewOutputs(of: m, from: start, in: &outputs) }
  }

  /// Routes the outputs member `m` just appended to `outputs` (from index `start` on).
  /// Outputs that routing would pass on unchanged (a `changed`, or the end of a gesture
  /// that succeeded visibly, such as a pan's) stay where they are, so the common case moves nothing.
  @inlinable
  mutating func routeNewOutputs(of m: Int, from start: Int, in outputs: inout [GestureOutput]) {
    if !members[m].isPending {
      var passThrough = true
      var i = start
      while i < outputs.count && passThrough {
        switch outputs[i].state {
        case .changed:
          break
        case .ended, .cancelled:
          passThrough = !members[m].slot.succeedsByEnding
        case .possible, .began, .failed:
          passThrough = false
        }
        i += 1
      }
      if passThrough { return }
    }
    var raw: [GestureOutput] = []
    swap(&raw, &scratch)
    raw.append(contentsOf: outputs[start...])
    outputs.removeSubrange(start...)
    for output in raw {
      route(output, from: m, into: &outputs)
    }
    raw.removeAllElements()
    swap(&raw, &scratch)
  }
}
