import Foundation
@testable import MenuLua
import Testing

/// Scripts get safe libraries only, unless the user lifts the sandbox.
@Suite struct SandboxTests {
    /// Whether `expression` is nil inside a script, run sandboxed or not.
    func isNil(_ expression: String, sandbox: Bool = true) throws -> Bool {
        let r = try MenuRuntime(source: "return menu.new{ title = tostring(\(expression) == nil) }",
                                name: "test.lua", options: .unhurried(.init(sandbox: sandbox)))
        return r.menu.title == "true"
    }

    @Test(arguments: ["io", "debug", "dofile", "loadfile", "package", "string.dump", "os.execute",
                      "os.exit", "os.getenv", "os.remove", "os.rename", "os.setlocale", "os.tmpname"])
    func forbiddenNamesAreAbsent(name: String) throws {
        #expect(try isNil(name))
    }

    @Test(arguments: ["print", "pairs", "pcall", "string.format", "table.concat", "math.floor", "utf8.char",
                      "coroutine.wrap", "os.clock", "os.time", "os.date", "load", "require", "menu.new", "_G"])
    func safeNamesArePresent(name: String) throws {
        #expect(try !isNil(name))
    }

    @Test func unsafeOpensEverything() throws {
        #expect(try !isNil("io.open", sandbox: false))
        #expect(try !isNil("os.execute", sandbox: false))
    }

    @Test func theStringMetatableIsHidden() throws {
        let r = try runtime("""
            assert(getmetatable("") == false, "hidden")
            assert(("x"):upper() == "X", "methods still work")
            string.upper = nil                       -- changes only this script's copy
            assert(("x"):upper() == "X")
            return menu.new{}
            """)
        #expect(r.menu.blocks.isEmpty)
    }

    @Test func loadTakesTextOnlyAndBindsTheScriptsEnvironment() throws {
        let r = try runtime("""
            local f, message = load("\\27Lua binary")
            assert(f == nil and message:find("binary chunk"), message)
            shared = "seen"
            assert(load("return shared")() == "seen", "load sees the script's globals")
            assert(load("return x", "chunk", "b", { x = 1 })() == 1, "mode is forced to text, env kept")
            return menu.new{}
            """)
        #expect(r.menu.title == nil)
    }

    @Test func requireLoadsLuaFilesFromTheScriptFolderOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try "return { answer = 42, env = _G ~= nil and menu ~= nil }".write(
            to: folder.appendingPathComponent("lib/util.lua"), atomically: true, encoding: .utf8)
        try Data([0x1B, 0x4C, 0x75, 0x61]).write(to: folder.appendingPathComponent("compiled.lua"))
        let r = try MenuRuntime(source: """
            local util = require("lib.util")
            assert(util.answer == 42 and util.env, "loaded into the environment")
            assert(require("lib.util") == util, "cached")
            assert(require("menu") == menu)
            local ok, message = pcall(require, "compiled")
            assert(not ok and message:find("binary chunk"), message)
            ok, message = pcall(require, "nowhere")
            assert(not ok and message:find("module 'nowhere' not found"), message)
            return menu.new{ title = "ok" }
            """, name: "test.lua", folder: folder.path, options: .unhurried())
        #expect(r.menu.title == "ok")
    }

    @Test func requireReturnsTheStandardLibrariesAsStockLuaDoes() throws {
        let r = try runtime("""
            for _, name in ipairs({ "string", "table", "math", "utf8", "coroutine", "os", "menu" }) do
              assert(require(name) == _G[name], name)
            end
            assert(require("_G") == _G)
            local utf8 = require "utf8"
            assert(utf8.char(0xD55C) == "한" and #utf8.charpattern > 0)
            return menu.new{ title = "ok" }
            """)
        #expect(r.menu.title == "ok")
    }

    @Test func unsafeGivesStockRequire() throws {
        let r = try MenuRuntime(source: """
            local debug = require("debug")
            assert(type(debug.traceback) == "function" and require("io") == io)
            assert(require("menu").new ~= nil)
            return menu.new{ title = package.path:match("^([^;]*)") }
            """, name: "u.lua", folder: "/scripts/here", options: .unhurried(.init(sandbox: false)))
        #expect(r.menu.title == "/scripts/here/?.lua", "the script's folder is searched first")
    }

    @Test func onlyRegularFilesAreLoaded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("lib.lua").path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent("plugins/a.lua").path, 0o644) == 0)
        let warnings = WarningLog()
        let r = try MenuRuntime(source: """
            local ok, message = pcall(require, "lib")
            return menu.new{ title = message }
            """, name: "test.lua", folder: folder.path,
            options: .unhurried(.init(warn: { warnings.append($0) }, plugins: [folder.appendingPathComponent("plugins").path])))
        #expect(r.menu.title?.hasSuffix("/lib.lua is not a regular file") == true, "\(r.menu.title ?? "")")
        #expect(warnings.messages.count == 1 && warnings.messages[0].hasSuffix("/plugins/a.lua: not a regular file"),
                "\(warnings.messages)")
    }
}
