import Foundation
@testable import MenuLua
import Testing

/// Plugins load before the script, each in its own environment; a bad one is skipped.
@Suite struct PluginTests {
    /// A fresh folder with `files` (name → source).
    func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, source) in files {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test func pluginsRegisterFiltersAndBrokenOnesAreSkipped() throws {
        let plugins = try folder([
            "10-kind.lua": """
                leaked = "plugin global"
                menu.register_filter("kind", function(item, option) return option == "all" or item.kind == option end)
                """,
            "20-broken.lua": "this is not lua",
            "30-loop.lua": "while true do end",
            "40-raises.lua": "error('plugin failed on purpose')",
            "50-grabby.lua": "menu.new = function() end",
            "notes.txt": "not a plugin",
        ])
        let warnings = WarningLog()
        // 2 s: the looping plugin reaches it; the script's load, tap and draw (a millisecond's
        // work each) don't, however busy the machine.
        let r = try MenuRuntime(source: """
            assert(leaked == nil, "plugins have their own environment")
            local m = menu.new{}
            m:filter{ id = "type", options = { "all", "city" }, target = "cars", match = "kind" }
            m:section{ id = "cars", title = "Cars", items = { { title = "Ray", kind = "city" }, { title = "K9", kind = "luxury" } } }
            return m
            """, name: "test.lua", options: .init(printDescriptor: 2, warn: { warnings.append($0) },
                                                  timeout: 2, plugins: [plugins]))
        try r.tap("type/city")
        #expect(try r.view().section("cars")?.items.rows().map(\.title) == ["Ray"])
        #expect(warnings.messages.count == 4)
        // Lua shortens long file names from the left ("...ugins-…/20-broken.lua"), as for any chunk.
        #expect(warnings.messages[0].hasPrefix("plugin skipped: ") && warnings.messages[0].contains("/20-broken.lua:1: syntax error"))
        #expect(warnings.messages[1].hasSuffix("/30-loop.lua:1: time limit exceeded: more than 2 s while loading plugin \(plugins)/30-loop.lua (see --timeout)"))
        #expect(warnings.messages[2].hasSuffix("/40-raises.lua:1: plugin failed on purpose"))
        #expect(warnings.messages[3].hasSuffix("/50-grabby.lua:1: menu is read-only (cannot set 'new')"))
    }

    /// Loading a plugin is a transaction: one that fails leaves no hook, filter or menu it
    /// registered before failing.
    @Test func aPluginThatFailsLeavesNothingBehind() throws {
        let plugins = try folder([
            "10-half.lua": """
                menu.register_filter("half", function() return true end)
                menu.on("build", function(m) m:section{ id = "from-half", title = "H", items = {} } end)
                menu.on("tap", function() return false end)
                error("and then it failed")
                """,
            "20-again.lua": "menu.register_filter('half', function() return true end)",
        ])
        let warnings = WarningLog()
        let r = try MenuRuntime(source: "local m = menu.new{} m:section{ id = 's', title = 'S', items = { 'a' } } return m",
                                name: "test.lua", options: .init(warn: { warnings.append($0) }, plugins: [plugins]))
        #expect(r.menu.blocks.map(\.id) == ["s"], "its build hook is gone")
        #expect(try r.tap("s/a").vetoed == false, "its tap hook is gone")
        #expect(warnings.messages.count == 1, "\(warnings.messages)")
        #expect(warnings.messages.first?.hasSuffix("10-half.lua:4: and then it failed") == true, "the filter name was free again")
    }

    @Test func anUnknownFilterNameIsAnError() {
        #expect(failure("local m = menu.new{}\nm:filter{ id = 'f', options = { 'a' }, match = 'nope' }")
            == "test.lua:2: bad argument #1 to 'filter' (field 'match': no filter named 'nope' (built in: substring, choseong, fuzzy; registered: none))")
    }

    @Test func aMissingPluginFolderIsAnError() {
        #expect(throws: ScriptError("/no/such/folder: cannot read the plugin folder", kind: .load)) {
            try MenuRuntime(source: "return menu.new{}", name: "test.lua", options: .init(plugins: ["/no/such/folder"]))
        }
    }
}
