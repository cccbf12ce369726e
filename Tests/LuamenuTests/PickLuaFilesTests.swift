import Foundation
import MenuApps
import Testing
@testable import luamenu

/// `lua:FILE` in place of pick's shell commands: the file runs in the sandbox with the picker's
/// values, and what it returns is the preview's text, a transform's, or `transform`'s actions.
@Suite struct PickLuaFilesTests {
    /// A folder holding `files` (name to Lua text).
    static func folder(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "luamenu-pick-lua-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static func call(_ file: String, line: String? = "main", index: Int? = 0, query: String = "ma",
                     marked: [String] = []) -> PickerScriptCall {
        PickerScriptCall(file: file, line: line, index: index, query: query, marked: marked)
    }

    @Test func theFileGetsThePickersValuesAndItsValueIsTheText() throws {
        let folder = try Self.folder([
            "show.lua": "local p = ...\nreturn ('%s|%s|%s|%d'):format(tostring(p.line), tostring(p.index), p.query, #p.marked)",
            "lines.lua": "local p = ...\nreturn { 'a', p.marked[2] }",
            "number.lua": "return 42",
            "nothing.lua": "print('not on stdout')",
            "helper.lua": "return require('shared').twice((...).query)",
            "shared.lua": "return { twice = function(s) return s .. s end }",
        ])
        let files = PickLuaFiles()
        #expect(files.run(Self.call(folder + "/show.lua", marked: ["x"])) == .success("main|0|ma|1"))
        #expect(files.run(Self.call(folder + "/show.lua", line: nil, index: nil)) == .success("nil|nil|ma|0"),
                "no line under the cursor: line and index are nil")
        #expect(files.run(Self.call(folder + "/lines.lua", marked: ["x", "y"])) == .success("a\ny"), "a list of lines")
        #expect(files.run(Self.call(folder + "/number.lua")) == .success("42"))
        #expect(files.run(Self.call(folder + "/nothing.lua")) == .success(""), "nil is no text")
        #expect(files.run(Self.call(folder + "/helper.lua")) == .success("mama"), "require finds the file's neighbours")
    }

    @Test func mistakesNameTheFileAndLine() throws {
        let folder = try Self.folder([
            "bad.lua": "local p = ...\nreturn p.nothing.here",
            "table.lua": "return { x = 1 }",
            "flag.lua": "return true",
            "escape.lua": "return io.open('/etc/passwd'):read('a')",
            "forever.lua": "while true do end",
        ])
        let files = PickLuaFiles()
        let bad = try #require(files.run(Self.call(folder + "/bad.lua")).failure)
        #expect(bad.message.contains("bad.lua:2:") && bad.message.contains("nothing"), "\(bad.message)")
        #expect(files.run(Self.call(folder + "/table.lua")).failure?.message
                == "lua:\(folder)/table.lua returned a table that is no list of strings (expected text, or a list of lines)")
        #expect(files.run(Self.call(folder + "/flag.lua")).failure?.message
                == "lua:\(folder)/flag.lua returned true (expected text, or a list of lines)")
        #expect(files.run(Self.call(folder + "/escape.lua")).failure?.message.contains("io") == true, "the sandbox: no io")
        #expect(files.run(Self.call(folder + "/missing.lua")).failure?.message.contains("missing.lua") == true)
        #expect(files.run(Self.call(folder + "/forever.lua")).failure?.message.contains("time") == true,
                "the time limit ends a file that never returns")
    }

    @Test func aLuaTransformSetsTheQueryAndALuaPreviewFillsThePane() throws {
        let folder = try Self.folder([
            "upper.lua": "return (...).query:upper() .. 'IN'",
            "pane.lua": "local p = ...\nreturn { 'LINE ' .. tostring(p.line), 'QUERY ' .. p.query }",
        ])
        let query = try PickTests.picker(["--bind", "ctrl-t:transform-query(lua:\(folder)/upper.lua)+print-query",
                                          "--query", "ma"], until: " 1/5")
        query.type("\u{14}")
        #expect(query.wait() == 0)
        #expect(PickTests.printed(query) == "MAIN\r\n", "the file's text, then print-query")

        let pane = try PickTests.picker(["--preview", "lua:\(folder)/pane.lua", "--query", "lout"], until: "QUERY lout")
        #expect(pane.text.contains("LINE feature/logout"))
        pane.type("\u{1B}")
        #expect(pane.wait() == 130)
    }

    @Test func reloadTakesTheLinesTheFileReturns() throws {
        let folder = try Self.folder([
            "list.lua": "local p = ...\nlocal out = {}\nfor i = 1, 3 do out[i] = p.query .. i end\nreturn out",
            "bad.lua": "error('no list')",
        ])
        let terminal = try PickTests.picker(["--bind", "ctrl-r:reload(lua:\(folder)/list.lua),ctrl-b:reload-sync(lua:\(folder)/bad.lua)",
                                             "--query", "ab"], until: " 0/5")
        terminal.type("\u{12}", until: " 3/3")
        terminal.type("\u{02}", until: "bad.lua:1: no list")
        terminal.type("x", until: " 0/0")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func transformDoesTheActionsTheFileReturnsAndAMistakeShowsInPlaceOfTheCount() throws {
        let folder = try Self.folder([
            "act.lua": "local p = ...\nif p.query == '' then return 'change-query(rel)+print-query' end\nreturn 'clear-query'",
            "typo.lua": "return 'chnage-query(x)'",
            "bad.lua": "error('no such branch')",
        ])
        let actions = try PickTests.picker(["--bind", "ctrl-t:transform(lua:\(folder)/act.lua)"])
        actions.type("\u{14}")
        #expect(actions.wait() == 0)
        #expect(PickTests.printed(actions) == "rel\r\n", "the file's actions, in --bind's words")

        let typo = try PickTests.picker(["--bind", "ctrl-t:transform(lua:\(folder)/typo.lua),ctrl-b:transform-prompt(lua:\(folder)/bad.lua)"])
        typo.type("\u{14}", until: "[transform: unknown action 'chnage-query(x)'")
        typo.type("\u{02}", until: "bad.lua:1: no such branch")
        typo.type("f", until: " 3/5")   // the count is back in the message's place: the next key cleared it
        typo.type("\u{1B}")
        #expect(typo.wait() == 130)
    }
}

extension Result {
    /// The error, if this is one.
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
