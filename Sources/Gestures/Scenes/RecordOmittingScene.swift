/// A scene that can run without making its records, for a caller that reads only
/// the summary (`gesture-sim run --format json`): its state, its summary and its
/// warnings are the same; only the records that show the run step by step are not
/// made (`SceneRunner.makesRecords`).
package protocol RecordOmittingScene {
  /// From now on, the scene appends no gesture, touch, callback or frame records.
  mutating func omitRecords()
}
