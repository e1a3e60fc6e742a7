import ScrollPhysics

/// The record type a `ScreenEngine` makes its records in: a scene's own. The engine
/// calls these at each event it may report (only while it makes records); each
/// appends the scene's record of the event, or nothing for an event the scene does
/// not report. `ScreenRecord` reports every event, naming views, scroll views and
/// recognizers by id; `ScrollViewSceneRecord` the scroll-view scene's own.
protocol ScreenEngineRecord: SceneRecord, Sendable {
  /// Where a touch that hits no view lands, as its `touchOutside` warning says.
  static var touchArea: SceneWarning.Area { get }
  /// Whether the scene reports the touch calls views receive (`appendTouch`).
  static var reportsTouchCalls: Bool { get }
  /// Recognizer `r`'s (an arena identifier's raw value) state change `output`.
  static func appendGesture<D>(_ output: GestureOutput, of r: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self])
  /// Scroll view `k`'s delegate callback.
  static func appendCallback<D>(_ callback: ScrollViewCallback, of k: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self])
  /// A touch call view `v` received.
  static func appendTouch<D>(_ call: TouchDelivery.Record, to v: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self])
  /// The frame at `time` (seconds): the scroll views' states after it (`turn`: the
  /// engine's frame-state buffer of this frame, `ScreenEngine.frameRecord(at:turn:)`).
  static func appendFrame<D>(at time: Double, turn: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self])
  /// A container's record (a navigation's pop, a refresh control's state or action).
  static func appendContainer(_ record: ScreenRecord, into records: inout [Self])
}

extension ScreenRecord: ScreenEngineRecord {
  /// `.screen`: outside every view of the screen.
  static var touchArea: SceneWarning.Area { .screen }
  /// True: `touch` records, and the summary's `touchesDelivered`.
  static var reportsTouchCalls: Bool { true }

  /// A `gesture` record naming the recognizer and its view, with a failure's reason.
  @inline(__always)
  static func appendGesture<D>(_ output: GestureOutput, of r: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    // Field by field: a copy of the whole info retains and releases its id.
    records.append(.gesture(ScreenGesture(
      recognizer: engine.recognizerInfo[r].id, kind: engine.recognizerInfo[r].kind,
      view: engine.views[engine.recognizerInfo[r].view].id,
      output: output, reason: output.state == .failed ? engine.reasonText(output.reason) : nil)))
  }

  /// A `callback` record naming the scroll view.
  @inline(__always)
  static func appendCallback<D>(_ callback: ScrollViewCallback, of k: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    records.append(.callback(ScreenCallback(scrollView: engine.scrollViews[k].id, callback: callback)))
  }

  /// A `touch` record naming the view.
  @inline(__always)
  static func appendTouch<D>(_ call: TouchDelivery.Record, to v: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    records.append(.touch(ScreenTouch(time: call.time, view: engine.views[v].id, method: call.method, finger: call.touch, location: call.location)))
  }

  /// A `frame` record of every scroll view's state.
  @inline(__always)
  static func appendFrame<D>(at time: Double, turn: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    records.append(.frame(engine.frameRecord(at: time, turn: turn)))
  }

  /// The record itself.
  @inline(__always)
  static func appendContainer(_ record: ScreenRecord, into records: inout [Self]) {
    records.append(record)
  }
}
