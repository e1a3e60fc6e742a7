@testable import Gestures
import ScrollPhysics
import Testing

/// The getevent fast path (`GeteventFastLine` and the position frames it hands
/// the decoder) is an optimization only: on every input it must give exactly
/// what the general parser alone gives — the same events, warnings and error.
/// Independent source: the general parser, with the fast path switched off.
@Suite struct GeteventFastLineTests {
  let options = ImportOptions(display: Size(width: 1080, height: 2400), density: 420, ranges: AxisRanges(width: 1080, height: 2400))

  /// Everything one import gives: events, warnings, and the error's text.
  struct Outcome: Equatable {
    var events: [TouchEvent] = []
    var warnings: [String] = []
    var error: String?
  }

  func run(_ bytes: [UInt8], fast: Bool, options: ImportOptions, chunk: Int = .max) -> Outcome {
    var parser = GeteventParser(source: MemoryByteSource(bytes: bytes, chunkSize: chunk), path: "rec.txt", options: options)
    parser.usesFastPath = fast
    var outcome = Outcome()
    do {
      while true {
        let more = try parser.step()
        var line = 0
        while let event = parser.decoder.assembler.takeNext(line: &line) { outcome.events.append(event) }
        if !more { break }
      }
    } catch {
      outcome.error = error.description
    }
    outcome.warnings = parser.decoder.warnings.map(\.description)
    return outcome
  }

  /// One `getevent` line in one of the shapes real files have, sometimes damaged.
  func line(_ random: inout SplitMix64, time: Int, device: String?, labelled: Bool, type: Int, code: Int, value: Int32, damage: Bool) -> String {
    let labels: [Int: String] = [0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x39: "ABS_MT_TRACKING_ID", 0x2f: "ABS_MT_SLOT", 0x3a: "ABS_MT_PRESSURE"]
    func hex(_ v: Int, _ width: Int) -> String {
      let digits = String(UInt32(truncatingIfNeeded: v), radix: 16)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    let seconds = String(time / 1_000_000)
    var text = "[" + String(repeating: " ", count: max(0, 8 - seconds.count)) + seconds + "." + format6(time % 1_000_000) + "] "
    if let device { text += device + ": " }
    if labelled {
      let typeLabel = ["EV_SYN", "EV_KEY", "", "EV_ABS"][type]
      let codeLabel = type == 0 ? (code == 0 ? "SYN_REPORT" : "SYN_MT_REPORT") : type == 1 ? "BTN_TOUCH" : labels[code] ?? hex(code, 4)
      let valueText = type == 1 && random.next() % 2 == 0 ? pad(value != 0 ? "DOWN" : "UP", 20) : hex(Int(value), 8) + String(repeating: " ", count: 12)
      text += pad(typeLabel, 12) + " " + pad(codeLabel, 20) + " " + valueText
    } else {
      text += hex(type, 4) + " " + hex(code, 4) + " " + hex(Int(value), 8)
    }
    if random.next() % 97 == 0 { text += " rate 120" }
    // Damage, now and then: a byte replaced, a space doubled, a tab, upper case.
    guard damage else { return text }
    switch random.next() % 100 {
    case 0:
      var bytes = Array(text.utf8)
      bytes[Int(random.next() % UInt64(bytes.count))] = Array("x 0\t:[]-/Zf\r".utf8)[Int(random.next() % 12)]
      text = String(decoding: bytes, as: UTF8.self)
    case 1: text = text.replacingFirstSpace(with: "  ")
    case 2: text = text.replacingFirstSpace(with: "\t")
    case 3: text = text.uppercased()
    default: break
    }
    return text
  }

  func format6(_ n: Int) -> String {
    let digits = String(n)
    return String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// A recording of strokes: protocol B, sometimes two slots, sometimes a stray device or
  /// protocol A report, times that repeat or go back, CRLF.
  func recording(seed: UInt64, damaged: Bool) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    var time = 1_000_000_000 + Int(random.next() % 1_000_000)
    let device = ["/dev/input/event2", "/dev/input/event12", nil, "/dev/input/event7"][Int(random.next() % 4)]
    let labelled = random.next() % 10 < 7
    let ending = random.next() % 3 == 0 ? "\r\n" : "\n"
    let slots = random.next() % 3 == 0 ? 2 : 1
    var tracking = Int32(random.next() % 30_000)
    var lines: [String] = []
    func emit(_ type: Int, _ code: Int, _ value: Int32, at t: Int? = nil, device other: String? = nil) {
      lines.append(line(&random, time: t ?? time, device: other ?? device, labelled: labelled, type: type, code: code, value: value, damage: damaged))
    }
    for _ in 0..<(2 + random.next() % 6) {
      for slot in 0..<slots {
        if slots > 1 { emit(3, 0x2f, Int32(slot)) }
        emit(3, 0x39, tracking)
        tracking += 1
        emit(3, 0x35, Int32(random.next() % 1080))
        emit(3, 0x36, Int32(random.next() % 2400))
      }
      emit(1, 0x14a, 1)
      emit(0, 0, 0)
      for _ in 0..<(1 + random.next() % 40) {
        time += random.next() % 20 == 0 ? [0, 1, -5, 16_666][Int(random.next() % 4)] : 8_333
        for slot in 0..<slots {
          if slots > 1 && random.next() % 2 == 0 { emit(3, 0x2f, Int32(slot)) }
          switch random.next() % 100 {
          case 0..<40: emit(3, 0x35, Int32(random.next() % 1100) - 5)
          case 40..<50: emit(3, 0x36, Int32(random.next() % 2400))
          case 50..<88:
            emit(3, 0x35, Int32(random.next() % 1080))
            emit(3, 0x36, Int32(random.next() % 2400))
          case 88..<92:
            emit(3, 0x36, Int32(random.next() % 2400))
            emit(3, 0x35, Int32(random.next() % 1080))
          case 92..<94: emit(3, 0x3a, Int32(random.next() % 256))
          case 94..<95 where seed % 4 == 0: emit(3, 0x35, 5, device: "/dev/input/event3")
          case 95..<96: emit(3, 0x35, 7, at: time + 1)
          case 96..<97 where seed % 5 == 0: emit(0, 2, 0)
          case 97..<98 where seed % 6 == 1: emit(3, 0x35, 1_000_000_000)
          default: break
          }
        }
        emit(0, 0, 0)
      }
      time += 8_333
      for slot in 0..<slots {
        if slots > 1 { emit(3, 0x2f, Int32(slot)) }
        emit(3, 0x39, -1)
      }
      if random.next() % 5 != 0 { emit(1, 0x14a, 0) }
      emit(0, 0, 0)
      time += 10_000 + Int(random.next() % 500_000)
    }
    return Array((lines.joined(separator: ending) + ending).utf8)
  }

  @Test func fastPathGivesWhatTheGeneralParserGives() {
    var compared = 0
    var withEvents = 0
    for seed in UInt64(1)...150 {
      let bytes = recording(seed: seed, damaged: seed % 3 == 0)
      var strict = options
      strict.strict = seed % 7 == 0
      let general = run(bytes, fast: false, options: strict)
      let fast = run(bytes, fast: true, options: strict)
      #expect(fast == general, "seed \(seed)")
      // Reading in small chunks changes nothing either.
      if seed % 10 == 0 { #expect(run(bytes, fast: true, options: strict, chunk: 37) == general, "seed \(seed), chunks of 37 bytes") }
      compared += 1
      if general.error == nil && general.events.count > 20 { withEvents += 1 }
    }
    // The inputs are not all errors: most import whole.
    #expect(withEvents > 60, "only \(withEvents) of \(compared) inputs imported whole")
  }

  @Test func fastPathRespectsTheLineLengthLimit() {
    // 92-byte lines with a limit of 80: the general parser's error, at the same line and column.
    let text = String(repeating: "[    1000.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000382            \n", count: 4)
    var limited = options
    limited.maximumLineLength = 80
    let fast = run(Array(text.utf8), fast: true, options: limited)
    #expect(fast == run(Array(text.utf8), fast: false, options: limited))
    #expect(fast.error?.hasPrefix("rec.txt:1:81: error:") == true)
  }
}

extension String {
  fileprivate func replacingFirstSpace(with replacement: String) -> String {
    guard let index = firstIndex(of: " ") else { return self }
    return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
  }
}
