import ScrollPhysics

/// One output record of a `ScreenScene`, in time order: what a screen run prints, one
/// line per record with `--format jsonl` (docs/screens.md).
public enum ScreenRecord: SceneRecord, Hashable, Sendable {
  /// A recognizer's state change (action messages and failures, with the reason).
  case gesture(ScreenGesture)
  /// A `UIScrollViewDelegate` callback of one scroll view, in UIKit's order.
  case callback(ScreenCallback)
  /// A `touchesBegan/Moved/Ended/Cancelled` call a view received.
  case touch(ScreenTouch)
  /// Every scroll view's state after a display frame.
  case frame(ScreenFrame)
  /// A navigation controller's interactive pop began, finished or was cancelled.
  case navigation(ScreenNavigation)
  /// A refresh control's state changed.
  case refresh(ScreenRefresh)
  /// A control sent its action (a refresh control's `valueChanged`).
  case action(ScreenAction)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  public var typeAndTime: (type: String, time: Double) {
    switch self {
    case .gesture(let gesture): return ("gesture", gesture.time)
    case .callback(let callback): return ("callback", callback.callback.time)
    case .touch(let touch): return ("touch", touch.time)
    case .frame(let frame): return ("frame", frame.time)
    case .navigation(let navigation): return ("navigation", navigation.time)
    case .refresh(let refresh): return ("refresh", refresh.time)
    case .action(let action): return ("action", action.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }

  /// Whether it is a `frame` record: `tester.expect(records, skipping: \.isFrame)`
  /// asserts every other record of a screen (docs/library.md, "Asserting every record").
  public var isFrame: Bool {
    switch self {
    case .frame: return true
    case .gesture, .callback, .touch, .navigation, .refresh, .action, .warning: return false
    }
  }
}

/// A state change of one of a screen's recognizers: which one, on which view, the
/// state entered and its values then.
public struct ScreenGesture: Hashable, Sendable {
  /// When, in seconds (trace time).
  public var time: Double
  /// The recognizer's id (a scroll view's pan: `"<scroll view id>.pan"`).
  public var recognizer: String
  /// Its kind.
  public var kind: RecognizerKind
  /// The id of the view it is attached to.
  public var view: String
  /// The state entered: `began`, `changed`, `ended` (a discrete recognizer's
  /// `recognized`), `cancelled` or `failed`.
  public var state: GestureState
  /// The recognizer's output: location, translation, velocity, scale, rotation,
  /// direction and edge as its kind reports them (`GestureOutput`; its `recognizer`
  /// is #-1 and its `reason` nil: the record names the recognizer by id and gives the
  /// reason in words).
  public var output: GestureOutput
  /// Why it failed, in words, with recognizers named by id ("moved 11.2 pt > 10",
  /// "prevented by \"list.pan\""); nil unless `state` is `failed`.
  public var reason: String?

  /// The record of `output`, a change of recognizer `recognizer` (an id) of `kind` on
  /// view `view`, with a failure's `reason` in words. The record names the recognizer
  /// by id and gives the reason in words: its `output` keeps neither the arena's number
  /// (it is `unnumbered`) nor the coded reason, so that a test's record equals it.
  @inline(__always)
  init(recognizer: String, kind: RecognizerKind, view: String, output: GestureOutput, reason: String?) {
    time = output.time
    self.recognizer = recognizer
    self.kind = kind
    self.view = view
    state = output.state
    self.output = output
    self.output.recognizer = Self.unnumbered
    self.output.reason = nil
    self.reason = reason
  }

  /// The record a test expects: recognizer `recognizer` (its id) of `kind` on view
  /// `view` entered `state` at `time` (seconds), with its values then: `location`
  /// (screen points), a pan's or long press's `translation` (points) and `velocity`
  /// (points per second: a pan's on `ended` and `cancelled` only, a long press's on
  /// every record, zero before its finger moves; nil otherwise), the `numberOfTouches`
  /// it tracked (a pan's `ended`: 0, its finger lifted), a pinch's or rotation's
  /// `transform`, a swipe's `direction`, a screen-edge pan's `edge`, and why it failed
  /// (`reason`, in words).
  public init(
    time: Double, recognizer: String, kind: RecognizerKind, view: String, state: GestureState,
    location: Point, translation: Vector = .zero, velocity: Vector? = nil, numberOfTouches: Int = 1,
    transform: GestureTransform? = nil, direction: SwipeDirection? = nil, edge: ScreenEdges? = nil,
    reason: String? = nil
  ) {
    self.init(
      recognizer: recognizer, kind: kind, view: view,
      output: GestureOutput(
        recognizer: Self.unnumbered, state: state, time: time, location: location, translation: translation,
        velocity: velocity, numberOfTouches: numberOfTouches, transform: transform, direction: direction, edge: edge),
      reason: reason)
  }

  /// The arena number in a record's `output`: none (a screen's records name
  /// recognizers by id).
  @inline(__always)
  static var unnumbered: GestureRecognizerID { GestureRecognizerID(rawValue: -1) }
}

/// A delegate callback of one scroll view of a screen.
public struct ScreenCallback: Hashable, Sendable {
  /// The scroll view's id.
  public var scrollView: String
  /// The callback with its arguments and time.
  public var callback: ScrollViewCallback

  /// Scroll view `scrollView`'s (its id) callback `callback`.
  public init(scrollView: String, callback: ScrollViewCallback) {
    self.scrollView = scrollView
    self.callback = callback
  }

  /// Scroll view `scrollView`'s (its id) callback `kind` at `time` (seconds), e.g.
  /// `ScreenCallback(time: 0.05, scrollView: "list", .scrollViewWillBeginDragging)`.
  public init(time: Double, scrollView: String, _ kind: ScrollViewCallback.Kind) {
    self.init(scrollView: scrollView, callback: ScrollViewCallback(time: time, kind))
  }
}

/// A `UIResponder` touch call a view of a screen received.
public struct ScreenTouch: Hashable, Sendable {
  /// When the view received it, in seconds (a held touch: when it was released).
  public var time: Double
  /// The view's id (the view hit-testing returned at the touch's touch-down).
  public var view: String
  /// `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled`.
  public var method: TouchDelivery.Method
  /// The finger (`Touch.id`).
  public var finger: Int
  /// Where the touch was, in screen points.
  public var location: Point

  /// View `view` (its id) received `method` for finger `finger` at `time` (seconds),
  /// the touch at `location` (screen points).
  public init(time: Double, view: String, method: TouchDelivery.Method, finger: Int, location: Point) {
    self.time = time
    self.view = view
    self.method = method
    self.finger = finger
    self.location = location
  }
}

/// Every scroll view's state after a display frame, in document order.
public struct ScreenFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  public var time: Double
  /// The states, held without an array of their own when there is one scroll view:
  /// a screen of one scroll view makes a frame record without an allocation.
  @usableFromInline var states: States

  /// Each scroll view's id and state (offset, velocity, tracking, dragging,
  /// decelerating, page), in the order the screen lists them (depth first).
  public var scrollViews: [ScreenScrollViewState] {
    get {
      switch states {
      case .none: return []
      case .one(let state): return [state]
      case .many(let states): return states
      }
    }
    set { states = States(newValue) }
  }

  /// The frame at `time` (seconds) with `scrollViews`' states, in document order.
  public init(time: Double, scrollViews: [ScreenScrollViewState]) {
    self.time = time
    states = States(scrollViews)
  }

  /// The frame at `time` (seconds) with `states` (held as `States(_:)` holds them).
  @inline(__always)
  init(time: Double, states: States) {
    self.time = time
    self.states = states
  }

  /// `transform` of each scroll view's state, in document order (`scrollViews.map`
  /// without building the array of states).
  @inlinable
  package func mapScrollViews<T>(_ transform: (ScreenScrollViewState) -> T) -> [T] {
    switch states {
    case .none: return []
    case .one(let state): return [transform(state)]
    case .many(let states): return states.map(transform)
    }
  }

  /// The states by count: none, one, or two or more (one way to hold each list, so
  /// that equal lists make equal frames).
  @usableFromInline enum States: Hashable, Sendable {
    case none
    case one(ScreenScrollViewState)
    case many([ScreenScrollViewState])

    init(_ states: [ScreenScrollViewState]) {
      switch states.count {
      case 0: self = .none
      case 1: self = .one(states[0])
      default: self = .many(states)
      }
    }
  }
}

/// One scroll view's state, named by its id.
public struct ScreenScrollViewState: Hashable, Sendable {
  /// The scroll view's id.
  public var id: String
  /// Its state (`ScrollViewSceneFrame`: offset, velocity, tracking, dragging,
  /// decelerating, page).
  public var state: ScrollViewSceneFrame
  /// Its zoom scale (dimensionless) when it zooms (docs/screens.md, "Zooming"), else nil.
  public var zoomScale: Double? = nil

  /// Scroll view `id`'s state `state`, with its zoom scale (dimensionless) when it zooms.
  public init(id: String, state: ScrollViewSceneFrame, zoomScale: Double? = nil) {
    self.id = id
    self.state = state
    self.zoomScale = zoomScale
  }
}

/// An event of a navigation controller's interactive pop (docs/containers.md, "The
/// back swipe on a screen").
public struct ScreenNavigation: Hashable, Sendable {
  /// What happened.
  public enum Event: String, Hashable, Sendable {
    /// The edge swipe began: the interactive transition starts (progress 0).
    case popBegan
    /// The finger lifted and the transition finishes: the top view controller is popped.
    case popFinished
    /// The finger lifted (or the swipe was cancelled) and the transition goes back.
    case popCancelled
  }

  /// When (seconds, trace time), the navigation view's id, what happened, the
  /// transition's progress then (0…1: the translation over the view's width), and the
  /// completion animation's length (seconds; 0 for `popBegan`).
  public var time: Double, view: String, event: Event, progress: Double, duration: Double
}

/// A state change of a scroll view's refresh control (docs/containers.md, "Pull to
/// refresh on a screen").
public struct ScreenRefresh: Hashable, Sendable {
  /// When (seconds, trace time), the scroll view's id, and the state entered: `idle`,
  /// `revealing`, `armed`, `refreshing` or `ending`.
  public var time: Double, scrollView: String, state: String
}

/// An action message a control of the screen sent.
public struct ScreenAction: Hashable, Sendable {
  /// When (seconds, trace time), the action's event (such as `valueChanged`), and the
  /// scroll view whose refresh control sent it.
  public var time: Double, name: String, scrollView: String
}
