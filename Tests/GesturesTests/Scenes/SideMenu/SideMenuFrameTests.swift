import Gestures
import ScrollPhysics
import Testing

/// The frame record derives its visual state on demand; these tests compare it
/// with `SideMenuVisualState`, which computes the whole state (and whose own tests
/// check it against values worked out by hand).
@Suite struct SideMenuFrameTests {
  private static func frame(_ visual: SideMenuVisualState, time: Double = 1.5) -> SideMenuFrame {
    SideMenuFrame(
      time: time, contentOffsetX: visual.contentOffsetX + 0, showingMenu: true, pagingEnabled: false,
      isDragging: true, isDecelerating: false, visual: visual)
  }

  private static func sameBits(_ a: Quad, _ b: Quad) -> Bool {
    zip(a.corners, b.corners).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
  }

  @Test func derivedVisualStateIsTheVisualStatesBitForBit() throws {
    // Every device pixel of the offset from −1 to menuWidth + 1 points, −0 included,
    // in the default layout (80-point menu, 844-point viewport, scale 3) and a
    // rotated one with a wider menu (120-point menu, 390-point viewport, scale 2).
    let geometries = [
      SideMenuGeometry(),
      SideMenuGeometry(viewport: Size(width: 844, height: 390), scale: 2, menuWidth: 120),
    ]
    for geometry in geometries {
      let pixels = Int(geometry.menuWidth * geometry.scale)
      var offsets = (-Int(geometry.scale) ... pixels + Int(geometry.scale)).map { Double($0) / geometry.scale }
      offsets.append(-0.0)
      for offset in offsets {
        let visual = SideMenuVisualState(contentOffsetX: offset, geometry: geometry)
        let frame = Self.frame(visual)
        #expect(frame.menuFraction.bitPattern == visual.fraction.bitPattern)
        #expect(frame.menuAlpha.bitPattern == visual.menuAlpha.bitPattern)
        #expect(frame.hamburgerAngle.bitPattern == visual.hamburgerAngle.bitPattern)
        #expect(Self.sameBits(frame.menuQuad, visual.menuQuad), "offset \(offset)")
        #expect(frame.contentOffsetX == offset && frame.time == 1.5)
        #expect(frame.showingMenu && !frame.pagingEnabled && frame.isDragging && !frame.isDecelerating)
      }
    }
  }

  @Test func halfwayFrameByHand() throws {
    // Offset 40 of an 80-point menu: fraction 1 − 40/80 = 0.5 = alpha, hamburger
    // 0.5 · π/2 = π/4; the hinge (top-right and bottom-right corners) is at screen
    // x = 80 − 40 = 40, at the full height 0 and 844.
    let frame = Self.frame(SideMenuVisualState(contentOffsetX: 40, geometry: SideMenuGeometry()))
    #expect(frame.menuFraction == 0.5 && frame.menuAlpha == 0.5)
    #expect(abs(frame.hamburgerAngle - Double.pi / 4) <= 1e-15)
    #expect(abs(frame.menuQuad.topRight.x - 40) <= 1e-9 && abs(frame.menuQuad.topRight.y) <= 1e-9)
    #expect(abs(frame.menuQuad.bottomRight.x - 40) <= 1e-9 && abs(frame.menuQuad.bottomRight.y - 844) <= 1e-9)
  }

  @Test func frameRecordIsSmall() throws {
    // time, contentOffsetX, the offset the visual state is derived from, the menu's
    // width and height: 5 × 8 = 40 bytes, then 4 one-byte flags: 44 bytes (the whole
    // visual state took 112: 10 doubles and a 64-byte quad, with 4 flags padded to 8).
    #expect(MemoryLayout<SideMenuFrame>.size == 44)
  }

  @Test func sceneFramesMatchTheVisualStateOfTheirOffset() throws {
    // A swipe that opens the menu, frames at 60 Hz: every frame's derived visual
    // state is the visual state of its offset.
    var events: [TouchEvent] = []
    for i in 0 ... 12 {
      let phase: TouchPhase = i == 0 ? .began : (i == 12 ? .ended : .moved)
      events.append(TouchEvent(time: Double(i) / 60, touches: [Touch(id: 1, phase: phase, location: Point(x: 20 + Double(i) * 6, y: 400))]))
    }
    let (_, records) = SceneRunner<SideMenuScene>.run(events, options: try .init())
    let geometry = SideMenuGeometry()
    var frames = 0
    for case .frame(let frame) in records {
      frames += 1
      let visual = SideMenuVisualState(contentOffsetX: frame.contentOffsetX, geometry: geometry)
      #expect(frame.menuFraction == visual.fraction)
      #expect(zip(frame.menuQuad.corners, visual.menuQuad.corners).allSatisfy { $0 == $1 })
    }
    #expect(frames > 12)
  }
}
