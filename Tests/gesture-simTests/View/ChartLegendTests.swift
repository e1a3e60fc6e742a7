import Foundation
@testable import gesture_sim
import Testing

/// `view`'s charts of two series (a scroll view scrolling along x and y) get a legend naming
/// each line; a chart of one series needs none (issue 24). The page builds its charts in
/// JavaScript, so the DOM is read from headless Chromium (`--dump-dom`); without Chromium
/// the test says so and checks nothing (`.ci/run` installs it; scripts/check-viewer.py
/// checks the same in the browser and keeps a screenshot).
@Suite struct ChartLegendTests {
  static var chromium: String? {
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in ["/usr/bin", "/usr/local/bin", "/snap/bin"] where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return directory + "/" + name
      }
    }
    return nil
  }

  /// The page's DOM after its scripts ran.
  static func dom(_ page: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(chromium))
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom", "file://" + page]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Each chart's legend entries, in order.
  static func legends(_ dom: String) -> [[String]] {
    dom.components(separatedBy: "<div class=\"chart\">").dropFirst().map { chart in
      let head = chart.components(separatedBy: "<svg").first ?? ""
      return head.components(separatedBy: "<span class=\"item\">").dropFirst().map { item in
        let text = item.components(separatedBy: "</span>").dropFirst().first ?? ""
        return text
      }
    }
  }

  @Test func twoAxisChartsNameTheirLines() throws {
    guard Self.chromium != nil else {
      print("ChartLegendTests: no Chromium (chromium, chromium-browser, google-chrome): skipped")
      return
    }
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let both = scratch.path + "/both.html", one = scratch.path + "/one.html"
    #expect(runTool(["view", packageRoot + "/traces/grid-snap-list.csv", "--scene", "scroll-view", "--content", "800x5000", "-o", both]).code == 0)
    #expect(runTool(["view", packageRoot + "/traces/list-fast-fling.csv", "--scene", "scroll-view", "-o", one]).code == 0)
    let twoAxes = Self.legends(try Self.dom(both))
    #expect(twoAxes == [["contentOffset.x", "contentOffset.y"], ["velocity.x", "velocity.y"]], "\(twoAxes)")
    let oneAxis = Self.legends(try Self.dom(one))
    #expect(oneAxis.count == 2 && oneAxis.allSatisfy(\.isEmpty), "\(oneAxis)")
  }
}
