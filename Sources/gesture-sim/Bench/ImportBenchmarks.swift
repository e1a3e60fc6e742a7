import Gestures
import ScrollPhysics

/// The importer benchmark (`bench --only import-getevent`): `adb shell getevent -lt`
/// text of a realistic shape (device prefix, labels, protocol B, 120 Hz, swipes of 40
/// frames with X and Y changing, a tracking id per swipe), imported from memory.
enum ImportBenchmarks {
  /// The text: swipes repeated until at least `bytes` bytes.
  static func geteventText(bytes: Int) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes + 4_096)
    // Times in whole microseconds from 1000 s (a device uptime); frames 8333 µs apart (120 Hz).
    var time = 1_000_000_000
    var tracking = 0x11bb
    func line(_ t: Int, _ type: String, _ code: String, _ value: Int) {
      let seconds = t / 1_000_000
      let micros = t % 1_000_000
      var stamp = String(seconds)
      stamp = String(repeating: " ", count: max(0, 8 - stamp.count)) + stamp
      var fraction = String(micros)
      fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
      var hex = String(UInt32(bitPattern: Int32(truncatingIfNeeded: value)), radix: 16)
      hex = String(repeating: "0", count: 8 - hex.count) + hex
      let row = "[\(stamp).\(fraction)] /dev/input/event2: \(type.padding(12)) \(code.padding(20)) \(hex.padding(20))\n"
      text.append(contentsOf: row.utf8)
    }
    while text.count < bytes {
      line(time, "EV_ABS", "ABS_MT_TRACKING_ID", tracking)
      line(time, "EV_ABS", "ABS_MT_POSITION_X", 100)
      line(time, "EV_ABS", "ABS_MT_POSITION_Y", 1200)
      line(time, "EV_KEY", "BTN_TOUCH", 1)
      line(time, "EV_SYN", "SYN_REPORT", 0)
      for frame in 1...40 {
        time += 8_333
        line(time, "EV_ABS", "ABS_MT_POSITION_X", 100 + frame * 20)
        line(time, "EV_ABS", "ABS_MT_POSITION_Y", 1200 - frame * 3)
        line(time, "EV_SYN", "SYN_REPORT", 0)
      }
      time += 8_333
      line(time, "EV_ABS", "ABS_MT_TRACKING_ID", -1)
      line(time, "EV_KEY", "BTN_TOUCH", 0)
      line(time, "EV_SYN", "SYN_REPORT", 0)
      time += 250_000
      tracking += 1
    }
    return text
  }

  /// Imports `bytes` of getevent text; returns (input lines, touches written, seconds).
  static func getevent(bytes: Int) throws -> (lines: Int, rows: Int, seconds: Double) {
    let text = geteventText(bytes: bytes)
    var lines = 0
    for byte in text where byte == 0x0A { lines += 1 }
    let options = ImportOptions(display: Size(width: 1080, height: 2400), density: 420, ranges: AxisRanges(width: 1080, height: 2400))
    var rows = 0
    let seconds = try Stopwatch.measure {
      var importer = try TouchImporter(format: .getevent, source: MemoryByteSource(bytes: text, chunkSize: 1 << 16), path: nil, options: options)
      while let event = try importer.next() { rows &+= event.touches.count }
    }
    return (lines, rows, seconds)
  }
}

extension String {
  /// The string padded with spaces to `width` characters (getevent's `%-Ns`).
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
