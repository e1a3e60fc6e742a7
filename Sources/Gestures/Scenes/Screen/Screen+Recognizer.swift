import ScrollPhysics

extension Screen {
  /// A `UIGestureRecognizer` attached to a view: its kind with that kind's UIKit
  /// properties, the properties every recognizer has, its relations to other
  /// recognizers and its delegate's `gestureRecognizerShouldBegin` as data.
  ///
  /// A scroll view's own pan (`panGestureRecognizer`) is not listed: it has the id
  /// `"<scroll view id>.pan"`, which `requireToFail` and `simultaneousWith` may name.
  public struct Recognizer: Hashable, Sendable {
    /// Unique among the screen's recognizers (scroll views' pans included); names the
    /// recognizer in records, summaries and relations.
    public var id: String
    /// The kind and its UIKit properties.
    public var settings: Settings
    /// `isEnabled`: a disabled recognizer takes no touches. Default true.
    public var enabled: Bool
    /// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`. Default:
    /// UIKit's for the kind (`TouchDelivery.Policy.uikitDefault(for:)`).
    public var delivery: TouchDelivery.Policy
    /// `require(toFail:)`: the ids of the recognizers that must fail before this one
    /// may succeed.
    public var requireToFail: [String]
    /// The ids of the recognizers this one may recognize with at once (the delegate's
    /// `shouldRecognizeSimultaneouslyWith` answering true; the relation is symmetric).
    public var simultaneousWith: [String]
    /// The delegate's `gestureRecognizerShouldBegin` as data: when the recognizer would
    /// begin (or be recognized) and the condition does not hold, it fails instead.
    /// Nil: it always may.
    public var shouldBegin: BeginCondition?
    /// What its action method does, as data (a double tap that zooms), or nil: none
    /// the scene models.
    public var action: Action?

    /// A recognizer; every property not given has UIKit's default.
    public init(
      id: String, _ settings: Settings, enabled: Bool = true, delivery: TouchDelivery.Policy? = nil,
      requireToFail: [String] = [], simultaneousWith: [String] = [], shouldBegin: BeginCondition? = nil
    ) {
      self.id = id
      self.settings = settings
      self.enabled = enabled
      self.delivery = delivery ?? .uikitDefault(for: settings.kind)
      self.requireToFail = requireToFail
      self.simultaneousWith = simultaneousWith
      self.shouldBegin = shouldBegin
    }

    /// The kind.
    public var kind: RecognizerKind { settings.kind }
  }
}

extension Screen.Recognizer {
  /// A recognizer's kind with its UIKit properties (kebab-case keys in a screen file).
  public enum Settings: Hashable, Sendable {
    case tap(Tap)
    case pan(Pan)
    case longPress(LongPress)
    case swipe(Swipe)
    case screenEdgePan(ScreenEdgePan)
    case pinch
    case rotation

    /// The kind.
    public var kind: RecognizerKind {
      switch self {
      case .tap: return .tap
      case .pan: return .pan
      case .longPress: return .longPress
      case .swipe: return .swipe
      case .screenEdgePan: return .screenEdgePan
      case .pinch: return .pinch
      case .rotation: return .rotation
      }
    }

    /// A tap at UIKit's defaults unless given.
    public static func tap(taps: Int = 1, touches: Int = 1) -> Settings { .tap(Tap(taps: taps, touches: touches)) }
    /// A pan at UIKit's defaults unless given.
    public static func pan(minimumTouches: Int = 1, maximumTouches: Int = .max) -> Settings {
      .pan(Pan(minimumTouches: minimumTouches, maximumTouches: maximumTouches))
    }
    /// A long press at UIKit's defaults unless given.
    public static func longPress(minimumPressDuration: Double = 0.5, allowableMovement: Double = 10) -> Settings {
      .longPress(LongPress(minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement))
    }
    /// A swipe at UIKit's defaults unless given.
    public static func swipe(direction: SwipeDirection = .right, touches: Int = 1) -> Settings {
      .swipe(Swipe(direction: direction, touches: touches))
    }
    /// A screen-edge pan on `edges`.
    public static func screenEdgePan(edges: ScreenEdges) -> Settings { .screenEdgePan(ScreenEdgePan(edges: edges)) }
  }

  /// `UITapGestureRecognizer`'s properties.
  public struct Tap: Hashable, Sendable {
    /// `taps`: `numberOfTapsRequired` (≥ 1). Default 1.
    public var taps: Int
    /// `touches`: `numberOfTouchesRequired` (≥ 1). Default 1.
    public var touches: Int
    /// `allowable-movement`, in points: UIKit's 45 (not public API; the iOS 26.1 UIKitCore decompilation, docs/sources.md).
    public var allowableMovement: Double
    /// `maximum-tap-duration`, in seconds: unlimited by default (UIKit's default is not
    /// readable; UIKit's own taps configure 0.75).
    public var maximumTapDuration: Double

    public init(taps: Int = 1, touches: Int = 1, allowableMovement: Double = 45, maximumTapDuration: Double = .infinity) {
      self.taps = taps
      self.touches = touches
      self.allowableMovement = allowableMovement
      self.maximumTapDuration = maximumTapDuration
    }
  }

  /// `UIPanGestureRecognizer`'s properties.
  public struct Pan: Hashable, Sendable {
    /// `minimum-touches`: `minimumNumberOfTouches` (≥ 1). Default 1.
    public var minimumTouches: Int
    /// `maximum-touches`: `maximumNumberOfTouches` (≥ `minimumTouches`). Default unlimited.
    public var maximumTouches: Int

    public init(minimumTouches: Int = 1, maximumTouches: Int = .max) {
      self.minimumTouches = minimumTouches
      self.maximumTouches = maximumTouches
    }
  }

  /// `UILongPressGestureRecognizer`'s properties.
  public struct LongPress: Hashable, Sendable {
    /// `minimum-press-duration`, in seconds. Default 0.5.
    public var minimumPressDuration: Double
    /// `allowable-movement`, in points. Default 10.
    public var allowableMovement: Double
    /// `touches`: `numberOfTouchesRequired` (≥ 1). Default 1.
    public var touches: Int
    /// `taps`: `numberOfTapsRequired` (≥ 0). Default 0.
    public var taps: Int

    public init(minimumPressDuration: Double = 0.5, allowableMovement: Double = 10, touches: Int = 1, taps: Int = 0) {
      self.minimumPressDuration = minimumPressDuration
      self.allowableMovement = allowableMovement
      self.touches = touches
      self.taps = taps
    }
  }

  /// `UISwipeGestureRecognizer`'s properties.
  public struct Swipe: Hashable, Sendable {
    /// `direction`: one or more of right, left, up, down. Default right.
    public var direction: SwipeDirection
    /// `touches`: `numberOfTouchesRequired` (≥ 1). Default 1.
    public var touches: Int

    public init(direction: SwipeDirection = .right, touches: Int = 1) {
      self.direction = direction
      self.touches = touches
    }
  }

  /// `UIScreenEdgePanGestureRecognizer`'s properties.
  public struct ScreenEdgePan: Hashable, Sendable {
    /// `edges`: the screen edges it watches (non-empty).
    public var edges: ScreenEdges

    public init(edges: ScreenEdges) {
      self.edges = edges
    }
  }
}
