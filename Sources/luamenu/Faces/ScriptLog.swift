#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuRender

/// What a script says while a session runs — its `print` and the warnings about it, in the
/// order it said them — handed on one line at a time: `serve` writes each as a `log`
/// notification, `preview` sends each to the page's log panel.
///
/// `print` writes to a pipe (``InteractiveSession/printPipe()``) that is read after each
/// request, and before each warning, so a line printed before a warning comes before it.
///
///     let log = ScriptLog { entry in send(entry.json) }
///     options.printDescriptor = log.printDescriptor
///     try runtime.tap("outfield/나성범")
///     log.drain()                               // {"level":"print","text":"나성범"}
final class ScriptLog: @unchecked Sendable {
    /// What kind of line it is.
    enum Level: String, Sendable {
        /// A line the script printed.
        case print
        /// A warning about the script (a label that failed, a problem `check` finds).
        case warning
        /// The script could not be loaded, or reloaded.
        case error
    }

    /// One line of the log.
    struct Entry: Sendable, Equatable {
        var level: Level
        var text: String

        /// `{"level":"print","text":"…"}`: a `log` notification's params, an event's data.
        var json: JSONValue { .object([("level", .string(level.rawValue)), ("text", .string(text))]) }
    }

    /// The descriptor the script's `print` writes to.
    let printDescriptor: Int32
    private let printed: Int32
    private let sink: (Entry) -> Void

    /// A log that hands each line to `sink`, on the thread that runs the script.
    init(sink: @escaping (Entry) -> Void) {
        (printed, printDescriptor) = InteractiveSession.printPipe()
        self.sink = sink
    }

    deinit {
        if printed != Output.nullDescriptor { close(printed); close(printDescriptor) }
    }

    /// Hands on a warning, after what was printed before it.
    func warning(_ text: String) {
        drain()
        sink(Entry(level: .warning, text: text))
    }

    /// Hands on an error, after what was printed before it.
    func error(_ text: String) {
        drain()
        sink(Entry(level: .error, text: text))
    }

    /// Hands on what the script printed since the last look, a line at a time.
    func drain() {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = read(printed, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        guard !bytes.isEmpty else { return }
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            sink(Entry(level: .print, text: String(decoding: line, as: UTF8.self)))
        }
    }
}
