import Gestures
import ScrollPhysics
import Testing

/// The files of the conflicts gallery (`traces/conflicts/N-slug/`): a screen file and
/// its traces, run through `ScreenScene` at the screen's rate.
enum ContainerGallery {
  /// The bytes of `traces/conflicts/<path>`.
  static func bytes(_ path: String) -> [UInt8] {
    ScreenSceneScrollViewEquivalenceTests.bytes("conflicts/" + path)
  }

  /// The screen file `entry/name` (for example `1-back-swipe-vs-carousel/screen.json`).
  static func screen(_ entry: String, _ name: String = "screen.json") throws -> Screen {
    try Screen(json: bytes(entry + "/" + name), path: name)
  }

  /// The trace `entry/name`'s events.
  static func events(_ entry: String, _ name: String) throws -> [TouchEvent] {
    try readTrace(bytes: bytes(entry + "/" + name)).events
  }

  /// Runs the trace `trace` of `entry` through its screen `screen` at the screen's rate.
  static func run(_ entry: String, _ trace: String, screen name: String = "screen.json") throws -> (
    summary: ScreenSummary, records: [ScreenRecord]
  ) {
    let screen = try screen(entry, name)
    return SceneRunner<ScreenScene>.run(try events(entry, trace), options: try .init(scene: screen, refreshRate: screen.refresh))
  }

  static func recognizer(_ run: ScreenSummary, _ id: String) -> ScreenSummary.RecognizerFinal? {
    run.recognizers.first { $0.id == id }
  }

  /// The gesture records of recognizer `id`, in order.
  static func gestures(_ records: [ScreenRecord], _ id: String) -> [ScreenGesture] {
    records.compactMap { record in
      guard case .gesture(let gesture) = record, gesture.recognizer == id else { return nil }
      return gesture
    }
  }

  static func navigation(_ records: [ScreenRecord]) -> [ScreenNavigation] {
    records.compactMap { record in
      guard case .navigation(let navigation) = record else { return nil }
      return navigation
    }
  }

  static func refresh(_ records: [ScreenRecord]) -> [ScreenRefresh] {
    records.compactMap { record in
      guard case .refresh(let refresh) = record else { return nil }
      return refresh
    }
  }

  static func actions(_ records: [ScreenRecord]) -> [ScreenAction] {
    records.compactMap { record in
      guard case .action(let action) = record else { return nil }
      return action
    }
  }

  /// The scroll view `id`'s offset in each frame record, with the frame's time.
  static func offsets(_ records: [ScreenRecord], _ id: String) -> [(time: Double, offset: Point)] {
    records.compactMap { record in
      guard case .frame(let frame) = record, let state = frame.scrollViews.first(where: { $0.id == id }) else { return nil }
      return (frame.time, state.state.contentOffset)
    }
  }
}
