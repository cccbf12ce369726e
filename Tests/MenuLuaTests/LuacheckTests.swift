import Foundation
@testable import MenuLua
import Testing

/// The shipped `.luacheckrc` is exactly the sandbox: luacheck passes every name a sandboxed
/// script can reach, flags every name only `--unsafe` reaches, and flags writes to `menu`.
/// (luacheck is Debian's `lua-check`; `scripts/install-deps` installs it.)
@Suite struct LuacheckTests {
    static let config = ReferenceTests.root.appendingPathComponent(".luacheckrc").path

    @Test func theConfigFileIsWhatTypesLuacheckPrints() throws {
        let file = try String(contentsOfFile: Self.config, encoding: .utf8)
        #expect(file == LuacheckConfig.text + "\n", ".luacheckrc is out of date: run luamenu types --luacheck > .luacheckrc")
    }

    @Test func theExamplesTheAnnotationsAndTheHostsOwnLuaPass() throws {
        let result = try Luacheck(["examples", "lua", "Sources/LuaShim/chunks"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func everyNameASandboxedScriptReachesPasses() throws {
        let names = try Self.reachableNames(sandbox: true).sorted()
        for expected in ["menu.new", "menu.hangul.choseong", "menu.version", "string.format", "os.clock", "require", "load"] {
            #expect(names.contains(expected), "the sandbox has no \(expected)?")
        }
        let result = try Luacheck(source: names.map { "local _ = \($0)" })
        let flagged = Set(result.warnings.keys.map { names[$0 - 1] })
        #expect(flagged == Self.compatibilityFunctions.intersection(names), "\(result.output)")
    }

    /// Lua 5.3's math functions that Lua 5.4 keeps only when built with LUA_COMPAT_MATHLIB
    /// (Debian's is): the sandbox passes them on, the config flags them so scripts stay portable.
    static let compatibilityFunctions: Set<String> = ["math.atan2", "math.cosh", "math.frexp", "math.ldexp",
                                                      "math.log10", "math.pow", "math.sinh", "math.tanh"]

    @Test func everyNameOnlyAnUnsafeScriptReachesIsFlagged() throws {
        let names = try Self.reachableNames(sandbox: false).subtracting(Self.reachableNames(sandbox: true)).sorted()
        for expected in ["io.open", "os.execute", "string.dump", "dofile", "loadfile", "debug.getinfo", "package.path",
                         "os.getenv", "os.exit", "os.remove", "_G.io"] {
            #expect(names.contains(expected), "\(expected) is not among the names only --unsafe reaches")
        }
        let result = try Luacheck(source: names.map { "local _ = \($0)" })
        for (offset, name) in names.enumerated() {
            #expect(result.warnings[offset + 1] != nil, "luacheck lets a script reach \(name)")
        }
    }

    /// Each line breaks the sandbox once.
    static let probe = [
        #"print(io.open("menu.lua"))"#,
        #"os.execute("ls")"#,
        #"print(string.dump(print))"#,
        #"dofile("other.lua")"#,
        #"loadfile("other.lua")"#,
        #"debug.sethook()"#,
        #"package.path = "./?.lua""#,
        #"print(os.getenv("HOME"))"#,
        #"os.exit(1)"#,
        #"os.remove("menu.lua")"#,
        #"_G.io.write("x")"#,
        #"menu.x = 1"#,
        #"menu.new = print"#,
        #"menu.hangul.choseong = string.upper"#,
        #"menu = nil"#,
    ]

    @Test func everyLineOfTheProbeIsFlagged() throws {
        let result = try Luacheck(source: Self.probe)
        for (offset, line) in Self.probe.enumerated() {
            #expect(result.warnings[offset + 1] != nil, "luacheck doesn't flag `\(line)`")
        }
    }

    /// Every dotted name (up to three parts) a script can reach, as the REPL completes them;
    /// under `_G` only its own fields, and not `_G._G` (luacheck's definitions can't nest).
    static func reachableNames(sandbox: Bool) throws -> Set<String> {
        let runtime = try MenuRuntime(source: "return menu.new{}", name: "names.lua", options: .unhurried(.init(sandbox: sandbox)))
        var names: Set<String> = []
        func walk(_ prefix: String, parts: Int) {
            // (`help` is the REPL's own, which Tab offers at its prompt; no script reaches it)
            for name in runtime.completions(for: prefix) where name != "_G._G" && name != "help" && names.insert(name).inserted {
                if parts < 3 && !name.hasPrefix("_G.") { walk(name + ".", parts: parts + 1) }
            }
        }
        walk("", parts: 1)
        return names
    }
}

/// What luacheck, run with the shipped config in the package's root, said.
struct Luacheck {
    var status: Int32
    var output: String
    /// The warnings by line number.
    var warnings: [Int: [String]] = [:]

    /// Checks `paths`, relative to the package's root.
    init(_ paths: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["luacheck", "--no-color", "--formatter", "plain", "--config", LuacheckTests.config] + paths
        process.currentDirectoryURL = ReferenceTests.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
        try #require(status != 127, "luacheck is not installed: scripts/install-deps installs it (Debian: lua-check)")
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 3)
            if parts.count == 4, let number = Int(parts[1]) { warnings[number, default: []].append(String(parts[3])) }
        }
    }

    /// Checks a script made of `lines`.
    init(source lines: [String]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("luacheck-\(UUID().uuidString).lua")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try self.init([file.path])
    }
}
