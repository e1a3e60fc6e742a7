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
    .executableTarget(
      name: "gesture-sim", dependencies: ["ScrollPhysics", "Gestures"],
      // The repro traces and the regression corpus, built into the binary
      // (`BuiltInTraces`): links to the files in traces/, kept by scripts/embed-traces.py.
      resources: [.embedInCode("BuiltIn/repro"), .embedInCode("BuiltIn/regressions")],
      // The release tool links the Swift runtime statically, keeping only what it
      // calls (with --gc-sections): the shared libswiftCore, _Concurrency,
      // _StringProcessing, Dispatch and the regex parser cost about 3 MiB of
      // resident memory in every run (docs/performance.md, "Memory"). A flag of
      // this executable target alone, in release builds on Linux: the library
      // products ScrollPhysics and Gestures carry no unsafe flags.
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "GesturesTests", dependencies: ["Gestures", "ScrollPhysics"]),
    .testTarget(name: "gesture-simTests", dependencies: ["gesture-sim", "Gestures", "ScrollPhysics"]),
  ],
  swiftLanguageModes: [.v6]
)
