import Foundation
import MenuRender

/// A client of `luamenu serve`, as another program would be: it starts the built binary,
/// writes requests one line at a time and reads each answer line as it comes.
final class ServeClient {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private var buffer = Data()
    private var nextID = 0
    /// What the session wrote to stderr, read once it ended (see ``finish()``).
    private(set) var stderr = ""

    /// Starts `luamenu serve arguments…` (``Luamenu/unhurried(_:)``) in the package root.
    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: Luamenu.binary)
        process.arguments = Luamenu.unhurried(["serve"] + arguments)
        process.currentDirectoryURL = URL(fileURLWithPath: Luamenu.root)
        process.environment = Luamenu.environment()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let process = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) {   // a hang fails the test, not the run
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes one line (a request, or anything else).
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Sends `method` with `params` and a fresh id, and returns the answer (checking its id).
    func call(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
        nextID += 1
        var request: [(String, JSONValue)] = [("jsonrpc", .string("2.0")), ("id", .int(nextID)), ("method", .string(method))]
        if let params { request.append(("params", params)) }
        try send(JSONValue.object(request).text)
        let answer = try require(try readAnswer())
        try require(answer["id"] == .int(nextID), "the answer is to this request: \(answer.text.prefix(300))")
        return answer
    }

    /// The notifications the session sent so far (their method and params), in order.
    private(set) var notifications: [(method: String, params: JSONValue)] = []

    /// The `log` notifications the session sent so far (their params), in order.
    var logs: [JSONValue] { notifications.filter { $0.method == "log" }.map(\.params) }

    /// The next answer on stdout, parsed, the notifications before it kept in
    /// ``notifications``; nil at the end of stdout.
    func readAnswer() throws -> JSONValue? {
        while let message = try readMessage() {
            if message["id"] != nil || message["method"] == nil { return message }
        }
        return nil
    }

    /// The params of the first notification `method` whose params satisfy `condition`, among
    /// those read so far, else read until one comes (the session must owe no answer meanwhile).
    func waitForNotification(_ method: String, where condition: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        while true {
            if let found = notifications.first(where: { $0.method == method && condition($0.params) }) { return found.params }
            guard let message = try readMessage() else {
                throw ServeClientError(message: "no notification '\(method)' as expected before the end of the session")
            }
            try require(message["method"] != nil && message["id"] == nil,
                        "no notification '\(method)' as expected before an answer: \(message.text.prefix(300))")
        }
    }

    /// The next line on stdout, parsed (a notification is kept in ``notifications`` too); nil
    /// at the end of stdout.
    private func readMessage() throws -> JSONValue? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                let message = try JSONValue.parse(String(decoding: line, as: UTF8.self))
                if case .string(let method)? = message["method"], message["id"] == nil {
                    notifications.append((method, message["params"] ?? .null))
                }
                return message
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }

    /// Closes stdin (the end of the session), waits for the process and returns its status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        buffer += rest
        stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whatever the session wrote to stdout after the last answer read (nothing, normally).
    var unread: String { String(decoding: buffer, as: UTF8.self) }
}

/// A failed expectation of the client, thrown.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw ServeClientError(message: message()) }
}

private func require<T>(_ value: T?) throws -> T {
    guard let value else { throw ServeClientError(message: "no answer: the session ended") }
    return value
}

struct ServeClientError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
