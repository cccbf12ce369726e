import Foundation
@testable import MenuLua
import Testing

/// No Lua error unwinds through a Swift frame: the rule is checkable by reading LuaShim and one
/// Swift folder, Sources/MenuLua/Lua/. These tests keep it so.
@Suite struct BoundaryTests {
    static let sources = ReferenceTests.root.appendingPathComponent("Sources/MenuLua")
    /// The folder of the Swift side of the boundary, the only one that may call Lua's C API.
    static let boundary = "Lua/"

    /// Every Swift file of MenuLua, by its path inside Sources/MenuLua, with its text.
    static func swiftFiles() throws -> [(path: String, text: String)] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Lua's and the shim's names, as C spells them: `lua_pushnil`, `luaL_ref`, `lm_pcall`, `LUA_OK`.
    static var cName: Regex<(Substring, Substring)> { #/\b(lua_|luaL_|lm_|LUA_)[A-Za-z_]+/# }

    /// The functions among them (their types, `lua_Debug`, `lm_Limits`, are capitalised).
    static var cFunction: Regex<(Substring, Substring)> { #/\b(lua_|luaL_|lm_)[a-z][a-z_]*/# }

    @Test func onlyTheLuaFolderImportsLuaOrTheShim() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 30)
        let importing = files.filter { $0.text.contains("import CLua") || $0.text.contains("import LuaShim") }
        #expect(!importing.isEmpty)
        #expect(importing.map(\.path).filter { !$0.hasPrefix(Self.boundary) } == [])
    }

    @Test func onlyTheLuaFolderNamesLuasCAPI() throws {
        let outside = try Self.swiftFiles().filter { !$0.path.hasPrefix(Self.boundary) }
        let named = outside.flatMap { file in file.text.matches(of: Self.cName).map { "\(file.path): \($0.output.0)" } }
        #expect(named == [])
    }

    /// LuaShim.h's opening comment lists every unprotected call the Swift side makes, with why
    /// it can't raise; the protected helpers are named there too.
    @Test func theShimsContractNamesEveryCallTheSwiftSideMakes() throws {
        let header = try String(contentsOf: ReferenceTests.root.appendingPathComponent("Sources/LuaShim/include/LuaShim.h"),
                                encoding: .utf8)
        let contract = try #require(header.components(separatedBy: "#ifndef LUASHIM_H").first)
        let called = Set(try Self.swiftFiles().filter { $0.path.hasPrefix(Self.boundary) }
            .flatMap { file in file.text.matches(of: Self.cFunction).map { String($0.output.0) } })
        #expect(called.count > 40)
        #expect(called.filter { !contract.contains($0) }.sorted() == [])
    }

    /// Every `reserve` (`lua_checkstack`) result is used: none is thrown away.
    @Test func noStackReserveIsIgnored() throws {
        let ignored = try Self.swiftFiles().filter { $0.text.contains(#/_ = [a-z.]*(reserve|lua_checkstack)\(/#) }
        #expect(ignored.map(\.path) == [])
    }
}
