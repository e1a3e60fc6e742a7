import ScrollPhysics

/// The card table of seed 003, driven by touches and display frames: a vertical
/// scroll view of `rowCount` rows whose rows tip in (or fade in) as they come on
/// screen (docs/table.md).
///
/// **Scrolling** is the side menu's glue (docs/side-menu.md, "The scene"): the
/// scroll view (bounds = viewport, content = width × rows · height, bounces on,
/// paging off) has a pan recognizer over the whole viewport (hysteresis 10 points,
/// release velocity the iOS scroll-view estimate with the rest-before-lift rule);
/// the first finger down sends `touchDown` (catching a deceleration), the pan sends
/// `panBegan`/`panChanged`/`panEnded`/`panCancelled`, and a touch sequence without a
/// pan ends with `touchUp`; every display frame sends `frame`. A tap on a row is
/// only reported (the seed's controller has no selection action); it competes with
/// the pan, which wins once it begins.
///
/// **Rows coming on screen.** After every input that moves the published offset
/// (and at the launch's first layout), the rows overlapping the viewport are
/// compared with those visible before; each newly visible row gets
/// `tableView(_:willDisplay:forRowAt:)`, in row order, at that input's time. The
/// delegate (seed 003's `MainViewController`) then runs `TipInCellAnimator`: it
/// sets the content view's transform and opacity to the start values and animates
/// them to the identity and 1 with `UIView.animate(withDuration:)` (UIView's default
/// ease-in-ease-out curve), in `tip-in` only the first time per row
/// (`didAnimateCell`). An animation of a row that is still running is replaced by
/// the new one (UIKit removes a layer's running animation for the same key).
///
/// **Not modelled:** cell reuse (each row is treated as having its own content
/// view, so an animation belongs to its row), the status and navigation bars, and
/// the table's own selection highlighting.
public struct TableScene: Scene {
  /// Everything that sets up a tip-in table scene: the variant, the geometry, the
  /// scroll view's behaviours, the recognizers' thresholds and the tap limit.
  public typealias Configuration = ScrollingSceneConfiguration<TableVariant, TableGeometry>
  /// The pans' velocity estimator: the iOS scroll-view estimator with the rest rule.
  package typealias PanEstimator = RestAwareVelocityEstimator<ScrollViewVelocityEstimator>

  /// An animated property of a row's content view.
  package struct AnimationKey: Hashable, Sendable {
    /// Which property.
    package enum Property: Hashable, Sendable {
      /// `layer.transform`.
      case transform
      /// `layer.opacity`.
      case opacity
    }

    /// The row, counted from 0.
    package var row: Int
    /// The property.
    package var property: Property
  }

  /// The transform a tip-in starts from: `CATransform3DRotate(identity, −15°, 0, 0, 1)`
  /// then `CATransform3DTranslate(…, −20, −20, 0)`, which is T(−20, −20)·R(−15°):
  /// m41 = −24.494897, m42 = −14.142136 (docs/animations.md §4).
  package static let tipInStartTransform = Transform3D.identity
    .rotated(angle: -15 * Double.pi / 180, x: 0, y: 0, z: 1)
    .translated(tx: -20, ty: -20, tz: 0)

  /// The configuration the scene was created with.
  public let configuration: Configuration
  /// The scroll view.
  public private(set) var scrollView: ScrollView
  /// The rows' content views' transforms and opacities.
  package private(set) var animator: Animator<AnimationKey, AnimatableValue>
  /// The recognizers and their hit region.
  package var arena: GestureArena<PanEstimator> { touches.arena }
  /// The rows visible after the last layout.
  package private(set) var visibleRows: Range<Int>
  /// Every animation started so far, in order.
  package private(set) var animations: [TableRowAnimation]
  /// How many times `willDisplayCell` was called.
  package private(set) var displayCount: Int
  /// The taps recognized so far, in order: the first
  /// `configuration.maximumStoredTaps` of them (all of them in any trace of hand
  /// use), so that memory does not grow with the trace.
  package private(set) var taps: [TableGesture]
  /// How many taps were recognized, including those beyond `taps`.
  package private(set) var tapCount: Int

  /// The seed's `didAnimateCell`: whether each row has animated (tip-in's once rule).
  var didAnimate: [Bool]
  /// The start time of each row's latest animation, or nil if it never animated.
  var animationStart: [Double?]
  let timing: AnimationTiming
  /// The scroll view's pan, fingers and touch-sequence bookkeeping, and the arena.
  var touches: ScrollViewTouches<PanEstimator>
  /// The tap recognizer on the table (row selection).
  let tapID: GestureRecognizerID
  var pendingRecords: [TableRecord]
  var callbacks: [ScrollViewCallback]
  /// Whether the scene makes its display, gesture and frame records
  /// (`RecordOmittingScene`): its warnings, state and summary are the same either way.
  var makesRecords = true

  /// Creates the scene and lays out the table at `launchTime` (seconds): the rows
  /// visible at offset 0 are displayed, and animate, then; their records come out
  /// with the first input.
  ///
  /// - Precondition: `configuration.validate()` throws nothing and the refresh rate is valid: the runner
  ///   launches the scene from `SceneRunner.Options`, which checked them once
  ///   (`launched`); a package caller checks them first. The initializer does not
  ///   check again.
  package init(configuration: Configuration = Configuration(), launchTime: Double, refreshRate: Double = Display.defaultRefreshRate) {
    self.configuration = configuration
    let geometry = configuration.geometry
    var scrollView = ScrollView(
      boundsSize: geometry.viewport, contentSize: geometry.contentSize, scale: geometry.scale,
      maximumFramesPerSecond: refreshRate, configuration: configuration.scrollView)
    scrollView.bounces = true
    scrollView.isPagingEnabled = false
    self.scrollView = scrollView

    var animator = Animator<AnimationKey, AnimatableValue>()
    for row in 0..<geometry.rowCount {
      animator.register(AnimationKey(row: row, property: .transform), value: .transform(.identity))
      animator.register(AnimationKey(row: row, property: .opacity), value: .number(1))
    }
    self.animator = animator

    let estimator = RestAwareVelocityEstimator(
      ScrollViewVelocityEstimator(assumeStoppedAfter: nil), rule: configuration.restingRelease)
    var touches = ScrollViewTouches(
      frame: Rect(origin: .zero, size: geometry.viewport),
      pan: PanRecognizer(
        estimator: estimator, hysteresis: configuration.panHysteresis,
        hysteresisMetric: .axes(horizontal: false, vertical: true), failsPastMaximumNumberOfTouches: false,
        velocityReporting: .terminalOnly))
    tapID = touches.arena.add(TapRecognizer(allowableMovement: configuration.tapAllowableMovement), to: touches.scrollRegion)
    self.touches = touches

    visibleRows = 0..<0
    animations = []
    displayCount = 0
    taps = []
    tapCount = 0
    didAnimate = [Bool](repeating: false, count: geometry.rowCount)
    animationStart = [Double?](repeating: nil, count: geometry.rowCount)
    timing = AnimationTiming(duration: configuration.variant.duration)
    pendingRecords = []
    callbacks = []
    var records: [TableRecord] = []
    layOutRows(at: launchTime, into: &records)
    pendingRecords = records
  }

  // MARK: - State

  /// The row's look at `time` (seconds), on screen at the current offset.
  package func rowState(_ row: Int, at time: Double) -> TableRowState {
    let transform =
      animator.presentationValue(for: AnimationKey(row: row, property: .transform), at: time).transform ?? .identity
    let opacity = animator.presentationValue(for: AnimationKey(row: row, property: .opacity), at: time).number ?? 1
    // Over at start + duration, as the animator decides (the value is then the model's).
    let progress = animationStart[row].map { time >= $0 + timing.totalDuration ? 1 : timing.progress(atElapsed: time - $0) } ?? 1
    // atan2(0, 1) is 0 exactly; + 0 writes −0 as 0.
    let rotation = Elementary.atan2(transform.m12, transform.m11) + 0
    return TableRowState(
      row: row, minY: Double(row) * configuration.geometry.rowHeight - scrollView.contentOffset.y + 0,
      progress: progress, opacity: opacity, rotation: rotation, translationX: transform.m41 + 0,
      translationY: transform.m42 + 0)
  }

  /// The frame record the scene would show at `time` (seconds) without advancing.
  package func currentFrame(at time: Double) -> TableFrame {
    var rows: [TableRowState] = []
    rows.reserveCapacity(visibleRows.count)
    for row in visibleRows { rows.append(rowState(row, at: time)) }
    return TableFrame(
      time: time, contentOffsetY: scrollView.contentOffset.y + 0, isDragging: scrollView.isDragging,
      isDecelerating: scrollView.isDecelerating, rows: rows)
  }

  /// Frames are needed while the scroll view moves (`ScrollView.isMoving`) or a
  /// row animates; otherwise from the recognizers' next deadline, or not at all
  /// (`nil`): rows come on screen only when the offset moves.
  public var framesNeededFrom: Double? {
    scrollView.isMoving || !animator.isIdle ? -Double.infinity : touches.arena.nextDeadline
  }

  /// Whether nothing changes without new touches: no finger down, no recognizer
  /// waiting on time, the scroll view at rest and no row animating.
  public var isAtRest: Bool {
    touches.noFingerDown && touches.arena.nextDeadline == nil && scrollView.isAtRest && animator.isIdle
  }

  /// The rows that animated at least once, in increasing order.
  package var rowsAnimated: [Int] {
    animationStart.indices.filter { animationStart[$0] != nil }
  }

  // MARK: - Inputs

  /// Handles one touch event (the side menu's order: touch down, recognizers, touch up).
  public mutating func handle(_ event: TouchEvent, into records: inout [TableRecord]) {
    flushPending(into: &records)
    let time = event.time
    _ = animator.advance(to: time)
    if touches.landFingers(of: event, into: &records) {
      touches.sequenceBegins(on: scrollView)
      send(.touchDown, at: time, into: &records)
    }
    touches.recognize(event)
    routeGestureOutputs(into: &records)
    if touches.liftFingers(of: event) {
      send(.touchUp, at: time, into: &records)
    }
  }

  /// Advances to the display frame at `time` (seconds): recognizer deadlines, the
  /// scroll view's frame (and the rows it brings on screen), then the frame record.
  public mutating func frame(at time: Double, into records: inout [TableRecord]) {
    flushPending(into: &records)
    if touches.recognizeDeadlines(at: time) {
      routeGestureOutputs(into: &records)
    }
    send(.frame, at: time, into: &records)
    _ = animator.advance(to: time)
    if makesRecords { records.append(.frame(currentFrame(at: time))) }
  }

  // MARK: - Rows

  /// The table's layout after the offset moved: `willDisplayCell` for each row that
  /// came on screen, in row order, at `time` (seconds).
  mutating func layOutRows(at time: Double, into records: inout [TableRecord]) {
    let rows = configuration.geometry.visibleRows(contentOffsetY: scrollView.contentOffset.y)
    guard rows != visibleRows else { return }
    for row in rows where !visibleRows.contains(row) {
      willDisplay(row, at: time, into: &records)
    }
    visibleRows = rows
  }

  /// The seed's `tableView(_:willDisplay:forRowAt:)` and `TipInCellAnimator.animate`.
  mutating func willDisplay(_ row: Int, at time: Double, into records: inout [TableRecord]) {
    let variant = configuration.variant
    let animate = !variant.animatesOncePerRow || !didAnimate[row]
    displayCount += 1
    if makesRecords { records.append(.display(TableDisplay(time: time, row: row, animated: animate))) }
    guard animate else { return }
    didAnimate[row] = true
    let transformKey = AnimationKey(row: row, property: .transform)
    let opacityKey = AnimationKey(row: row, property: .opacity)
    // view.layer.transform = startTransform; view.layer.opacity = start (no implicit animation).
    if variant.animatesTransform { animator.setValue(.transform(TableScene.tipInStartTransform), for: transformKey) }
    animator.setValue(.number(variant.startOpacity), for: opacityKey)
    // UIView.animate(withDuration:) { transform = identity; opacity = 1 }
    if variant.animatesTransform {
      animator.animate([(transformKey, .transform(.identity)), (opacityKey, .number(1))], timing: timing, at: time)
    } else {
      animator.animate([(opacityKey, .number(1))], timing: timing, at: time)
    }
    animationStart[row] = time
    animations.append(TableRowAnimation(row: row, startTime: time, endTime: time + timing.totalDuration))
  }

  // MARK: - Internals

  /// Sends `input` to the scroll view, then lays the rows out if the offset moved.
  mutating func send(_ input: ScrollViewInput, at time: Double, into records: inout [TableRecord]) {
    callbacks.removeAllElements()
    scrollView.handle(input, at: time, into: &callbacks)
    layOutRows(at: time, into: &records)
  }

  /// Appends the `gesture` record of a pan action message.
  static func recordPan(_ output: GestureOutput, into records: inout [TableRecord]) {
    records.append(.gesture(TableGesture(pan: output)))
  }

  /// A recognized tap reports its row.
  mutating func routeTap(_ output: GestureOutput, into records: inout [TableRecord]) {
    guard output.recognizer == tapID else { return }
    let row = configuration.geometry.row(atScreenPoint: output.location, contentOffsetY: scrollView.contentOffset.y)
    let tap = TableGesture(time: output.time, recognizer: .tap, state: .ended, location: output.location, row: row)
    tapCount += 1
    if taps.count < configuration.maximumStoredTaps { taps.append(tap) }
    if makesRecords { records.append(.gesture(tap)) }
  }
}

extension TableScene: LaunchRecordingScene {}

extension TableScene: ScrollViewShowing {}
