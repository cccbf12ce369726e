import Foundation
import Testing

/// `run --watch`: draws again when the script or a file it requires changes, keeps the state,
/// and keeps the last good menu when an edit breaks the script.
@Suite struct WatchTests {
    @Test func editsRedrawKeepingTheStateAndABrokenEditKeepsTheLastGoodMenu() throws {
        let script = try Luamenu.script("""
            local labels = require("labels")
            local m = menu.new{ title = labels.title }
            m:section{ id = "s", title = "S", items = { "a" } }
            m:section{ id = "t", title = "T", items = { "b" } }
            return m
            """)
        let folder = (script as NSString).deletingLastPathComponent
        try "return { title = 'first' }".write(toFile: folder + "/labels.lua", atomically: false, encoding: .utf8)
        let watching = try LiveLuamenu(["run", script, "--watch", "--tap", "s", "--width", "30"])
        watching.wait(for: "first")
        #expect(watching.stdout.contains("▸ S (1)"))

        try watching.edit(folder + "/labels.lua", to: "return { title = 'second' }", until: "second")
        #expect(watching.stdout.contains("second"), "a required file's change redraws")
        #expect(watching.stdout.components(separatedBy: "second").last?.contains("▸ S (1)") == true
                && !watching.stdout.contains("▾ S"), "the folded section stays folded")

        let original = try String(contentsOfFile: script, encoding: .utf8)
        try watching.edit(script, to: original + "\nthis is not lua", until: "the last good menu stays")
        #expect(watching.stderr.contains("\(script):6: <eof> expected near 'this'"), "the error names the line")

        try watching.edit(script, to: original.replacingOccurrences(of: "\"T\"", with: "\"Third\""), until: "Third")
        #expect(watching.stdout.contains("▾ Third"))
    }

    @Test func anEditMadeWhileTheScriptLoadsIsNotMissed() throws {
        let script = try Luamenu.script("""
            print("loading")
            local started = os.clock()
            while os.clock() - started < 1 do end   -- a slow load: the edit lands inside it
            return menu.new{ title = "before" }
            """)
        let watching = try LiveLuamenu(["run", script, "--watch", "--width", "30"])
        watching.wait(for: "loading")
        let original = try String(contentsOfFile: script, encoding: .utf8)
        try watching.edit(script, to: original.replacingOccurrences(of: "\"before\"", with: "\"after\""), until: "after")
        #expect(watching.stdout.contains("before") && watching.stdout.contains("after"), "\(watching.stdout)")
    }
}
