// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "gesture-sim",
  products: [
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    .library(name: "Gestures", targets: ["Gestures"]),
    .executable(name: "gesture-sim", targets: ["gesture-sim"]),
  ],
  targets: [
    // Standard library only: no Foundation (see docs/architecture.md).
    .target(name: "ScrollPhysics"),
    // Standard library only: no Foundation.
    .target(name: "Gestures", dependencies: ["ScrollPhysics"]),
    // The command-line tool: the only target that may use Foundation.
    .executableTarget(name: "gesture-sim", dependencies: ["ScrollPhysics", "Gestures"]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "ScrollPhysics"]),
    .testTarget(name: "gesture-simTests", dependencies: ["gesture-sim", "Gestures", "ScrollPhysics"]),
  ],
  swiftLanguageModes: [.v6]
)
