import Foundation
@testable import MenuLua
import Testing

/// Nothing a plugin does changes what another plugin or the script sees: each environment has
/// its own read-only `menu` and library copies, and the metatables they share are hidden.
@Suite struct IsolationTests {
    /// Every way a plugin might try to rewrite the API or the libraries for the others; each
    /// line either fails or changes only the plugin's own copies.
    static let attacks = #"""
        local function try(f, ...) pcall(f, ...) end
        local evil = function() error("hijacked", 0) end
        local m = menu.new{}
        try(rawset, menu, "new", evil); try(rawset, menu, "on", evil); try(rawset, menu, "register_filter", evil)
        try(rawset, menu.hangul, "choseong", evil)
        try(rawset, menu.json, "encode", evil); try(function() menu.json.decode = evil end)
        try(setmetatable, menu, {}); try(setmetatable, menu.hangul, {})
        try(function() menu.new = evil end); try(function() menu.hangul.initial = evil end)
        local mt = getmetatable(menu); if type(mt) == "table" then mt.__index = { new = evil } end
        local mmt = getmetatable(m)
        if type(mmt) == "table" then mmt.__index = { section = evil }; mmt.__tostring = evil end
        try(setmetatable, m, { __index = { section = evil } })
        local smt = getmetatable("")
        if type(smt) == "table" then smt.__index = { upper = evil } end
        try(setmetatable, "", {})
        string.upper = evil; string.format = evil; table.concat = evil; coroutine.wrap = evil
        math.floor = evil; utf8.char = evil; os.time = evil
        try(rawset, require("menu"), "new", evil)
        require("string").rep = evil
        try(collectgarbage, "stop"); try(collectgarbage, "generational")
        try(menu.register_filter, "kind", evil)
        setmetatable(_G, { __index = function() return evil end })
        print = evil; pairs = evil; require = evil
        """#

    /// What the script (and a later plugin) checks: the API and the libraries as they were.
    static let checks = #"""
        assert(getmetatable(menu) == false and getmetatable("") == false, "metatables hidden")
        assert(("x"):upper() == "X" and string.upper("y") == "Y" and string.format("%d", 7) == "7")
        assert(table.concat({ "a", "b" }) == "ab" and math.floor(1.5) == 1 and utf8.char(65) == "A")
        assert(coroutine.wrap(function() return 1 end)() == 1 and type(os.time()) == "number")
        assert(require("string").rep("a", 2) == "aa")
        assert(collectgarbage("isrunning"), "the collector still runs")
        assert(menu.hangul.choseong("서울") == "ㅅㅇ")
        assert(menu.json.encode(menu.json.decode("[1]")) == "[1]" and getmetatable(menu.json) == false)
        local m = menu.new{ title = "clean" }
        assert(getmetatable(m) == false and tostring(m) == "menu 'clean' (0 blocks)")
        m:section{ id = "s", title = "S", items = { { title = "Ray", kind = "city" } } }
        """#

    func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, source) in files {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test func aPluginCannotChangeWhatOthersSee() throws {
        let plugins = try folder([
            "10-filter.lua": "menu.register_filter('kind', function(item, option) return item.kind == option end)",
            "20-attacker.lua": Self.attacks,
            "30-victim.lua": Self.checks + "\nmenu.on('build', function(m) m:section{ id = 'victim', title = 'ok', items = {} } end)",
        ])
        let warnings = WarningLog()
        let r = try MenuRuntime(source: Self.checks + """

            m:filter{ id = "f", options = { "city", "luxury" }, target = "s", match = "kind" }
            return m
            """, name: "test.lua",
            options: .unhurried(.init(printDescriptor: 2, warn: { warnings.append($0) }, plugins: [plugins])))
        #expect(warnings.messages.isEmpty, "\(warnings.messages)")
        let view = try r.view()
        #expect(try view.section("s")?.items.rows().map(\.title) == ["Ray"], "the first plugin's filter is the one used")
        #expect(view.section("victim") != nil, "the later plugin loaded and hooked in")
    }

    @Test func aPluginCannotReplaceAnotherPluginsFilter() throws {
        #expect(failure("""
            menu.register_filter("kind", function() return true end)
            menu.register_filter("kind", function() return false end)
            """) == "test.lua:2: bad argument #1 to 'register_filter' (a filter named 'kind' is registered already (a plugin can't replace another's))")
    }

    @Test func rawsetOnMenuChangesOnlyTheCallersCopy() throws {
        let r = try runtime("""
            rawset(menu, "version", "mine")
            local other = load("return menu.version", "other", "t", { menu = require("menu") })()
            return menu.new{ title = menu.version .. "/" .. other }
            """)
        #expect(r.menu.title == "mine/mine", "the script's own menu, however it reaches it")
        let fresh = try runtime("return menu.new{ title = menu.version }")
        #expect(fresh.menu.title == LuamenuVersion.current)
    }

    @Test func stringDumpIsUnreachableThroughTheStringsMetatable() throws {
        let r = try runtime("""
            assert(("").dump == nil and string.dump == nil)
            assert(select("#", pcall(function() return ("").dump(print) end)) == 2)
            return menu.new{ title = tostring(pcall(function() return ("").dump(function() end) end)) }
            """)
        #expect(r.menu.title == "false")
        let unsafe = try MenuRuntime(source: "return menu.new{ title = type(('').dump) }", name: "u.lua",
                                     options: .unhurried(.init(sandbox: false)))
        #expect(unsafe.menu.title == "function", "--unsafe keeps stock Lua")
    }

    @Test func finalizersAndTheSharedCollectorAreRefused() throws {
        #expect(failure("setmetatable({}, { __gc = function() while true do end end })")?
            .hasPrefix("test.lua:1: setmetatable: __gc metamethods (finalizers) are not allowed in the sandbox") == true)
        #expect(failure("setmetatable({}, { __gc = true })") != nil, "any __gc field: it could become a function later")
        #expect(failure("collectgarbage('stop')")
            == "test.lua:1: collectgarbage('stop') is not allowed in the sandbox (allowed: collect, count, step, isrunning)")
        let r = try runtime("""
            local t = setmetatable({}, { __index = function() return 1 end, __close = function() end })
            collectgarbage(); collectgarbage("step")
            return menu.new{ title = tostring(t.x + collectgarbage("count") // 1 > 0) }
            """)
        #expect(r.menu.title == "true", "other metamethods and the harmless options work")
    }

    /// `menu.read` reads in the folder of the environment it belongs to: a chunk name that
    /// `load` lets code choose names no folder.
    @Test func menuReadsFolderCannotBeForgedByAChunkName() throws {
        let plugins = try folder(["p.lua": """
            local forged = load("return menu.read('note.txt')", "@" .. script_folder .. "/x.lua")
            menu.on("build", function(m)
              local ok, text = pcall(forged)
              m:section{ id = "p", title = ok and text or "refused", items = {} }
            end)
            """, "note.txt": "the plugin's note"])
        let script = try folder(["note.txt": "the script's secret", "s.lua": ""])
        // The plugin learns the script's folder (here from a global the test sets for it).
        let plugin = try String(contentsOfFile: plugins + "/p.lua", encoding: .utf8)
        try ("script_folder = " + "\"\(script)\"\n" + plugin).write(toFile: plugins + "/p.lua", atomically: true, encoding: .utf8)
        let r = try MenuRuntime(source: "return menu.new{ title = menu.read('note.txt') }", name: "s.lua", folder: script,
                                options: .init(plugins: [plugins]))
        #expect(r.menu.title == "the script's secret")
        #expect(r.menu.blocks.first?.title == "the plugin's note", "the plugin reads its own folder, whatever the chunk is called")
    }

    /// `require` keeps to `menu.read`'s rules: a module is a regular file inside its folder
    /// once symbolic links are resolved.
    @Test func requireFollowsNoSymbolicLinkOutOfTheFolder() throws {
        let outside = try folder(["cfg.lua": "return 'outside'"])
        try FileManager.default.createDirectory(atPath: outside + "/lib", withIntermediateDirectories: true)
        try "return 'outside too'".write(toFile: outside + "/lib/x.lua", atomically: true, encoding: .utf8)
        let script = try folder(["inside.lua": "return 'inside'"])
        symlink(outside + "/cfg.lua", script + "/cfg.lua")
        symlink(outside + "/lib", script + "/lib")
        symlink(script + "/inside.lua", script + "/alias.lua")
        let r = try MenuRuntime(source: """
            local function try(name) local ok, m = pcall(require, name) return ok and m or m end
            return menu.new{ title = table.concat({ try("cfg"), try("lib.x"), try("alias") }, "\\n") }
            """, name: "s.lua", folder: script)
        let lines = try #require(r.menu.title).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        // Called through pcall, so no line: pcall, a C function, called `require`.
        #expect(lines[0] == "module 'cfg': \(script)/cfg.lua leads out of \(script) (through a symbolic link)")
        #expect(lines[1] == "module 'lib.x': \(script)/lib/x.lua leads out of \(script) (through a symbolic link)")
        #expect(lines[2] == "inside", "a link that stays inside the folder is followed")
    }

    /// `menu.json.null` is one value for every environment, and none can change it.
    @Test func jsonNullCannotBeChanged() throws {
        let plugins = try folder(["p.lua": """
            local null = menu.json.null
            pcall(rawset, null, "x", 1)
            pcall(function() null.x = 1 end)
            pcall(setmetatable, null, { __index = { x = 1 } })
            """])
        let r = try MenuRuntime(source: """
            local null = menu.json.decode("[null]")[1]
            assert(null == menu.json.null, "one value")
            assert(null.x == nil and #null == 0 and next({}) == nil and tostring(null) == "null")
            for _ in pairs(null) do error("null has no entries") end
            local ok, message = pcall(function() null.x = 1 end)
            assert(not ok and message:find("menu.json.null is read-only", 1, true), message)
            assert(not pcall(rawset, null, "x", 1), "rawset takes tables only")
            return menu.new{ title = type(null) .. " " .. menu.json.encode({ null }) }
            """, name: "s.lua", options: .init(plugins: [plugins]))
        #expect(r.menu.title == "userdata [null]")
    }
}
