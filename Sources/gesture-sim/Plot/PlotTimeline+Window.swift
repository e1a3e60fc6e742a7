extension PlotTimeline {
  /// The timeline seen through the time window `from…to` (seconds, trace time;
  /// `from < to`): the charts' axis spans exactly the window; each series keeps its
  /// samples inside it, with its value held at the window's edges (the sample
  /// before `from`, or the last one before `to`, carried to the edge) so that a line
  /// neither starts late nor stops short; marks and labelled points outside are
  /// left out. The filmstrip's motion keeps only the window's samples.
  func windowed(from: Double, to: Double) -> PlotTimeline {
    func clip(_ segment: Segment) -> Segment {
      var result: Segment = []
      var before: (t: Double, value: Double)?
      for sample in segment {
        if sample.t < from { before = sample; continue }
        if sample.t > to {
          if let last = result.last ?? before, last.t < to { result.append((to, last.value)) }
          return result
        }
        if result.isEmpty, let before, sample.t > from { result.append((from, before.value)) }
        result.append(sample)
      }
      if result.isEmpty, let before, before.t < from, segment.last.map({ $0.t < from }) == false {
        result.append((from, before.value))
      }
      return result
    }
    var window = self
    window.quantity = quantity.map(clip).filter { !$0.isEmpty }
    window.velocity = velocity.map(clip).filter { !$0.isEmpty }
    window.velocityPoints = velocityPoints.filter { $0.t >= from && $0.t <= to }
    window.marks = marks.filter { $0.t >= from && $0.t <= to }
    window.motion = motion.filter { $0.t >= from && $0.t <= to }
    if window.motion.isEmpty, let held = motion.last(where: { $0.t < from }) { window.motion = [(from, held.value)] }
    window.start = from
    window.end = to
    return window
  }
}
