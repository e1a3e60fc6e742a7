import Gestures

/// What `run`, `plot` and `view` do with the trace once its scene is set up
/// (`SceneSetup.setUp`): the set-up calls `visit` with the concrete scene and
/// its validated options, so that the command's loop over the events is
/// specialized for the scene.
protocol SceneVisitor {
  /// Reads the rest of `reader` through `Scene` run with `options` (validated) on
  /// `setup`'s display, the reader's warnings to `errors`. `label` names the input
  /// as a report shows it: the path, and for a recording its format and how it
  /// was chosen, e.g. `swipe.txt (getevent recording, detected)`.
  mutating func visit<Scene: CommandLineScene, S: ByteSource, E: TextOutputStream>(
    _ options: SceneRunner<Scene>.Options, setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
  ) throws(SceneSetup.Failure)

  /// `--scene gestures`, which has no scene: the recognizers on `setup`'s display
  /// (nothing validated: its viewport only places the screen edges). `run` reports
  /// them; `plot` and `view`, whose `--scene` leaves it out, refuse it as their
  /// `--scene` does (`PictureVisitor`).
  mutating func visitGestures<S: ByteSource, E: TextOutputStream>(
    setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
  ) throws(SceneSetup.Failure)
}
