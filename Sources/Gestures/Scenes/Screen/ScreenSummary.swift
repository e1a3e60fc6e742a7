import ScrollPhysics

/// The result of running a trace through a `ScreenScene`: every scroll view's and
/// recognizer's final state and the touches each view received (what a screen run
/// prints with `--format json`).
public struct ScreenSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts, with the screen as their configuration.
  public var facts: SceneRunFacts<Screen>
  /// Each scroll view at the end, in document order.
  public var scrollViews: [ScrollViewFinal]
  /// Each recognizer at the end (scroll views' pans included), in document order.
  public var recognizers: [RecognizerFinal]
  /// The touch calls each view received, for the views that received any, in
  /// document order.
  public var touchesDelivered: [TouchesDelivered]
  /// Each navigation controller at the end, in document order (none without one).
  public var navigations: [NavigationFinal] = []
  /// Each refresh control at the end, in document order (none without one).
  public var refreshControls: [RefreshControlFinal] = []

  /// A navigation controller at the end of a run (docs/containers.md): the navigation
  /// view's id, the stack's depth at the end (one fewer per finished pop), and how many
  /// back swipes finished and were cancelled.
  public struct NavigationFinal: Hashable, Sendable {
    public var view: String, depth: Int, popsFinished: Int, popsCancelled: Int
  }

  /// A refresh control at the end of a run (docs/containers.md): its scroll view's id, its
  /// state then (`idle`, `revealing`, `armed`, `refreshing` or `ending`) and how many
  /// `valueChanged` actions it sent.
  public struct RefreshControlFinal: Hashable, Sendable {
    public var scrollView: String, state: String, valueChanged: Int
  }

  /// A scroll view at the end of a run.
  public struct ScrollViewFinal: Hashable, Sendable {
    /// Its id.
    public var id: String
    /// Offset, velocity, tracking, dragging, decelerating and page at the end.
    public var final: ScrollViewSceneFrame
    /// Why it is where it is.
    public var rest: ScrollViewSceneRest
    /// How many times its pan began.
    public var drags: Int
    /// How many delegate callbacks it made.
    public var callbacks: Int
    /// Its zoom scale at the end (dimensionless) when it zooms, else nil.
    package var zoomScale: Double? = nil
  }

  /// A recognizer at the end of a run.
  public struct RecognizerFinal: Hashable, Sendable {
    /// Its id.
    public var id: String
    /// Its kind.
    public var kind: RecognizerKind
    /// The id of its view.
    public var view: String
    /// The last state it entered (`possible` if it never changed).
    public var lastState: GestureState
    /// How many action messages it sent (began, changed, ended/recognized, cancelled).
    public var actions: Int
  }

  /// The touch calls one view received.
  public struct TouchesDelivered: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// `touchesBegan` calls (one per touch).
    public var began: Int
    /// `touchesMoved` calls.
    public var moved: Int
    /// `touchesEnded` calls.
    public var ended: Int
    /// `touchesCancelled` calls.
    public var cancelled: Int

    /// The counts of `view`'s calls.
    public init(view: String, began: Int, moved: Int, ended: Int, cancelled: Int) {
      self.view = view
      self.began = began
      self.moved = moved
      self.ended = ended
      self.cancelled = cancelled
    }
  }
}
