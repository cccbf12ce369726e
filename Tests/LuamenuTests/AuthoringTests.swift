import Foundation
import Testing

/// `luamenu check` and `luamenu test`: mistakes found before users see them.
@Suite struct AuthoringTests {
    @Test func checkGoesOnPastABlockDescribedWronglyAndReportsEveryMistakeInOneRun() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "T" }
            m:section{ id = "a", title = "A", columns = "2", items = {} }
            m:section{ id = "b", title = "B", items = { { titel = "x" } } }
            m:index{ id = "c", letters = "가-하", items = { "가" } }
            m:section{ id = "d", title = "D", items = { { title = "down", hotkey = "j" } } }
            m:filter{ id = "f", options = { "all" }, target = "D", match = function() return true end }
            return m
            """)
        let result = try Luamenu("check", script)
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(script):2: bad argument #1 to 'section' (field 'columns': integer expected, got string)
            \(script):3: bad argument #1 to 'section' (items[1].title: string or function expected, got nil (is 'titel' a misspelt 'title'?))
            \(script):4: bad argument #1 to 'index' (field 'letters': letters '가-하' would be 10585 letters, more than 256; a range of syllables holds every syllable between: for the initials write "ㄱ-ㅎ")
            \(script):6: filter 'f' targets 'D', which is no block of the menu (did you mean 'd'? a target is a block's id, and 'D' is its title)
            \(script):5: item 'down' of section 'd' has the hotkey 'j', which moves down in the interactive view; it never reaches it (choose another key)
            1 script checked, 5 problems

            """)
        let run = try Luamenu("run", script)
        #expect(run.status == 1 && run.stderr.hasPrefix("luamenu: \(script):2: bad argument #1 to 'section'"),
                "run stops at the first: \(run.stderr)")
    }

    @Test func checkReportsEveryProblemWithFileAndLine() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "x", titel = 1 }
            m:section{ id = "s", title = "S", colums = 2, items = { "a", { title = "b", detial = "x", kind = "data" }, "a" } }
            m:filter{ id = "f", options = { "x" }, target = "ss", match = function() return true end }
            m:selection{ id = "r", all = "전체", categories = { { title = "서울", items = { "종로" } } } }
            m:section{ id = "s", title = "", items = {} }
            return m
            """)
        let result = try Luamenu("check", script)
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(script):1: unknown field 'titel' in menu.new (did you mean 'title'?)
            \(script):2: unknown field 'colums' in section 's' (did you mean 'columns'?)
            \(script):2: unknown field 'detial' in item 'b' (items[2]) (did you mean 'detail'?)
            \(script):2: section 's': two items have the id 'a'; taps reach only the first
            \(script):3: filter 'f' targets 'ss', which is no block of the menu (did you mean 's'?)
            \(script):4: category '서울' of selection 'r' has no '전체' child, which 'all' names
            \(script):5: section 's': another block has the id 's'; taps reach only the first
            \(script):5: section 's' has an empty title
            1 script checked, 8 problems

            """)
        let run = try Luamenu("run", script)
        #expect(run.status == 0 && run.stderr.hasPrefix("luamenu: warning: \(script):1: unknown field 'titel'"),
                "run warns about the same")
    }

    @Test func checkDrawsTheMenuAndEverySubmenuSoFailingLabelsAreReported() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", items = {
              { id = "a", title = function() error("label broke") end },
              { id = "more", title = "More", submenu = {
                { id = "deep", detail = function(item) return item.missing.field end, title = "Deep" } } },
            } }
            return m
            """)
        let result = try Luamenu("check", script)
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(script):3: label broke (in the title of item 'a')
            \(script):5: attempt to index a nil value (field 'missing') (in the detail of item 'deep')
            1 script checked, 2 problems

            """)
    }

    @Test func checkReportsAFieldOfTheWrongTypeThatLuaWouldConvert() throws {
        let script = try Luamenu.script("local m = menu.new{}\nm:section{ title = 's', columns = '2', items = {} }\nreturn m")
        let result = try Luamenu("check", script)
        #expect(result.stdout.hasPrefix("\(script):2: bad argument #1 to 'section' (field 'columns': integer expected, got string)"))
    }

    @Test func itemDataIsNoTypoButNearMissesStillAre() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", items = {
              { title = "a", icons = { "🍎" }, values = { 1, 2 }, ids = {}, data = { kind = "fruit" }, kind = "x" },
              { title = "b", titel = "B", detial = "d", disable = true, chose = true } } }
            return m
            """)
        let result = try Luamenu("check", script)
        #expect(result.stdout == """
            \(script):2: unknown field 'chose' in item 'b' (items[2]) (did you mean 'choose'?)
            \(script):2: unknown field 'detial' in item 'b' (items[2]) (did you mean 'detail'?)
            \(script):2: unknown field 'disable' in item 'b' (items[2]) (did you mean 'disabled'?)
            \(script):2: unknown field 'titel' in item 'b' (items[2]) (did you mean 'title'?)
            1 script checked, 4 problems

            """)
    }

    @Test func checkWarnsOnlyAboutIdsAPlainPathWouldMisread() throws {
        let script = try Luamenu.script(#"""
            local m = menu.new{ title = "x" }
            m:section{ id = "branches", title = "B", items = { "feature/login", [[C:\tmp]], [[a\\b]], [[end\]] } }
            return m
            """#)
        let result = try Luamenu("check", script)
        #expect(result.stdout == #"""
            \#(script):2: section 'branches': item 'a\\b': a tap path reads the id as something else; write it 'a\\\\b' in --tap and m:tap
            \#(script):2: section 'branches': item 'end\': a tap path reads the id as something else; write it 'end\\' in --tap and m:tap
            1 script checked, 2 problems

            """#)
    }

    @Test func checkWarnsAboutATapWhoseChangeALabelShowsButTheNextRunForgets() throws {
        let forgetting = try Luamenu.script("""
            local filled = {}
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", items = { { id = "kakao", title = "카카오",
              detail = function() return filled.kakao and "done" or "30실 받기" end,
              on_tap = function() filled.kakao = true end } } }
            return m
            """)
        let result = try Luamenu("check", forgetting)
        #expect(result.stdout == """
            \(forgetting):3: the on_tap of item 'kakao' changes 'filled', which the detail of item 'kakao' shows: \
            the next run forgets the change (a restored state replays chips and selections, not taps); keep it in menu.store
            1 script checked, 1 problem

            """)
        let keeping = try Luamenu.script("""
            local store = menu.store{ filled = {} }
            local util = { done = function(v) return v and "done" or "30실 받기" end }
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", items = { { id = "kakao", title = "카카오",
              detail = function() return util.done(store.filled.kakao) end,
              on_tap = function() store.filled.kakao = true; print(util.done(true)) end } } }
            return m
            """)
        #expect(try Luamenu("check", keeping).stdout == "1 script checked, no problems\n")
    }

    @Test func checkPassesTheExamplesAndFailsABrokenScript() throws {
        let clean = try Luamenu(arguments: ["check"] + ExampleTests.examples.map { "examples/\($0).lua" })
        #expect(clean.status == 0 && clean.stdout == "\(ExampleTests.examples.count) scripts checked, no problems\n")
        let broken = try Luamenu.script("local m = menu.new{}\nm:section{ title = 1 + nil }")
        let result = try Luamenu("check", broken)
        #expect(result.status == 1 && result.stdout.hasPrefix("\(broken):2: attempt to perform arithmetic on a nil value"))
    }

    @Test func theExamplesMatchTheirSnapshots() throws {
        let result = try Luamenu("test", "examples")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(" passed, 0 failed, "))
    }

    @Test func aChangedMenuFailsWithADiffAndUpdateRewritesTheSnapshot() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "T" }
            m:section{ id = "s", title = "S", items = { "one", "two" } }
            return m
            """)
        let folder = (script as NSString).deletingLastPathComponent
        try """
            return { script = "menu.lua", width = 20, { name = "start" }, { name = "folded", taps = { "s" } } }
            """.write(toFile: folder + "/menu.spec.lua", atomically: true, encoding: .utf8)
        let missing = try Luamenu("test", folder)
        #expect(missing.status == 1 && missing.stdout.contains("\n0 passed, 2 failed, 0 warnings ("))
        #expect(missing.stdout.contains("start: no snapshot yet (run with --update)"))

        let update = try Luamenu("test", folder, "--update")
        #expect(update.status == 0 && update.stdout.hasPrefix("2 snapshots written, 0 warnings ("))
        #expect(try String(contentsOfFile: folder + "/menu.spec.snap", encoding: .utf8)
            == "### start\nT\n=\n\n▾ S\n  one\n  two\n\n### folded\nT\n=\n\n▸ S (2)\n")
        #expect(try Luamenu("test", folder).stdout.hasPrefix("2 passed, 0 failed, 0 warnings ("))

        try """
            local m = menu.new{ title = "T" }
            m:section{ id = "s", title = "S", items = { "one", "three" } }
            return m
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let changed = try Luamenu("test", folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.replacing(/\(\d+\.\d\d s\)/, with: "(TIME)") == """
            FAIL \(folder)/menu.spec.lua:1: start (- snapshot, + now)
                  …
                  ▾ S
                    one
                -   two
                +   three
                  \("")
            1 passed, 1 failed, 0 warnings (TIME)

            """)
    }
}

/// `luamenu check` calls every label function once and reports a value a draw can't show, at
/// the line where the function is written; `--format json` and `quickfix` for editors and CI.
@Suite struct CheckLabelTests {
    static let source = """
        local m = menu.new{ title = "x" }
        m:section{ id = "s", title = "S", items = {
          { id = "sound", title = "Sound", checked = function() end },
          { id = "x", title = "X", detail = function() return { "no" } end },
          { id = "y", title = function() return "Y", "loud" end, checked = function() return 1 end },
        } }
        m:section{ id = "f", title = "F", open = false, items = {
          { id = "z", title = "Z", subtitle = function() return true end, submenu = {
            { id = "deep", title = "D", checked = function(item) return item.missing end } } },
        } }
        return m
        """

    @Test func everyLabelFunctionIsCalledAndAWrongValueReportedWithItsLine() throws {
        let script = try Luamenu.script(Self.source)
        let result = try Luamenu("check", script)
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(script):3: the checked function of item 'sound' returned nil: the row is drawn without its checkbox; return false for unchecked
            \(script):4: the detail function of item 'x' returned a table, expected a string
            \(script):5: the title function of item 'y' returned unknown style 'loud'
            \(script):5: the checked function of item 'y' returned a number, expected true, false or "mixed"
            \(script):8: the subtitle function of item 'z' returned a boolean, expected a string
            \(script):9: the checked function of item 'deep' returned nil: the row is drawn without its checkbox; return false for unchecked
            1 script checked, 6 problems

            """)
    }

    @Test func labelFunctionsThatReturnWhatTheyShouldAreNoProblem() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", open = false, items = {
              { id = "a", title = function() return "A", "accent" end, detail = function() return nil end,
                subtitle = function() return 3 end, checked = function() return "mixed" end },
              { id = "b", title = "B", checked = function() return false end },
            } }
            return m
            """)
        #expect(try Luamenu("check", script).stdout == "1 script checked, no problems\n")
    }

    @Test func theCallsAreUnderTheTimeLimit() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "x" }
            m:section{ id = "s", title = "S", open = false, items = {
              { id = "a", title = "A", checked = function() while true do end end } } }
            return m
            """)
        let result = try Luamenu("check", script, "--timeout", "1")
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(script):3: time limit exceeded: more than 1 s while calling the label functions (see --timeout)
            1 script checked, 1 problem

            """)
    }

    @Test func jsonListsTheProblemsAsObjectsAndFailsWhenThereAreAny() throws {
        let script = try Luamenu.script("local m = menu.new{ title = 't' }\nm:section{ id = 's', title = 'S', colums = 2, items = { 'a' } }\nreturn m\n")
        let result = try Luamenu("check", script, "--format", "json")
        #expect(result.status == 1)
        let problems = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["file"] as? String == script)
        #expect(problems.first?["line"] as? Int == 2)
        #expect(problems.first?["column"] as? Int == 1)
        #expect(problems.first?["severity"] as? String == "error")
        #expect(problems.first?["message"] as? String == "unknown field 'colums' in section 's' (did you mean 'columns'?)")

        let clean = try Luamenu.script("local m = menu.new{ title = 't' }\nreturn m\n")
        let none = try Luamenu("check", clean, "--format", "json")
        #expect(none.status == 0 && none.stdout == "[]\n")
    }

    @Test func quickfixPrintsFileLineColumnSeverityAndMessage() throws {
        let script = try Luamenu.script(Self.source)
        let result = try Luamenu("check", script, "--format", "quickfix")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "no summary: \(lines)")
        #expect(lines.first == "\(script):3:1: error: the checked function of item 'sound' returned nil: "
                + "the row is drawn without its checkbox; return false for unchecked")
    }
}
