import CLua
import LuaShim
@testable import MenuLua
import Testing

/// The host's installer (`lm_installhost`): every host function where its place says, the
/// menu objects' metatable hidden, the strings' `dump` out of reach, and a bad list refused.
@Suite struct InstallTests {
    /// How a script reaches `function`, given a menu object `m`.
    static func reach(_ function: HostFunction) -> String {
        switch function.place {
        case .module: "menu.\(function.name)"
        case .hangul: "menu.hangul.\(function.name)"
        case .method: "m.\(function.name)"
        case .metamethod: "nil"   // checked through what it does (tostring)
        }
    }

    @Test func everyHostFunctionIsWhereItsPlaceSays() throws {
        let checks = HostFunction.allCases.filter { $0.place != .metamethod }
            .map { "assert(type(\(Self.reach($0))) == 'function', '\(Self.reach($0))')" }
        let r = try runtime("""
            local m = menu.new { title = "T" }
            \(checks.joined(separator: "\n"))
            assert(tostring(m):find("T", 1, true), "__tostring: " .. tostring(m))
            assert(getmetatable(m) == false, "the menu objects' metatable is hidden")
            assert(menu.version == "\(LuamenuVersion.current)", menu.version)
            assert(type(menu.host) == "table" and type(menu.hangul) == "table")
            return m
            """)
        #expect(r.menu.title == "T")
    }

    @Test func theStringsDumpIsOutOfReachInTheSandboxOnly() throws {
        let sandboxed = try MenuRuntime(source: "return menu.new{ title = tostring((''). dump) }",
                                        name: "test.lua", options: .unhurried(.init(sandbox: true)))
        #expect(sandboxed.menu.title == "nil")
        let unsafe = try MenuRuntime(source: "return menu.new{ title = type((''). dump) }",
                                     name: "test.lua", options: .unhurried(.init(sandbox: false)))
        #expect(unsafe.menu.title == "function")
    }

    /// Installs `list` into a fresh state; the error message when it fails.
    func install(_ list: String) throws -> String? {
        try withFreshState { L, _ in
            guard lm_installhost(L, nil, list, "0", 1) != LUA_OK else { return nil }
            return lm_tolstring(L, -1, nil).map { String(cString: $0) } ?? "?"
        }
    }

    @Test func aBadListIsRefusedWithItsPlace() throws {
        #expect(try install("module.new=0 method.section=4 ") == nil)
        #expect(try install("") == nil)
        #expect(try install("module.new=0 shelf.x=1 ") == "luamenu: the host's function list is bad at byte 13")
        #expect(try install("module.new=0 module.x ") == "luamenu: the host's function list is bad at byte 13")
        #expect(try install("module.x module.y=1 ") == "luamenu: the host's function list is bad at byte 0")
        #expect(try install("module.new= ") == "luamenu: the host's function list is bad at byte 0")
        #expect(try install("module") == "luamenu: the host's function list is bad at byte 0")
    }
}
