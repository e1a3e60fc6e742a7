/// The arena's rules for a pinch are those of every `TransformRecognizer`.
extension PinchRecognizer: TransformRecognizer {}
