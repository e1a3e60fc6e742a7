// swift-tools-version:6.0
import PackageDescription

// An example of using gesture-sim from your own test target. The dependency is
// by path; its package identity is the name of the folder it lives in (here the
// repository root, "../.."), so refer to the products with `package:` set to
// that folder's name. A clone named "gesture-sim" needs nothing more; for a
// clone in another folder, change `package:` below (docs/library.md).
let package = Package(
  name: "PagerTests",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .testTarget(
      name: "PagerTests",
      dependencies: [
        .product(name: "Gestures", package: gestureSimIdentity),
        .product(name: "ScrollPhysics", package: gestureSimIdentity),
      ])
  ],
  swiftLanguageModes: [.v6]
)

/// The identity of the gesture-sim package: the name of the folder two levels up.
var gestureSimIdentity: String {
  let components = Context.packageDirectory.split(separator: "/")
  return components.count >= 3 ? String(components[components.count - 3]).lowercased() : "gesture-sim"
}
