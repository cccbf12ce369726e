import Foundation
import Testing
@testable import luamenu

/// `run -i --record SPEC` and `preview --record SPEC`: the taps and searches of a session
/// written as a snapshot spec, which `luamenu test` passes unchanged.
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

    /// `preview --record SPEC`: driven over HTTP as the page drives it (a tap, a search typed
    /// key by key, a tap that fails, a search cleared), then stopped; the spec it writes passes.
    @Test func aPreviewSessionRecordsASpecThatPassesAndUpdates() throws {
        let script = try Luamenu.script("""
            local picked = false
            local m = menu.new{ title = "T" }
            m:section{ id = "fruit", title = "Fruit", items = { "apple", "banana" } }
            m:section{ id = "veg", title = "Veg", items = { "carrot", { id = "leek", title = "leek",
              checked = function() return picked end, on_tap = function() picked = not picked end } } }
            return m
            """)
        let folder = (script as NSString).deletingLastPathComponent
        let spec = folder + "/tests/menu.spec.lua"
        let missing = try Luamenu("preview", script, "--record", spec)
        #expect(missing.status == 2 && missing.stderr.contains("its folder '\(folder)/tests' is no folder this user can write in"),
                "said before the session, not after: \(missing.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
        let preview = try PreviewClient([script, "--record", spec, "--port", "0"])
        let page = try preview.events()
        #expect(try page.wait(for: "recording") == .object([("spec", .string(spec))]), "the page is told it records")
        _ = try preview.call("tap", .object([("path", .string("Fruit"))]))          // by title: recorded by id
        for typed in ["l", "le", "lee", "leek"] { _ = try preview.call("query", .object([("text", .string(typed))])) }
        let failed = try preview.call("tap", .object([("path", .string("veg/turnip"))]))
        #expect(failed.answer["error"] != nil, "a tap that fails is no step")
        _ = try preview.call("tap", .object([("path", .string("veg/leek"))]))
        _ = try preview.call("query", .object([("text", .null)]))
        let stopped = preview.stop()
        #expect(stopped.status == 0, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("luamenu preview: recorded 5 cases to \(spec) and its snapshots"), "\(stopped.stderr)")

        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text == """
            -- Recorded by `luamenu preview --record`: a case per step. `luamenu test` checks it.
            return {
              script = "../menu.lua",
              { name = "start" },
              { name = "1. tap fruit", taps = { "fruit" } },
              { name = "2. search 'leek'", taps = { "fruit" }, query = "leek" },
              { name = "3. tap veg/leek", taps = { "fruit", "veg/leek" }, query = "leek" },
              { name = "4. clear the search", taps = { "fruit", "veg/leek" } },
            }

            """)
        let test = try Luamenu("test", spec)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.hasPrefix("5 passed, 0 failed, 0 warnings ("), "\(test.stdout)")

        try String(contentsOfFile: script, encoding: .utf8).replacingOccurrences(of: "\"carrot\",", with: "\"carrot\", \"kale\",")
            .write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try Luamenu("test", spec).status == 1, "the menu changed: its snapshots differ")
        #expect(try Luamenu("test", spec, "--update").status == 0)
        #expect(try Luamenu("test", spec).status == 0, "--update refreshed the snapshots")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == text, "and left the recorded steps as they were")
    }

    @Test func recordNeedsTheInteractiveViewAndNoStateFile() throws {
        let alone = try Luamenu("run", "examples/tigers.lua", "--record", "/tmp/x.spec.lua")
        #expect(alone.status == 2 && alone.stderr.hasPrefix("luamenu: --record records what -i does: add -i"))
        let named = try Luamenu("run", "examples/tigers.lua", "-i", "--record", "/tmp/x.lua")
        #expect(named.status == 2 && named.stderr.hasPrefix("luamenu: --record writes a snapshot spec, whose name ends in .spec.lua"))
        let state = try Luamenu("run", "examples/tigers.lua", "-i", "--state", "/tmp/s.json", "--record", "/tmp/x.spec.lua")
        #expect(state.status == 2 && state.stderr.hasPrefix("luamenu: --record starts where the script starts"))
        let preview = try Luamenu("preview", "examples/tigers.lua", "--state", "/tmp/s.json", "--record", "/tmp/x.spec.lua")
        #expect(preview.status == 2 && preview.stderr.hasPrefix("luamenu: --record starts where the script starts"))
        let previewNamed = try Luamenu("preview", "examples/tigers.lua", "--record", "/tmp/x.lua")
        #expect(previewNamed.status == 2 && previewNamed.stderr.hasPrefix("luamenu: --record writes a snapshot spec"))
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
