import Foundation
import Testing

/// `luamenu run SCRIPT ARG...` with data on stdin: what a shell user pipes in reaches the
/// sandboxed script.
@Suite struct DataInCommandTests {
    @Test func argumentsAndStandardInputReachTheScript() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = select("#", ...) .. ":" .. table.concat(arg, ",") }
            m:section{ id = "s", title = "S", items = menu.input() }
            return m
            """)
        let run = try Luamenu(arguments: ["run", script, "--format", "json", "one", "--", "--two", "-3"],
                              input: "main\nfeature/login\r\n")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(json["title"] as? String == "3:one,--two,-3")
        let items = (json.block("s")?["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(items == ["main", "feature/login"])
    }

    @Test func theBranchPickerTakesBranchesFromStdinAndMarksTheCurrentOne() throws {
        let run = try Luamenu(arguments: ["run", "examples/branches.lua", "dev", "--width", "40", "--tap", #"branches/feature\/login"#],
                              input: "main\ndev\nfeature/login\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            Branches
            ========

            ▾ 3 branches
              main
              dev                            current
              feature/login

            """)
    }
}
