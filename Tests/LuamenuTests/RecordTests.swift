import Foundation
import Testing
@testable import luamenu

/// `run -i --record SPEC`: the taps and searches of a session written as a snapshot spec,
/// which `luamenu test` passes unchanged.
@Suite struct RecordTests {
    @Test func aRecordedSessionReplaysAsAPassingSpec() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "T" }
            m:section{ id = "fruit", title = "Fruit", items = { "apple", "banana" } }
            m:section{ id = "veg", title = "Veg", items = { "carrot", "leek" } }
            return m
            """)
        let folder = (script as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
        let spec = folder + "/tests/menu.spec.lua"
        let terminal = try PseudoTerminal(["run", script, "-i", "--record", spec], rows: 30)
        terminal.read(until: "q quit")
        terminal.type("\r", until: "(2)")                     // the first section folded: its count shows
        terminal.type("/leek", until: "/leek")
        terminal.press("\r")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")

        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("script = \"../menu.lua\""), "\(text)")
        #expect(text.contains("{ name = \"start\" },"), "\(text)")
        #expect(text.contains("{ name = \"1. tap fruit\", taps = { \"fruit\" } },"), "\(text)")
        #expect(text.contains("{ name = \"2. search 'leek'\", taps = { \"fruit\" }, query = \"leek\" },"),
                "the keys typed into one search are one step: \(text)")
        let snapshots = try String(contentsOfFile: folder + "/tests/menu.spec.snap", encoding: .utf8)
        #expect(snapshots.contains("### 2. search 'leek'") && snapshots.contains("leek"))

        let test = try Luamenu("test", folder)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.hasPrefix("3 passed, 0 failed, 0 warnings ("), "\(test.stdout)")
    }

    @Test func recordNeedsTheInteractiveViewAndNoStateFile() throws {
        let alone = try Luamenu("run", "examples/tigers.lua", "--record", "/tmp/x.spec.lua")
        #expect(alone.status == 2 && alone.stderr.hasPrefix("luamenu: --record records what -i does: add -i"))
        let named = try Luamenu("run", "examples/tigers.lua", "-i", "--record", "/tmp/x.lua")
        #expect(named.status == 2 && named.stderr.hasPrefix("luamenu: --record writes a snapshot spec, whose name ends in .spec.lua"))
        let state = try Luamenu("run", "examples/tigers.lua", "-i", "--state", "/tmp/s.json", "--record", "/tmp/x.spec.lua")
        #expect(state.status == 2 && state.stderr.hasPrefix("luamenu: --record starts where the script starts"))
    }

    @Test func aSearchIsOneStepUntilATapAndClearingItIsAnother() {
        let recorder = SpecRecorder(taps: ["s"], query: nil)
        recorder.searched("a")
        recorder.searched("ab")
        recorder.tapped("s/ab")
        recorder.searched("")
        recorder.searched(nil)
        #expect(recorder.cases == [
            SpecRecorder.Case(name: "start", taps: ["s"], query: nil),
            SpecRecorder.Case(name: "1. search 'ab'", taps: ["s"], query: "ab"),
            SpecRecorder.Case(name: "2. tap s/ab", taps: ["s", "s/ab"], query: "ab"),
            SpecRecorder.Case(name: "3. clear the search", taps: ["s", "s/ab"], query: nil),
        ])
    }

    @Test func theSpecQuotesWhatLuaWouldMisread() {
        #expect(SpecWriter.quoted(#"feature\/login "x"\#n"#) == #""feature\\/login \"x\"\n""#)
        #expect(SpecWriter.quoted("a\u{1}2") == #""a\0012""#)
        #expect(SpecWriter.relative("/a/b/menu.lua", from: "/a/b/tests") == "../menu.lua")
        #expect(SpecWriter.relative("/a/b/menu.lua", from: "/a/b") == "menu.lua")
    }
}
