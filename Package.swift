// swift-tools-version:6.0
import PackageDescription

/// luamenu: menus written as Lua 5.4 scripts, run by a Swift host and drawn as text.
///
/// Layers, each a target, depending one way (down):
///
///     luamenu (CLI) ──► MenuLua (bridge) ──► LuaShim (C) ──► CLua (system Lua 5.4)
///          │                 │
///          ├──► MenuRender ──┴──► MenuModel (plain Swift: blocks, state, the tap reducer)
///          └──► MenuTerminal (keys, raw mode, screen updates, line editing) ──► CLibEdit
let package = Package(
    name: "luamenu",
    products: [
        .library(name: "MenuModel", targets: ["MenuModel"]),
        .library(name: "MenuRender", targets: ["MenuRender"]),
        .library(name: "MenuLua", targets: ["MenuLua"]),
        .executable(name: "luamenu", targets: ["luamenu"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "LuaShim", dependencies: ["CLua"]),
        .target(name: "MenuModel"),
        .target(name: "MenuRender", dependencies: ["MenuModel"]),
        .target(name: "MenuLua", dependencies: ["MenuModel", "LuaShim", "CLua"]),
        .target(name: "MenuTerminal", dependencies: ["CLibEdit", "MenuRender", "MenuModel"]),
        .executableTarget(name: "luamenu", dependencies: ["MenuLua", "MenuRender", "MenuModel", "MenuTerminal"]),
        .testTarget(name: "MenuModelTests", dependencies: ["MenuModel"]),
        .testTarget(name: "MenuRenderTests", dependencies: ["MenuRender", "MenuModel"]),
        .testTarget(name: "MenuLuaTests", dependencies: ["MenuLua", "MenuModel", "LuaShim", "CLua"]),
        .testTarget(name: "MenuTerminalTests", dependencies: ["MenuTerminal"]),
        .testTarget(name: "LuamenuTests", dependencies: ["luamenu", "MenuRender"]),
    ],
    swiftLanguageModes: [.v6]
)
