/// One output record of a scene: an enum whose cases each carry a value with a
/// time, one of them `warning(SceneWarning)`.
///
/// A record enum says once, in `typeAndTime`, what each case is called and when it
/// happened; `time` and `type` read from it, and the enum's `warning` case is the
/// record the runner appends for a warning (`RunnableScene.warningRecord(_:)`).
public protocol SceneRecord {
  /// The record's `type` field in a JSON line (the case's name: `frame`,
  /// `gesture` …) and its time, in seconds.
  var typeAndTime: (type: String, time: Double) { get }
  /// The record that carries `warning` (the enum's `warning` case).
  static func warning(_ warning: SceneWarning) -> Self
}

extension SceneRecord {
  /// The record's time, in seconds.
  public var time: Double { typeAndTime.time }
  /// The record's type as the `type` field of a JSON line.
  public var type: String { typeAndTime.type }
}
