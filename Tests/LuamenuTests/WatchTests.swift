import Foundation
import Testing

/// `run --watch`: draws again when the script or a file it requires changes, keeps the state,
/// and keeps the last good menu when an edit breaks the script.
@Suite struct WatchTests {
    /// A running `luamenu run … --watch` and what it has written so far.
    final class Watching {
        let process = Process()
        let out = Pipe(), err = Pipe()
        private(set) var stdout = "", stderr = ""

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: Luamenu.binary)
            process.arguments = Luamenu.unhurried(arguments)
            process.standardOutput = out
            process.standardError = err
            try process.run()
        }

        /// Reads until `text` shows up in stdout or stderr (`seconds` at most).
        func wait(for text: String, seconds: Double = Luamenu.patience) {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, !stdout.contains(text), !stderr.contains(text) {
                for (pipe, isOut) in [(out, true), (err, false)] {
                    var descriptor = pollfd(fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, 50) > 0 else { continue }
                    let data = pipe.fileHandleForReading.availableData
                    if isOut { stdout += String(decoding: data, as: UTF8.self) } else { stderr += String(decoding: data, as: UTF8.self) }
                }
            }
        }

        /// Writes `text` to the file at `path`, once, and reads until `answer` shows up.
        func edit(_ path: String, to text: String, until answer: String) throws {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            wait(for: answer)
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

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
        let watching = try Watching(["run", script, "--watch", "--tap", "s", "--width", "30"])
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
        let watching = try Watching(["run", script, "--watch", "--width", "30"])
        watching.wait(for: "loading")
        let original = try String(contentsOfFile: script, encoding: .utf8)
        try watching.edit(script, to: original.replacingOccurrences(of: "\"before\"", with: "\"after\""), until: "after")
        #expect(watching.stdout.contains("before") && watching.stdout.contains("after"), "\(watching.stdout)")
    }
}
