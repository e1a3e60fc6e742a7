import ScrollPhysics

/// What the screen properties read off a `Screen` itself, independently of
/// `ScreenScene`: which recognizers sit on a view's chain (the view and its
/// superviews), which pairs may not both succeed, which failures each recognizer
/// requires, and each scroll view's content range.
struct ScreenRelations {
  /// Per view id: its superview's id (nil for a subview of the window).
  var parent: [String: String?] = [:]
  /// Per view id: the ids of the recognizers on it that take part in gestures (its
  /// scroll view's pan when scrolling is enabled, its enabled recognizers).
  var recognizers: [String: [String]] = [:]
  /// Per recognizer id: its kind and number of taps (0 for kinds without taps).
  var kinds: [String: (kind: RecognizerKind, taps: Int)] = [:]
  /// Per recognizer id: the recognizers it requires to fail that take part in gestures.
  var requirements: [String: [String]] = [:]
  /// Pairs that may recognize simultaneously, both orders.
  var simultaneous: Set<[String]> = []
  /// Each scroll view's content-offset range, in document order (depth first), points.
  var contentRanges: [(min: Point, max: Point)] = []

  init(_ screen: Screen) {
    var declared: [Screen.Recognizer] = []
    func visit(_ view: Screen.View, parent: String?) {
      self.parent[view.id] = parent
      var ids: [String] = []
      if let settings = view.scrollView {
        if settings.scrollEnabled {
          let pan = Screen.panID(ofScrollView: view.id)
          ids.append(pan)
          kinds[pan] = (.pan, 0)
          if let relations = view.panRelations { declared.append(relations) }
        }
        let setup = settings.setup(frame: view.frame, screen: screen)
        let bounds = setup.boundsSize
        let inset = setup.inset
        let minimum = Point(x: -inset.left, y: -inset.top)
        let maximum = Point(
          x: max(minimum.x, setup.content.width + inset.right - bounds.width),
          y: max(minimum.y, setup.content.height + inset.bottom - bounds.height))
        contentRanges.append((minimum, maximum))
      }
      for recognizer in view.recognizers where recognizer.enabled {
        ids.append(recognizer.id)
        declared.append(recognizer)
        switch recognizer.settings {
        case .tap(let tap): kinds[recognizer.id] = (.tap, tap.taps)
        case .longPress(let press): kinds[recognizer.id] = (.longPress, press.taps)
        case .pan, .swipe, .screenEdgePan, .pinch, .rotation: kinds[recognizer.id] = (recognizer.kind, 0)
        }
      }
      recognizers[view.id] = ids
      for subview in view.subviews { visit(subview, parent: view.id) }
    }
    for view in screen.views { visit(view, parent: nil) }
    // Relations to a recognizer that takes no part (disabled) are dropped, as UIKit never waits for it.
    for recognizer in declared {
      requirements[recognizer.id] = recognizer.requireToFail.filter { kinds[$0] != nil }
      for other in recognizer.simultaneousWith where kinds[other] != nil {
        simultaneous.insert([recognizer.id, other])
        simultaneous.insert([other, recognizer.id])
      }
    }
  }

  /// The recognizers on the chain of the view `id`: its own and its superviews'.
  func chain(of id: String) -> Set<String> {
    var result = Set<String>()
    var current: String? = id
    while let view = current {
      result.formUnion(recognizers[view] ?? [])
      current = parent[view] ?? nil
    }
    return result
  }

  /// The recognizers `id` requires to fail.
  func requirements(of id: String) -> [String] { requirements[id] ?? [] }

  /// Whether `second` may not succeed once `first` has, with a touch shared: unless the
  /// pair may recognize simultaneously, or `first` is a long press and `second` a tap that
  /// needs more taps than it (UIKit's exception: such a long press cannot prevent the tap).
  func excludes(first: String, second: String) -> Bool {
    if simultaneous.contains([first, second]) { return false }
    if let a = kinds[first], let b = kinds[second], a.kind == .longPress, b.kind == .tap, b.taps > a.taps { return false }
    return true
  }
}
