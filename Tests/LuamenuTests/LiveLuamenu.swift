import Foundation
import Testing

/// A `luamenu` that keeps running (`run --watch`, `repl` from a pipe, `serve`) and what it has
/// written so far: a test writes lines to its stdin and waits for text on stdout or stderr.
final class LiveLuamenu {
    let process = Process()
    private let input = Pipe(), out = Pipe(), err = Pipe()
    private(set) var stdout = "", stderr = ""

    /// Starts `luamenu arguments…` (``Luamenu/unhurried(_:)``) in the package root.
    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: Luamenu.binary)
        process.arguments = Luamenu.unhurried(arguments)
        process.currentDirectoryURL = URL(fileURLWithPath: Luamenu.root)
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// Writes `line` and a line end to its stdin.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Reads until `text` shows up in stdout or stderr after what was there when it started
    /// (`seconds` at most: a text that never comes fails the test).
    func wait(for text: String, seconds: Double = Luamenu.patience, sourceLocation: SourceLocation = #_sourceLocation) {
        let (outStart, errStart) = (stdout.endIndex, stderr.endIndex)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, !stdout[outStart...].contains(text), !stderr[errStart...].contains(text) {
            for (pipe, isOut) in [(out, true), (err, false)] {
                var descriptor = pollfd(fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let data = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
                if isOut { stdout += data } else { stderr += data }
            }
        }
        if !stdout[outStart...].contains(text) && !stderr[errStart...].contains(text) {
            Issue.record("'\(text)' never came within \(seconds) s; stdout: \(stdout.suffix(400)), stderr: \(stderr.suffix(400))",
                         sourceLocation: sourceLocation)
        }
    }

    /// Writes `text` to the file at `path`, once, and reads until `answer` shows up.
    func edit(_ path: String, to text: String, until answer: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        wait(for: answer, sourceLocation: sourceLocation)
    }
}
