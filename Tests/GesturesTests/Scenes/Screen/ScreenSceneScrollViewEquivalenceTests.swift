import Gestures
import ScrollPhysics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A screen of one full-screen scroll view is the scroll-view scene: for every trace
/// in `traces/`, with its `# scroll-view:` set-up, the same delegate callbacks at the
/// same times and the same content offset in every frame (the scroll-view scene is
/// the independent source: its laws are tested against UIKit's in its own suites).
/// Under a status bar too: the screen's (`Screen.statusBarHeight`) with its one scroll
/// view is the scroll-view scene's. Both run on the screen engine: what this shows is
/// that the scene's own screen (`ScrollViewScene`'s) is the one a user would write.
@Suite struct ScreenSceneScrollViewEquivalenceTests {
  /// `<root>/traces`, from this file's path `<root>/Tests/GesturesTests/Scenes/Screen/…`.
  static let directory: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(5)
    return components.joined(separator: "/") + "/traces"
  }()

  static func csvNames() -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasSuffix(".csv") { names.append(name) }
    }
    return names.sorted()
  }

  static func bytes(_ name: String) -> [UInt8] {
    guard let file = fopen(directory + "/" + name, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if read <= 0 { break }
      bytes.append(contentsOf: chunk[..<read])
    }
    return bytes
  }

  @Test func everyTraceGivesTheScrollViewScenesCallbacksAndOffsets() throws {
    let names = Self.csvNames()
    #expect(names.count >= 20, "traces/ has \(names.count) CSV files")
    var compared = 0
    var callbackCount = 0
    for name in names {
      var reader = try TraceReader(source: MemoryByteSource(bytes: Self.bytes(name)), path: name)
      let events = try reader.readAll()
      let metadata = reader.metadata
      var own = ScrollViewSceneSetup(viewport: metadata.viewport ?? Size(width: 390, height: 844), scale: metadata.scale ?? 3)
      var refresh = metadata.refresh
      try own.apply(metadata, path: name, refresh: &refresh)
      // The scroll-view scene's jump bar is its own test affordance, not a screen's.
      guard !own.jumpBar else { continue }
      let rate = refresh ?? 60
      // The trace's own set-up, and two that scroll whatever the trace does: a list
      // five screens long and three wide, and a three-page horizontal pager.
      var list = own
      list.content = Size(width: own.viewport.width * 3, height: own.viewport.height * 5)
      list.startOffset = Point(x: own.viewport.width, y: own.viewport.height * 2)
      var pager = own
      pager.content = Size(width: own.viewport.width * 3, height: own.viewport.height)
      pager.paging = true
      // The list under a status bar: a touch that begins in its top 47 pt taps the bar,
      // which scrolls the list to the top (the screen's status bar, UIKit's rule with
      // one scroll view).
      var barred = list
      barred.statusBar = true
      for options in [own, list, pager, barred] {

        let (scrollRun, scrollRecords) = SceneRunner<ScrollViewScene<GridSnapDelegate>>.run(
          events, options: try .init(scene: .init(setup: options, delegate: GridSnapDelegate(interval: options.snap)), refreshRate: rate))
        var settings = Screen.ScrollViewSettings(content: options.content)
        settings.setup = options
        var screen = Screen(
          viewport: options.viewport, scale: options.scale, refresh: rate, uikit: options.uikit,
          views: [Screen.View(id: "scrollView", frame: Rect(origin: .zero, size: options.boundsSize), scrollView: settings)])
        if options.statusBar { screen.statusBarHeight = ScrollViewScene<GridSnapDelegate>.statusBarHeight }
        #expect(problem { try screen.validate() } == nil, "\(name)")
        let (screenRun, screenRecords) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: rate))

        let expectedCallbacks = scrollRecords.compactMap(\.callback)
        let callbacks = screenRecords.compactMap { record -> ScrollViewCallback? in
          if case .callback(let callback) = record { return callback.callback } else { return nil }
      }
      #expect(callbacks == expectedCallbacks, "\(name): \(callbacks.count) callbacks, expected \(expectedCallbacks.count)")
      let expectedFrames = scrollRecords.compactMap { record -> ScrollViewSceneFrame? in
        if case .frame(let frame) = record { return frame } else { return nil }
      }
      let frames = screenRecords.compactMap { record -> ScrollViewSceneFrame? in
        if case .frame(let frame) = record { return frame.scrollViews.first?.state } else { return nil }
      }
      #expect(frames == expectedFrames, "\(name): \(frames.count) frames, expected \(expectedFrames.count)")
      let final = try #require(screenRun.scrollViews.first)
      #expect(final.final == scrollRun.final, "\(name)")
      #expect(final.rest == scrollRun.rest && final.drags == scrollRun.drags && final.callbacks == scrollRun.callbacks, "\(name)")
      compared += 1
      callbackCount += callbacks.count
      }
    }
    #expect(compared >= 80)
    // The traces drag, fling and page: thousands of callbacks, not a vacuous comparison.
    #expect(callbackCount >= 1000, "\(compared) traces, \(callbackCount) callbacks")
  }

  /// A flick down the list, a tap on the status bar while it decelerates, another at
  /// rest at the top, and a drag that begins under the bar's bottom edge.
  @Test func statusBarTapsGiveTheScrollViewScenesCallbacks() throws {
    var options = ScrollViewSceneSetup(content: Size(width: 390, height: 5000))
    options.startOffset = Point(x: 0, y: 2000)
    options.statusBar = true
    var events: [TouchEvent] = []
    func add(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double) {
      events.append(TouchEvent(time: t, touches: [Touch(id: 0, phase: phase, location: Point(x: x, y: y))]))
    }
    // The flick: 8 moves of 30 pt up at 120 Hz.
    add(0, .began, 200, 600)
    for i in 1...8 { add(Double(i) / 120, .moved, 200, 600 - 30 * Double(i)) }
    add(9.0 / 120, .ended, 200, 360)
    // The taps on the bar (y 20 < 47): during the deceleration, then at rest.
    add(0.3, .began, 100, 20)
    add(0.35, .ended, 100, 20)
    add(3, .began, 100, 20)
    add(3.05, .ended, 100, 20)
    // A drag from y 50, just under the bar: the scroll view's.
    add(5, .began, 200, 50)
    for i in 1...6 { add(5 + Double(i) / 120, .moved, 200, 50 + 20 * Double(i)) }
    add(5 + 7.0 / 120, .ended, 200, 170)
    let (scrollRun, scrollRecords) = SceneRunner<ScrollViewScene<GridSnapDelegate>>.run(
      events, options: try .init(scene: .init(setup: options, delegate: GridSnapDelegate(interval: options.snap)), refreshRate: 120))
    var settings = Screen.ScrollViewSettings(content: options.content)
    settings.setup = options
    var screen = Screen(refresh: 120, views: [Screen.View(id: "scrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: settings)])
    screen.statusBarHeight = 47
    let (screenRun, screenRecords) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    let expected = scrollRecords.compactMap(\.callback)
    let callbacks = screenRecords.compactMap { record -> ScrollViewCallback? in
      if case .callback(let callback) = record { return callback.callback } else { return nil }
    }
    #expect(callbacks == expected)
    // Both taps scrolled: two animated scrolls to the top ended.
    #expect(expected.filter { $0.kind == .scrollViewDidEndScrollingAnimation }.count >= 1)
    let final = try #require(screenRun.scrollViews.first)
    #expect(final.final == scrollRun.final && final.rest == scrollRun.rest && final.drags == scrollRun.drags)
    #expect(screenRun.touchesDelivered.first { $0.view == "statusBar" }?.began == 2)
  }
}
