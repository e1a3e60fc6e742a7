import Gestures

/// The visitor of `plot` or `view`, whose output is one picture of a scene
/// (`PictureRequest`): it takes the scenes with one (`SceneSetup.pictureScenes`).
protocol PictureVisitor: SceneVisitor {}

extension PictureVisitor {
  /// `--scene gestures` has no picture: refused as the command's `--scene` refuses it
  /// (`SceneSetup.gesturesRefused`).
  mutating func visitGestures<S: ByteSource, E: TextOutputStream>(
    setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
  ) throws(SceneSetup.Failure) {
    throw SceneSetup.gesturesRefused
  }
}
