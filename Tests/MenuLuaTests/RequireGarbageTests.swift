import Foundation
import MenuLua
import MenuModel
import Testing

/// A large data module's parser tables and code, garbage once `require` has run it, are
/// freed then, not left for Lua's collector to reach after the menu's lists are read.
@Suite struct RequireGarbageTests {
    /// A data module of `count` names, as a generator writes one: `return { "name 1", … }`, in
    /// a folder of its own.
    func dataModule(names count: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = (1...count).map { "  \"name \($0)\"," }.joined(separator: "\n")
        try "return {\n\(names)\n}\n".write(to: folder.appendingPathComponent("names.lua"), atomically: true, encoding: .utf8)
        return folder.path
    }

    /// What the heap holds right after `require` of a large data module: its names, not the
    /// parser's tables and the module's code besides (which are as large again, and more).
    @Test func aLargeModulesParserTablesAreFreedWhenRequireReturns() throws {
        let folder = try dataModule(names: 50_000)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runtime = try MenuRuntime(source: """
            local before = collectgarbage("count")
            local names = require("names")
            local grown = collectgarbage("count") - before
            collectgarbage()
            local live = collectgarbage("count") - before
            local m = menu.new { title = "Names" }
            m:section { id = "grown", title = "Grown", items = { tostring(grown / live) } }
            return m
            """, name: "names.lua", folder: folder)
        let ratio = try grownOverLive(runtime)
        #expect(ratio < 1.1, "the heap after require was \(ratio)× what stays live")
    }

    /// A small module leaves its garbage to Lua's collector: a full collection for each would
    /// cost a mark of the whole heap every time.
    @Test func aSmallModuleIsNotFollowedByACollection() throws {
        let folder = try dataModule(names: 2_000)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runtime = try MenuRuntime(source: """
            local big = {}
            for i = 1, 200000 do big[i] = i end                 -- a heap the small module's garbage doesn't double
            collectgarbage()                                    -- and Lua's own next cycle far off
            local before = collectgarbage("count")
            local names = require("names")
            local grown = collectgarbage("count") - before
            collectgarbage()
            local live = collectgarbage("count") - before
            local m = menu.new { title = "Names" }
            m:section { id = "grown", title = "Grown", items = { tostring(grown / live), tostring(#big) } }
            return m
            """, name: "names.lua", folder: folder)
        let ratio = try grownOverLive(runtime)
        #expect(ratio > 1.5, "the module's garbage was collected: \(ratio)")
    }

    /// The ratio the script showed as its first row: the heap's growth over what stayed live.
    func grownOverLive(_ runtime: MenuRuntime) throws -> Double {
        let row = try #require(try runtime.view().section("grown")).items.rows().first
        return try #require(Double(row?.title ?? ""))
    }
}
