// swift-tools-version:6.0
import PackageDescription

/// luamenu: menus written as Lua 5.4 scripts, run by a Swift host and drawn as text.
///
/// Layers, each a target, depending one way (down):
///
///     luamenu (CLI)
///       ├──► MenuWeb (preview: HTTP on 127.0.0.1, the page, its event stream) ──► CMicroHTTPD
///       │      └──► MenuRender                                            (system libmicrohttpd)
///       ├──► MenuApps (run -i and pick: one program runner, their programs, keymaps, panes, pick's engine)
///       │      ├──► MenuTerminal (keys, raw mode, screen updates, line editing) ──► CLibEdit
///       │      └──► MenuRender
///       ├──► MenuSession (a script's life under every face: load, reload, watch, store, state file,
///       │      │            watchdog, the load error)
///       │      └──► MenuLua, MenuRender
///       ├──► MenuLua (the bridge: runs scripts) ──► LuaShim (C: trampolines, protected calls) ──► CLua
///       │      └──► MenuModel                                                        (system Lua 5.4)
///       └──► MenuRender (text, ANSI, the JSON view model) ──► MenuModel (plain Swift: blocks, state,
///                                                                       tap targets, the reducer)
///
///     MenuModel, MenuRender, MenuLua, MenuApps, luamenu ──► TextCore (the leaf: search, Hangul, NFC,
///                                                           cell widths, terminal-safe text)
///
/// The model and the renderers never import Lua; the terminal layer knows nothing of menus; the
/// web layer knows HTTP and the page, and is handed the menu's answers by the CLI; TextCore
/// names nothing of menus, so a program can import it alone.
let package = Package(
    name: "luamenu",
    products: [
        .library(name: "TextCore", targets: ["TextCore"]),
        .library(name: "MenuModel", targets: ["MenuModel"]),
        .library(name: "MenuRender", targets: ["MenuRender"]),
        .library(name: "MenuLua", targets: ["MenuLua"]),
        .library(name: "MenuSession", targets: ["MenuSession"]),
        .library(name: "MenuApps", targets: ["MenuApps"]),
        .executable(name: "luamenu", targets: ["luamenu"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // libedit's header only, with no pkgConfig, for the same reason as libmicrohttpd below:
        // the REPL loads it when it first reads from a terminal (see CLibEdit.h), so it is not
        // in every start of luamenu. The header is in the system's include path (Debian:
        // libedit-dev; Homebrew: libedit, with -Xcc -I$(brew --prefix libedit)/include).
        .systemLibrary(name: "CLibEdit"),
        // GNU libmicrohttpd's header only, with no pkgConfig: pkg-config would link the library
        // (and GnuTLS and eight more with it) into every start of luamenu; `preview` loads it
        // when it starts a server (see CMicroHTTPD.h). The header is in the system's include
        // path (Debian: libmicrohttpd-dev; Homebrew: libmicrohttpd, with -Xcc -I$(brew --prefix)/include).
        .systemLibrary(name: "CMicroHTTPD"),
        // The host's Lua code is in LuaShim/chunks/*.lua, compiled in by Chunks.c (#embed).
        .target(name: "LuaShim", dependencies: ["CLua"], exclude: ["chunks"]),
        .target(name: "TextCore"),
        .target(name: "MenuModel", dependencies: ["TextCore"]),
        .target(name: "MenuRender", dependencies: ["MenuModel", "TextCore"]),
        .target(name: "MenuLua", dependencies: ["MenuModel", "TextCore", "LuaShim", "CLua"]),
        .target(name: "MenuSession", dependencies: ["MenuLua", "MenuRender", "MenuModel"]),
        .target(name: "MenuTerminal", dependencies: ["CLibEdit"]),
        .target(name: "MenuApps", dependencies: ["MenuTerminal", "MenuRender", "MenuModel", "TextCore"]),
        .target(name: "MenuWeb", dependencies: ["CMicroHTTPD", "MenuRender"], resources: [.embedInCode("Page")]),
        .executableTarget(name: "luamenu",
                          dependencies: ["MenuApps", "MenuWeb", "MenuSession", "MenuLua", "MenuRender", "MenuModel",
                                         "MenuTerminal", "TextCore"]),
        // The pseudo-terminal pair under MenuTerminalTests and LuamenuTests (not a test target:
        // it holds no tests, and builds without the testing library).
        .target(name: "TerminalTestSupport", path: "Tests/TerminalTestSupport"),
        .testTarget(name: "TextCoreTests", dependencies: ["TextCore"]),
        .testTarget(name: "MenuModelTests", dependencies: ["MenuModel", "TextCore"]),
        .testTarget(name: "MenuRenderTests", dependencies: ["MenuRender", "MenuModel", "TextCore"]),
        .testTarget(name: "MenuLuaTests", dependencies: ["MenuLua", "MenuModel", "LuaShim", "CLua"]),
        .testTarget(name: "MenuSessionTests", dependencies: ["MenuSession", "MenuLua", "MenuRender", "MenuModel"]),
        .testTarget(name: "MenuTerminalTests", dependencies: ["MenuTerminal", "TerminalTestSupport"]),
        .testTarget(name: "MenuAppsTests", dependencies: ["MenuApps", "MenuTerminal", "MenuRender", "MenuModel", "TextCore"]),
        .testTarget(name: "MenuWebTests", dependencies: ["MenuWeb", "MenuRender"]),
        // The README's and the manual's Swift, built and run (Snippets.swift is generated from them).
        .testTarget(name: "DocSnippetsTests", dependencies: ["MenuSession", "MenuLua", "MenuRender", "MenuModel"]),
        .testTarget(name: "LuamenuTests", dependencies: ["luamenu", "MenuLua", "MenuRender", "MenuModel", "TextCore",
                                                         "TerminalTestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .gnu2x                  // C23, for #embed (LuaShim/Chunks.c)
)
