import Gestures

/// Benchmarks: generated-and-checked property cases per second.
enum PropertyBenchmarks {
  /// Generated cases per property in `properties-side-menu`.
  static let casesPerProperty = 2000
  /// The run seed: the CI seed, so the benchmark checks the cases CI checks first.
  static let seed: UInt64 = 20_260_101

  /// Runs every side-menu property that must hold (the known-bug demonstrations stop
  /// at their first failure and shrink, which is not the steady state), each on
  /// `casesPerProperty` generated cases, as `gesture-sim check --scene side-menu`
  /// does: generate a script, render it, replay it through the scene and check.
  /// Returns the cases checked, the properties, and the thread's CPU seconds; a
  /// property that fails is an error (it should hold).
  static func sideMenu(casesPerProperty: Int = casesPerProperty) throws -> (cases: Int, properties: Int, seconds: Double) {
    let properties = SideMenuProperties.all.filter { $0.knownBug == nil }
    let runner = PropertyRunner()
    var cases = 0
    var failure: String?
    let seconds = Stopwatch.measure {
      for property in properties {
        let result = runner.check(property: property, cases: casesPerProperty, seed: seed)
        cases += result.casesPassed
        if !result.holds, failure == nil { failure = result.report() }
      }
    }
    if let failure { throw PropertyBenchmarkError(report: failure) }
    return (cases, properties.count, seconds)
  }
}

extension PropertyBenchmarks {
  /// Cases per property in `check-jobs`.
  static let jobsCasesPerProperty = 1000

  /// `check --jobs`: the side-menu properties that must hold, `casesPerProperty`
  /// cases each, checked as `gesture-sim check` does with one job and with `jobs`;
  /// wall-clock seconds (CPU time would not show the threads' gain), and the process's
  /// CPU seconds, which show how much of the machine each run got. Returns the cases
  /// each run checked and the times; a failing property is an error.
  static func jobs(
    _ jobs: Int, casesPerProperty: Int = jobsCasesPerProperty
  ) throws -> (cases: Int, properties: Int, oneJobSeconds: Double, seconds: Double, oneJobCPUSeconds: Double, cpuSeconds: Double) {
    let properties = SideMenuProperties.all.filter { $0.knownBug == nil }
    let runner = PropertyRunner()
    var failure: String?
    func run(_ check: (TraceProperty) -> PropertyResult) -> (cases: Int, seconds: Double, cpu: Double) {
      var cases = 0
      let cpuStart = Stopwatch.processCPUSeconds()
      let start = LongTraceBenchmark.wallSeconds()
      for property in properties {
        let result = check(property)
        cases += result.casesPassed
        if !result.holds, failure == nil { failure = result.report() }
      }
      return (cases, LongTraceBenchmark.wallSeconds() - start, Stopwatch.processCPUSeconds() - cpuStart)
    }
    let one = run { runner.check(property: $0, cases: casesPerProperty, seed: seed) }
    let parallel = ParallelPropertyRunner(runner: runner, jobs: jobs)
    let many = run { parallel.check(property: $0, cases: casesPerProperty, seed: seed, shard: .whole) }
    if let failure { throw PropertyBenchmarkError(report: failure) }
    precondition(one.cases == many.cases, "check-jobs: --jobs \(jobs) checked another number of cases")
    return (many.cases, properties.count, one.seconds, many.seconds, one.cpu, many.cpu)
  }
}

/// A property that should hold failed during a benchmark.
struct PropertyBenchmarkError: Error, CustomStringConvertible {
  /// The failure report.
  var report: String
  var description: String { "a side-menu property failed:\n\(report)" }
}
