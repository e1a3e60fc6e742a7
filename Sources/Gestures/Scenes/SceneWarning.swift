import ScrollPhysics

/// Something odd a scene noticed while it ran, reported as an output record
/// rather than stopping the run (a touch outside every view, a run that did not
/// come to rest within its limit).
///
/// A warning stores what happened as a `Kind` with its figures and spells the
/// sentence out only when `message` is read, so a warning (and every scene record
/// that can hold one) is a plain value that costs nothing to copy or destroy.
public struct SceneWarning: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A touch began where no view of the scene is. `area` names what it missed
    /// ("viewport" or "screen").
    case touchOutside(touch: Int, location: Point, area: Area)
    /// The scene still moved `settleLimit` seconds after the last input, so the
    /// run stopped there. `input` names that input ("touch" or "input").
    case stillMoving(settleLimit: Double, after: Input)
    /// A transition was requested while another one ran; UIKit ignores it.
    case transitionInProgress
    /// A transition's animation ended without `completeTransition(_:)`, so the
    /// screen refuses touches from then on. `transition` names it as the scene's
    /// records do (the transitions scene's `push`, for example).
    case transitionNotCompleted(transition: Name)
  }

  /// A name a warning quotes (a transition's): a static string, so that a warning
  /// stays a plain value that costs nothing to copy. Two names are equal when
  /// their text is.
  public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The text.
    public let text: StaticString

    /// A name with `text`.
    public init(_ text: StaticString) {
      self.text = text
    }

    /// The text, as a `String`.
    public var description: String { text.description }

    /// Whether the two texts are the same.
    public static func == (a: Name, b: Name) -> Bool {
      a.text.withUTF8Buffer { x in b.text.withUTF8Buffer { y in x.elementsEqual(y) } }
    }

    /// Hashes the text's bytes.
    public func hash(into hasher: inout Hasher) {
      text.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// The area a touch outside every view missed, as the warning words it.
  public enum Area: String, Hashable, Sendable {
    /// The scroll view's viewport (side menu, cards, table).
    case viewport
    /// The whole screen (dropdown, transitions).
    case screen
  }

  /// The last input before a settle limit ran out, as the warning words it.
  public enum Input: String, Hashable, Sendable {
    /// A touch event.
    case touch
    /// A touch event or a scripted input (the card stack's `--flip-at`).
    case input
  }

  /// When, in seconds (trace time).
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// Creates a warning at `time` (seconds).
  public init(time: Double, _ kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// What happened, as one sentence without a trailing period.
  public var message: String {
    switch kind {
    case .touchOutside(let touch, let location, let area):
      return "touch \(touch) began outside the \(area.rawValue) at \(location); no view receives it"
    case .stillMoving(let settleLimit, let input):
      return "the scene was still moving \(settleLimit) s after the last \(input.rawValue); the run stops there"
    case .transitionInProgress:
      return "a second transition was requested while one is in progress; UIKit ignores it"
    case .transitionNotCompleted(let transition):
      return "the \(transition) animation ended without completeTransition: the screen refuses touches from now on"
    }
  }
}
