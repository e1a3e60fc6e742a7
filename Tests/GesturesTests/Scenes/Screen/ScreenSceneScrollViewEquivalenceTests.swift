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
      // The scroll-view scene's own chrome (status and jump bars) is not a screen's.
      guard !own.statusBar && !own.jumpBar else { continue }
      let rate = refresh ?? 60
      // The trace's own set-up, and two that scroll whatever the trace does: a list
      // five screens long and three wide, and a three-page horizontal pager.
      var list = own
      list.content = Size(width: own.viewport.width * 3, height: own.viewport.height * 5)
      list.startOffset = Point(x: own.viewport.width, y: own.viewport.height * 2)
      var pager = own
      pager.content = Size(width: own.viewport.width * 3, height: own.viewport.height)
      pager.paging = true
      for options in [own, list, pager] {

        let (scrollRun, scrollRecords) = SceneRunner<ScrollViewScene<GridSnapDelegate>>.run(
          events, options: .init(scene: .init(options: options, delegate: GridSnapDelegate(interval: options.snap)), refreshRate: rate))
        var settings = Screen.ScrollViewSettings(content: options.content)
        settings.options = options
        let screen = Screen(
          viewport: options.viewport, scale: options.scale, refresh: rate, uikit: options.uikit,
          views: [Screen.View(id: "scrollView", frame: Rect(origin: .zero, size: options.boundsSize), scrollView: settings)])
        #expect(screen.problem() == nil, "\(name)")
        let (screenRun, screenRecords) = SceneRunner<ScreenScene>.run(events, options: .init(scene: screen, refreshRate: rate))

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
    #expect(compared >= 60)
    // The traces drag, fling and page: thousands of callbacks, not a vacuous comparison.
    #expect(callbackCount >= 1000, "\(compared) traces, \(callbackCount) callbacks")
  }
}
