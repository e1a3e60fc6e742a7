import ScrollPhysics

/// The arena's bookkeeping for one recognizer.
struct Member: Sendable {
  enum Kind: Sendable {
    case pan
    case tap
  }

  /// Which array holds the recognizer, and where.
  var kind: Kind
  var index: Int
  /// The region it is attached to.
  var region: Int
  /// The members it requires to fail.
  var requirements: [Int] = []
  /// The members it may succeed together with.
  var simultaneous: [Int] = []
  /// The success output withheld while it waits for a failure requirement; non-nil
  /// exactly while it waits.
  var pending: GestureOutput?
  /// Serial numbers of the touches delivered to it in its current gesture.
  var serials: [Int] = []
  /// Whether it succeeded in the current step (event or deadline).
  var succeededThisStep = false
}

/// A touch down, as the arena knows it.
struct ActiveTouch: Sendable {
  var id: Int
  var serial: Int
}

extension Array where Element == ActiveTouch {
  func index(ofTouch id: Int) -> Int? {
    firstIndex { $0.id == id }
  }
}

/// The verdict on a recognizer that would succeed.
enum Gate {
  case proceed
  case wait
  case fail
}

extension GestureArena {
  // MARK: - Routing

  /// Applies the arena's rules to one raw output of member `m`.
  mutating func route(_ output: GestureOutput, from m: Int, into outputs: inout [GestureOutput]) {
    switch output.state {
    case .possible:
      preconditionFailure("GestureArena: a recognizer reported a transition to possible")
    case .began:
      attemptSuccess(m, output, into: &outputs)
    case .changed:
      if members[m].pending != nil {
        var pending = output
        pending.state = .began
        members[m].pending = pending
      } else {
        outputs.append(output)
      }
    case .ended:
      switch members[m].kind {
      case .tap: attemptSuccess(m, output, into: &outputs)
      case .pan: terminate(m, output, into: &outputs)
      }
    case .cancelled:
      terminate(m, output, into: &outputs)
    case .failed:
      members[m].pending = nil
      outputs.append(output)
      failureHappened(m, at: output.time, into: &outputs)
    }
  }

  /// A pan ended or was cancelled: passed on if it had begun visibly; a failure if its
  /// `began` was still withheld.
  mutating func terminate(_ m: Int, _ output: GestureOutput, into outputs: inout [GestureOutput]) {
    guard members[m].pending != nil else {
      outputs.append(output)
      return
    }
    members[m].pending = nil
    _ = recognizerFail(m)
    var failed = output
    failed.state = .failed
    failed.velocity = nil
    outputs.append(failed)
    failureHappened(m, at: output.time, into: &outputs)
  }

  /// Member `m` would succeed with `output`: succeed, wait or fail.
  mutating func attemptSuccess(_ m: Int, _ output: GestureOutput, into outputs: inout [GestureOutput]) {
    switch gate(m) {
    case .proceed:
      outputs.append(output)
      successHappened(m, at: output.time, into: &outputs)
    case .wait:
      members[m].pending = output
    case .fail:
      forceFail(m, at: output.time, into: &outputs)
    }
  }

  /// Whether member `r` may succeed now (see the type's documentation).
  func gate(_ r: Int) -> Gate {
    for y in members.indices where y != r && hasSucceeded(y) && !areSimultaneous(r, y) && share(r, y) {
      return .fail
    }
    var wait = false
    for b in members[r].requirements {
      if members[b].pending != nil {
        wait = true
      } else if hasSucceeded(b) {
        return .fail
      } else {
        switch recognizerState(b) {
        case .failed:
          break
        case .possible:
          if !recognizerIsIdle(b) { wait = true }
        case .began, .changed, .ended, .cancelled:
          return .fail
        }
      }
    }
    return wait ? .wait : .proceed
  }

  /// Member `r` succeeded at `time`: competitors sharing its touches fail, and so do
  /// members that require it to fail.
  mutating func successHappened(_ r: Int, at time: Double, into outputs: inout [GestureOutput]) {
    members[r].succeededThisStep = true
    for y in members.indices where y != r && isUndecided(y) && !areSimultaneous(r, y) && share(r, y) {
      forceFail(y, at: time, into: &outputs)
    }
    for d in members.indices where d != r && members[d].requirements.contains(r) {
      if members[d].pending != nil || (recognizerState(d) == .possible && !recognizerIsIdle(d)) {
        forceFail(d, at: time, into: &outputs)
      }
    }
  }

  /// Member `y` failed at `time`: members waiting for it are checked again.
  mutating func failureHappened(_ y: Int, at time: Double, into outputs: inout [GestureOutput]) {
    for d in members.indices where members[d].pending != nil && members[d].requirements.contains(y) {
      switch gate(d) {
      case .wait:
        break
      case .fail:
        forceFail(d, at: time, into: &outputs)
      case .proceed:
        release(d, at: time, into: &outputs)
      }
    }
  }

  /// Fails member `m` at `time` (if it is not failed already) with its consequences.
  mutating func forceFail(_ m: Int, at time: Double, into outputs: inout [GestureOutput]) {
    let pending = members[m].pending
    members[m].pending = nil
    let changed = recognizerFail(m)
    guard changed || pending != nil else { return }
    var output: GestureOutput
    switch members[m].kind {
    case .tap: output = pending ?? recognizerSnapshot(m, .failed, at: time)
    case .pan: output = recognizerSnapshot(m, .failed, at: time)
    }
    output.state = .failed
    output.time = time
    output.velocity = nil
    outputs.append(output)
    failureHappened(m, at: time, into: &outputs)
  }

  /// Member `d` waited and may now succeed: its withheld output goes out at `time`.
  mutating func release(_ d: Int, at time: Double, into outputs: inout [GestureOutput]) {
    guard var output = members[d].pending else { return }
    members[d].pending = nil
    let index = members[d].index
    switch members[d].kind {
    case .pan:
      pans[index]._zeroTranslation()
      output = pans[index]._snapshot(.began, at: time)
    case .tap:
      output.state = .ended
      output.time = time
    }
    outputs.append(output)
    successHappened(d, at: time, into: &outputs)
  }

  /// Ends a step: recognizers whose gesture is over with no touch left go back to
  /// `possible`; those taking no part in a gesture forget their touches.
  mutating func endStep() {
    for m in members.indices {
      members[m].succeededThisStep = false
      let index = members[m].index
      switch members[m].kind {
      case .pan: pans[index]._resetIfFinished()
      case .tap: taps[index]._resetIfFinished()
      }
      if members[m].pending == nil && recognizerIsIdle(m) && !members[m].serials.isEmpty {
        members[m].serials.removeAll(keepingCapacity: true)
      }
    }
  }

  // MARK: - Relations

  /// Whether member `y` succeeded in its current gesture and is visible as such.
  func hasSucceeded(_ y: Int) -> Bool {
    guard members[y].pending == nil else { return false }
    if members[y].succeededThisStep { return true }
    switch recognizerState(y) {
    case .began, .changed, .ended, .cancelled: return true
    case .possible, .failed: return false
    }
  }

  /// Whether member `y` has not decided yet: `possible`, or waiting.
  func isUndecided(_ y: Int) -> Bool {
    members[y].pending != nil || recognizerState(y) == .possible
  }

  /// Whether a touch went to both members in their current gestures.
  func share(_ a: Int, _ b: Int) -> Bool {
    for serial in members[a].serials where members[b].serials.contains(serial) {
      return true
    }
    return false
  }

  func areSimultaneous(_ a: Int, _ b: Int) -> Bool {
    members[a].simultaneous.contains(b)
  }

  /// Whether `a` requires `b` to fail, directly or through others.
  func requires(_ a: Int, transitively b: Int) -> Bool {
    var stack = [a]
    var seen = Set<Int>()
    while let current = stack.popLast() {
      if current == b { return true }
      if seen.insert(current).inserted {
        stack.append(contentsOf: members[current].requirements)
      }
    }
    return false
  }

  /// A waiting tap takes no touches until it is decided.
  func isFrozen(_ m: Int) -> Bool {
    members[m].kind == .tap && members[m].pending != nil
  }

  func checkMember(_ id: GestureRecognizerID) {
    precondition(id.rawValue >= 0 && id.rawValue < members.count, "GestureArena: unknown recognizer \(id.rawValue)")
  }

  // MARK: - Recognizer access

  func recognizerState(_ m: Int) -> GestureState {
    let member = members[m]
    switch member.kind {
    case .pan: return pans[member.index].state
    case .tap: return taps[member.index].state
    }
  }

  func recognizerIsIdle(_ m: Int) -> Bool {
    let member = members[m]
    switch member.kind {
    case .pan: return pans[member.index]._isIdle
    case .tap: return taps[member.index]._isIdle
    }
  }

  func recognizerDeadline(_ m: Int) -> Double? {
    let member = members[m]
    switch member.kind {
    case .pan: return pans[member.index].nextDeadline
    case .tap: return taps[member.index].nextDeadline
    }
  }

  mutating func recognizerFail(_ m: Int) -> Bool {
    let member = members[m]
    switch member.kind {
    case .pan: return pans[member.index]._fail()
    case .tap: return taps[member.index]._fail()
    }
  }

  func recognizerSnapshot(_ m: Int, _ state: GestureState, at time: Double) -> GestureOutput {
    let member = members[m]
    switch member.kind {
    case .pan: return pans[member.index]._snapshot(state, at: time)
    case .tap: return taps[member.index]._snapshot(state, at: time)
    }
  }

  mutating func recognizerHandle(
    _ m: Int, _ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]
  ) {
    let member = members[m]
    switch member.kind {
    case .pan: pans[member.index]._handle(event, accepting: accepts, into: &outputs)
    case .tap: taps[member.index]._handle(event, accepting: accepts, into: &outputs)
    }
  }

  mutating func recognizerAdvance(_ m: Int, to time: Double, into outputs: inout [GestureOutput]) {
    let member = members[m]
    switch member.kind {
    case .pan: break
    case .tap: taps[member.index]._advance(to: time, into: &outputs)
    }
  }

  mutating func takeScratch() -> [GestureOutput] {
    var buffer: [GestureOutput] = []
    swap(&buffer, &scratch)
    return buffer
  }

  mutating func putScratch(_ buffer: [GestureOutput]) {
    scratch = buffer
    scratch.removeAll(keepingCapacity: true)
  }
}
