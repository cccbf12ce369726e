import Foundation
import MenuRender

/// `luamenu preview` run as a user runs it, and spoken to over raw HTTP as a browser — or a
/// hostile page — would: any method, path, headers and body, byte for byte, so the tests can
/// send what no well-behaved client sends (a foreign Host, no token, a huge body).
final class PreviewClient {
    let process = Process()
    private let output = Pipe(), errors = Pipe()
    /// The address printed, with its token: `http://127.0.0.1:PORT/#token=…`.
    let url: String
    let port: UInt16
    let token: String

    /// The folder that is its HOME, and holds its XDG_STATE_HOME (`state`), where it keeps its
    /// tokens and last ports.
    let home: String

    /// Starts `luamenu preview arguments…` in the package root and waits (up to a minute) for
    /// the address it prints. Its HOME and XDG_STATE_HOME are in `home` (default: a fresh
    /// folder), never the real home; a preview started again with the same `home` finds the
    /// token and the port it kept there. `environment` is set last.
    init(_ arguments: [String], home: String? = nil, environment: [String: String] = [:]) throws {
        self.home = home ?? FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-home-\(UUID().uuidString)").path
        process.executableURL = URL(fileURLWithPath: Luamenu.binary)
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Luamenu.root)
        process.environment = Luamenu.environment()
            .merging(["HOME": self.home, "XDG_STATE_HOME": self.home + "/state"]) { $1 }
            .merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let process = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 300) {   // a hang fails the test, not the run
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "http://127.0.0.1:"), let hash = text.range(of: "/#token=") else {
            process.terminate()
            let errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw PreviewClientError(message: "no address printed: \(text) \(errors)")
        }
        url = String(text[range.lowerBound...].prefix { $0 != "\n" })
        port = UInt16(text[range.upperBound..<hash.lowerBound]) ?? 0
        token = String(text[hash.upperBound...].prefix { $0 != "\n" })
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// `127.0.0.1:PORT`, the Host a browser sends.
    var host: String { "127.0.0.1:\(port)" }
    /// `http://127.0.0.1:PORT`, the Origin the page's requests carry.
    var origin: String { "http://" + host }

    /// The headers the page's own `POST /rpc` sends.
    var pageHeaders: [(String, String)] {
        [("Host", host), ("Origin", origin), ("X-Luamenu-Token", token), ("Content-Type", "application/json")]
    }

    /// A JSON-RPC request as the page sends it; the parsed answer and the response.
    func call(_ method: String, _ params: JSONValue? = nil) throws -> (answer: JSONValue, response: HTTPResponse) {
        var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0")), ("id", .int(1)), ("method", .string(method))]
        if let params { members.append(("params", params)) }
        let response = try request("POST", "/rpc", headers: pageHeaders, body: Array(JSONValue.object(members).text.utf8))
        return (try JSONValue.parse(response.text), response)
    }

    /// Sends one request (HTTP/1.1, the connection closed after it) and reads the response.
    func request(_ method: String, _ path: String, headers: [(String, String)]? = nil, body: [UInt8] = [],
                 deadline: Double = 30) throws -> HTTPResponse {
        let connection = try HTTPConnection(port: port)
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headers ?? [("Host", host)] { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        try connection.send(Array(head.utf8) + body)
        return try HTTPResponse(try connection.readToEnd(deadline: deadline))
    }

    /// Opens `GET /events` (HTTP/1.0, so the stream comes unchunked); `receiveBuffer` makes the
    /// socket's buffer that small, for a page that stops reading.
    func events(token: String? = nil, host: String? = nil, receiveBuffer: Int32? = nil) throws -> EventReader {
        let connection = try HTTPConnection(port: port, receiveBuffer: receiveBuffer)
        try connection.send(Array("GET /events?token=\(token ?? self.token) HTTP/1.0\r\nHost: \(host ?? self.host)\r\n\r\n".utf8))
        return EventReader(connection: connection)
    }

    /// Sends SIGTERM, waits for the process and returns its status and what it wrote on stderr.
    func stop(signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }
}

/// A response as it came: the status, the headers, the body.
struct HTTPResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    /// Parses a whole response (head and body; a body without a length runs to the end).
    init(_ bytes: [UInt8]) throws {
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
            throw PreviewClientError(message: "no response head: \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        body = Array(bytes[(end + 4)...])
        if let length = headers["content-length"].flatMap({ Int($0) }) { body = Array(body.prefix(length)) }
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A TCP connection to 127.0.0.1 with reads that give up at a deadline.
final class HTTPConnection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` sets the socket's receive buffer first (the
    /// kernel's least is about 2 KiB), so a client that stops reading stops the server soon.
    init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, connected == 0 else {
            throw PreviewClientError(message: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Writes all of `bytes`; false when the server closed the connection first.
    @discardableResult
    func send(_ bytes: [UInt8]) throws -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// The bytes that come within `seconds` (waiting for the first), or nil at the end of the
    /// stream; throws at the deadline.
    /// A signal (another test's child process ending: SIGCHLD) interrupts neither the wait nor
    /// the read: `poll` and `recv` are asked again, with the time left.
    func read(deadline seconds: Double) throws -> [UInt8]? {
        let end = Date().addingTimeInterval(seconds)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, Int32(max(0, end.timeIntervalSinceNow) * 1000))
            if ready > 0 { break }
            if ready < 0, errno == EINTR { continue }
            throw PreviewClientError(message: "nothing came within \(seconds) s")
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var count = recv(descriptor, &buffer, buffer.count, 0)
        while count < 0, errno == EINTR { count = recv(descriptor, &buffer, buffer.count, 0) }
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    /// Everything until the server closes the connection.
    func readToEnd(deadline seconds: Double) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let chunk = try read(deadline: seconds) { bytes += chunk }
        return bytes
    }
}

/// The events of a `GET /events` stream, one at a time.
final class EventReader {
    let connection: HTTPConnection
    private var buffer: [UInt8] = []
    private var headRead = false

    init(connection: HTTPConnection) {
        self.connection = connection
    }

    /// The next event (its name and data), skipping keep-alive comments and `retry`; nil when
    /// the stream ended. Throws when none comes within `seconds`.
    func next(deadline seconds: Double = 30) throws -> (name: String, data: JSONValue)? {
        let end = Date().addingTimeInterval(seconds)
        while true {
            if let end = blankLine() {
                let block = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 2)
                scanned = 0
                if !headRead {                   // the response's head ends in \r\n\r\n, not \n\n
                    headRead = true
                    if block.hasPrefix("HTTP/") { continue }
                }
                var name = "message", data: String?
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
                }
                if let data { return (name, try JSONValue.parse(data)) }
                continue
            }
            guard let chunk = try connection.read(deadline: max(0, end.timeIntervalSinceNow)) else { return nil }
            buffer += chunk.filter { $0 != 0x0D }
        }
    }

    /// How much of `buffer` is known to hold no blank line: a large event is looked through once,
    /// not again with every chunk that comes.
    private var scanned = 0

    /// Where the first blank line (`\n\n`) in the buffer starts.
    private func blankLine() -> Int? {
        var index = max(scanned, 1)
        while index < buffer.count {
            if buffer[index] == 0x0A && buffer[index - 1] == 0x0A { return index - 1 }
            index += 1
        }
        scanned = buffer.count
        return nil
    }

    /// Events read while waiting for others, in order: a later wait looks at them first, so
    /// two events that come together (a log line and the view) can be waited for in any order.
    private var passed: [(name: String, data: JSONValue)] = []

    /// The first event named `name` whose data satisfies `condition`, among those passed over
    /// before, else read until one comes; events of that name before it are used up. Throws
    /// when none comes within `seconds`.
    func wait(for name: String, deadline seconds: Double = 30, where condition: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        if let found = passed.firstIndex(where: { $0.name == name && condition($0.data) }) {
            let event = passed[found]
            passed = passed[..<found].filter { $0.name != name } + passed[(found + 1)...]
            return event.data
        }
        passed.removeAll { $0.name == name }
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            guard let event = try next(deadline: max(0, end.timeIntervalSinceNow)) else { break }
            if event.name == name && condition(event.data) { return event.data }
            if event.name != name { passed.append(event) }
        }
        throw PreviewClientError(message: "no '\(name)' event as expected within \(seconds) s")
    }
}

struct PreviewClientError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
