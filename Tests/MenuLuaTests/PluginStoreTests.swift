import Foundation
import MenuModel
@testable import MenuLua
import Testing

/// A plugin's `menu.store` is its own, by the plugin's name: it starts from what that plugin
/// saved, the script's store is never its, and one plugin's is not another's.
@Suite struct PluginStoreTests {
    /// A runtime for `source` with the plugins `plugins` (file name → source) and saved stores.
    static func runtime(_ source: String, plugins: [String: String], saved: LuaValue? = nil,
                        savedPlugins: [String: LuaValue] = [:]) throws -> MenuRuntime {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, plugin) in plugins {
            try plugin.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var options = MenuRuntime.Options(printDescriptor: 2, timeout: 300, plugins: [folder.path])
        options.store = saved
        options.pluginStores = savedPlugins
        return try MenuRuntime(source: source, name: "test.lua", options: options)
    }

    static let cafe = """
        local store = menu.store{ coupon = "없음" }
        coupon = function() return store.coupon end
        return menu.new{}
        """

    @Test func aPluginsStoreIsItsOwn() throws {
        let r = try Self.runtime(Self.cafe, plugins: [
            "coupon.lua": "local store = menu.store{ coupon = '받음' }; store.seen = true",
            "recent.lua": "local store = menu.store{ recent = { 'latte' } }; mine = store",
        ])
        #expect(r.evaluate("coupon()") == .values(["\"없음\""]), "the plugin's coupon is not the script's")
        #expect(try r.storeValue() == .table(array: [], fields: ["coupon": .string("없음")]))
        #expect(try r.pluginStoreValues() == [
            "coupon": .table(array: [], fields: ["coupon": .string("받음"), "seen": .boolean(true)]),
            "recent": .table(array: [], fields: ["recent": .table(array: [.string("latte")], fields: [:])]),
        ])
        #expect(r.pluginStoreNames == ["coupon", "recent"])
    }

    @Test func eachPluginStartsFromWhatItSaved() throws {
        let r = try Self.runtime(Self.cafe, plugins: ["recent.lua": "local store = menu.store{ recent = {} }; count = #store.recent"],
                                 saved: .table(array: [], fields: ["coupon": .string("받음")]),
                                 savedPlugins: ["recent": .table(array: [], fields: ["recent": .table(array: [.string("mocha")], fields: [:])]),
                                                "gone": .table(array: [], fields: ["kept": .boolean(true)])])
        #expect(r.evaluate("coupon()") == .values(["\"받음\""]))
        #expect(try r.pluginStoreValues()["recent"] == .table(array: [], fields: ["recent": .table(array: [.string("mocha")], fields: [:])]))
        #expect(try r.pluginStoreValues()["gone"] == .table(array: [], fields: ["kept": .boolean(true)]),
                "a plugin not loaded this run keeps what it saved")
    }
}
