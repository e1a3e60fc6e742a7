import Gestures

/// `check --junit FILE`: the run as JUnit XML, which CI systems (GitHub Actions
/// reporters, GitLab, Jenkins, Buildkite …) render natively.
///
/// One `<testsuite>` holds one `<testcase>` per selected property (`classname` is
/// `check.SCENE.VARIANT`, `name` the property's name); a failed property has a
/// `<failure>` whose message is the expected/actual summary and whose body is the
/// whole report printed on standard output, minimal trace CSV and replay line
/// included. A property that ran no generated case fails as `EmptyProperty` unless
/// `--allow-empty` was given; the known-bug demonstrations left out of the run are
/// `<skipped>`. Each test case and the suite carry `time`, the seconds it took on the
/// clock of `CheckEnvironment` (the only clock `check` reads: the libraries read none,
/// and tests inject their own, so the document is reproducible there); there is no
/// timestamp. A shard's suite is named after its shard (`gesture-sim check (shard
/// 2/4)`), so a CI matrix's reports do not merge into one suite.
struct JUnitReport {
  /// Each selected property, its result, the report printed for it and the time it
  /// took, in seconds.
  var results: [(property: TraceProperty, result: PropertyResult, report: String, time: Double)]
  /// What the command line asked for: the known-bug properties not run (no
  /// `--variant`), `--allow-empty`, and the seed, cases per property and shard,
  /// recorded as suite properties.
  var request: CheckCommand.Request
  /// The whole run's time, in seconds.
  var time: Double

  /// `seconds` as JUnit's `time`: to the millisecond, without exponent (`0.25`, `12`).
  static func seconds(_ seconds: Double) -> String {
    let value = Rounded.quantize(seconds.isFinite ? max(seconds, 0) : 0, 1000)
    return value == value.rounded() && value < 1e15 ? String(Int64(value)) : value.description
  }

  /// The suite's name: `gesture-sim check`, with `(shard I/N)` for a shard.
  var suiteName: String {
    request.shard == .whole ? "gesture-sim check" : "gesture-sim check (shard \(request.shard))"
  }

  /// The XML document, ending in a newline.
  var xml: String {
    var failures = 0
    var cases: [String] = []
    for (property, result, report, time) in results {
      var body = ""
      if let counterexample = result.counterexample {
        failures += 1
        let message = "Expected: \(counterexample.failure.expected); Actual: \(counterexample.failure.actual)"
        body = "      <failure type=\"PropertyFailure\" message=\"\(message.xmlEscaped)\">\(report.xmlEscaped)</failure>\n"
      } else if result.casesPassed == 0 && !request.allowEmpty {
        failures += 1
        body = "      <failure type=\"EmptyProperty\" message=\"ran no generated case; nothing was checked\">\(report.xmlEscaped)</failure>\n"
      } else {
        body = "      <system-out>\(report.xmlEscaped)</system-out>\n"
      }
      cases.append(Self.testcase(property) + " time=\"\(Self.seconds(time))\">\n" + body + "    </testcase>\n")
    }
    for property in request.skipped {
      let reason = "demonstrates \(property.knownBug ?? "a tutorial bug") and is expected to fail; runs only with --variant \(property.variant ?? "")"
      cases.append(Self.testcase(property) + ">\n      <skipped message=\"\(reason.xmlEscaped)\"/>\n    </testcase>\n")
    }
    let counts = "tests=\"\(results.count + request.skipped.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(request.skipped.count)\""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="gesture-sim check" \(counts) time="\(Self.seconds(time))">
        <testsuite name="\(suiteName.xmlEscaped)" \(counts) time="\(Self.seconds(time))">
          <properties>
            <property name="seed" value="\(request.seed)"/>
            <property name="cases" value="\(request.cases)"/>
            <property name="shard" value="\(request.shard)"/>
            <property name="generator" value="\(TraceGenerator.version)"/>
          </properties>

      """ + cases.joined() + """
        </testsuite>
      </testsuites>

      """
  }

  /// `    <testcase classname="…" name="…"` (unclosed).
  private static func testcase(_ property: TraceProperty) -> String {
    let classname = (["check", property.scene ?? "library"] + (property.variant.map { [$0] } ?? [])).joined(separator: ".")
    return "    <testcase classname=\"\(classname.xmlEscaped)\" name=\"\(property.name.xmlEscaped)\""
  }
}
