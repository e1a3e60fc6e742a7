import ScrollPhysics

/// One output record of the scroll-view scene, in time order: what `gesture-sim
/// run --scene scroll-view` prints, one line per record with `--format jsonl`.
public enum ScrollViewSceneRecord: SceneRecord, Hashable, Sendable {
  /// A recognizer's action message (the pan's states, a tap).
  case gesture(ScrollViewSceneGesture)
  /// A `UIScrollViewDelegate` callback with its arguments, in UIKit's order.
  case callback(ScrollViewCallback)
  /// The state after a display frame.
  case frame(ScrollViewSceneFrame)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  public var typeAndTime: (type: String, time: Double) {
    switch self {
    case .gesture(let gesture): return ("gesture", gesture.time)
    case .callback(let callback): return ("callback", callback.time)
    case .frame(let frame): return ("frame", frame.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }

  /// The callback, if the record is one.
  public var callback: ScrollViewCallback? {
    guard case .callback(let callback) = self else { return nil }
    return callback
  }
}
