/// A scene whose screen changes through animated view-controller transitions that
/// refuse touches while they run (the drop-down and transitions scenes): the order
/// in which a touch event and a display frame reach it is the same for every such
/// screen, so it is written once here; the scene supplies its regions, its
/// gesture routing, its animations and its frame.
protocol AnimatedScreen: Scene where Record: ScreenRecord, Record.Frame == Frame {
  /// The scene's frame record payload.
  associatedtype Frame
  /// The arena, the fingers down and the refused touches.
  var host: AnimatedScreenHost { get set }
  /// Whether the screen takes touches now (`false` while a transition runs).
  var isUserInteractionEnabled: Bool { get }
  /// The frame record at `time` (seconds).
  func currentFrame(at time: Double) -> Frame
  /// Runs the completions of animations that ended by `time` (seconds).
  mutating func advanceAnimations(to time: Double, into records: inout [Record])
  /// Puts the arena's hit regions where the current screen's views are.
  mutating func updateRegions()
  /// Runs the app's actions for the recognizers' outputs in `host.outputs`.
  mutating func routeGestureOutputs(into records: inout [Record])
}

extension AnimatedScreen {
  /// One touch event: completions due by its time run first, then the fingers
  /// reach the views of the current screen (or are refused during a transition),
  /// then the recognizers' taps run the app's actions, then lifted fingers leave.
  mutating func handleTouches(_ event: TouchEvent, into records: inout [Record]) {
    advanceAnimations(to: event.time, into: &records)
    updateRegions()
    host.land(event, interactionEnabled: isUserInteractionEnabled, into: &records)
    host.recognize(event)
    routeGestureOutputs(into: &records)
    host.lift(event)
  }

  /// The display frame at `time` (seconds): recognizer deadlines, animation
  /// completions, then the frame record.
  mutating func runFrame(at time: Double, into records: inout [Record]) {
    if host.recognizeDeadlines(at: time) {
      routeGestureOutputs(into: &records)
    }
    advanceAnimations(to: time, into: &records)
    records.append(.frame(currentFrame(at: time)))
  }
}

extension DropdownScene: AnimatedScreen {}
extension TransitionsScene: AnimatedScreen {}
