/// The UIKit release whose scroll-view behaviour the model follows, where that
/// behaviour changed between releases.
///
/// Every rule that differs by era is a property of this value; nothing else in
/// the library switches on the era. docs/scroll-view.md, "UIKit profiles", lists
/// each rule with its evidence.
///
/// - ``ios26``: the behaviour of UIKit in iOS 26 (the default), read from the
///   public decompilation of UIKitCore for iOS 26.1 (build 23B85).
/// - ``ios7``: the behaviour the iOS 7/8 tutorials the scenes model were written
///   against, where it differs.
///
/// The motion laws after a release (the paging clock and finish, UIKit's law past
/// an edge, ``BounceLaw/uikit``) are the same under both: the iOS 7 headers have
/// the same routines, and no evidence shows a tutorial-era difference.
public enum UIKitProfile: String, CaseIterable, Hashable, Sendable {
  /// iOS 26: the default.
  case ios26
  /// iOS 7 and 8: the era of the side-menu tutorial.
  case ios7

  /// The default profile, ``ios26``.
  public static let `default` = UIKitProfile.ios26

  /// Whether a paging release at or past the maximum offset with a speed of at
  /// most the paging threshold keeps the page **after** the offset
  /// (`n = ceil(p)`) rather than the nearest one, so that a scroll view resting
  /// at a clamped last page that is not a page multiple stays there.
  ///
  /// iOS 26: true (a rule guarded by an SDK-version check). iOS 7: false, the
  /// nearest-page rule applies there too: a touch on the side menu at offset 80
  /// snapped it to 0, the bug the tutorial works around.
  package var pagingKeepsClampedLastPage: Bool {
    switch self {
    case .ios26: return true
    case .ios7: return false
    }
  }

  /// Whether a release or a touch-up at rest at a clamped last page that is not a
  /// page multiple snaps to the nearest page: the negation of
  /// ``pagingKeepsClampedLastPage``.
  package var snapsAtClampedLastPage: Bool { !pagingKeepsClampedLastPage }

  /// Whether a delegate that changes `targetContentOffset` in
  /// `scrollViewWillEndDragging` while paging moves the settle to the page
  /// nearest to its target. iOS 26: true; iOS 7: false, the change is ignored.
  package var pagingHonoursDelegateTarget: Bool {
    switch self {
    case .ios26: return true
    case .ios7: return false
    }
  }

  /// Whether a touch that interrupts an animated `setContentOffset` sends
  /// `scrollViewDidEndScrollingAnimation`. iOS 26: true (read from the
  /// decompilation, low confidence); iOS 7: false (the header only promises the
  /// call when the animation finishes).
  package var notifiesDidEndScrollingAnimationOnCatch: Bool {
    switch self {
    case .ios26: return true
    case .ios7: return false
    }
  }

  /// Whether the back swipe decides with the augmented rule (projection of the
  /// averaged velocity and acceleration over the transition) rather than the
  /// classic sign of the release velocity. iOS 26: true
  /// (`_UINavigationControllerUseAugmentedPopGesture`, the default decision
  /// procedure, read from the decompilation); iOS 7: false.
  package var usesAugmentedPopDecision: Bool {
    switch self {
    case .ios26: return true
    case .ios7: return false
    }
  }
}

extension UIKitProfile: CustomStringConvertible {
  /// `ios26` or `ios7`, as the command line spells it.
  public var description: String { rawValue }
}
