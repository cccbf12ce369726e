import CLua
import Foundation
import LuaShim
@testable import MenuLua
import Testing

/// Data reaches a sandboxed script through its arguments, standard input, files in its folder
/// and JSON; nothing else opens.
@Suite struct DataInTests {
    func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test func argumentsArriveAsDotsAndArg() throws {
        var options = MenuRuntime.Options.unhurried()
        options.arguments = ["main", "feature/login", ""]
        let r = try MenuRuntime(source: """
            local first, second, third = ...
            return menu.new{ title = table.concat({ select("#", ...), first, second, third, arg[0], #arg }, "|") }
            """, name: "branches.lua", options: options)
        #expect(r.menu.title == "3|main|feature/login||branches.lua|3")
    }

    /// A pipe holding `text`, for `menu.input()`.
    func input(_ text: String) -> Int32 {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        _ = text.withCString { write(ends[1], $0, strlen($0)) }
        close(ends[1])
        return ends[0]
    }

    @Test func inputGivesTheLinesOnceAndAFreshListEachCall() throws {
        var options = MenuRuntime.Options.unhurried()
        options.input = input("main\r\nfeature/login\n\n서울\nlast without newline")
        let r = try MenuRuntime(source: """
            local lines = menu.input()
            lines[1] = "changed"
            local again = menu.input()
            return menu.new{ title = #again .. ":" .. table.concat(again, "|") }
            """, name: "s.lua", options: options)
        #expect(r.menu.title == "5:main|feature/login||서울|last without newline")
    }

    @Test func noInputIsAnEmptyList() throws {
        let r = try runtime("return menu.new{ title = tostring(#menu.input()) }")
        #expect(r.menu.title == "0")
    }

    @Test func bigInputCountsAgainstTheMemoryLimit() {
        var options = MenuRuntime.Options.unhurried(.init(memoryLimit: 8 << 20))
        let lines = (1...400_000).map { "line number \($0) of the input" }.joined(separator: "\n")
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let writer = ends[1]
        Thread.detachNewThread {
            _ = lines.withCString { write(writer, $0, strlen($0)) }
            close(writer)
        }
        options.input = ends[0]
        do {
            _ = try MenuRuntime(source: "local lines = menu.input() return menu.new{}", name: "s.lua", options: options)
            Issue.record("400,000 lines fit in 8 MiB?")
        } catch {
            #expect(error.kind == .memoryLimit, "\(error)")
        }
    }

    @Test func readGivesFilesInsideTheScriptsFolderOnly() throws {
        let root = try folder(["menu.lua": "", "data/branches.json": #"{"names": ["main", "dev"]}"#,
                               "../outside-\(UUID().uuidString).txt": "secret"])
        symlink("/etc/passwd", root + "/data/escape.txt")
        mkfifo(root + "/data/fifo", 0o644)
        let r = try MenuRuntime(source: """
            local function try(path) local ok, m = pcall(function() return menu.read(path) end) return ok and "ok" or m end
            local t = menu.json.decode(menu.read("data/branches.json"))
            return menu.new{ title = table.concat({ t.names[2], try("../x"), try("/etc/passwd"),
              try("data/escape.txt"), try("data/fifo"), try("data/none"), try("data"), try("./data/../menu.lua") }, "\\n") }
            """, name: "menu.lua", folder: root, options: .unhurried())
        let lines = try #require(r.menu.title).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "dev")
        #expect(lines[1] == "menu.lua:1: bad argument #1 to 'read' ('../x' is not a path inside the script's folder (expected a relative path without '..'))")
        #expect(lines[2].contains("'/etc/passwd' is not a path inside the script's folder"))
        #expect(lines[3].hasSuffix("cannot read 'data/escape.txt': it leads out of \(root) (through a symbolic link)"))
        #expect(lines[4].hasSuffix("cannot read 'data/fifo': not a regular file"))
        #expect(lines[5].hasSuffix("cannot read 'data/none': No such file or directory"))
        #expect(lines[6].hasSuffix("cannot read 'data': not a regular file"))
        #expect(lines[7].contains("is not a path inside"))
    }

    @Test func aPluginReadsInItsOwnFolder() throws {
        let plugins = try folder(["p.lua": "menu.on('build', function(m) m:section{ id = 'p', title = menu.read('note.txt'), items = {} } end)",
                                  "note.txt": "the plugin's note"])
        let script = try folder(["note.txt": "the script's note"])
        let r = try MenuRuntime(source: "return menu.new{ title = menu.read('note.txt') }", name: "s.lua", folder: script,
                                options: .unhurried(.init(plugins: [plugins])))
        #expect(r.menu.title == "the script's note")
        #expect(r.menu.blocks.first?.title == "the plugin's note")
    }

    @Test func aFileLargerThanTheMemoryLimitIsRefused() throws {
        let root = try folder(["big.txt": String(repeating: "x", count: 3 << 20)])
        #expect(throws: ScriptError("s.lua: memory limit exceeded: more than 2 MiB while loading the script (see --memory)", kind: .memoryLimit)) {
            try MenuRuntime(source: "local text = menu.read('big.txt') return menu.new{}", name: "s.lua", folder: root,
                            options: .unhurried(.init(memoryLimit: 2 << 20)))
        }
    }

    /// Reading a file takes its bytes twice for a moment (luamenu's, then Lua's string), and
    /// both count: a file over half of what the limit leaves is refused before it is read.
    @Test func aFileNeedsRoomForTwiceItsSize() throws {
        let root = try folder(["big.txt": String(repeating: "x", count: 10 << 20)])
        let error = #expect(throws: ScriptError.self) {
            try MenuRuntime(source: "local text = menu.read('big.txt') return menu.new{}", name: "s.lua", folder: root,
                            options: .init(memoryLimit: 16 << 20))
        }
        #expect(error?.kind == .memoryLimit)
        let fits = try MenuRuntime(source: "return menu.new{ title = tostring(#menu.read('big.txt')) }", name: "s.lua",
                                   folder: root, options: .init(memoryLimit: 24 << 20))
        #expect(fits.menu.title == "\(10 << 20)")
    }

    /// One long line of input is gathered in luamenu's buffer before Lua gets it: the buffer
    /// counts as it grows, so a line far larger than the limit stops at the limit.
    @Test func aLongInputLineCountsAsItIsGathered() {
        var options = MenuRuntime.Options(memoryLimit: 8 << 20)
        // A socket pair, not a pipe: the writer stops with EPIPE when the reader is closed,
        // where a pipe would send the whole test process SIGPIPE.
        var ends: [Int32] = [0, 0]
        socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends)
        let writer = ends[1]
        Thread.detachNewThread {
            let chunk = [UInt8](repeating: 0x79, count: 1 << 16)
            for _ in 0..<(256 << 20) / chunk.count where send(writer, chunk, chunk.count, Int32(MSG_NOSIGNAL)) > 0 {}
            close(writer)                                          // 256 MB without a newline, or the reader is gone
        }
        options.input = ends[0]
        let error = #expect(throws: ScriptError.self) {
            try MenuRuntime(source: "local lines = menu.input() return menu.new{}", name: "s.lua", options: options)
        }
        #expect(error?.kind == .memoryLimit)
        close(ends[0])
    }

    @Test func jsonRoundTrips() throws {
        let r = try runtime(#"""
            local json = menu.json
            local text = [[{"a": [1, 2.5, -3e2, true, false, null, "\u00e9\ud83d\ude00\n"], "b": {}, "c": [], "d": {"x": "y"}}]]
            local t = json.decode(text)
            assert(t.a[6] == json.null and #t.a == 7 and math.type(t.a[1]) == "integer" and t.a[3] == -300.0)
            assert(t.a[7] == "é😀\n")
            local again = json.encode(t)
            assert(again == '{"a":[1,2.5,-300,true,false,null,"é😀\\n"],"b":{},"c":[],"d":{"x":"y"}}', again)
            assert(json.encode(json.decode(again)) == again, "stable")
            assert(json.encode("\1\"") == '"\\u0001\\""')
            assert(json.encode(json.array({})) == "[]" and json.encode({}) == "{}")
            assert(json.encode(2^53) == "9.007199254741e+15" or json.encode(2^53) == "9007199254740992")
            return menu.new{ title = json.encode({ 1, 2 }) }
            """#)
        #expect(r.menu.title == "[1,2]")
    }

    @Test(arguments: [
        ("{\"a\":1,}", "expected a string key at line 1, column 8 (byte 8)"),
        ("[1 2]", "expected ',' or ']' at line 1, column 4 (byte 4)"),
        ("{\"a\"\n: tru}", "expected a value at line 2, column 3 (byte 8)"),
        ("[1]x", "unexpected text after the value at line 1, column 4 (byte 4)"),
        ("01", "a number with a leading zero at line 1, column 1 (byte 1)"),
        ("\"\\ud800\"", "a high surrogate without its low half at line 1, column 2 (byte 2)"),
        ("\"a\u{1}\"", "control character in a string (escape it) at line 1, column 3 (byte 3)"),
        ("", "unexpected end of text at line 1, column 1 (byte 1)"),
        (String(repeating: "[", count: 600), "nesting deeper than 512 levels at line 1, column 513 (byte 513)"),
    ])
    func jsonDecodeErrorsSayWhere(text: String, message: String) throws {
        let r = try runtime("return menu.new{}")
        r.stack.push(r.environment)
        r.stack.push(text)
        r.stack.setRawField("text", of: -2)
        r.stack.pop()
        #expect(r.evaluate("return select(2, pcall(menu.json.decode, text))") == .values(["\"menu.json.decode: \(message)\""]))
    }

    @Test func jsonEncodeErrorsNameTheValue() throws {
        let r = try runtime("return menu.new{}")
        for (value, message) in [("(function() local t = {} t.t = t return t end)()", "a table that contains itself can't be encoded"),
                                 ("{ 1, x = 2 }", "a table with a key of type number (1) is neither an array (keys 1 to n) nor an object (string keys)"),
                                 ("0/0", "NaN has no JSON form"), ("math.huge", "an infinite number has no JSON form"),
                                 ("print", "a function has no JSON form"), ("'\\255'", "invalid UTF-8 at byte 1 of a string")] {
            #expect(r.evaluate("return select(2, pcall(menu.json.encode, \(value)))") == .values(["\"menu.json.encode: \(message)\""]))
        }
    }

    /// Whether the state holds the compiled JSON module (registry "luamenu.json").
    func jsonCompiled(_ r: MenuRuntime) -> Bool {
        defer { lua_settop(r.stack.L, -2) }
        return lua_getfield(r.stack.L, lm_registryindex(), "luamenu.json") == LUA_TTABLE
    }

    @Test func jsonIsCompiledOnItsFirstUseOnly() throws {
        let r = try runtime("return menu.new{ title = type(menu.json) }")
        #expect(r.menu.title == "table")
        #expect(!jsonCompiled(r), "a start that never looks into menu.json doesn't compile it")
        #expect(r.evaluate("menu.json.encode({ 1 })") == .values(["\"[1]\""]))
        #expect(jsonCompiled(r))
        #expect(r.evaluate("next(menu.json), getmetatable(menu.json)") == .values(["nil", "false"]),
                "still an empty read-only proxy, as every part of menu")
    }

    @Test func jsonCompletesBeforeItsFirstUse() throws {
        let r = try runtime("return menu.new{}")
        #expect(r.completions(for: "menu.json.") == ["menu.json.array", "menu.json.decode", "menu.json.encode", "menu.json.null"])
        let replaced = try runtime("local m = menu.new{} menu = { json = setmetatable({}, { __index = function() error('ran') end }) } return m")
        #expect(replaced.completions(for: "menu.json.") == [], "a menu the script made is read raw, never run")
    }

    @Test func jsonNullIsOneValueEverywhere() throws {
        let plugins = try folder(["p.lua": "shared_null = nil; menu.on('build', function(m) m:section{ id = 'p', title = tostring(menu.json.decode('null') == menu.json.null), items = {} } end)"])
        let r = try MenuRuntime(source: "return menu.new{ title = tostring(menu.json.decode('[null]')[1] == menu.json.null) }",
                                name: "s.lua", options: .unhurried(.init(plugins: [plugins])))
        #expect(r.menu.title == "true" && r.menu.blocks.first?.title == "true")
    }
}
