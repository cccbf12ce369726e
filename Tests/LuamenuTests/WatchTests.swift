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

        /// Reads until `text` shows up in stdout or stderr (5 s at most).
        func wait(for text: String) {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !stdout.contains(text), !stderr.contains(text) {
                for (pipe, isOut) in [(out, true), (err, false)] {
                    var descriptor = pollfd(fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, 50) > 0 else { continue }
                    let data = pipe.fileHandleForReading.availableData
                    if isOut { stdout += String(decoding: data, as: UTF8.self) } else { stderr += String(decoding: data, as: UTF8.self) }
                }
            }
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

        Thread.sleep(forTimeInterval: 0.05)
        try "return { title = 'second' }".write(toFile: folder + "/labels.lua", atomically: false, encoding: .utf8)
        watching.wait(for: "second")
        #expect(watching.stdout.contains("second"), "a required file's change redraws")
        #expect(watching.stdout.components(separatedBy: "▸ S (1)").count == 3, "the folded section stays folded")

        let original = try String(contentsOfFile: script, encoding: .utf8)
        try (original + "\nthis is not lua").write(toFile: script, atomically: false, encoding: .utf8)
        watching.wait(for: "the last good menu stays")
        #expect(watching.stderr.contains("\(script):6: <eof> expected near 'this'"), "the error names the line")

        try original.replacingOccurrences(of: "\"T\"", with: "\"Third\"").write(toFile: script, atomically: false, encoding: .utf8)
        watching.wait(for: "Third")
        #expect(watching.stdout.contains("▾ Third"))
    }
}
