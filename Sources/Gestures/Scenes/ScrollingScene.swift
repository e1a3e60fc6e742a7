import ScrollPhysics

/// A scene whose content is driven by a `ScrollView` of its own (the side menu,
/// the table; the scroll-view scene runs on the screen engine): it gives its
/// scroll view the display's refresh rate, which UIKit's per-frame laws are
/// stated in (`DisplayRateScene`).
///
/// The scene routes its recognizers' outputs with `routeGestureOutputs(into:)`:
/// the pan's action messages become `gesture` records and scroll-view inputs, and
/// each recognized tap of its other recognizers goes to `routeTap(_:into:)`.
protocol ScrollingScene: DisplayRateScene {
  /// The scroll view's pan, fingers and touch sequence, and the scene's arena.
  var touches: ScrollViewTouches<RestAwareVelocityEstimator<ScrollViewVelocityEstimator>> { get set }
  /// Whether the scene makes its gesture, callback and frame records (false once,
  /// as a `RecordOmittingScene`, it was told to omit them).
  var makesRecords: Bool { get }
  /// Appends the `gesture` record of one of the pan's action messages.
  static func recordPan(_ output: GestureOutput, into records: inout [Record])
  /// Sends `input` to the scroll view at `time` (seconds) and records what follows.
  mutating func send(_ input: ScrollViewInput, at time: Double, into records: inout [Record])
  /// Acts on a tap that another of the scene's recognizers recognized (`output.state`
  /// is `.ended`).
  mutating func routeTap(_ output: GestureOutput, into records: inout [Record])
}

extension ScrollingScene {
  /// Applies the recognizers' transitions in `touches.outputs`, read in place in
  /// order (nothing here changes the buffer): every action message of the pan
  /// becomes a `gesture` record and drives the scroll view; taps are discrete, so
  /// only a recognized (`ended`) tap carries an action message.
  mutating func routeGestureOutputs(into records: inout [Record]) {
    var o = 0
    while o < touches.outputs.count {
      let output = touches.outputs[o]
      o += 1
      guard output.sendsActionMessage else { continue }
      if output.recognizer == touches.panID {
        if makesRecords { Self.recordPan(output, into: &records) }
        if let input = touches.scrollViewInput(forPan: output) { send(input, at: output.time, into: &records) }
        continue
      }
      guard output.state == .ended else { continue }
      routeTap(output, into: &records)
    }
  }
}
