import ScrollPhysics

/// The scroll-view scene's records, made by the screen engine it runs on: the action
/// messages of the scroll view's pan and the recognized taps on its content, every
/// delegate callback, and the scroll view's state after each frame. The touch calls
/// the views received are not the scene's records, and its screen has no containers.
extension ScrollViewSceneRecord: ScreenEngineRecord {
  /// `.viewport`: the scroll view fills it.
  static var touchArea: SceneWarning.Area { .viewport }
  /// False: the scene reports no touch calls (its screen has no content whose touches
  /// the scroll view delays, so none are made).
  static var reportsTouchCalls: Bool { false }

  /// The pan's action messages, and the content's tap when recognized; a bar's tap
  /// is not recorded (its action's callbacks are).
  @inline(__always)
  static func appendGesture<D>(_ output: GestureOutput, of r: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    guard output.sendsActionMessage else { return }
    if r == engine.scrollViews[0].panID?.rawValue {
      records.append(.gesture(ScrollViewSceneGesture(pan: output)))
    } else if output.state == .ended && engine.recognizerInfo[r].view == engine.scrollViews[0].view {
      records.append(.gesture(ScrollViewSceneGesture(time: output.time, recognizer: .tap, state: .ended, location: output.location)))
    }
  }

  /// The callback (the scene has one scroll view).
  @inline(__always)
  static func appendCallback<D>(_ callback: ScrollViewCallback, of k: Int, in engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    records.append(.callback(callback))
  }

  /// Nothing: the scene does not report touch calls (`reportsTouchCalls`).
  @inline(__always)
  static func appendTouch<D>(_ call: TouchDelivery.Record, to v: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self]) {}

  /// The scroll view's state after the frame.
  @inline(__always)
  static func appendFrame<D>(at time: Double, turn: Int, of engine: ScreenEngine<D, Self>, into records: inout [Self]) {
    records.append(.frame(engine.scrollViews[0].lastFrame))
  }

  /// Nothing: the scene's screen has no containers.
  @inline(__always)
  static func appendContainer(_ record: ScreenRecord, into records: inout [Self]) {}
}
