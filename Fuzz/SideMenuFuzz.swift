// libFuzzer target: the whole side-menu pipeline (docs/robustness.md, "Fuzzing").
// Built and run by scripts/fuzz.sh (`scripts/fuzz.sh side-menu 600`), not by SwiftPM.
//
// bytes → TraceReader (MemoryByteSource) → SceneRunner<SideMenuScene> (recognizers, scroll view,
// controller, display frames), as `gesture-sim run` streams it (SceneStream.replay):
// feed each event, drain the records, finish. The input's length picks the variant
// (length mod 5, in SideMenuVariant.allCases order) and the refresh rate (60 Hz, 120 Hz,
// or the trace's valid `# refresh:`: (length / 5) mod 3), so the seeds from traces/
// stay valid traces; a valid `# viewport:` and `# scale:` are used as the command line
// uses them. Every record and the final state must keep docs/side-menu.md's promises
// (see `check`), and the property catalog's recognizer and side-menu properties must
// hold (docs/properties.md); a violation traps with a message naming it.
import Gestures
import ScrollPhysics

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant violated: \(message())") }
}

func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

/// Checks one frame: offset within 0...hidden (bounces off), on the pixel grid,
/// and the visual state the offset implies (docs/side-menu.md, "The visual state").
func check(_ frame: SideMenuFrame, geometry: SideMenuGeometry, what: String) {
  let x = frame.contentOffsetX
  let hidden = geometry.hiddenOffsetX
  require(frame.time.isFinite, "\(what): time \(frame.time)")
  require(x >= 0 && x <= hidden, "\(what) at t = \(frame.time): offsetX \(x) outside 0...\(hidden)")
  let pixels = x * geometry.scale
  require(abs(pixels - pixels.rounded()) <= 1e-6 * max(1, abs(pixels)), "\(what): offsetX \(x) is not on the 1/\(geometry.scale) grid")
  let fraction = min(max(1 - x / geometry.menuWidth, 0), 1)
  require(abs(frame.menuFraction - fraction) <= 1e-12, "\(what): fraction \(frame.menuFraction), expected \(fraction)")
  require(frame.menuAlpha == frame.menuFraction, "\(what): alpha \(frame.menuAlpha) differs from the fraction")
  require(abs(frame.hamburgerAngle - fraction * Double.pi / 2) <= 1e-12, "\(what): hamburger angle \(frame.hamburgerAngle)")
  for corner in frame.menuQuad.corners {
    require(finite(corner), "\(what) at t = \(frame.time), offsetX \(x): menu quad corner \(corner)")
  }
  let hinge = geometry.menuWidth - x
  require(
    abs(frame.menuQuad.topRight.x - hinge) <= 1e-9 && abs(frame.menuQuad.bottomRight.x - hinge) <= 1e-9,
    "\(what): the hinge is at \(frame.menuQuad.topRight.x), expected \(hinge)")
}

/// Checks one record: finite numbers everywhere, offsets in range.
func check(_ record: SideMenuRecord, geometry: SideMenuGeometry) {
  let hidden = geometry.hiddenOffsetX
  switch record {
  case .frame(let frame):
    check(frame, geometry: geometry, what: "frame")
  case .callback(let callback):
    require(callback.time.isFinite, "callback time \(callback.time)")
    switch callback.kind {
    case .scrollViewDidScroll(let offset):
      require(offset.x >= 0 && offset.x <= hidden && offset.y == 0, "scrollViewDidScroll reported \(offset)")
    case .scrollViewWillEndDragging(let velocity, let target):
      require(velocity.dx.isFinite && velocity.dy.isFinite, "scrollViewWillEndDragging velocity \(velocity)")
      require(target.x >= 0 && target.x <= hidden && target.y == 0, "scrollViewWillEndDragging target \(target)")
    case .scrollViewWillBeginDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
      .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation:
      break
    }
  case .gesture(let gesture):
    require(gesture.time.isFinite, "gesture time \(gesture.time)")
    require(finite(gesture.location), "gesture location \(gesture.location)")
    require(gesture.translation.dx.isFinite && gesture.translation.dy.isFinite, "gesture translation \(gesture.translation)")
    if let velocity = gesture.velocity {
      require(velocity.dx.isFinite && velocity.dy.isFinite, "gesture velocity \(velocity)")
    }
  case .action(let action):
    require(action.time.isFinite, "action time \(action.time)")
  case .warning(let warning):
    require(warning.time.isFinite && !warning.message.isEmpty, "warning \(warning)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSideMenu(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let variant = SideMenuVariant.allCases[size % SideMenuVariant.allCases.count]
  let readerOptions = TraceReaderOptions(maximumLineLength: 256, bufferSize: 0)
  let events: [TouchEvent]
  let metadata: TraceMetadata
  do {
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: "fuzz.csv", options: readerOptions)
    metadata = reader.metadata
    events = try reader.readAll()
  } catch {
    return 0  // The reader target covers malformed traces.
  }
  let refresh: Double
  switch (size / 5) % 3 {
  case 0: refresh = 60
  case 1: refresh = 120
  default: refresh = metadata.refresh ?? 60
  }
  let geometry = SideMenuGeometry(viewport: metadata.viewport ?? Size(width: 390, height: 844), scale: metadata.scale ?? 3)
  // A screen or rate the scene refuses (`SceneRunner.Options` throws its problem) runs
  // on the default screen at 60 Hz instead.
  guard
    let options = (try? SceneRunner<SideMenuScene>.Options(scene: .init(variant: variant, geometry: geometry), refreshRate: refresh))
      ?? (try? SceneRunner<SideMenuScene>.Options(scene: .init(variant: variant), refreshRate: 60))
  else { return 0 }
  var runner = SceneRunner<SideMenuScene>(options: options)
  var records: [SideMenuRecord] = []
  var lastTime = -Double.infinity
  var lastFrameTime = -Double.infinity
  var frames = 0
  func drain() {
    for record in records {
      check(record, geometry: geometry)
      require(record.time >= lastTime, "record \(record) at \(record.time) comes after one at \(lastTime)")
      lastTime = record.time
      if case .frame(let frame) = record {
        require(frame.time > lastFrameTime, "frame at \(frame.time) after a frame at \(lastFrameTime)")
        lastFrameTime = frame.time
        frames += 1
      }
    }
    records.removeAll(keepingCapacity: true)
  }
  for event in events {
    runner.feed(event, into: &records)
    drain()
  }
  let run = runner.finish(into: &records)
  let warnedStillMoving = records.contains { if case .warning = $0 { return true } else { return false } }
  drain()
  require(frames >= 1, "no frame ran")
  check(run.final, geometry: geometry, what: "final state")
  require(run.events == events.count, "run counts \(run.events) events, fed \(events.count)")
  require(run.duration.isFinite && run.duration >= 0, "duration \(run.duration)")
  require(run.cameToRest || warnedStillMoving, "did not come to rest, and no warning says so")
  if run.cameToRest {
    require(!run.final.isDragging && !run.final.isDecelerating, "at rest while dragging or decelerating: \(run.final)")
    // At rest the offset is open (0) or hidden (80), or part-way after a release with
    // paging off (docs/properties.md, "Findings"); in every case within range (checked above).
  }
  for tap in run.taps { require(tap.time.isFinite && finite(tap.location), "tap \(tap)") }
  // The property catalog's invariants that must hold for every valid trace
  // (docs/properties.md): the recognizers' and the selected variant's side-menu
  // properties (not the known-bug demonstrations), at the selected refresh rate.
  for property in catalogProperties[variant]! {
    if let failure = property.check(events, refreshRate: refresh) {
      fatalError("fuzz invariant violated: property \(property.qualifiedName) at \(refresh) Hz: expected \(failure.expected); \(failure.actual)")
    }
  }
  return 0
}

/// Per variant: the recognizer properties and the variant's side-menu properties
/// that must hold (knownBug == nil).
let catalogProperties: [SideMenuVariant: [TraceProperty]] = {
  let recognizers = PropertyCatalog.all.filter { $0.scene == nil && $0.name.hasPrefix("recognizer-") || $0.name == "tap-pan-exclusive" }
  var result: [SideMenuVariant: [TraceProperty]] = [:]
  for variant in SideMenuVariant.allCases {
    result[variant] = recognizers + PropertyCatalog.properties(scene: "side-menu", variant: variant.rawValue).filter { $0.knownBug == nil }
  }
  return result
}()
