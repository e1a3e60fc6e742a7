import Gestures

extension PlotScene {
  /// Appends a display frame to the plotted `frames`. The replayer skips frames that
  /// would repeat the previous one (the scene at rest): when more than 1.5 frame
  /// periods have passed, the last frame is first put back one period (`1 /
  /// refreshRate` seconds) before `frame`, so the lines hold their value across the
  /// gap instead of slanting through it.
  static func appendFrame<Frame>(
    _ frame: Frame, to frames: inout [Frame], time: WritableKeyPath<Frame, Double>, refreshRate: Double
  ) {
    if let last = frames.last, frame[keyPath: time] - last[keyPath: time] > 1.5 / refreshRate {
      var held = last
      held[keyPath: time] = frame[keyPath: time] - 1 / refreshRate
      frames.append(held)
    }
    frames.append(frame)
  }

  /// Appends a display frame to `probed` (`appendFrame`) with the velocity its
  /// scene's probe sampled at it, in points per second; a frame put back for a rest
  /// holds the velocity too.
  static func appendFrame<Frame>(
    _ frame: Frame, velocity: Double, to probed: inout ProbedFrames<Frame>, time: WritableKeyPath<Frame, Double>, refreshRate: Double
  ) {
    let before = probed.frames.count
    appendFrame(frame, to: &probed.frames, time: time, refreshRate: refreshRate)
    if probed.frames.count - before == 2 { probed.velocities.append(probed.velocities.last ?? 0) }
    probed.velocities.append(velocity)
    probed.sampled += 1
  }

  /// The mark of a scene warning, on the warnings lane.
  static func mark(_ warning: SceneWarning) -> PlotMark {
    PlotMark(t: warning.time, lane: .warnings, label: "warning", detail: "\(warning.time) \(warning.message)")
  }
}

/// The plotted frames of a scene whose velocity a `SceneProbe` samples once per frame
/// record (`ProbedScene`: the side menu's and the table's content velocity), each with
/// its velocity (`PlotScene.appendFrame(_:velocity:to:time:refreshRate:)`).
struct ProbedFrames<Frame> {
  /// The frames plotted, in order (a held frame before each gap).
  var frames: [Frame] = []
  /// The velocity at each of `frames`, in points per second.
  var velocities: [Double] = []
  /// How many of the probe's samples the frames have taken: the index of the next
  /// frame record's sample.
  var sampled = 0

  /// The velocity line: each frame's time (its `time`, in seconds) and velocity.
  func velocityLine(time: KeyPath<Frame, Double>) -> [(t: Double, value: Double)] {
    zip(frames, velocities).map { (t: $0.0[keyPath: time], value: $0.1) }
  }
}
