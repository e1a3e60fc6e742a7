/// UIScrollView's rubber band: how far the content follows a finger dragged past an
/// edge (docs/sources.md, "Rubber band").
///
/// ```
/// f(x) = (1 − 1/(x·c/D + 1))·D = x·D·c / (D + c·|x|)        (odd in x)
/// inverse: x = f·D / (c·(D − |f|))                           (|f| < D)
/// ```
///
/// `x` is the **total** raw overscroll (how far the finger's position is past the
/// edge, from the drag's start offset minus the translation), never a per-event
/// delta; `D` is the viewport size along that axis (`bounds.width` or
/// `bounds.height`), not the scrollable range; `c = 0.55`. The slope at the edge
/// is c, f(D) = D·c/(1 + c) ≈ 0.3548·D, and f approaches D but never reaches it.
///
/// Sources: @chpwn ("UIScrollView uses 0.55") as reproduced on
/// squareb.wordpress.com/2013/01/06/31 with the vectors for D = 960
/// (5 → 2.74, 10 → 5.47, 100 → 52.02, 400 → 178.98, 960 → 340.65);
/// super-ultra/ScrollMechanics `RubberBand.swift` (D = viewport since ba18ee0);
/// b3ll/Motion `RubberBanding.swift`.
@usableFromInline package enum RubberBand {
  /// UIKit's rubber-band constant, 0.55 (unitless; docs/sources.md, "Rubber band").
  @usableFromInline package static let uiKitConstant = 0.55

  /// The visible overscroll, in points, for a raw overscroll `x` (points):
  /// `sgn(x)·(1 − 1/(|x|·c/d + 1))·d`.
  ///
  /// - Parameters:
  ///   - x: The raw overscroll in points, positive past the trailing edge and
  ///     negative past the leading edge (any sign; the law is odd).
  ///   - d: The viewport size along the axis, in points, ≥ 0. A zero-size viewport
  ///     gives no overscroll at all (0).
  ///   - c: The constant, > 0; defaults to UIKit's 0.55.
  /// - Returns: A value with the sign of `x` and magnitude below `d`.
  @inlinable
  package static func offset(
    forOverscroll x: Double, dimension d: Double, constant c: Double = uiKitConstant
  ) -> Double {
    precondition(d >= 0, "RubberBand: dimension must be >= 0")
    precondition(c > 0, "RubberBand: constant must be > 0")
    guard d > 0 else { return 0 }
    return x * d * c / (d + c * x.magnitude)
  }

  /// The raw overscroll, in points, that gives the visible overscroll `f` (points):
  /// the inverse of ``offset(forOverscroll:dimension:constant:)``,
  /// `f·d/(c·(d − |f|))`.
  ///
  /// Use it to recover the raw overscroll when a new drag starts on content that
  /// is already overscrolled (docs/sources.md, "Rubber band", a modelling choice).
  ///
  /// - Parameters:
  ///   - f: The visible overscroll in points (any sign).
  ///   - d: The viewport size along the axis, in points, ≥ 0.
  ///   - c: The constant, > 0; defaults to 0.55.
  /// - Returns: A value with the sign of `f`; ±∞ when `|f| ≥ d` (unreachable), and
  ///   0 for `f == 0`.
  @inlinable
  package static func overscroll(
    forOffset f: Double, dimension d: Double, constant c: Double = uiKitConstant
  ) -> Double {
    precondition(d >= 0, "RubberBand: dimension must be >= 0")
    precondition(c > 0, "RubberBand: constant must be > 0")
    if f == 0 { return 0 }
    let magnitude = f.magnitude
    guard magnitude < d else { return f > 0 ? .infinity : -.infinity }
    return f * d / (c * (d - magnitude))
  }

  /// The content offset, in points, shown for a raw (finger-following) offset
  /// `raw` when the content range is `minimum…maximum`: `raw` itself inside the
  /// range, the edge plus the rubber-banded overscroll outside it.
  ///
  /// - Parameters:
  ///   - raw: The offset the finger alone would give, in points.
  ///   - minimum: The leading edge of the content range, in points.
  ///   - maximum: The trailing edge, in points, ≥ `minimum`.
  ///   - d: The viewport size along the axis, in points, ≥ 0.
  ///   - c: The constant, > 0; defaults to 0.55.
  @inlinable
  package static func offset(
    forRawOffset raw: Double, minimum: Double, maximum: Double, dimension d: Double,
    constant c: Double = uiKitConstant
  ) -> Double {
    beyondEdges(of: raw, minimum: minimum, maximum: maximum) { offset(forOverscroll: $0, dimension: d, constant: c) }
  }

  /// The raw offset, in points, that ``offset(forRawOffset:minimum:maximum:dimension:constant:)``
  /// maps to `offset`: its inverse. Offsets `d` or more past an edge give ±∞.
  ///
  /// - Parameters:
  ///   - offset: A shown content offset, in points.
  ///   - minimum: The leading edge of the content range, in points.
  ///   - maximum: The trailing edge, in points, ≥ `minimum`.
  ///   - d: The viewport size along the axis, in points, ≥ 0.
  ///   - c: The constant, > 0; defaults to 0.55.
  @inlinable
  package static func rawOffset(
    forOffset offset: Double, minimum: Double, maximum: Double, dimension d: Double,
    constant c: Double = uiKitConstant
  ) -> Double {
    beyondEdges(of: offset, minimum: minimum, maximum: maximum) { overscroll(forOffset: $0, dimension: d, constant: c) }
  }

  /// `value` itself inside `minimum…maximum`; outside it, the edge passed plus
  /// `map` of the signed distance past that edge (points in, points out).
  @inlinable
  static func beyondEdges(
    of value: Double, minimum: Double, maximum: Double, _ map: (Double) -> Double
  ) -> Double {
    precondition(minimum <= maximum, "RubberBand: minimum must be <= maximum")
    if value < minimum { return minimum + map(value - minimum) }
    if value > maximum { return maximum + map(value - maximum) }
    return value
  }
}
