/// The arena's rules for a rotation are those of every `TransformRecognizer`.
extension RotationRecognizer: TransformRecognizer {}
