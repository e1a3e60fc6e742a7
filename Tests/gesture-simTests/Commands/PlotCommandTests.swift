import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import gesture_sim
import Testing

/// The elements of an XML document, in document order, with their attributes and
/// their parent chain; parsing fails on anything that is not well-formed.
final class ElementCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    /// Names of the enclosing elements, outermost first.
    var ancestors: [String]
    /// The `id`s of the enclosing elements that have one.
    var ancestorIDs: [String]
    var text = ""
  }

  var elements: [Element] = []
  private var stack: [Int] = []

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
    let ancestors = stack.map { elements[$0].name }
    let ids = stack.compactMap { elements[$0].attributes["id"] }
    stack.append(elements.count)
    elements.append(Element(name: name, attributes: attributes, ancestors: ancestors, ancestorIDs: ids))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let last = stack.last { elements[last].text += string }
  }

  var failed = false

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    failed = true
  }

  /// Parses `text`; nil when it is not well-formed XML. On Linux, XMLParser accepts
  /// some broken documents, so the strict `XMLWellFormedness` check runs first.
  static func parse(_ text: String) -> [Element]? {
    guard XMLWellFormedness.problem(in: text) == nil else { return nil }
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    return parser.parse() && !collector.failed ? collector.elements : nil
  }
}

@Suite struct PlotCommandTests {
  let fastswipe = packageRoot + "/traces/fastswipe.csv"

  /// The points of a polygon's `points` attribute.
  private func points(_ element: ElementCollector.Element) -> [(Double, Double)] {
    (element.attributes["points"] ?? "").split(separator: " ").map { pair in
      let xy = pair.split(separator: ",").map { Double($0)! }
      return (xy[0], xy[1])
    }
  }

  @Test func theSVGIsWellFormedAndHasItsMainParts() throws {
    let result = runTool(["plot", fastswipe])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let elements = try #require(ElementCollector.parse(result.out), "not well-formed XML")
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["viewBox"]?.hasPrefix("0 0 1200 ") == true)
    let ids = Set(elements.compactMap { $0.attributes["id"] })
    for id in ["header", "quantity-chart", "velocity-chart", "events", "fingers", "filmstrip"] {
      #expect(ids.contains(id), "missing #\(id)")
    }
    #expect(elements.first { $0.name == "title" }?.text == "gesture-sim plot · fastswipe.csv")
    // The offset and velocity are drawn as lines against time.
    for chart in ["quantity-chart", "velocity-chart"] {
      let series = elements.filter { $0.name == "polyline" && $0.attributes["class"] == "series" && $0.ancestorIDs.contains(chart) }
      #expect(series.count == 1, "\(chart)")
      #expect(points(series[0]).count > 10)
    }
    // Events on the time axis: lanes for touches, gestures, callbacks and actions, with labelled marks.
    let lanes = elements.filter { $0.attributes["class"] == "lane" }.compactMap { $0.attributes["data-lane"] }
    #expect(lanes == ["touches", "gestures", "callbacks", "actions"])
    let labels = elements.filter { $0.name == "text" && $0.ancestorIDs.contains("events") }.map(\.text)
    for label in ["touch 1 down", "up", "pan began", "pan ended", "willBeginDragging", "willEndDragging", "didEndDragging", "hide menu (launch)"] {
      #expect(labels.contains(label), "missing label \(label)")
    }
    // The finger's path: one polyline from (100, 420) rightwards.
    let finger = elements.filter { $0.name == "polyline" && $0.ancestorIDs.contains("fingers") }
    #expect(finger.count == 1)
    // Six filmstrip frames by default, each with the menu panel drawn in the frame and in the magnified crop.
    let frames = elements.filter { $0.attributes["class"] == "frame-snapshot" }
    #expect(frames.count == 6)
    let panels = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "menu-panel" }
    #expect(panels.count == 12)
  }

  @Test func theFilmstripDrawsTheProjectedMenuQuad() throws {
    // fastswipe: the launch frame (t 0.1) hides the menu (offset 80) and the run ends with it shown (offset 0,
    // at t 0.2: UIKit's per-ms paging settle at 120 Hz shows 18.333, 9.0 and 0.667 in the frames from the release
    // at 0.175, and the fourth, at 0.2, leaves the range of the non-bouncing axis and ends on the page). Shown, the quad is exactly the container frame 0…80 × 0…844; hidden, the panel is edge-on at the
    // hinge, screen x = 80 − 80 = 0 (SideMenuVisualState).
    let result = runTool(["plot", fastswipe, "--at", "0.1,0.2"])
    let elements = try #require(ElementCollector.parse(result.out))
    let frames = elements.filter { $0.attributes["class"] == "frame-snapshot" }
    #expect(frames.map { $0.attributes["data-t"] } == ["0.1", "0.2"])
    let panels = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "menu-panel" }
    #expect(panels.count == 4)  // two frames, each also magnified
    let hidden = points(panels[0]), shown = points(panels[2])
    #expect(hidden.allSatisfy { $0.0 == 0 })
    #expect(shown.map(\.0) == [0, 80, 80, 0])
    #expect(shown.map(\.1) == [0, 0, 844, 844])
    // Shown, the panel is opaque (alpha = fraction = 1); hidden it is transparent.
    #expect(panels[2].attributes["fill-opacity"] == "1")
    #expect(panels[0].attributes["fill-opacity"] == "0")
    // Half-way (offset 40 at some frame) the panel leans away: the far (left) edge is shorter than the hinge.
    let halfway = try #require(ElementCollector.parse(runTool(["plot", fastswipe, "--at", "0.175"]).out))
    let quad = points(try #require(halfway.first { $0.attributes["class"] == "menu-panel" }))
    let leftHeight = quad[3].1 - quad[0].1, rightHeight = quad[2].1 - quad[1].1
    #expect(rightHeight == 844)
    #expect(leftHeight < rightHeight)
  }

  @Test func theWellFormednessCheckRejectsBrokenXML() {
    // The check itself can fail: mismatched or unclosed tags, bad references, two roots, unquoted or
    // repeated attributes, text outside the root.
    let broken = [
      "<svg><g></svg>", "<svg><g>", "<svg><text>a & b</text></svg>", "<svg><text>a &nbsp; b</text></svg>", "<svg/><svg/>",
      "<svg x=1/>", "<svg x=\"1\" x=\"2\"/>", "<svg x=\"a<b\"/>", "text<svg/>", "", "<svg></svg>trailing", "<1svg/>",
    ]
    for text in broken {
      #expect(XMLWellFormedness.problem(in: text) != nil, "accepted: \(text)")
      #expect(ElementCollector.parse(text) == nil, "accepted: \(text)")
    }
    let good = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg a=\"x &amp; &#233;\">\n  <!-- c -->\n  <text>a &amp; b</text><g/>\n</svg>\n"
    #expect(XMLWellFormedness.problem(in: good) == nil)
    #expect(ElementCollector.parse(good)?.first { $0.name == "text" }?.text == "a & b")
  }

  @Test func theSVGIsSelfContainedAndDeterministic() {
    let first = runTool(["plot", fastswipe]).out
    #expect(first == runTool(["plot", fastswipe]).out)
    for forbidden in ["<script", "<image", "href", "http://www.w3.org/1999", "url(http", "@import", "<foreignObject"] {
      #expect(!first.contains(forbidden), "\(forbidden)")
    }
    #expect(!first.lowercased().contains("nan"))
    #expect(!first.contains("inf"))
  }

  @Test func everyTraceInTheRepositoryPlots() throws {
    let directory = packageRoot + "/traces"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".csv") }.sorted()
    #expect(files.count >= 5)
    for file in files {
      // The card traces through the card stack, the others through the side menu.
      let scene = file.hasPrefix("cards-") ? "cards" : "side-menu"
      let result = runTool(["plot", directory + "/" + file, "--frames", "3", "--scene", scene])
      #expect(result.code == 0, "\(file): \(result.err)")
      let elements = ElementCollector.parse(result.out)
      #expect(elements != nil, "\(file) is not well-formed")
      #expect(elements?.filter { $0.attributes["class"] == "frame-snapshot" }.count == 3)
    }
  }

  @Test func filmstripTimesFollowTheOffsetsChange() {
    // Offsets 80, 80, 40, 0, 0, 40, 80 accumulate 0, 0, 40, 80, 80, 120, 160: five frames at 0, 40, 80, 120 and
    // 160 pt of change fall at t = 0, 2, 3, 5 and 6.
    let series: [(t: Double, value: Double)] = [(0, 80), (1, 80), (2, 40), (3, 0), (4, 0), (5, 40), (6, 80)]
    #expect(PlotCommand.spreadTimes(series, count: 5) == [0, 2, 3, 5, 6])
    // Nothing moves: evenly in time.
    #expect(PlotCommand.spreadTimes([(0, 5), (4, 5)], count: 3) == [0, 2, 4])
  }

  @Test func outputGoesToTheFileNamedByDashO() throws {
    let path = try temporaryFile("", name: "plot.svg")
    let result = runTool(["plot", fastswipe, "-o", path])
    #expect(result.code == 0)
    #expect(result.out.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == runTool(["plot", fastswipe]).out)
  }

  @Test func errorsUseTheToolsExitCodes() throws {
    let command = "gesture-sim plot"
    expectUsageError(["plot"], "Missing expected argument '<trace>'", command: command)
    expectUsageError(["plot", fastswipe, "--scene", "gestures"], "The value 'gestures' is invalid for '--scene <scene>'", command: command)
    expectUsageError(["plot", fastswipe, "--scene", "cards", "--flip-at", "nan"], "The value 'nan' is invalid for '--flip-at <t>'", command: command)
    expectUsageError(["plot", fastswipe, "--frames", "0"], "The value '0' is invalid for '--frames <n>'", command: command)
    expectUsageError(["plot", fastswipe, "--frames", "2.5"], "The value '2.5' is invalid for '--frames <n>'", command: command)
    expectUsageError(["plot", fastswipe, "--at", "1", "--frames", "2"], "'--frames' cannot be used with '--at'", command: command)
    expectUsageError(["plot", fastswipe, "--at", "0,1,2,3,4,5,6,7,8,9,10,11,12"], "The value '0,1,2,3,4,5,6,7,8,9,10,11,12' is invalid for '--at <t1,t2,…>': expected at most 12 times", command: command)
    expectUsageError(["plot", fastswipe, "--variant", "fixd"], "The value 'fixd' is invalid for '--variant <variant>'", command: command)
    // An output that cannot be created: 73. A file that does not exist: 66. Bad data: 65 with path:line:column.
    #expect(runTool(["plot", fastswipe, "-o", "/nonexistent-directory/plot.svg"]).code == 73)
    #expect(runTool(["plot", "/nonexistent/trace.csv"]).code == 66)
    let bad = try temporaryFile("t,id,phase,x,y\n0,0,began,1,1\n0.1,0,jumped,2,2\n")
    let result = runTool(["plot", bad])
    #expect(result.code == 65)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("\(bad):3:"))
  }
}
