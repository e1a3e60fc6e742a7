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
    let p = x0 / page
    let n: Double
    switch configuration.pagingRule {
    case .uikit(let threshold):
      if p == p.rounded(.down) {
        n = p
      } else if velocity > threshold {
        if let caught, caught.forward {
          n = (caught.target / page).rounded() + 1
        } else {
          n = p.rounded(.up)
        }
      } else if velocity < -threshold {
        if let caught, !caught.forward {
          n = (caught.target / page).rounded() - 1
        } else {
          n = p.rounded(.down)
        }
      } else if configuration.profile.pagingKeepsClampedLastPage && x0 >= r.upperBound {
        n = p.rounded(.up)
      } else {
        n = (p + 0.5).rounded(.down)
      }
    case .halfPage(let threshold):
      var q = p
      if velocity > threshold {
        q += 0.5
      } else if velocity < -threshold {
        q -= 0.5
      }
      n = q.rounded()
    case .nearestPage:
      n = p.rounded()
    }
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
  /// per second): ``ScrollViewConfiguration/pagingAnimation``; with `bounces`
  /// off, leaving the range finishes UIKit's settle and clamps the others.
  func settle(from x0: Double, to target: Double, velocity: Double, _ axis: Axis, range r: ClosedRange<Double>)
    -> AxisMotion
  {
    let clamp: ClosedRange<Double>? = bounces ? nil : r
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
