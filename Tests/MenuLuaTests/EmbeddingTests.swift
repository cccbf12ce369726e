@testable import MenuLua
import MenuModel
import MenuRender
import Testing

/// What a Swift program that embeds luamenu gets: its own functions for scripts
/// (`menu.host`), the items' own data on demand, within the script's limits.
@Suite struct EmbeddingTests {
    /// A runtime whose scripts can call `functions` as `menu.host.NAME`.
    func runtime(_ source: String, functions: [String: MenuRuntime.HostCall],
                 memory: Int? = 256 << 20) throws(ScriptError) -> MenuRuntime {
        var options = MenuRuntime.Options.unhurried(.init(printDescriptor: 2, memoryLimit: memory))
        options.hostFunctions = functions
        return try MenuRuntime(source: source, name: "embed.lua", options: options)
    }

    @Test func scriptsCallTheProgramsFunctionsWithPlainValuesBothWays() throws {
        let r = try runtime("""
            local m = menu.new{}
            local quote = menu.host.quote("ray", 2, { color = "blue", extras = { "roof" } }, true)
            m:section{ id = "s", title = quote.text, items = { tostring(quote.count) .. " " .. math.type(quote.count) } }
            return m
            """, functions: ["quote": { arguments in
                #expect(arguments == [.string("ray"), .number(2),
                                      .table(array: [], fields: ["color": .string("blue"),
                                                                 "extras": .table(array: [.string("roof")], fields: [:])]),
                                      .boolean(true)])
                return .table(array: [], fields: ["text": .string("Ray ×2"), "count": .number(2)])
            }])
        let section = try #require(try r.view().section("s"))
        #expect(section.title == "Ray ×2")
        #expect(try section.items.rows().map(\.title) == ["2 integer"])
        #expect(r.stack.top == 0)
    }

    @Test func anErrorTheProgramThrowsIsRaisedAtTheScriptsLine() throws {
        let functions: [String: MenuRuntime.HostCall] = ["fail": { _ in throw ScriptError("no stock") }]
        do {
            _ = try runtime("local m = menu.new{}\nmenu.host.fail()\nreturn m", functions: functions)
            Issue.record("the script ran")
        } catch {
            #expect(error.message == "embed.lua:2: no stock")
            #expect(error.kind == .runtime)
        }
        let caught = try runtime("""
            local ok, message = pcall(function() local result = menu.host.fail() return result end)
            local m = menu.new{ title = tostring(ok) .. ": " .. message }
            return m
            """, functions: functions)
        #expect(caught.menu.title == "false: embed.lua:1: no stock")
    }

    /// The manual's embedding section, word for word: a view drawn as text as the CLI draws it.
    @Test func aViewIsDrawnAsTextWithTextRendererRender() throws {
        let runtime = try runtime("""
            local m = menu.new{ title = "Garage" }
            m:section{ id = "s", title = "Cars", items = { "ray" } }
            return m
            """, functions: [:])
        let view = try runtime.view()
        let text = try runtime.evaluating { () throws(EvaluationStopped) in try TextRenderer(width: 60).render(view) }
        #expect(text.hasPrefix("Garage\n======\n"))
        #expect(text.contains("▾ Cars\n  ray\n"), "\(text)")
    }

    @Test func aNameThatIsNoLuaNameIsRefused() throws {
        for name in ["open-url", "1st", "end", "é"] {
            #expect(throws: ScriptError.self) { try runtime("return menu.new{}", functions: [name: { _ in .nil }]) }
        }
        #expect(throws: Never.self) { try runtime("assert(menu.host.open_url) return menu.new{}", functions: ["open_url": { _ in .nil }]) }
        #expect(throws: Never.self) { try runtime("assert(next(menu.host) == nil) return menu.new{}", functions: [:]) }
    }

    @Test func itemDataIsReadRawAndWithinTheMemoryLimit() throws {
        let r = try runtime("""
            local m = menu.new{}
            local hostile = setmetatable({}, { __index = function() error("ran") end, __pairs = function() error("ran") end })
            m:section{ id = "s", title = "S", items = { { id = "a", title = "A", price = 7, meta = hostile, f = print } } }
            return m
            """, functions: [:])
        let view = try r.view()
        let item = try #require(view.section("s")?.items.rows().first)
        #expect(try r.itemData(in: view) == [item.ref: ["price": .number(7), "meta": .table(array: [], fields: [:])]])
        #expect(r.stack.top == 0)

        // A table shared 2^40 times over (each level holds the one below twice) is no cycle,
        // but copying it would never end: the memory limit stops it.
        let bomb = try runtime("""
            local t = { "leaf" }
            for _ = 1, 40 do t = { t, t } end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { id = "a", title = "A", tree = t } } }
            return m
            """, functions: [:], memory: 16 << 20)
        let bombView = try bomb.view()
        #expect { try bomb.itemData(in: bombView) } throws: { error in
            (error as? ScriptError)?.kind == .memoryLimit
        }
        #expect(try bomb.view() == bombView, "and the runtime goes on, its host memory given back")

        // One string shared by many items: Lua holds it once, the data read holds a copy an item,
        // and counts them all while it holds them.
        let shared = try runtime("""
            local blob = string.rep("d", 200 * 1024)
            local items = {}
            for i = 1, 200 do items[i] = { id = "i" .. i, title = "T", blob = blob } end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = items }
            return m
            """, functions: [:], memory: 16 << 20)
        let sharedView = try shared.view()
        #expect { try shared.itemData(in: sharedView) } throws: { error in
            (error as? ScriptError)?.kind == .memoryLimit
        }
        let first = try #require(sharedView.section("s")?.items.rows().first)
        #expect(try shared.itemData(of: first)["blob"]?.string?.utf8.count == 200 * 1024, "one item's fits")
    }
}
