import Foundation
import TerminalTestSupport
import Testing

/// Runs the built `luamenu` as a user would, and what it printed.
struct Luamenu {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The package's root folder, where `examples/` is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// How long a test waits for what luamenu does at once (start, answer a key, draw again,
    /// end), in seconds: ``TerminalTestSupport/patience``, for the waits that count in seconds.
    static let patience = TerminalTestSupport.patience / .seconds(1)

    /// The `luamenu` built beside this test bundle. Finding it also makes a write to a pipe
    /// whose reader is gone (a luamenu that ended early) an error instead of SIGPIPE, which
    /// would end the whole test run without a word.
    static let binary: String = {
        signal(SIGPIPE, SIG_IGN)
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return bundle.appendingPathComponent("luamenu").path
    }()

    /// Runs `luamenu arguments…` in the package root, without a terminal.
    init(_ arguments: String..., environment: [String: String] = [:]) throws {
        try self.init(arguments: arguments, environment: environment)
    }

    /// Runs `luamenu arguments…` (``unhurried(_:)``); one still running after `limit` seconds
    /// is killed (and its status is then the signal's, 128 + 9), so a hang fails the test
    /// instead of stalling it.
    init(arguments: [String], environment: [String: String] = [:], input: String? = nil,
         limit: Double = 300) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = Self.unhurried(arguments)
        process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
        process.environment = Self.environment(adding: environment)
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
        defer { killer.cancel() }
        if let input {
            Self.write(input, to: stdin.fileHandleForWriting.fileDescriptor)
            try stdin.fileHandleForWriting.close()
        }
        let outData = Self.readToEnd(out.fileHandleForReading.fileDescriptor)
        let errData = Self.readToEnd(err.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }

    /// Writes `text` to `descriptor`, again after a signal interrupts it; a luamenu that ended
    /// without reading all of it (a bad option) closed the pipe, and the rest is dropped.
    /// (FileHandle's `write` ends the test process on either.)
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Everything `descriptor` gives until its end, again after a signal interrupts a read
    /// (where FileHandle's `readDataToEndOfFile` ends the test process).
    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// `arguments` with a time limit of 300 s (`--timeout=300`) when they run scripts and set
    /// none: for every run of a test that is not about the time limit.
    ///
    /// The default 5 s is wall-clock time, which a script's work can take under AddressSanitizer
    /// on a busy machine; no test script comes near 300 s, and one that hangs still fails its test.
    static func unhurried(_ arguments: [String]) -> [String] {
        let options = arguments.prefix { $0 != "--" }
        guard let command = arguments.first, ["run", "check", "test", "repl", "serve"].contains(command),
              !options.contains(where: { $0.hasPrefix("--timeout") }) else { return arguments }
        return [command, "--timeout=300"] + arguments.dropFirst()
    }

    /// The stdout parsed as the JSON view model.
    func json() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    /// The test process's environment for a luamenu it starts, with `environment` added: no
    /// plugins but those a test gives (the user's plugin folder, `$XDG_CONFIG_HOME/luamenu/plugins`,
    /// is an empty folder's, and LUAMENU_PLUGINS is unset), and no default options or command for
    /// pick (FZF_DEFAULT_OPTS, LUAMENU_DEFAULT_OPTS, FZF_DEFAULT_COMMAND), so a developer's own
    /// can't change what the tests see.
    static func environment(adding environment: [String: String] = [:]) -> [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["LUAMENU_PLUGINS"] = nil
        variables["FZF_DEFAULT_OPTS"] = nil
        variables["LUAMENU_DEFAULT_OPTS"] = nil
        variables["FZF_DEFAULT_COMMAND"] = nil
        variables["XDG_CONFIG_HOME"] = emptyFolder
        return variables.merging(environment) { $1 }
    }

    /// A folder with nothing in it, for ``environment(adding:)``.
    private static let emptyFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-config-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `source` to a fresh temporary script and returns its path.
    static func script(_ source: String, name: String = "menu.lua") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The block with `id` of a JSON view model.
    func block(_ id: String) -> [String: Any]? {
        (self["blocks"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }
}
