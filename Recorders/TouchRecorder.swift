// TouchRecorder.swift — a drop-in UIKit touch recorder for gesture-sim (docs/recording.md).
//
// Add this one file to an iOS 15+ app target. It is not part of the gesture-sim package (SwiftPM
// does not compile Recorders/), so it builds only where UIKit exists.
//
// 1. Make the app's window a `TouchRecordingWindow` (in the scene delegate:
//    `window = TouchRecordingWindow(windowScene: windowScene)`), or call
//    `TouchRecorder.shared.record(event, in: window)` from your own `UIWindow.sendEvent(_:)`.
// 2. `TouchRecorder.shared.start()`, use the app, then `TouchRecorder.shared.stop()`.
// 3. `TouchRecorder.shared.share(from: viewController)` writes gesture-sim's CSV to a temporary
//    file and opens the share sheet (AirDrop it to the Mac, then `gesture-sim run trace.csv`).
//
// Every touch of every event is a row (`coalesced` 0) preceded by its coalesced touches
// (`coalescedTouches(for:)`, `coalesced` 1). `t` is `UITouch.timestamp` (seconds since boot),
// `x`, `y` are `location(in: window)` in points, `force` is `UITouch.force` when the device
// measures it, `radius` is `majorRadius`. The metadata gives the window's size in points
// (`# viewport:`), the screen's scale (`# scale:`) and its maximum refresh rate
// (`# refresh:`, `UIScreen.maximumFramesPerSecond`).
//
// The CSV text is made by `TouchRecorderCSV` below, outside the `#if canImport(UIKit)`. It uses
// the Swift standard library only; gesture-sim's tests compile this file (through a symbolic link
// in Tests/GesturesTests/Import/) and check its output against the library's TraceWriter and
// TraceReader (TouchRecorderCSVTests.swift there).

#if canImport(UIKit)
import UIKit

/// A window that hands every event to `TouchRecorder.shared` before delivering it.
final class TouchRecordingWindow: UIWindow {
  override func sendEvent(_ event: UIEvent) {
    TouchRecorder.shared.record(event, in: self)
    super.sendEvent(event)
  }
}

/// Records the touches a window receives as a gesture-sim trace.
@MainActor
final class TouchRecorder {
  static let shared = TouchRecorder()

  /// Whether events are being recorded.
  private(set) var isRecording = false
  private var csv = TouchRecorderCSV()
  /// Finger ids by touch: the smallest free id, kept from touch-down to lift.
  private var ids: [ObjectIdentifier: Int] = [:]

  /// Starts a new recording (the previous one is discarded).
  func start() {
    csv = TouchRecorderCSV()
    ids = [:]
    isRecording = true
  }

  /// Stops recording; the rows so far stay available to `share(from:)`.
  func stop() {
    isRecording = false
  }

  /// Records the touches of `event` if it is a touch event and recording is on.
  func record(_ event: UIEvent, in window: UIWindow) {
    guard isRecording, event.type == .touches, let touches = event.allTouches else { return }
    if csv.metadata == nil {
      let screen = window.windowScene?.screen ?? UIScreen.main
      csv.metadata = TouchRecorderCSV.Metadata(
        viewportWidth: Double(window.bounds.width), viewportHeight: Double(window.bounds.height),
        scale: Double(screen.scale), refresh: Double(screen.maximumFramesPerSecond),
        source: "gesture-sim TouchRecorder, \(UIDevice.current.model) iOS \(UIDevice.current.systemVersion)")
    }
    // Touches in a stable order: by finger id, new fingers last.
    let ordered = touches.sorted { (ids[ObjectIdentifier($0)] ?? Int.max) < (ids[ObjectIdentifier($1)] ?? Int.max) }
    for touch in ordered {
      let key = ObjectIdentifier(touch)
      let id: Int
      if let known = ids[key] {
        id = known
      } else {
        var free = 0
        let used = Set(ids.values)
        while used.contains(free) { free += 1 }
        id = free
        ids[key] = id
      }
      for coalesced in (event.coalescedTouches(for: touch) ?? []).dropLast() {
        csv.append(sample(coalesced, id: id, in: window, coalesced: true))
      }
      csv.append(sample(touch, id: id, in: window, coalesced: false))
      if touch.phase == .ended || touch.phase == .cancelled { ids[key] = nil }
    }
  }

  private func sample(_ touch: UITouch, id: Int, in window: UIWindow, coalesced: Bool) -> TouchRecorderCSV.Sample {
    let point = touch.location(in: window)
    let phase: String
    switch touch.phase {
    case .began: phase = "began"
    case .moved: phase = "moved"
    case .stationary: phase = "stationary"
    case .ended: phase = "ended"
    case .cancelled: phase = "cancelled"
    case .regionEntered, .regionMoved, .regionExited: phase = "moved"
    @unknown default: phase = "moved"
    }
    let force = window.traitCollection.forceTouchCapability == .available || touch.type == .pencil ? Double(touch.force) : nil
    return TouchRecorderCSV.Sample(
      time: touch.timestamp, id: id, phase: phase, x: Double(point.x), y: Double(point.y), force: force,
      radius: Double(touch.majorRadius), coalesced: coalesced)
  }

  /// The recording as CSV text.
  var text: String { csv.text }

  /// Writes the recording to a temporary `.csv` file and presents the share sheet.
  func share(from viewController: UIViewController) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-sim-trace.csv")
    do {
      try csv.text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      return
    }
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    sheet.popoverPresentationController?.sourceView = viewController.view
    viewController.present(sheet, animated: true)
  }
}
#endif

/// gesture-sim's trace CSV (docs/trace-format.md), as `TraceWriter` writes it: the metadata
/// comments, the header `t,id,phase,x,y,force,radius,coalesced`, one row per sample; numbers
/// with Swift's shortest round-trip `description`, whole metadata numbers without a fraction.
struct TouchRecorderCSV {
  struct Metadata {
    var viewportWidth: Double
    var viewportHeight: Double
    var scale: Double
    var refresh: Double
    var source: String
  }

  struct Sample {
    var time: Double
    var id: Int
    var phase: String
    var x: Double
    var y: Double
    var force: Double?
    var radius: Double?
    var coalesced: Bool
  }

  var metadata: Metadata?
  private(set) var rows = ""

  mutating func append(_ sample: Sample) {
    var row = sample.time.description + "," + String(sample.id) + "," + sample.phase + ","
    row += sample.x.description + "," + sample.y.description + ","
    row += (sample.force.map { $0.description } ?? "") + "," + (sample.radius.map { $0.description } ?? "") + ","
    row += sample.coalesced ? "1\n" : "0\n"
    rows += row
  }

  var text: String {
    var header = ""
    if let metadata {
      header += "# viewport: \(Self.number(metadata.viewportWidth))x\(Self.number(metadata.viewportHeight))\n"
      header += "# scale: \(Self.number(metadata.scale))\n"
      header += "# refresh: \(Self.number(metadata.refresh))\n"
      header += "# source: \(metadata.source.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " "))\n"
    }
    return header + "t,id,phase,x,y,force,radius,coalesced\n" + rows
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int(value)) }
    return value.description
  }
}
