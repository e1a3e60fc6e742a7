import ScrollPhysics

extension ScrollViewSceneSetup {
  /// A setting of the scroll-view scene: the name of a `# scroll-view:` key and,
  /// with `--` before it, of the command line's flag.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    /// `content=WxH`: the content size, in points.
    case content
    /// `viewport=WxH`: the display's size, in points.
    case viewport
    /// `scale=N`: device pixels per point.
    case scale
    /// `refresh=HZ`: the display refresh rate (the runner's, not the options').
    case refresh
    /// `paging=true|false`.
    case paging
    /// `page-spacing=PT`.
    case pageSpacing = "page-spacing"
    /// `bounces=x,y | x | y | none | true | false`.
    case bounces
    /// `always-bounce=x,y | x | y | none`.
    case alwaysBounce = "always-bounce"
    /// `rate=normal|fast|NUMBER` (per millisecond, 0 < rate < 1), kept as UIKit keeps
    /// it: 0.99 (`.fast`) below 0.994, else 0.998 (`.normal`).
    case rate
    /// `inset=TOP,LEFT,BOTTOM,RIGHT`, points.
    case inset
    /// `start-offset=X,Y`, points.
    case startOffset = "start-offset"
    /// `directional-lock=true|false`.
    case directionalLock = "directional-lock"
    /// `snap=PT | WxH`: a `GridSnapDelegate`'s grid.
    case snap
    /// `uikit=ios26|ios7`: the UIKit release (`UIKitProfile`).
    case uikit
    /// `status-bar=true|false`: the status bar in front (`statusBar`).
    case statusBar = "status-bar"
    /// `jump-bar=true|false`: the jump bar in front (`jumpBar`).
    case jumpBar = "jump-bar"

    /// What the key's value must look like, for an error message.
    package var expected: String {
      switch self {
      case .content: return "WIDTHxHEIGHT in points, such as 390x5000"
      case .viewport: return "WIDTHxHEIGHT in points, such as 390x844"
      case .scale: return "a positive number of device pixels per point, such as 3"
      case .refresh: return "a refresh rate in hertz, such as 120"
      case .paging, .directionalLock, .statusBar, .jumpBar: return "true or false"
      case .pageSpacing: return "a non-negative number of points, such as 20"
      case .bounces, .alwaysBounce: return "the axes: x,y, x, y, none (or true, false)"
      case .rate: return "normal, fast or a number between 0 and 1 (per millisecond; UIKit keeps 0.99 below 0.994, else 0.998), such as 0.99"
      case .inset: return "TOP,LEFT,BOTTOM,RIGHT in points, each non-negative, such as 0,0,34,0"
      case .startOffset: return "X,Y in points, such as 0,1200"
      case .snap: return "a positive number of points, or WIDTHxHEIGHT, such as 88"
      case .uikit: return "a UIKit profile: " + UIKitProfile.allCases.map(\.rawValue).joined(separator: ", ")
      }
    }
  }

  /// Sets `key` from its text form; returns false (changing nothing) when the
  /// text is not a value of the key (`key.expected` says what is). `refresh` is
  /// parsed into `refresh` (hertz), the runner's, not the options'.
  package mutating func set(_ key: Key, to text: String, refresh: inout Double?) -> Bool {
    let text = text.trimmingBlanks
    switch key {
    case .content: return update(\.content, Self.size(text))
    case .viewport: return update(\.viewport, Self.size(text).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil })
    case .scale: return update(\.scale, Self.number(text) { $0 > 0 })
    case .refresh:
      guard let value = Self.number(text, where: { $0 > 0 }) else { return false }
      refresh = value
    case .paging: return update(\.paging, Self.bool(text))
    case .directionalLock: return update(\.directionalLock, Self.bool(text))
    case .statusBar: return update(\.statusBar, Self.bool(text))
    case .jumpBar: return update(\.jumpBar, Self.bool(text))
    case .pageSpacing: return update(\.pageSpacing, Self.number(text) { $0 >= 0 })
    case .bounces: return update(\.bounces, Self.axes(text))
    case .alwaysBounce: return update(\.alwaysBounce, Self.axes(text))
    case .rate:
      switch text {
      case "normal": rate = .normal
      case "fast": rate = .fast
      default:
        // UIKit keeps two values (`UIScrollView.decelerationRate`'s setter): below 0.994
        // it becomes `.fast` (0.99), any other `.normal` (0.998). The options hold what
        // UIKit holds, so reports show the rate in use.
        guard let value = Self.decimal(text), let parsed = DecelerationRate(rawValue: value) else { return false }
        rate = parsed.rawValue < 0.994 ? .fast : .normal
      }
    case .inset:
      guard let values = Self.numbers(text, count: 4), values.allSatisfy({ $0 >= 0 }) else { return false }
      inset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    case .startOffset: return update(\.startOffset, Self.numbers(text, count: 2).map { Point(x: $0[0], y: $0[1]) })
    case .uikit: return update(\.uikit, UIKitProfile(rawValue: text))
    case .snap:
      if let value = Self.number(text, where: { $0 > 0 }) {
        snap = Size(width: value, height: value)
      } else if let size = Self.size(text), size.width > 0 || size.height > 0 {
        snap = size
      } else {
        return false
      }
    }
    return true
  }

  /// Sets `property` to `value` and returns true; returns false, changing nothing,
  /// when `value` is nil (the text was not a value of the key).
  private mutating func update<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value?) -> Bool {
    guard let value else { return false }
    self[keyPath: property] = value
    return true
  }

  // MARK: - Value forms

  /// A decimal number (digits, sign, point, exponent: no hexadecimal `0x18`, which
  /// Swift's `Double(_:)` would read as 24, no `inf` or `nan`), or nil.
  static func decimal<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 == 0x65 || $0 == 0x45 })
    else { return nil }
    return Double(String(text))
  }

  /// A finite number that `accepts`, or nil.
  static func number(_ text: String, where accepts: (Double) -> Bool) -> Double? {
    guard let value = decimal(text), value.isFinite, accepts(value) else { return nil }
    return value
  }

  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: return nil
    }
  }

  static func axes(_ text: String) -> Axes? {
    switch text {
    case "true", "x,y", "y,x", "xy", "both": return .both
    case "false", "none": return .neither
    case "x": return Axes(x: true, y: false)
    case "y": return Axes(x: false, y: true)
    default: return nil
    }
  }

  /// `WxH` (also `W×H`), each finite and non-negative.
  static func size(_ text: String) -> Size? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = decimal(parts[0].trimmingBlanks), let h = decimal(parts[1].trimmingBlanks),
      w.isFinite, h.isFinite, w >= 0, h >= 0
    else { return nil }
    return Size(width: w, height: h)
  }

  /// `count` finite numbers separated by commas.
  static func numbers(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == count else { return nil }
    var values: [Double] = []
    for part in parts {
      guard let value = decimal(part.trimmingBlanks), value.isFinite else { return nil }
      values.append(value)
    }
    return values
  }
}
