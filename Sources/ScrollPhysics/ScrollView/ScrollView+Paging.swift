// Paging: the target page and the settle onto it.

extension ScrollView {
  /// The paging settle a touch caught, for a flick during a settle.
  struct CaughtPagingSettle: Sendable {
    /// The settle's target, in points.
    var target: Point
    /// Whether the settle moved toward larger offsets, per axis (`nil`: not moving
    /// along that axis).
    var forward: (x: Bool?, y: Bool?)
  }

  /// The target page along `axis` for a release at `x0` with the content's
  /// velocity `velocity` (points per second, before the release blend): the
  /// configured ``ScrollViewConfiguration/pagingRule``, with pages at multiples
  /// of the bounds size from 0, clamped to `range` and rounded to pixels.
  ///
  /// UIKit's rule, with `p = x0/page` and `v` in pt/ms: an offset on a page stays;
  /// `v > 0.3` takes `ceil(p)` (the page after the previous target when the view
  /// was already settling forward, `caughtTarget`); `v < −0.3` takes `floor(p)`;
  /// otherwise `floor(p + 0.5)`, except at or past the maximum offset under a
  /// profile with ``UIKitProfile/pagingKeepsClampedLastPage``, where it is
  /// `ceil(p)`.
  func pageTarget(
    from x0: Double, velocity: Double, _ axis: Axis, range r: ClosedRange<Double>,
    caught: (target: Double, forward: Bool)? = nil
  ) -> Double {
    let page = boundsSize[axis]
    guard page > 0 else { return roundedToPixel(Self.clamp(x0, to: r), scale: scale) }
    let n = configuration.pagingRule.targetPage(
      offset: x0, velocity: velocity, pageSize: page, maximumOffset: r.upperBound, profile: configuration.profile,
      previous: caught.map { (page: ($0.target / page).rounded(), forward: $0.forward) })
    return roundedToPixel(Self.clamp(n * page, to: r), scale: scale)
  }

  /// The page nearest to `target` (points) along `axis`, clamped to `range` and
  /// rounded to pixels: where a settle goes when a delegate changes the target
  /// while paging (iOS 26).
  func nearestPage(to target: Double, _ axis: Axis, range r: ClosedRange<Double>) -> Double {
    let page = boundsSize[axis]
    guard page > 0 else { return roundedToPixel(Self.clamp(target, to: r), scale: scale) }
    return roundedToPixel(Self.clamp((target / page + 0.5).rounded(.down) * page, to: r), scale: scale)
  }

  /// Whether the published offset along `axis` is a page boundary: a multiple
  /// of the bounds size from 0, pixel-rounded. A clamped last page that is not
  /// such a multiple is **not** a boundary.
  func isOnPageBoundary(_ axis: Axis) -> Bool {
    let page = boundsSize[axis]
    guard page > 0 else { return true }
    let offset = contentOffset[axis]
    return offset == roundedToPixel((offset / page).rounded() * page, scale: scale)
  }

  /// The paging settle from `x0` to `target` with the release velocity (points
  /// per second): ``ScrollViewConfiguration/pagingAnimation``; when `axis` does
  /// not bounce, leaving the range finishes UIKit's settle and clamps the others.
  func settle(from x0: Double, to target: Double, velocity: Double, _ axis: Axis, range r: ClosedRange<Double>)
    -> AxisMotion
  {
    let clamp: ClosedRange<Double>? = bounces(axis) ? nil : r
    switch configuration.pagingAnimation {
    case .uikit:
      let settle = PagingSettle(
        from: x0, to: target, velocity: velocity, width: boundsSize[axis], refreshRate: maximumFramesPerSecond,
        scale: scale, clamp: clamp)
      return settle.frameCount > 0 ? .settle(settle) : .still
    case .spring(let parameters):
      return .spring(
        SpringSimulation(
          parameters: parameters, from: x0, to: target, velocity: velocity,
          tolerance: .scrollView(scale: scale)),
        clamp: clamp)
    case .curve(let duration, let curve):
      guard duration > 0 else { return .still }
      return .curve(CurveAnimation(from: x0, to: target, duration: duration, curve: curve), clamp: clamp)
    }
  }
}

extension ScrollViewConfiguration.PagingRule {
  /// The index of the page a paging release goes to (pages at multiples of
  /// `pageSize` from 0; the caller clamps `index·pageSize` to the range and rounds it
  /// to pixels).
  ///
  /// UIKit's rule (``uikit(velocityThreshold:)``), with `p = offset/pageSize` and the
  /// content velocity `v` before the release blend: an offset on a page stays (`n =
  /// p`); `v > threshold`: `ceil(p)`, or `previous.page + 1` when a settle toward
  /// larger offsets was caught; `v < −threshold`: `floor(p)`, or `previous.page − 1`
  /// after a settle toward smaller offsets; otherwise `floor(p + 0.5)`, except at or
  /// past `maximumOffset` when the profile keeps the clamped last page, `ceil(p)`.
  ///
  /// - Parameters:
  ///   - offset: The offset at the release, in points.
  ///   - velocity: The content velocity, in points per second.
  ///   - pageSize: The page size, in points, > 0.
  ///   - maximumOffset: The largest offset of the range, in points.
  ///   - profile: The UIKit profile. Default `.ios26`.
  ///   - previous: The target page of a settle a touch caught, and whether it moved
  ///     toward larger offsets; `nil` otherwise.
  package func targetPage(
    offset: Double, velocity: Double, pageSize: Double, maximumOffset: Double, profile: UIKitProfile = .ios26,
    previous: (page: Double, forward: Bool)? = nil
  ) -> Double {
    let p = offset / pageSize
    switch self {
    case .uikit(let threshold):
      if p == p.rounded(.down) { return p }
      if velocity > threshold {
        if let previous, previous.forward { return previous.page + 1 }
        return p.rounded(.up)
      }
      if velocity < -threshold {
        if let previous, !previous.forward { return previous.page - 1 }
        return p.rounded(.down)
      }
      if profile.pagingKeepsClampedLastPage && offset >= maximumOffset { return p.rounded(.up) }
      return (p + 0.5).rounded(.down)
    case .halfPage(let threshold):
      var q = p
      if velocity > threshold {
        q += 0.5
      } else if velocity < -threshold {
        q -= 0.5
      }
      return q.rounded()
    case .nearestPage:
      return p.rounded()
    }
  }
}
