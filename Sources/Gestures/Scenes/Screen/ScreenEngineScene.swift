/// A scene that is a screen run on the screen engine (`ScreenEngine`): `ScreenScene`
/// (a user's screen) and `ScrollViewScene` (a screen of one scroll view). Its touches,
/// frames and records are the engine's; the scene adds its configuration and summary.
protocol ScreenEngineScene: Scene, RecordOmittingScene where Record: ScreenEngineRecord {
  /// The delegate of the screen's scroll views.
  associatedtype Delegate: ScrollViewSceneDelegate
  /// The screen, as it runs.
  var engine: ScreenEngine<Delegate, Record> { get set }
}

extension ScreenEngineScene {
  /// Frames are needed while a scroll view moves or changed since the latest frame,
  /// otherwise from the earliest deadline (a recognizer's, a content-touch delay's, a
  /// container's).
  public var framesNeededFrom: Double? { engine.framesNeededFrom }

  /// Whether nothing changes without new touches: no finger down, no recognizer or
  /// container waiting on time, every scroll view at rest.
  public var isAtRest: Bool { engine.isAtRest }

  /// Handles one touch event: hit-testing of the fingers that land, `touchDown` on
  /// the scroll views under them, the recognizers (a scroll view's pan drives it), the
  /// touch calls of the views, then the lifts (`touchUp` after a sequence without a
  /// drag).
  public mutating func handle(_ event: TouchEvent, into records: inout [Record]) {
    engine.handle(event, into: &records)
  }

  /// Advances to the display frame at `time` (seconds): content-touch delays and
  /// recognizer deadlines due, every scroll view's frame, then the frame record.
  public mutating func frame(at time: Double, into records: inout [Record]) {
    engine.frame(at: time, into: &records)
  }

  /// The engine from now on makes no records but warnings.
  package mutating func omitRecords() { engine.makesRecords = false }
}
