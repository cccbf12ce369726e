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
}
