/// Levenshtein distance, for "Did you mean" suggestions (the command line's
/// options and the screen file's keys, kinds and ids).
package enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
  package static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word` if it is close enough to be a plausible typo
  /// (at most a third of the word's length, and at least 1, edits away).
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    var best: (String, Int)? = nil
    for candidate in candidates {
      let distance = between(word, candidate)
      if distance <= limit, best.map({ distance < $0.1 }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.0
  }
}
