import Foundation
import Testing

/// Help, version, and the exit status of every kind of mistake.
@Suite struct CommandLineTests {
    @Test func helpAndVersion() throws {
        let help = try Luamenu("--help")
        #expect(help.status == 0 && help.stdout.contains("luamenu run SCRIPT"))
        let runHelp = try Luamenu("help", "run")
        #expect(runHelp.status == 0 && runHelp.stdout.contains("--height N") && runHelp.stdout.contains("EXIT STATUS"))
        #expect(try Luamenu("run", "--help").stdout == runHelp.stdout)
        let version = try Luamenu("--version")
        #expect(version.status == 0 && version.stdout.hasPrefix("luamenu 0."))
    }

    @Test(arguments: [
        (["run", "examples/regions.lua", "--bogus"], "unknown option: --bogus for 'run'"),
        (["run"], "'run' needs a SCRIPT"),
        (["repl", "a.lua", "b.lua"], "unexpected argument 'b.lua' (one SCRIPT only)"),
        (["test", "a", "b"], "'test' takes one DIR"),
        (["run", "examples/tigers.lua", "--format", "html"], "bad --format 'html'"),
        (["run", "examples/tigers.lua", "--width", "wide"], "bad --width 'wide'"),
        (["run", "examples/tigers.lua", "--width", "3"], "bad --width '3'"),
        (["run", "examples/tigers.lua", "--height=0"], "bad --height '0'"),
        (["run", "examples/tigers.lua", "--tap"], "option '--tap' needs a value"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["help", "frobnicate"], "no help for 'frobnicate'"),
        (["types", "--lua"], "unknown option: --lua for 'types'"),
        (["types", "menu.d.lua"], "unexpected argument 'menu.d.lua'"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) throws {
        let result = try Luamenu(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("luamenu: " + message), "\(result.stderr)")
        #expect(result.stderr.contains("See 'luamenu "))
        #expect(result.stdout.isEmpty)
    }

    @Test func noCommandPrintsTheUsageOnStderrAndExitsTwo() throws {
        let result = try Luamenu(arguments: [])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("USAGE\n  luamenu run SCRIPT") && result.stderr.hasSuffix("See 'luamenu --help'.\n"))
    }

    @Test func theScriptsArgumentsAreNoUsageError() throws {
        let result = try Luamenu("run", "examples/tigers.lua", "extra", "--width", "40", "--", "--more")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func typesPrintsTheFilesThePackageShips() throws {
        let annotations = try Luamenu("types"), luacheck = try Luamenu("types", "--luacheck")
        #expect(annotations.status == 0 && luacheck.status == 0)
        #expect(annotations.stdout == (try String(contentsOfFile: Luamenu.root + "/lua/menu.d.lua", encoding: .utf8)))
        #expect(luacheck.stdout == (try String(contentsOfFile: Luamenu.root + "/.luacheckrc", encoding: .utf8)))
    }

    @Test func scriptErrorsExitOneAndNameFileAndLine() throws {
        let missing = try Luamenu("run", "no/such/menu.lua")
        #expect(missing.status == 1 && missing.stderr == "luamenu: cannot open no/such/menu.lua: No such file or directory\n")

        let bad = try Luamenu.script("local m = menu.new{}\nm:section{ title = 's', items = {}, columns = 'two' }\nreturn m")
        let result = try Luamenu("run", bad)
        #expect(result.status == 1)
        #expect(result.stderr == "luamenu: \(bad):2: bad argument #1 to 'section' (field 'columns': integer expected, got string)\n")
    }

    @Test func badTapPathNamesTheSegmentAndTheChoices() throws {
        let result = try Luamenu("run", "examples/regions.lua", "--tap", "region/대구/없는구")
        #expect(result.status == 1)
        #expect(result.stderr == "luamenu: bad tap path 'region/대구/없는구': no item '없는구' in category '대구' of selection 'region' (expected one of: 전체, 중구, 수성, 달서, 북구)\n")
    }

    @Test func anIdWithASlashIsTappedEscapedAndErrorsListIdsEscaped() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "t" }
            m:section{ id = "b", title = "B", items = { { id = "a/b", title = "a/b",
              on_tap = function(item) print("tapped " .. item.id) end } } }
            return m
            """)
        let tapped = try Luamenu("run", script, "--tap", #"b/a\/b"#, "--width", "20")
        #expect(tapped.status == 0 && tapped.stdout.hasPrefix("tapped a/b\n"), "\(tapped.stderr)")
        let unescaped = try Luamenu("run", script, "--tap", "b/a/b")
        #expect(unescaped.stderr == #"luamenu: bad tap path 'b/a/b': no item 'a' in section 'b' (expected one of: a\/b)"# + "\n")
        let repl = try Luamenu(arguments: ["repl", script], input: ":tap b/a\\/b\n")
        #expect(repl.status == 0 && repl.stdout.contains("tapped a/b"), "the REPL's :tap too")
    }

    @Test func failingHandlerExitsOneWithItsLine() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" },
              on_tap = function() error("handler broke") end }
            return m
            """)
        let result = try Luamenu("run", script, "--tap", "s/a")
        #expect(result.status == 1)
        #expect(result.stderr == "luamenu: \(script):3: handler broke (during tap 's/a')\n")
    }
}
