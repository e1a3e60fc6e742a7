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

  /// The mark of a scene warning, on the warnings lane.
  static func mark(_ warning: SceneWarning) -> PlotMark {
    PlotMark(t: warning.time, lane: .warnings, label: "warning", detail: "\(warning.time) \(warning.message)")
  }
}
