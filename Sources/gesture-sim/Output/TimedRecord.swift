import Gestures

/// A scene record that knows its time: every scene's records do.
protocol TimedRecord {
  /// When the record happened, in seconds of the trace's time base.
  var time: Double { get }
}

extension DropdownRecord: TimedRecord {}
extension TableRecord: TimedRecord {}
extension TransitionsRecord: TimedRecord {}
