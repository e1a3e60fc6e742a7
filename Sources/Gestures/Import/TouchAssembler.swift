import ScrollPhysics

/// Turns the contacts an importer decodes into touch events with small,
/// stable finger ids.
///
/// A decoder reports what each contact did at a time (`began`, `moved`,
/// `ended`, `cancelled`), keyed by a number unique to that contact in the
/// recording. The assembler gives each new contact the smallest finger id not
/// in use (an id freed in an event is reused only in a later event), groups
/// the touches of one time into one `TouchEvent`, and keeps times strictly
/// increasing: a second sample of a finger at the same time, or a time earlier
/// than the last event's, is moved to the next representable time after it
/// (the second case with a warning, which the decoder reports).
struct TouchAssembler {
  /// One finger that is down.
  struct Contact {
    var key: Int
    var id: Int
    var location: Point
  }

  let maximumFingers: Int
  /// The fingers down (in no particular order).
  private(set) var contacts: [Contact] = []
  /// The index in `contacts` of each contact key.
  private var indexOfKey: [Int: Int] = [:]
  /// Whether each finger id is taken: down, or lifted in the pending event.
  private var taken: [Bool] = []
  /// Events complete and not yet taken, oldest first.
  private(set) var ready: [TouchEvent] = []
  /// The touches of the event being assembled, at `pendingTime`.
  private var pending: [Touch] = []
  private var pendingTime = 0.0
  /// Ids lifted in the pending event: not reusable until it is complete.
  private var freedInPending: [Int] = []
  /// For each finger id, the serial of the last pending event it is in.
  private var pendingSerial: [Int] = []
  /// The serial of the pending event (starts at 1).
  private var serial = 1
  /// A buffer given back by `recycle(_:)`, or empty.
  private var spare: [Touch] = []
  /// The first of `ready` not yet taken.
  private var readyIndex = 0
  /// The time of the last event completed, or nil.
  private(set) var lastTime: Double?
  /// The recording's line of the pending event (where its first report
  /// ended), and of each ready event.
  private var pendingLine = 0
  private var readyLines: [Int] = []

  init(maximumFingers: Int) {
    self.maximumFingers = maximumFingers
  }

  /// Whether the contact `key` is down.
  func isDown(_ key: Int) -> Bool { index(of: key) != nil }

  /// The last location of contact `key`, if it is down.
  func location(of key: Int) -> Point? { index(of: key).map { contacts[$0].location } }

  /// The index in `contacts` of contact `key`: the first few are searched
  /// (a recording rarely has more fingers down), the rest looked up.
  @inline(__always)
  private func index(of key: Int) -> Int? {
    let count = contacts.count
    var i = 0
    while i < count && i < 4 {
      if contacts[i].key == key { return i }
      i &+= 1
    }
    return count > 4 ? indexOfKey[key] : nil
  }

  /// Starts the event at `time`; completes the pending one if its time
  /// differs. Returns `false` when `time` is earlier than the last event's
  /// (the event is then placed just after it).
  /// `line` is the recording's line of the report (0: unknown).
  @discardableResult
  mutating func setTime(_ time: Double, line: Int = 0) -> Bool {
    var ordered = true
    var time = time
    let floor = pending.isEmpty ? lastTime : pendingTime
    if let floor, time < floor {
      ordered = false
      time = pending.isEmpty ? floor.nextUp : floor
    }
    if !pending.isEmpty && time != pendingTime { complete() }
    if pending.isEmpty {
      if let lastTime, time <= lastTime { time = lastTime.nextUp }
      pendingTime = time
      pendingLine = line
    }
    return ordered
  }

  /// A new contact touched down at `location` (points).
  mutating func begin(key: Int, location: Point, force: Double? = nil, radius: Double? = nil) throws(ImportError.Reason) {
    if contacts.count >= maximumFingers { throw .tooManyFingers(limit: maximumFingers) }
    var id = 0
    while id < taken.count && taken[id] { id += 1 }
    if id == taken.count { taken.append(true) } else { taken[id] = true }
    indexOfKey[key] = contacts.count
    contacts.append(Contact(key: key, id: id, location: location))
    append(Touch(id: id, phase: .began, location: location, force: force, radius: radius))
  }

  /// Contact `key` is at `location`; a `moved` touch when it moved, nothing
  /// otherwise. Nothing when the contact is not down.
  mutating func move(key: Int, location: Point, force: Double? = nil, radius: Double? = nil) {
    guard let index = index(of: key) else { return }
    if contacts[index].location == location { return }
    contacts[index].location = location
    append(Touch(id: contacts[index].id, phase: .moved, location: location, force: force, radius: radius))
  }

  /// Contact `key` lifted (`ended`) or was cancelled, at `location` or at its
  /// last location. Nothing when it is not down.
  mutating func end(key: Int, location: Point? = nil, cancelled: Bool = false) {
    guard let index = indexOfKey.removeValue(forKey: key) else { return }
    let contact = contacts[index]
    let last = contacts.removeLast()
    if index < contacts.count {
      contacts[index] = last
      indexOfKey[last.key] = index
    }
    append(Touch(id: contact.id, phase: cancelled ? .cancelled : .ended, location: location ?? contact.location))
    freedInPending.append(contact.id)
  }

  /// Cancels every contact still down at `time`, the last time in the
  /// recording, in an event of their own; when the last event already has
  /// that time (or a later one), 1 µs after it (the resolution of getevent's
  /// and evemu's clocks: an import's times increase strictly). Completes
  /// every event and returns the cancelled finger ids and the time of their
  /// event.
  mutating func cancelRemaining(at time: Double) -> (ids: [Int], time: Double) {
    flush()
    guard !contacts.isEmpty else { return ([], time) }
    setTime(Self.cancellationTime(at: time, after: lastTime))
    let remaining = contacts.sorted { $0.id < $1.id }
    for contact in remaining { end(key: contact.key, cancelled: true) }
    let ids = remaining.map(\.id)
    flush()
    return (ids, lastTime ?? time)
  }

  /// The time of the cancellations added at the end of a recording whose
  /// last time is `time` and whose last event is at `last`: `time`, or 1 µs
  /// after `last` when that is not earlier.
  static func cancellationTime(at time: Double, after last: Double?) -> Double {
    guard let last, time <= last else { return time }
    return last + 0.000_001
  }

  /// Completes the pending event, if any.
  mutating func flush() {
    if !pending.isEmpty { complete() }
  }

  /// Takes the oldest complete event, if any; `line` is set to its line in
  /// the recording (0: unknown).
  mutating func takeNext(line: inout Int) -> TouchEvent? {
    guard readyIndex < ready.count else { return nil }
    if readyIndex == 0 && ready.count == 1 {
      // The usual case, one event: moved out, so its touches are not shared and can be recycled.
      line = readyLines.removeLast()
      return ready.removeLast()
    }
    let event = ready[readyIndex]
    line = readyLines[readyIndex]
    readyIndex += 1
    if readyIndex == ready.count {
      ready.removeAllElements()
      readyLines.removeAllElements()
      readyIndex = 0
    }
    return event
  }

  /// Whether complete events are waiting.
  var hasReady: Bool { readyIndex < ready.count }

  private mutating func append(_ touch: Touch) {
    while pendingSerial.count <= touch.id { pendingSerial.append(0) }
    if pendingSerial[touch.id] == serial {
      // A second sample of one finger at one time: the next representable time.
      let time = pendingTime
      complete()
      pendingTime = time.nextUp
    }
    pending.append(touch)
    pendingSerial[touch.id] = serial
  }

  /// Takes `touches`, the buffer of an event the consumer is done with, to
  /// assemble a later event in (no allocation per event when the buffer is
  /// not shared); `touches` is left empty.
  mutating func recycle(_ touches: inout [Touch]) {
    if spare.capacity == 0 && touches.capacity > 0 { swap(&spare, &touches) }
  }

  private mutating func complete() {
    // The event takes `pending`'s buffer; assembly continues in the spare one, if any
    // (emptied element by element: an event has a few touches).
    var touches = spare
    spare = []
    swap(&touches, &pending)
    ready.append(TouchEvent(time: pendingTime, touches: touches))
    readyLines.append(pendingLine)
    lastTime = pendingTime
    while !pending.isEmpty { pending.removeLast() }
    serial += 1
    if !freedInPending.isEmpty {
      for id in freedInPending { taken[id] = false }
      freedInPending.removeAllElements()
    }
  }
}
