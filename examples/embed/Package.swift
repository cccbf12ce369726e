// swift-tools-version:6.0
import PackageDescription

/// A Swift program that embeds luamenu: it runs a menu script given as a string, taps it,
/// reads the view model and draws it with a renderer of its own; then it owns a script's
/// whole life in a session (a state file between launches, reloading an edited file). It depends on the luamenu
/// package two folders up, by path, whatever that folder is called.
let luamenu = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "luamenu"

let package = Package(
    name: "embed",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "embed", dependencies: [
            .product(name: "MenuLua", package: luamenu),
            .product(name: "MenuModel", package: luamenu),
            .product(name: "MenuSession", package: luamenu),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
