/// A scene whose launch makes records before any input (the side menu's first
/// `hideOrShowMenu` call and its callbacks, the table's first rows): it holds them
/// and delivers them with its first input, and drops them when it is told to omit
/// its records.
protocol LaunchRecordingScene: Scene, RecordOmittingScene {
  /// Records made before the first input (the launch), delivered with it.
  var pendingRecords: [Record] { get set }
  /// Whether the scene makes its records (`RecordOmittingScene`): its warnings,
  /// state and summary are the same either way.
  var makesRecords: Bool { get set }
}

extension LaunchRecordingScene {
  /// Delivers the launch's records, if they are still pending, ahead of the input's.
  mutating func flushPending(into records: inout [Record]) {
    guard !pendingRecords.isEmpty else { return }
    records.append(contentsOf: pendingRecords)
    pendingRecords.removeAll()
  }

  /// The scene from now on makes no records but warnings, and drops the launch's.
  package mutating func omitRecords() {
    makesRecords = false
    pendingRecords.removeAll()
  }
}
