import Foundation

/// The adapter from a recording of Keyman's gesture recognizer tests
/// (`common/web/gesture-recognizer/src/test/resources/json/*.json` in
/// keymanapp/keyman) to the W3C Touch Events schema `gesture-sim import web`
/// reads (docs/recording.md, "Web").
///
/// Keyman's recorder keeps one `sequence` per finger, in the order the
/// fingers touched: `samples` of `{targetX, targetY, t}` (CSS pixels relative
/// to the recording element, `t` the event's `timeStamp` in milliseconds) and
/// a `terminationEvent`, `end` or `cancel`. Each sample becomes one event with
/// one changed touch, whose `identifier` is the sequence's index: the first
/// sample a `touchstart`, the last a `touchend` (or `touchcancel`), the others
/// `touchmove`; the events of all fingers are merged in time order (samples at
/// the same time in sequence order).
enum KeymanRecording {
  struct Malformed: Error {}

  /// The W3C-schema JSON of the Keyman recording `data`.
  static func webJSON(_ data: Data) throws -> String {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any], let set = root["set"] as? [[String: Any]] else {
      throw Malformed()
    }
    var events: [(t: Double, finger: Int, json: String)] = []
    for (finger, entry) in set.enumerated() {
      guard let sequence = entry["sequence"] as? [String: Any], let samples = sequence["samples"] as? [[String: Any]] else { throw Malformed() }
      let last = (entry["terminationEvent"] as? String) == "cancel" ? "touchcancel" : "touchend"
      for (index, sample) in samples.enumerated() {
        guard let x = (sample["targetX"] as? NSNumber)?.doubleValue, let y = (sample["targetY"] as? NSNumber)?.doubleValue,
          let t = (sample["t"] as? NSNumber)?.doubleValue
        else { throw Malformed() }
        let type = index == 0 ? "touchstart" : index == samples.count - 1 ? last : "touchmove"
        events.append((t, finger, #"{"type":"\#(type)","timeStamp":\#(t),"changedTouches":[{"identifier":\#(finger),"clientX":\#(x),"clientY":\#(y)}]}"#))
      }
    }
    events.sort { ($0.t, $0.finger) < ($1.t, $1.finger) }
    return "{\"events\":[\n" + events.map(\.json).joined(separator: ",\n") + "\n]}\n"
  }
}
