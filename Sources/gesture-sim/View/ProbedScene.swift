import Gestures
import ScrollPhysics

/// What a ``ProbedScene`` samples after every display frame: a value the frame
/// record does not carry but a viewer or a plot shows, such as the content's
/// velocity at that frame.
protocol SceneProbe {
  associatedtype Base: Scene
  associatedtype Sample
  /// The sample of `scene` just after its frame at `time` (seconds).
  static func sample(_ scene: Base, at time: Double) -> Sample
}

/// A scene that takes a sample of its base scene after every display frame
/// (`Probe`). It forwards everything else, so the run (frames run and skipped,
/// records, the run's summary) is exactly the base scene's; with a runnable base it
/// is runnable too, and `SceneRunner` drives it as it drives the base.
///
/// `samples[i]` belongs to the i-th frame record, since a scene appends exactly one
/// frame record per `frame(at:into:)`.
struct ProbedScene<Probe: SceneProbe>: Scene {
  typealias Record = Probe.Base.Record

  /// The scene replayed.
  private(set) var base: Probe.Base
  /// One sample per frame run, in order.
  private(set) var samples: [Probe.Sample] = []

  init(_ base: Probe.Base) {
    self.base = base
  }

  mutating func handle(_ event: TouchEvent, into records: inout [Record]) {
    base.handle(event, into: &records)
  }

  mutating func frame(at time: Double, into records: inout [Record]) {
    base.frame(at: time, into: &records)
    samples.append(Probe.sample(base, at: time))
  }

  var framesNeededFrom: Double? { base.framesNeededFrom }
  var isAtRest: Bool { base.isAtRest }
}

extension ProbedScene: RunnableScene where Probe.Base: RunnableScene {
  typealias Configuration = Probe.Base.Configuration
  typealias Summary = Probe.Base.Summary

  static var defaultConfiguration: Configuration { Probe.Base.defaultConfiguration }

  /// The base scene launched with the same options (valid for the base: its
  /// `validate` is the base's).
  static func launched(_ options: SceneRunner<ProbedScene>.Options, at time: Double) -> ProbedScene {
    ProbedScene(Probe.Base.launched(SceneRunner<Probe.Base>.Options(wrapping: options), at: time))
  }

  static func validate(_ configuration: Configuration) throws(SetupProblem) { try Probe.Base.validate(configuration) }

  static func warningRecord(_ warning: SceneWarning) -> Record { Probe.Base.warningRecord(warning) }

  func summary(of facts: SceneRunFacts<Configuration>) -> Summary { base.summary(of: facts) }

  static func scheduledInputTimes(of configuration: Configuration) -> [Double] {
    Probe.Base.scheduledInputTimes(of: configuration)
  }

  static var lastInputName: SceneWarning.Input { Probe.Base.lastInputName }
}

/// The side menu's content velocity, x (points per second), and whether the scroll
/// view moves on its own, after each frame.
enum SideMenuMotionProbe: SceneProbe {
  static func sample(_ scene: SideMenuScene, at time: Double) -> (velocity: Double, moving: Bool) {
    (scene.contentVelocity(at: time).dx, scene.scrollView.isMoving)
  }
}

/// The card stack's pan velocity, y (points per second, down positive), after each
/// frame; nil while no pan runs or it has no estimate yet.
enum CardsPanVelocityProbe: SceneProbe {
  static func sample(_ scene: CardStackScene, at time: Double) -> Double? {
    scene.panVelocity?.dy
  }
}

/// The table's content velocity, y (points per second), after each frame.
enum TableVelocityProbe: SceneProbe {
  static func sample(_ scene: TableScene, at time: Double) -> Double {
    scene.contentVelocity(at: time).dy
  }
}

/// The scroll-view scene's content velocity (points per second, both axes) and
/// whether its scroll view moves on its own, after each frame.
enum ScrollViewMotionProbe: SceneProbe {
  static func sample(_ scene: ScrollViewScene<GridSnapDelegate>, at time: Double) -> (velocity: Vector, moving: Bool) {
    (scene.contentVelocity(at: time), scene.scrollView.isMoving)
  }
}

/// A screen's containers after each frame: each navigation's depth and back-swipe
/// slide, each refresh control's state and visible height (`ScreenScene`'s
/// `navigationStates(at:)` and `refreshStates`); empty for a screen without them.
enum ScreenContainersProbe: SceneProbe {
  typealias Navigation = (view: String, depth: Int, slide: (topX: Double, beneathX: Double)?)
  typealias Refresh = (scrollView: String, state: String, visibleHeight: Double)
  typealias Base = ScreenScene
  typealias Sample = (navigations: [Navigation], refreshes: [Refresh])

  static func sample(_ scene: ScreenScene, at time: Double) -> Sample {
    (scene.navigationStates(at: time), scene.refreshStates)
  }
}
