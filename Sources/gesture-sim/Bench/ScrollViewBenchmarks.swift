import ScrollPhysics

/// The scroll-view benchmark: display frames of a scroll view moving on
/// its own, with a drag and a release whenever it comes to rest.
///
/// Two workloads, each timed on its own:
/// - **deceleration**: a vertical list (390 × 844 bounds, content 390 × 4 000),
///   flung with release velocities from 300 to 4 000 pt/s in both directions
///   (summing to zero, so the list does not drift to one end), so that most flings
///   decelerate inside the content and some run into an edge and bounce;
/// - **paging**: a horizontal paging scroll view of 20 pages, dragged 60 to 200 pt
///   and released at 0 to 1 500 pt/s, so that each release settles on a page with
///   the page spring (a new `SpringSimulation` per release).
///
/// Every input goes through `handle(_:at:delegate:into:)` with a delegate that
/// counts `scrollViewDidScroll` (so the delegate calls are made) and a reused
/// callback buffer. Frames come at 120 Hz, also during the drags (a drag is a
/// touch-down, a pan that begins, 4 moves one frame apart and a release). The
/// count is the number of `.frame` inputs; the time includes the drags.
enum ScrollViewBenchmarks {
  /// What one run did.
  struct Result {
    var decelerationFrames: Int
    var decelerationSeconds: Double
    var pagingFrames: Int
    var pagingSeconds: Double
    /// The number of `scrollViewDidScroll` calls plus the sum of the final offsets,
    /// printed so that no work can be optimized away.
    var checksum: Double
  }

  /// Counts `scrollViewDidScroll`.
  struct CountingDelegate: ScrollViewDelegate {
    var didScroll = 0
    mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) { didScroll &+= 1 }
  }

  /// The release velocities of the flings, in points per second (finger direction).
  static let flingVelocities: [Double] = [-2_400, 900, -300, 4_000, -1_200, 2_400, -900, 300, -4_000, 1_200]
  /// The drag lengths (points) and release velocities (points per second) of the paging drags.
  static let pagingDrags: [(distance: Double, velocity: Double)] = [
    (-120, -900), (80, 0), (-200, -1_500), (150, 600), (-60, -200), (190, 1_200), (-100, 0), (70, 300),
  ]

  /// Runs at least `frames` frames of each workload.
  static func run(frames: Int) -> Result {
    let refresh = 120.0
    var callbacks: [ScrollViewCallback] = []
    callbacks.reserveCapacity(16)
    var delegate = CountingDelegate()
    var checksum = 0.0

    var list = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 4_000),
      contentOffset: Point(x: 0, y: 2_500))
    var decelerationFrames = 0
    let decelerationSeconds = Stopwatch.measure {
      var k = 0
      var fling = 0
      while decelerationFrames < frames {
        let velocity = flingVelocities[fling % flingVelocities.count]
        fling += 1
        dragAndSettle(&list, by: Vector(dx: 0, dy: velocity / refresh), release: Vector(dx: 0, dy: velocity),
                      frame: &k, refresh: refresh, delegate: &delegate, callbacks: &callbacks, frames: &decelerationFrames)
      }
    }
    checksum += list.contentOffset.y

    var pager = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390 * 20, height: 844),
      contentOffset: Point(x: 390 * 10, y: 0))
    pager.isPagingEnabled = true
    var pagingFrames = 0
    let pagingSeconds = Stopwatch.measure {
      var k = 0
      var release = 0
      while pagingFrames < frames {
        let (distance, velocity) = pagingDrags[release % pagingDrags.count]
        release += 1
        dragAndSettle(&pager, by: Vector(dx: distance / 4, dy: 0), release: Vector(dx: velocity, dy: 0),
                      frame: &k, refresh: refresh, delegate: &delegate, callbacks: &callbacks, frames: &pagingFrames)
      }
    }
    checksum += pager.contentOffset.x + Double(delegate.didScroll)
    return Result(
      decelerationFrames: decelerationFrames, decelerationSeconds: decelerationSeconds,
      pagingFrames: pagingFrames, pagingSeconds: pagingSeconds, checksum: checksum)
  }

  /// A drag of 4 moves of `step` (points, finger direction), one frame apart, a
  /// release at `velocity` (points per second), then frames until the scroll view
  /// is at rest; runs and counts the frames.
  private static func dragAndSettle(
    _ scrollView: inout ScrollView, by step: Vector, release velocity: Vector, frame k: inout Int,
    refresh: Double, delegate: inout CountingDelegate, callbacks: inout [ScrollViewCallback], frames: inout Int
  ) {
    func send(_ input: ScrollViewInput) {
      callbacks.removeAllElements()
      scrollView.handle(input, at: Double(k) / refresh, delegate: &delegate, into: &callbacks)
    }
    send(.touchDown)
    send(.panBegan(translation: .zero))
    var translation = Vector.zero
    for _ in 0..<4 {
      send(.frame)
      k += 1
      frames += 1
      translation = translation + step
      send(.panChanged(translation: translation))
    }
    send(.panEnded(translation: translation, velocity: velocity))
    repeat {
      send(.frame)
      k += 1
      frames += 1
    } while !scrollView.isAtRest
  }
}
