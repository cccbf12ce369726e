import MenuLua
import MenuRender
import Synchronization

/// What a JSON-RPC face owes its client when the watchdog ends the process (a request stuck
/// in a library call well past its deadline, where no limit can stop it): the requests of the
/// line (or the body) being answered get the watchdog's error, before the session saves
/// `--state` as the last request that ended left it and the watchdog ends the process with its
/// message on stderr and status 1.
///
/// The watchdog runs on its own thread while the session's thread is stuck, so what it needs
/// is kept aside as plain values: `serve` notes the line it answers (``answering(_:)``);
/// `preview` notes that the watchdog spoke (``stop(message:status:)``), and each of its
/// waiting requests then makes its own answer (``answer(to:)``).
final class ServeWatchdog: Sendable {
    private struct Pending {
        /// The line being answered (`serve`), nil between lines.
        var line: String?
        /// What the watchdog said, once it spoke: its message and the status it ends with.
        var stopped: (message: String, status: Int)?
    }

    private let pending = Mutex(Pending())

    /// Notes the line (a request, or a batch) the session is about to answer.
    func answering(_ line: String) {
        pending.withLock { $0.line = line }
    }

    /// Notes that the line was answered.
    func answered() {
        pending.withLock { $0.line = nil }
    }

    /// Notes what the watchdog said, and hands back the answer owed for the line being
    /// answered, if any (`serve` writes it).
    func stop(message: String, status: Int) -> String? {
        let line = pending.withLock { pending in
            pending.stopped = (message, status)
            return pending.line
        }
        return line.flatMap { answer(to: $0) }
    }

    /// The error answer the watchdog's message gives the requests of `line` (nil for
    /// notifications only, and before the watchdog spoke).
    func answer(to line: String) -> String? {
        guard let (message, status) = pending.withLock({ $0.stopped }) else { return nil }
        let error = ScriptError(String(message.trimmingPrefix("luamenu: ")), kind: status == 130 ? .interrupted : .timeLimit)
        let ids: [JSONValue]
        switch try? JSONValue.parse(line) {
        case .array(let batch)?: ids = batch.compactMap { $0["id"] }
        case let request?: ids = request["id"].map { [$0] } ?? []
        case nil: ids = []
        }
        let answers = ids.map { MenuRPC.response(id: $0, .failure(.script(error, warnings: []))) }
        if answers.count == 1 { return answers[0].text }
        return answers.isEmpty ? nil : JSONValue.array(answers).text
    }
}
