import ScrollPhysics

extension Screen {
  /// A delegate's `gestureRecognizerShouldBegin(_:)` as data: a condition on the
  /// recognizer's translation or velocity at the moment it would begin (for a
  /// discrete recognizer, be recognized). Written in a screen file as
  /// `"horizontal"`, `"vertical"`, or `"translation-x>0"`, `"velocity-y<0"` and so on.
  public enum BeginCondition: Hashable, Sendable {
    /// `horizontal`: |translation.x| > |translation.y|.
    case horizontal
    /// `vertical`: |translation.y| > |translation.x|.
    case vertical
    /// `translation-x>0`, `translation-y<0`, …: one component of the translation (points)
    /// strictly positive or strictly negative.
    case translation(Axis, Sign)
    /// `velocity-x>0`, …: one component of the velocity (points per second) strictly
    /// positive or strictly negative.
    case velocity(Axis, Sign)

    /// A screen axis.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
      case x
      case y
    }

    /// The sign a component must have.
    public enum Sign: String, Hashable, Sendable, CaseIterable {
      /// `>0`.
      case positive = ">0"
      /// `<0`.
      case negative = "<0"
    }

    /// Every form the text may take, for an error message.
    package static let expected =
      "horizontal, vertical, translation-x>0, translation-x<0, translation-y>0, translation-y<0, velocity-x>0, velocity-x<0, velocity-y>0 or velocity-y<0"

    /// The condition written as `text`, or nil if it is none (`expected` lists them).
    public init?(_ text: String) {
      switch text {
      case "horizontal": self = .horizontal
      case "vertical": self = .vertical
      default:
        for axis in Axis.allCases {
          for sign in Sign.allCases {
            if text == "translation-\(axis.rawValue)\(sign.rawValue)" {
              self = .translation(axis, sign)
              return
            }
            if text == "velocity-\(axis.rawValue)\(sign.rawValue)" {
              self = .velocity(axis, sign)
              return
            }
          }
        }
        return nil
      }
    }

    /// Whether the recognizer may begin with `translation` (points) and `velocity`
    /// (points per second).
    @usableFromInline package func holds(translation: Vector, velocity: Vector) -> Bool {
      switch self {
      case .horizontal: return abs(translation.dx) > abs(translation.dy)
      case .vertical: return abs(translation.dy) > abs(translation.dx)
      case .translation(let axis, let sign): return Self.has(sign, axis == .x ? translation.dx : translation.dy)
      case .velocity(let axis, let sign): return Self.has(sign, axis == .x ? velocity.dx : velocity.dy)
      }
    }

    private static func has(_ sign: Sign, _ value: Double) -> Bool {
      switch sign {
      case .positive: return value > 0
      case .negative: return value < 0
      }
    }
  }
}

extension Screen.BeginCondition: CustomStringConvertible {
  /// The condition's text in a screen file.
  public var description: String {
    switch self {
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    case .translation(let axis, let sign): return "translation-\(axis.rawValue)\(sign.rawValue)"
    case .velocity(let axis, let sign): return "velocity-\(axis.rawValue)\(sign.rawValue)"
    }
  }
}
