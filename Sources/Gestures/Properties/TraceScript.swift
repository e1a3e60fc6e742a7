import ScrollPhysics

/// A touch trace described as a list of gestures: what the property harness generates,
/// shrinks and reports.
///
/// A script is a small value (a handful of gestures with their parameters) that
/// `render()` turns into touch events. Rendering is a pure function of the script, so
/// a script, or the seed that generated it, reproduces its trace exactly. Every
/// rendered trace is valid for the trace reader (see `render(into:)`), and every
/// script the shrinker derives from a valid script renders validly too.
///
/// Gestures follow each other without overlapping: step `i` starts `pause` seconds
/// after step `i − 1` ended (the first step `pause` seconds after time 0).
package struct TraceScript: Hashable, Sendable {
  /// The display the trace is generated for, in points. Rendering keeps every finger
  /// inside `0 … width` × `0 … height` (a finger cannot leave the glass).
  package var viewport: Size
  /// How fingers are sampled.
  package var sampling: Sampling
  /// The display refresh rate of the device the trace is for, in hertz: 60 (the
  /// default) or 120 (ProMotion). Rendering ignores it; a property that runs a scene
  /// shows its frames at this rate, and a counterexample's CSV carries it as
  /// `# refresh:` when it is not 60, so that `gesture-sim run` replays the trace at
  /// the rate it failed at.
  package var refreshRate: Double
  /// The gestures, in time order, each with the pause before it.
  package var steps: [Step]

  /// Creates a script.
  package init(
    viewport: Size = Display.defaultViewport, sampling: Sampling = Sampling(), refreshRate: Double = Display.defaultRefreshRate,
    steps: [Step]
  ) {
    self.viewport = viewport
    self.refreshRate = refreshRate
    self.sampling = sampling
    self.steps = steps
  }

  /// The gestures of the script, in order.
  package var gestures: [ScriptedGesture] { steps.map(\.gesture) }
}

extension TraceScript {
  /// One gesture and the pause before it.
  package struct Step: Hashable, Sendable {
    /// Seconds between the end of the previous gesture (or time 0 for the first step)
    /// and this gesture's first touch. Non-negative. Rendering never starts a gesture
    /// sooner than `TraceScript.minimumGap` after the previous one, so that two
    /// gestures never share a touch event.
    package var pause: Double
    /// The gesture.
    package var gesture: ScriptedGesture

    /// Creates a step.
    package init(pause: Double, gesture: ScriptedGesture) {
      self.pause = pause
      self.gesture = gesture
    }
  }

  /// The shortest time between the last event of one gesture and the first event of
  /// the next, in seconds: 1 ms.
  package static let minimumGap = 0.001

  /// How the digitizer samples moving fingers.
  ///
  /// A moving finger is sampled `rate` times a second. With `coalescing` c > 1 the
  /// app receives one event every c samples and the samples in between arrive as
  /// coalesced touches (UIKit's `coalescedTouches(for:)`, docs/sources.md, "Touch traces": 120 Hz
  /// and 240 Hz digitizers delivering at 60 Hz): they are rendered as rows of their
  /// own with `isCoalesced` set. Jitter moves each interior sample of a stroke by up
  /// to ± `jitter` × the sample spacing, as wall-clock drivers do (docs/sources.md, "Touch traces":
  /// Hammer's "jittery" 1/60 s moves); the finger's velocity is unchanged.
  package struct Sampling: Hashable, Sendable {
    /// Samples per second of a moving finger, in hertz: 60, 120 or 240 on real
    /// devices. Positive.
    package var rate: Double
    /// The largest timing error of an interior sample, as a fraction of the sample
    /// spacing: 0 (exact ticks) up to 0.45 (larger values are treated as 0.45, which
    /// keeps samples in order).
    package var jitter: Double
    /// Samples per delivered event: 1 (no coalescing) or more.
    package var coalescing: Int
    /// Seeds the jitter. Irrelevant when `jitter` is 0.
    package var noiseSeed: UInt64

    /// Creates a sampling description. The defaults are a 60 Hz digitizer with exact
    /// timing and no coalescing.
    package init(rate: Double = 60, jitter: Double = 0, coalescing: Int = 1, noiseSeed: UInt64 = 0) {
      self.rate = rate
      self.jitter = jitter
      self.coalescing = coalescing
      self.noiseSeed = noiseSeed
    }
  }
}
