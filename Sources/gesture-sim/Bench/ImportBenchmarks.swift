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
    // Written byte by byte (the same text as getevent's printf formats): the generation is not
    // timed, but String work would make it the slow part of the benchmark.
    func append(_ label: StaticString, width: Int) {
      let count = label.utf8CodeUnitCount
      text.append(contentsOf: UnsafeBufferPointer(start: label.utf8Start, count: count))
      if count < width { text.append(contentsOf: repeatElement(0x20, count: width - count)) }
    }
    func appendDecimal(_ value: Int, width: Int, pad: UInt8) {
      var digits: [UInt8] = []
      var rest = value
      repeat {
        digits.append(UInt8(0x30 + rest % 10))
        rest /= 10
      } while rest > 0
      if digits.count < width { text.append(contentsOf: repeatElement(pad, count: width - digits.count)) }
      text.append(contentsOf: digits.reversed())
    }
    func line(_ t: Int, _ type: StaticString, _ code: StaticString, _ value: Int) {
      // "[%8ld.%06ld] /dev/input/event2: %-12.12s %-20.20s %08x            \n"
      text.append(UInt8(ascii: "["))
      appendDecimal(t / 1_000_000, width: 8, pad: 0x20)
      text.append(UInt8(ascii: "."))
      appendDecimal(t % 1_000_000, width: 6, pad: 0x30)
      append("] /dev/input/event2: ", width: 0)
      append(type, width: 12)
      text.append(0x20)
      append(code, width: 20)
      text.append(0x20)
      let hex = UInt32(bitPattern: Int32(truncatingIfNeeded: value))
      for shift in stride(from: 28, through: 0, by: -4) {
        let digit = UInt8((hex >> UInt32(shift)) & 0xF)
        text.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
      }
      text.append(contentsOf: repeatElement(0x20, count: 12))
      text.append(0x0A)
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

  /// Imports `bytes` of getevent text; returns (input lines, input bytes, touches written, seconds).
  static func getevent(bytes: Int) throws -> (lines: Int, bytes: Int, rows: Int, seconds: Double) {
    let text = geteventText(bytes: bytes)
    var lines = 0
    for byte in text where byte == 0x0A { lines += 1 }
    let options = ImportOptions(display: Size(width: 1080, height: 2400), density: 420, ranges: AxisRanges(width: 1080, height: 2400))
    var rows = 0
    let seconds = try Stopwatch.measure {
      var importer = try TouchImporter(format: .getevent, source: MemoryByteSource(bytes: text, chunkSize: 1 << 16), path: nil, options: options)
      // One reused event, as trace-read reads (`next(into:)`).
      var event = TouchEvent(time: 0, touches: [])
      while try importer.next(into: &event) { rows &+= event.touches.count }
    }
    return (lines, text.count, rows, seconds)
  }
}
